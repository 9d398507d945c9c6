// Filter rows of the task dashboard (spec 1 'Task dashboard'): a column, a value
// (text, select or date range), add and remove rows with one always kept.
import * as React from 'react';
import { NON_SYSTEM_ROLES, roleTagName } from '@studio/domain';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DateField, parseDateField } from '~/components/date-field';
import { SelectField, type Option } from '~/components/tasks/form-fields';
import { STATUS_LIST, statusKey, type EmployeeOption, type ProjectSummary } from '~/components/tasks/task-model';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';

export const FILTER_COLUMNS = ['projectId', 'taskName', 'employee', 'role', 'status', 'startDate', 'deadline', 'endDate', 'isArchived'] as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[number];

export type FilterRow = { id: number; column: FilterColumn; value: string; from: string; to: string };

/** The API's filter shape: {filterType, type, values}. */
export type TaskFilter = { filterType: FilterColumn; type: 'text' | 'set' | 'date' | 'boolean'; values: (string | number | boolean)[] };

const DATE_COLUMNS: readonly FilterColumn[] = ['startDate', 'deadline', 'endDate'];

let nextId = 1;
export function newFilterRow(column: FilterColumn = 'status'): FilterRow {
  return { id: nextId++, column, value: '', from: '', to: '' };
}

/** Rows to API filters; rows without a value are left out. Null when a date is invalid. */
export function toTaskFilters(rows: readonly FilterRow[]): TaskFilter[] | null {
  const out: TaskFilter[] = [];
  for (const row of rows) {
    if (DATE_COLUMNS.includes(row.column)) {
      const from = parseDateField(row.from);
      const to = parseDateField(row.to);
      if (from === null || to === null) return null;
      if (from === undefined && to === undefined) continue;
      out.push({ filterType: row.column, type: 'date', values: [from ?? 10000101, to ?? 99991231] });
      continue;
    }
    const value = row.value.trim();
    if (!value) continue;
    switch (row.column) {
      case 'taskName':
        out.push({ filterType: 'taskName', type: 'text', values: [value] });
        break;
      case 'employee':
        out.push({ filterType: 'employee', type: 'set', values: [value] });
        break;
      case 'isArchived':
        out.push({ filterType: 'isArchived', type: 'boolean', values: [value === 'true'] });
        break;
      default:
        out.push({ filterType: row.column, type: 'set', values: [Number(value)] });
    }
  }
  return out;
}

export function TaskFilters({
  rows,
  onChange,
  projects,
  employees,
}: {
  rows: FilterRow[];
  onChange: (rows: FilterRow[]) => void;
  projects: readonly ProjectSummary[];
  employees: readonly EmployeeOption[];
}) {
  const { t } = useTranslation();
  const update = (id: number, patch: Partial<FilterRow>) => onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const columnOptions: Option[] = FILTER_COLUMNS.map((c) => ({ value: c, label: t(`tasks.filter.column.${c}`) }));

  const valueOptions = (column: FilterColumn): Option[] => {
    switch (column) {
      case 'projectId':
        return projects.map((p) => ({ value: String(p.id), label: p.name }));
      case 'employee':
        return employees.map((e) => ({ value: e.id, label: e.name }));
      case 'role':
        return NON_SYSTEM_ROLES.map((r) => ({ value: String(r.id), label: roleTagName(r.id) }));
      case 'status':
        return STATUS_LIST.map((s) => ({ value: String(s), label: t(statusKey(s)) }));
      case 'isArchived':
        return [
          { value: 'true', label: t('tasks.filter.hidden-only') },
          { value: 'false', label: t('tasks.filter.visible-only') },
        ];
      default:
        return [];
    }
  };

  return (
    <div className="space-y-2">
      {rows.map((row, index) => {
        const label = t('tasks.filter.row', { n: index + 1 });
        return (
          <div key={row.id} className="flex flex-wrap items-center gap-2" role="group" aria-label={label} data-filter-row={index}>
            <div className="w-48">
              <SelectField
                id={`filter-column-${row.id}`}
                ariaLabel={t('tasks.filter.column')}
                value={row.column}
                onChange={(v) => update(row.id, { column: v as FilterColumn, value: '', from: '', to: '' })}
                options={columnOptions}
              />
            </div>
            <div className="min-w-[16rem] flex-1">
              {row.column === 'taskName' ? (
                <Input
                  aria-label={t('tasks.filter.value')}
                  value={row.value}
                  placeholder={t('tasks.filter.contains')}
                  onChange={(e) => update(row.id, { value: e.target.value })}
                />
              ) : DATE_COLUMNS.includes(row.column) ? (
                <div className="flex items-center gap-2">
                  <DateField
                    id={`filter-from-${row.id}`}
                    name={`from-${row.id}`}
                    aria-label={t('tasks.filter.from')}
                    value={row.from}
                    onValueChange={(v) => update(row.id, { from: v })}
                    className="flex-1"
                  />
                  <span className="text-muted-foreground" aria-hidden="true">
                    –
                  </span>
                  <DateField
                    id={`filter-to-${row.id}`}
                    name={`to-${row.id}`}
                    aria-label={t('tasks.filter.to')}
                    value={row.to}
                    onValueChange={(v) => update(row.id, { to: v })}
                    className="flex-1"
                  />
                </div>
              ) : (
                <SelectField
                  id={`filter-value-${row.id}`}
                  ariaLabel={t('tasks.filter.value')}
                  value={row.value}
                  onChange={(v) => update(row.id, { value: v })}
                  options={valueOptions(row.column)}
                  placeholder={t('tasks.filter.any')}
                />
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              disabled={rows.length <= 1}
              aria-label={t('tasks.filter.remove', { n: index + 1 })}
              title={t('tasks.filter.remove', { n: index + 1 })}
              onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button variant="ghost" size="sm" onClick={() => onChange([...rows, newFilterRow('taskName')])}>
        <Plus aria-hidden="true" />
        {t('tasks.filter.add')}
      </Button>
    </div>
  );
}
