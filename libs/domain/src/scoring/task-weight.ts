// How much a task counts in its month (docs/scoring.md "A task's weight"; API.md "Scoring configuration",
// Effects): its final score (after the late penalty of its role) times three scales of the scoring
// configuration. Pure functions; the server computes the same product in SQL (dashboard.repository.ts,
// WEIGHT), and the month ledger shows each factor of each task.
import { neutralScale, round2 } from './score-model';

/** One scale that weighs a task, as the ledger shows it. */
export type WeightFactor =
  /** efficiency-scales: the task's difficulty (efficiency 0-3). */
  | { kind: 'efficiency'; type: number; scale: number }
  /** benchmark-scales: the task's benchmark type (100 Success, 101 Failed); a task without one has no such factor. */
  | { kind: 'benchmark'; type: number; scale: number }
  /** performance-scales: the task role's row for the assignee's role level against the project's level of that role. */
  | { kind: 'performance'; roleLevelUser: number; roleLevelProject: number; scale: number }
  /**
   * creative-scores (decision 057): a creative task counts its type's score in place of the score typed on it;
   * `scale` = score / taskScore, so final score x scale is the creative score after the same late penalty.
   */
  | { kind: 'creative-score'; type: number; score: number; taskScore: number; scale: number }
  /** creative-benchmark-rates (decision 057): a creative task that met its benchmark (100) counts its type's rate. */
  | { kind: 'creative-benchmark'; type: number; scale: number };

export interface TaskWeightInputs {
  /** task.efficiency 0-3 and the efficiency_scale row of it (null: none). */
  readonly efficiency: number;
  readonly efficiencyScale: number | null | undefined;
  /** task.benchmark (null: the task has no benchmark) and the benchmark_scale row of it. */
  readonly benchmark: number | null | undefined;
  readonly benchmarkScale: number | null | undefined;
  /** The assignee's role level and the project's level for the task's role (null: the project sets none). */
  readonly roleLevelUser: number | null | undefined;
  readonly roleLevelProject: number | null | undefined;
  readonly performanceScale: number | null | undefined;
  /**
   * The creative type of the task (1-4, decision 057; null: not a creative task), the score typed on it, and
   * the creative-scores and creative-benchmark-rates rows of its role and type. Omitted: not creative.
   */
  readonly creativeType?: number | null;
  readonly taskScore?: number | null;
  readonly creativeScore?: number | null;
  readonly creativeRate?: number | null;
}

export interface TaskWeight {
  /** The product of the factors' scales (1 with the default rows). */
  readonly weight: number;
  readonly factors: WeightFactor[];
}

/**
 * A task's weight: efficiency scale x benchmark scale x performance scale; for a creative task (decision 057)
 * also its type's score over its typed score, and, when it met its benchmark (100), its type's rate in place
 * of the benchmark scale (a missing or 0 rate: the benchmark scale, as for any task). A scale that is missing or 0
 * counts as 1 (the config screens save only truthy values, spec 3: 0 means "not set"), like the
 * benchmark's scales. A task without a benchmark has no benchmark factor; without a project level for
 * its role (or an assignee) no performance factor: there is nothing to compare.
 */
export function taskWeight(i: TaskWeightInputs): TaskWeight {
  const factors: WeightFactor[] = [{ kind: 'efficiency', type: i.efficiency, scale: neutralScale(i.efficiencyScale) }];
  const creative = i.creativeType ?? null;
  if (creative !== null) {
    const score = creativeScoreFactor(i.creativeScore, i.taskScore);
    if (score !== null) factors.push({ kind: 'creative-score', type: creative, score: i.creativeScore as number, taskScore: i.taskScore as number, scale: score });
  }
  if (i.benchmark !== null && i.benchmark !== undefined) {
    if (creative !== null && i.benchmark === CREATIVE_BENCHMARK_MET && positive(i.creativeRate)) {
      factors.push({ kind: 'creative-benchmark', type: creative, scale: i.creativeRate as number });
    } else {
      factors.push({ kind: 'benchmark', type: i.benchmark, scale: neutralScale(i.benchmarkScale) });
    }
  }
  if (i.roleLevelUser != null && i.roleLevelProject != null) {
    factors.push({ kind: 'performance', roleLevelUser: i.roleLevelUser, roleLevelProject: i.roleLevelProject, scale: neutralScale(i.performanceScale) });
  }
  return { weight: factors.reduce((w, f) => w * f.scale, 1), factors };
}

/** The task benchmark "Success": the creative met its benchmark (benchmark-scales type 100). */
export const CREATIVE_BENCHMARK_MET = 100;

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The creative-score factor of a creative task (decision 057): its type's score over the score typed on it,
 * so the month counts the type's score (after the same late-penalty fraction as the final score). No factor
 * (null) when the row is missing or 0 (not set: the typed score counts) or the task has no positive score.
 */
export function creativeScoreFactor(creativeScore: number | null | undefined, taskScore: number | null | undefined): number | null {
  return positive(creativeScore) && positive(taskScore) ? creativeScore / taskScore : null;
}

/** What a task adds to its month: final score x weight (unrounded: the month's sums are rounded, as the work score rounds). */
export function weightedScore(finalScore: number, weight: number): number {
  if (!Number.isFinite(finalScore)) return 0;
  return finalScore * (Number.isFinite(weight) ? weight : 1);
}

/** The same, to 2 decimals, as a line of the "Why this score?" dialog shows it. */
export function weightedScore2(finalScore: number, weight: number): number {
  return round2(weightedScore(finalScore, weight));
}
