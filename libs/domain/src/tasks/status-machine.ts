// The task status machine (spec 1 and 2 section 4). The server refuses any move
// not listed here; the screen offers only these targets.
import { isCreativeRole } from '../roles';
import { TaskStatus, isOpenTaskStatus } from '../statuses';

const { Planning, InProgress, Completed, Success, Failure } = TaskStatus;

export const STATUS_MOVES: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  [Planning]: [InProgress],
  [InProgress]: [Planning, Completed],
  [Completed]: [InProgress, Success, Failure],
  [Success]: [],
  [Failure]: [],
};

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(STATUS_MOVES, value);
}

/** The targets a task in `from` may move to (empty for an unknown status). */
export function statusTargets(from: number): readonly TaskStatus[] {
  return isTaskStatus(from) ? STATUS_MOVES[from] : [];
}

export function canMove(from: number, to: number): boolean {
  return isTaskStatus(to) && statusTargets(from).includes(to);
}

// Creative work is delivered finished, so it skips the review cycle.
export function initialStatus(role: number): TaskStatus {
  return isCreativeRole(role) ? Success : Planning;
}

/** Planning and InProgress: still running, so overdue decay and sudden ordering apply. */
export function isOpen(status: number): boolean {
  return isOpenTaskStatus(status);
}

/** Success and Failure are final: the task's fields are frozen. */
export function isClosed(status: number): boolean {
  return status === Success || status === Failure;
}

export type StatusPermission = 'Task.Edit.Status' | 'Task.Edit.FinalStatus';

// Spec 2 section 4: moves out of Completed (review or reopen) need the
// final-status permission; the others the plain status permission.
export function statusPermissionFor(from: number): StatusPermission {
  return from === Completed ? 'Task.Edit.FinalStatus' : 'Task.Edit.Status';
}

/**
 * One keyboard step along the workflow from `from` (the grid's Alt+Arrow): forward to the nearest
 * later target, back to the nearest earlier one. Failure is never a step: it needs its own
 * confirmation, so it is only reached through the status cell. Null when there is no such move.
 */
export function statusStep(from: number, direction: 'next' | 'previous'): TaskStatus | null {
  const targets = statusTargets(from).filter((s) => s !== Failure);
  const candidates = direction === 'next' ? targets.filter((s) => s > from) : targets.filter((s) => s < from);
  if (!candidates.length) return null;
  return direction === 'next' ? Math.min(...candidates) as TaskStatus : Math.max(...candidates) as TaskStatus;
}
