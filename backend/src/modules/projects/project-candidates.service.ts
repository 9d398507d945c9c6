import { Injectable } from '@nestjs/common';
import { PROJECT_ROLES, Role, SYSTEM_ROLES, type EmployeeOption, type PersonOption, type ProjectRoleKey } from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { ProjectMembersRepository } from './project-members.repository';

/** Management roles that may hold any of the five create-project roles (docs/decisions/005). */
export const MANAGEMENT_ROLES: readonly number[] = [Role.Ceo, Role.Cto, Role.Manager, Role.Cpo, Role.Cmo];

export type Candidate = PersonOption;

/** A candidate for a project role: an active employee whose role or one of whose extra roles is it or a management role. */
export function isCandidate(employee: { role: number; extraRole: number[] | null }, projectRole: number): boolean {
  const roles = [employee.role, ...(employee.extraRole ?? [])];
  return roles.some((r) => r === projectRole || MANAGEMENT_ROLES.includes(r));
}

@Injectable()
export class ProjectCandidatesService {
  constructor(private readonly members: ProjectMembersRepository) {}

  /** GET /api/projects/candidates: one list per create-project role key. */
  async candidates(): Promise<Record<ProjectRoleKey, Candidate[]>> {
    const wanted = [...new Set([...PROJECT_ROLES.map((p) => p.role as number), ...MANAGEMENT_ROLES])];
    const rows = await this.members.holdersOf(wanted);
    const out = {} as Record<ProjectRoleKey, Candidate[]>;
    for (const p of PROJECT_ROLES) {
      out[p.key] = rows.filter((r) => isCandidate(r, p.role)).map(({ id, name, role, icon }) => ({ id, name, role, icon }));
    }
    return out;
  }

  /** Refuses a holder who is not a candidate for the project role they are given. */
  async assertCandidates(holders: { employee: string; role: number }[]): Promise<void> {
    if (!holders.length) return;
    const rows = await this.members.assignable([...new Set(holders.map((h) => h.employee))]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const h of holders) {
      const employee = byId.get(h.employee);
      if (!employee || !isCandidate(employee, h.role)) throw new DomainError('project.not-candidate', 400);
    }
  }

  /** GET /api/employees/options: active people for pickers, no system roles, no 'admin'. */
  async options(): Promise<{ employees: EmployeeOption[] }> {
    return { employees: await this.members.options(SYSTEM_ROLES) };
  }
}
