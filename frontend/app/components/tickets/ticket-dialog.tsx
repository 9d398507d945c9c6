/**
 * TicketDialog: the ticket request popup (spec 2 'Tickets and requests', width 1000) for
 * filing a request, or editing one that has not been answered yet.
 *
 * Props
 * - `open`, `onOpenChange`: controlled visibility.
 * - `type?: TicketType`: the type to preselect, e.g. `TicketType.CreateTask` for the task
 *   view's 'create task ticket' or `TicketType.EditTask` for 'Create Edit Task Ticket'.
 * - `content?: Record<string, unknown>`: content of that type to prefill, in the API's shape
 *   (spec 2 'Content by type'):
 *     CreateTask: `{ project, taskName?, input?, score?, deadline?, employee?, role? }`
 *     EditTask:   `{ project, task }`: the current name, score and deadline are read from the
 *                 task; the new values start equal to them.
 *   `project` and `task` are numbers, `deadline` a yyyymmdd number, `input` plain text or the
 *   task's JSON text.
 * - `lockType?: boolean`: the type cannot be changed (the picker is shown read-only).
 * - `title?`, `description?`: prefilled texts.
 * - `ticket?: Ticket`: an unanswered ticket to edit (PATCH); its type and content are used.
 * - `onSaved?: (id: number) => void`: after a successful create or save.
 *
 * Example (task view):
 *   <TicketDialog open={open} onOpenChange={setOpen} type={TicketType.EditTask} lockType
 *     content={{ project: projectId, task: task.taskId }} />
 */
import * as React from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import { endpoints, TicketType, type ResponseOf } from '@studio/domain';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { SelectField } from '~/components/tasks/form-fields';
import { BreakForm, TextForm } from '~/components/tickets/break-form';
import type { TypeFormProps } from '~/components/tickets/form-kit';
import { CreateTaskForm, EditTaskForm, NegotiationForm } from '~/components/tickets/task-forms';
import {
  checkDraft,
  contentOf,
  draftFromContent,
  draftFromTicket,
  emptyDraft,
  parseDate,
  type DraftField,
  type TicketDraft,
} from '~/components/tickets/ticket-draft';
import { PRIORITIES, priorityKey, type Ticket, type TicketContent } from '~/components/tickets/ticket-model';
import { TypePicker } from '~/components/tickets/type-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { call } from '~/lib/api.client';
import type { Permission } from '~/lib/permissions';
import { useApiQuery } from '~/lib/use-api-query';
import { useFormDialog } from '~/lib/use-form-dialog';

export type TicketDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type?: TicketType | null;
  content?: TicketContent;
  lockType?: boolean;
  title?: string;
  description?: string;
  ticket?: Ticket | null;
  onSaved?: (id: number) => void;
};

/** Fields of the ticket request -> the draft's fields (the content is checked by the shared rules first). */
const SERVER_FIELDS: Readonly<Record<string, DraftField>> = {
  title: 'title',
  description: 'description',
  requestType: 'type',
  priority: 'priority',
  deadline: 'deadline',
};

/** The user's leave balance, read fresh each time the popup opens (a decision may have changed it). */
function usePermittedDayLeft(open: boolean): number | null {
  const { data, status } = useApiQuery(endpoints.auth.me, open ? {} : null, { maxAgeMs: 0, keepPrevious: true });
  if (status === null || !data) return null;
  return typeof data.permittedDayLeft === 'number' ? data.permittedDayLeft : 0;
}

export function TicketDialog({ open, onOpenChange, type, content, lockType, title, description, ticket, onSaved }: TicketDialogProps) {
  const { t } = useTranslation();
  const idp = React.useId().replace(/:/g, '');
  const appData = useRouteLoaderData('routes/_app') as { permissions?: Permission[] } | undefined;
  const permittedDayLeft = usePermittedDayLeft(open);
  const [draft, setDraft] = React.useState<TicketDraft>(() => emptyDraft());
  const editing = !!ticket;
  const form = useFormDialog<DraftField>({
    open,
    onOpenChange,
    // Only when it opens: later prop changes must not wipe what the user typed.
    onOpen: () => {
      if (ticket) setDraft(draftFromTicket(ticket));
      else setDraft(draftFromContent(type ?? null, content, { ...emptyDraft(type ?? null), title: title ?? '', description: description ?? '' }));
    },
    fields: SERVER_FIELDS,
    fieldId: (f) => `${idp}-${f}`,
  });

  const set: TypeFormProps['set'] = (field, value) => {
    setDraft((d) => ({ ...d, [field]: value }));
    form.clear(field);
  };
  const patch: TypeFormProps['patch'] = (values) => {
    setDraft((d) => ({ ...d, ...values }));
    for (const field of Object.keys(values) as DraftField[]) form.clear(field);
  };

  function changeType(next: number | null) {
    // Another type starts from its own empty form; the common fields stay.
    setDraft((d) => ({ ...emptyDraft(next), title: d.title, description: d.description, priority: d.priority, deadline: d.deadline }));
    form.clear();
  }

  async function send() {
    const problem = checkDraft(draft, permittedDayLeft);
    if (problem) return form.refuse(problem.field, t(problem.code, problem.params));
    const body = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      requestType: draft.type,
      priority: Number(draft.priority),
      deadline: parseDate(draft.deadline),
      content: contentOf(draft),
    };
    // An edit answers the ticket, a creation its new id.
    await form.submit<ResponseOf<typeof endpoints.tickets.update> | ResponseOf<typeof endpoints.tickets.create>>(
      (o) => (ticket ? call(endpoints.tickets.update, { params: { id: ticket.id }, body }, o) : call(endpoints.tickets.create, { body }, o)),
      {
        success: t(ticket ? 'tickets.save.success' : 'tickets.create.success'),
        fail: ticket ? 'tickets.save.fail' : 'tickets.create.fail',
        onSuccess: (saved) => onSaved?.(ticket ? ticket.id : (saved as ResponseOf<typeof endpoints.tickets.create>).id),
      },
    );
  }

  const props: TypeFormProps = { draft, set, patch, error: form.error, idp };
  const waitingForBalance = draft.type === TicketType.Break && permittedDayLeft === null;

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-[1000px] gap-0 p-0" closeLabel={t('common.close')} aria-describedby={`${idp}-desc`}>
        <DialogHeader className="border-b px-6 py-4">
          <DialogTitle>{editing ? t('tickets.dialog.edit-title', { id: ticket.id }) : t('tickets.dialog.create-title')}</DialogTitle>
          <DialogDescription id={`${idp}-desc`}>{t(editing ? 'tickets.dialog.edit-description' : 'tickets.dialog.create-description')}</DialogDescription>
        </DialogHeader>
        <form id={`${idp}-form`} onSubmit={form.onSubmit(send)} noValidate className="grid gap-x-8 gap-y-6 px-6 py-5 md:grid-cols-2">
          <div className="space-y-4">
            <TypePicker
              idp={idp}
              value={draft.type}
              onChange={changeType}
              permissions={appData?.permissions ?? null}
              // Negotiation types are offered only while editing one (spec 2).
              editingType={ticket?.requestType ?? null}
              locked={lockType || editing}
              invalid={form.invalid('type')}
            />
            <Field id={`${idp}-title`} label={t('tickets.field.title')} error={form.error('title')} required>
              <Input
                value={draft.title}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => set('title', e.target.value)}
                placeholder={t('tickets.field.title-placeholder')}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${idp}-priority`} label={t('tickets.field.priority')} error={form.error('priority')}>
                <SelectField
                  value={draft.priority}
                  onChange={(v) => set('priority', v)}
                  options={PRIORITIES.map((p) => ({ value: String(p), label: t(priorityKey(p)) }))}
                />
              </Field>
              <Field id={`${idp}-deadline`} label={t('tickets.field.deadline')} hint={t('common.optional')} error={form.error('deadline')}>
                <DateField id={`${idp}-deadline`} name="deadline" value={draft.deadline} onValueChange={(v) => set('deadline', v)} />
              </Field>
            </div>
            <Field id={`${idp}-description`} label={t('tickets.field.description')} error={form.error('description')}>
              <Textarea
                rows={5}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
                placeholder={t('tickets.field.description-placeholder')}
              />
            </Field>
          </div>
          <div className="min-w-0 md:border-l md:pl-8">
            <TypeForm {...props} permittedDayLeft={permittedDayLeft} />
          </div>
        </form>
        <FormDialogFooter
          form={form}
          formId={`${idp}-form`}
          submitLabel={editing ? t('tickets.dialog.save') : t('tickets.dialog.send')}
          submitDisabled={waitingForBalance}
          className="border-t bg-muted/30 px-6 py-3"
        />
      </DialogContent>
    </Dialog>
  );
}

function TypeForm(props: TypeFormProps & { permittedDayLeft: number | null }) {
  const { t } = useTranslation();
  switch (props.draft.type) {
    case TicketType.Break:
      return <BreakForm {...props} />;
    case TicketType.CreateTask:
      return <CreateTaskForm {...props} />;
    case TicketType.EditTask:
      return <EditTaskForm {...props} />;
    case TicketType.CreateTaskNegotiation:
    case TicketType.EditTaskNegotiation:
      return <NegotiationForm {...props} />;
    case TicketType.CreateUpdateProject:
    case TicketType.CreateAccount:
    case TicketType.UpdatePolicy:
      return <TextForm {...props} />;
    default:
      return (
        <div className="flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
          <FileText className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm font-medium">{t('tickets.form.pick-type')}</p>
          <p className="max-w-xs text-sm text-muted-foreground">{t('tickets.form.pick-type-hint')}</p>
        </div>
      );
  }
}
