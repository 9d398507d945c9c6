// The Permission tab's grid: one row per type (Public, User, Project, PermissionGroup, Role,
// Parent), each type at most once, with its data picked from people, projects, groups and roles.
import * as React from 'react';
import { WIKI_PERMISSION_TYPES, type WikiPermissionInput, type WikiPermissionRow } from '@studio/domain';
import { Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SearchableSelect, type SearchOption } from '~/components/projects/searchable-select';
import { Button } from '~/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';

export type PermissionType = (typeof WIKI_PERMISSION_TYPES)[number];

/** A row being edited: every list kept, so switching the type back loses nothing. */
export type EditRow = { uid: number; type: PermissionType; users: string[]; projects: string[]; groups: string[]; roles: string[] };

export type PickOptions = { users: SearchOption[]; projects: SearchOption[]; groups: SearchOption[]; roles: SearchOption[] };

let uid = 1;
export const newRow = (type: PermissionType): EditRow => ({ uid: uid++, type, users: [], projects: [], groups: [], roles: [] });

export function toEditRows(rows: readonly WikiPermissionRow[]): EditRow[] {
  return rows.map((r) => {
    const d = (r.data ?? {}) as { users?: string[]; projects?: number[]; permissionGroups?: number[]; roles?: number[] };
    return {
      ...newRow(r.type),
      users: d.users ?? [],
      projects: (d.projects ?? []).map(String),
      groups: (d.permissionGroups ?? []).map(String),
      roles: (d.roles ?? []).map(String),
    };
  });
}

/** The rows as PUT .../permissions takes them. */
export function toInput(rows: readonly EditRow[]): WikiPermissionInput[] {
  const ids = (list: string[]) => list.map(Number);
  return rows.map((r): WikiPermissionInput => {
    switch (r.type) {
      case 'User':
        return { type: r.type, data: { users: r.users } };
      case 'Project':
        return { type: r.type, data: { projects: ids(r.projects) } };
      case 'PermissionGroup':
        return { type: r.type, data: { permissionGroups: ids(r.groups), projects: ids(r.projects) } };
      case 'Role':
        return { type: r.type, data: { roles: ids(r.roles), projects: ids(r.projects) } };
      default:
        return { type: r.type, data: null };
    }
  });
}

/** The rows whose required list is empty. */
export function incompleteRows(rows: readonly EditRow[]): number[] {
  const required = { User: 'users', Project: 'projects', PermissionGroup: 'groups', Role: 'roles' } as const;
  return rows.flatMap((r, i) => (r.type in required && !r[required[r.type as keyof typeof required]].length ? [i] : []));
}

function Chips({
  label,
  options,
  values,
  onChange,
  invalid,
}: {
  label: string;
  options: readonly SearchOption[];
  values: string[];
  onChange: (values: string[]) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const byValue = React.useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const name = (v: string) => byValue.get(v)?.label ?? t('wiki.perm.unknown');
  return (
    <div className="min-w-0 space-y-1.5">
      {values.length ? (
        <ul aria-label={label} className="flex flex-wrap gap-1">
          {values.map((v) => (
            <li key={v} className="flex items-center gap-1 rounded-full bg-secondary py-0.5 pl-2.5 pr-1 text-xs text-secondary-foreground">
              <span className="max-w-[12rem] truncate">{name(v)}</span>
              <button
                type="button"
                aria-label={t('wiki.perm.remove-value', { name: name(v) })}
                onClick={() => onChange(values.filter((x) => x !== v))}
                className="rounded-full p-0.5 hover:bg-background/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchableSelect
        value={null}
        options={options.filter((o) => !values.includes(o.value))}
        placeholder={label}
        aria-label={label}
        invalid={invalid}
        className="max-w-sm"
        onValueChange={(v) => v && onChange([...values, v])}
      />
    </div>
  );
}

export function PermissionRows({
  rows,
  onChange,
  options,
  invalid,
}: {
  rows: readonly EditRow[];
  onChange: (rows: EditRow[]) => void;
  options: PickOptions;
  /** Rows marked as missing their data. */
  invalid: readonly number[];
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<EditRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const used = new Set(rows.map((r) => r.type));

  if (!rows.length) {
    return <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t('wiki.perm.none')}</p>;
  }
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs font-medium text-muted-foreground">
          <tr>
            <th scope="col" className="w-48 px-3 py-2">
              {t('wiki.perm.type')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('wiki.perm.data')}
            </th>
            <th scope="col" className="w-12 px-3 py-2">
              <span className="sr-only">{t('common.delete')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const bad = invalid.includes(i);
            return (
              <tr key={row.uid} className="border-t align-top">
                <td className="px-3 py-2">
                  <Select value={row.type} onValueChange={(type) => set(i, { type: type as PermissionType })}>
                    <SelectTrigger className="h-9" aria-label={t('wiki.perm.type-of', { n: i + 1 })}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {WIKI_PERMISSION_TYPES.map((type) => (
                        <SelectItem key={type} value={type} disabled={type !== row.type && used.has(type)}>
                          {t(`wiki.perm.type.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </td>
                <td className="space-y-2 px-3 py-2">
                  {row.type === 'Public' || row.type === 'Parent' ? (
                    <p className="py-2 text-muted-foreground">{t(`wiki.perm.hint.${row.type}`)}</p>
                  ) : null}
                  {row.type === 'User' ? (
                    <Chips label={t('wiki.perm.users')} options={options.users} values={row.users} onChange={(users) => set(i, { users })} invalid={bad} />
                  ) : null}
                  {row.type === 'PermissionGroup' ? (
                    <Chips label={t('wiki.perm.groups')} options={options.groups} values={row.groups} onChange={(groups) => set(i, { groups })} invalid={bad} />
                  ) : null}
                  {row.type === 'Role' ? (
                    <Chips label={t('wiki.perm.roles')} options={options.roles} values={row.roles} onChange={(roles) => set(i, { roles })} invalid={bad} />
                  ) : null}
                  {row.type === 'Project' || row.type === 'PermissionGroup' || row.type === 'Role' ? (
                    <Chips
                      label={t(row.type === 'Project' ? 'wiki.perm.projects' : 'wiki.perm.in-projects')}
                      options={options.projects}
                      values={row.projects}
                      onChange={(projects) => set(i, { projects })}
                      invalid={bad && row.type === 'Project'}
                    />
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={t('wiki.perm.remove-row', { n: i + 1 })}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
