// Ticket rules (spec 2 sections 3-5): which types exist and may be filed, where a
// ticket belongs, and the content each task type must carry. Each check returns
// an error code of the catalogue or null, in the order the forms report them.
import { isValidYmd } from '../dates';
import { TICKET_TYPES, TicketType } from '../statuses';

export type TicketContent = Record<string, unknown>;

/** Types that concern a task of a project: their content names the project. */
export const TASK_TICKET_TYPES: readonly TicketType[] = [
  TicketType.CreateTask,
  TicketType.CreateTaskNegotiation,
  TicketType.EditTask,
  TicketType.EditTaskNegotiation,
];

/** Types answered by the admins (project, account and policy requests). */
export const ADMIN_TICKET_TYPES: readonly TicketType[] = [
  TicketType.CreateUpdateProject,
  TicketType.CreateAccount,
  TicketType.UpdatePolicy,
];

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'number' && (TICKET_TYPES as readonly number[]).includes(value);
}

export function isNegotiationType(type: number): boolean {
  return type === TicketType.CreateTaskNegotiation || type === TicketType.EditTaskNegotiation;
}

/** The negotiation type that answers a task request, or null when the type cannot be negotiated. */
export function negotiationTypeFor(type: number): TicketType | null {
  if (type === TicketType.CreateTask) return TicketType.CreateTaskNegotiation;
  if (type === TicketType.EditTask) return TicketType.EditTaskNegotiation;
  return null;
}

function blank(v: unknown): boolean {
  return typeof v !== 'string' || v.trim() === '';
}

const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Title first, then the type (the form's order). */
export function checkTicketFields(input: {
  readonly title?: string | null;
  readonly requestType?: number | null;
}): 'ticket.title-required' | 'ticket.type-required' | null {
  if (blank(input.title)) return 'ticket.title-required';
  if (input.requestType === null || input.requestType === undefined) return 'ticket.type-required';
  return null;
}

/** The project a ticket belongs to: the content's project, else the global root 0. */
export function ticketProjectOf(content: TicketContent | null | undefined): number {
  const project = content?.project;
  return isId(project) ? (project as number) : 0;
}

export type TicketContentError =
  | 'ticket.task-name-required'
  | 'ticket.score-required'
  | 'ticket.project-required'
  | 'ticket.deadline-required'
  | 'ticket.task-required'
  | 'ticket.role-required';

/**
 * CreateTask: task name, score above 0, project and deadline (the spec's form), and a task role:
 * approving the request creates the task, which cannot exist without one.
 */
export function checkCreateTaskContent(c: TicketContent): TicketContentError | null {
  if (blank(c.taskName)) return 'ticket.task-name-required';
  if (!positive(c.score)) return 'ticket.score-required';
  if (!isId(c.project)) return 'ticket.project-required';
  if (!isValidYmd(c.deadline)) return 'ticket.deadline-required';
  if (!isId(c.role) || c.role === 0) return 'ticket.role-required';
  return null;
}

/** EditTask: the project and task, a new score above 0 and a new deadline. */
export function checkEditTaskContent(c: TicketContent): TicketContentError | null {
  if (!isId(c.project)) return 'ticket.project-required';
  if (!isId(c.task)) return 'ticket.task-required';
  if (!positive(c.scoreNew)) return 'ticket.score-required';
  if (!isValidYmd(c.deadlineNew)) return 'ticket.deadline-required';
  return null;
}

/**
 * A counter-proposal, in the fields of the request it answers: task name, score above 0
 * and deadline (score/deadline for a new task, scoreNew/deadlineNew for an edit).
 */
export function checkNegotiationContent(requestType: number, c: TicketContent): TicketContentError | null {
  const edit = requestType === TicketType.EditTask || requestType === TicketType.EditTaskNegotiation;
  if (blank(c.taskName)) return 'ticket.task-name-required';
  if (!positive(edit ? c.scoreNew : c.score)) return 'ticket.score-required';
  if (!isValidYmd(edit ? c.deadlineNew : c.deadline)) return 'ticket.deadline-required';
  return null;
}
