import { BreakTime, makeTaskContent, TicketPriority, TicketType } from '@studio/domain';

import {
  checkDraft,
  contentOf,
  draftFromContent,
  draftFromTicket,
  emptyDraft,
  negotiationDraft,
  parseDate,
  parseNumber,
  type TicketDraft,
} from '~/components/tickets/ticket-draft';
import type { Ticket } from '~/components/tickets/ticket-model';

// 12:00 in Ho Chi Minh City: a break can start tomorrow at the earliest.
const NOW = new Date('2026-01-10T05:00:00.000Z');
const draft = (fields: Partial<TicketDraft>): TicketDraft => ({ ...emptyDraft(fields.type ?? null), title: 'A request', ...fields });

function ticket(fields: Partial<Ticket>): Ticket {
  return {
    id: 1, title: 'Need a boss', description: 'with phases', requestType: TicketType.CreateTask, priority: TicketPriority.High,
    deadline: 20260201, createdBy: 'e-9', createdByName: 'Lan', createdAt: '2026-01-02T03:00:00.000Z', updatedAt: '2026-01-02T03:00:00.000Z',
    updatedBy: null, hidden: false, content: {}, projectId: 3, employees: [], response: null, withdrawnAt: null,
    state: 0, permissions: [],
    ...fields,
  } as Ticket;
}

describe('typed values', () => {
  it('a number: blank is none, a decimal comma reads as a point, junk is NaN so the rules refuse it', () => {
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber(' 1,5 ')).toBe(1.5);
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('twelve')).toBeNaN();
  });

  it('a date DD/MM/YYYY: blank is none, an impossible one is NaN', () => {
    expect(parseDate('')).toBeNull();
    expect(parseDate('3/2/2026')).toBe(20260203);
    expect(parseDate('31/02/2026')).toBeNaN();
    expect(parseDate('2026-02-03')).toBeNaN();
  });
});

describe('draft <-> content', () => {
  it('a break: its date shown DD/MM/YYYY, paid leave unless it says otherwise, and back', () => {
    const d = draftFromContent(TicketType.Break, { date: 20260112, breakTime: BreakTime.Afternoon });
    expect(d).toMatchObject({ breakDate: '12/01/2026', breakTime: '1', isPermitted: true });
    expect(contentOf(d)).toEqual({ date: 20260112, breakTime: 1, isPermitted: true });
    expect(draftFromContent(TicketType.Break, { date: 'junk', isPermitted: false })).toMatchObject({ breakDate: '', breakTime: '', isPermitted: false });
    expect(contentOf(draft({ type: TicketType.Break }))).toEqual({ date: null, breakTime: null, isPermitted: true });
  });

  it('project, account and policy requests carry a trimmed text only', () => {
    for (const type of [TicketType.CreateUpdateProject, TicketType.CreateAccount, TicketType.UpdatePolicy]) {
      const d = draftFromContent(type, { text: 'please', project: 3 });
      expect(d.text).toBe('please');
      expect(d.project).toBe('');
      expect(contentOf({ ...d, text: '  two lines\n ' })).toEqual({ text: 'two lines' });
    }
  });

  it('a new task: the input as task content, numbers and ids typed, blanks as none, no alt score as 0', () => {
    const d = draft({
      type: TicketType.CreateTask, project: '3', role: '12', taskName: ' Boss fight ', input: ' the brief ', score: '8,5', taskDeadline: '20/01/2026',
    });
    expect(contentOf(d)).toEqual({
      project: 3, role: 12, taskName: 'Boss fight', input: makeTaskContent('the brief'), score: 8.5, deadline: 20260120, employee: null, altScore: 0,
    });
    expect(contentOf({ ...d, input: ' ', project: '', employee: 'e-2', altScore: '2' })).toMatchObject({ input: '', project: null, employee: 'e-2', altScore: 2 });
    // Read back from its content: the same draft.
    expect(draftFromContent(TicketType.CreateTask, contentOf(d))).toMatchObject({
      project: '3', role: '12', taskName: 'Boss fight', input: 'the brief', score: '8.5', taskDeadline: '20/01/2026', altScore: '0',
    });
  });

  it('an edit of a task: the new values in scoreNew/deadlineNew, the old ones kept, the old name defaulting to the name', () => {
    const d = draftFromContent(TicketType.EditTask, {
      project: 3, task: 70, taskName: 'Boss fight', scoreOld: 8, scoreNew: 10, deadlineOld: 20260120, deadlineNew: 20260125, altScoreOld: 1, altScoreNew: 2,
    });
    expect(d).toMatchObject({ taskNameOld: 'Boss fight', score: '10', taskDeadline: '25/01/2026', altScore: '2', scoreOld: 8, deadlineOld: 20260120, altScoreOld: 1 });
    expect(contentOf(d)).toEqual({
      project: 3, task: 70, taskName: 'Boss fight', role: null, scoreOld: 8, scoreNew: 10, deadlineOld: 20260120, deadlineNew: 20260125, altScoreOld: 1, altScoreNew: 2,
    });
    expect(contentOf({ ...d, type: TicketType.EditTaskNegotiation, assignTo: 'e-9' })).toMatchObject({ assignTo: 'e-9' });
    expect(contentOf(d)).not.toHaveProperty('assignTo');
  });

  it('a ticket: title, description, priority and deadline beside its content; no priority reads Medium', () => {
    const d = draftFromTicket(ticket({ content: { project: 3, taskName: 'Boss fight', score: 8 } }));
    expect(d).toMatchObject({ type: TicketType.CreateTask, title: 'Need a boss', description: 'with phases', priority: String(TicketPriority.High), deadline: '01/02/2026', project: '3', score: '8' });
    expect(draftFromTicket(ticket({ priority: 0, deadline: null })).priority).toBe(String(TicketPriority.Medium));
    expect(draftFromTicket(ticket({ priority: 0, deadline: null })).deadline).toBe('');
  });
});

describe('negotiationDraft', () => {
  it('a counter-proposal to a new task: the request values become the old ones, addressed to the requester', () => {
    const request = ticket({ content: { project: 3, role: 12, taskName: 'Boss fight', input: makeTaskContent('the brief'), score: 8, deadline: 20260120, altScore: 1 } });
    const d = negotiationDraft(request);
    expect(d).toMatchObject({
      type: TicketType.CreateTaskNegotiation, assignTo: 'e-9', taskName: 'Boss fight', taskNameOld: 'Boss fight', inputOld: 'the brief',
      score: '8', scoreOld: 8, deadlineOld: 20260120, altScoreOld: 1,
    });
    expect(contentOf({ ...d, score: '10' })).toMatchObject({ score: 10, scoreOld: 8, inputOld: makeTaskContent('the brief'), assignTo: 'e-9', altScoreNew: 1, altScoreOld: 1 });
  });

  it('a counter-proposal to an edit keeps the edit\'s old values', () => {
    const request = ticket({ requestType: TicketType.EditTask, content: { project: 3, task: 70, taskName: 'Boss fight', scoreOld: 8, scoreNew: 10, deadlineNew: 20260125 } });
    expect(negotiationDraft(request)).toMatchObject({ type: TicketType.EditTaskNegotiation, assignTo: 'e-9', scoreOld: 8, score: '10', taskDeadline: '25/01/2026' });
  });
});

describe('checkDraft', () => {
  const task = { type: TicketType.CreateTask, project: '3', role: '12', taskName: 'Boss fight', score: '8', taskDeadline: '20/01/2026' };

  it('title and type first, then an unreadable deadline of the ticket', () => {
    expect(checkDraft(draft({ ...task, title: ' ' }), 5, NOW)).toEqual({ code: 'ticket.title-required', field: 'title' });
    expect(checkDraft(draft({ type: null }), 5, NOW)).toEqual({ code: 'ticket.type-required', field: 'type' });
    expect(checkDraft(draft({ ...task, deadline: '32/01/2026' }), 5, NOW)).toEqual({ code: 'common.invalid-date', field: 'deadline' });
    expect(checkDraft(draft(task), 5, NOW)).toBeNull();
  });

  it('a break: each problem beside its field, judged at `now` and against the leave left', () => {
    const leave = { type: TicketType.Break, breakDate: '11/01/2026', breakTime: String(BreakTime.FullDay) };
    expect(checkDraft(draft(leave), 5, NOW)).toBeNull();
    expect(checkDraft(draft({ ...leave, breakDate: '99/01/2026' }), 5, NOW)).toEqual({ code: 'common.invalid-date', field: 'breakDate' });
    expect(checkDraft(draft({ ...leave, breakDate: '10/01/2026' }), 5, NOW)).toEqual({ code: 'break.date-too-early', params: { date: '11/01/2026' }, field: 'breakDate' });
    expect(checkDraft(draft({ ...leave, breakDate: '' }), 5, NOW)).toEqual({ code: 'break.fill-all-fields', field: 'breakDate' });
    expect(checkDraft(draft({ ...leave, breakTime: '' }), 5, NOW)).toEqual({ code: 'break.fill-all-fields', field: 'breakTime' });
    expect(checkDraft(draft(leave), 0.5, NOW)).toEqual({ code: 'break.not-enough-days', field: 'isPermitted' });
    expect(checkDraft(draft({ ...leave, isPermitted: false }), 0, NOW)).toBeNull();
  });

  it('a new task: an unreadable deadline, each missing field beside it, and no role', () => {
    expect(checkDraft(draft({ ...task, taskDeadline: '20/13/2026' }), 5, NOW)).toEqual({ code: 'common.invalid-date', field: 'taskDeadline' });
    expect(checkDraft(draft({ ...task, taskDeadline: '' }), 5, NOW)).toEqual({ code: 'ticket.deadline-required', field: 'taskDeadline' });
    expect(checkDraft(draft({ ...task, taskName: '' }), 5, NOW)).toEqual({ code: 'ticket.task-name-required', field: 'taskName' });
    expect(checkDraft(draft({ ...task, score: '0' }), 5, NOW)).toEqual({ code: 'ticket.score-required', field: 'score' });
    expect(checkDraft(draft({ ...task, project: '' }), 5, NOW)).toEqual({ code: 'ticket.project-required', field: 'project' });
    // The domain's own rule refuses a task request of no role (which field it is shown beside: not judged here).
    expect(checkDraft(draft({ ...task, role: '' }), 5, NOW)).toMatchObject({ code: 'ticket.role-required', field: 'role' });
  });

  it('an edit and a counter-proposal follow their own rules', () => {
    const edit = { type: TicketType.EditTask, project: '3', task: '70', taskName: 'Boss fight', score: '10', taskDeadline: '25/01/2026' };
    expect(checkDraft(draft(edit), 5, NOW)).toBeNull();
    expect(checkDraft(draft({ ...edit, task: '' }), 5, NOW)).toEqual({ code: 'ticket.task-required', field: 'task' });
    expect(checkDraft(draft({ ...edit, type: TicketType.EditTaskNegotiation, taskName: '' }), 5, NOW)).toEqual({ code: 'ticket.task-name-required', field: 'taskName' });
    expect(checkDraft(draft({ ...task, type: TicketType.CreateTaskNegotiation, score: '' }), 5, NOW)).toEqual({ code: 'ticket.score-required', field: 'score' });
    // No role needed in a counter-proposal.
    expect(checkDraft(draft({ ...task, type: TicketType.CreateTaskNegotiation, role: '' }), 5, NOW)).toBeNull();
  });
});
