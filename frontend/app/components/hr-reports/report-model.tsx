// Column builders and filters shared by the HR report screens.
import * as React from 'react';
import { useSearchParams } from '@remix-run/react';
import { NON_SYSTEM_ROLES, Role, roleById, roleLevelLabel, roleTagName } from '@studio/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { ReportColumn } from '~/components/hr-reports/report-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { displayYmd } from '~/lib/format';

type Person = { id: string; name: string; role: number };

/** ID and name, both searchable; the name stays in view while a wide table scrolls sideways. */
export function idNameColumns<R>(t: TFunction, id: (row: R) => string, name: (row: R) => string): ReportColumn<R>[] {
  return [
    { id: 'id', header: t('hr-reports.col.id'), value: id, searchable: true, cell: (r) => <span className="font-mono text-[13px]">{id(r)}</span> },
    { id: 'name', header: t('hr-reports.col.name'), value: name, searchable: true, cell: (r) => <span className="font-medium">{name(r)}</span>, sticky: true, className: 'min-w-[10rem] whitespace-nowrap' },
  ];
}

/** ID, name and role, as every report starts. */
export function personColumns<R extends Person>(t: TFunction): ReportColumn<R>[] {
  return [
    ...idNameColumns<R>(t, (r) => r.id, (r) => r.name),
    { id: 'role', header: t('hr-reports.col.role'), value: (r) => roleName(t, r.role), cell: (r) => <RoleName role={r.role} /> },
  ];
}

export function roleName(t: TFunction, role: number): string {
  return role === Role.Unknown ? t('role.none') : roleTagName(role);
}

/**
 * A role as text with its colour as a dot: the tinted tag of the employee list (RoleTag) gives some
 * light role colours too little contrast for a report read line by line.
 */
export function RoleName({ role }: { role: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" data-role={role}>
      <span className="h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: roleById(role)?.color ?? '#9CA3AF' }} aria-hidden="true" />
      {roleName(t, role)}
    </span>
  );
}

export function roleLevelColumn<R extends { roleLevel: number }>(t: TFunction): ReportColumn<R> {
  return { id: 'roleLevel', header: t('hr-reports.col.role-level'), value: (r) => (r.roleLevel ? roleLevelLabel(r.roleLevel) : null) };
}

/** A yyyymmdd column shown DD/MM/YYYY. */
export function dateColumn<R>(id: string, header: string, get: (row: R) => number | null): ReportColumn<R> {
  return { id, header, value: (r) => displayYmd(get(r)), className: 'whitespace-nowrap tabular-nums' };
}

/** A search parameter of the page (the loaders read the same), changed without adding history. */
export function useReportParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = React.useCallback((value: string) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(name, value);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [name, setParams]);
  return [params.get(name), set];
}

/** A labelled select of the report's filters. */
export function ReportSelect({ id, label, value, onChange, options, placeholder }: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-foreground/90">{label}</label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-9 w-auto min-w-[8rem]">
          {/* The chosen label itself: Radix fills the value in only once the options mount in the browser. */}
          <SelectValue placeholder={placeholder}>{options.find((o) => o.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent className="max-h-80">
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>{o.label}</SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Month 1-12 (the loader's default is this month in the company time zone). */
export function MonthFilter({ month }: { month: number }) {
  const { t } = useTranslation();
  const [, setMonth] = useReportParam('month');
  const options = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: t('hr-reports.month-n', { month: i + 1 }) }));
  return <ReportSelect id="report-month" label={t('hr-reports.month')} value={String(month)} onChange={setMonth} options={options} />;
}

/** A year around this one. */
export function YearFilter({ year, thisYear }: { year: number; thisYear: number }) {
  const { t } = useTranslation();
  const [, setYear] = useReportParam('year');
  const options = Array.from({ length: 7 }, (_, i) => String(thisYear - 3 + i)).map((y) => ({ value: y, label: y }));
  if (!options.some((o) => o.value === String(year))) options.push({ value: String(year), label: String(year) });
  return <ReportSelect id="report-year" label={t('hr-reports.year')} value={String(year)} onChange={setYear} options={options} />;
}

/** Roles without the system ones (spec 3: the role picker excludes system roles). */
export function RoleFilter({ role }: { role: number | null }) {
  const { t } = useTranslation();
  const [, setRole] = useReportParam('role');
  const options = NON_SYSTEM_ROLES.map((r) => ({ value: String(r.id), label: roleTagName(r.id) }));
  return (
    <ReportSelect id="report-role" label={t('hr-reports.col.role')} value={role === null ? undefined : String(role)}
      onChange={setRole} options={options} placeholder={t('hr-reports.by-role.choose')} />
  );
}
