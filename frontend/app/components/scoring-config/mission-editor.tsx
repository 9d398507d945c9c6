// Mission config (per role) and mission instances (per employee): pick whose missions, then rows of
// mission type plus the config of that type (no-bug: projects; team performance: roles and a
// 0-100 % performance). Saving sends the whole list, which replaces the table.
import * as React from 'react';
import { Eye, Plus, Save, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type ConfigRow, endpoints, MISSION_TYPES, MissionType, NON_SYSTEM_ROLES, roleTagName } from '@studio/domain';

import { ConfigPreviewDialog } from '~/components/scoring-config/config-preview-dialog';
import type { MissionScreen } from '~/components/scoring-config/config-screens';
import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { call, failToast } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

export type Named = { id: string | number; name: string; role?: number };

type Mission = { missionType: number; config: Record<string, unknown> };

const ownerField = (s: MissionScreen) => (s.owner === 'role' ? 'role' : 'employee');
const configField = (s: MissionScreen) => (s.owner === 'role' ? 'defaultConfig' : 'value');

function IdChecklist({ label, items, selected, onChange, disabled }: {
  label: string;
  items: { id: number; name: string }[];
  selected: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid max-h-44 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 rounded px-1.5 py-1 text-sm hover:bg-muted/60">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={selected.includes(item.id)}
              disabled={disabled}
              onChange={(e) => onChange(e.target.checked ? [...selected, item.id] : selected.filter((x) => x !== item.id))}
            />
            <span className="truncate">{item.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AddEmployeeDialog({ open, onOpenChange, employees, onAdd }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employees: Named[];
  onAdd: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [employee, setEmployee] = React.useState('');
  const form = useFormDialog<'employee'>({ open, onOpenChange, onOpen: () => setEmployee('') });
  return (
    <Dialog {...form.dialog}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('scoring.mission.add-employee')}</DialogTitle>
          <DialogDescription>{t('scoring.mission.add-employee-hint')}</DialogDescription>
        </DialogHeader>
        <form
          id="mission-add-employee"
          onSubmit={form.onSubmit(() => {
            if (!employee) return form.refuse('employee', t('scoring.mission.employee-required'), 'warning');
            onAdd(employee);
            form.close();
          })}
        >
          <Field id="mission-employee" label={t('scoring.mission.employee')} error={form.error('employee')} required>
            {(control) => (
              <Select value={employee} onValueChange={(v) => { setEmployee(v); form.clear('employee'); }}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={t('scoring.mission.choose-employee')} />
                </SelectTrigger>
                <SelectContent>
                  {employees.map((e) => (
                    <SelectItem key={e.id} value={String(e.id)} textValue={e.name}>
                      {e.name}
                      {e.role !== undefined ? <span className="ml-2 text-muted-foreground">{roleTagName(e.role)}</span> : null}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        </form>
        <FormDialogFooter form={form} formId="mission-add-employee" submitLabel={t('scoring.mission.add')} />
      </DialogContent>
    </Dialog>
  );
}

export function MissionEditor({ screen, rows, canEdit, projects, employees }: {
  screen: MissionScreen;
  rows: ConfigRow[];
  canEdit: boolean;
  projects: Named[];
  employees: Named[];
}) {
  const { t } = useTranslation();
  const owner = ownerField(screen);
  const cfg = configField(screen);
  const toMap = (list: ConfigRow[]) => {
    const m = new Map<string, Mission[]>();
    for (const r of list) {
      const key = String(r[owner]);
      m.set(key, [...(m.get(key) ?? []), { missionType: Number(r.missionType), config: (r[cfg] ?? {}) as Record<string, unknown> }]);
    }
    return m;
  };
  const [byOwner, setByOwner] = React.useState(() => toMap(rows));
  const [extraOwners, setExtraOwners] = React.useState<string[]>([]);
  const [dirty, setDirty] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [addOpen, setAddOpen] = React.useState(false);

  const employeeName = (id: string) => employees.find((e) => String(e.id) === id)?.name ?? id;
  const owners: Named[] = screen.owner === 'role'
    ? NON_SYSTEM_ROLES.map((r) => ({ id: String(r.id), name: r.tagName }))
    : [...new Set([...byOwner.keys(), ...extraOwners])].map((id) => ({ id, name: employeeName(id) }));
  const [current, setCurrent] = React.useState<string>(() => String(owners[0]?.id ?? ''));
  const missions = byOwner.get(current) ?? [];

  const update = (next: Mission[]) => {
    setByOwner((m) => new Map(m).set(current, next));
    setDirty(true);
  };
  const setMission = (i: number, patch: Partial<Mission>) => update(missions.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const free = (except?: number) => MISSION_TYPES.filter((ty) => ty === except || !missions.some((m) => m.missionType === ty));

  /** The whole table as the PUT sends it (the list replaces the table). */
  const list = (): ConfigRow[] => {
    const out: ConfigRow[] = [];
    for (const [key, ms] of byOwner) {
      for (const m of ms) out.push({ [owner]: screen.owner === 'role' ? Number(key) : key, missionType: m.missionType, [cfg]: m.config });
    }
    return out;
  };
  const [previewRows, setPreviewRows] = React.useState<ConfigRow[] | null>(null);

  const save = async (): Promise<boolean> => {
    setBusy(true);
    const res = await call(endpoints.scoringConfig[screen.table.path].save, { body: { [screen.table.key]: list() } }, { silent: true });
    setBusy(false);
    if (!res.ok) {
      failToast('notification.message.save-fail', res.data);
      return false;
    }
    setByOwner(toMap(res.data[screen.table.key] ?? []));
    setDirty(false);
    toast.success(t('scoring.toast.update-success'));
    return true;
  };

  const roleItems = NON_SYSTEM_ROLES.map((r) => ({ id: r.id as number, name: r.tagName }));
  const projectItems = projects.map((p) => ({ id: Number(p.id), name: p.name }));
  const disabled = !canEdit || busy;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-xs space-y-1.5">
          <label htmlFor="mission-owner" className="text-sm font-medium">
            {t(screen.owner === 'role' ? 'scoring.col.role' : 'scoring.mission.employee')}
          </label>
          <Select value={current} onValueChange={setCurrent}>
            <SelectTrigger id="mission-owner">
              <SelectValue placeholder={t('scoring.mission.choose-employee')} />
            </SelectTrigger>
            <SelectContent>
              {owners.map((o) => (
                <SelectItem key={o.id} value={String(o.id)} textValue={o.name}>
                  {o.name}
                  {(byOwner.get(String(o.id))?.length ?? 0) > 0 ? (
                    <span className="ml-2 text-xs text-muted-foreground">({byOwner.get(String(o.id))!.length})</span>
                  ) : null}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            {screen.owner === 'employee' ? (
              <Button variant="outline" onClick={() => setAddOpen(true)}>
                <UserPlus aria-hidden="true" />
                {t('scoring.mission.add-employee')}
              </Button>
            ) : null}
            <Button variant="outline" disabled={disabled || !current || free().length === 0} onClick={() => update([...missions, { missionType: free()[0], config: {} }])}>
              <Plus aria-hidden="true" />
              {t('scoring.mission.add-row')}
            </Button>
            <Button variant="outline" disabled={!dirty || busy} onClick={() => setPreviewRows(list())}>
              <Eye aria-hidden="true" />
              {t('scoring.preview.button')}
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!dirty}>
              <Save aria-hidden="true" />
              {t('scoring.mission.save')}
            </Button>
          </div>
        ) : null}
      </div>

      {missions.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{t('scoring.mission.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {missions.map((m, i) => {
            const projectsOf = (m.config.projects as number[] | undefined) ?? [];
            const rolesOf = (m.config.roles as number[] | undefined) ?? [];
            const performance = Number(m.config.performance ?? 0);
            return (
              <li key={`${current}-${m.missionType}`} className="space-y-3 rounded-lg border bg-card p-4" data-mission={m.missionType}>
                <div className="flex flex-wrap items-end gap-3">
                  <Field id={`mission-type-${i}`} label={t('scoring.mission.type')} className="w-56">
                    {(control) => (
                      <Select
                        value={String(m.missionType)}
                        disabled={disabled}
                        onValueChange={(v) => setMission(i, { missionType: Number(v), config: {} })}
                      >
                        <SelectTrigger {...control}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {free(m.missionType).map((ty) => (
                            <SelectItem key={ty} value={String(ty)}>{t(`scoring.mission.type.${ty}`)}</SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  </Field>
                  {canEdit ? (
                    <Button variant="ghost" size="sm" disabled={disabled} onClick={() => update(missions.filter((_x, j) => j !== i))}
                      aria-label={t('scoring.mission.remove', { type: t(`scoring.mission.type.${m.missionType}`) })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {m.missionType === MissionType.NoBug ? (
                  <IdChecklist label={t('scoring.mission.projects')} items={projectItems} selected={projectsOf} disabled={disabled}
                    onChange={(ids) => setMission(i, { config: { projects: ids } })} />
                ) : m.missionType === MissionType.TeamPerformance ? (
                  <div className="grid gap-3 md:grid-cols-[1fr_12rem]">
                    <IdChecklist label={t('scoring.mission.roles')} items={roleItems} selected={rolesOf} disabled={disabled}
                      onChange={(ids) => setMission(i, { config: { roles: ids, performance } })} />
                    <Field id={`mission-performance-${i}`} label={t('scoring.mission.performance')} hint={t('scoring.mission.performance-hint')}>
                      <Input
                        type="number"
                        min={0}
                        max={100}
                        step="0.1"
                        disabled={disabled}
                        value={Math.round(performance * 1000) / 10}
                        onChange={(e) => {
                          const pct = Number(e.target.value);
                          if (!Number.isFinite(pct) || pct < 0 || pct > 100) return void toast.error(t('admin.config.role.performance-states.invalid-percent'));
                          setMission(i, { config: { roles: rolesOf, performance: pct / 100 } });
                        }}
                      />
                    </Field>
                  </div>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('scoring.mission.no-settings')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {screen.owner === 'employee' ? (
        <AddEmployeeDialog
          open={addOpen}
          onOpenChange={setAddOpen}
          employees={employees.filter((e) => !byOwner.has(String(e.id)) && !extraOwners.includes(String(e.id)))}
          onAdd={(id) => { setExtraOwners((xs) => [...xs, id]); setCurrent(id); }}
        />
      ) : null}
      {previewRows ? (
        <ConfigPreviewDialog open onOpenChange={(open) => { if (!open) setPreviewRows(null); }} table={screen.table} rows={previewRows} onSave={save} />
      ) : null}
    </div>
  );
}
