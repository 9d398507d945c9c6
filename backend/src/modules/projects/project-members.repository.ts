import { Injectable } from '@nestjs/common';
import type { EmployeeOption, PersonOption } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

export type Membership = { employee: string; role: number };
export type RoleLevelRow = { role: number; roleLevel: number };
/** An employee with every role they hold, to match against a project role. */
export type EmployeeRoles = { id: string; role: number; extraRole: number[] | null };

/**
 * project_employee and project_role_level, and the reads of employee that decide who may be a
 * member (active, not the built-in admin).
 */
@Injectable()
export class ProjectMembersRepository {
  constructor(private readonly db: Db) {}

  members(project: number): Promise<Membership[]> {
    return this.db.many<Membership>(`select employee_id as employee, role from project_employee where project_id = $1`, [project]);
  }

  async addMembers(project: number, list: Membership[]): Promise<void> {
    if (!list.length) return;
    await this.db.exec(
      `insert into project_employee (project_id, employee_id, role) select $1, m.employee, m.role from unnest($2::text[], $3::int[]) as m(employee, role)`,
      [project, list.map((m) => m.employee), list.map((m) => m.role)],
    );
  }

  async removeMembers(project: number, list: Membership[]): Promise<void> {
    if (!list.length) return;
    await this.db.exec(
      `delete from project_employee pe using unnest($2::text[], $3::int[]) as m(employee, role)
        where pe.project_id = $1 and pe.employee_id = m.employee and pe.role = m.role`,
      [project, list.map((m) => m.employee), list.map((m) => m.role)],
    );
  }

  roleLevels(project: number): Promise<RoleLevelRow[]> {
    return this.db.many<RoleLevelRow>(`select role, role_level as "roleLevel" from project_role_level where project_id = $1`, [project]);
  }

  async setRoleLevels(project: number, list: RoleLevelRow[]): Promise<void> {
    if (!list.length) return;
    await this.db.exec(
      `insert into project_role_level (project_id, role, role_level) select $1, l.role, l.level from unnest($2::int[], $3::int[]) as l(role, level)
       on conflict (project_id, role) do update set role_level = excluded.role_level`,
      [project, list.map((l) => l.role), list.map((l) => l.roleLevel)],
    );
  }

  async removeRoleLevels(project: number, roles: number[]): Promise<void> {
    if (!roles.length) return;
    await this.db.exec(`delete from project_role_level where project_id = $1 and role = any($2::int[])`, [project, roles]);
  }

  /** Those of `ids` who are active employees other than the built-in admin, with their roles. */
  assignable(ids: string[]): Promise<EmployeeRoles[]> {
    return this.db.many<EmployeeRoles>(
      `select id, role, extra_role as "extraRole" from employee where id = any($1::text[]) and is_active and id <> 'admin'`, [ids],
    );
  }

  /** Assignable employees whose role or one of whose extra roles is among `roles`, by name. */
  holdersOf(roles: number[]): Promise<(PersonOption & { extraRole: number[] | null })[]> {
    return this.db.many<PersonOption & { extraRole: number[] | null }>(
      `select e.id, ${employeeName('e')} as name, e.role, e.icon, e.extra_role as "extraRole"
         from employee e
        where e.is_active and e.id <> 'admin'
          and (e.role = any($1::int[]) or exists (select 1 from jsonb_array_elements_text(e.extra_role) r where r::int = any($1::int[])))
        order by e.first_name, e.last_name, e.id`,
      [roles],
    );
  }

  /** Assignable employees whose role is not among `excludedRoles`, by name. */
  options(excludedRoles: readonly number[]): Promise<EmployeeOption[]> {
    return this.db.many<EmployeeOption>(
      `select e.id, ${employeeName('e')} as name, e.role, e.role_level as "roleLevel", e.icon
         from employee e
        where e.is_active and e.id <> 'admin' and not (e.role = any($1::int[]))
        order by e.first_name, e.last_name, e.id`,
      [excludedRoles],
    );
  }
}
