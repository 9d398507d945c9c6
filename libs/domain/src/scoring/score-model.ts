// The score model (docs/scoring.md): one implementation for the server (work-score and
// yearly report calls) and the dashboard (bar geometry, tooltips). Pure functions only.
import { fromYmd, ymdOf } from '../dates';
import { PAIRED_INPUT_RATIO } from '../scoring-config/config-tables';
import { MissionStatus, MissionType, PerformanceStateType, TaskStatus, isOpenTaskStatus } from '../statuses';

/** Working days in a month: the config screen's paired input shows the monthly benchmark as 20 x a day's. */
export const WORKING_DAYS_PER_MONTH = 20;

/** The dashboard's scale reaches at least this far past the in-progress end of the bar. */
export const BAR_HEADROOM = 40;

/** Minimum widths of the bar, percent of the scale (spec 1, Dynamic dashboard). */
export const BAR_MIN_SEGMENT = 2;
export const BAR_MIN_LABELLED = 10;
export const BAR_MIN_MARKER_LABEL = 10;
export const BAR_MARKER_SPACING = 5;

// ---- Months ----

/** A month as year and month 1-12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** yyyymm, the key the server groups by. */
export function monthKey(m: YearMonth): number {
  return m.year * 100 + m.month;
}

export function firstDayOf(m: YearMonth): number {
  return ymdOf(m.year, m.month, 1);
}

export function addMonths(m: YearMonth, n: number): YearMonth {
  const index = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthOfYmd(ymd: number): YearMonth {
  const { year, month } = fromYmd(ymd);
  return { year, month };
}

/**
 * The day that puts a task in a month: a closed task (Completed, Success, Failure) counts in the
 * month its work ended (endDate, company day), an open one (Planning, InProgress) in the month of its
 * deadline, the month it is planned to be delivered in. An open task without a deadline is in no
 * month: nobody has committed to when it lands, so it cannot predict a month.
 */
export function taskMonthDay(task: { status: number; endYmd: number | null; deadline: number | null }): number | null {
  if (isOpenTaskStatus(task.status)) return task.deadline ?? null;
  return task.endYmd ?? task.deadline ?? null;
}

// ---- A month's scores ----

export interface ScoredTaskInput {
  readonly status: number;
  /** finalScore: the score after the late penalty (DESIGN.md Overdue). */
  readonly finalScore: number;
}

export interface MonthScores {
  /** Success tasks (approved). */
  readonly success: number;
  /** Completed tasks waiting for review. */
  readonly complete: number;
  /** Open tasks (Planning, InProgress) due this month. */
  readonly inProgress: number;
  /** Penalty rows dated this month. */
  readonly penalty: number;
}

export const EMPTY_SCORES: MonthScores = { success: 0, complete: 0, inProgress: 0, penalty: 0 };

/** Two decimals, as scores are stored. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/** One decimal. */
export function round1(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 10) / 10;
}

/**
 * A month's scores from the tasks already in that month (see taskMonthDay) and its penalties.
 * Failure tasks count nowhere: the work was rejected.
 */
export function monthScores(tasks: readonly ScoredTaskInput[], penalties: readonly { score: number }[]): MonthScores {
  let success = 0;
  let complete = 0;
  let inProgress = 0;
  for (const t of tasks) {
    const s = Number.isFinite(t.finalScore) ? t.finalScore : 0;
    if (t.status === TaskStatus.Success) success += s;
    else if (t.status === TaskStatus.Completed) complete += s;
    else if (isOpenTaskStatus(t.status)) inProgress += s;
  }
  const penalty = penalties.reduce((sum, p) => sum + (Number.isFinite(p.score) ? p.score : 0), 0);
  return { success: round2(success), complete: round2(complete), inProgress: round2(inProgress), penalty: round2(penalty) };
}

/** What the month has earned for sure: approved work minus penalties. */
export function achievedScore(s: MonthScores): number {
  return round2(s.success - s.penalty);
}

/** What the month will reach if every submitted and open task is approved. */
export function predictedScore(s: MonthScores): number {
  return round2(s.success + s.complete + s.inProgress - s.penalty);
}

export function addScores(a: MonthScores, b: MonthScores): MonthScores {
  return {
    success: round2(a.success + b.success),
    complete: round2(a.complete + b.complete),
    inProgress: round2(a.inProgress + b.inProgress),
    penalty: round2(a.penalty + b.penalty),
  };
}

// ---- Benchmark ----

export interface BenchmarkInputs {
  /** Role benchmark of (role, roleLevel): the daily score as stored (role_benchmark.benchmark); the month is 20 x it. */
  readonly roleBenchmark: number | null | undefined;
  /** Role level scale of (role, roleLevel). */
  readonly roleLevelScale: number | null | undefined;
  /** Performance benchmark scale of (role, roleLevel). */
  readonly performanceBenchmark: number | null | undefined;
}

/** A multiplier that is missing, zero or not a positive finite number leaves the benchmark unchanged. */
export function neutralScale(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * Monthly benchmark = role benchmark (daily) x 20 working days x role level scale x performance benchmark,
 * 2 decimals (the config screen's paired input shows the same 20 x: typing 8 shows 160). No role benchmark (or 0) means no benchmark: 0. The config screens save only truthy
 * values (spec 3), so a 0 or missing scale means "not set" and counts as 1.
 */
export function monthlyBenchmark(inputs: BenchmarkInputs): number {
  const daily = inputs.roleBenchmark;
  if (typeof daily !== 'number' || !Number.isFinite(daily) || daily <= 0) return 0;
  return round2(daily * PAIRED_INPUT_RATIO * neutralScale(inputs.roleLevelScale) * neutralScale(inputs.performanceBenchmark));
}

// ---- Performance states ----

export interface PerformanceStatePercent {
  readonly type: number;
  /** A fraction of the monthly benchmark (1 = 100 %). */
  readonly percent: number;
}

/** Used when a role has no row for a state type (config rows absent). */
export const DEFAULT_PERFORMANCE_PERCENTS: Readonly<Record<number, number>> = {
  [PerformanceStateType.Bonus]: 1.2,
  [PerformanceStateType.Pass]: 1,
  [PerformanceStateType.Warning]: 0.8,
  [PerformanceStateType.Critical]: 0.6,
};

const STATE_TYPES = [PerformanceStateType.Bonus, PerformanceStateType.Pass, PerformanceStateType.Warning, PerformanceStateType.Critical];

/** The four states of a role, defaults filling the types without a positive configured percent, in type order. */
export function completeStates(rows: readonly PerformanceStatePercent[]): PerformanceStatePercent[] {
  return STATE_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type && Number.isFinite(r.percent) && r.percent > 0);
    return { type, percent: row ? row.percent : DEFAULT_PERFORMANCE_PERCENTS[type] };
  });
}

function percentOf(states: readonly PerformanceStatePercent[], type: number): number {
  return states.find((s) => s.type === type)?.percent ?? DEFAULT_PERFORMANCE_PERCENTS[type] ?? 0;
}

/** The three lines of the bar: minimum (Critical), warning (Warning), objective (Pass), in score points. */
export interface Thresholds {
  readonly minimum: number;
  readonly warning: number;
  readonly objective: number;
  readonly bonus: number;
}

export function thresholds(benchmark: number, states: readonly PerformanceStatePercent[]): Thresholds {
  return {
    minimum: round2(benchmark * percentOf(states, PerformanceStateType.Critical)),
    warning: round2(benchmark * percentOf(states, PerformanceStateType.Warning)),
    objective: round2(benchmark * percentOf(states, PerformanceStateType.Pass)),
    bonus: round2(benchmark * percentOf(states, PerformanceStateType.Bonus)),
  };
}

/**
 * The state a score reaches: Bonus from the bonus line, Pass from the objective, Warning from the
 * warning line, Critical below it. Unknown without a benchmark.
 */
export function performanceState(score: number, benchmark: number, states: readonly PerformanceStatePercent[]): PerformanceStateType {
  if (!(benchmark > 0)) return PerformanceStateType.Unknown;
  const t = thresholds(benchmark, states);
  if (score >= t.bonus) return PerformanceStateType.Bonus;
  if (score >= t.objective) return PerformanceStateType.Pass;
  if (score >= t.warning) return PerformanceStateType.Warning;
  return PerformanceStateType.Critical;
}

/**
 * The marker: Pass when the achieved score (success - penalty) reaches the objective; PredictPass when
 * it would with every complete and in-progress task approved; else NotPass. No benchmark: Pass (nothing
 * is asked).
 */
export function markerStatus(scores: MonthScores, objective: number): MissionStatus {
  if (!(objective > 0)) return MissionStatus.Pass;
  if (achievedScore(scores) >= objective) return MissionStatus.Pass;
  if (predictedScore(scores) >= objective) return MissionStatus.PredictPass;
  return MissionStatus.NotPass;
}

/** A month below the minimum: a benchmark is set and the achieved score is under the minimum line. */
export function isBelowMinimum(scores: MonthScores, benchmark: number, states: readonly PerformanceStatePercent[]): boolean {
  if (!(benchmark > 0)) return false;
  return achievedScore(scores) < thresholds(benchmark, states).minimum;
}

/**
 * The two months the contract rule looks at from `picked`, given `current` (today's month): the picked
 * month and the one before when the picked month is over; the two before it while it is still running
 * (a running month is not yet below anything).
 */
export function contractRuleMonths(picked: YearMonth, current: YearMonth): [YearMonth, YearMonth] {
  const last = monthKey(picked) < monthKey(current) ? picked : addMonths(picked, -1);
  return [addMonths(last, -1), last];
}

/** The contract rule: both months below the minimum. */
export function twoMonthsBelowMinimum(flags: readonly [boolean, boolean]): boolean {
  return flags[0] && flags[1];
}

// ---- Percent helpers ----

/** Team performance percent: current / benchmark x 100, one decimal; 0 when either is 0. */
export function teamPerformancePercent(current: number, benchmark: number): number {
  if (!current || !benchmark || !Number.isFinite(current) || !Number.isFinite(benchmark)) return 0;
  return round1((current / benchmark) * 100);
}

/** A progress percent clamped to 0-100 (NaN -> 0). */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

/** Yearly percent: (success - penalty) / benchmark x 100, one decimal; -1 when there is no data. */
export function yearlyPercent(success: number, penalty: number, benchmark: number): number {
  if (!(benchmark > 0)) return -1;
  if (!success && !penalty) return -1;
  return round1(((success - penalty) / benchmark) * 100);
}

// ---- Missions ----

export interface MissionConfigValue {
  /** NoBug: the projects that must stay free of bugs. */
  readonly projects?: readonly number[];
  /** TeamPerformance: the roles that form the team. */
  readonly roles?: readonly number[];
  /** TeamPerformance: the fraction of the team benchmark to reach (0-1). */
  readonly performance?: number;
}

export interface MissionDefinition {
  readonly missionType: MissionType;
  readonly config: MissionConfigValue;
}

function asObject(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') {
    try {
      return asObject(JSON.parse(v));
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function ids(v: unknown): number[] | undefined {
  return Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : undefined;
}

/** A config object (or JSON text) read defensively: unknown keys dropped, ids kept when integers. */
export function parseMissionConfig(value: unknown): MissionConfigValue {
  const o = asObject(value);
  const out: { projects?: number[]; roles?: number[]; performance?: number } = {};
  const projects = ids(o.projects);
  if (projects) out.projects = projects;
  const roles = ids(o.roles);
  if (roles) out.roles = roles;
  const performance = Number(o.performance);
  if (o.performance !== undefined && o.performance !== null && Number.isFinite(performance)) out.performance = Math.min(1, Math.max(0, performance));
  return out;
}

const MISSION_ORDER: readonly MissionType[] = [
  MissionType.NoBug,
  MissionType.TeamPerformance,
  MissionType.WSTester,
  MissionType.WS,
  MissionType.WSMkt,
];

/**
 * The missions of an employee: each mission type of their role's configs, an instance of the same type
 * replacing the role's config key by key (instance values override defaultConfig), plus instances of types
 * the role lacks. In the order NoBug, TeamPerformance, WSTester, WS, WSMkt.
 */
export function resolveMissions(
  roleConfigs: readonly { missionType: number; defaultConfig: unknown }[],
  instances: readonly { missionType: number; value: unknown }[],
): MissionDefinition[] {
  const byType = new Map<number, MissionConfigValue>();
  for (const c of roleConfigs) byType.set(c.missionType, parseMissionConfig(c.defaultConfig));
  for (const i of instances) byType.set(i.missionType, { ...(byType.get(i.missionType) ?? {}), ...parseMissionConfig(i.value) });
  return MISSION_ORDER.filter((t) => byType.has(t)).map((t) => ({ missionType: t, config: byType.get(t)! }));
}

/** Mission types whose block is a work-score bar. */
export function isWorkScoreMission(type: number): boolean {
  return type === MissionType.WS || type === MissionType.WSTester || type === MissionType.WSMkt;
}

// ---- Mission results (API.md MissionResult) ----

export interface FlatEmployee {
  employeeId: string;
  role: number;
  current: number;
  benchmark: number;
}

export interface MissionResult {
  employee: string;
  date: number;
  missionType: MissionType;
  missionStatus: MissionStatus;
  missionBenchmarks: { score: number; performance: number; performanceStates: PerformanceStatePercent[] };
  missionResults: {
    success: { scoreDouble: number };
    complete: { scoreDouble: number };
    inProgress: { scoreDouble: number };
    penalty: { scoreDouble: number };
    flattenEmployees: FlatEmployee[];
  };
}

export interface WorkScoreInput {
  employee: string;
  role: number;
  month: YearMonth;
  missionType: MissionType;
  scores: MonthScores;
  benchmark: number;
  states: readonly PerformanceStatePercent[];
}

/**
 * A work-score mission (WS, WSTester, WSMkt). `performance` is the achieved score as a percent of the
 * benchmark (one decimal, 0 without benchmark).
 */
export function workScoreResult(i: WorkScoreInput): MissionResult {
  const states = completeStates(i.states);
  const t = thresholds(i.benchmark, states);
  return {
    employee: i.employee,
    date: firstDayOf(i.month),
    missionType: i.missionType,
    missionStatus: markerStatus(i.scores, t.objective),
    missionBenchmarks: { score: i.benchmark, performance: teamPerformancePercent(achievedScore(i.scores), i.benchmark), performanceStates: states },
    missionResults: {
      success: { scoreDouble: i.scores.success },
      complete: { scoreDouble: i.scores.complete },
      inProgress: { scoreDouble: i.scores.inProgress },
      penalty: { scoreDouble: i.scores.penalty },
      flattenEmployees: [{ employeeId: i.employee, role: i.role, current: achievedScore(i.scores), benchmark: i.benchmark }],
    },
  };
}

export interface NoBugInput {
  employee: string;
  month: YearMonth;
  /** Today's month: a running month without bugs is only PredictPass. */
  current: YearMonth;
  /** Bugs (penalties) recorded in the mission's projects during the month: their count and score. */
  bugCount: number;
  bugScore: number;
}

/** NoBug: Pass when a finished month had no bug in the listed projects, PredictPass while it runs clean, else NotPass. */
export function noBugResult(i: NoBugInput): MissionResult {
  const status =
    i.bugCount > 0 ? MissionStatus.NotPass : monthKey(i.month) < monthKey(i.current) ? MissionStatus.Pass : MissionStatus.PredictPass;
  return {
    employee: i.employee,
    date: firstDayOf(i.month),
    missionType: MissionType.NoBug,
    missionStatus: status,
    missionBenchmarks: { score: 0, performance: 0, performanceStates: [] },
    missionResults: {
      success: { scoreDouble: 0 },
      complete: { scoreDouble: 0 },
      inProgress: { scoreDouble: 0 },
      penalty: { scoreDouble: round2(i.bugScore) },
      flattenEmployees: [],
    },
  };
}

export interface TeamMember {
  employeeId: string;
  role: number;
  scores: MonthScores;
  benchmark: number;
}

/**
 * TeamPerformance: the team (active employees of the config's roles) reaches `performance` (a fraction)
 * of its summed benchmark. missionBenchmarks.performance is the team percent (achieved / benchmark,
 * one decimal, 0 if either is 0); the marker compares it with performance x 100, and the predicted
 * percent (with complete and in-progress work) for PredictPass.
 */
export function teamPerformanceResult(employee: string, month: YearMonth, config: MissionConfigValue, team: readonly TeamMember[]): MissionResult {
  const total = team.reduce((acc, m) => addScores(acc, m.scores), EMPTY_SCORES);
  const benchmark = round2(team.reduce((s, m) => s + m.benchmark, 0));
  const percent = teamPerformancePercent(achievedScore(total), benchmark);
  const predicted = teamPerformancePercent(predictedScore(total), benchmark);
  const goal = round1((config.performance ?? 1) * 100);
  const status = percent >= goal ? MissionStatus.Pass : predicted >= goal ? MissionStatus.PredictPass : MissionStatus.NotPass;
  return {
    employee,
    date: firstDayOf(month),
    missionType: MissionType.TeamPerformance,
    missionStatus: benchmark > 0 ? status : MissionStatus.NotPass,
    missionBenchmarks: { score: benchmark, performance: percent, performanceStates: [{ type: PerformanceStateType.Pass, percent: config.performance ?? 1 }] },
    missionResults: {
      success: { scoreDouble: total.success },
      complete: { scoreDouble: total.complete },
      inProgress: { scoreDouble: total.inProgress },
      penalty: { scoreDouble: total.penalty },
      flattenEmployees: team.map((m) => ({ employeeId: m.employeeId, role: m.role, current: achievedScore(m.scores), benchmark: m.benchmark })),
    },
  };
}

// ---- Bar geometry (dashboard) ----

export interface BarSegment {
  key: 'exceed' | 'success' | 'complete' | 'inProgress' | 'penalty';
  value: number;
  /** Width in percent of the scale. */
  width: number;
  /** Wide enough to print its value inside. */
  labelled: boolean;
}

export interface BarMarker {
  key: 'minimum' | 'warning' | 'objective';
  value: number;
  /** Position of the line, percent of the scale. */
  at: number;
  /** Position of its label, nudged so labels keep BAR_MARKER_SPACING apart. */
  labelAt: number;
}

export interface BarLayout {
  scaleMax: number;
  segments: BarSegment[];
  markers: BarMarker[];
}

/** Scale maximum: the larger of the benchmark and the end of the in-progress segment plus 40. */
export function barScaleMax(scores: MonthScores, benchmark: number): number {
  const end = Math.max(0, scores.success - scores.penalty) + scores.complete + scores.inProgress;
  return round2(Math.max(benchmark, end + BAR_HEADROOM));
}

/**
 * The bar: approved work up to the objective, the part past it ("exceed performance"), complete, in
 * progress, each at least 2 % wide when positive; penalties as a separate bar segment after them.
 * Segment widths are scaled back so they never pass 100 %. Marker labels stay 5 % apart and at least
 * 10 % from the right edge.
 */
export function barLayout(scores: MonthScores, benchmark: number, states: readonly PerformanceStatePercent[]): BarLayout {
  const scaleMax = barScaleMax(scores, benchmark);
  const t = thresholds(benchmark, completeStates(states));
  const approved = Math.max(0, scores.success - scores.penalty);
  const within = benchmark > 0 ? Math.min(approved, t.objective) : approved;
  const exceed = approved - within;
  const raw: [BarSegment['key'], number][] = [
    ['success', within],
    ['exceed', exceed],
    ['complete', scores.complete],
    ['inProgress', scores.inProgress],
    ['penalty', scores.penalty],
  ];
  const widths = raw.map(([, v]) => (v > 0 ? Math.max(BAR_MIN_SEGMENT, clampProgress((v / scaleMax) * 100)) : 0));
  const sum = widths.reduce((a, b) => a + b, 0);
  const k = sum > 100 ? 100 / sum : 1;
  const segments = raw
    .map(([key, value], i) => ({ key, value: round2(value), width: round2(widths[i] * k), labelled: widths[i] * k >= BAR_MIN_LABELLED }))
    .filter((s) => s.value > 0);
  const markers: BarMarker[] = [];
  if (benchmark > 0) {
    const lines: [BarMarker['key'], number][] = [
      ['minimum', t.minimum],
      ['warning', t.warning],
      ['objective', t.objective],
    ];
    let previous = -Infinity;
    for (const [key, value] of lines) {
      const at = round2(clampProgress((value / scaleMax) * 100));
      const labelAt = round2(Math.min(100 - BAR_MIN_MARKER_LABEL, Math.max(at, previous + BAR_MARKER_SPACING)));
      previous = labelAt;
      markers.push({ key, value, at, labelAt });
    }
  }
  return { scaleMax, segments, markers };
}

// ---- Yearly report ----

export interface MonthlyReportRow {
  year: number;
  month: number;
  taskInProgressCount: number;
  taskInProgressScore: number;
  taskWaitingReviewCount: number;
  taskWaitingReviewScore: number;
  taskSuccessCount: number;
  taskSuccessScore: number;
  taskFailCount: number;
  taskFailScore: number;
  penaltyCount: number;
  penaltyScore: number;
  benchmark: number;
}

/** The sum of monthly rows (a quarter, the year, or the Total row across employees). */
export function sumReportRows(rows: readonly MonthlyReportRow[]): Omit<MonthlyReportRow, 'year' | 'month'> {
  const out = {
    taskInProgressCount: 0, taskInProgressScore: 0, taskWaitingReviewCount: 0, taskWaitingReviewScore: 0,
    taskSuccessCount: 0, taskSuccessScore: 0, taskFailCount: 0, taskFailScore: 0, penaltyCount: 0, penaltyScore: 0, benchmark: 0,
  };
  for (const r of rows) {
    for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] += r[k];
  }
  for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] = round2(out[k]);
  return out;
}

/** The yearly percent of a row or sum of rows. */
export function reportPercent(r: Pick<MonthlyReportRow, 'taskSuccessScore' | 'penaltyScore' | 'benchmark'>): number {
  return yearlyPercent(r.taskSuccessScore, r.penaltyScore, r.benchmark);
}

/** The months 1-12 of a quarter 1-4. */
export function quarterMonths(quarter: number): number[] {
  return [1, 2, 3].map((i) => (quarter - 1) * 3 + i);
}
