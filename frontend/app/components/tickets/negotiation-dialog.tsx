// The counter-proposal popup of an approver (spec 2): prefilled with the request, only task
// name, score and deadline can change. Sent with POST /api/tickets/:id/negotiation.
import * as React from 'react';
import { endpoints, checkNegotiationContent } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { FormDialogFooter } from '~/components/form-dialog-footer';
import type { TypeFormProps } from '~/components/tickets/form-kit';
import { NegotiationForm } from '~/components/tickets/task-forms';
import { contentOf, negotiationDraft, parseDate, type DraftField, type TicketDraft } from '~/components/tickets/ticket-draft';
import type { Ticket } from '~/components/tickets/ticket-model';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

const FIELD: Record<string, DraftField> = {
  'ticket.task-name-required': 'taskName',
  'ticket.score-required': 'score',
  'ticket.deadline-required': 'taskDeadline',
};

export function NegotiationDialog({
  ticket,
  onOpenChange,
  onSent,
}: {
  /** The task request being answered; null closes the popup. */
  ticket: Ticket | null;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const idp = React.useId().replace(/:/g, '');
  const [draft, setDraft] = React.useState<TicketDraft | null>(null);
  const form = useFormDialog<DraftField>({
    open: !!ticket,
    onOpenChange,
    resetKey: ticket,
    onOpen: () => setDraft(ticket ? negotiationDraft(ticket) : null),
  });

  const set: TypeFormProps['set'] = (field, value) => {
    setDraft((d) => (d ? { ...d, [field]: value } : d));
    form.clear(field);
  };
  const patch: TypeFormProps['patch'] = (values) => setDraft((d) => (d ? { ...d, ...values } : d));

  async function send() {
    if (!ticket || !draft) return;
    if (Number.isNaN(parseDate(draft.taskDeadline))) return form.refuse('taskDeadline', t('common.invalid-date'));
    const content = contentOf(draft);
    const code = checkNegotiationContent(draft.type as number, content);
    if (code) return form.refuse(FIELD[code] ?? null, t(code));
    await form.submit((o) => call(endpoints.tickets.negotiate, { params: { id: ticket.id }, body: { content } }, o), {
      success: t('tickets.negotiation.success'),
      fail: 'tickets.negotiation.fail',
      onSuccess: onSent,
    });
  }

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-[760px]" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('tickets.negotiation.title')}</DialogTitle>
          <DialogDescription>{t('tickets.negotiation.description', { title: ticket?.title ?? '' })}</DialogDescription>
        </DialogHeader>
        {draft ? (
          <form id={`${idp}-form`} onSubmit={form.onSubmit(send)} noValidate>
            <NegotiationForm draft={draft} set={set} patch={patch} error={form.error} idp={idp} />
          </form>
        ) : null}
        <FormDialogFooter form={form} formId={`${idp}-form`} submitLabel={t('tickets.negotiation.send')} />
      </DialogContent>
    </Dialog>
  );
}
