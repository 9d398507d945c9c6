import { Injectable } from '@nestjs/common';
import type { ProjectSummaryRow, SyncMetric } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

export interface ReportProject {
  id: number;
  name: string;
  icon: string | null;
  platform: number | null;
}

/** A summary row with its project's header, as the report reads it. */
export type ReportRow = ProjectSummaryRow & { name: string; icon: string | null; platform: number | null };

/** Fixed cost (whole VND) of one employee in one project and role over a range. */
export interface FixedCostRow {
  projectId: number;
  role: number;
  employeeId: string;
  fix: number;
}

/** The project summary column a connector metric sums into. */
const METRIC_COLUMN: Record<SyncMetric, string> = { costUa: 'cost_ua', revenueAds: 'revenue_ads', revenueIap: 'revenue_iap' };

const SUMMARY_COLUMNS = `s.project_id as project, s.date, s.revenue_iap as "revenueIap", s.revenue_ads as "revenueAds",
  s.cost_ua as "costUa", s.cost_tracking as "costTracking", s.anr, s.crash_rate as "crashRate"`;

/** Project summaries and the cost summary: set-based SQL only. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  summaries(filter: { project: number | null; startDate: number; endDate: number }): Promise<ProjectSummaryRow[]> {
    return this.db.many<ProjectSummaryRow>(
      `select ${SUMMARY_COLUMNS} from project_summary s
        where s.date between $1 and $2 and ($3::int is null or s.project_id = $3)
        order by s.project_id, s.date`,
      [filter.startDate, filter.endDate, filter.project],
    );
  }

  /** Rows of the projects whose platform (0 for none or another) is listed, or of every project. */
  reportRows(filter: { startDate: number; endDate: number; platforms: number[] | null; project: number | null }): Promise<ReportRow[]> {
    return this.db.many<ReportRow>(
      `select ${SUMMARY_COLUMNS}, p.name, p.icon, p.platform from project_summary s join project p on p.id = s.project_id
        where s.date between $1 and $2
          and ($3::int[] is null or (case when p.platform in (1, 2) then p.platform else 0 end) = any($3))
          and ($4::int is null or s.project_id = $4)
        order by p.name, s.project_id, s.date`,
      [filter.startDate, filter.endDate, filter.platforms, filter.project],
    );
  }

  project(id: number): Promise<ReportProject | undefined> {
    return this.db.one<ReportProject>(`select id, name, icon, platform from project where id = $1`, [id]);
  }

  /** Which of these project ids exist. */
  async existingProjects(ids: number[]): Promise<Set<number>> {
    const rows = await this.db.many<{ id: number }>(`select id from project where id = any($1::int[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Writes the rows in one statement, insert or update on (project, date). The caller sends each
   * key once and sorted, so two concurrent batches lock their rows in the same order.
   */
  async upsert(rows: ProjectSummaryRow[]): Promise<number> {
    if (!rows.length) return 0;
    const col = <K extends keyof ProjectSummaryRow>(k: K) => rows.map((r) => r[k]);
    return this.db.exec(
      `insert into project_summary (project_id, date, revenue_iap, revenue_ads, cost_ua, cost_tracking, anr, crash_rate)
       select * from unnest($1::int[], $2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::float8[], $8::float8[])
       on conflict (project_id, date) do update set
         revenue_iap = excluded.revenue_iap, revenue_ads = excluded.revenue_ads, cost_ua = excluded.cost_ua,
         cost_tracking = excluded.cost_tracking, anr = excluded.anr, crash_rate = excluded.crash_rate, updated_at = now()`,
      [col('project'), col('date'), col('revenueIap'), col('revenueAds'), col('costUa'), col('costTracking'), col('anr'), col('crashRate')],
    );
  }

  /**
   * Sets `metric`'s column of each (project, day) key to the sum over every connector's stored
   * figures; answers the rows written. Keys come sorted, so concurrent syncs lock in one order.
   */
  async sumConnectorFigures(metric: SyncMetric, keys: { projectId: number; date: number }[]): Promise<number> {
    if (!keys.length) return 0;
    const column = METRIC_COLUMN[metric];
    return this.db.exec(
      `insert into project_summary (project_id, date, ${column})
       select k.p, k.d, coalesce((select sum(x.amount) from connector_daily x where x.project_id = k.p and x.date = k.d and x.metric = $3), 0)
         from (select distinct p, d from unnest($1::int[], $2::int[]) as u(p, d) order by p, d) k
       on conflict (project_id, date) do update set ${column} = excluded.${column}, updated_at = now()`,
      [keys.map((k) => k.projectId), keys.map((k) => k.date), metric],
    );
  }

  /**
   * The fixed cost of every (project, role, employee) over [startDate, endDate] (docs/decisions/014):
   * an employee's salary spread over the days of the range they were employed (salary / days of
   * that month, per day), split over the (project, role) of their tasks whose work overlaps the
   * range (started, and not ended before it; an open task runs to `today`), by task score.
   */
  fixedCosts(filter: { startDate: number; endDate: number; projects: number[] | null; today: number; timeZone: string }): Promise<FixedCostRow[]> {
    return this.db.many<FixedCostRow>(
      `with bounds as (
         select to_date($1::text, 'YYYYMMDD') as s, to_date($2::text, 'YYYYMMDD') as e, to_date($4::text, 'YYYYMMDD') as today
       ), work as (
         select t.employee, t.project_id, t.role, sum(greatest(t.score, 0)) as weight
           from task t, bounds b
          where t.employee is not null and t.start_date is not null
            and (t.start_date at time zone $5)::date <= b.e
            and coalesce((t.end_date at time zone $5)::date, b.today) >= b.s
          group by t.employee, t.project_id, t.role
       ), totals as (
         select employee, sum(weight) as total from work group by employee having sum(weight) > 0
       ), pay as (
         select e.id as employee,
                sum(e.salary::numeric / extract(day from date_trunc('month', d.day) + interval '1 month' - interval '1 day')) as cost
           from employee e
           join totals x on x.employee = e.id
           cross join bounds b
           cross join lateral generate_series(b.s, b.e, interval '1 day') as d(day)
          where e.salary > 0
            and (e.join_date is null or d.day >= to_date(e.join_date::text, 'YYYYMMDD'))
            and (e.quit_date is null or d.day <= to_date(e.quit_date::text, 'YYYYMMDD'))
          group by e.id
       )
       select w.project_id as "projectId", w.role, w.employee as "employeeId", round(p.cost * w.weight / x.total)::bigint as fix
         from work w
         join totals x on x.employee = w.employee
         join pay p on p.employee = w.employee
        where w.weight > 0 and ($3::int[] is null or w.project_id = any($3::int[]))
        order by w.project_id, w.role, w.employee`,
      [filter.startDate, filter.endDate, filter.projects, filter.today, filter.timeZone],
    );
  }

  /** Every project but the global root, for the cost summary's project select. */
  projectOptions(): Promise<{ id: number; name: string }[]> {
    return this.db.many(`select id, name from project where id <> 0 order by name, id`);
  }

  employeeNames(ids: string[]): Promise<{ id: string; name: string }[]> {
    return this.db.many(`select id, ${employeeName('')} as name from employee where id = any($1::text[]) order by id`, [ids]);
  }
}
