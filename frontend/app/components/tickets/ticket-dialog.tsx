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
import { TicketType } from '@studio/domain';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { DateField } from '~/components/date-field';
import { Field, SelectField } from '~/components/tasks/form-fields';
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
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { api, failToast } from '~/lib/api.client';
import type { Permission } from '~/lib/permissions';

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

/** The user's leave balance, read fresh each time the popup opens (a decision may have changed it). */
function usePermittedDayLeft(open: boolean): number | null {
  const [left, setLeft] = React.useState<number | null>(null);
  React.useEffect(() => {
    if (!open) return;
    let live = true;
    void api<{ permittedDayLeft?: number }>('GET', '/api/auth/me', undefined, { silent: true }).then((res) => {
      if (live && res.ok) setLeft(typeof res.data?.permittedDayLeft === 'number' ? res.data.permittedDayLeft : 0);
    });
    return () => {
      live = false;
    };
  }, [open]);
  return left;
}

export function TicketDialog({ open, onOpenChange, type, content, lockType, title, description, ticket, onSaved }: TicketDialogProps) {
  const { t } = useTranslation();
  const idp = React.useId().replace(/:/g, '');
  const appData = useRouteLoaderData('routes/_app') as { permissions?: Permission[] } | undefined;
  const permittedDayLeft = usePermittedDayLeft(open);
  const [draft, setDraft] = React.useState<TicketDraft>(() => emptyDraft());
  const [invalid, setInvalid] = React.useState<DraftField | null>(null);
  const [busy, setBusy] = React.useState(false);
  const editing = !!ticket;

  React.useEffect(() => {
    if (!open) return;
    setInvalid(null);
    if (ticket) setDraft(draftFromTicket(ticket));
    else setDraft(draftFromContent(type ?? null, content, { ...emptyDraft(type ?? null), title: title ?? '', description: description ?? '' }));
    // Only when it opens: later prop changes must not wipe what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set: TypeFormProps['set'] = (field, value) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setInvalid((f) => (f === field ? null : f));
  };
  const patch: TypeFormProps['patch'] = (values) => {
    setDraft((d) => ({ ...d, ...values }));
    setInvalid((f) => (f && f in values ? null : f));
  };

  function changeType(next: number | null) {
    // Another type starts from its own empty form; the common fields stay.
    setDraft((d) => ({ ...emptyDraft(next), title: d.title, description: d.description, priority: d.priority, deadline: d.deadline }));
    setInvalid(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = checkDraft(draft, permittedDayLeft);
    if (problem) {
      setInvalid(problem.field);
      toast.error(t(problem.code, problem.params));
      return;
    }
    const body = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      requestType: draft.type,
      priority: Number(draft.priority),
      deadline: parseDate(draft.deadline),
      content: contentOf(draft),
    };
    setBusy(true);
    const res = ticket
      ? await api('PATCH', `/api/tickets/${ticket.id}`, body, { silent: true })
      : await api<{ id: number }>('POST', '/api/tickets', body, { silent: true });
    setBusy(false);
    if (!res.ok) {
      failToast(ticket ? 'tickets.save.fail' : 'tickets.create.fail', res.data);
      return;
    }
    toast.success(t(ticket ? 'tickets.save.success' : 'tickets.create.success'));
    onOpenChange(false);
    onSaved?.(ticket ? ticket.id : (res.data as { id: number }).id);
  }

  const props: TypeFormProps = { draft, set, patch, invalid, idp };
  const waitingForBalance = draft.type === TicketType.Break && permittedDayLeft === null;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-[1000px] gap-0 p-0" closeLabel={t('common.close')} aria-describedby={`${idp}-desc`}>
        <DialogHeader className="border-b px-6 py-4">
          <DialogTitle>{editing ? t('tickets.dialog.edit-title', { id: ticket.id }) : t('tickets.dialog.create-title')}</DialogTitle>
          <DialogDescription id={`${idp}-desc`}>{t(editing ? 'tickets.dialog.edit-description' : 'tickets.dialog.create-description')}</DialogDescription>
        </DialogHeader>
        <form id={`${idp}-form`} onSubmit={submit} noValidate className="grid gap-x-8 gap-y-6 px-6 py-5 md:grid-cols-2">
          <div className="space-y-4">
            <TypePicker
              idp={idp}
              value={draft.type}
              onChange={changeType}
              permissions={appData?.permissions ?? null}
              // Negotiation types are offered only while editing one (spec 2).
              editingType={ticket?.requestType ?? null}
              locked={lockType || editing}
              invalid={invalid === 'type'}
            />
            <Field id={`${idp}-title`} label={t('tickets.field.title')}>
              <Input
                id={`${idp}-title`}
                value={draft.title}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => set('title', e.target.value)}
                aria-invalid={invalid === 'title' || undefined}
                placeholder={t('tickets.field.title-placeholder')}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${idp}-priority`} label={t('tickets.field.priority')}>
                <SelectField
                  id={`${idp}-priority`}
                  value={draft.priority}
                  onChange={(v) => set('priority', v)}
                  options={PRIORITIES.map((p) => ({ value: String(p), label: t(priorityKey(p)) }))}
                />
              </Field>
              <Field id={`${idp}-deadline`} label={t('tickets.field.deadline')} hint={t('common.optional')}>
                <DateField
                  id={`${idp}-deadline`}
                  name="deadline"
                  value={draft.deadline}
                  onValueChange={(v) => set('deadline', v)}
                  aria-invalid={invalid === 'deadline' || undefined}
                />
              </Field>
            </div>
            <Field id={`${idp}-description`} label={t('tickets.field.description')}>
              <Textarea
                id={`${idp}-description`}
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
        <DialogFooter className="border-t bg-muted/30 px-6 py-3">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${idp}-form`} loading={busy} disabled={waitingForBalance}>
            {editing ? t('tickets.dialog.save') : t('tickets.dialog.send')}
          </Button>
        </DialogFooter>
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
