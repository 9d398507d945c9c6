// Penalty tab (spec 2 'Penalties'): the project's penalty table, a create popup
// (width 800) and Delete behind a confirmation that can be cancelled.
import * as React from 'react';
import { endpoints, NON_SYSTEM_ROLES, penaltyScoreOptions, roleTagName } from '@studio/domain';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { Field } from '~/components/field';
import { useLive } from '~/components/live/use-live';
import { FormDialog } from '~/components/form-dialog';
import { SelectField } from '~/components/tasks/form-fields';
import { setRole } from '~/components/tasks/grid/cells';
import { RowGrid, type RowColumn } from '~/components/tasks/row-grid';
import { displayYmd, roleName, type Member, type Penalty } from '~/components/tasks/task-model';
import { listRequest, useList } from '~/components/tasks/use-task-list';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { formatScore } from '~/lib/format';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

export function PenaltyPanel({
  projectId,
  members,
  employeeName,
  licenseKey,
  canCreate,
  canDelete,
}: {
  projectId: number;
  members: readonly Member[];
  employeeName: (id: string | null | undefined) => string;
  licenseKey: string;
  canCreate: boolean;
  canDelete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { items, setItems, reload } = useList(listRequest(endpoints.tasks.penaltiesOf, 'penalties', { params: { projectId } }));
  // Penalties given or taken back elsewhere (docs/decisions/024-live-lists.md).
  useLive({ topics: ['penalties'], projects: [projectId], projectId }, reload);
  const [createOpen, setCreateOpen] = React.useState(false);
  const [toDelete, setToDelete] = React.useState<Penalty | null>(null);

  const columns = React.useMemo<RowColumn<Penalty>[]>(
    () => [
      {
        key: 'role',
        header: t('tasks.col.role'),
        width: 140,
        text: (p) => roleName(p.role, t('role.none')),
        paint: (td, p) => setRole(td, p.role, roleName(p.role, t('role.none'))),
      },
      { key: 'employee', header: t('tasks.col.employee'), width: 180, text: (p) => employeeName(p.employee) },
      { key: 'date', header: t('tasks.penalty.date'), width: 110, text: (p) => displayYmd(p.date) },
      { key: 'score', header: t('tasks.col.score'), width: 90, text: (p) => formatScore(p.score, i18n.language), align: 'right' },
      { key: 'reason', header: t('tasks.penalty.reason'), width: 420, text: (p) => p.reason },
    ],
    [t, i18n.language, employeeName],
  );

  const actions = React.useMemo(
    () => (canDelete ? [{ key: 'delete', label: t('common.delete'), run: (p: Penalty) => setToDelete(p) }] : []),
    [canDelete, t],
  );

  return (
    <div className="space-y-3">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
          {items ? t('tasks.penalty.count', { count: items.length }) : t('common.loading')}
        </p>
        {items && canCreate ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden="true" />
            {t('tasks.penalty.create')}
          </Button>
        ) : null}
      </div>
      {items ? (
        <RowGrid
          label={t('tasks.penalty.grid')}
          rows={items}
          columns={columns}
          licenseKey={licenseKey}
          exportName={`penalties-${projectId}`}
          actions={actions}
          rowId={(p) => p.id}
          className="h-[calc(100dvh-16rem)] min-h-[360px]"
        />
      ) : (
        <div className="h-[calc(100dvh-16rem)] min-h-[360px] rounded-lg border bg-muted/20" />
      )}
      <CreatePenaltyDialog open={createOpen} onOpenChange={setCreateOpen} projectId={projectId} members={members} onCreated={reload} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('tasks.penalty.delete-title')}
        description={t('tasks.penalty.delete-confirm')}
        confirmLabel={t('common.delete')}
        destructive
        onCancel={() => toast.info(t('tasks.penalty.delete-canceled'))}
        onConfirm={async () => {
          if (!toDelete) return;
          const res = await call(endpoints.tasks.removePenalty, { params: { id: toDelete.id } });
          if (!res.ok) return;
          toast.success(t('tasks.penalty.delete-success'));
          setItems((list) => (list ?? []).filter((p) => p.id !== toDelete.id));
        }}
      />
    </div>
  );
}

type PenaltyForm = { role: string; employee: string; score: string; reason: string };
const EMPTY: PenaltyForm = { role: '', employee: '', score: '', reason: '' };
const PENALTY_FIELDS = Object.keys(EMPTY) as (keyof PenaltyForm)[];

function CreatePenaltyDialog({
  open,
  onOpenChange,
  projectId,
  members,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  members: readonly Member[];
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = React.useState<PenaltyForm>(EMPTY);
  const form = useFormDialog<keyof PenaltyForm>({
    open,
    onOpenChange,
    onOpen: () => setValues(EMPTY),
    fields: PENALTY_FIELDS,
    fieldId: (f) => `penalty-${f}`,
  });

  const set = (key: keyof PenaltyForm, value: string) => {
    setValues((f) => {
      const next = { ...f, [key]: value };
      // Picking a member fills in the role they hold in the project.
      if (key === 'employee' && !f.role) {
        const role = members.find((m) => m.id === value)?.role;
        if (role !== undefined) next.role = String(role);
      }
      return next;
    });
    form.clear(key);
    if (key === 'employee') form.clear('role');
  };

  const role = values.role === '' ? NaN : Number(values.role);
  const quick = Number.isNaN(role) ? [] : penaltyScoreOptions(role);
  const seen = new Set<string>();
  const employeeOptions = members.filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true))).map((m) => ({ value: m.id, label: m.name }));

  async function create() {
    const score = Number(values.score.replace(',', '.'));
    const blank = PENALTY_FIELDS.filter((k) => values[k].trim() === '');
    if (values.score.trim() !== '' && !(score > 0)) blank.push('score');
    if (blank.length) return form.refuse(blank, t('penalty.fill-all-fields'), 'warning');
    const body = { role, employee: values.employee, score, reason: values.reason.trim() };
    await form.submit((o) => call(endpoints.tasks.createPenalty, { params: { projectId }, body }, o), {
      success: t('tasks.penalty.create-success'),
      fail: 'project.task-view.penalty.create.error',
      onSuccess: onCreated,
    });
  }

  return (
    <FormDialog
      form={form}
      formId="create-penalty"
      onSubmit={create}
      className="max-w-[800px]"
      title={t('tasks.penalty.create-title')}
      description={t('tasks.penalty.create-description')}
      formClassName="grid gap-x-5 gap-y-4 sm:grid-cols-2"
      submitLabel={t('tasks.penalty.submit')}
    >
      <Field id="penalty-role" label={t('tasks.col.role')} error={form.error('role')} required>
        <SelectField
          value={values.role}
          onChange={(v) => set('role', v)}
          options={NON_SYSTEM_ROLES.map((r) => ({ value: String(r.id), label: roleTagName(r.id) }))}
        />
      </Field>
      <Field id="penalty-employee" label={t('tasks.col.employee')} error={form.error('employee')} required>
        <SelectField value={values.employee} onChange={(v) => set('employee', v)} options={employeeOptions} />
      </Field>
      <Field id="penalty-score" label={t('tasks.col.score')} error={form.error('score')} required>
        {(control) => (
          <>
            <Input {...control} inputMode="decimal" autoComplete="off" value={values.score} onChange={(e) => set('score', e.target.value)} />
            {quick.length ? (
              <div className="flex flex-wrap gap-1.5 pt-1" role="group" aria-label={t('tasks.create.score-options')}>
                {quick.map((o) => (
                  <button
                    key={o.score}
                    type="button"
                    onClick={() => set('score', String(o.score))}
                    className={cn(
                      'rounded-md border px-2 py-0.5 text-xs hover:bg-accent',
                      values.score === String(o.score) ? 'border-primary bg-primary/5 text-primary' : 'text-muted-foreground',
                    )}
                  >
                    {o.label}
                  </button>
                ))}
              </div>
            ) : null}
          </>
        )}
      </Field>
      <Field id="penalty-reason" label={t('tasks.penalty.reason')} error={form.error('reason')} required className="sm:col-span-2">
        <Textarea rows={4} value={values.reason} onChange={(e) => set('reason', e.target.value)} />
      </Field>
    </FormDialog>
  );
}
