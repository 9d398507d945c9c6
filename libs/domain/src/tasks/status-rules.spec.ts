/// <reference types="jest" />
import { errorMessage } from '../errors';
import { Role } from '../roles';
import { TaskStatus } from '../statuses';
import {
  applyStatusChange,
  checkCompletionTime,
  checkStatusChange,
  completionRuleApplies,
  elapsedDays,
  requiredDaysBeforeCompletion,
  type StatusTask,
} from './status-rules';
import { makeTaskContent } from './task-content';
import { NO_CHANGE } from './task-rules';

const { Planning: P, InProgress: I, Completed: C, Success: S, Failure: F } = TaskStatus;
// 10:00 on 27/11/2024 in Ho Chi Minh City.
const now = new Date('2024-11-27T03:00:00Z');
const ctx = { now, today: 20241127 };

const base: StatusTask = {
  status: I,
  role: Role.UnityDev,
  score: 16,
  deadline: 20241130,
  employee: 'e1',
  input: makeTaskContent('brief'),
  output: makeTaskContent('https://drive.studio.vn/out'),
  startDate: new Date('2024-11-20T02:00:00Z'),
  isSudden: false,
};

describe('checkStatusChange', () => {
  it.each<[string, Partial<StatusTask>, number, string | null]>([
    ['Planning -> InProgress', { status: P, startDate: null }, I, null],
    ['InProgress -> Planning', {}, P, null],
    ['InProgress -> Completed', {}, C, null],
    ['Completed -> InProgress', { status: C }, I, null],
    ['Completed -> Success', { status: C }, S, null],
    ['Completed -> Failure', { status: C }, F, null],
    ['the same status', {}, I, NO_CHANGE],
    ['Planning -> Completed', { status: P }, C, 'task.invalid-status-move'],
    ['InProgress -> Success', {}, S, 'task.invalid-status-move'],
    ['Success -> Completed', { status: S }, C, 'task.invalid-status-move'],
    ['Failure -> InProgress', { status: F }, I, 'task.invalid-status-move'],
    ['an unknown target', {}, 7, 'task.invalid-status-move'],
    ['no deadline from Planning', { status: P, deadline: null }, I, 'task.deadline-required'],
    ['no deadline from InProgress', { deadline: null }, C, 'task.deadline-required'],
    ['deadline before assignee', { status: P, deadline: null, employee: null }, I, 'task.deadline-required'],
    ['no assignee', { status: P, employee: null }, I, 'task.assignee-required'],
    ['blank assignee', { employee: '' }, P, 'task.assignee-required'],
    ['Completed needs neither (reviewed as is)', { status: C, deadline: null, employee: null }, S, null],
    ['empty input', { input: makeTaskContent(' ') }, C, 'task.input-empty'],
    ['missing input', { input: '' }, P, 'task.input-empty'],
    ['input checked on final moves too', { status: C, input: null }, S, 'task.input-empty'],
    ['no output', { output: '' }, C, 'task.output-required'],
    ['unreadable output', { output: 'https://x.vn' }, C, 'task.output-required'],
    ['blank output', { output: makeTaskContent('  ') }, C, 'task.output-empty'],
    ['output not needed to go back', { output: null }, P, null],
    ['InProgress after the deadline', { status: P, deadline: 20241126 }, I, 'task.deadline-exceeded'],
    ['InProgress on the deadline day', { status: P, deadline: 20241127 }, I, null],
    ['reopening after the deadline', { status: C, deadline: 20241101 }, I, 'task.deadline-exceeded'],
    ['completing late is allowed', { deadline: 20241101 }, C, null],
    ['back to Planning late is allowed', { deadline: 20241101 }, P, null],
    ['the 70 % rule', { score: 80, startDate: new Date('2024-11-22T02:00:00Z') }, C, 'task.time-rule'],
    ['the 70 % rule met', { score: 80, startDate: new Date('2024-11-20T02:00:00Z') }, C, null],
    ['exempt role', { score: 80, role: Role.Manager, startDate: now }, C, null],
  ])('%s', (_label, patch, to, code) => {
    expect(checkStatusChange({ ...base, ...patch }, to, ctx)).toBe(code);
  });

  it('derives today from now in the company time zone', () => {
    // 00:30 on 27/11 in Ho Chi Minh City is still 26/11 in UTC.
    const early = new Date('2024-11-26T17:30:00Z');
    const task = { ...base, status: P, deadline: 20241126 };
    expect(checkStatusChange(task, I, { now: early })).toBe('task.deadline-exceeded');
    expect(checkStatusChange(task, I, { now: early, timeZone: 'UTC' })).toBeNull();
  });

  it.each([
    ['task.deadline-required', 'Please set deadline first'],
    ['task.assignee-required', 'Please assign task first'],
    ['task.output-required', 'Please upload output first'],
    ['task.output-empty', 'Output content is empty'],
    ['task.input-empty', 'Input content is empty'],
    ['task.deadline-exceeded', 'Deadline exceeded'],
  ])('%s says "%s"', (code, en) => {
    expect(errorMessage(code, 'en')).toBe(en);
  });
});

describe('the 70 % rule', () => {
  it.each([
    [0, 0], [8, 0], [11, 0], [12, 1], [16, 1], [40, 3], [80, 7], [720, 63], [1000, 87],
  ])('score %p needs %p days', (score, days) => {
    expect(requiredDaysBeforeCompletion(score)).toBe(days);
  });

  it.each([
    [Role.UnityDev, 8, true],
    [Role.UnityDev, 7.9, false],
    [Role.Manager, 80, false],
    [Role.Ua, 80, false],
    [Role.StoreListing, 80, false],
    [Role.Monetization, 80, false],
    [Role.CreativeManager, 80, false],
    [Role.UnityTester, 80, false],
    [Role.Artist3D, 80, false],
    [Role.Artist2D, 80, true],
  ])('role %p, score %p: applies %p', (role, score, applies) => {
    expect(completionRuleApplies(role, score)).toBe(applies);
  });

  it.each<[Date | string | null, number]>([
    [new Date('2024-11-20T02:00:00Z'), 7],
    ['2024-11-20T02:00:00.000Z', 7],
    // 23:30 on 26/11 local: one calendar day before 27/11.
    [new Date('2024-11-26T16:30:00Z'), 1],
    [new Date('2024-11-26T17:30:00Z'), 0],
    [null, 0],
    ['not a date', 0],
    [new Date('2024-12-01T00:00:00Z'), 0],
  ])('elapsedDays(%p) = %p', (start, days) => {
    expect(elapsedDays(start, now)).toBe(days);
  });

  it.each<[number, number, string, string | null]>([
    [Role.UnityDev, 80, '2024-11-20T02:00:00Z', null],
    [Role.UnityDev, 80, '2024-11-21T02:00:00Z', 'task.time-rule'],
    [Role.UnityDev, 12, '2024-11-27T00:00:00Z', 'task.time-rule'],
    [Role.UnityDev, 11, '2024-11-27T00:00:00Z', null],
    [Role.Artist3D, 1000, '2024-11-27T00:00:00Z', null],
  ])('role %p, score %p, started %s: %p', (role, score, start, code) => {
    expect(checkCompletionTime({ role, score, startDate: start }, now)).toBe(code);
  });

  it('says the task has not used 70% of its time', () => {
    expect(errorMessage('task.time-rule', 'en')).toContain('70%');
  });
});

describe('applyStatusChange', () => {
  it('sets the start date on the first start only', () => {
    expect(applyStatusChange({ ...base, status: P, startDate: null }, I, now)).toEqual({
      status: I,
      startDate: now,
      finalScore: 16,
    });
    const again = applyStatusChange({ ...base, status: P }, I, now);
    expect(again.startDate).toBeUndefined();
  });

  it('ends, unflags and freezes the decayed score on Completed', () => {
    const late = { ...base, isSudden: true, deadline: 20241124 };
    expect(applyStatusChange(late, C, now)).toEqual({ status: C, endDate: now, isSudden: false, finalScore: 11.2 });
  });

  it('clears the end date when reopened', () => {
    const done = { ...base, status: C, endDate: new Date('2024-11-26T03:00:00Z') };
    expect(applyStatusChange(done, I, now)).toEqual({ status: I, endDate: null, finalScore: 16 });
  });

  it.each([S, F])('keeps the frozen score on final status %i', (to) => {
    expect(applyStatusChange({ ...base, status: C, endDate: now }, to, now)).toEqual({ status: to });
  });

  it('recomputes the decayed score when moved back to Planning', () => {
    expect(applyStatusChange({ ...base, deadline: 20241125 }, P, now)).toEqual({ status: P, finalScore: 12.8 });
  });

  it('decays at the late penalty of the task\'s role (role-penalties): 3 days at 15 % freezes 16 x 0.55', () => {
    const late = { ...base, deadline: 20241124 };
    expect(applyStatusChange(late, C, now, undefined, 15).finalScore).toBe(8.8);
    expect(applyStatusChange(late, C, now, undefined, 0).finalScore).toBe(16);
  });
});
