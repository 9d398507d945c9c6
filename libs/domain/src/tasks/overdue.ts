// Overdue decay (DESIGN.md 'Overdue'): an open task past its deadline is worth
// score x max(0, 1 - p x daysLate), p the late penalty of the task's role (role-penalties,
// a percentage a day; 10 % by default, docs/scoring.md "Late penalty"). Always recomputed
// from the dates, never subtracted step by step, so a rerun of the job or a restart changes nothing.
import { COMPANY_TIME_ZONE, diffDays, isValidYmd, toYmd } from '../dates';
import { TaskStatus, isOpenTaskStatus } from '../statuses';

export const LATE_PENALTY_PER_DAY = 0.1;

/** The default late penalty, percent of the score a day (the spec's 10 %; role-penalties' default row). */
export const DEFAULT_LATE_PENALTY_PERCENT = 10;

/**
 * The late penalty a role's row gives, percent a day: a stored value 0-100 as it is (0 = no decay), a
 * role without a row (or a value that is not a number in 0-100) the default 10.
 */
export function latePenaltyPercent(stored: number | null | undefined): number {
  return typeof stored === 'number' && Number.isFinite(stored) && stored >= 0 && stored <= 100 ? stored : DEFAULT_LATE_PENALTY_PERCENT;
}

/** Two decimals, the precision finalScore is stored and compared with. */
export function roundScore(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/** Whole days `today` is past `deadline` (0 on or before it, or without a deadline). */
export function daysLate(deadline: number | null | undefined, today: number): number {
  if (!isValidYmd(deadline)) return 0;
  return Math.max(0, diffDays(today, deadline));
}

/**
 * The share of the score left after the late penalty, 0..1: 1 - percent/100 x days late. Computed in
 * whole percent points (rounded to 6 decimals), so 1 - 0.1 x 3 is 0.7, not 0.7000000000000001.
 */
export function lateFactor(deadline: number | null | undefined, today: number, percent: number = DEFAULT_LATE_PENALTY_PERCENT): number {
  const left = 100 - latePenaltyPercent(percent) * daysLate(deadline, today);
  return Math.max(0, Math.round(left * 1e6)) / 1e8;
}

export function decayedScore(score: number, deadline: number | null | undefined, today: number, percent: number = DEFAULT_LATE_PENALTY_PERCENT): number {
  if (!Number.isFinite(score)) return 0;
  return roundScore(score * lateFactor(deadline, today, percent));
}

export interface OverdueTask {
  readonly status: number;
  readonly score: number;
  readonly deadline?: number | null;
}

export interface OverdueOutcome {
  readonly finalScore: number;
  readonly daysLate: number;
  /** The task must become Failure (its decayed score reached 0). */
  readonly fail: boolean;
}

/**
 * What the overdue job writes for a task on `today`; null for a closed task
 * (Completed and later keep the score they were frozen at).
 */
export function overdueOutcome(task: OverdueTask, today: number, percent: number = DEFAULT_LATE_PENALTY_PERCENT): OverdueOutcome | null {
  if (!isOpenTaskStatus(task.status)) return null;
  const late = daysLate(task.deadline, today);
  const finalScore = decayedScore(task.score, task.deadline, today, percent);
  // A zero-score task is not failed for being one day late: it fails when the
  // penalty has eaten the whole score, like every other task.
  const fail = late > 0 && (lateFactor(task.deadline, today, percent) === 0 || (task.score > 0 && finalScore <= 0));
  return { finalScore, daysLate: late, fail };
}

type Instant = Date | string;

export interface ScoredTask extends OverdueTask {
  readonly endDate?: Instant | null;
}

/**
 * The finalScore a task should hold after its score or deadline was edited:
 * open tasks decay up to today, Completed and Success ones up to the day they
 * were completed. Null for Failure: its score is not recomputed.
 */
export function finalScoreFor(
  task: ScoredTask, today: number, timeZone: string = COMPANY_TIME_ZONE, percent: number = DEFAULT_LATE_PENALTY_PERCENT,
): number | null {
  if (isOpenTaskStatus(task.status)) return decayedScore(task.score, task.deadline, today, percent);
  if (task.status === TaskStatus.Failure) return null;
  const end = task.endDate ? toYmd(new Date(task.endDate), timeZone) : today;
  return decayedScore(task.score, task.deadline, end, percent);
}
