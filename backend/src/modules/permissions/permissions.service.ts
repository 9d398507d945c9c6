import { Injectable } from '@nestjs/common';
import {
  effectivePermissions, GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, hasPermission, parseGroupName,
  type Condition, type Grant,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Db } from '../../database/db';

interface GrantRow {
  groupName: string;
  permissionName: string;
  conditionType: number;
  conditionValue: unknown;
  projectIds: number[] | null;
}

const CACHE_LIMIT = 5000;

/**
 * Answers "may this employee do X on project P (for value V)". Grants are cached per employee and
 * keyed on acl_version, which every permission-changing write bumps, so all instances agree.
 */
@Injectable()
export class PermissionsService {
  private readonly cache = new Map<string, { version: number; grants: Promise<Grant[]> }>();

  constructor(private readonly sql: Db) {}

  async has(user: AuthUser, name: string, ctx: { project?: number; value?: number | string } = {}): Promise<boolean> {
    return hasPermission(await this.grantsOf(user), name, { project: ctx.project ?? 0, value: ctx.value });
  }

  async effective(user: AuthUser, project: number) {
    return effectivePermissions(await this.grantsOf(user), project);
  }

  /** The projects (the global root 0 included) on which the caller holds a project-scoped permission. */
  async projectsWith(user: AuthUser, name: string): Promise<number[]> {
    const [grants, rows] = await Promise.all([
      this.grantsOf(user),
      this.sql.many<{ id: number }>(`select id from project order by id`),
    ]);
    return rows.map((r) => r.id).filter((project) => hasPermission(grants, name, { project }));
  }

  grantsOf(user: Pick<AuthUser, 'id' | 'aclVersion'>): Promise<Grant[]> {
    const cached = this.cache.get(user.id);
    if (cached && cached.version === user.aclVersion) return cached.grants;
    const grants = this.load(user.id).catch((error) => {
      this.cache.delete(user.id);
      throw error;
    });
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(user.id, { version: user.aclVersion, grants });
    return grants;
  }

  /** Every grant that reaches an employee: listed groups, role defaults, project-role groups. */
  private async load(employeeId: string): Promise<Grant[]> {
    const rows = await this.sql.many<GrantRow>(
      `with me as (select id, role, extra_role from employee where id = $1),
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
         left join permission_group_grant gg on gg.group_id = g.id`,
      [employeeId],
    );
    const grants: Grant[] = [];
    for (const row of rows) {
      const parsed = parseGroupName(row.groupName);
      if (parsed.kind === 'system') {
        grants.push({ permission: '*', condition: { conditionType: 1, conditionValue: null }, source: { kind: 'system' } } as Grant);
        continue;
      }
      if (!row.permissionName) continue;
      grants.push({
        permission: row.permissionName,
        condition: { conditionType: row.conditionType, conditionValue: row.conditionValue ?? null } as Condition,
        source: parsed.kind === 'project-role' ? { kind: 'project-role', projectIds: row.projectIds ?? [] } : { kind: parsed.kind },
      } as Grant);
    }
    return grants;
  }
}

/** Every write that can change who may do what calls this inside its transaction or right after. */
export const BUMP_ACL_SQL = `update acl_version set version = version + 1 where id = 1`;
