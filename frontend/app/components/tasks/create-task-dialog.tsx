// Create task popup (spec 2, width 900): checked with the server's own rule
// (checkCreateTask) before the POST; 409 is 'Task ID already exists'.
import * as React from 'react';
import { checkCreateTask, isCreativeRole, makeTaskContent, roleTagName, selectiveScoreOptions } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { DateField, parseDateField } from '~/components/date-field';
import { Field, SelectField } from '~/components/tasks/form-fields';
import { formatScore } from '~/components/tasks/grid/task-columns';
import { scoreLimit } from '~/components/tasks/task-edits';
import type { Member } from '~/components/tasks/task-model';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { api } from '~/lib/api.client';
import { cn } from '~/lib/utils';

const NONE = '__none';

type Form = {
  role: string;
  alt: string;
  name: string;
  input: string;
  output: string;
  employee: string;
  isSudden: boolean;
  score: string;
  deadline: string;
};

export function CreateTaskDialog({
  open,
  onOpenChange,
  projectId,
  me,
  members,
  assignableRoles,
  canCreateSudden,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  me: { id: string; role: number };
  members: readonly Member[];
  assignableRoles: readonly number[];
  canCreateSudden: boolean;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const initial = React.useCallback(
    (): Form => ({
      role: assignableRoles.includes(me.role) ? String(me.role) : '',
      alt: '',
      name: '',
      input: '',
      output: '',
      employee: members.some((m) => m.id === me.id) ? me.id : NONE,
      isSudden: false,
      score: '',
      deadline: '',
    }),
    [assignableRoles, me.id, me.role, members],
  );
  const [form, setForm] = React.useState<Form>(initial);
  const [invalid, setInvalid] = React.useState<keyof Form | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setForm(initial());
      setInvalid(null);
    }
  }, [open, initial]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (invalid === key) setInvalid(null);
  };

  const role = form.role === '' ? NaN : Number(form.role);
  const options = Number.isNaN(role) ? [] : selectiveScoreOptions(role);
  const creative = !Number.isNaN(role) && isCreativeRole(role);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const deadline = parseDateField(form.deadline);
    if (deadline === null) {
      setInvalid('deadline');
      toast.error(t('common.invalid-date'));
      return;
    }
    const employee = form.employee === NONE ? null : form.employee;
    const score = form.score.trim() === '' ? NaN : Number(form.score.replace(',', '.'));
    const output = form.output.trim() ? makeTaskContent(form.output.trim()) : '';
    const limit = Number.isNaN(role) ? null : await scoreLimit(projectId, role, me.role);
    const code = checkCreateTask({
      role: Number.isNaN(role) ? 0 : role,
      name: form.name,
      employee,
      isSudden: form.isSudden,
      score,
      deadline: deadline ?? null,
      output,
      scoreLimit: limit,
    });
    if (code) {
      setInvalid(FIELD_OF[code] ?? null);
      toast.error(t(code));
      return;
    }
    setBusy(true);
    const res = await api<{ taskId: number; altId: string }>('POST', `/api/projects/${projectId}/tasks`, {
      alt: form.alt.trim() || null,
      name: form.name.trim(),
      input: form.input.trim() ? makeTaskContent(form.input.trim()) : '',
      output,
      score,
      role,
      employee,
      deadline,
      isSudden: form.isSudden,
    });
    setBusy(false);
    if (res.status === 409) {
      setInvalid('alt');
      return;
    }
    if (!res.ok) {
      // Spec 2 section 8: other failures reset the popup.
      setForm(initial());
      return;
    }
    toast.success(t('tasks.create.success'));
    onOpenChange(false);
    onCreated();
  }

  const roleOptions = assignableRoles.map((r) => ({ value: String(r), label: roleTagName(r) }));
  const employeeOptions = [{ value: NONE, label: t('tasks.create.no-employee') }, ...members.map((m) => ({ value: m.id, label: m.name }))];

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-[900px]" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('tasks.create.title')}</DialogTitle>
          <DialogDescription>{t('tasks.create.description')}</DialogDescription>
        </DialogHeader>
        <form id="create-task" onSubmit={submit} noValidate className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
          <Field id="create-task-role" label={t('tasks.col.role')}>
            <SelectField
              id="create-task-role"
              value={form.role}
              onChange={(v) => set('role', v)}
              options={roleOptions}
              invalid={invalid === 'role'}
            />
          </Field>
          <Field id="create-task-alt" label={t('tasks.create.alt')} hint={t('tasks.create.alt-hint')}>
            <Input
              id="create-task-alt"
              value={form.alt}
              maxLength={64}
              autoComplete="off"
              placeholder={t('tasks.create.alt-placeholder')}
              aria-invalid={invalid === 'alt' || undefined}
              onChange={(e) => set('alt', e.target.value)}
            />
          </Field>
          <Field id="create-task-name" label={t('tasks.col.task-name')} className="sm:col-span-2">
            <Input
              id="create-task-name"
              value={form.name}
              maxLength={500}
              autoComplete="off"
              aria-invalid={invalid === 'name' || undefined}
              onChange={(e) => set('name', e.target.value)}
              autoFocus
            />
          </Field>
          <Field id="create-task-input" label={t('tasks.col.input')} hint={t('tasks.content.hint')}>
            <Textarea id="create-task-input" rows={2} value={form.input} onChange={(e) => set('input', e.target.value)} />
          </Field>
          <Field
            id="create-task-output"
            label={t('tasks.col.output')}
            hint={creative ? t('tasks.create.output-required') : t('tasks.content.hint')}
          >
            <Textarea
              id="create-task-output"
              rows={2}
              value={form.output}
              aria-invalid={invalid === 'output' || undefined}
              onChange={(e) => set('output', e.target.value)}
            />
          </Field>
          <Field id="create-task-employee" label={t('tasks.col.employee')}>
            <SelectField
              id="create-task-employee"
              value={form.employee}
              onChange={(v) => set('employee', v)}
              options={employeeOptions}
              invalid={invalid === 'employee'}
            />
          </Field>
          <Field id="create-task-score" label={t('tasks.col.score')}>
            <Input
              id="create-task-score"
              inputMode="decimal"
              value={form.score}
              autoComplete="off"
              aria-invalid={invalid === 'score' || undefined}
              onChange={(e) => set('score', e.target.value)}
            />
            {options.length ? (
              <div className="flex flex-wrap gap-1.5 pt-1" role="group" aria-label={t('tasks.create.score-options')}>
                {options.map((o) => (
                  <button
                    key={`${o.label}-${o.score}`}
                    type="button"
                    onClick={() => set('score', String(o.score))}
                    className={cn(
                      'rounded-md border px-2 py-0.5 text-xs transition-colors hover:bg-accent',
                      form.score === String(o.score) ? 'border-primary bg-primary/5 text-primary' : 'text-muted-foreground',
                    )}
                  >
                    {o.label} · {formatScore(o.score)}
                  </button>
                ))}
              </div>
            ) : null}
          </Field>
          <Field id="create-task-deadline" label={t('tasks.col.deadline')}>
            <DateField
              id="create-task-deadline"
              name="deadline"
              value={form.deadline}
              onValueChange={(v) => set('deadline', v)}
              aria-invalid={invalid === 'deadline' || undefined}
            />
          </Field>
          {canCreateSudden ? (
            <div className="flex items-center gap-3 self-end pb-2">
              <Switch id="create-task-sudden" checked={form.isSudden} onCheckedChange={(v) => set('isSudden', v)} />
              <Label htmlFor="create-task-sudden">{t('tasks.create.sudden')}</Label>
            </div>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-task" loading={busy}>
            {t('tasks.create.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Which field a refusal points at. */
const FIELD_OF: Record<string, keyof Form> = {
  'task.employee-required': 'employee',
  'task.creative-employee-required': 'employee',
  'task.role-required': 'role',
  'task.name-required': 'name',
  'task.output-required': 'output',
  'task.content-invalid': 'output',
  'task.output-empty': 'output',
  'task.score-required': 'score',
  'task.score-negative': 'score',
  'task.score-exceeds-limit': 'score',
  'task.deadline-input-required': 'deadline',
};
