/// <reference types="jest" />
import { ERRORS, errorMessage } from '../errors';
import { Role } from '../roles';
import { TaskStatus } from '../statuses';
import { makeTaskContent } from './task-content';
import {
  ADMIN_SCORE_LIMIT,
  NO_CHANGE,
  canDelete,
  checkAssigneeEdit,
  checkBenchmarkOrEfficiencyEdit,
  checkCreateTask,
  checkDeadlineEdit,
  checkDelete,
  checkInputOutputEdit,
  checkNameEdit,
  checkScoreEdit,
  checkTaskEditable,
  clampScore,
  creativeInitialScore,
  mayHaveCreativeType,
  offersCreativeType,
  scoreLimitFor,
  type CreateTaskInput,
} from './task-rules';

const { Planning: P, InProgress: I, Completed: C, Success: S, Failure: F } = TaskStatus;
const OUT = makeTaskContent('https://drive.studio.vn/out');

const valid: CreateTaskInput = { role: Role.UnityDev, name: 'Build level 3', score: 16, deadline: 20241130 };
const creative: CreateTaskInput = { ...valid, role: Role.VideoEditor, employee: 'e1', output: OUT };

describe('checkCreateTask', () => {
  it.each<[string, CreateTaskInput, string | null]>([
    ['a valid task', valid, null],
    ['a valid sudden task', { ...valid, isSudden: true, employee: 'e1' }, null],
    ['a valid creative task', creative, null],
    ['sudden without employee', { ...valid, isSudden: true }, 'task.employee-required'],
    ['sudden with blank employee', { ...valid, isSudden: true, employee: ' ' }, 'task.employee-required'],
    ['sudden check comes before the role', { ...valid, role: Role.Unknown, isSudden: true }, 'task.employee-required'],
    ['role Unknown', { ...valid, role: Role.Unknown }, 'task.role-required'],
    ['a system role', { ...valid, role: Role.SystemAdmin }, 'task.role-required'],
    ['a role outside 0-54', { ...valid, role: 99 }, 'task.role-required'],
    ['role comes before the name', { ...valid, role: Role.Unknown, name: '' }, 'task.role-required'],
    ['no name', { ...valid, name: undefined }, 'task.name-required'],
    ['a blank name', { ...valid, name: '   ' }, 'task.name-required'],
    ['creative without employee', { ...creative, employee: null }, 'task.creative-employee-required'],
    ['creative without output', { ...creative, output: '' }, 'task.output-required'],
    ['creative with invalid output', { ...creative, output: 'https://x.vn' }, 'task.content-invalid'],
    ['creative with blank output', { ...creative, output: makeTaskContent('  ') }, 'task.output-empty'],
    ['isCreative overrides the role', { ...valid, isCreative: true }, 'task.creative-employee-required'],
    ['isCreative false skips the output', { ...creative, isCreative: false, output: '' }, null],
    ['creative checks come before score', { ...creative, employee: '', score: 0 }, 'task.creative-employee-required'],
    ['score 0', { ...valid, score: 0 }, 'task.score-required'],
    ['no score', { ...valid, score: null }, 'task.score-required'],
    ['NaN score', { ...valid, score: Number.NaN }, 'task.score-required'],
    ['a negative score', { ...valid, score: -4 }, 'task.score-negative'],
    ['score above the limit', { ...valid, score: 17, scoreLimit: 16 }, 'task.score-exceeds-limit'],
    ['score at the limit', { ...valid, score: 16, scoreLimit: 16 }, null],
    ['a role without a score limit (0)', { ...valid, score: 5, scoreLimit: 0 }, 'task.score-limit-unset'],
    ['score checks come before the deadline', { ...valid, score: 0, deadline: null }, 'task.score-required'],
    ['no deadline', { ...valid, deadline: null }, 'task.deadline-input-required'],
    ['an impossible deadline', { ...valid, deadline: 20240231 }, 'task.deadline-input-required'],
  ])('%s', (_label, input, code) => {
    expect(checkCreateTask(input)).toBe(code);
  });

  it.each([
    ['task.employee-required', 'Please select employee'],
    ['task.role-required', 'Failed to create task'],
    ['task.name-required', 'Please input task name'],
    ['task.creative-employee-required', 'Please assign employee'],
    ['task.score-required', 'Please input score'],
    ['task.deadline-input-required', 'Please input deadline'],
  ])('%s says "%s"', (code, en) => {
    expect(errorMessage(code, 'en')).toBe(en);
  });
});

describe('score', () => {
  it.each<[number | boolean, number | null | undefined, number]>([
    [true, 20, ADMIN_SCORE_LIMIT],
    [Role.SystemAdmin, null, 1000],
    [false, 40, 40],
    [Role.UnityDev, 40, 40],
    [Role.UnityDev, null, 0],
    [Role.UnityDev, undefined, 0],
    [Role.UnityDev, -5, 0],
    [Role.UnityDev, Number.NaN, 0],
  ])('scoreLimitFor(%p, %p) = %p', (who, configured, limit) => {
    expect(scoreLimitFor(who, configured)).toBe(limit);
  });

  it.each([
    [5, 10, 5],
    [-3, 10, 0],
    [15, 10, 10],
    [0, 10, 0],
    [10, 10, 10],
    [7, 0, 0],
    [7, -1, 0],
    [Number.NaN, 10, 0],
  ])('clampScore(%p, %p) = %p', (score, limit, out) => {
    expect(clampScore(score, limit)).toBe(out);
  });

  it.each<[number, number, number, string | null]>([
    [8, 16, 40, null],
    [8, 0, 40, null],
    [8, 40, 40, null],
    [8, -1, 40, 'task.score-negative'],
    [8, 41, 40, 'task.score-exceeds-limit'],
    [8, 9, 0, 'task.score-limit-unset'],
    [8, 8, 0, NO_CHANGE],
    [8, 8, 40, NO_CHANGE],
    [50, 50, 40, NO_CHANGE],
    [8, Number.NaN, 40, 'task.score-required'],
  ])('checkScoreEdit(%p -> %p, limit %p) = %p', (current, next, limit, code) => {
    expect(checkScoreEdit(current, next, limit)).toBe(code);
  });

  it("answers the spec's texts", () => {
    expect(errorMessage('task.score-negative', 'en')).toBe('Score must be greater than 0');
    expect(errorMessage('task.score-exceeds-limit', 'en')).toBe('Score exceeds the limit');
    expect(errorMessage('task.score-limit-unset', 'en', { role: 'Unity Dev' })).toMatch(/^No score limit is set for the role Unity Dev:/);
  });
});

describe('field edits', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['Old', 'New', null],
    ['Old', '  New  ', null],
    ['Old', 'Old', NO_CHANGE],
    ['Old', ' Old ', NO_CHANGE],
    ['Old', '', 'project.task-view.edit.task-name.error'],
    ['Old', '   ', 'project.task-view.edit.task-name.error'],
    ['Old', null, 'project.task-view.edit.task-name.error'],
  ])('checkNameEdit(%p, %p) = %p', (current, next, code) => {
    expect(checkNameEdit(current, next)).toBe(code);
  });

  it('has catalogue texts for the rename key', () => {
    expect(ERRORS['project.task-view.edit.task-name.error'].vi).toBe('Tên công việc không được để trống');
  });

  const table = (ok: number[]) => [P, I, C, S, F].map((s) => [s, ok.includes(s)] as const);

  it.each(table([P, I, C]))('checkTaskEditable(%i) passes: %p', (status, ok) => {
    expect(checkTaskEditable(status)).toBe(ok ? null : 'task.closed');
  });

  it.each(table([P]))('checkAssigneeEdit(%i) passes: %p', (status, ok) => {
    expect(checkAssigneeEdit(status)).toBe(ok ? null : 'task.employee-not-planning');
  });

  it.each(table([C, S]))('checkBenchmarkOrEfficiencyEdit(%i) passes: %p', (status, ok) => {
    expect(checkBenchmarkOrEfficiencyEdit(status)).toBe(ok ? null : 'task.review-not-allowed');
  });

  it.each(table([P]))('canDelete(%i) = %p', (status, ok) => {
    expect(canDelete(status)).toBe(ok);
    expect(checkDelete(status)).toBe(ok ? null : 'task.delete-not-planning');
  });

  it.each<[number, boolean, boolean, string | null]>([
    [P, false, true, null],
    [I, false, true, null],
    [C, false, true, null],
    [S, false, true, 'task.deadline-not-editable'],
    [F, true, true, 'task.deadline-not-editable'],
    [P, false, false, 'common.no-permission'],
    [C, false, false, 'common.no-permission'],
    [P, true, false, null],
    [I, true, false, null],
  ])('checkDeadlineEdit(%i, global %p, permitted %p) = %p', (status, isGlobalProject, permitted, code) => {
    expect(checkDeadlineEdit(status, { isGlobalProject, hasDeadlinePermissionForRole: permitted })).toBe(code);
  });

  it.each<[number, string | null, string | null]>([
    [P, makeTaskContent('brief'), null],
    [I, makeTaskContent(''), null],
    [C, makeTaskContent('https://x.vn'), null],
    [S, makeTaskContent('x'), 'task.closed'],
    [F, makeTaskContent('x'), 'task.closed'],
    [P, 'x', 'task.content-invalid'],
    [P, '', 'task.content-invalid'],
    [P, null, 'task.content-invalid'],
    [S, 'x', 'task.closed'],
  ])('checkInputOutputEdit(%i, %p) = %p', (status, value, code) => {
    expect(checkInputOutputEdit(status, value)).toBe(code);
  });
});

// Decision 057: the creative type of a task (docs/scoring.md "Creative work").
describe('creative type', () => {
  const ua: CreateTaskInput = { ...valid, role: Role.Ua, employee: 'e1', output: OUT, creativeType: 2 };

  it('is offered for the roles of the creative tables only: UA and creative manager', () => {
    expect([Role.Ua, Role.CreativeManager].map(offersCreativeType)).toEqual([true, true]);
    expect([Role.VideoEditor, Role.UnityDev, Role.Creative].map(offersCreativeType)).toEqual([false, false, false]);
  });

  it.each([
    ['a UA playable ad', ua, null],
    ["a creative manager's video", { ...valid, role: Role.CreativeManager, creativeType: 1 }, null],
    ['no type on a UA task (not creative work)', { ...ua, creativeType: null }, null],
    ['a type on a unity dev task', { ...valid, creativeType: 1 }, 'task.creative-type-invalid'],
    ['a type outside 1-4', { ...ua, creativeType: 5 }, 'task.creative-type-invalid'],
    ['the name is checked first', { ...ua, name: '', creativeType: 9 }, 'task.name-required'],
  ] as const)('%s', (_label, input, expected) => {
    expect(checkCreateTask(input)).toBe(expected);
  });

  it('takes the score of its type when the row is set, else the typed one', () => {
    expect(creativeInitialScore(8, 2, 6)).toBe(6);
    expect(creativeInitialScore(8, 2, 0)).toBe(8);
    expect(creativeInitialScore(8, 2, undefined)).toBe(8);
    expect(creativeInitialScore(8, null, 6)).toBe(8);
    expect(mayHaveCreativeType(Role.Ua, 4)).toBe(true);
    expect(errorMessage('task.creative-type-invalid', 'en')).toMatch(/^A creative type is only for UA and creative manager tasks/);
  });
});
