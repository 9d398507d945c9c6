import { Injectable } from '@nestjs/common';
import { hasPermission, isActiveRoleLevel, isSystemRole, roleById, type Grant } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { PermissionsService } from '../permissions/permissions.service';
import type { MemberDto, RoleLevelDto } from './dto/project.dto';
import { ProjectMembersRepository, type Membership, type RoleLevelRow } from './project-members.repository';

const key = (employee: string, role: number) => `${role}\u0000${employee}`;

function checkRole(role: number): void {
  if (!roleById(role) || isSystemRole(role)) throw new DomainError('project.role-invalid', 400);
}

/**
 * Project membership and role levels, as the settings screen saves them. A caller changes only the
 * roles its Project.Edit.Employee / Project.Edit.RoleLevel grants cover on this project; other roles
 * are left as they are, and an attempt to change one is refused (403).
 */
@Injectable()
export class ProjectMembersService {
  constructor(
    private readonly permissions: PermissionsService,
    private readonly repo: ProjectMembersRepository,
  ) {}

  /** Validated {employee, role} pairs: both present, a real non-system role, no pair twice. */
  normalizeMembers(list: MemberDto[]): Membership[] {
    const out: Membership[] = [];
    const seen = new Set<string>();
    for (const m of list) {
      const employee = m.employee?.trim();
      if (!employee || m.role === undefined || m.role === null) throw new DomainError('project.fill-all-fields', 400);
      checkRole(m.role);
      if (seen.has(key(employee, m.role))) throw new DomainError('project.employee-already-added', 400);
      seen.add(key(employee, m.role));
      out.push({ employee, role: m.role });
    }
    return out;
  }

  /** Active employees other than the built-in admin, among `ids`. */
  async assertAssignable(ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    if ((await this.repo.assignable(unique)).length !== unique.length) throw new DomainError('project.employee-not-found', 400);
  }

  /** The first members of a new project, already checked by its creation rules. */
  addMembers(projectId: number, members: Membership[]): Promise<void> {
    return this.repo.addMembers(projectId, members);
  }

  /** Replaces the members of the editable roles with `list`; answers whether anything changed. */
  async setMembers(user: AuthUser, projectId: number, list: MemberDto[]): Promise<boolean> {
    const desired = this.normalizeMembers(list);
    const grants = await this.permissions.grantsOf(user);
    const mayEdit = this.may(grants, 'Project.Edit.Employee', projectId);
    const current = await this.repo.members(projectId);
    const currentKeys = new Set(current.map((c) => key(c.employee, c.role)));
    const desiredKeys = new Set(desired.map((d) => key(d.employee, d.role)));

    const added = desired.filter((d) => !currentKeys.has(key(d.employee, d.role)));
    const removed = current.filter((c) => mayEdit(c.role) && !desiredKeys.has(key(c.employee, c.role)));
    if (added.some((a) => !mayEdit(a.role))) throw forbidden();
    await this.assertAssignable(added.map((a) => a.employee));

    await this.repo.removeMembers(projectId, removed);
    await this.repo.addMembers(projectId, added);
    return added.length + removed.length > 0;
  }

  /** Sets (or with null removes) the level of each listed role; roles not listed stay. */
  async setRoleLevels(user: AuthUser, projectId: number, list: RoleLevelDto[]): Promise<void> {
    const seen = new Set<number>();
    for (const rl of list) {
      if (rl.role === undefined || rl.role === null || rl.roleLevel === undefined) throw new DomainError('project.fill-all-fields', 400);
      checkRole(rl.role);
      if (rl.roleLevel !== null && !isActiveRoleLevel(rl.roleLevel)) throw new DomainError('project.role-level-invalid', 400);
      if (seen.has(rl.role)) throw invalidField('roleLevels', 'forms.error.invalid', `role ${rl.role} listed twice`, {});
      seen.add(rl.role);
    }
    const mayEdit = this.may(await this.permissions.grantsOf(user), 'Project.Edit.RoleLevel', projectId);
    const current = new Map((await this.repo.roleLevels(projectId)).map((c) => [c.role, c.roleLevel]));
    const removed: number[] = [];
    const set: RoleLevelRow[] = [];
    for (const rl of list) {
      const role = rl.role!;
      if ((current.get(role) ?? null) === rl.roleLevel) continue;
      if (!mayEdit(role)) throw forbidden();
      if (rl.roleLevel === null) removed.push(role);
      else set.push({ role, roleLevel: rl.roleLevel! });
    }
    await this.repo.removeRoleLevels(projectId, removed);
    await this.repo.setRoleLevels(projectId, set);
  }

  private may(grants: Grant[], name: string, project: number) {
    return (role: number) => hasPermission(grants, name, { project, value: role });
  }
}
