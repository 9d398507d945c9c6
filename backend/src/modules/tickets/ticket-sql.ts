import { ticketState } from '@studio/domain';
import type { PoolClient } from 'pg';
import type { AuthUser } from '../../common/auth-user';
import { isoUtc } from '../tasks/task-sql';

/** A ticket row as the API answers it (API.md "Tickets"), plus who receives it. */
export const TICKET_SELECT = `select t.id, t.title, t.description, t.request_type as "requestType", t.priority, t.deadline,
    t.created_by as "createdBy", trim(c.last_name || ' ' || c.first_name) as "createdByName", t.created_at as "createdAt",
    t.updated_at as "updatedAt", t.updated_by as "updatedBy", t.hidden, t.content, t.project_id as "projectId",
    coalesce((select array_agg(r.employee_id order by r.employee_id) from ticket_recipient r where r.ticket_id = t.id), '{}') as employees,
    case when s.request_id is null then null else json_build_object(
      'requestId', s.request_id, 'approve', s.approve, 'description', s.description, 'content', s.content,
      'createdBy', s.created_by, 'createdAt', ${isoUtc('s.created_at')}) end as response
  from ticket t join employee c on c.id = t.created_by left join ticket_response s on s.request_id = t.id`;

export interface TicketRow {
  id: number;
  title: string;
  description: string;
  requestType: number;
  priority: number;
  deadline: number | null;
  createdBy: string;
  createdByName: string;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  hidden: boolean;
  content: Record<string, unknown>;
  projectId: number;
  employees: string[];
  response: { requestId: number; approve: boolean; description: string; content: unknown; createdBy: string | null; createdAt: string } | null;
}

/**
 * The API view: state derived from the response, and the per-ticket permission lists of the spec
 * (the creator may edit while it is open; the recipients may answer).
 */
export function ticketView(row: TicketRow) {
  const open = !row.response;
  return {
    ...row,
    state: ticketState(row.response),
    permissions: [
      { permission: 'TicketSystem.Request.Edit', employees: open ? [row.createdBy] : [] },
      { permission: 'TicketSystem.Response.Create', employees: open ? row.employees : [] },
    ],
  };
}

/**
 * Locks a ticket for an answer or an edit; undefined when it does not exist. The answer is read
 * by a second statement: in READ COMMITTED a statement that waited for the lock still sees the
 * snapshot it started with, so a subquery would miss the answer committed by the lock's holder.
 */
export async function lockTicket(client: PoolClient, id: number): Promise<{ answered: boolean } | undefined> {
  const locked = await client.query(`select 1 from ticket where id = $1 for update`, [id]);
  if (!locked.rowCount) return undefined;
  const { rows } = await client.query<{ answered: boolean }>(
    `select exists (select 1 from ticket_response where request_id = $1) as answered`, [id],
  );
  return rows[0];
}

/** The caller, or an employee acting through a ticket (the negotiator when the requester agrees). */
export const ACTOR_SQL = `select e.id, e.first_name as "firstName", e.last_name as "lastName", e.icon, e.role,
  e.role_level as "roleLevel", e.dob, e.permanent_address as "permanentAddress", e.join_date as "joinDate",
  e.is_active as "isActive", e.permitted_day_left as "permittedDayLeft",
  (select version from acl_version where id = 1) as "aclVersion"
  from employee e where e.id = $1`;

export type Actor = Omit<AuthUser, 'jti' | 'tokenExpiresAt'>;
