import { Inject, Injectable } from '@nestjs/common';
import {
  EMPTY_SCORES, MissionType, ROLE_MAX, ROLE_MIN, completeStates, contractRuleMonths, daysInMonth, firstDayOf,
  isBelowMinimum, latePenaltyPercent, ledgerCategory, ledgerContribution, ledgerTotals, monthKey, monthlyBenchmark, noBugResult,
  resolveMissions, round2, taskWeight, teamPerformanceResult, toYmd, twoMonthsBelowMinimum, workScoreResult, ymdOf,
  type MissionResult, type MonthScores, type LedgerTask, type MonthFigures, type MonthLedger, type PerformanceStatePercent, type YearMonth,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { PartsAnswer } from '../../common/kept-json';
import { forbidden, notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { PermissionsService } from '../permissions/permissions.service';
import { addToYear, YEAR_SUMS, YearlyReportWriter, type YearlyReport, type YearOfEmployee } from './yearly-report-json';
import { DashboardRepository, type EmployeeRange, type MonthStatusRow, type ScoredEmployee, type YearEmployee } from './dashboard.repository';
import { CellWeigher, groupCells, sampleRange } from './year-cells';

export interface ViewableEmployee {
  id: string;
  name: string;
  role: number;
}

/** The yearly aggregation is a year's summary: a result this young is served again (docs/scoring.md). */
const YEARLY_CACHE_MS = 30_000;
/**
 * The yearly report is read in this many ranges of employees, YEAR_READS at a time: the database weighs a
 * range on each core while the app writes and deflates the range before, and the first bytes leave early.
 */
const YEAR_RANGES = 4;
const YEAR_READS = 2;
/** warmYearlyReport: rounds of a made-up year of YEAR_RANGES x this many employees. */
const WARM_ROUNDS = 4;
const WARM_EMPLOYEES = 250;

function lastDayOf(m: YearMonth): number {
  return ymdOf(m.year, m.month, daysInMonth(m.year, m.month));
}

function benchmarkOf(e: ScoredEmployee): number {
  return monthlyBenchmark({ roleBenchmark: e.roleBenchmark, roleLevelScale: e.roleLevelScale, performanceBenchmark: e.performanceBenchmark });
}

/** (employee, yyyymm) -> the month's scores, from the grouped rows. */
function scoresByEmployeeMonth(rows: readonly MonthStatusRow[]): Map<string, MonthScores> {
  const out = new Map<string, { success: number; complete: number; inProgress: number; penalty: number }>();
  for (const r of rows) {
    const key = `${r.employee}:${r.month}`;
    const s = out.get(key) ?? { ...EMPTY_SCORES };
    if (r.status === 0) s.penalty += r.score;
    else if (r.status === 4) s.success += r.score;
    else if (r.status === 3) s.complete += r.score;
    else if (r.status === 1 || r.status === 2) s.inProgress += r.score;
    out.set(key, s);
  }
  for (const s of out.values()) {
    s.success = round2(s.success);
    s.complete = round2(s.complete);
    s.inProgress = round2(s.inProgress);
    s.penalty = round2(s.penalty);
  }
  return out;
}

@Injectable()
export class DashboardService {
  private readonly yearly = new Map<number, { at: number; answer: PartsAnswer }>();

  constructor(
    private readonly repo: DashboardRepository,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private currentMonth(): YearMonth {
    const today = toYmd(this.clock.now(), this.config.timeZone);
    return { year: Math.floor(today / 10000), month: Math.floor(today / 100) % 100 };
  }

  /** The roles in the caller's Dashboard.Score.Get condition (only with Dashboard.Benchmark). */
  private async viewableRoles(user: AuthUser): Promise<number[]> {
    if (!(await this.permissions.has(user, 'Dashboard.Benchmark'))) return [];
    const roles: number[] = [];
    for (let role = ROLE_MIN; role <= ROLE_MAX; role++) {
      if (await this.permissions.has(user, 'Dashboard.Score.Get', { value: role })) roles.push(role);
    }
    return roles;
  }

  /** The caller, plus with Dashboard.Benchmark the active employees of the roles of Dashboard.Score.Get. */
  async viewableEmployees(user: AuthUser): Promise<ViewableEmployee[]> {
    const [self, others] = await Promise.all([this.repo.employees([user.id]), this.viewableRoles(user).then((r) => this.repo.activeOfRoles(r))]);
    const list: ViewableEmployee[] = self.map((e) => ({ id: e.id, name: e.name, role: e.role }));
    for (const e of others) if (e.id !== user.id) list.push({ id: e.id, name: e.name, role: e.role });
    return list;
  }

  /** The same rule as viewableEmployees, for one employee: active, of a role of the Dashboard.Score.Get condition. */
  private async assertViewable(user: AuthUser, employee: ScoredEmployee | undefined): Promise<void> {
    if (employee?.id === user.id) return;
    if (!employee || !employee.isActive) throw forbidden();
    const allowed = (await this.permissions.has(user, 'Dashboard.Benchmark'))
      && (await this.permissions.has(user, 'Dashboard.Score.Get', { value: employee.role }));
    if (!allowed) throw forbidden();
  }

  /** Whether the caller may see `employeeId`'s work score (for the live dashboard's follow). */
  async mayView(user: AuthUser, employeeId: string): Promise<boolean> {
    if (employeeId === user.id) return true;
    const [employee] = await this.repo.employees([employeeId]);
    return this.assertViewable(user, employee).then(() => true, () => false);
  }

  private async statesOf(roles: readonly number[]): Promise<Map<number, PerformanceStatePercent[]>> {
    const rows = await this.repo.performanceStates([...new Set(roles)]);
    const out = new Map<number, PerformanceStatePercent[]>();
    for (const role of new Set(roles)) out.set(role, completeStates(rows.filter((r) => r.role === role)));
    return out;
  }

  /** "Why is my score X": the month's tasks with their score ledgers and penalties; the totals are the ledger's sums. */
  async scoreLedger(user: AuthUser, employeeId: string, month: YearMonth): Promise<MonthLedger> {
    const [employee] = await this.repo.employees([employeeId]);
    await this.assertViewable(user, employee);
    if (!employee) throw notFound();
    const { tasks, penalties } = await this.repo.monthLedger(employee.id, month, this.config.timeZone);
    const withCategory: LedgerTask[] = tasks.map((row) => {
      const {
        efficiency, efficiencyScale, benchmark, benchmarkScale, roleLevelUser, roleLevelProject, performanceScale, penaltyPercent,
        creativeType, taskScore, creativeScore, creativeRate, ...t
      } = row;
      const { weight, factors } = taskWeight({
        efficiency, efficiencyScale, benchmark, benchmarkScale, roleLevelUser, roleLevelProject, performanceScale, creativeType, taskScore, creativeScore, creativeRate,
      });
      const task = { ...t, category: ledgerCategory(t.status), factors, weight, latePenaltyPercent: latePenaltyPercent(penaltyPercent) };
      return { ...task, contribution: round2(ledgerContribution(task)) };
    });
    return { employee: employee.id, month: month.month, year: month.year, tasks: withCategory, penalties, totals: ledgerTotals(withCategory, penalties) };
  }

  async workScore(user: AuthUser, employeeId: string, month: YearMonth): Promise<{ missions: MissionResult[] }> {
    const [employee] = await this.repo.employees([employeeId]);
    await this.assertViewable(user, employee);
    if (!employee) throw notFound();
    // Everything the employee's own missions need, in one round of parallel reads.
    const [configs, instances, ownRows, ownStates] = await Promise.all([
      this.repo.missionConfigs(employee.role),
      this.repo.missionInstances(employee.id),
      this.repo.monthRows([employee.id], month, 1, this.config.timeZone),
      this.statesOf([employee.role]),
    ]);
    const missions = resolveMissions(configs, instances);
    const from = firstDayOf(month);
    const to = lastDayOf(month);
    const key = monthKey(month);
    const results: MissionResult[] = [];
    const own = { scores: scoresByEmployeeMonth(ownRows).get(`${employee.id}:${key}`) ?? EMPTY_SCORES, states: ownStates.get(employee.role)! };
    for (const mission of missions) {
      if (mission.missionType === MissionType.NoBug) {
        const bugs = await this.repo.bugs(mission.config.projects ?? [], from, to);
        results.push(noBugResult({ employee: employee.id, month, current: this.currentMonth(), bugCount: bugs.count, bugScore: bugs.score }));
      } else if (mission.missionType === MissionType.TeamPerformance) {
        const team = await this.repo.activeOfRoles(mission.config.roles ?? []);
        const scores = scoresByEmployeeMonth(await this.repo.monthRows(team.map((m) => m.id), month, 1, this.config.timeZone));
        results.push(teamPerformanceResult(employee.id, month, mission.config, team.map((m) => ({
          employeeId: m.id, role: m.role, benchmark: benchmarkOf(m), scores: scores.get(`${m.id}:${key}`) ?? EMPTY_SCORES,
        }))));
      } else {
        results.push(workScoreResult({
          employee: employee.id, role: employee.role, month, missionType: mission.missionType,
          scores: own.scores, benchmark: benchmarkOf(employee), states: own.states,
        }));
      }
    }
    return { missions: results };
  }

  /**
   * The contract rule (two consecutive months below the minimum) for the employees the caller may view
   * (the caller included): those it holds for, with the two months.
   */
  async belowMinimum(user: AuthUser, picked: YearMonth): Promise<{ months: number[]; employees: ViewableEmployee[] }> {
    const viewable = await this.viewableEmployees(user);
    const [m1, m2] = contractRuleMonths(picked, this.currentMonth());
    const months = [firstDayOf(m1), firstDayOf(m2)];
    const employees = await this.repo.employees(viewable.map((e) => e.id));
    const [rows, states] = await Promise.all([
      this.repo.monthRows(employees.map((e) => e.id), m1, 2, this.config.timeZone),
      this.statesOf(employees.map((e) => e.role)),
    ]);
    const scores = scoresByEmployeeMonth(rows);
    const flagged = employees.filter((e) => {
      const benchmark = benchmarkOf(e);
      const below = (m: YearMonth) => isBelowMinimum(scores.get(`${e.id}:${monthKey(m)}`) ?? EMPTY_SCORES, benchmark, states.get(e.role)!);
      return twoMonthsBelowMinimum([below(m1), below(m2)]);
    });
    return { months, employees: flagged.map((e) => ({ id: e.id, name: e.name, role: e.role })) };
  }

  /**
   * Every employee's figures of a month as the month ledger's totals count them, with the work score's
   * benchmark (a config preview compares them before and after a change): employees with a task or a
   * penalty in the month, or a benchmark.
   */
  async monthFigures(month: YearMonth): Promise<Map<string, { name: string; figures: MonthFigures }>> {
    const [rows, employees] = await Promise.all([this.repo.allMonthRows(month, this.config.timeZone), this.repo.allEmployees()]);
    const scores = scoresByEmployeeMonth(rows);
    const key = monthKey(month);
    const out = new Map<string, { name: string; figures: MonthFigures }>();
    for (const e of employees) {
      const s = scores.get(`${e.id}:${key}`) ?? EMPTY_SCORES;
      out.set(e.id, { name: e.name, figures: { success: s.success, complete: s.complete, inProgress: s.inProgress, penalty: s.penalty, benchmark: benchmarkOf(e) } });
    }
    return out;
  }

  /**
   * The yearly report's JSON, kept YEARLY_CACHE_MS per year: one computation serves concurrent callers
   * (each sent its parts as they come), and a kept answer is written as it is (2,000 employees x 12 months
   * is megabytes of JSON).
   */
  yearlyReportAnswer(year: number): PartsAnswer {
    const now = Date.now();
    const hit = this.yearly.get(year);
    if (hit && now - hit.at < YEARLY_CACHE_MS) return hit.answer;
    const answer = new PartsAnswer(this.yearlyReportParts(year));
    if (hit) {
      // Stale: the kept answer is served while the new one is computed (once), then replaces it.
      hit.at = now;
      answer.whole.then(() => this.yearly.set(year, { at: Date.now(), answer }), () => undefined);
      return hit.answer;
    }
    answer.whole.catch(() => {
      if (this.yearly.get(year)?.answer === answer) this.yearly.delete(year);
    });
    if (this.yearly.size > 20) this.yearly.clear();
    this.yearly.set(year, { at: now, answer });
    return answer;
  }

  /** At each start: the kept month summary follows the company zone (rebuilt only when it changed). */
  keepMonthTotals(): Promise<boolean> {
    return this.repo.keepMonthTotalsIn(this.config.timeZone);
  }

  /**
   * The yearly report's JSON in parts (what yearlyReportAnswer keeps), from the kept summary, or with
   * `source` 'tasks' from the task table in one part (the check of the summary, decision 052). Every
   * employee with a task or penalty in the year, by id: twelve monthly rows each. A month's benchmark is
   * the employee's current one for the months from their join month up to the current month, else 0.
   */
  async *yearlyReportParts(year: number, source: 'kept' | 'tasks' = 'kept'): AsyncGenerator<Buffer> {
    const writer = new YearlyReportWriter(year);
    if (source === 'tasks') {
      const [rows, employees] = await Promise.all([this.repo.yearRowsFromTasks(year, this.config.timeZone), this.repo.allEmployees()]);
      const all: YearEmployee[] = employees.map((e) => [e.id, e.joinDate, e.roleBenchmark, e.roleLevelScale, e.performanceBenchmark]);
      yield writer.part(this.yearsOf(year, all, rows), true);
      return;
    }
    const cuts = await this.repo.employeeCuts(YEAR_RANGES);
    const ranges: EmployeeRange[] = [...cuts, undefined].map((to, k) => ({ from: k ? cuts[k - 1] : undefined, to }));
    const reads: Promise<{ employees: YearEmployee[]; rows: MonthStatusRow[] }>[] = [];
    const read = (k: number) => {
      if (k >= ranges.length) return;
      reads[k] = this.repo.yearPart(year, ranges[k]);
      // Awaited in order below; one that fails while an earlier is awaited is not an unhandled rejection.
      reads[k].catch(() => undefined);
    };
    for (let k = 0; k < YEAR_READS; k++) read(k);
    for (let k = 0; k < ranges.length; k++) {
      const { employees, rows } = await reads[k];
      read(k + YEAR_READS);
      yield writer.part(this.yearsOf(year, employees, rows), k === ranges.length - 1);
    }
  }

  /**
   * Runs the yearly report's code on a made-up year (sampleRange: nothing read, nothing kept), as many
   * rounds as it takes V8 to optimise it, once an instance listens: the first report of an instance ran
   * its weighing, sums, JSON writing and deflate cold, 60-80 ms more than the same report next
   * (decision 052, addendum 7), and the first person to open it after a start waited for that.
   */
  async warmYearlyReport(rounds = WARM_ROUNDS): Promise<number> {
    let bytes = 0;
    for (let round = 0; round < rounds; round++) {
      const answer = new PartsAnswer(this.sampleParts(2000));
      bytes = (await answer.whole).raw.length;
      // Between rounds the instance answers what came in.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return bytes;
  }

  private async *sampleParts(year: number): AsyncGenerator<Buffer> {
    const writer = new YearlyReportWriter(year);
    for (let k = 0; k < YEAR_RANGES; k++) {
      const { text, levels, tables } = sampleRange(k * WARM_EMPLOYEES, WARM_EMPLOYEES);
      const employees: YearEmployee[] = [...levels.keys()].map((id, i) => [id, i % 2 ? 20000115 : null, 3, 1.1, 1.2]);
      yield writer.part(this.yearsOf(year, employees, groupCells(text, levels, new CellWeigher(tables))), k === YEAR_RANGES - 1);
    }
  }

  /** The employees' years with a task or penalty among `rows`, in the employees' order. */
  private yearsOf(year: number, employees: readonly YearEmployee[], rows: readonly MonthStatusRow[]): YearOfEmployee[] {
    const sums = new Map<string, Float64Array>();
    for (const r of rows) {
      if (r.month < 1 || r.month > 12) continue;
      let mine = sums.get(r.employee);
      if (!mine) sums.set(r.employee, (mine = new Float64Array(YEAR_SUMS)));
      addToYear(mine, r.month, r.status, r.count, r.score);
    }
    const current = monthKey(this.currentMonth());
    const years: YearOfEmployee[] = [];
    for (const [id, joinDate, roleBenchmark, roleLevelScale, performanceBenchmark] of employees) {
      const mine = sums.get(id);
      if (!mine) continue;
      const benchmark = monthlyBenchmark({ roleBenchmark, roleLevelScale, performanceBenchmark });
      const joined = joinDate ? Math.floor(joinDate / 100) : 0;
      years.push({ employee: id, sums: mine, benchmarkOf: (month) => (year * 100 + month <= current && year * 100 + month >= joined ? benchmark : 0) });
    }
    return years;
  }

  /** The yearly report's JSON bytes (yearlyReportParts joined). */
  async yearlyReportBytes(year: number, source: 'kept' | 'tasks' = 'kept'): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.yearlyReportParts(year, source)) parts.push(part);
    return Buffer.concat(parts);
  }

  /** The yearly report's JSON text (the tests compare the kept summary's with the task table's). */
  async yearlyReportText(year: number, source: 'kept' | 'tasks' = 'kept'): Promise<string> {
    return (await this.yearlyReportBytes(year, source)).toString();
  }

  /** The yearly report as the API answers it (yearlyReportText read back). */
  async yearlyReport(year: number, source: 'kept' | 'tasks' = 'kept'): Promise<YearlyReport> {
    return JSON.parse(await this.yearlyReportText(year, source));
  }
}
