// What other screens use from tickets: the request popup (see its props at the top of
// ticket-dialog.tsx) and the ticket shapes.
export { TicketDialog, type TicketDialogProps } from '~/components/tickets/ticket-dialog';
export type { Ticket, TicketContent, TicketResponse } from '~/components/tickets/ticket-model';
