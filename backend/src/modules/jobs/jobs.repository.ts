import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

/** An open task a job looks at, with the names its notifications carry. */
export interface OpenTask {
  taskId: number;
  projectId: number;
  projectName: string;
  taskName: string;
  employee: string | null;
  employeeName: string | null;
  score: number;
  finalScore: number;
  status: number;
  deadline: number;
  isSudden: boolean;
  /** The late penalty of the task's role, percent a day (role-penalties); null without a row. */
  penaltyPercent?: number | null;
}

export interface ExpiringContract {
  id: string;
  name: string;
  end: number;
  contactAdmin: string | null;
}

@Injectable()
export class JobsRepository {
  constructor(private readonly db: Db) {}

  /** Held until the transaction ends: with several instances, one runs the job (call inside `db.tx`). */
  async tryLock(key: number): Promise<boolean> {
    return (await this.db.one<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [key]))!.ok;
  }

  /** Tasks in `statuses` whose deadline is before `today`, with their role's late penalty, locked for the update that follows. */
  lockOverdue(statuses: number[], today: number): Promise<OpenTask[]> {
    return this.db.many<OpenTask>(
      `select t.task_id as "taskId", t.project_id as "projectId", p.name as "projectName", t.task_name as "taskName",
              t.employee, ${employeeName('e')} as "employeeName", t.score, t.final_score as "finalScore",
              t.status, t.deadline, t.is_sudden as "isSudden", rp.penalty_percentage as "penaltyPercent"
         from task t join project p on p.id = t.project_id left join employee e on e.id = t.employee
         left join role_penalty rp on rp.role = t.role
        where t.status = any($1) and t.deadline is not null and t.deadline < $2
        order by t.project_id, t.task_id for update of t`,
      [statuses, today],
    );
  }

  /** Assigned tasks in `statuses` due on `day`. */
  dueOn(statuses: number[], day: number): Promise<Pick<OpenTask, 'taskId' | 'projectId' | 'projectName' | 'taskName' | 'employee' | 'deadline'>[]> {
    return this.db.many(
      `select t.task_id as "taskId", t.project_id as "projectId", p.name as "projectName", t.task_name as "taskName", t.employee, t.deadline
         from task t join project p on p.id = t.project_id
        where t.status = any($1) and t.deadline = $2 and t.employee is not null`,
      [statuses, day],
    );
  }

  /** Active employees whose contract ends between two days. */
  expiringContracts(from: number, to: number): Promise<ExpiringContract[]> {
    return this.db.many<ExpiringContract>(
      `select id, ${employeeName('')} as name, contract_end_date as "end", contact_admin as "contactAdmin"
         from employee where is_active and contract_end_date between $1 and $2`,
      [from, to],
    );
  }

  /** Members holding `role` in each project. */
  async membersWithRole(projectIds: number[], role: number): Promise<Map<number, string[]>> {
    const rows = await this.db.many<{ projectId: number; employeeId: string }>(
      `select project_id as "projectId", employee_id as "employeeId" from project_employee where project_id = any($1) and role = $2`,
      [projectIds, role],
    );
    const map = new Map<number, string[]>();
    for (const r of rows) map.set(r.projectId, [...(map.get(r.projectId) ?? []), r.employeeId]);
    return map;
  }
}
