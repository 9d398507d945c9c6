// Spec 3 "Permission group" employee dialog: a grid of employee id and name, an Add dialog to
// multi-select employees, and Delete. Changes are kept until Save sends the whole list
// (PUT /api/permission-groups/:id/employees); the members gain or lose the group's rights on
// their next page load.
import * as React from 'react';
import { endpoints, isGlobalGroup, type PermissionGroupView, type PersonOption } from '@studio/domain';
import { Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { searchKey } from '~/components/projects/project-model';
import { RoleTag } from '~/components/role-tag';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

const ADMIN_ID = 'admin';

/** The nested Add dialog: pick several employees who are not members yet. */
function AddEmployeesDialog({
  open,
  onOpenChange,
  candidates,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  candidates: readonly PersonOption[];
  onAdd: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = React.useState('');
  const [picked, setPicked] = React.useState<string[]>([]);
  const form = useFormDialog({
    open,
    onOpenChange,
    onOpen: () => {
      setQuery('');
      setPicked([]);
    },
  });
  const needle = searchKey(query.trim());
  const shown = needle ? candidates.filter((c) => searchKey(`${c.name} ${c.id}`).includes(needle)) : candidates;

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-lg" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('permission-groups.employees.add-title')}</DialogTitle>
          <DialogDescription>{t('permission-groups.employees.add-description')}</DialogDescription>
        </DialogHeader>
        <form
          id="pg-add-employees"
          noValidate
          className="space-y-3"
          onSubmit={form.onSubmit(() => {
            if (picked.length === 0) return form.refuse(null, t('permission-groups.employees.pick-one'), 'warning');
            onAdd(picked);
            form.close();
          })}
        >
          <Field id="pg-add-search" label={t('permission-groups.employees.search')}>
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          </Field>
          <fieldset className="h-72 overflow-y-auto rounded-lg border p-1.5">
            <legend className="sr-only">{t('permission-groups.employees.candidates')}</legend>
            {shown.length === 0 ? (
              <p className="px-2 py-10 text-center text-sm text-muted-foreground">{t('permission-groups.employees.no-candidates')}</p>
            ) : (
              shown.map((c) => {
                const on = picked.includes(c.id);
                return (
                  <label
                    key={c.id}
                    data-candidate={c.id}
                    className={cn('flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent', on && 'bg-accent')}
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-input accent-[hsl(var(--primary))]"
                      checked={on}
                      onChange={() => setPicked((p) => (on ? p.filter((x) => x !== c.id) : [...p, c.id]))}
                    />
                    <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                    <span className="font-mono text-xs text-muted-foreground">{c.id}</span>
                    <RoleTag role={c.role} />
                  </label>
                );
              })
            )}
          </fieldset>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('permission-groups.employees.picked', { count: picked.length })}
          </p>
        </form>
        <FormDialogFooter form={form} formId="pg-add-employees" submitLabel={t('permission-groups.employees.add')} />
      </DialogContent>
    </Dialog>
  );
}

export function GroupEmployeesDialog({
  open,
  onOpenChange,
  group,
  people,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: PermissionGroupView | null;
  /** Active employees (GET /api/employees/options), for names and the Add dialog. */
  people: readonly PersonOption[];
}) {
  const { t } = useTranslation();
  const [members, setMembers] = React.useState<string[] | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [addOpen, setAddOpen] = React.useState(false);
  const form = useFormDialog({
    open,
    onOpenChange,
    resetKey: group?.id,
    onOpen: () => {
      setMembers(null);
      setSelected([]);
      if (!group) return;
      let live = true;
      void call(endpoints.permissionGroups.employees, { params: { id: group.id } }).then((res) => {
        if (live) setMembers(res.ok ? res.data.employees : []);
      });
      return () => {
        live = false;
      };
    },
  });

  const byId = React.useMemo(() => new Map(people.map((p) => [p.id, p])), [people]);
  const list = members ?? [];
  const locked = (id: string) => id === ADMIN_ID && !!group && isGlobalGroup(group.name);
  const nameOf = (id: string) =>
    byId.get(id)?.name ?? (id === ADMIN_ID ? t('permission-groups.employees.built-in-admin') : t('permission-groups.employees.inactive'));

  function remove(ids: string[]) {
    const drop = ids.filter((id) => !locked(id));
    setMembers((m) => (m ?? []).filter((id) => !drop.includes(id)));
    setSelected((s) => s.filter((id) => !drop.includes(id)));
  }

  async function save() {
    if (!group) return;
    await form.submit((o) => call(endpoints.permissionGroups.setEmployees, { params: { id: group.id }, body: { employees: list } }, o), {
      success: t('permission-groups.employees.updated'),
      fail: 'permission-groups.employees.update-failed',
    });
  }

  const allOn = list.length > 0 && list.filter((id) => !locked(id)).every((id) => selected.includes(id));

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-3xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('permission-groups.employees.title', { name: group?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('permission-groups.employees.description')}</DialogDescription>
        </DialogHeader>
        <form id="pg-employees" noValidate onSubmit={form.onSubmit(save)} className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {members === null ? t('common.loading') : t('permission-groups.employees.count', { count: list.length })}
            </p>
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" disabled={selected.length === 0} onClick={() => remove(selected)}>
                <Trash2 aria-hidden="true" />
                {t('permission-groups.employees.delete-selected', { count: selected.length })}
              </Button>
              <Button type="button" size="sm" disabled={members === null} onClick={() => setAddOpen(true)}>
                <UserPlus aria-hidden="true" />
                {t('permission-groups.employees.add')}
              </Button>
            </div>
          </div>
          <div className="h-[500px] overflow-auto rounded-lg border">
            <table className="w-full text-sm" aria-label={t('permission-groups.employees.table')}>
              <thead className="sticky top-0 z-10 bg-muted/95 text-left text-xs font-semibold text-muted-foreground">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2.5">
                    <input
                      type="checkbox"
                      className="h-4 w-4 align-middle accent-[hsl(var(--primary))]"
                      checked={allOn}
                      disabled={list.length === 0}
                      aria-label={t('permission-groups.employees.select-all')}
                      onChange={() => setSelected(allOn ? [] : list.filter((id) => !locked(id)))}
                    />
                  </th>
                  <th scope="col" className="w-48 px-2 py-2.5">
                    {t('permission-groups.employees.col.id')}
                  </th>
                  <th scope="col" className="px-2 py-2.5">
                    {t('permission-groups.employees.col.name')}
                  </th>
                  <th scope="col" className="w-14 px-2 py-2.5">
                    <span className="sr-only">{t('permission-groups.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members !== null && list.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-16 text-center text-muted-foreground">
                      {t('permission-groups.employees.empty')}
                    </td>
                  </tr>
                ) : (
                  list.map((id) => {
                    const on = selected.includes(id);
                    const name = nameOf(id);
                    return (
                      <tr key={id} data-member={id} className={cn('border-t', on && 'bg-accent/60')}>
                        <td className="px-3 py-2">
                          <input
                            type="checkbox"
                            className="h-4 w-4 align-middle accent-[hsl(var(--primary))]"
                            checked={on}
                            disabled={locked(id)}
                            aria-label={t('permission-groups.employees.select', { name })}
                            onChange={() => setSelected((s) => (on ? s.filter((x) => x !== id) : [...s, id]))}
                          />
                        </td>
                        <td className="px-2 py-2 font-mono text-[13px] text-muted-foreground">{id}</td>
                        <td className="px-2 py-2 font-medium">{name}</td>
                        <td className="px-2 py-1.5 text-right">
                          {locked(id) ? null : (
                            <Button
                              type="button"
                              variant="ghost"
                              size="icon-sm"
                              onClick={() => remove([id])}
                              aria-label={t('permission-groups.employees.delete', { name })}
                              title={t('permission-groups.employees.delete', { name })}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        </form>
        <FormDialogFooter form={form} formId="pg-employees" submitLabel={t('permission-groups.employees.save')} submitDisabled={members === null} />
        <AddEmployeesDialog
          open={addOpen}
          onOpenChange={setAddOpen}
          candidates={people.filter((p) => !list.includes(p.id))}
          onAdd={(ids) => setMembers((m) => [...(m ?? []), ...ids.filter((id) => !(m ?? []).includes(id))])}
        />
      </DialogContent>
    </Dialog>
  );
}
