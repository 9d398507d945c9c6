import { ticketState, type TicketRecord, type TicketView } from '@studio/domain';

/**
 * The API view: state derived from the response, and the per-ticket permission lists of the spec
 * (the creator may edit or withdraw while it is open; the recipients may answer).
 */
export function ticketView(row: TicketRecord): TicketView {
  const open = !row.response && !row.withdrawnAt;
  return {
    ...row,
    state: ticketState(row.response, row.withdrawnAt),
    permissions: [
      { permission: 'TicketSystem.Request.Edit', employees: open ? [row.createdBy] : [] },
      { permission: 'TicketSystem.Response.Create', employees: open ? row.employees : [] },
    ],
  };
}
