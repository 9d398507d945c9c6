/// <reference types="jest" />
import { Role } from '../roles';
import { TaskStatus } from '../statuses';
import { compareTaskDashboard, compareTaskList, isOpenSudden, sortTasks, type OrderableTask } from './order';

const { Planning: P, InProgress: I, Completed: C, Success: S, Failure: F } = TaskStatus;

const t = (taskId: number, status: number, createdAt: string, isSudden = false, role: number = Role.UnityDev): OrderableTask => ({
  taskId,
  status,
  createdAt,
  isSudden,
  role,
});

describe('task order', () => {
  it.each([
    [P, true, true],
    [I, true, true],
    [C, true, false],
    [S, true, false],
    [F, true, false],
    [P, false, false],
  ])('status %i sudden %p: open sudden %p', (status, isSudden, out) => {
    expect(isOpenSudden({ status, isSudden })).toBe(out);
  });

  const tasks = [
    t(1, S, '2024-11-01T00:00:00Z'),
    t(2, P, '2024-11-02T00:00:00Z'),
    t(3, I, '2024-11-03T00:00:00Z', true),
    t(4, C, '2024-11-04T00:00:00Z', true),
    t(5, P, '2024-11-05T00:00:00Z'),
    t(6, P, '2024-11-01T00:00:00Z', true),
    t(7, I, '2024-11-02T00:00:00Z'),
    t(8, P, '2024-11-05T00:00:00Z'),
    t(9, F, '2024-11-06T00:00:00Z'),
  ];

  it('orders the project task list: open sudden, status, newest, id', () => {
    // 3 and 6 are open sudden (weighed as Planning, so newest first: 3 then 6);
    // the completed sudden task 4 falls back to its status.
    expect(sortTasks(tasks).map((x) => x.taskId)).toEqual([3, 6, 5, 8, 2, 7, 4, 1, 9]);
  });

  it('orders the task dashboard: open sudden, status, role, id', () => {
    const rows = [
      t(1, I, '', false, Role.GameDesign),
      t(2, I, '', false, Role.UnityDev),
      t(3, P, '', false, Role.Artist2D),
      t(4, I, '', true, Role.GameDesign),
      t(5, P, '', true, Role.GameDesign),
      t(6, I, '', false, Role.UnityDev),
      t(7, C, '', true, Role.Ua),
    ];
    expect(sortTasks(rows, 'dashboard').map((x) => x.taskId)).toEqual([5, 4, 3, 2, 6, 1, 7]);
  });

  it.each<[string, OrderableTask, OrderableTask, number]>([
    ['sudden before status', t(1, I, '2024-11-01T00:00:00Z', true), t(2, P, '2024-11-05T00:00:00Z'), -1],
    ['status ascending', t(1, P, '2024-11-01T00:00:00Z'), t(2, I, '2024-11-05T00:00:00Z'), -1],
    ['newest created first', t(1, P, '2024-11-05T00:00:00Z'), t(2, P, '2024-11-01T00:00:00Z'), -1],
    ['then task id ascending', t(2, P, '2024-11-01T00:00:00Z'), t(1, P, '2024-11-01T00:00:00Z'), 1],
    ['Date and string instants mix', { ...t(1, P, ''), createdAt: new Date('2024-11-05T00:00:00Z') }, t(2, P, '2024-11-01T00:00:00Z'), -1],
  ])('list: %s', (_label, a, b, sign) => {
    expect(Math.sign(compareTaskList(a, b))).toBe(sign);
    expect(Math.sign(compareTaskList(b, a))).toBe(-sign);
  });

  it('dashboard ignores creation time', () => {
    expect(compareTaskDashboard(t(1, P, '2024-11-01T00:00:00Z'), t(2, P, '2024-11-05T00:00:00Z'))).toBeLessThan(0);
  });

  it('returns a copy', () => {
    const input = [t(2, I, ''), t(1, P, '')];
    const out = sortTasks(input);
    expect(out.map((x) => x.taskId)).toEqual([1, 2]);
    expect(input.map((x) => x.taskId)).toEqual([2, 1]);
  });
});
