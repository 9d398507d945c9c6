// The detail popup of My Ticket: the request, then either the response, the response form
// (description, Refuse, Confirm, and Negotiation for task requests) or a waiting note.
import * as React from 'react';
import { endpoints, negotiationTypeFor } from '@studio/domain';
import { Check, Clock, Handshake, PencilLine, Undo2, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { Field } from '~/components/field';
import { UserAvatar } from '~/components/user-avatar';
import { personAvatarUser } from '~/components/projects/pick-options';
import { useDirectory } from '~/components/tickets/directory';
import { NegotiationDialog } from '~/components/tickets/negotiation-dialog';
import { allowedBy, typeKey, type Ticket } from '~/components/tickets/ticket-model';
import { ContentView, displayState, Info, InfoGrid, PriorityBadge, ResponseView, StateBadge } from '~/components/tickets/ticket-views';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Textarea } from '~/components/ui/textarea';
import { call } from '~/lib/api.client';
import { displayInstant, displayYmd } from '~/lib/format';
import { useFormDialog } from '~/lib/use-form-dialog';

/**
 * Spec 2 section 4: edit only while unanswered; answer only someone else's unanswered request.
 * Decision 026: the creator may withdraw their own request while it is unanswered.
 */
export function ticketRights(ticket: Ticket, me: string) {
  const open = !ticket.response && !ticket.withdrawnAt;
  return {
    canEdit: open && (allowedBy(ticket, 'edit', me) ?? ticket.createdBy === me),
    canRespond: open && (allowedBy(ticket, 'response', me) ?? ticket.createdBy !== me),
    canWithdraw: open && ticket.createdBy === me,
  };
}

type Busy = 'accept' | 'refuse' | 'withdraw';

/** One of the popup's actions: a spinner in place of its icon while it runs, all disabled meanwhile. */
function BusyAction({ as, busy, icon: Icon, danger = false, onClick, children }: {
  as: Busy;
  busy: Busy | null;
  icon: LucideIcon;
  danger?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant={danger ? 'outline' : 'default'}
      className={danger ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined}
      onClick={onClick}
      loading={busy === as}
      disabled={!!busy}
    >
      {busy === as ? null : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}

export function TicketDetailDialog({
  ticket,
  me,
  onClose,
  onEdit,
  onChanged,
}: {
  ticket: Ticket | null;
  me: string;
  onClose: () => void;
  onEdit: (ticket: Ticket) => void;
  /** After a response or a negotiation: reload the lists. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const directory = useDirectory();
  const [note, setNote] = React.useState('');
  const [negotiating, setNegotiating] = React.useState<Ticket | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = React.useState(false);
  const form = useFormDialog<'note'>({
    open: ticket !== null,
    onOpenChange: (open) => !open && onClose(),
    resetKey: ticket?.id,
    onOpen: () => setNote(''),
    fields: { description: 'note' },
    fieldId: () => `ticket-${ticket?.id}-note`,
  });
  const busy = form.busyAs as Busy | null;

  if (!ticket) return <Dialog open={false} />;
  const { canEdit, canRespond, canWithdraw } = ticketRights(ticket, me);
  const negotiable = negotiationTypeFor(ticket.requestType) !== null;
  const author = directory.person(ticket.createdBy);
  const authorName = ticket.createdByName ?? author?.name ?? ticket.createdBy;

  async function respond(approve: boolean) {
    if (!ticket) return;
    // The dialog stays: it shows the response once the lists reload.
    await form.submit((o) => call(endpoints.tickets.respond, { params: { id: ticket.id }, body: { approve, description: note.trim() } }, o), {
      as: approve ? 'accept' : 'refuse',
      success: t('tickets.response.success'),
      fail: 'tickets.response.fail',
      keepOpen: true,
      onSuccess: onChanged,
    });
  }

  async function withdraw() {
    if (!ticket) return;
    await form.submit((o) => call(endpoints.tickets.withdraw, { params: { id: ticket.id } }, o), {
      as: 'withdraw',
      success: t('tickets.withdraw.success'),
      fail: 'tickets.withdraw.fail',
      keepOpen: true,
      onSuccess: onChanged,
    });
  }

  return (
    <>
      <Dialog open={!negotiating} onOpenChange={form.dialog.onOpenChange}>
        <DialogContent className="max-w-[760px] gap-0 p-0" closeLabel={t('common.close')} data-ticket={ticket.id}>
          <DialogHeader className="space-y-2 border-b px-6 py-4">
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <span className="font-mono">#{ticket.id}</span>
              <span aria-hidden="true">·</span>
              <span>{t(typeKey(ticket.requestType))}</span>
              <StateBadge state={displayState(ticket)} />
              <PriorityBadge priority={ticket.priority} />
            </div>
            <DialogTitle className="text-lg">{ticket.title}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1.5">
                <UserAvatar
                  user={author ? personAvatarUser(author) : { id: ticket.createdBy, firstName: authorName, lastName: '', icon: null, role: 0 }}
                  size="sm"
                  className="h-5 w-5 text-[9px]"
                />
                {authorName}
              </span>
              <span>{displayInstant(ticket.createdAt)}</span>
              {ticket.deadline ? <span>{t('tickets.card.deadline', { date: displayYmd(ticket.deadline) })}</span> : null}
            </DialogDescription>
          </DialogHeader>

          <div className="space-y-6 px-6 py-5">
            <section className="space-y-3" aria-labelledby={`ticket-${ticket.id}-request`}>
              <h3 id={`ticket-${ticket.id}-request`} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('tickets.detail.request')}
              </h3>
              {ticket.description ? <p className="whitespace-pre-wrap text-sm leading-relaxed">{ticket.description}</p> : null}
              <div className="rounded-lg border bg-muted/20 p-4">
                <ContentView type={ticket.requestType} content={ticket.content} />
              </div>
            </section>

            <section className="space-y-3" aria-labelledby={`ticket-${ticket.id}-response`}>
              <h3 id={`ticket-${ticket.id}-response`} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('tickets.detail.response')}
              </h3>
              {ticket.response ? (
                <ResponseView ticket={ticket} response={ticket.response} />
              ) : ticket.withdrawnAt ? (
                <div className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground" data-withdrawn>
                  <Undo2 className="h-4 w-4" aria-hidden="true" />
                  {t('tickets.withdraw.done', { name: authorName, at: displayInstant(ticket.withdrawnAt) })}
                </div>
              ) : canRespond ? (
                <Field id={`ticket-${ticket.id}-note`} label={t('tickets.response.description')} error={form.error('note')}>
                  <Textarea
                    rows={3}
                    value={note}
                    onChange={(e) => {
                      setNote(e.target.value);
                      form.clear('note');
                    }}
                    placeholder={t('tickets.response.description-placeholder')}
                  />
                </Field>
              ) : (
                <div className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {t('tickets.detail.waiting')}
                </div>
              )}
            </section>
            {ticket.updatedAt && ticket.updatedAt !== ticket.createdAt ? (
              <InfoGrid className="border-t pt-3 text-muted-foreground">
                <Info label={t('tickets.detail.updated')}>{displayInstant(ticket.updatedAt)}</Info>
              </InfoGrid>
            ) : null}
          </div>

          <DialogFooter className="border-t bg-muted/30 px-6 py-3 sm:justify-between">
            <div className="flex gap-2">
              {canEdit ? (
                <Button variant="outline" onClick={() => onEdit(ticket)}>
                  <PencilLine aria-hidden="true" />
                  {t('tickets.detail.edit')}
                </Button>
              ) : null}
              {canWithdraw ? (
                <BusyAction as="withdraw" busy={busy} icon={Undo2} danger onClick={() => setConfirmWithdraw(true)}>
                  {t('tickets.withdraw.button')}
                </BusyAction>
              ) : null}
            </div>
            {canRespond ? (
              <div className="flex flex-wrap justify-end gap-2">
                <BusyAction as="refuse" busy={busy} icon={X} danger onClick={() => respond(false)}>
                  {t('tickets.response.refuse')}
                </BusyAction>
                {negotiable ? (
                  <Button variant="outline" onClick={() => setNegotiating(ticket)} disabled={!!busy}>
                    <Handshake aria-hidden="true" />
                    {t('tickets.response.negotiate')}
                  </Button>
                ) : null}
                <BusyAction as="accept" busy={busy} icon={Check} onClick={() => respond(true)}>
                  {t('tickets.response.confirm')}
                </BusyAction>
              </div>
            ) : (
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmWithdraw}
        onOpenChange={setConfirmWithdraw}
        title={t('tickets.withdraw.confirm-title')}
        description={t('tickets.withdraw.confirm-text', { title: ticket.title })}
        confirmLabel={t('tickets.withdraw.button')}
        destructive
        onConfirm={withdraw}
      />
      <NegotiationDialog
        ticket={negotiating}
        onOpenChange={(open) => !open && setNegotiating(null)}
        onSent={() => {
          setNegotiating(null);
          onChanged();
        }}
      />
    </>
  );
}
