// The Config popup (spec 3, Wiki screens): General picks the page type (Old view only when the
// page already is one); Permission edits the read and write rows, each type once per mode.
import * as React from 'react';
import { endpoints, NON_SYSTEM_ROLES, WIKI_PERMISSION_TYPES, WikiPageType } from '@studio/domain';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { personOption, projectOption } from '~/components/projects/pick-options';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import {
  incompleteRows,
  newRow,
  PermissionRows,
  toEditRows,
  toInput,
  type EditRow,
  type PickOptions,
} from '~/components/wiki/permission-rows';
import { savePage, setPermissions, type WikiPage, type WikiPermissionMode } from '~/components/wiki/wiki-model';
import { SegmentedRadio } from '~/components/segmented-radio';
import type { ApiResponse } from '~/lib/api.client';
import { useApiQuery } from '~/lib/use-api-query';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

type Rows = Record<WikiPermissionMode, EditRow[]>;

function useOptions(open: boolean): PickOptions {
  const people = useApiQuery(endpoints.employeeOptions.options, open ? {} : null).data;
  const projects = useApiQuery(endpoints.projects.list, open ? {} : null).data;
  // Listing groups needs Config.PermissionGroup.Get; without it the rows show what they hold.
  const groups = useApiQuery(endpoints.permissionGroups.list, open ? {} : null).data;
  return React.useMemo(
    () => ({
      users: people?.employees.map((p) => personOption(p)) ?? [],
      projects: projects?.projects.map(projectOption) ?? [],
      groups: groups?.pgs.map((g) => ({ value: String(g.id), label: g.name })) ?? [],
      roles: NON_SYSTEM_ROLES.map((r) => ({ value: String(r.id), label: r.tagName, keywords: r.serverName })),
    }),
    [people, projects, groups],
  );
}

const rowsOf = (page: WikiPage): Rows => ({
  read: toEditRows(page.permissions.filter((r) => r.mode === 'read')),
  write: toEditRows(page.permissions.filter((r) => r.mode === 'write')),
});

const same = (a: EditRow[], b: EditRow[]) => JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));

export function ConfigDialog({
  page,
  open,
  onOpenChange,
  canConfigure,
  onSaved,
}: {
  page: WikiPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** WikiSystem.Wiki.Config on the page's project: the Permission tab can be saved. */
  canConfigure: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const options = useOptions(open);
  const [tab, setTab] = React.useState('general');
  const [type, setType] = React.useState(page.type);
  const [mode, setMode] = React.useState<WikiPermissionMode>('read');
  const [rows, setRows] = React.useState<Rows>(() => rowsOf(page));
  const [invalid, setInvalid] = React.useState<number[]>([]);
  const form = useFormDialog<'type' | 'permissions'>({
    open,
    onOpenChange,
    resetKey: page.contentHash,
    onOpen: () => {
      setTab('general');
      setType(page.type);
      setMode('read');
      setRows(rowsOf(page));
      setInvalid([]);
    },
  });

  const current = rows[mode];
  const setCurrent = (next: EditRow[]) => {
    setRows((r) => ({ ...r, [mode]: next }));
    setInvalid([]);
  };

  function addRow() {
    const free = WIKI_PERMISSION_TYPES.find((type) => !current.some((r) => r.type === type));
    if (!free) return toast.warning(t('wiki.type-used'));
    setCurrent([...current, newRow(free)]);
  }

  async function save() {
    const original = rowsOf(page);
    for (const m of ['read', 'write'] as const) {
      const missing = incompleteRows(rows[m]);
      if (missing.length) {
        setTab('permission');
        setMode(m);
        setInvalid(missing);
        return form.refuse('permissions', t('wiki.perm.fill-data'));
      }
    }
    const changedModes = (['read', 'write'] as const).filter((m) => !same(rows[m], original[m]));
    const typeChanged = type !== page.type;
    if (!changedModes.length && !typeChanged) return form.close();
    const permissionsOnly = !typeChanged;
    await form.submit(
      async (o) => {
        let res: ApiResponse<unknown> = { ok: true, status: 200, data: null };
        if (typeChanged) {
          res = await savePage(page, page.content, page.contentHash, type, o);
          if (!res.ok) return res;
        }
        for (const m of changedModes) {
          res = await setPermissions(page.id, m, toInput(rows[m]), o);
          if (!res.ok) return res;
        }
        return res;
      },
      {
        success: t(permissionsOnly ? 'wiki.perm.save-success' : 'wiki.save-success'),
        fail: changedModes.length ? 'wiki.perm.save-fail' : 'wiki.save-fail',
        onSuccess: onSaved,
      },
    );
  }

  const typeOptions = [
    { value: WikiPageType.Old, label: t('wiki.type.old'), hint: t('wiki.type.old-hint'), disabled: page.type !== WikiPageType.Old },
    { value: WikiPageType.Default, label: t('wiki.type.default'), hint: t('wiki.type.default-hint'), disabled: false },
    ...(page.type === WikiPageType.ThirdPartyAccount
      ? [{ value: WikiPageType.ThirdPartyAccount, label: t('wiki.type.accounts'), hint: t('wiki.type.accounts-hint'), disabled: false }]
      : []),
  ];

  return (
    <Dialog {...form.dialog}>
      <DialogContent closeLabel={t('common.close')} className="max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>{t('wiki.config.title')}</DialogTitle>
          <DialogDescription>{t('wiki.config.description')}</DialogDescription>
        </DialogHeader>
        <form id="wiki-config" onSubmit={form.onSubmit(save)} noValidate>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="general">{t('wiki.config.general')}</TabsTrigger>
              <TabsTrigger value="permission">{t('wiki.config.permission')}</TabsTrigger>
            </TabsList>
            <TabsContent value="general" className="pt-4">
              <Field label={t('wiki.config.type')} error={form.error('type')}>
                <div role="radiogroup" aria-label={t('wiki.config.type')} className="grid gap-2 sm:grid-cols-2">
                  {typeOptions.map((o) => (
                    <label
                      key={o.value}
                      className={cn(
                        'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
                        type === o.value && 'border-primary/60 bg-accent/60',
                        o.disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                      )}
                    >
                      <input
                        type="radio"
                        name="wiki-type"
                        className="mt-0.5 h-4 w-4 accent-[hsl(var(--primary))]"
                        checked={type === o.value}
                        disabled={o.disabled}
                        onChange={() => setType(o.value)}
                      />
                      <span>
                        <span className="block font-medium">{o.label}</span>
                        <span className="block text-xs text-muted-foreground">{o.hint}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </Field>
            </TabsContent>
            <TabsContent value="permission" className="space-y-4 pt-4">
              {!canConfigure ? <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('wiki.perm.read-only')}</p> : null}
              <div className="flex flex-wrap items-center justify-between gap-3">
                <SegmentedRadio
                  name="wiki-mode"
                  label={t('wiki.perm.mode')}
                  options={(['read', 'write'] as const).map((m) => ({ value: m, label: t(`wiki.perm.mode.${m}`) }))}
                  value={mode}
                  onChange={(m) => {
                    setMode(m);
                    setInvalid([]);
                  }}
                />
                <Button type="button" variant="outline" size="sm" onClick={addRow} disabled={!canConfigure}>
                  <Plus aria-hidden="true" />
                  {t('wiki.perm.add-row')}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">{t(`wiki.perm.mode-hint.${mode}`)}</p>
              <fieldset disabled={!canConfigure} className="min-w-0">
                <legend className="sr-only">{t(`wiki.perm.mode.${mode}`)}</legend>
                <PermissionRows rows={current} onChange={setCurrent} options={options} invalid={invalid} />
              </fieldset>
            </TabsContent>
          </Tabs>
        </form>
        <FormDialogFooter form={form} formId="wiki-config" submitLabel={t('wiki.save')} />
      </DialogContent>
    </Dialog>
  );
}
