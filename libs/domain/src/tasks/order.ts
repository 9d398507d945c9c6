// Task list orders. The server answers lists already sorted; the screen
// re-sorts with the same comparators after an inline edit.
import { TaskStatus, isOpenTaskStatus } from '../statuses';

type Instant = Date | string;

export interface OrderableTask {
  readonly taskId: number;
  readonly status: number;
  readonly isSudden?: boolean | null;
  readonly createdAt?: Instant | null;
  readonly role?: number | null;
}

/** An unfinished sudden task: it jumps to the top of every list. */
export function isOpenSudden(task: Pick<OrderableTask, 'status' | 'isSudden'>): boolean {
  return !!task.isSudden && isOpenTaskStatus(task.status);
}

function time(value: Instant | null | undefined): number {
  if (!value) return 0;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? 0 : t;
}

function suddenFirst(a: OrderableTask, b: OrderableTask): number {
  return Number(isOpenSudden(b)) - Number(isOpenSudden(a));
}

/**
 * Project task view (spec 2): open sudden tasks first, then status ascending
 * (a sudden open task weighs like Planning, so sudden tasks are ordered among
 * themselves by age alone), then newest created, then task id ascending.
 */
export function compareTaskList(a: OrderableTask, b: OrderableTask): number {
  const weight = (t: OrderableTask) => (isOpenSudden(t) ? TaskStatus.Planning : t.status);
  return suddenFirst(a, b) || weight(a) - weight(b) || time(b.createdAt) - time(a.createdAt) || a.taskId - b.taskId;
}

/** Task dashboard (spec 1): open sudden first, then status, role and task id ascending. */
export function compareTaskDashboard(a: OrderableTask, b: OrderableTask): number {
  return suddenFirst(a, b) || a.status - b.status || (a.role ?? 0) - (b.role ?? 0) || a.taskId - b.taskId;
}

export type TaskOrder = 'list' | 'dashboard';

/** A sorted copy; the input is left as it was. */
export function sortTasks<T extends OrderableTask>(tasks: readonly T[], order: TaskOrder = 'list'): T[] {
  return [...tasks].sort(order === 'dashboard' ? compareTaskDashboard : compareTaskList);
}
