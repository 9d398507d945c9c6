// Create task popup (spec 2, width 900): checked with the server's own rule
// (checkCreateTask) before the POST; 409 is 'Task ID already exists'.
import * as React from 'react';
import {
  CREATIVE_TYPES, checkCreateTask, clampScore, endpoints, isCreativeRole, makeTaskContent, offersCreativeType, Role, roleTagName, scoreLimitFor,
} from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { DateField, parseDateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { SelectField } from '~/components/tasks/form-fields';
import { MissingSettingNote, scoreLimitMissing } from '~/components/setting-missing';
import { scoreLimit } from '~/components/tasks/task-edits';
import type { Member } from '~/components/tasks/task-model';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { formatScore } from '~/lib/format';
import { call, errorText } from '~/lib/api.client';
import { useApiQuery } from '~/lib/use-api-query';
import { scoreChoices } from '~/components/tasks/score-options';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

const NONE = '__none';

const FIELDS = ['role', 'creativeType', 'alt', 'name', 'input', 'output', 'employee', 'score', 'deadline'] as const;

type Form = {
  role: string;
  /** Decision 057: the creative type (1-4) of a UA or creative manager task, or NONE (not creative work). */
  creativeType: string;
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
  const { t, i18n } = useTranslation();
  const initial = React.useCallback(
    (): Form => ({
      role: assignableRoles.includes(me.role) ? String(me.role) : '',
      creativeType: NONE,
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
  const [values, setValues] = React.useState<Form>(initial);
  const form = useFormDialog<keyof Form>({
    open,
    onOpenChange,
    resetKey: initial,
    onOpen: () => setValues(initial()),
    fields: FIELDS,
    fieldId: (f) => `create-task-${f}`,
  });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setValues((f) => ({ ...f, [key]: value }));
    form.clear(key);
  };

  const role = values.role === '' ? NaN : Number(values.role);
  // The role's task-score options, then its active-task options (spec section 9); any other score may be typed.
  const choices = Number.isNaN(role) ? [] : scoreChoices(role, t);
  const creative = !Number.isNaN(role) && isCreativeRole(role);
  // A UA or creative manager task may be a piece of creative work of a type, scored by its type (decision 057).
  const typeOffered = !Number.isNaN(role) && offersCreativeType(role);
  const creativeType = typeOffered && values.creativeType !== NONE ? Number(values.creativeType) : null;
  const knownLimit = useRoleScoreLimit(projectId, role, me.role);
  const limitUnset = knownLimit !== null && knownLimit <= 0;

  /**
   * The score input stays within 0..limit (spec 2 section 5): a typed value outside is clamped to the
   * bound, with the spec's message; the server refuses it all the same.
   */
  function typeScore(text: string) {
    const typed = Number(text.trim().replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(typed)) return set('score', text);
    if (typed < 0) {
      set('score', '0');
      return form.refuse('score', t('task.score-negative'), 'warning');
    }
    if (knownLimit !== null && knownLimit > 0 && typed > knownLimit) {
      set('score', String(clampScore(typed, knownLimit)));
      return form.refuse('score', t('task.score-exceeds-limit'), 'warning');
    }
    set('score', text);
  }

  async function create() {
    const deadline = parseDateField(values.deadline);
    if (deadline === null) return form.refuse('deadline', t('common.invalid-date'));
    const employee = values.employee === NONE ? null : values.employee;
    const score = values.score.trim() === '' ? NaN : Number(values.score.replace(',', '.'));
    const output = values.output.trim() ? makeTaskContent(values.output.trim()) : '';
    const limit = Number.isNaN(role) ? null : await scoreLimit(projectId, role, me.role);
    const code = checkCreateTask({
      role: Number.isNaN(role) ? 0 : role,
      name: values.name,
      employee,
      isSudden: values.isSudden,
      score,
      deadline: deadline ?? null,
      output,
      scoreLimit: limit,
      creativeType,
    });
    if (code) return form.refuse(FIELD_OF[code] ?? null, t(code, { role: roleTagName(role) }));
    const body = {
      alt: values.alt.trim() || null,
      name: values.name.trim(),
      input: values.input.trim() ? makeTaskContent(values.input.trim()) : '',
      output,
      score,
      role,
      employee,
      deadline,
      isSudden: values.isSudden,
      ...(creativeType === null ? {} : { creativeType }),
    };
    await form.submit((o) => call(endpoints.tasks.create, { params: { projectId }, body }, o), {
      success: t('tasks.create.success'),
      onSuccess: onCreated,
      onRefused: (res) => {
        // 409: the Task ID is taken.
        if (res.status === 409) {
          form.refuse('alt', errorText(res.data));
          return true;
        }
        // Spec 2 section 8: other failures reset the popup.
        setValues(initial());
      },
    });
  }

  const roleOptions = assignableRoles.map((r) => ({ value: String(r), label: roleTagName(r) }));
  const creativeTypeOptions = [
    { value: NONE, label: t('tasks.create.creative-type.none') },
    ...CREATIVE_TYPES.map((ty) => ({ value: String(ty), label: t(`tasks.creative-type.${ty}`) })),
  ];
  const employeeOptions = [{ value: NONE, label: t('tasks.create.no-employee') }, ...members.map((m) => ({ value: m.id, label: m.name }))];

  return (
    <FormDialog
      form={form}
      formId="create-task"
      onSubmit={create}
      className="max-w-[900px]"
      title={t('tasks.create.title')}
      description={t('tasks.create.description')}
      formClassName="grid gap-x-5 gap-y-4 sm:grid-cols-2"
      submitLabel={t('tasks.create.submit')}
    >
      <Field id="create-task-role" label={t('tasks.col.role')} error={form.error('role')} required>
        <SelectField value={values.role} onChange={(v) => set('role', v)} options={roleOptions} />
      </Field>
      {typeOffered ? (
        <Field id="create-task-creativeType" label={t('tasks.create.creative-type')} hint={t('tasks.create.creative-type.hint')} error={form.error('creativeType')}>
          <SelectField value={values.creativeType} onChange={(v) => set('creativeType', v)} options={creativeTypeOptions} />
        </Field>
      ) : null}
      <Field id="create-task-alt" label={t('tasks.create.alt')} hint={t('tasks.create.alt-hint')} error={form.error('alt')}>
        <Input
          value={values.alt}
          maxLength={64}
          autoComplete="off"
          placeholder={t('tasks.create.alt-placeholder')}
          onChange={(e) => set('alt', e.target.value)}
        />
      </Field>
      <Field id="create-task-name" label={t('tasks.col.task-name')} error={form.error('name')} required className="sm:col-span-2">
        <Input value={values.name} maxLength={500} autoComplete="off" onChange={(e) => set('name', e.target.value)} autoFocus />
      </Field>
      <Field id="create-task-input" label={t('tasks.col.input')} hint={t('tasks.content.hint')} error={form.error('input')}>
        <Textarea rows={2} value={values.input} onChange={(e) => set('input', e.target.value)} />
      </Field>
      <Field
        id="create-task-output"
        label={t('tasks.col.output')}
        hint={creative ? t('tasks.create.output-required') : t('tasks.content.hint')}
        error={form.error('output')}
      >
        <Textarea rows={2} value={values.output} onChange={(e) => set('output', e.target.value)} />
      </Field>
      <Field id="create-task-employee" label={t('tasks.col.employee')} error={form.error('employee')}>
        <SelectField value={values.employee} onChange={(v) => set('employee', v)} options={employeeOptions} />
      </Field>
      <Field id="create-task-score" label={t('tasks.col.score')} error={form.error('score')} required>
        {(control) => (
          <>
            <Input
              {...control}
              inputMode="decimal"
              value={values.score}
              autoComplete="off"
              aria-describedby={[control['aria-describedby'], knownLimit !== null && knownLimit > 0 ? 'create-task-score-range' : null].filter(Boolean).join(' ') || undefined}
              onChange={(e) => typeScore(e.target.value)}
            />
            {knownLimit !== null && knownLimit > 0 ? (
              <p id="create-task-score-range" className="pt-1 text-xs text-muted-foreground">
                {t('tasks.create.score-range', { limit: formatScore(knownLimit, i18n.language) })}
              </p>
            ) : null}
            {(['task', 'active'] as const).map((kind) => {
              const group = choices.filter((c) => c.kind === kind);
              if (!group.length) return null;
              return (
                <div key={kind} className="flex flex-wrap items-center gap-1.5 pt-1" role="group" aria-label={t(`tasks.score-options.${kind}`)}>
                  <span className="text-xs text-muted-foreground" aria-hidden="true">{t(`tasks.score-options.${kind}`)}:</span>
                  {group.map((o) => (
                    <button
                      key={`${o.label}-${o.score}`}
                      type="button"
                      onClick={() => set('score', String(o.score))}
                      className={cn(
                        'rounded-md border px-2 py-0.5 text-xs transition-colors hover:bg-accent',
                        values.score === String(o.score) ? 'border-primary bg-primary/5 text-primary' : 'text-muted-foreground',
                      )}
                    >
                      {o.label} · {formatScore(o.score, i18n.language)}
                    </button>
                  ))}
                </div>
              );
            })}
            {limitUnset ? <MissingSettingNote className="mt-1" setting={scoreLimitMissing(t, role)} /> : null}
          </>
        )}
      </Field>
      <Field id="create-task-deadline" label={t('tasks.col.deadline')} error={form.error('deadline')}>
        <DateField id="create-task-deadline" name="deadline" value={values.deadline} onValueChange={(v) => set('deadline', v)} />
      </Field>
      {canCreateSudden ? (
        <div className="flex items-center gap-3 self-end pb-2">
          <Switch id="create-task-sudden" checked={values.isSudden} onCheckedChange={(v) => set('isSudden', v)} />
          <Label htmlFor="create-task-sudden">{t('tasks.create.sudden')}</Label>
        </div>
      ) : null}
    </FormDialog>
  );
}

/**
 * The score limit of the picked role in the project (1000 for the system admin), or null while unknown;
 * 0 says the setting is missing, which the dialog tells before anything is typed.
 */
function useRoleScoreLimit(projectId: number, role: number, myRole: number): number | null {
  // The system admin has no limit to set; no role picked yet: nothing to ask.
  const admin = myRole === Role.SystemAdmin;
  const asked = !(Number.isNaN(role) || admin);
  const { data, status } = useApiQuery(endpoints.tasks.scoreLimit, asked ? { params: { projectId }, query: { role } } : null);
  if (Number.isNaN(role)) return null;
  if (admin) return scoreLimitFor(true);
  return status !== null ? scoreLimitFor(false, data?.scoreLimit?.limit) : null;
}

/** Which field a refusal points at. */
const FIELD_OF: Record<string, keyof Form> = {
  'task.employee-required': 'employee',
  'task.creative-employee-required': 'employee',
  'task.creative-type-invalid': 'creativeType',
  'task.role-required': 'role',
  'task.name-required': 'name',
  'task.output-required': 'output',
  'task.content-invalid': 'output',
  'task.output-empty': 'output',
  'task.score-required': 'score',
  'task.score-negative': 'score',
  'task.score-exceeds-limit': 'score',
  'task.score-limit-unset': 'score',
  'task.deadline-input-required': 'deadline',
};
