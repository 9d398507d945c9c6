import { Injectable } from '@nestjs/common';
import {
  GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, Role, SYSTEM_ADMIN_GROUP, TicketType, type PermissionName,
} from '@studio/domain';
import { Db } from '../../database/db';

/** Project roles that answer task requests: managers, and owners. */
export const TASK_REQUEST_APPROVER_ROLES = [Role.ProjectManager, Role.ProjectOwner];

/**
 * Who receives a ticket (docs/decisions/007-ticket-routing.md):
 * Break -> the requester's contact admin; task requests -> the project's managers and owners;
 * negotiations -> the original requester; project, account and policy requests -> the admins.
 */
@Injectable()
export class TicketRoutingService {
  constructor(private readonly sql: Db) {}

  async recipients(requestType: number, requester: string, projectId: number, assignTo?: string): Promise<string[]> {
    switch (requestType) {
      case TicketType.Break: {
        const row = await this.sql.one<{ contactAdmin: string | null }>(
          `select c.id as "contactAdmin" from employee e join employee c on c.id = e.contact_admin and c.is_active
            where e.id = $1 and c.id <> e.id`,
          [requester],
        );
        return row?.contactAdmin ? [row.contactAdmin] : this.holders('Operator.Break.Decision', requester);
      }
      case TicketType.CreateTask:
      case TicketType.EditTask: {
        const managers = await this.sql.many<{ id: string }>(
          `select distinct pe.employee_id as id from project_employee pe join employee e on e.id = pe.employee_id and e.is_active
            where pe.project_id = $1 and pe.role = any($2::smallint[]) and pe.employee_id <> $3 order by 1`,
          [projectId, TASK_REQUEST_APPROVER_ROLES, requester],
        );
        return managers.length ? managers.map((m) => m.id) : this.holders('Admin', requester);
      }
      case TicketType.CreateTaskNegotiation:
      case TicketType.EditTaskNegotiation:
        return assignTo ? [assignTo] : [];
      default:
        return this.holders('Admin', requester);
    }
  }

  /**
   * Active employees holding a permission of scope none on the global project: the built-in
   * admin, listed members of groups granting it, employees of a role whose default group grants
   * it, and members of project 0 whose project-role group grants it.
   */
  async holders(permission: PermissionName, except?: string): Promise<string[]> {
    const rows = await this.sql.many<{ id: string }>(
      `with granting as (
         select g.id, g.name from permission_group g
          where g.name = $2 or exists (select 1 from permission_group_grant gg where gg.group_id = g.id and gg.permission_name = $1)
       ), holders as (
         select ge.employee_id as id from permission_group_employee ge join granting g on g.id = ge.group_id
          where g.name = $2 or g.name !~ ('^(' || $3 || '|' || $4 || ')[0-9]+$')
         union
         select e.id from employee e join granting g on g.name = $3 || e.role
            or g.name in (select $3 || r from jsonb_array_elements_text(e.extra_role) r)
         union
         select pe.employee_id from project_employee pe join granting g on g.name = $4 || pe.role where pe.project_id = 0
       )
       select e.id from employee e join holders h on h.id = e.id
        where e.is_active and e.id is distinct from $5 order by e.id`,
      [permission, SYSTEM_ADMIN_GROUP, GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, except ?? null],
    );
    return rows.map((r) => r.id);
  }
}
