import { Injectable } from '@nestjs/common';
import { GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, type GrantRow } from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { Db } from '../../database/db';
import { uniqueViolation } from '../../database/db-errors';

/** One grant reaching an employee, with the group it comes from. */
export interface EmployeeGrantRow {
  groupName: string;
  permissionName: string | null;
  conditionType: number;
  conditionValue: unknown;
  projectIds: number[] | null;
}

export interface GroupRow {
  id: number;
  name: string;
}

export interface GroupListRow extends GroupRow {
  permissions: { permissionId: string; conditionType: number; conditionValue: unknown }[];
}

/** Every grant that reaches an employee: listed groups, role defaults, project-role groups. */
const EMPLOYEE_GRANTS = `with me as (select id, role, extra_role from employee where id = $1),
  groups as (
    select ge.group_id, null::int[] as project_ids from permission_group_employee ge where ge.employee_id = $1
    union all
    select g.id, null from permission_group g, me
     where g.name = '${GROUP_NAME_DEFAULT_PREFIX}' || me.role
        or g.name in (select '${GROUP_NAME_DEFAULT_PREFIX}' || r from me, jsonb_array_elements_text(me.extra_role) r)
    union all
    select g.id, array_agg(distinct pe.project_id) from project_employee pe
      join permission_group g on g.name = '${GROUP_NAME_PROJECT_PREFIX}' || pe.role
     where pe.employee_id = $1 group by g.id
  )
  select g.name as "groupName", gg.permission_name as "permissionName", gg.condition_type as "conditionType",
         gg.condition_value as "conditionValue", x.project_ids as "projectIds"
    from groups x join permission_group g on g.id = x.group_id
    left join permission_group_grant gg on gg.group_id = g.id`;

const nameExists = () => new DomainError('permission-group.name-exists', 409);

/** Permission groups, their grants and members, and the ACL version that permission caches key on. */
@Injectable()
export class PermissionsRepository {
  constructor(private readonly db: Db) {}

  employeeGrants(employeeId: string): Promise<EmployeeGrantRow[]> {
    return this.db.many<EmployeeGrantRow>(EMPLOYEE_GRANTS, [employeeId]);
  }

  async projectIds(): Promise<number[]> {
    return (await this.db.many<{ id: number }>(`select id from project order by id`)).map((r) => r.id);
  }

  async bumpAcl(): Promise<void> {
    await this.db.exec(`update acl_version set version = version + 1 where id = 1`);
  }

  listGroups(): Promise<GroupListRow[]> {
    return this.db.many<GroupListRow>(
      `select g.id, g.name,
              coalesce(json_agg(json_build_object('permissionId', gg.permission_name, 'conditionType', gg.condition_type,
                'conditionValue', gg.condition_value) order by gg.id) filter (where gg.id is not null), '[]') as permissions
         from permission_group g left join permission_group_grant gg on gg.group_id = g.id
        group by g.id order by g.id`,
    );
  }

  async groupExists(id: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from permission_group where id = $1`, [id]));
  }

  /** The group, locked until the transaction ends so that concurrent edits of it run one after the other. */
  lockGroup(id: number): Promise<GroupRow | undefined> {
    return this.db.one<GroupRow>(`select id, name from permission_group where id = $1 for update`, [id]);
  }

  async insertGroup(name: string): Promise<number> {
    try {
      return (await this.db.one<{ id: number }>(`insert into permission_group (name) values ($1) returning id`, [name]))!.id;
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw nameExists();
      throw error;
    }
  }

  async renameGroup(id: number, name: string): Promise<void> {
    try {
      await this.db.exec(`update permission_group set name = $2 where id = $1 and name <> $2`, [id, name]);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw nameExists();
      throw error;
    }
  }

  async deleteGroup(id: number): Promise<void> {
    await this.db.exec(`delete from permission_group where id = $1`, [id]);
  }

  /** Replaces the group's grants, stored in the order given (listings order them by id). */
  async replaceGrants(groupId: number, grants: GrantRow[]): Promise<void> {
    await this.db.exec(`delete from permission_group_grant where group_id = $1`, [groupId]);
    if (!grants.length) return;
    await this.db.exec(
      `insert into permission_group_grant (group_id, permission_name, condition_type, condition_value)
       select $1, g->>'permissionId', (g->>'conditionType')::smallint, nullif(g->'conditionValue', 'null'::jsonb)
         from jsonb_array_elements($2::jsonb) with ordinality as x(g, n) order by n`,
      [groupId, JSON.stringify(grants)],
    );
  }

  async groupEmployeeIds(groupId: number): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(
      `select employee_id as id from permission_group_employee where group_id = $1 order by employee_id`, [groupId],
    );
    return rows.map((r) => r.id);
  }

  async replaceGroupEmployees(groupId: number, employeeIds: string[]): Promise<void> {
    await this.db.exec(`delete from permission_group_employee where group_id = $1`, [groupId]);
    await this.db.exec(
      `insert into permission_group_employee (group_id, employee_id) select $1, unnest($2::text[])`,
      [groupId, employeeIds],
    );
  }

  /** Which of these ids are employees. */
  async existingEmployeeIds(ids: string[]): Promise<string[]> {
    return (await this.db.many<{ id: string }>(`select id from employee where id = any($1)`, [ids])).map((r) => r.id);
  }
}
