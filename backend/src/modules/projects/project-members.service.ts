import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { hasPermission, isActiveRoleLevel, isSystemRole, roleById, type Grant } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden } from '../../common/domain-error';
import { PermissionsService } from '../permissions/permissions.service';
import type { MemberDto, RoleLevelDto } from './dto/project.dto';
import { ProjectEmployee, ProjectRoleLevel } from './entities/project.entity';

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
  constructor(private readonly permissions: PermissionsService) {}

  /** Validated {employee, role} pairs: both present, a real non-system role, no pair twice. */
  normalizeMembers(list: MemberDto[]): { employee: string; role: number }[] {
    const out: { employee: string; role: number }[] = [];
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
  async assertAssignable(em: EntityManager, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const rows = await em.execute<{ id: string }[]>(
      `select id from employee where id in (${unique.map(() => '?').join(',')}) and is_active and id <> 'admin'`, unique,
    );
    if (rows.length !== unique.length) throw new DomainError('project.employee-not-found', 400);
  }

  /** Replaces the members of the editable roles with `list`; answers whether anything changed. */
  async setMembers(em: EntityManager, user: AuthUser, projectId: number, list: MemberDto[]): Promise<boolean> {
    const desired = this.normalizeMembers(list);
    const grants = await this.permissions.grantsOf(user);
    const mayEdit = this.may(grants, 'Project.Edit.Employee', projectId);
    const current = await em.find(ProjectEmployee, { projectId });
    const currentKeys = new Set(current.map((c) => key(c.employeeId, c.role)));
    const desiredKeys = new Set(desired.map((d) => key(d.employee, d.role)));

    const added = desired.filter((d) => !currentKeys.has(key(d.employee, d.role)));
    const removed = current.filter((c) => mayEdit(c.role) && !desiredKeys.has(key(c.employeeId, c.role)));
    if (added.some((a) => !mayEdit(a.role))) throw forbidden();
    await this.assertAssignable(em, added.map((a) => a.employee));

    for (const r of removed) em.remove(r);
    for (const a of added) em.persist(Object.assign(new ProjectEmployee(), { projectId, employeeId: a.employee, role: a.role }));
    return added.length + removed.length > 0;
  }

  /** Sets (or with null removes) the level of each listed role; roles not listed stay. */
  async setRoleLevels(em: EntityManager, user: AuthUser, projectId: number, list: RoleLevelDto[]): Promise<void> {
    const seen = new Set<number>();
    for (const rl of list) {
      if (rl.role === undefined || rl.role === null || rl.roleLevel === undefined) throw new DomainError('project.fill-all-fields', 400);
      checkRole(rl.role);
      if (rl.roleLevel !== null && !isActiveRoleLevel(rl.roleLevel)) throw new DomainError('project.role-level-invalid', 400);
      if (seen.has(rl.role)) throw new DomainError('common.validation', 400, [{ field: 'roleLevels', message: `role ${rl.role} listed twice` }]);
      seen.add(rl.role);
    }
    const mayEdit = this.may(await this.permissions.grantsOf(user), 'Project.Edit.RoleLevel', projectId);
    const current = new Map((await em.find(ProjectRoleLevel, { projectId })).map((c) => [c.role, c]));
    for (const rl of list) {
      const existing = current.get(rl.role!);
      if ((existing?.roleLevel ?? null) === rl.roleLevel) continue;
      if (!mayEdit(rl.role!)) throw forbidden();
      if (rl.roleLevel === null) em.remove(existing!);
      else if (existing) existing.roleLevel = rl.roleLevel!;
      else em.persist(Object.assign(new ProjectRoleLevel(), { projectId, role: rl.role, roleLevel: rl.roleLevel }));
    }
  }

  private may(grants: Grant[], name: string, project: number) {
    return (role: number) => hasPermission(grants, name, { project, value: role });
  }
}
