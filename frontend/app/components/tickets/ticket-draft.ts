// The request form's draft: every field as the inputs hold it, its conversion to and from the
// content of each type (spec 2 'Content by type'), and the checks run before sending (the
// server's own rules from libs/domain). Pure: safe on the server and in tests.
import {
  checkBreakRequest,
  checkCreateTaskContent,
  checkEditTaskContent,
  checkNegotiationContent,
  checkTicketFields,
  formatYmd,
  isValidYmd,
  makeTaskContent,
  parseDisplayDate,
  TicketPriority,
  TicketType,
} from '@studio/domain';

import { inputText, isEditTaskLike, PLAIN_TEXT_TYPES, type Ticket, type TicketContent } from '~/components/tickets/ticket-model';

// ---- Form draft: every field as the inputs hold it (text), whatever the type ----
export type TicketDraft = {
  type: number | null;
  title: string;
  description: string;
  priority: string;
  /** DD/MM/YYYY or ''. */
  deadline: string;
  // Break
  breakDate: string;
  breakTime: string;
  isPermitted: boolean;
  // Task types
  project: string;
  task: string;
  taskName: string;
  input: string;
  score: string;
  taskDeadline: string;
  employee: string;
  role: string;
  altScore: string;
  // The values before the change (EditTask) or before the counter-proposal (negotiations).
  taskNameOld: string;
  inputOld: string;
  scoreOld: number | null;
  deadlineOld: number | null;
  altScoreOld: number | null;
  assignTo: string;
  // Project, account and policy requests
  text: string;
};

export function emptyDraft(type: number | null = null): TicketDraft {
  return {
    type,
    title: '',
    description: '',
    priority: String(TicketPriority.Medium),
    deadline: '',
    breakDate: '',
    breakTime: '',
    isPermitted: true,
    project: '',
    task: '',
    taskName: '',
    input: '',
    score: '',
    taskDeadline: '',
    employee: '',
    role: '',
    altScore: '',
    taskNameOld: '',
    inputOld: '',
    scoreOld: null,
    deadlineOld: null,
    altScoreOld: null,
    assignTo: '',
    text: '',
  };
}

function s(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

function n(v: unknown): number | null {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

function ymdText(v: unknown): string {
  const x = n(v);
  return x !== null && isValidYmd(x) ? formatYmd(x) : '';
}

/** The form of a content of `type` (an existing ticket, or a prefill from another screen). */
export function draftFromContent(type: number | null, content: TicketContent | null | undefined, base = emptyDraft(type)): TicketDraft {
  const c = content ?? {};
  const d: TicketDraft = { ...base, type };
  if (type === TicketType.Break) {
    d.breakDate = ymdText(c.date);
    d.breakTime = n(c.breakTime) === null ? '' : String(n(c.breakTime));
    d.isPermitted = c.isPermitted !== false;
    return d;
  }
  if (type !== null && PLAIN_TEXT_TYPES.includes(type)) {
    d.text = s(c.text);
    return d;
  }
  d.project = s(c.project);
  d.task = s(c.task);
  d.taskName = s(c.taskName);
  d.role = s(c.role);
  d.employee = s(c.employee);
  d.assignTo = s(c.assignTo);
  if (type !== null && isEditTaskLike(type)) {
    d.taskNameOld = s(c.taskNameOld) || s(c.taskName);
    d.scoreOld = n(c.scoreOld);
    d.deadlineOld = n(c.deadlineOld);
    d.altScoreOld = n(c.altScoreOld);
    d.score = s(c.scoreNew);
    d.taskDeadline = ymdText(c.deadlineNew);
    d.altScore = s(c.altScoreNew);
  } else {
    d.input = inputText(c.input);
    d.score = s(c.score);
    d.taskDeadline = ymdText(c.deadline);
    d.altScore = s(c.altScore ?? c.altScoreNew);
    d.taskNameOld = s(c.taskNameOld);
    d.inputOld = inputText(c.inputOld);
    d.scoreOld = n(c.scoreOld);
    d.deadlineOld = n(c.deadlineOld);
    d.altScoreOld = n(c.altScoreOld);
  }
  return d;
}

export function draftFromTicket(ticket: Ticket): TicketDraft {
  const base = emptyDraft(ticket.requestType);
  base.title = ticket.title ?? '';
  base.description = ticket.description ?? '';
  base.priority = String(ticket.priority || TicketPriority.Medium);
  base.deadline = ymdText(ticket.deadline);
  return draftFromContent(ticket.requestType, ticket.content, base);
}

/** A typed number: '' -> null, '1,5' -> 1.5, junk -> NaN (so rules refuse it). */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : Number(t);
}

/** DD/MM/YYYY -> yyyymmdd; '' -> null; an invalid text -> NaN. */
export function parseDate(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDisplayDate(text) ?? NaN;
}

const idOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The wire content of the draft's type (spec 2 'Content by type'). */
export function contentOf(d: TicketDraft): TicketContent {
  const type = d.type;
  if (type === TicketType.Break) {
    return { date: parseDate(d.breakDate), breakTime: d.breakTime === '' ? null : Number(d.breakTime), isPermitted: d.isPermitted };
  }
  if (type === null || PLAIN_TEXT_TYPES.includes(type)) return { text: d.text.trim() };
  const score = parseNumber(d.score);
  const deadline = parseDate(d.taskDeadline);
  const altScore = parseNumber(d.altScore) ?? 0;
  const common = { project: idOrNull(d.project), taskName: d.taskName.trim(), role: idOrNull(d.role) };
  if (type === TicketType.CreateTask) {
    return {
      ...common,
      input: d.input.trim() ? makeTaskContent(d.input.trim()) : '',
      score,
      deadline,
      employee: d.employee || null,
      altScore,
    };
  }
  if (type === TicketType.CreateTaskNegotiation) {
    return {
      ...common,
      taskNameOld: d.taskNameOld,
      input: d.input.trim() ? makeTaskContent(d.input.trim()) : '',
      inputOld: d.inputOld ? makeTaskContent(d.inputOld) : '',
      score,
      scoreOld: d.scoreOld,
      deadline,
      deadlineOld: d.deadlineOld,
      employee: d.employee || null,
      assignTo: d.assignTo || null,
      altScoreOld: d.altScoreOld ?? 0,
      altScoreNew: altScore,
    };
  }
  // EditTask and its negotiation.
  return {
    ...common,
    task: idOrNull(d.task),
    scoreOld: d.scoreOld,
    scoreNew: score,
    deadlineOld: d.deadlineOld,
    deadlineNew: deadline,
    altScoreOld: d.altScoreOld ?? 0,
    altScoreNew: altScore,
    ...(type === TicketType.EditTaskNegotiation ? { assignTo: d.assignTo || null } : {}),
  };
}

/**
 * The counter-proposal draft an approver starts from (spec 2: the negotiation popup is
 * prefilled with the request content): the request's values become the old ones.
 */
export function negotiationDraft(ticket: Ticket): TicketDraft {
  const request = draftFromTicket(ticket);
  if (ticket.requestType === TicketType.EditTask) {
    return { ...request, type: TicketType.EditTaskNegotiation, assignTo: ticket.createdBy };
  }
  return {
    ...request,
    type: TicketType.CreateTaskNegotiation,
    taskNameOld: request.taskName,
    inputOld: request.input,
    scoreOld: parseNumber(request.score),
    deadlineOld: parseDate(request.taskDeadline),
    altScoreOld: parseNumber(request.altScore) ?? 0,
    assignTo: ticket.createdBy,
  };
}

export type DraftField = keyof TicketDraft;

export type DraftProblem = { code: string; params?: Record<string, string>; field: DraftField };

const CONTENT_FIELD: Record<string, DraftField> = {
  'ticket.task-name-required': 'taskName',
  'ticket.score-required': 'score',
  'ticket.project-required': 'project',
  'ticket.deadline-required': 'taskDeadline',
  'ticket.task-required': 'task',
  'ticket.role-required': 'role',
};

/**
 * The first problem of a draft, with the rules the server applies (libs/domain): title and
 * type, then the content of the type. `permittedDayLeft` is the user's leave balance.
 */
export function checkDraft(d: TicketDraft, permittedDayLeft: number | null, now = new Date()): DraftProblem | null {
  const fields = checkTicketFields({ title: d.title, requestType: d.type });
  if (fields) return { code: fields, field: fields === 'ticket.title-required' ? 'title' : 'type' };
  if (Number.isNaN(parseDate(d.deadline))) return { code: 'common.invalid-date', field: 'deadline' };
  const type = d.type as number;
  const content = contentOf(d);
  if (type === TicketType.Break) {
    if (Number.isNaN(content.date)) return { code: 'common.invalid-date', field: 'breakDate' };
    const problem = checkBreakRequest(
      { date: content.date as number | null, title: d.title, breakTime: content.breakTime as number | null, isPermitted: d.isPermitted, permittedDayLeft },
      now,
    );
    if (!problem) return null;
    if (problem.code === 'break.date-too-early') return { code: problem.code, params: problem.params, field: 'breakDate' };
    if (problem.code === 'break.not-enough-days') return { code: problem.code, field: 'isPermitted' };
    return { code: problem.code, field: content.date === null ? 'breakDate' : 'breakTime' };
  }
  if (Number.isNaN(parseDate(d.taskDeadline))) return { code: 'common.invalid-date', field: 'taskDeadline' };
  let code: string | null = null;
  if (type === TicketType.CreateTask) {
    code = checkCreateTaskContent(content);
    // A task of no role can never be created: the approval would fail.
    if (!code && content.role === null) return { code: 'tickets.role-required', field: 'role' };
  }
  else if (type === TicketType.EditTask) code = checkEditTaskContent(content);
  else if (type === TicketType.CreateTaskNegotiation || type === TicketType.EditTaskNegotiation) code = checkNegotiationContent(type, content);
  return code ? { code, field: CONTENT_FIELD[code] ?? 'taskName' } : null;
}
