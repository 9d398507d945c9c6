// The task ticket forms: a new task (CreateTask), a change to a task (EditTask, new values
// against the current ones), and the counter-proposal of either (negotiation types: only task
// name, score and deadline can be changed; the rest stays as requested).
import * as React from 'react';
import { formatYmd, isValidYmd, NON_SYSTEM_ROLES, TaskStatus, TicketType } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { DateField } from '~/components/date-field';
import { personOption, projectOption } from '~/components/projects/pick-options';
import type { ProjectMember } from '~/components/projects/project-model';
import { SearchableSelect, type SearchOption } from '~/components/projects/searchable-select';
import { RoleTag } from '~/components/role-tag';
import { Field, type FieldControlProps } from '~/components/field';
import { SelectField } from '~/components/tasks/form-fields';
import { useDirectory } from '~/components/tickets/directory';
import { CompareHeader, CompareRow, FormSection, ReadOnlyValue, type TypeFormProps } from '~/components/tickets/form-kit';
import { inputText } from '~/components/tickets/ticket-model';
import { useProjectTasks } from '~/components/tickets/use-project-data';
import { useProjectMembers } from '~/components/tasks/use-project-members';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';

const ROLE_OPTIONS = NON_SYSTEM_ROLES.map((r) => ({ value: String(r.id), label: r.tagName }));

const ymd = (v: number | null) => (v !== null && isValidYmd(v) ? formatYmd(v) : null);

function ProjectPicker({ draft, patch, error, idp }: TypeFormProps) {
  const { t } = useTranslation();
  const directory = useDirectory();
  return (
    <Field id={`${idp}-project`} label={t('tickets.task.project')} error={error('project')}>
      <SearchableSelect
        value={draft.project || null}
        onValueChange={(v) => {
          if ((v ?? '') === draft.project) return;
          patch({ project: v ?? '', task: '', employee: '' });
        }}
        options={directory.projects.map(projectOption)}
        placeholder={t('tickets.task.project-placeholder')}
      />
    </Field>
  );
}

function useMemberOptions(members: readonly ProjectMember[] | null): SearchOption[] {
  const directory = useDirectory();
  return React.useMemo(() => {
    // useProjectMembers answers each member once.
    return (members ?? [])
      .map((m) => personOption({ id: m.id, name: m.name, role: m.role, icon: directory.person(m.id)?.icon ?? null }));
  }, [members, directory]);
}

function ScoreInput({
  value,
  onChange,
  invalid,
  ...control
}: { value: string; onChange: (v: string) => void; invalid?: boolean } & FieldControlProps) {
  return (
    <Input
      {...control}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid || control['aria-invalid'] || undefined}
      className="tabular-nums"
    />
  );
}

export function CreateTaskForm(props: TypeFormProps) {
  const { t } = useTranslation();
  const { draft, set, error, idp } = props;
  const projectId = draft.project === '' ? null : Number(draft.project);
  // null while the project's members are read.
  const members = useProjectMembers(projectId === null ? [] : [projectId]).get(projectId ?? -1) ?? null;
  const memberOptions = useMemberOptions(members);

  function pickEmployee(id: string | null) {
    const member = members?.find((m) => m.id === id);
    props.patch({ employee: id ?? '', ...(draft.role === '' && member ? { role: String(member.role) } : {}) });
  }

  return (
    <FormSection title={t('tickets.form.task-section')}>
      <ProjectPicker {...props} />
      <Field id={`${idp}-task-name`} label={t('tickets.task.name')} error={error('taskName')}>
        <Input value={draft.taskName} maxLength={500} autoComplete="off" onChange={(e) => set('taskName', e.target.value)} />
      </Field>
      <Field id={`${idp}-input`} label={t('tickets.task.input')} hint={t('tickets.task.input-hint')} error={error('input')}>
        <Textarea rows={2} value={draft.input} onChange={(e) => set('input', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idp}-score`} label={t('tickets.task.score')} error={error('score')}>
          <ScoreInput value={draft.score} onChange={(v) => set('score', v)} />
        </Field>
        <Field id={`${idp}-task-deadline`} label={t('tickets.task.deadline')} error={error('taskDeadline')}>
          <DateField id={`${idp}-task-deadline`} name="taskDeadline" value={draft.taskDeadline} onValueChange={(v) => set('taskDeadline', v)} />
        </Field>
      </div>
      {/* Full width: a person shows with avatar and role tag. */}
      <Field id={`${idp}-employee`} label={t('tickets.task.employee')} error={error('employee')}>
        <SearchableSelect
          value={draft.employee || null}
          onValueChange={pickEmployee}
          options={memberOptions}
          placeholder={draft.project ? t('tickets.task.employee-placeholder') : t('tickets.task.pick-project-first')}
          disabled={!draft.project}
          clearable
        />
      </Field>
      <Field id={`${idp}-role`} label={t('tickets.task.role')} error={error('role')}>
        <SelectField value={draft.role} onChange={(v) => set('role', v)} options={ROLE_OPTIONS} placeholder={t('tickets.task.role-placeholder')} />
      </Field>
    </FormSection>
  );
}

export function EditTaskForm(props: TypeFormProps) {
  const { t } = useTranslation();
  const { draft, set, patch, error, idp } = props;
  const tasks = useProjectTasks(draft.project, true);
  // Only tasks that can still change (not Success or Failure), and the one already chosen.
  const options: SearchOption[] = (tasks ?? [])
    .filter((task) => task.status < TaskStatus.Success || String(task.taskId) === draft.task)
    .map((task) => ({
      value: String(task.taskId),
      label: task.taskName,
      keywords: `${task.altId} ${task.taskId}`,
      content: (
        <>
          <span className="shrink-0 font-mono text-xs text-muted-foreground">{task.altId}</span>
          <span className="min-w-0 flex-1 truncate">{task.taskName}</span>
          <RoleTag role={task.role} className="shrink-0" />
        </>
      ),
    }));

  function pickTask(id: string | null) {
    const task = tasks?.find((x) => String(x.taskId) === id);
    if (!task) {
      patch({ task: '' });
      return;
    }
    patch({
      task: String(task.taskId),
      role: String(task.role),
      taskNameOld: task.taskName,
      taskName: task.taskName,
      scoreOld: task.score,
      score: String(task.score),
      deadlineOld: task.deadline,
      taskDeadline: ymd(task.deadline) ?? '',
      altScoreOld: task.altScore ?? 0,
    });
  }

  // A task given by another screen (the task view): its current values once the list arrives.
  React.useEffect(() => {
    if (tasks && draft.task !== '' && draft.taskNameOld === '') pickTask(draft.task);
    // Only when the list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks]);
  const chosen = tasks?.find((x) => String(x.taskId) === draft.task);
  const picked = draft.task !== '';

  return (
    <FormSection title={t('tickets.form.task-change-section')}>
      <ProjectPicker {...props} />
      <Field id={`${idp}-task`} label={t('tickets.task.task')} error={error('task')}>
        <SearchableSelect
          value={draft.task || null}
          onValueChange={pickTask}
          options={options}
          placeholder={
            !draft.project ? t('tickets.task.pick-project-first') : tasks === null ? t('common.loading') : t('tickets.task.task-placeholder')
          }
          disabled={!draft.project}
        />
      </Field>
      {picked ? (
        <div className="space-y-3 rounded-lg border bg-muted/20 p-3">
          <CompareHeader before={t('tickets.compare.current')} after={t('tickets.compare.new')} />
          <ProposedTaskFields draft={draft} set={set} error={error} idp={idp} beforeName={draft.taskNameOld || chosen?.taskName || null} />
        </div>
      ) : null}
    </FormSection>
  );
}

/** Task name, score and deadline as proposed, each beside the value it replaces (edit requests and counter-proposals). */
function ProposedTaskFields({ draft, set, error, idp, beforeName }: Omit<TypeFormProps, 'patch'> & { beforeName: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <CompareRow id={`${idp}-task-name`} label={t('tickets.task.name')} before={beforeName}>
        <Input
          id={`${idp}-task-name`}
          value={draft.taskName}
          onChange={(e) => set('taskName', e.target.value)}
          aria-invalid={!!error('taskName') || undefined}
        />
      </CompareRow>
      <CompareRow id={`${idp}-score`} label={t('tickets.task.score')} before={draft.scoreOld ?? null}>
        <ScoreInput id={`${idp}-score`} value={draft.score} onChange={(v) => set('score', v)} invalid={!!error('score')} />
      </CompareRow>
      <CompareRow id={`${idp}-task-deadline`} label={t('tickets.task.deadline')} before={ymd(draft.deadlineOld)}>
        <DateField
          id={`${idp}-task-deadline`}
          name="taskDeadline"
          value={draft.taskDeadline}
          onValueChange={(v) => set('taskDeadline', v)}
          aria-invalid={!!error('taskDeadline') || undefined}
        />
      </CompareRow>
    </>
  );
}

/** The counter-proposal: what was asked stays read-only except task name, score and deadline. */
export function NegotiationForm({ draft, set, error, idp }: TypeFormProps) {
  const { t } = useTranslation();
  const directory = useDirectory();
  const edit = draft.type === TicketType.EditTaskNegotiation;
  const beforeName = edit ? draft.taskNameOld : draft.taskNameOld || null;
  const employee = draft.employee ? directory.employeeName(draft.employee) ?? draft.employee : null;

  return (
    <FormSection title={t('tickets.form.negotiation-section')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyValue label={t('tickets.task.project')}>
          <span className="truncate">{directory.projectName(draft.project) ?? '—'}</span>
        </ReadOnlyValue>
        <ReadOnlyValue label={t('tickets.task.role')}>
          {draft.role !== '' ? <RoleTag role={Number(draft.role)} /> : <span className="text-muted-foreground">—</span>}
        </ReadOnlyValue>
        {!edit ? (
          <ReadOnlyValue label={t('tickets.task.employee')}>
            <span className="truncate">{employee ?? t('tickets.task.no-employee')}</span>
          </ReadOnlyValue>
        ) : null}
        {!edit ? (
          <ReadOnlyValue label={t('tickets.task.input')}>
            <span className="truncate">{inputText(draft.input) || '—'}</span>
          </ReadOnlyValue>
        ) : null}
      </div>
      <div className="space-y-3 rounded-lg border bg-muted/20 p-3">
        <CompareHeader before={t(edit ? 'tickets.compare.current' : 'tickets.compare.requested')} after={t('tickets.compare.proposed')} />
        <ProposedTaskFields draft={draft} set={set} error={error} idp={idp} beforeName={beforeName} />
      </div>
    </FormSection>
  );
}
