import { Injectable } from '@nestjs/common';
import { PROJECT_ROLES, Role, SYSTEM_ROLES, type ProjectRoleKey } from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { Db } from '../../database/db';

/** Management roles that may hold any of the five create-project roles (docs/decisions/005). */
export const MANAGEMENT_ROLES: readonly number[] = [Role.Ceo, Role.Cto, Role.Manager, Role.Cpo, Role.Cmo];

export interface Candidate {
  id: string;
  name: string;
  role: number;
  icon: string | null;
}

/** A candidate for a project role: an active employee whose role or one of whose extra roles is it or a management role. */
export function isCandidate(employee: { role: number; extraRole: number[] | null }, projectRole: number): boolean {
  const roles = [employee.role, ...(employee.extraRole ?? [])];
  return roles.some((r) => r === projectRole || MANAGEMENT_ROLES.includes(r));
}

const NAME_SQL = `trim(e.last_name || ' ' || e.first_name)`;

@Injectable()
export class ProjectCandidatesService {
  constructor(private readonly sql: Db) {}

  /** GET /api/projects/candidates: one list per create-project role key. */
  async candidates(): Promise<Record<ProjectRoleKey, Candidate[]>> {
    const wanted = [...new Set([...PROJECT_ROLES.map((p) => p.role as number), ...MANAGEMENT_ROLES])];
    const rows = await this.sql.many<Candidate & { extraRole: number[] }>(
      `select e.id, ${NAME_SQL} as name, e.role, e.icon, e.extra_role as "extraRole"
         from employee e
        where e.is_active and e.id <> 'admin'
          and (e.role = any($1::int[]) or exists (select 1 from jsonb_array_elements_text(e.extra_role) r where r::int = any($1::int[])))
        order by e.first_name, e.last_name, e.id`,
      [wanted],
    );
    const out = {} as Record<ProjectRoleKey, Candidate[]>;
    for (const p of PROJECT_ROLES) {
      out[p.key] = rows.filter((r) => isCandidate(r, p.role)).map(({ id, name, role, icon }) => ({ id, name, role, icon }));
    }
    return out;
  }

  /** Refuses a holder who is not a candidate for the project role they are given. */
  async assertCandidates(holders: { employee: string; role: number }[]): Promise<void> {
    if (!holders.length) return;
    const rows = await this.sql.many<{ id: string; role: number; extraRole: number[] }>(
      `select id, role, extra_role as "extraRole" from employee where id = any($1) and is_active and id <> 'admin'`,
      [[...new Set(holders.map((h) => h.employee))]],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const h of holders) {
      const employee = byId.get(h.employee);
      if (!employee || !isCandidate(employee, h.role)) throw new DomainError('project.not-candidate', 400);
    }
  }

  /** GET /api/employees/options: active people for pickers, no system roles, no 'admin'. */
  async options() {
    const employees = await this.sql.many(
      `select e.id, ${NAME_SQL} as name, e.role, e.role_level as "roleLevel", e.icon
         from employee e
        where e.is_active and e.id <> 'admin' and not (e.role = any($1::int[]))
        order by e.first_name, e.last_name, e.id`,
      [SYSTEM_ROLES],
    );
    return { employees };
  }
}
