// 'Create System Task' (spec 3 'System task'): name required, score default 1 and
// at least 1, an optional Task ID (generated when empty) and an optional assignee.
import * as React from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { SelectField } from '~/components/tasks/form-fields';
import type { Member } from '~/components/tasks/task-model';
import { Input } from '~/components/ui/input';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';
import { endpoints } from '@studio/domain';

const NONE = '__none';

type SystemTaskField = 'name' | 'score' | 'alt' | 'employee';
/** Fields of POST /api/system-tasks -> the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, SystemTaskField>> = { taskName: 'name', score: 'score', altId: 'alt', employee: 'employee' };

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
  const form = useFormDialog<SystemTaskField>({
    open,
    onOpenChange,
    onOpen: () => {
      setName('');
      setScore('1');
      setAltId('');
      setEmployee(NONE);
    },
    fields: SERVER_FIELDS,
    fieldId: (f) => `system-task-${f}`,
  });

  async function create() {
    if (!name.trim()) return form.refuse('name', t('task.system-name-empty'));
    const value = Number(score.replace(',', '.'));
    if (!Number.isFinite(value) || value < 1) return form.refuse('score', t('tasks.system.score-min'));
    const body = { project: projectId, taskName: name.trim(), score: value, altId: altId.trim() || null, employee: employee === NONE ? null : employee };
    await form.submit((o) => call(endpoints.tasks.createSystemTask, { body }, o), {
      success: t('tasks.system.create-success'),
      fail: 'tasks.system.create-failed',
      onSuccess: onCreated,
    });
  }

  return (
    <FormDialog
      form={form}
      formId="create-system-task"
      onSubmit={create}
      className="max-w-lg"
      title={t('tasks.system.create-title')}
      description={t('tasks.system.create-description')}
      formClassName="grid gap-4 sm:grid-cols-2"
      submitLabel={t('tasks.system.submit')}
    >
      <Field id="system-task-name" label={t('tasks.col.task-name')} error={form.error('name')} required className="sm:col-span-2">
        <Input
          value={name}
          maxLength={500}
          autoComplete="off"
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            form.clear('name');
          }}
        />
      </Field>
      <Field id="system-task-score" label={t('tasks.col.score')} error={form.error('score')} required>
        <Input
          type="number"
          min={1}
          step="any"
          value={score}
          onChange={(e) => {
            setScore(e.target.value);
            form.clear('score');
          }}
        />
      </Field>
      <Field id="system-task-alt" label={t('tasks.create.alt')} error={form.error('alt')}>
        <Input
          value={altId}
          maxLength={64}
          autoComplete="off"
          placeholder={t('tasks.create.alt-placeholder')}
          onChange={(e) => {
            setAltId(e.target.value);
            form.clear('alt');
          }}
        />
      </Field>
      <Field id="system-task-employee" label={t('tasks.col.employee')} error={form.error('employee')} className="sm:col-span-2">
        <SelectField
          value={employee}
          onChange={setEmployee}
          options={[{ value: NONE, label: t('tasks.create.no-employee') }, ...members.map((m) => ({ value: m.id, label: m.name }))]}
        />
      </Field>
    </FormDialog>
  );
}
