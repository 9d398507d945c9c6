// 'Create System Task' (spec 3 'System task'): name required, score default 1 and
// at least 1, an optional Task ID (generated when empty) and an optional assignee.
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field, SelectField } from '~/components/tasks/form-fields';
import type { Member } from '~/components/tasks/task-model';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { api } from '~/lib/api.client';

const NONE = '__none';

export function CreateSystemTaskDialog({
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
  const [name, setName] = React.useState('');
  const [score, setScore] = React.useState('1');
  const [altId, setAltId] = React.useState('');
  const [employee, setEmployee] = React.useState(NONE);
  const [invalid, setInvalid] = React.useState<'name' | 'score' | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setName('');
      setScore('1');
      setAltId('');
      setEmployee(NONE);
      setInvalid(null);
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setInvalid('name');
      toast.error(t('task.system-name-empty'));
      return;
    }
    const value = Number(score.replace(',', '.'));
    if (!Number.isFinite(value) || value < 1) {
      setInvalid('score');
      toast.error(t('tasks.system.score-min'));
      return;
    }
    setBusy(true);
    const res = await api(
      'POST',
      '/api/system-tasks',
      { project: projectId, taskName: name.trim(), score: value, altId: altId.trim() || null, employee: employee === NONE ? null : employee },
      { silent: true },
    );
    setBusy(false);
    if (!res.ok) {
      const code = (res.data as { code?: string } | null)?.code;
      toast.error(t('tasks.system.create-failed'), code && code !== 'common.internal' ? { description: t(code) } : undefined);
      return;
    }
    toast.success(t('tasks.system.create-success'));
    onOpenChange(false);
    onCreated();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('tasks.system.create-title')}</DialogTitle>
          <DialogDescription>{t('tasks.system.create-description')}</DialogDescription>
        </DialogHeader>
        <form id="create-system-task" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field id="system-task-name" label={t('tasks.col.task-name')} className="sm:col-span-2">
            <Input
              id="system-task-name"
              value={name}
              maxLength={500}
              autoComplete="off"
              autoFocus
              aria-invalid={invalid === 'name' || undefined}
              onChange={(e) => {
                setName(e.target.value);
                if (invalid === 'name') setInvalid(null);
              }}
            />
          </Field>
          <Field id="system-task-score" label={t('tasks.col.score')}>
            <Input
              id="system-task-score"
              type="number"
              min={1}
              step="any"
              value={score}
              aria-invalid={invalid === 'score' || undefined}
              onChange={(e) => {
                setScore(e.target.value);
                if (invalid === 'score') setInvalid(null);
              }}
            />
          </Field>
          <Field id="system-task-alt" label={t('tasks.create.alt')}>
            <Input id="system-task-alt" value={altId} maxLength={64} autoComplete="off" placeholder={t('tasks.create.alt-placeholder')} onChange={(e) => setAltId(e.target.value)} />
          </Field>
          <Field id="system-task-employee" label={t('tasks.col.employee')} className="sm:col-span-2">
            <SelectField
              id="system-task-employee"
              value={employee}
              onChange={setEmployee}
              options={[{ value: NONE, label: t('tasks.create.no-employee') }, ...members.map((m) => ({ value: m.id, label: m.name }))]}
            />
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-system-task" loading={busy}>
            {t('tasks.system.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
