/// <reference types="jest" />
import { errorMessage } from '../errors';
import { TicketType } from '../statuses';
import {
  checkCreateTaskContent, checkEditTaskContent, checkNegotiationContent, checkTicketFields, isNegotiationType,
  negotiationTypeFor, ticketProjectOf,
} from './ticket-rules';

const createTask = { project: 3, taskName: 'Level 4', score: 16, deadline: 20261130, role: 12 };
const editTask = { project: 3, task: 9, scoreNew: 8, deadlineNew: 20261130 };

describe('ticket fields', () => {
  it('title first, then the type', () => {
    expect(checkTicketFields({ title: ' ', requestType: null })).toBe('ticket.title-required');
    expect(checkTicketFields({ title: 'Leave', requestType: undefined })).toBe('ticket.type-required');
    expect(checkTicketFields({ title: 'Leave', requestType: TicketType.Break })).toBeNull();
    expect(errorMessage('ticket.title-required', 'en')).toBe('Title is required');
    expect(errorMessage('ticket.type-required', 'en')).toBe('Request type is required');
  });

  it('only task requests can be negotiated, into 13 and 15', () => {
    expect(negotiationTypeFor(TicketType.CreateTask)).toBe(TicketType.CreateTaskNegotiation);
    expect(negotiationTypeFor(TicketType.EditTask)).toBe(TicketType.EditTaskNegotiation);
    for (const type of [1, 2, 3, 11, 13, 15]) expect(negotiationTypeFor(type)).toBeNull();
    expect([13, 15].every(isNegotiationType)).toBe(true);
    expect([1, 2, 3, 11, 12, 14].some(isNegotiationType)).toBe(false);
  });

  it('the project comes from the content, else the global root', () => {
    expect(ticketProjectOf({ project: 7 })).toBe(7);
    expect(ticketProjectOf({ project: '7' })).toBe(0);
    expect(ticketProjectOf({})).toBe(0);
    expect(ticketProjectOf(null)).toBe(0);
  });
});

describe('content by type', () => {
  it.each<[object, string | null]>([
    [createTask, null],
    [{ ...createTask, taskName: '  ' }, 'ticket.task-name-required'],
    [{ ...createTask, score: 0 }, 'ticket.score-required'],
    [{ ...createTask, score: '16' }, 'ticket.score-required'],
    [{ ...createTask, project: undefined }, 'ticket.project-required'],
    [{ ...createTask, deadline: 20261131 }, 'ticket.deadline-required'],
    [{ ...createTask, role: undefined }, 'ticket.role-required'],
    [{ ...createTask, role: 0 }, 'ticket.role-required'],
  ])('CreateTask %j -> %s', (c, code) => {
    expect(checkCreateTaskContent(c as Record<string, unknown>)).toBe(code);
  });

  it.each<[object, string | null]>([
    [editTask, null],
    [{ ...editTask, scoreNew: 0 }, 'ticket.score-required'],
    [{ ...editTask, deadlineNew: null }, 'ticket.deadline-required'],
    [{ ...editTask, task: undefined }, 'ticket.task-required'],
  ])('EditTask %j -> %s', (c, code) => {
    expect(checkEditTaskContent(c as Record<string, unknown>)).toBe(code);
  });

  it('a counter-proposal needs a name, a score above 0 and a deadline, in the fields of its request', () => {
    expect(checkNegotiationContent(TicketType.CreateTask, { taskName: 'x', score: 1, deadline: 20261201 })).toBeNull();
    expect(checkNegotiationContent(TicketType.CreateTask, { taskName: '', score: 1, deadline: 20261201 })).toBe('ticket.task-name-required');
    expect(checkNegotiationContent(TicketType.EditTask, { taskName: 'x', score: 1, deadline: 20261201 })).toBe('ticket.score-required');
    expect(checkNegotiationContent(TicketType.EditTaskNegotiation, { taskName: 'x', scoreNew: 2 })).toBe('ticket.deadline-required');
    expect(errorMessage('ticket.task-name-required', 'vi')).toBe('Tên công việc không được để trống.');
    expect(errorMessage('ticket.score-required', 'vi')).toBe('Vui lòng nhập điểm công việc.');
    expect(errorMessage('ticket.deadline-required', 'vi')).toBe('Hạn chót công việc không được để trống.');
  });
});
