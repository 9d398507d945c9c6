// Spec 3 "Permission group" edit dialog: the name, a grid of permission / condition type /
// condition value, Add New Permission, Import JSON, Export JSON, Cancel and Update/Add. The rows
// are checked with the server's own rules (@studio/domain) before anything is sent.
import * as React from 'react';
import { type CatalogueEntry, endpoints, type GrantRow, isGlobalGroup, isPermissionName, newGrants, NON_SYSTEM_ROLES, normalizeGrants, parseGrantsJson, type PermissionGroupView, SYSTEM_ADMIN_GROUP } from '@studio/domain';
import { ChevronDown, Download, Plus, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import {
  CONDITION_TYPES,
  emptyRow,
  exportFileName,
  isBlankRow,
  rowProblem,
  toEditRow,
  toWire,
  type EditRow,
} from '~/components/permissions/group-model';
import { SearchableSelect, type SearchOption } from '~/components/projects/searchable-select';
import { SelectField } from '~/components/tasks/form-fields';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { Input } from '~/components/ui/input';
import { call, failToast } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

const FORM_ID = 'permission-group-form';
type FormField = 'name' | `row-${number}`;

/** What a row's value means, by the permission's scope (placeholder of the value inputs). */
function scopeOf(catalogue: readonly CatalogueEntry[], name: string) {
  return catalogue.find((c) => c.name === name)?.scope ?? 'none';
}

function RolesPicker({ id, roles, onChange, invalid }: { id: string; roles: number[]; onChange: (roles: number[]) => void; invalid: boolean }) {
  const { t } = useTranslation();
  const names = NON_SYSTEM_ROLES.filter((r) => roles.includes(r.id)).map((r) => r.tagName);
  const shown = names.length === 0
    ? t('permission-groups.value.roles-pick')
    : names.length <= 2
      ? names.join(', ')
      : t('permission-groups.value.roles-count', { first: names.slice(0, 2).join(', '), count: names.length - 2 });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          id={id}
          type="button"
          aria-invalid={invalid || undefined}
          // The name holds the shown text (WCAG 2.5.3); a shortened list is read out whole as the description.
          aria-label={names.length === 0 ? shown : t('permission-groups.value.roles-aria', { roles: shown })}
          title={names.length > 2 ? names.join(', ') : undefined}
          className="flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/20 aria-[invalid=true]:border-destructive"
        >
          <span className={cn('truncate', names.length === 0 && 'text-muted-foreground')}>
            {shown}
          </span>
          <ChevronDown className="h-4 w-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-72 w-64 overflow-y-auto">
        {NON_SYSTEM_ROLES.map((r) => (
          <DropdownMenuCheckboxItem
            key={r.id}
            checked={roles.includes(r.id)}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(on) => onChange(on ? [...roles, r.id].sort((a, b) => a - b) : roles.filter((x) => x !== r.id))}
          >
            {r.tagName}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ValueEditor({
  row,
  scope,
  invalid,
  onChange,
}: {
  row: EditRow;
  scope: CatalogueEntry['scope'];
  invalid: boolean;
  onChange: (patch: Partial<EditRow>) => void;
}) {
  const { t } = useTranslation();
  const id = `pg-row-${row.key}`;
  const unit = t(`permission-groups.scope.${scope}`);
  switch (row.conditionType) {
    case '2':
      return (
        <div className="grid grid-cols-[5.5rem_5.5rem_minmax(0,1fr)] gap-2">
          <Input
            id={`${id}-from`}
            inputMode="numeric"
            value={row.from}
            onChange={(e) => onChange({ from: e.target.value })}
            placeholder={t('permission-groups.value.from')}
            aria-label={t('permission-groups.value.from-aria', { unit })}
            aria-invalid={invalid || undefined}
          />
          <Input
            id={`${id}-to`}
            inputMode="numeric"
            value={row.to}
            onChange={(e) => onChange({ to: e.target.value })}
            placeholder={t('permission-groups.value.to')}
            aria-label={t('permission-groups.value.to-aria', { unit })}
            aria-invalid={invalid || undefined}
          />
          <Input
            id={`${id}-exclude`}
            value={row.exclude}
            onChange={(e) => onChange({ exclude: e.target.value })}
            placeholder={t('permission-groups.value.exclude')}
            aria-label={t('permission-groups.value.exclude-aria')}
            aria-invalid={invalid || undefined}
          />
        </div>
      );
    case '3':
      return (
        <Input
          id={`${id}-value`}
          value={row.value}
          onChange={(e) => onChange({ value: e.target.value })}
          placeholder={unit}
          aria-label={t('permission-groups.value.single-aria', { unit })}
          aria-invalid={invalid || undefined}
        />
      );
    case '5':
      return <RolesPicker id={`${id}-roles`} roles={row.roles} invalid={invalid} onChange={(roles) => onChange({ roles })} />;
    case '1':
      return <p className="px-1 text-sm text-muted-foreground">{t('permission-groups.value.any')}</p>;
    case '4':
      return <p className="px-1 text-sm text-muted-foreground">{t('permission-groups.value.none')}</p>;
    default:
      return <p className="px-1 text-sm text-muted-foreground">{t('permission-groups.value.pick-type')}</p>;
  }
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PermissionGroupDialog({
  open,
  onOpenChange,
  group,
  catalogue,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group edited; null creates one. */
  group: PermissionGroupView | null;
  catalogue: readonly CatalogueEntry[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const editing = group !== null;
  const [name, setName] = React.useState('');
  const [rows, setRows] = React.useState<EditRow[]>([]);
  const fileRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const form = useFormDialog<FormField>({
    open,
    onOpenChange,
    resetKey: group?.id ?? 'new',
    fields: { permissionGroupName: 'name' },
    fieldId: (f) => (f === 'name' ? 'pg-name' : `pg-${f}-permission`),
    onOpen: () => {
      setName(group?.name ?? '');
      setRows(group ? group.permissions.map(toEditRow) : [emptyRow()]);
    },
  });

  const options = React.useMemo<SearchOption[]>(
    () => catalogue.map((c) => ({ value: c.name, label: c.name, keywords: c.description })),
    [catalogue],
  );

  const patch = (key: number, change: Partial<EditRow>) => {
    form.clear(`row-${key}`);
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  function addRow() {
    const row = emptyRow();
    setRows((all) => [...all, row]);
    window.requestAnimationFrame(() => {
      listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
      document.getElementById(`pg-row-${row.key}-permission`)?.focus();
    });
  }

  /** The rows to save, normalized and once each; a refusal marks the first bad row. */
  function checkedRows(): GrantRow[] | null {
    const filled = rows.filter((r) => !isBlankRow(r));
    for (const row of filled) {
      const problem = rowProblem(row, isPermissionName);
      if (problem) {
        form.refuse([`row-${row.key}`], t(problem), problem === 'permission-group.fill-all-fields' ? 'warning' : 'error');
        form.focus(`row-${row.key}`);
        return null;
      }
    }
    return normalizeGrants(filled.map((r) => toWire(r) as GrantRow));
  }

  async function save() {
    const trimmed = name.trim();
    if (!trimmed) return form.refuse('name', t('permission-group.fill-all-fields'), 'warning');
    if (trimmed.toLowerCase() === SYSTEM_ADMIN_GROUP) return form.refuse('name', t('permission-group.system-admin'));
    if (editing && !group?.id) return form.refuse(null, t('permission-group.id-missing'));
    const permissions = checkedRows();
    if (!permissions) return;
    const body = { permissionGroupName: trimmed, permissions };
    const dropped = rows.filter((r) => !isBlankRow(r)).length - permissions.length;
    const ok = await form.submit(
      (o) => (editing ? call(endpoints.permissionGroups.update, { params: { id: group.id }, body }, o) : call(endpoints.permissionGroups.create, { body }, o)),
      {
        success: t(editing ? 'permission-groups.updated' : 'permission-groups.added'),
        onRefused: (res) => {
          // Spec 3: an HTTP 400 on edit reads 'Invalid input', with the server's reason under it.
          if (editing && res.status === 400) {
            failToast('permission-groups.invalid-input', res.data);
            return true;
          }
          // A taken name goes beside the name field.
          if (res.status === 409) {
            form.refuse('name', t((res.data as { code?: string } | null)?.code ?? 'permission-group.name-exists'));
            return true;
          }
        },
        fail: editing ? 'permission-groups.update-failed' : 'permission-groups.add-failed',
      },
    );
    if (ok) {
      if (dropped > 0) toast.info(t('permission-groups.duplicates-removed', { count: dropped }));
      onSaved();
    }
  }

  function exportJson() {
    const permissions = checkedRows();
    if (!permissions) return;
    download(exportFileName(name), `${JSON.stringify(permissions, null, 2)}\n`);
    toast.success(t('permission-groups.exported', { count: permissions.length }));
  }

  async function importJson(file: File) {
    if (file.size > 1_000_000) return toast.error(t('permission-groups.import.too-large'));
    const parsed = parseGrantsJson(await file.text());
    if ('problem' in parsed) {
      const reason = parsed.problem.startsWith('permission-group.') ? t(parsed.problem) : t(`permission-groups.import.${parsed.problem}`);
      toast.error(t('permission-groups.import.failed'), {
        description: parsed.index === undefined ? reason : t('permission-groups.import.at-row', { row: parsed.index + 1, reason }),
      });
      return;
    }
    // Rows already in the grid are not added again.
    const held = rows.filter((r) => !isBlankRow(r) && rowProblem(r, isPermissionName) === null).map((r) => toWire(r) as GrantRow);
    const added = newGrants(held, parsed.rows);
    setRows((all) => [...all.filter((r) => !isBlankRow(r)), ...added.map(toEditRow)]);
    toast.success(t('permission-groups.imported', { count: added.length, skipped: parsed.rows.length - added.length }));
  }

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-5xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{editing ? t('permission-groups.edit.title', { name: group.name }) : t('permission-groups.create.title')}</DialogTitle>
          <DialogDescription>{t('permission-groups.edit.description')}</DialogDescription>
        </DialogHeader>
        <form id={FORM_ID} onSubmit={form.onSubmit(save)} noValidate className="min-w-0 space-y-4">
          <Field id="pg-name" label={t('permission-groups.field.name')} error={form.error('name')} required className="max-w-md">
            <Input
              value={name}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                form.clear('name');
              }}
              disabled={editing && isGlobalGroup(group.name)}
            />
          </Field>

          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium" id="pg-rows-label">
              {t('permission-groups.rows.title', { count: rows.filter((r) => !isBlankRow(r)).length })}
            </h3>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
                <Upload aria-hidden="true" />
                {t('permission-groups.import')}
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept="application/json,.json"
                className="hidden"
                aria-label={t('permission-groups.import')}
                tabIndex={-1}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void importJson(file);
                }}
              />
              <Button type="button" variant="outline" size="sm" onClick={exportJson}>
                <Download aria-hidden="true" />
                {t('permission-groups.export')}
              </Button>
              <Button type="button" size="sm" onClick={addRow}>
                <Plus aria-hidden="true" />
                {t('permission-groups.add-permission')}
              </Button>
            </div>
          </div>

          <div ref={listRef} className="h-[500px] overflow-auto rounded-lg border" role="group" aria-labelledby="pg-rows-label">
            <table className="w-full min-w-[760px] text-sm">
              <thead className="sticky top-0 z-10 bg-muted text-left text-xs font-semibold text-muted-foreground">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2.5 text-right">
                    #
                  </th>
                  <th scope="col" className="w-[34%] px-2 py-2.5">
                    {t('permission-groups.col.permission')}
                  </th>
                  <th scope="col" className="w-[18%] px-2 py-2.5">
                    {t('permission-groups.col.condition-type')}
                  </th>
                  <th scope="col" className="px-2 py-2.5">
                    {t('permission-groups.col.condition-value')}
                  </th>
                  <th scope="col" className="w-12 px-2 py-2.5">
                    <span className="sr-only">{t('permission-groups.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-3 py-16 text-center text-muted-foreground">
                      {t('permission-groups.rows.empty')}
                    </td>
                  </tr>
                ) : (
                  rows.map((row, index) => {
                    const invalid = form.invalid(`row-${row.key}`);
                    return (
                      <tr
                        key={row.key}
                        data-pg-row={row.permissionId || 'new'}
                        className={cn('border-t align-middle', invalid && 'bg-destructive/5')}
                      >
                        <td className="px-3 py-2 text-right text-xs tabular-nums text-muted-foreground">{index + 1}</td>
                        <td className="px-2 py-2">
                          <SearchableSelect
                            id={`pg-row-${row.key}-permission`}
                            value={row.permissionId || null}
                            onValueChange={(v) => patch(row.key, { permissionId: v ?? '' })}
                            options={options}
                            placeholder={t('permission-groups.pick-permission')}
                            aria-label={t('permission-groups.row-permission', { row: index + 1 })}
                            invalid={invalid && !row.permissionId}
                          />
                        </td>
                        <td className="px-2 py-2">
                          <SelectField
                            id={`pg-row-${row.key}-type`}
                            value={row.conditionType}
                            onChange={(v) => patch(row.key, { conditionType: v })}
                            options={CONDITION_TYPES.map((c) => ({ value: String(c), label: t(`permission-groups.condition.${c}`) }))}
                            placeholder={t('permission-groups.pick-type')}
                            ariaLabel={t('permission-groups.row-type', { row: index + 1 })}
                            invalid={invalid && !row.conditionType}
                          />
                        </td>
                        <td className="px-2 py-2">
                          <ValueEditor
                            row={row}
                            scope={scopeOf(catalogue, row.permissionId)}
                            invalid={invalid}
                            onChange={(change) => patch(row.key, change)}
                          />
                        </td>
                        <td className="px-2 py-2 text-right">
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                            aria-label={t('permission-groups.remove-row', { row: index + 1 })}
                            title={t('permission-groups.remove-row', { row: index + 1 })}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        </form>
        <FormDialogFooter form={form} formId={FORM_ID} submitLabel={t(editing ? 'permission-groups.update' : 'permission-groups.add')} />
      </DialogContent>
    </Dialog>
  );
}
