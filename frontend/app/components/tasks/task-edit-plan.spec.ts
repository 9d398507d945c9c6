import { TaskStatus } from '@studio/domain';

import { EMPLOYEE_CLEAR } from '~/components/tasks/grid/task-columns';
import { planContentEdit, planEdit } from '~/components/tasks/task-edit-plan';
import type { Task } from '~/components/tasks/task-model';

const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

function task(fields: Partial<Task> = {}): Task {
  return {
    taskId: 7, altId: 'T-7', projectId: 3, taskName: 'Boss fight', role: 12, roleLevel: null,
    input: content('the brief'), output: content('the build'), score: 8, altScore: 0, finalScore: 0,
    status: TaskStatus.InProgress, isSudden: false, isArchived: false, employee: 'e-1',
    createdAt: '2026-01-02T03:00:00.000Z', startDate: '2026-01-02T03:00:00.000Z', endDate: null,
    deadline: 20260120, lastModified: '2026-01-02T03:00:00.000Z', efficiency: 2, benchmark: 3, creativeType: null,
    ...fields,
  };
}
const NOW = new Date('2026-01-10T05:00:00.000Z');
const plan = (key: Parameters<typeof planEdit>[1], value: unknown, t = task(), limit = 100, now = NOW) => planEdit(t, key, value, limit, now);

describe('planEdit', () => {
  it('a name: trimmed, unchanged when only spaces differ, refused when blank', () => {
    expect(plan('taskName', '  Boss fight v2 ')).toEqual({ kind: 'patch', patch: { name: 'Boss fight v2' } });
    expect(plan('taskName', ' Boss fight ')).toEqual({ kind: 'skip' });
    expect(plan('taskName', '   ')).toEqual({ kind: 'error', code: 'project.task-view.edit.task-name.error' });
    expect(plan('taskName', null)).toEqual({ kind: 'error', code: 'project.task-view.edit.task-name.error' });
  });

  it('a score: a decimal comma reads as a point, checked against the limit it is given', () => {
    expect(plan('score', '12,5')).toEqual({ kind: 'patch', patch: { score: 12.5 } });
    expect(plan('score', 20)).toEqual({ kind: 'patch', patch: { score: 20 } });
    expect(plan('score', '8')).toEqual({ kind: 'skip' });
    expect(plan('score', '')).toEqual({ kind: 'error', code: 'task.score-required' });
    expect(plan('score', 'abc')).toEqual({ kind: 'error', code: 'task.score-required' });
    expect(plan('score', -1)).toEqual({ kind: 'error', code: 'task.score-negative' });
    expect(plan('score', 101).kind).toBe('error');
    expect(plan('score', 101, task(), 200)).toEqual({ kind: 'patch', patch: { score: 101 } });
  });

  it("a score picked from the cell's fixed options reads as its number; a custom one stays allowed", () => {
    const tester = task({ role: 16, score: 10 });
    expect(plan('score', '50 · Active task: Easy', tester, 200)).toEqual({ kind: 'patch', patch: { score: 50 } });
    expect(plan('score', '40 · Hard', tester, 200)).toEqual({ kind: 'patch', patch: { score: 40 } });
    expect(plan('score', '37', tester, 200)).toEqual({ kind: 'patch', patch: { score: 37 } });
    expect(plan('score', '200 · Active task: Hard', tester, 100)).toEqual({ kind: 'error', code: 'task.score-exceeds-limit' });
  });

  it('an assignee: another one is sent, the clear entry or nothing clears, the same one is no change', () => {
    expect(plan('employee', 'e-2')).toEqual({ kind: 'patch', patch: { employee: 'e-2' } });
    expect(plan('employee', 'e-1')).toEqual({ kind: 'skip' });
    for (const cleared of [EMPLOYEE_CLEAR, '', null, undefined]) {
      expect(plan('employee', cleared)).toEqual({ kind: 'patch', patch: { isClearEmployee: true } });
    }
    expect(plan('employee', EMPLOYEE_CLEAR, task({ employee: null }))).toEqual({ kind: 'skip' });
  });

  it('a deadline: ISO or DD/MM/YYYY, an empty cell clears one that is set, an invalid date is refused', () => {
    expect(plan('deadline', '2026-02-03')).toEqual({ kind: 'patch', patch: { deadline: 20260203 } });
    expect(plan('deadline', '3/2/2026')).toEqual({ kind: 'patch', patch: { deadline: 20260203 } });
    expect(plan('deadline', '2026-01-20')).toEqual({ kind: 'skip' });
    expect(plan('deadline', ' ')).toEqual({ kind: 'patch', patch: { isClearDeadline: true } });
    expect(plan('deadline', null, task({ deadline: null }))).toEqual({ kind: 'skip' });
    expect(plan('deadline', '2026-02-30')).toEqual({ kind: 'error', code: 'common.invalid-date' });
    expect(plan('deadline', 'soon')).toEqual({ kind: 'error', code: 'common.invalid-date' });
  });

  it('a status: judged at the `now` it is given (restarting late work needs a new deadline)', () => {
    const completed = task({ status: TaskStatus.Completed, endDate: '2026-01-09T05:00:00.000Z' });
    expect(plan('status', String(TaskStatus.InProgress), completed)).toEqual({ kind: 'patch', patch: { status: TaskStatus.InProgress } });
    expect(plan('status', TaskStatus.InProgress, completed, 100, new Date('2026-01-25T05:00:00.000Z')))
      .toEqual({ kind: 'error', code: 'task.deadline-exceeded' });
    expect(plan('status', TaskStatus.InProgress)).toEqual({ kind: 'skip' });
    expect(plan('status', TaskStatus.Success)).toEqual({ kind: 'error', code: 'task.invalid-status-move' });
  });

  it('efficiency and benchmark: whole numbers that differ only', () => {
    expect(plan('efficiency', '3')).toEqual({ kind: 'patch', patch: { efficiency: 3 } });
    expect(plan('efficiency', 2)).toEqual({ kind: 'skip' });
    expect(plan('efficiency', '2,5')).toEqual({ kind: 'skip' });
    expect(plan('benchmark', 4)).toEqual({ kind: 'patch', patch: { benchmark: 4 } });
    expect(plan('benchmark', '3')).toEqual({ kind: 'skip' });
    expect(plan('benchmark', '')).toEqual({ kind: 'skip' });
  });

  it('a column the grid does not edit this way is no change', () => {
    expect(plan('project', 9)).toEqual({ kind: 'skip' });
    expect(plan('role', 13)).toEqual({ kind: 'skip' });
  });
});

describe('planContentEdit', () => {
  it('sends the trimmed text as task content, or nothing when the text is the same', () => {
    expect(planContentEdit(task(), 'output', '  the new build ')).toEqual({ kind: 'patch', patch: { output: content('the new build') } });
    expect(planContentEdit(task(), 'input', ' the brief ')).toEqual({ kind: 'skip' });
    // An unreadable stored content counts as empty: any text is a change.
    expect(planContentEdit(task({ input: 'not json' }), 'input', 'the brief')).toEqual({ kind: 'patch', patch: { input: content('the brief') } });
  });

  it('refuses an empty text (per field) and a closed task', () => {
    expect(planContentEdit(task(), 'input', '  ')).toEqual({ kind: 'error', code: 'task.input-empty' });
    expect(planContentEdit(task(), 'output', '')).toEqual({ kind: 'error', code: 'task.output-empty' });
    expect(planContentEdit(task({ status: TaskStatus.Success }), 'output', 'late')).toEqual({ kind: 'error', code: 'task.closed' });
  });
});
