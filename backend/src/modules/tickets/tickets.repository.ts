import { Injectable } from '@nestjs/common';
import { GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, SYSTEM_ADMIN_GROUP, type PermissionName, type TicketContent, type TicketRecord } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError } from '../../common/domain-error';
import { Db } from '../../database/db';
import { employeeName, isoUtc } from '../../database/sql';
import { uniqueViolation } from '../../database/db-errors';

/** An employee as an acting user, before the guard's fields. */
export type ActorRow = Omit<AuthUser, 'jti' | 'tokenExpiresAt' | 'via'>;

/** The fields of a ticket as written. */
export interface TicketFields {
  title: string;
  description: string;
  priority: number;
  deadline: number | null;
  content: TicketContent;
  projectId: number;
}

/** A task as an edit request quotes it. */
export interface RequestedTask {
  taskName: string;
  role: number;
  score: number;
  deadline: number | null;
  altScore: number;
}

export type TicketBox = 'received' | 'sent';

const TICKET_SELECT = `select t.id, t.title, t.description, t.request_type as "requestType", t.priority, t.deadline,
    t.created_by as "createdBy", ${employeeName('c')} as "createdByName", ${isoUtc('t.created_at')} as "createdAt",
    ${isoUtc('t.updated_at')} as "updatedAt", t.updated_by as "updatedBy", t.hidden, t.content, t.project_id as "projectId",
    case when t.withdrawn_at is null then null else ${isoUtc('t.withdrawn_at')} end as "withdrawnAt",
    coalesce((select array_agg(r.employee_id order by r.employee_id) from ticket_recipient r where r.ticket_id = t.id), '{}') as employees,
    case when s.request_id is null then null else json_build_object(
      'requestId', s.request_id, 'approve', s.approve, 'description', s.description, 'content', s.content,
      'createdBy', s.created_by, 'createdAt', ${isoUtc('s.created_at')}) end as response
  from ticket t join employee c on c.id = t.created_by left join ticket_response s on s.request_id = t.id`;

const MINE: Record<TicketBox | 'both', string> = {
  sent: 't.created_by = $1',
  received: 'exists (select 1 from ticket_recipient r where r.ticket_id = t.id and r.employee_id = $1)',
  both: 't.created_by = $1 or exists (select 1 from ticket_recipient r where r.ticket_id = t.id and r.employee_id = $1)',
};

/** Tickets, their recipients and responses, and what routing and content checks read. */
@Injectable()
export class TicketsRepository {
  constructor(private readonly db: Db) {}

  /** An employee's tickets: unanswered first (a withdrawn one is not waiting), then newest created, then newest updated. */
  list(employee: string, box?: TicketBox): Promise<TicketRecord[]> {
    return this.db.many<TicketRecord>(
      `${TICKET_SELECT} where (${MINE[box ?? 'both']}) and not t.hidden
        order by (s.request_id is null and t.withdrawn_at is null) desc, t.created_at desc, t.updated_at desc, t.id desc`,
      [employee],
    );
  }

  byId(id: number): Promise<TicketRecord | undefined> {
    return this.db.one<TicketRecord>(`${TICKET_SELECT} where t.id = $1`, [id]);
  }

  async insert(t: TicketFields & { requestType: number; createdBy: string; now: Date }): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into ticket (title, description, request_type, priority, deadline, created_by, created_at, updated_at, content, project_id)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) returning id`,
      [t.title, t.description, t.requestType, t.priority, t.deadline, t.createdBy, t.now, JSON.stringify(t.content), t.projectId],
    );
    return row!.id;
  }

  async update(id: number, t: TicketFields, by: string, now: Date): Promise<void> {
    await this.db.exec(
      `update ticket set title = $2, description = $3, priority = $4, deadline = $5, content = $6, project_id = $7,
              updated_at = $8, updated_by = $9 where id = $1`,
      [id, t.title, t.description, t.priority, t.deadline, JSON.stringify(t.content), t.projectId, now, by],
    );
  }

  async insertRecipients(ticketId: number, recipients: string[]): Promise<void> {
    if (!recipients.length) return;
    await this.db.exec(
      `insert into ticket_recipient (ticket_id, employee_id) select $1, unnest($2::text[]) on conflict do nothing`,
      [ticketId, recipients],
    );
  }

  async replaceRecipients(ticketId: number, recipients: string[]): Promise<void> {
    await this.db.exec(`delete from ticket_recipient where ticket_id = $1`, [ticketId]);
    await this.insertRecipients(ticketId, recipients);
  }

  /**
   * Locks a ticket for an answer or an edit; undefined when it does not exist. The answer is read
   * by a second statement: in READ COMMITTED a statement that waited for the lock still sees the
   * snapshot it started with, so a subquery would miss the answer committed by the lock's holder.
   */
  async lock(id: number): Promise<{ answered: boolean; withdrawn: boolean } | undefined> {
    if (!(await this.db.exec(`select 1 from ticket where id = $1 for update`, [id]))) return undefined;
    return this.db.one<{ answered: boolean; withdrawn: boolean }>(
      `select exists (select 1 from ticket_response where request_id = $1) as answered,
              (select withdrawn_at is not null from ticket where id = $1) as withdrawn`,
      [id],
    );
  }

  /** Marks a locked, unanswered ticket withdrawn by its creator. */
  async withdraw(id: number, by: string, now: Date): Promise<void> {
    await this.db.exec(`update ticket set withdrawn_at = $2, updated_at = $2, updated_by = $3 where id = $1 and withdrawn_at is null`, [id, now, by]);
  }

  /** The answer; its key is the ticket, so a second one is 409 ticket.already-answered. */
  async insertResponse(id: number, approve: boolean, description: string, content: unknown, by: string, now: Date): Promise<void> {
    try {
      await this.db.exec(
        `insert into ticket_response (request_id, approve, description, content, created_by, created_at) values ($1, $2, $3, $4, $5, $6)`,
        [id, approve, description, content === null || content === undefined ? null : JSON.stringify(content), by, now],
      );
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new DomainError('ticket.already-answered');
      throw error;
    }
  }

  async projectExists(id: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from project where id = $1`, [id]));
  }

  async projectName(id: number): Promise<string | undefined> {
    return (await this.db.one<{ name: string }>(`select name from project where id = $1`, [id]))?.name;
  }

  /** A task of `project` an edit request may name (never a system task). */
  requestedTask(taskId: number, project: number): Promise<RequestedTask | undefined> {
    return this.db.one<RequestedTask>(
      `select task_name as "taskName", role, score, deadline, alt_score as "altScore" from task
        where task_id = $1 and project_id = $2 and not is_system`,
      [taskId, project],
    );
  }

  /** An employee as an acting user, with the current ACL version. */
  actor(employeeId: string): Promise<ActorRow | undefined> {
    return this.db.one<ActorRow>(
      `select e.id, e.first_name as "firstName", e.last_name as "lastName", e.icon, e.role,
              e.role_level as "roleLevel", e.dob, e.permanent_address as "permanentAddress", e.join_date as "joinDate",
              e.is_active as "isActive", e.permitted_day_left as "permittedDayLeft",
              (select version from acl_version where id = 1) as "aclVersion"
         from employee e where e.id = $1`,
      [employeeId],
    );
  }

  /** The requester's active contact admin (never the requester). */
  async contactAdminOf(requester: string): Promise<string | undefined> {
    return (await this.db.one<{ id: string }>(
      `select c.id from employee e join employee c on c.id = e.contact_admin and c.is_active
        where e.id = $1 and c.id <> e.id`,
      [requester],
    ))?.id;
  }

  /** Active members of the project in one of `roles`, `except` excluded. */
  async projectMembersIn(projectId: number, roles: readonly number[], except: string): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(
      `select distinct pe.employee_id as id from project_employee pe join employee e on e.id = pe.employee_id and e.is_active
        where pe.project_id = $1 and pe.role = any($2::smallint[]) and pe.employee_id <> $3 order by 1`,
      [projectId, roles, except],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Active employees holding a permission of scope none on the global project: the built-in
   * admin, listed members of groups granting it, employees of a role whose default group grants
   * it, and members of project 0 whose project-role group grants it.
   */
  async holders(permission: PermissionName, except: string | null): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(
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
      [permission, SYSTEM_ADMIN_GROUP, GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, except],
    );
    return rows.map((r) => r.id);
  }
}
