import { Injectable } from '@nestjs/common';
import { effectivePermissions, hasPermission, parseGroupName, type Condition, type Grant } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { PermissionsRepository } from './permissions.repository';

const CACHE_LIMIT = 5000;

/**
 * Answers "may this employee do X on project P (for value V)". Grants are cached per employee and
 * keyed on acl_version, which every permission-changing write bumps, so all instances agree.
 */
@Injectable()
export class PermissionsService {
  private readonly cache = new Map<string, { version: number; grants: Promise<Grant[]> }>();

  constructor(private readonly repo: PermissionsRepository) {}

  async has(user: AuthUser, name: string, ctx: { project?: number; value?: number | string } = {}): Promise<boolean> {
    return hasPermission(await this.grantsOf(user), name, { project: ctx.project ?? 0, value: ctx.value });
  }

  async effective(user: AuthUser, project: number) {
    return effectivePermissions(await this.grantsOf(user), project);
  }

  /** The projects (the global root 0 included) on which the caller holds a project-scoped permission. */
  async projectsWith(user: AuthUser, name: string): Promise<number[]> {
    const [grants, ids] = await Promise.all([this.grantsOf(user), this.repo.projectIds()]);
    return ids.filter((project) => hasPermission(grants, name, { project }));
  }

  /** Every write that can change who may do what calls this inside its transaction (or right after). */
  bumpAcl(): Promise<void> {
    return this.repo.bumpAcl();
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
    const rows = await this.repo.employeeGrants(employeeId);
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
