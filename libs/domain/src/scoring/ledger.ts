// The score ledger (docs/scoring.md, The ledger; decision 029): every change of a task's final score,
// and every penalty given or taken back, is one append-only entry; a month's work score is the sum of its entries.
import { round2 } from './score-model';
import { weightedScore, type WeightFactor } from './task-weight';

/** Why a work score changed: a task's final score (the first eight) or a penalty (the last two). */
export const SCORE_REASONS = [
  'opening', 'create', 'edit', 'deadline', 'status', 'decay', 'negotiation', 'deleted', 'penalty', 'penalty-removed',
] as const;
export type ScoreReason = (typeof SCORE_REASONS)[number];

export interface ScoreLedgerEntry {
  id: number;
  at: string | Date;
  reason: ScoreReason;
  scoreBefore: number;
  scoreAfter: number;
  delta: number;
  /** Who made the change; null for the overdue job and for scores older than the ledger. */
  actor: string | null;
  actorName: string | null;
}

/** A task of a month with its ledger; `category` is where the score model counts it (docs/scoring.md). */
export interface LedgerTask {
  taskId: number;
  altId: string;
  taskName: string;
  projectId: number;
  projectName: string;
  status: number;
  finalScore: number;
  category: LedgerCategory;
  entries: ScoreLedgerEntry[];
  /**
   * The scales that weigh the task in its month (docs/scoring.md "A task's weight") and their product;
   * `contribution` = the entries' sum x weight, what the task adds to the month's totals.
   */
  factors: WeightFactor[];
  weight: number;
  contribution: number;
  /** The late penalty of the task's role, percent a day, that its decay rows apply (role-penalties). */
  latePenaltyPercent: number;
}

export type LedgerCategory = 'success' | 'complete' | 'inProgress' | 'failure';

/**
 * A penalty of the month as its ledger tells it; it may have been taken back (deleted), then its
 * entries add up to 0. `score` is the amount given; `entries` are the work score's changes (-score, +score).
 */
export interface LedgerPenalty {
  id: number;
  /** yyyymmdd: the day it counts on. */
  date: number;
  score: number;
  reason: string;
  /** Null once the project is gone. */
  projectName: string | null;
  removed: boolean;
  entries: ScoreLedgerEntry[];
}

export interface MonthLedger {
  employee: string;
  month: number;
  year: number;
  tasks: LedgerTask[];
  penalties: LedgerPenalty[];
  totals: { success: number; complete: number; inProgress: number; penalty: number; achieved: number; predicted: number };
}

/** Statuses as the score model counts them: Success 4, Completed 3, open (Planning 1, InProgress 2), Failure 5. */
export function ledgerCategory(status: number): LedgerCategory {
  if (status === 4) return 'success';
  if (status === 3) return 'complete';
  if (status === 5) return 'failure';
  return 'inProgress';
}

/** A task's score as its ledger tells it: the sum of its deltas. */
export function ledgerScore(entries: readonly Pick<ScoreLedgerEntry, 'delta'>[]): number {
  return entries.reduce((sum, e) => sum + e.delta, 0);
}

type Entries = { entries: readonly Pick<ScoreLedgerEntry, 'delta'>[] };

/** What a task adds to its month by its ledger: the sum of its deltas x its weight (1 when none is given). */
export function ledgerContribution(task: Entries & { weight?: number }): number {
  return weightedScore(ledgerScore(task.entries), task.weight ?? 1);
}

/**
 * The month's totals from the ledger alone, rounded as the score model rounds (2 decimals): each task's
 * entries times its weight, so the totals equal the work score, which weighs the tasks the same way.
 */
export function ledgerTotals(tasks: readonly ({ category: LedgerCategory; weight?: number } & Entries)[], penalties: readonly Entries[]): MonthLedger['totals'] {
  const by = (c: LedgerCategory) => round2(tasks.filter((t) => t.category === c).reduce((sum, t) => sum + ledgerContribution(t), 0));
  const success = by('success');
  const complete = by('complete');
  const inProgress = by('inProgress');
  // A penalty's entries lower the score: the penalty total is their sum, negated.
  const penalty = round2(-penalties.reduce((sum, p) => sum + ledgerScore(p.entries), 0));
  return { success, complete, inProgress, penalty, achieved: round2(success - penalty), predicted: round2(success + complete + inProgress - penalty) };
}
