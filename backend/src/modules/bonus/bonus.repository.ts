import { Injectable } from '@nestjs/common';
import type { BonusAuditRow, BonusPerson } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName, employeeNameOrNull } from '../../database/sql';

export interface ProjectShareRow {
  project: number;
  name: string;
  packageName: string | null;
  icon: string | null;
  platform: number | null;
  projectShareValue: number;
}

export interface StoredProjectConfig {
  projectFund: number;
  shares: Record<string, number>;
  version: number;
}

/** A change of the bonus settings, as GET /api/bonus/audit answers it (the endpoint table's type). */
export type AuditRow = BonusAuditRow;

export interface BonusEmployee {
  id: string;
  name: string;
  icon: string | null;
  salary: number;
  role: number;
}

/** The year's successful work, by end date in the studio's time zone. */
const YEAR_TASKS = `t.status = 4 and not t.is_archived and t.employee is not null
  and t.end_date >= make_timestamptz($1::int, 1, 1, 0, 0, 0, 'Asia/Ho_Chi_Minh')
  and t.end_date < make_timestamptz($1::int + 1, 1, 1, 0, 0, 0, 'Asia/Ho_Chi_Minh')`;

/** Bonus configs, project shares, the audit, and the people and scores a distribution needs. */
@Injectable()
export class BonusRepository {
  constructor(private readonly db: Db) {}

  async internalShares(): Promise<Record<string, number> | undefined> {
    return (await this.db.one<{ shares: Record<string, number> }>(`select shares from bonus_internal where id = 1`))?.shares;
  }

  /** Creates the internal row with `shares` if missing, then locks it (writers queue on it). */
  async lockInternal(initial: Record<number, number>): Promise<Record<string, number>> {
    await this.db.exec(`insert into bonus_internal (id, shares) values (1, $1::jsonb) on conflict (id) do nothing`, [JSON.stringify(initial)]);
    return (await this.db.one<{ shares: Record<string, number> }>(`select shares from bonus_internal where id = 1 for update`))!.shares;
  }

  async saveInternal(shares: Record<number, number>): Promise<void> {
    await this.db.exec(`update bonus_internal set shares = $1::jsonb, version = version + 1, updated_at = now() where id = 1`, [JSON.stringify(shares)]);
  }

  projectShares(): Promise<ProjectShareRow[]> {
    return this.db.many<ProjectShareRow>(
      `select p.id as project, p.name, p.package_name as "packageName", p.icon, p.platform, coalesce(s.value, 0) as "projectShareValue"
         from project p left join bonus_project_share s on s.project_id = p.id
        where p.id > 0 order by p.id`,
    );
  }

  async setProjectShares(rows: { project: number; value: number }[]): Promise<void> {
    if (!rows.length) return;
    await this.db.exec(
      `insert into bonus_project_share (project_id, value)
       select r.project, r.value from jsonb_to_recordset($1::jsonb) as r(project int, value bigint) order by r.project
       on conflict (project_id) do update set value = excluded.value`,
      [JSON.stringify(rows)],
    );
  }

  async existingProjects(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.many<{ id: number }>(`select id from project where id = any($1::int[]) and id > 0`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  async projectExists(id: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from project where id = $1`, [id]));
  }

  projectConfig(projectId: number): Promise<StoredProjectConfig | undefined> {
    return this.db.one<StoredProjectConfig>(
      `select project_fund as "projectFund", shares, version from project_bonus_config where project_id = $1`,
      [projectId],
    );
  }

  /**
   * Takes the project's save lock without waiting: false when another save of the same project is
   * running (the caller answers 409 rather than queueing writers until a lock or pool timeout).
   */
  async tryLockProject(projectId: number): Promise<boolean> {
    return (await this.db.one<{ ok: boolean }>(`select pg_try_advisory_xact_lock(hashtext('project_bonus_config'), $1) as ok`, [projectId]))!.ok;
  }

  /** Reads the internal defaults under a share lock (an internal save waits for project saves, and back). */
  async internalForShare(): Promise<Record<string, number> | undefined> {
    return (await this.db.one<{ shares: Record<string, number> }>(`select shares from bonus_internal where id = 1 for share`))?.shares;
  }

  /** Creates the project's config row if missing and locks it for the rest of the transaction. */
  async lockProjectConfig(projectId: number): Promise<StoredProjectConfig> {
    await this.db.exec(`insert into project_bonus_config (project_id, shares) values ($1, '{}'::jsonb) on conflict (project_id) do nothing`, [projectId]);
    return (await this.db.one<StoredProjectConfig>(
      `select project_fund as "projectFund", shares, version from project_bonus_config where project_id = $1 for update`,
      [projectId],
    ))!;
  }

  async saveProjectConfig(projectId: number, projectFund: number, shares: Record<number, number>, by: string): Promise<void> {
    await this.db.exec(
      `update project_bonus_config set project_fund = $2, shares = $3::jsonb, version = version + 1, updated_by = $4, updated_at = now()
        where project_id = $1`,
      [projectId, projectFund, JSON.stringify(shares), by],
    );
  }

  async audit(kind: string, projectId: number | null, employeeId: string, before: unknown, after: unknown): Promise<void> {
    await this.db.exec(
      `insert into bonus_audit (kind, project_id, employee_id, before, after) values ($1, $2, $3, $4::jsonb, $5::jsonb)`,
      [kind, projectId, employeeId, before === undefined ? null : JSON.stringify(before), JSON.stringify(after)],
    );
  }

  auditRows(filter: { project: number | null; limit: number }): Promise<AuditRow[]> {
    return this.db.many<AuditRow>(
      `select a.id, a.kind, a.project_id as project, a.employee_id as employee,
              ${employeeNameOrNull('e')} as "employeeName",
              a.at, a.before, a.after
         from bonus_audit a left join employee e on e.id = a.employee_id
        where ($1::int is null or a.project_id = $1)
        order by a.at desc, a.id desc limit $2`,
      [filter.project, filter.limit],
    );
  }

  /** Every project in the distribution: a bonus config or a project share above 0. */
  distributionProjects(): Promise<{ project: number; name: string; projectFund: number; shareValue: number; shares: Record<string, number> }[]> {
    return this.db.many(
      `select p.id as project, p.name, coalesce(c.project_fund, 0) as "projectFund", coalesce(s.value, 0) as "shareValue",
              coalesce(c.shares, '{}'::jsonb) as shares
         from project p
         left join project_bonus_config c on c.project_id = p.id
         left join bonus_project_share s on s.project_id = p.id
        where p.id > 0 and (c.project_id is not null or coalesce(s.value, 0) > 0)
        order by p.id`,
    );
  }

  /** Project members (active employees) with their year's score in that project. */
  members(year: number): Promise<(BonusPerson & { project: number })[]> {
    return this.db.many(
      `select pe.project_id as project, pe.employee_id as employee, pe.role,
              coalesce((select sum(t.final_score) from task t
                         where t.project_id = pe.project_id and t.employee = pe.employee_id and ${YEAR_TASKS}), 0)::float8 as score
         from project_employee pe join employee e on e.id = pe.employee_id and e.is_active
        order by pe.project_id, pe.employee_id, pe.role`,
      [year],
    );
  }

  /** Active employees by their main role with the year's score over all projects. */
  company(year: number): Promise<BonusPerson[]> {
    return this.db.many(
      `select e.id as employee, e.role,
              coalesce((select sum(t.final_score) from task t where t.employee = e.id and ${YEAR_TASKS}), 0)::float8 as score
         from employee e where e.is_active and e.id <> 'admin' order by e.id`,
      [year],
    );
  }

  /** Scores of the year per project, employee and task role. */
  scored(year: number): Promise<(BonusPerson & { project: number })[]> {
    return this.db.many(
      `select t.project_id as project, t.employee, t.role, sum(t.final_score)::float8 as score
         from task t where ${YEAR_TASKS}
        group by t.project_id, t.employee, t.role order by 1, 2, 3`,
      [year],
    );
  }

  employee(id: string): Promise<BonusEmployee | undefined> {
    return this.db.one<BonusEmployee>(
      `select id, ${employeeName('')} as name, icon, salary, role from employee where id = $1`,
      [id],
    );
  }

  employeeNames(ids: string[]): Promise<{ id: string; name: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.many(`select id, ${employeeName('')} as name from employee where id = any($1::text[])`, [ids]);
  }
}
