// One scoring configuration screen: header, then the grid or the mission editor its descriptor asks for.
import * as React from 'react';
import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_ROLE_LEVELS, type ConfigRow, endpoints, NON_SYSTEM_ROLES, QUICK_CONFIG_DEBOUNCE_MS, rowKey } from '@studio/domain';

import { ConfigGrid, formatNumber } from '~/components/scoring-config/config-grid';
import type { ConfigScreen, GridScreen } from '~/components/scoring-config/config-screens';
import { MissionEditor, type Named } from '~/components/scoring-config/mission-editor';
import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

export type ConfigScreenData = {
  path: string;
  rows: ConfigRow[];
  canEdit: boolean;
  licenseKey: string;
  projects: Named[];
  employees: Named[];
};

const cellKey = (user: number, project: number) => `${user}-${project}`;

/** Performance scale quick config: one user level x project level matrix written for every non-system role. */
function QuickConfigDialog({ open, onOpenChange, screen, rows, onSaved }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  screen: GridScreen;
  rows: ConfigRow[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = React.useState<Record<string, string>>({});
  const [invalid, setInvalid] = React.useState<string[]>([]);
  const form = useFormDialog<'matrix'>({
    open,
    onOpenChange,
    onOpen: () => {
      // Starts from the first role's matrix, the usual template.
      const first = NON_SYSTEM_ROLES[0].id;
      const byKey = new Map(rows.map((r) => [rowKey(screen.table, r), Number(r.scale) || 0]));
      const start: Record<string, string> = {};
      for (const u of ACTIVE_ROLE_LEVELS) for (const p of ACTIVE_ROLE_LEVELS) {
        start[cellKey(u.id, p.id)] = formatNumber(byKey.get(`${first}|${u.id}|${p.id}`) ?? 0);
      }
      setValues(start);
      setInvalid([]);
    },
  });
  // Typing is checked 100 ms after the last keystroke (spec 3 section 9).
  React.useEffect(() => {
    const timer = setTimeout(() => {
      setInvalid(Object.entries(values).filter(([, v]) => v.trim() !== '' && !(Number(v) >= 0)).map(([k]) => k));
    }, QUICK_CONFIG_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('scoring.quick.title')}</DialogTitle>
          <DialogDescription>{t('scoring.quick.description', { count: NON_SYSTEM_ROLES.length })}</DialogDescription>
        </DialogHeader>
        <form
          id="quick-config"
          onSubmit={form.onSubmit(() => {
            const parsed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? 0 : Number(v)]));
            if (Object.values(parsed).some((n) => !(n >= 0))) return form.refuse('matrix', t('message.number-error'));
            const list: ConfigRow[] = NON_SYSTEM_ROLES.flatMap((r) => ACTIVE_ROLE_LEVELS.flatMap((u) => ACTIVE_ROLE_LEVELS.map((p) => ({
              role: r.id, roleLevelUser: u.id, roleLevelProject: p.id, scale: parsed[cellKey(u.id, p.id)],
            }))));
            return form.submit(
              (options) => call(endpoints.scoringConfig[screen.table.path].save, { body: { [screen.table.key]: list } }, options),
              { success: t('scoring.toast.update-all-success'), fail: 'scoring.toast.update-all-failed', onSuccess: onSaved },
            );
          })}
        >
          <Field label={t('scoring.quick.matrix')} error={form.error('matrix')}>
            {() => (
              <div className="overflow-x-auto rounded-md border">
                <table className="w-full text-sm">
                  <thead className="bg-muted/40">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-left font-medium">{t('scoring.col.user-level')}</th>
                      {ACTIVE_ROLE_LEVELS.map((p) => (
                        <th key={p.id} scope="col" className="px-2 py-2 text-right font-medium">{t('scoring.col.project-level', { level: p.label })}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {ACTIVE_ROLE_LEVELS.map((u) => (
                      <tr key={u.id} className="border-t">
                        <th scope="row" className="px-3 py-1.5 text-left font-medium">{u.label}</th>
                        {ACTIVE_ROLE_LEVELS.map((p) => {
                          const key = cellKey(u.id, p.id);
                          return (
                            <td key={p.id} className="px-2 py-1.5">
                              <Input
                                inputMode="decimal"
                                className="h-8 text-right tabular-nums"
                                aria-label={t('scoring.quick.cell', { user: u.label, project: p.label })}
                                aria-invalid={invalid.includes(key) || undefined}
                                value={values[key] ?? ''}
                                disabled={form.busy}
                                onChange={(e) => { setValues((vs) => ({ ...vs, [key]: e.target.value })); form.clear('matrix'); }}
                              />
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Field>
          {invalid.length ? <p role="alert" className="mt-2 text-xs text-destructive">{t('message.number-error')}</p> : null}
        </form>
        <FormDialogFooter form={form} formId="quick-config" submitLabel={t('scoring.quick.apply')} submitDisabled={invalid.length > 0} />
      </DialogContent>
    </Dialog>
  );
}

export function ConfigScreenView({ screen, data }: { screen: ConfigScreen; data: ConfigScreenData }) {
  const { t } = useTranslation();
  const [quickOpen, setQuickOpen] = React.useState(false);
  // The grid keeps its own copy while it is edited; a quick config reloads it as a whole.
  const [gridRows, setGridRows] = React.useState(data.rows);
  const latestRows = React.useRef(data.rows);
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => { setGridRows(data.rows); latestRows.current = data.rows; }, [data.rows]);

  const reloadAll = async () => {
    const res = await call(endpoints.scoringConfig[screen.table.path].list);
    if (res.ok) {
      latestRows.current = res.data[screen.table.key] ?? [];
      setGridRows(latestRows.current);
      setVersion((v) => v + 1);
    }
  };

  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader title={t(screen.titleKey)} description={t(screen.descriptionKey)} />
      {screen.kind === 'grid' ? (
        <>
          <ConfigGrid
            key={`${screen.path}-${version}`}
            screen={screen}
            rows={gridRows}
            canEdit={data.canEdit}
            licenseKey={data.licenseKey}
            onRows={(saved) => { latestRows.current = saved; }}
            toolbar={screen.quickConfig && data.canEdit ? (
              <Button variant="outline" size="sm" onClick={() => setQuickOpen(true)}>
                <Wand2 aria-hidden="true" />
                {t('scoring.quick.button')}
              </Button>
            ) : null}
          />
          {screen.quickConfig ? (
            <QuickConfigDialog open={quickOpen} onOpenChange={setQuickOpen} screen={screen} rows={latestRows.current} onSaved={() => void reloadAll()} />
          ) : null}
        </>
      ) : (
        <MissionEditor
          key={screen.path}
          screen={screen}
          rows={data.rows}
          canEdit={data.canEdit}
          projects={data.projects}
          employees={data.employees}
        />
      )}
    </PageContainer>
  );
}
