// Tickets as API.md 'Tickets' answers them, the type groups of the picker and the label keys.
// Pure: safe on the server and in tests.
import { TicketPriority, TicketType, taskContentText, type TicketAnswer, type TicketContent, type TicketView } from '@studio/domain';

// The API's shapes live in libs/domain (TicketView, TicketAnswer); here they are read with two allowances.
export type { TicketContent } from '@studio/domain';

/**
 * The answer as the ticket screens read it. The API keeps the answerer's free JSON as `content`
 * (the server writes `{taskId}` or `{negotiationId}`); the screens only read those keys off it, and
 * a key read off a non-object is simply absent. The API sends no `createdByName` (typed as absent;
 * the screens fall back to the directory for the answerer's name).
 */
export type TicketResponse = Omit<TicketAnswer, 'content'> & { content: TicketContent | null; createdByName?: undefined };

/** A ticket as GET /api/tickets and /api/tickets/:id answer it. */
export type Ticket = Omit<TicketView, 'response'> & { response: TicketResponse | null };

/** Tickets of the endpoint table's answers read as the screens read them (the allowances above). */
export function asTickets(views: readonly TicketView[]): Ticket[] {
  return views as Ticket[];
}

// ---- Type picker: two groups; negotiation types only when editing one ----
export type TicketGroup = 'administrative' | 'task';

export const TICKET_GROUPS: Record<TicketGroup, readonly TicketType[]> = {
  administrative: [TicketType.Break, TicketType.CreateUpdateProject, TicketType.CreateAccount, TicketType.UpdatePolicy],
  task: [TicketType.CreateTask, TicketType.EditTask, TicketType.CreateTaskNegotiation, TicketType.EditTaskNegotiation],
};

export function groupOf(type: number | null | undefined): TicketGroup | null {
  if (type === null || type === undefined) return null;
  if ((TICKET_GROUPS.administrative as readonly number[]).includes(type)) return 'administrative';
  if ((TICKET_GROUPS.task as readonly number[]).includes(type)) return 'task';
  return null;
}

export const PLAIN_TEXT_TYPES: readonly number[] = [TicketType.CreateUpdateProject, TicketType.CreateAccount, TicketType.UpdatePolicy];

export function isCreateTaskLike(type: number): boolean {
  return type === TicketType.CreateTask || type === TicketType.CreateTaskNegotiation;
}

export function isEditTaskLike(type: number): boolean {
  return type === TicketType.EditTask || type === TicketType.EditTaskNegotiation;
}

export const PRIORITIES: readonly number[] = [TicketPriority.Low, TicketPriority.Medium, TicketPriority.High, TicketPriority.Urgent];

export const typeKey = (type: number) => `tickets.type.${type}`;
export const priorityKey = (priority: number) => `tickets.priority.${priority}`;

/** The ticket's `permissions` entry names the user, or no such list is given. */
export function allowedBy(ticket: Ticket, permission: 'edit' | 'response', me: string): boolean | null {
  const entry = ticket.permissions?.find((p) => p.permission.toLowerCase().includes(permission));
  return entry ? entry.employees.includes(me) : null;
}

/** Task input in a ticket: the task's JSON text form, or plain text from older tickets. */
export function inputText(v: unknown): string {
  if (typeof v !== 'string') return '';
  return taskContentText(v) || v;
}
