// Worked examples of docs/scoring.md, one describe per formula.
import { MissionStatus, MissionType, PerformanceStateType, TaskStatus } from '../statuses';
import {
  addMonths, barLayout, barScaleMax, clampProgress, completeStates, contractRuleMonths, isBelowMinimum, markerStatus,
  monthScores, monthlyBenchmark, noBugResult, parseMissionConfig, performanceState, reportPercent, resolveMissions,
  sumReportRows, taskMonthDay, teamPerformancePercent, teamPerformanceResult, thresholds, twoMonthsBelowMinimum,
  workScoreResult, yearlyPercent, type MonthlyReportRow,
} from './score-model';

const STATES = [
  { type: PerformanceStateType.Bonus, percent: 1.2 },
  { type: PerformanceStateType.Pass, percent: 1 },
  { type: PerformanceStateType.Warning, percent: 0.8 },
  { type: PerformanceStateType.Critical, percent: 0.6 },
];

describe('which month a task counts in', () => {
  it('a closed task counts on the day its work ended, an open one on its deadline', () => {
    expect(taskMonthDay({ status: TaskStatus.Success, endYmd: 20261103, deadline: 20261028 })).toBe(20261103);
    expect(taskMonthDay({ status: TaskStatus.Completed, endYmd: 20261130, deadline: 20261201 })).toBe(20261130);
    expect(taskMonthDay({ status: TaskStatus.InProgress, endYmd: null, deadline: 20261215 })).toBe(20261215);
    expect(taskMonthDay({ status: TaskStatus.Planning, endYmd: null, deadline: null })).toBeNull();
  });
});

describe('a month\'s scores', () => {
  it('sums finalScore by status, Failure nowhere, penalties apart', () => {
    const s = monthScores(
      [
        { status: TaskStatus.Success, finalScore: 40 },
        { status: TaskStatus.Success, finalScore: 36 }, // 40 delivered 1 day late
        { status: TaskStatus.Completed, finalScore: 24.5 },
        { status: TaskStatus.InProgress, finalScore: 16 },
        { status: TaskStatus.Planning, finalScore: 8 },
        { status: TaskStatus.Failure, finalScore: 30 },
      ],
      [{ score: 10 }, { score: 2.5 }],
    );
    expect(s).toEqual({ success: 76, complete: 24.5, inProgress: 24, penalty: 12.5 });
  });

  it('sums decimals without float noise', () => {
    const s = monthScores([{ status: TaskStatus.Success, finalScore: 0.1 }, { status: TaskStatus.Success, finalScore: 0.2 }], []);
    expect(s.success).toBe(0.3);
  });
});

describe('the monthly benchmark', () => {
  it('unity dev middle: 160 (8 a day x 20) x level scale 1.1 x performance 1.25 = 220', () => {
    expect(monthlyBenchmark({ roleBenchmark: 8, roleLevelScale: 1.1, performanceBenchmark: 1.25 })).toBe(220);
  });
  it('scales not set (absent or 0) count as 1', () => {
    expect(monthlyBenchmark({ roleBenchmark: 8, roleLevelScale: null, performanceBenchmark: 0 })).toBe(160);
  });
  it('no role benchmark, no benchmark', () => {
    expect(monthlyBenchmark({ roleBenchmark: 0, roleLevelScale: 2, performanceBenchmark: 2 })).toBe(0);
    expect(monthlyBenchmark({ roleBenchmark: undefined, roleLevelScale: 2, performanceBenchmark: 2 })).toBe(0);
  });
});

describe('performance states and the marker', () => {
  it('thresholds of a 160 benchmark: minimum 96, warning 128, objective 160, bonus 192', () => {
    expect(thresholds(160, STATES)).toEqual({ minimum: 96, warning: 128, objective: 160, bonus: 192 });
  });
  it('states from the score', () => {
    expect(performanceState(200, 160, STATES)).toBe(PerformanceStateType.Bonus);
    expect(performanceState(160, 160, STATES)).toBe(PerformanceStateType.Pass);
    expect(performanceState(130, 160, STATES)).toBe(PerformanceStateType.Warning);
    expect(performanceState(127.99, 160, STATES)).toBe(PerformanceStateType.Critical);
    expect(performanceState(100, 0, STATES)).toBe(PerformanceStateType.Unknown);
  });
  it('missing state rows take the defaults 1.2 / 1 / 0.8 / 0.6', () => {
    expect(completeStates([{ type: PerformanceStateType.Pass, percent: 0.9 }])).toEqual([
      { type: 1, percent: 1.2 }, { type: 2, percent: 0.9 }, { type: 3, percent: 0.8 }, { type: 4, percent: 0.6 },
    ]);
  });
  it('Pass on achieved, PredictPass on predicted, else NotPass', () => {
    expect(markerStatus({ success: 170, complete: 0, inProgress: 0, penalty: 10 }, 160)).toBe(MissionStatus.Pass);
    expect(markerStatus({ success: 100, complete: 40, inProgress: 30, penalty: 10 }, 160)).toBe(MissionStatus.PredictPass);
    expect(markerStatus({ success: 100, complete: 40, inProgress: 29, penalty: 10 }, 160)).toBe(MissionStatus.NotPass);
  });
});

describe('two consecutive months below the minimum', () => {
  it('below minimum: achieved under Critical x benchmark', () => {
    expect(isBelowMinimum({ success: 100, complete: 50, inProgress: 0, penalty: 5 }, 160, STATES)).toBe(true); // 95 < 96
    expect(isBelowMinimum({ success: 96, complete: 0, inProgress: 0, penalty: 0 }, 160, STATES)).toBe(false);
    expect(isBelowMinimum({ success: 0, complete: 0, inProgress: 0, penalty: 0 }, 0, STATES)).toBe(false);
  });
  it('a running month looks at the two before it, a finished one at itself and the one before', () => {
    const now = { year: 2026, month: 11 };
    expect(contractRuleMonths({ year: 2026, month: 11 }, now)).toEqual([{ year: 2026, month: 9 }, { year: 2026, month: 10 }]);
    expect(contractRuleMonths({ year: 2026, month: 1 }, now)).toEqual([{ year: 2025, month: 12 }, { year: 2026, month: 1 }]);
    expect(twoMonthsBelowMinimum([true, true])).toBe(true);
    expect(twoMonthsBelowMinimum([true, false])).toBe(false);
  });
  it('addMonths crosses years', () => {
    expect(addMonths({ year: 2026, month: 1 }, -2)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });
});

describe('percents', () => {
  it('team performance: one decimal, 0 if either is 0', () => {
    expect(teamPerformancePercent(250, 300)).toBe(83.3);
    expect(teamPerformancePercent(0, 300)).toBe(0);
    expect(teamPerformancePercent(250, 0)).toBe(0);
  });
  it('progress clamps to 0-100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(180)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
  it('yearly percent: (success - penalty) / benchmark x 100, one decimal, -1 for no data', () => {
    expect(yearlyPercent(150, 10, 160)).toBe(87.5);
    expect(yearlyPercent(200, 0, 160)).toBe(125);
    expect(yearlyPercent(0, 0, 160)).toBe(-1);
    expect(yearlyPercent(100, 0, 0)).toBe(-1);
    expect(yearlyPercent(0, 8, 160)).toBe(-5);
  });
});

describe('missions', () => {
  it('instance values override the role default key by key; order NoBug, TeamPerformance, WSTester, WS, WSMkt', () => {
    const missions = resolveMissions(
      [
        { missionType: MissionType.WS, defaultConfig: {} },
        { missionType: MissionType.TeamPerformance, defaultConfig: { roles: [12, 16], performance: 0.8 } },
        { missionType: MissionType.NoBug, defaultConfig: '{"projects":[1,2]}' },
      ],
      [{ missionType: MissionType.TeamPerformance, value: { performance: 0.9 } }, { missionType: MissionType.WSMkt, value: {} }],
    );
    expect(missions).toEqual([
      { missionType: MissionType.NoBug, config: { projects: [1, 2] } },
      { missionType: MissionType.TeamPerformance, config: { roles: [12, 16], performance: 0.9 } },
      { missionType: MissionType.WS, config: {} },
      { missionType: MissionType.WSMkt, config: {} },
    ]);
  });
  it('parses configs defensively', () => {
    expect(parseMissionConfig('not json')).toEqual({});
    expect(parseMissionConfig({ performance: 7, roles: ['12', 'x'] })).toEqual({ performance: 1, roles: [12] });
  });

  it('WS: benchmark 160, success 120, complete 30, in progress 20, penalty 10', () => {
    const r = workScoreResult({
      employee: 'dev1', role: 12, month: { year: 2026, month: 11 }, missionType: MissionType.WS,
      scores: { success: 120, complete: 30, inProgress: 20, penalty: 10 }, benchmark: 160, states: STATES,
    });
    expect(r.date).toBe(20261101);
    expect(r.missionStatus).toBe(MissionStatus.PredictPass); // achieved 110 < 160 <= predicted 160
    expect(r.missionBenchmarks.score).toBe(160);
    expect(r.missionBenchmarks.performance).toBe(68.8); // 110 / 160
    expect(r.missionResults.flattenEmployees).toEqual([{ employeeId: 'dev1', role: 12, current: 110, benchmark: 160 }]);
  });

  it('NoBug: a bug fails it, a clean running month predicts, a clean past month passes', () => {
    const base = { employee: 'pm', month: { year: 2026, month: 10 }, current: { year: 2026, month: 11 } };
    expect(noBugResult({ ...base, bugCount: 1, bugScore: 5 }).missionStatus).toBe(MissionStatus.NotPass);
    expect(noBugResult({ ...base, bugCount: 0, bugScore: 0 }).missionStatus).toBe(MissionStatus.Pass);
    expect(noBugResult({ ...base, month: base.current, bugCount: 0, bugScore: 0 }).missionStatus).toBe(MissionStatus.PredictPass);
  });

  it('TeamPerformance: two members, 250 of 300 = 83.3 % against 80 %', () => {
    const r = teamPerformanceResult('pm', { year: 2026, month: 11 }, { roles: [12], performance: 0.8 }, [
      { employeeId: 'a', role: 12, benchmark: 160, scores: { success: 150, complete: 0, inProgress: 0, penalty: 0 } },
      { employeeId: 'b', role: 12, benchmark: 140, scores: { success: 110, complete: 20, inProgress: 0, penalty: 10 } },
    ]);
    expect(r.missionBenchmarks.score).toBe(300);
    expect(r.missionBenchmarks.performance).toBe(83.3);
    expect(r.missionStatus).toBe(MissionStatus.Pass);
    expect(r.missionResults.success.scoreDouble).toBe(260);
    expect(r.missionResults.flattenEmployees.map((f) => f.current)).toEqual([150, 100]);
  });
  it('TeamPerformance below the goal but predicted: PredictPass; empty team: NotPass with 0 %', () => {
    const member = { employeeId: 'a', role: 12, benchmark: 100, scores: { success: 70, complete: 20, inProgress: 0, penalty: 0 } };
    expect(teamPerformanceResult('pm', { year: 2026, month: 11 }, { performance: 0.8 }, [member]).missionStatus).toBe(MissionStatus.PredictPass);
    const empty = teamPerformanceResult('pm', { year: 2026, month: 11 }, { performance: 0.8 }, []);
    expect(empty.missionStatus).toBe(MissionStatus.NotPass);
    expect(empty.missionBenchmarks.performance).toBe(0);
  });
});

describe('the bar', () => {
  it('scale max: the larger of the benchmark and the in-progress end + 40', () => {
    expect(barScaleMax({ success: 50, complete: 20, inProgress: 10, penalty: 0 }, 160)).toBe(160);
    expect(barScaleMax({ success: 130, complete: 20, inProgress: 10, penalty: 0 }, 160)).toBe(200);
  });
  it('segments, minimum widths and marker labels', () => {
    const bar = barLayout({ success: 190, complete: 1, inProgress: 19, penalty: 10 }, 160, STATES);
    // approved 180 = 160 within + 20 exceed; end 200 + 40 = 240
    expect(bar.scaleMax).toBe(240);
    expect(bar.segments.map((s) => [s.key, s.value, s.width, s.labelled])).toEqual([
      ['success', 160, 66.67, true],
      ['exceed', 20, 8.33, false],
      ['complete', 1, 2, false], // 0.42 % raised to the 2 % minimum
      ['inProgress', 19, 7.92, false],
      ['penalty', 10, 4.17, false],
    ]);
    expect(bar.markers).toEqual([
      { key: 'minimum', value: 96, at: 40, labelAt: 40 },
      { key: 'warning', value: 128, at: 53.33, labelAt: 53.33 },
      { key: 'objective', value: 160, at: 66.67, labelAt: 66.67 },
    ]);
  });
  it('close markers keep 5 % apart; widths never pass 100 %', () => {
    const bar = barLayout({ success: 0, complete: 0, inProgress: 0, penalty: 0 }, 100, [
      { type: PerformanceStateType.Critical, percent: 0.9 },
      { type: PerformanceStateType.Warning, percent: 0.92 },
    ]);
    expect(bar.markers.map((m) => m.labelAt)).toEqual([90, 90, 90]);
    expect(bar.segments).toEqual([]);
    const full = barLayout({ success: 1000, complete: 0.01, inProgress: 0.01, penalty: 0.01 }, 0, []);
    expect(full.segments.reduce((s, x) => s + x.width, 0)).toBeLessThanOrEqual(100.01);
  });
});

describe('the yearly report', () => {
  const row = (month: number, success: number, penalty: number, benchmark: number): MonthlyReportRow => ({
    year: 2026, month, taskInProgressCount: 0, taskInProgressScore: 0, taskWaitingReviewCount: 0, taskWaitingReviewScore: 0,
    taskSuccessCount: 1, taskSuccessScore: success, taskFailCount: 0, taskFailScore: 0, penaltyCount: penalty ? 1 : 0, penaltyScore: penalty, benchmark,
  });
  it('a quarter sums its months before the percent', () => {
    const q = sumReportRows([row(1, 160, 0, 160), row(2, 100, 20, 160), row(3, 0, 0, 160)]);
    expect(q.taskSuccessScore).toBe(260);
    expect(reportPercent(q)).toBe(50); // (260 - 20) / 480
  });
});
