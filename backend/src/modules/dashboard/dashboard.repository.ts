import { Injectable } from '@nestjs/common';
import { firstDayOf, type LedgerPenalty, type LedgerTask, type YearMonth } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName, employeeNameOrNull } from '../../database/sql';
import { CellWeigher, groupCells, type WeightTables } from './year-cells';

export interface ScoredEmployee {
  id: string;
  name: string;
  role: number;
  roleLevel: number;
  isActive: boolean;
  joinDate: number | null;
  roleBenchmark: number | null;
  roleLevelScale: number | null;
  performanceBenchmark: number | null;
}

/** A task of the month with its ledger, and the inputs of its weight (taskWeight) and late penalty. */
export type LedgerTaskRow = Omit<LedgerTask, 'category' | 'factors' | 'weight' | 'contribution' | 'latePenaltyPercent'> & {
  efficiency: number;
  efficiencyScale: number | null;
  benchmark: number | null;
  benchmarkScale: number | null;
  roleLevelUser: number | null;
  roleLevelProject: number | null;
  performanceScale: number | null;
  creativeType: number | null;
  taskScore: number;
  creativeScore: number | null;
  creativeRate: number | null;
  penaltyPercent: number | null;
};

export interface MonthStatusRow {
  employee: string;
  /** yyyymm */
  month: number;
  /** Task status 1-5, or 0 for penalties. */
  status: number;
  count: number;
  score: number;
}

const EMPLOYEE_COLUMNS = `e.id, ${employeeName('e')} as name, e.role, e.role_level as "roleLevel",
  e.is_active as "isActive", e.join_date as "joinDate",
  rb.benchmark as "roleBenchmark", rls.scale as "roleLevelScale", pb.scale as "performanceBenchmark"`;

const BENCHMARK_JOINS = `left join role_benchmark rb on rb.role = e.role and rb.role_level = e.role_level
  left join role_level_scale rls on rls.role = e.role and rls.role_level = e.role_level
  left join performance_benchmark pb on pb.role = e.role and pb.role_level = e.role_level`;

/**
 * A task's weight in its month (docs/scoring.md "A task's weight"; libs/domain taskWeight): efficiency scale
 * x benchmark scale x performance scale (the task role's row for the assignee's level against the project's
 * level of that role). A scale without a row, or 0, counts as 1; no benchmark or no project level: no factor.
 */
const WEIGHT_JOINS = `left join efficiency_scale es on es.type = t.efficiency
      left join benchmark_scale bs on bs.type = t.benchmark
      left join employee we on we.id = t.employee
      left join project_role_level prl on prl.project_id = t.project_id and prl.role = t.role
      left join performance_scale ps on ps.role = t.role and ps.role_level_user = we.role_level and ps.role_level_project = prl.role_level`;
/**
 * A creative task (decision 057, creativeScoreFactor): its type's score over its typed score when both are
 * positive; and, when it met its benchmark (100), its type's rate in place of the benchmark scale when set.
 * The creative tables are looked up only for a task with a creative type (a subquery per such row): as
 * joins, every row of a year's read paid two more hash probes for the few that are creative.
 */
const WEIGHT = `(coalesce(nullif(es.scale, 0), 1)
    * coalesce(case when t.benchmark = 100 and t.creative_type is not null
                    then (select cbr.rate from creative_benchmark_rate cbr where cbr.role = t.role and cbr.type = t.creative_type and cbr.rate > 0) end,
               nullif(bs.scale, 0), 1)
    * coalesce(nullif(ps.scale, 0), 1)
    * coalesce(case when t.creative_type is not null and t.score > 0
                    then (select cs.score / t.score from creative_score cs where cs.role = t.role and cs.type = t.creative_type and cs.score > 0) end, 1))`;

/**
 * The tasks of the months from $1 (first day yyyymmdd) for $2 months, in time zone $3, as (employee, month
 * yyyymm, status, final_score). The day a task counts on (docs/scoring.md): its end instant in the company
 * zone when it has one (closed tasks), else its deadline (open tasks). Two index-only branches: the end_date
 * range (task_end_date_score_index) and the deadline range of tasks without an end (task_undated_deadline_score_index);
 * the month of an end instant is found by width_bucket over the month boundaries, not a zone conversion per row.
 * `final_score` is the task's weighted score (final score x WEIGHT): what it adds to the month.
 * `ordinal`: the month as its place in the range instead (1 to $2), integer arithmetic alone: a year's
 * aggregation groups by it and names the months after (formatting yyyymm for each of a year's rows cost
 * more than half of the query).
 */
function tasksInMonths(extra: string, withId = false, ordinal = false): string {
  const id = withId ? 't.task_id, ' : '';
  const ended = ordinal
    ? 'width_bucket(t.end_date, b.bounds)'
    : `(to_char(to_date($1::text, 'YYYYMMDD') + make_interval(months => width_bucket(t.end_date, b.bounds) - 1), 'YYYYMM'))::int`;
  const due = ordinal ? '(t.deadline / 10000 - $1::int / 10000) * 12 + t.deadline / 100 % 100 - $1::int / 100 % 100 + 1' : 't.deadline / 100';
  return `
    with b as (
      select array_agg((to_date($1::text, 'YYYYMMDD') + make_interval(months => i))::timestamp at time zone $3 order by i) as bounds
        from generate_series(0, $2::int) i
    )
    select ${id}t.employee, ${ended} as month, t.status, t.final_score * ${WEIGHT} as final_score
      from task t cross join b ${WEIGHT_JOINS}
     where t.end_date >= b.bounds[1] and t.end_date < b.bounds[$2::int + 1] ${extra}
    union all
    select ${id}t.employee, ${due} as month, t.status, t.final_score * ${WEIGHT} as final_score
      from task t ${WEIGHT_JOINS}
     where t.end_date is null and t.deadline >= $1::int
       and t.deadline < (to_char(to_date($1::text, 'YYYYMMDD') + make_interval(months => $2::int), 'YYYYMMDD'))::int ${extra}`;
}

/** A range of employee ids, [from, to) in the id column's order; an end left out is open. */
export interface EmployeeRange {
  from?: string;
  to?: string;
}

/** An employee's year in the report: id, join date (yyyymmdd) and the three inputs of their benchmark. */
export type YearEmployee = [id: string, joinDate: number | null, roleBenchmark: number | null, roleLevelScale: number | null, performanceBenchmark: number | null];

/** The same with the employee's role level (the performance scale of their cells). */
type YearEmployeeWithLevel = [...YearEmployee, roleLevel: number | null];

/** The yearly report's read of one range of employees (yearPart). */
export interface YearPart {
  employees: YearEmployee[];
  rows: MonthStatusRow[];
}

/** `col` in the range $2 (from, or null) .. $3 (to, or null): the id column's own order, as `order by e.id`. */
const inRange = (col: string) => `($2::text is null or ${col} >= $2::text) and ($3::text is null or ${col} < $3::text)`;

/** One ledger row `l` (actor `a`) as the API shows it (ScoreLedgerEntry). */
const LEDGER_ENTRY_JSON = `json_build_object('id', l.id, 'at', l.at, 'reason', l.reason, 'scoreBefore', l.score_before::float8,
  'scoreAfter', l.score_after::float8, 'delta', l.delta::float8, 'actor', l.actor,
  'actorName', ${employeeNameOrNull('a')})`;

/** Reads the score model's inputs: employees with their benchmark rows, config tables, tasks, penalties. SQL reads only. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  employees(ids: readonly string[]): Promise<ScoredEmployee[]> {
    return this.db.many<ScoredEmployee>(
      `select ${EMPLOYEE_COLUMNS} from employee e ${BENCHMARK_JOINS} where e.id = any($1::varchar[]) order by e.id`,
      [ids],
    );
  }

  /** Active employees of the given roles (a team, or the viewable list). */
  activeOfRoles(roles: readonly number[]): Promise<ScoredEmployee[]> {
    if (roles.length === 0) return Promise.resolve([]);
    return this.db.many<ScoredEmployee>(
      `select ${EMPLOYEE_COLUMNS} from employee e ${BENCHMARK_JOINS}
        where e.is_active and e.role = any($1::smallint[])
        order by e.role, e.last_name, e.first_name, e.id limit 5000`,
      [roles],
    );
  }

  /** Every employee with their benchmark inputs (the yearly report). */
  allEmployees(): Promise<ScoredEmployee[]> {
    return this.db.many<ScoredEmployee>(`select ${EMPLOYEE_COLUMNS} from employee e ${BENCHMARK_JOINS} where e.role <> 1 order by e.id`);
  }

  performanceStates(roles: readonly number[]): Promise<{ role: number; type: number; percent: number }[]> {
    return this.db.many(`select role, type, percent from performance_state where role = any($1::smallint[]) order by role, type`, [roles]);
  }

  missionConfigs(role: number): Promise<{ missionType: number; defaultConfig: unknown }[]> {
    return this.db.many(`select mission_type as "missionType", default_config as "defaultConfig" from mission_config where role = $1`, [role]);
  }

  missionInstances(employee: string): Promise<{ missionType: number; value: unknown }[]> {
    return this.db.many(`select mission_type as "missionType", value from mission_instance where employee = $1`, [employee]);
  }

  /**
   * Counts and finalScore sums per (employee, month, status) of the given employees' tasks between two
   * days, and their penalties as status 0.
   */
  monthRows(employees: readonly string[], from: YearMonth, months: number, timeZone: string): Promise<MonthStatusRow[]> {
    if (employees.length === 0) return Promise.resolve([]);
    const first = firstDayOf(from);
    return this.db.many<MonthStatusRow>(
      `select x.employee, x.month, x.status::int as status, count(*)::int as count, coalesce(sum(x.final_score), 0)::float8 as score
         from (${tasksInMonths('and t.employee = any($4::varchar[])')}) x
        group by 1, 2, 3
       union all
       select p.employee, p.date / 100, 0, count(*)::int, coalesce(sum(p.score), 0)::float8
         from penalty p where p.employee = any($4::varchar[]) and p.date >= $1::int
          and p.date < (to_char(to_date($1::text, 'YYYYMMDD') + make_interval(months => $2::int), 'YYYYMMDD'))::int
        group by 1, 2`,
      [first, months, timeZone, employees],
    );
  }

  /**
   * An employee's month as the score model counts it (the same membership as monthRows), each task
   * with its score ledger, oldest entry first; and the month's penalties from the ledger alone (a
   * penalty taken back is gone from its table, not from the ledger).
   */
  async monthLedger(employee: string, month: YearMonth, timeZone: string): Promise<{ tasks: LedgerTaskRow[]; penalties: LedgerPenalty[] }> {
    const first = firstDayOf(month);
    const tasks = await this.db.many<LedgerTaskRow>(
      `select x.task_id as "taskId", t.alt_id as "altId", t.task_name as "taskName", t.project_id as "projectId", p.name as "projectName",
              x.status::int as status, t.final_score as "finalScore",
              coalesce((select json_agg(${LEDGER_ENTRY_JSON} order by l.id)
                  from task_score_ledger l left join employee a on a.id = l.actor where l.task_id = x.task_id), '[]') as entries,
              t.efficiency, es.scale as "efficiencyScale", t.benchmark, bs.scale as "benchmarkScale",
              we.role_level as "roleLevelUser", prl.role_level as "roleLevelProject", ps.scale as "performanceScale",
              t.creative_type as "creativeType", t.score as "taskScore", cs.score as "creativeScore", cbr.rate as "creativeRate",
              rp.penalty_percentage as "penaltyPercent"
         from (${tasksInMonths('and t.employee = $4', true)}) x
         join task t on t.task_id = x.task_id join project p on p.id = t.project_id
         ${WEIGHT_JOINS}
         left join creative_score cs on cs.role = t.role and cs.type = t.creative_type
         left join creative_benchmark_rate cbr on cbr.role = t.role and cbr.type = t.creative_type
         left join role_penalty rp on rp.role = t.role
        order by x.status desc, x.task_id`,
      [first, 1, timeZone, employee],
    );
    // Each penalty's rows of this employee and month; its day, amount, reason and project from its latest row.
    const penalties = await this.db.many<LedgerPenalty>(
      `select g.id, last.penalty_date as date,
              (case when last.reason = 'penalty-removed' then -last.score_before else -last.score_after end)::float8 as score,
              last.note as reason, pr.name as "projectName", last.reason = 'penalty-removed' as removed, g.entries
         from (select l.penalty_id as id, max(l.id) as last_id, json_agg(${LEDGER_ENTRY_JSON} order by l.id) as entries
                 from task_score_ledger l left join employee a on a.id = l.actor
                where l.penalty_id is not null and l.employee = $1 and l.penalty_date >= $2::int * 100 and l.penalty_date < $2::int * 100 + 100
                group by l.penalty_id) g
         join task_score_ledger last on last.id = g.last_id
         left join project pr on pr.id = last.project_id
        order by last.penalty_date, g.id`,
      [employee, Math.floor(first / 100)],
    );
    return { tasks, penalties };
  }

  /**
   * Every employee's month (a config preview): weighted sums per (employee, status) of the month's tasks, and
   * their penalties as status 0, as monthRows counts them.
   */
  allMonthRows(from: YearMonth, timeZone: string): Promise<MonthStatusRow[]> {
    const first = firstDayOf(from);
    return this.db.many<MonthStatusRow>(
      `select x.employee, $1::int / 100 as month, x.status::int as status, count(*)::int as count, coalesce(sum(x.final_score), 0)::float8 as score
         from (${tasksInMonths('and t.employee is not null')}) x
        group by 1, 3
       union all
       select p.employee, $1::int / 100, 0, count(*)::int, coalesce(sum(p.score), 0)::float8
         from penalty p where p.date >= $1::int and p.date < $1::int + 100
        group by 1`,
      [first, 1, timeZone],
    );
  }

  /**
   * The yearly report's read of the employees in `range` (not admins), in one statement and so one
   * snapshot: the employees (by id, with their benchmark inputs) and their rows, one per (employee,
   * month 1-12, status), from the summary kept on write
   * (task_month_total, decision 052): a read of the year's cells instead of an aggregation of a year of
   * tasks. The summary holds unweighted sums per the columns a task's weight reads (project and role,
   * efficiency, benchmark, a creative task's type and typed score). The statement only reads: it sends
   * each employee's cells as text (groupCells says how) with the small scoring tables the weight reads,
   * and the cells are weighed and grouped here (CellWeigher: WEIGHT's lookups and product, in its order,
   * so each figure is the aggregation's float), with the assignee's level and the project's level of the
   * role as they are now: a change of the scale tables or of a level is seen at once, without a rebuild.
   * Weighing 100,000 cells in the database (five hash joins and a hash aggregate) took twice the
   * database's time of this read, and the database's time is the report's critical path (decision 052,
   * addendum 7). The month of a deadline is mapped to its place in the year as yearRowsFromTasks does;
   * penalties are few and are aggregated here (status 0). The report reads its ranges two at a time and
   * writes each range's part while the next are read (DashboardService.yearlyReportParts).
   */
  async yearPart(year: number, range: EmployeeRange): Promise<YearPart> {
    const part = await this.db.one<{ employees: YearEmployeeWithLevel[]; cells: string; penalties: string; tables: WeightTables }>(
      `select (select coalesce(json_agg(json_build_array(e.id, e.join_date, rb.benchmark, rls.scale, pb.scale, e.role_level) order by e.id), '[]')
                 from employee e ${BENCHMARK_JOINS}
                where e.role <> 1 and ${inRange('e.id')}) as employees,
              (select coalesce(string_agg(c.cells, chr(30)), '')
                 from (select s.employee || chr(31) || string_agg(concat_ws(',', s.month - $1::int * 100, s.status, s.project_id, s.role, s.efficiency,
                                s.benchmark, s.count, s.score, nullif(s.creative_type, -1), case when s.creative_type <> -1 then s.task_score end), chr(31)) as cells
                         from task_month_total s
                        where (s.month - 1) / 100 = $1::int and s.count <> 0 and ${inRange('s.employee')}
                        group by s.employee) c) as cells,
              (select coalesce(string_agg(concat_ws(chr(31), p.employee, p.month, 0, p.count, p.score), chr(31)), '')
                 from (select p.employee, $1::int * 100 + p.date / 100 % 100 as month, count(*) as count, coalesce(sum(p.score), 0) as score
                         from penalty p where p.date between $1::int * 10000 + 101 and $1::int * 10000 + 1231 and ${inRange('p.employee')}
                        group by p.employee, p.date / 100 % 100) p) as penalties,
              json_build_object(
                'es', (select json_agg(json_build_array(type, scale)) from efficiency_scale),
                'bs', (select json_agg(json_build_array(type, scale)) from benchmark_scale),
                'ps', (select json_agg(json_build_array(role, role_level_user, role_level_project, scale)) from performance_scale),
                'prl', (select json_agg(json_build_array(project_id, role, role_level)) from project_role_level),
                'cs', (select json_agg(json_build_array(role, type, score)) from creative_score),
                'cbr', (select json_agg(json_build_array(role, type, rate)) from creative_benchmark_rate)) as tables`,
      [year, range.from ?? null, range.to ?? null],
    );
    if (!part) return { employees: [], rows: [] };
    const levels = new Map<string, number | null>(part.employees.map((e) => [e[0], e[5]]));
    const rows = groupCells(part.cells, levels, new CellWeigher(part.tables));
    const v = part.penalties ? part.penalties.split('\x1f') : [];
    for (let i = 0; i + 4 < v.length; i += 5) {
      const yyyymm = Number(v[i + 1]);
      rows.push({
        employee: v[i], month: (Math.trunc(yyyymm / 100) - year) * 12 + (yyyymm % 100),
        status: 0, count: Number(v[i + 3]), score: Number(v[i + 4]),
      });
    }
    return { employees: part.employees.map((e) => [e[0], e[1], e[2], e[3], e[4]]), rows };
  }

  /**
   * Ids that cut the report's employees into `parts` ranges of about as many each (yearPart): the id at
   * each k/parts of the id column's order, without repeats. Any ids make a valid cut; these balance it.
   */
  async employeeCuts(parts: number): Promise<string[]> {
    const at = Array.from({ length: parts - 1 }, (_, k) => (k + 1) / parts);
    const row = await this.db.one<{ cuts: (string | null)[] | null }>(
      `select percentile_disc($1::float8[]) within group (order by e.id) as cuts from employee e where e.role <> 1`,
      [at],
    );
    return [...new Set((row?.cuts ?? []).filter((id): id is string => id !== null))];
  }

  /**
   * The same rows aggregated (and weighed) from the task table itself (the computation the summary
   * replaces): every employee's tasks and penalties of a year, one row per (employee, month, status).
   * The check of the kept summary (test/api/yearly-report-kept.spec.ts) compares the two.
   */
  yearRowsFromTasks(year: number, timeZone: string): Promise<MonthStatusRow[]> {
    // One aggregation over a year of tasks: JIT compilation costs more than it saves here.
    return this.db.tx(async () => {
      await this.db.exec(`set local jit = off`);
      return this.db.many<MonthStatusRow>(
        `select x.employee, x.month, x.status::int as status, count(*)::int as count, coalesce(sum(x.final_score), 0)::float8 as score
           from (${tasksInMonths('and t.employee is not null', false, true)}) x
          group by 1, 2, 3
         union all
         select p.employee, p.date / 100 % 100, 0, count(*)::int, coalesce(sum(p.score), 0)::float8
           from penalty p where p.date between $1::int and $1::int + 1130
          group by 1, 2`,
        [year * 10000 + 101, 12, timeZone],
      );
    });
  }

  /**
   * Makes the kept month summary follow the company zone: rebuilt (task writers waiting) only when it
   * was computed in another zone; answers whether it was.
   */
  async keepMonthTotalsIn(timeZone: string): Promise<boolean> {
    const row = await this.db.one<{ rebuilt: boolean }>(`select task_month_total_ensure($1) as rebuilt`, [timeZone]);
    return row?.rebuilt ?? false;
  }

  /** Penalties recorded in the given projects between two days: the bugs of a NoBug mission. */
  async bugs(projects: readonly number[], from: number, to: number): Promise<{ count: number; score: number }> {
    if (projects.length === 0) return { count: 0, score: 0 };
    const row = await this.db.one<{ count: number; score: number }>(
      `select count(*)::int as count, coalesce(sum(score), 0)::float8 as score
         from penalty where project_id = any($1::int[]) and date between $2 and $3`,
      [projects, from, to],
    );
    return row ?? { count: 0, score: 0 };
  }
}
