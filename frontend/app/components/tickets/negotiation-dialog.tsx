// The counter-proposal popup of an approver (spec 2): prefilled with the request, only task
// name, score and deadline can change. Sent with POST /api/tickets/:id/negotiation.
import * as React from 'react';
import { checkNegotiationContent } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { TypeFormProps } from '~/components/tickets/form-kit';
import { NegotiationForm } from '~/components/tickets/task-forms';
import { contentOf, negotiationDraft, parseDate, type DraftField, type TicketDraft } from '~/components/tickets/ticket-draft';
import type { Ticket } from '~/components/tickets/ticket-model';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { api, failToast } from '~/lib/api.client';

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
  const [invalid, setInvalid] = React.useState<DraftField | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    setDraft(ticket ? negotiationDraft(ticket) : null);
    setInvalid(null);
  }, [ticket]);

  const set: TypeFormProps['set'] = (field, value) => {
    setDraft((d) => (d ? { ...d, [field]: value } : d));
    setInvalid((f) => (f === field ? null : f));
  };
  const patch: TypeFormProps['patch'] = (values) => setDraft((d) => (d ? { ...d, ...values } : d));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ticket || !draft || busy) return;
    if (Number.isNaN(parseDate(draft.taskDeadline))) {
      setInvalid('taskDeadline');
      toast.error(t('common.invalid-date'));
      return;
    }
    const content = contentOf(draft);
    const code = checkNegotiationContent(draft.type as number, content);
    if (code) {
      setInvalid(FIELD[code] ?? null);
      toast.error(t(code));
      return;
    }
    setBusy(true);
    const res = await api('POST', `/api/tickets/${ticket.id}/negotiation`, { content }, { silent: true });
    setBusy(false);
    if (!res.ok) {
      failToast('tickets.negotiation.fail', res.data);
      return;
    }
    toast.success(t('tickets.negotiation.success'));
    onOpenChange(false);
    onSent();
  }

  return (
    <Dialog open={!!ticket} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-[760px]" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('tickets.negotiation.title')}</DialogTitle>
          <DialogDescription>{t('tickets.negotiation.description', { title: ticket?.title ?? '' })}</DialogDescription>
        </DialogHeader>
        {draft ? (
          <form id={`${idp}-form`} onSubmit={submit} noValidate>
            <NegotiationForm draft={draft} set={set} patch={patch} invalid={invalid} idp={idp} />
          </form>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${idp}-form`} loading={busy}>
            {t('tickets.negotiation.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
