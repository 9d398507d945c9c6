// Status change guards and side effects (spec 1 and 2 section 5, DESIGN.md
// 'Overdue'). checkStatusChange decides; applyStatusChange says what else the
// move writes, so the server and an optimistic client agree on the result.
import { isCompletionRuleExempt } from '../roles';
import { COMPANY_TIME_ZONE, diffDays, isValidYmd, toYmd } from '../dates';
import { TaskStatus, isOpenTaskStatus } from '../statuses';
import { DEFAULT_LATE_PENALTY_PERCENT, decayedScore } from './overdue';
import { canMove } from './status-machine';
import { parseTaskContent } from './task-content';
import { NO_CHANGE, type NoChange } from './task-rules';

type Instant = Date | string;

// The 70 % rule: 8 score points are one day of work, and at least 70 % of
// that time must have passed since the start before the task is handed in.
export const SCORE_POINTS_PER_DAY = 8;
export const COMPLETION_TIME_SHARE = 0.7;
export const COMPLETION_RULE_MIN_SCORE = 8;

export interface StatusTask {
  readonly status: number;
  readonly role: number;
  readonly score: number;
  readonly deadline?: number | null;
  readonly employee?: string | null;
  readonly input?: string | null;
  readonly output?: string | null;
  readonly startDate?: Instant | null;
  readonly endDate?: Instant | null;
  readonly isSudden?: boolean;
}

export interface StatusChangeContext {
  readonly now: Date;
  /** yyyymmdd in the company time zone; derived from `now` when omitted. */
  readonly today?: number;
  readonly timeZone?: string;
}

/** floor(score / 8 x 0.7): the whole days a task must run before Completed. */
export function requiredDaysBeforeCompletion(score: number): number {
  // Integer tenths (score x 7 / 80): score / 8 * 0.7 in floats can land just
  // below a whole day and floor one day short.
  const tenths = Math.round(COMPLETION_TIME_SHARE * 10);
  return Math.floor((score * tenths) / (SCORE_POINTS_PER_DAY * 10) + 1e-9);
}

/** Calendar days from the start to `now`, both counted in the company time zone. */
export function elapsedDays(startDate: Instant | null | undefined, now: Date, timeZone: string = COMPANY_TIME_ZONE): number {
  if (!startDate) return 0;
  const start = new Date(startDate);
  if (Number.isNaN(start.getTime())) return 0;
  return Math.max(0, diffDays(toYmd(now, timeZone), toYmd(start, timeZone)));
}

export function completionRuleApplies(role: number, score: number): boolean {
  return score >= COMPLETION_RULE_MIN_SCORE && !isCompletionRuleExempt(role);
}

export function checkCompletionTime(
  task: Pick<StatusTask, 'role' | 'score' | 'startDate'>,
  now: Date,
  timeZone: string = COMPANY_TIME_ZONE,
): 'task.time-rule' | null {
  if (!completionRuleApplies(task.role, task.score)) return null;
  return elapsedDays(task.startDate, now, timeZone) >= requiredDaysBeforeCompletion(task.score) ? null : 'task.time-rule';
}

export type StatusChangeError =
  | 'task.invalid-status-move'
  | 'task.deadline-required'
  | 'task.assignee-required'
  | 'task.input-empty'
  | 'task.output-required'
  | 'task.output-empty'
  | 'task.deadline-exceeded'
  | 'task.time-rule';

function contentBlank(text: string | null | undefined): boolean {
  return (parseTaskContent(text)?.content ?? '').trim() === '';
}

/** In the spec's order; the same status again is NO_CHANGE. */
export function checkStatusChange(task: StatusTask, to: number, ctx: StatusChangeContext): StatusChangeError | NoChange | null {
  if (to === task.status) return NO_CHANGE;
  if (!canMove(task.status, to)) return 'task.invalid-status-move';
  const timeZone = ctx.timeZone ?? COMPANY_TIME_ZONE;
  const today = ctx.today ?? toYmd(ctx.now, timeZone);
  if (isOpenTaskStatus(task.status)) {
    if (!isValidYmd(task.deadline)) return 'task.deadline-required';
    if (typeof task.employee !== 'string' || task.employee.trim() === '') return 'task.assignee-required';
  }
  if (contentBlank(task.input)) return 'task.input-empty';
  if (to === TaskStatus.Completed) {
    // Missing or unreadable output was never uploaded; valid but blank is empty.
    if (!parseTaskContent(task.output)) return 'task.output-required';
    if (contentBlank(task.output)) return 'task.output-empty';
    return checkCompletionTime(task, ctx.now, timeZone);
  }
  // Restarting late work needs a new deadline first; completing late is allowed.
  if (to === TaskStatus.InProgress && isValidYmd(task.deadline) && today > task.deadline) {
    return 'task.deadline-exceeded';
  }
  return null;
}

export interface StatusChangePatch {
  status: TaskStatus;
  startDate?: Date;
  endDate?: Date | null;
  isSudden?: boolean;
  finalScore?: number;
}

/**
 * The fields a permitted move writes. Open targets recompute the decayed
 * score; Completed freezes it (Success and Failure keep the frozen value).
 */
export function applyStatusChange(
  task: StatusTask,
  to: TaskStatus,
  now: Date,
  timeZone: string = COMPANY_TIME_ZONE,
  /** The late penalty of the task's role, percent a day (role-penalties). */
  penaltyPercent: number = DEFAULT_LATE_PENALTY_PERCENT,
): StatusChangePatch {
  const today = toYmd(now, timeZone);
  const patch: StatusChangePatch = { status: to };
  if (to === TaskStatus.InProgress && !task.startDate) patch.startDate = now;
  if (to === TaskStatus.Completed) {
    patch.endDate = now;
    patch.isSudden = false;
    patch.finalScore = decayedScore(task.score, task.deadline, today, penaltyPercent);
  } else if (isOpenTaskStatus(to)) {
    if (task.endDate) patch.endDate = null;
    patch.finalScore = decayedScore(task.score, task.deadline, today, penaltyPercent);
  }
  return patch;
}
