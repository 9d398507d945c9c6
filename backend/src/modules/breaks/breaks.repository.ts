import { Injectable } from '@nestjs/common';
import { BreakRequestStatus, BreakTime, type BreakRequestItem } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName, isoUtc } from '../../database/sql';

/** The content of a Break ticket as stored. */
export interface BreakContent {
  date: number;
  breakTime: number;
  isPermitted: boolean;
  reason: string;
}

/** A request as the decision reads it: the decide screen's item less role, leave balance and creation time. */
export type BreakRequestRow = Omit<BreakRequestItem, 'role' | 'permittedDayLeft' | 'createdAt'>;

const REQUEST_COLUMNS = `r.id, r.employee, ${employeeName('e')} as "employeeName", r.date,
  r.break_time as "breakTime", r.reason, r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId"`;

/** Leave requests (break_request), the leave balance they spend and the day-off records they write. */
@Injectable()
export class BreaksRepository {
  constructor(private readonly db: Db) {}

  async leaveLeft(employee: string): Promise<number | undefined> {
    return (await this.db.one<{ left: number }>(`select permitted_day_left as left from employee where id = $1`, [employee]))?.left;
  }

  /** Newest first; `status` null for all. */
  list(status: number | null): Promise<BreakRequestItem[]> {
    return this.db.many<BreakRequestItem>(
      `select r.id, r.employee, ${employeeName('e')} as "employeeName", e.role,
              e.permitted_day_left as "permittedDayLeft", r.date, r.break_time as "breakTime", r.reason,
              r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId",
              ${isoUtc('r.created_at')} as "createdAt"
         from break_request r join employee e on e.id = r.employee
        where ($1::smallint is null or r.status = $1) order by r.created_at desc, r.id desc`,
      [status],
    );
  }

  /** Serialises an employee's requests (and leave spending) on their row until the transaction ends. */
  /**
   * Answers the balance as locked (undefined when there is no such employee). `no key update`, the
   * lock an update of the balance takes: it does not wait on the key-share locks that the ticket's
   * foreign keys hold on the same row, so concurrent filings queue here instead of deadlocking.
   */
  async lockEmployee(employee: string): Promise<number | undefined> {
    const row = await this.db.one<{ left: number }>(`select permitted_day_left::float8 as left from employee where id = $1 for no key update`, [employee]);
    return row?.left;
  }

  /** Leave days the employee's pending paid requests hold (`except` left out: the request being edited). */
  async pendingDays(employee: string, except: number | null = null): Promise<number> {
    const row = await this.db.one<{ days: number }>(
      `select coalesce(sum(case when break_time = ${BreakTime.FullDay} then 1 else 0.5 end), 0)::float8 as days from break_request
        where employee = $1 and status = $2 and is_permitted and id is distinct from $3`,
      [employee, BreakRequestStatus.Pending, except],
    );
    return row?.days ?? 0;
  }

  /** The balance and what pending paid requests hold; undefined when there is no such employee. */
  balance(employee: string): Promise<{ permittedDayLeft: number; permittedDayPending: number } | undefined> {
    return this.db.one(
      `select e.permitted_day_left::float8 as "permittedDayLeft",
              (select coalesce(sum(case when r.break_time = ${BreakTime.FullDay} then 1 else 0.5 end), 0)::float8 from break_request r
                where r.employee = e.id and r.status = $2 and r.is_permitted) as "permittedDayPending"
         from employee e where e.id = $1`,
      [employee, BreakRequestStatus.Pending],
    );
  }

  /** A pending or accepted request of `employee` overlapping the half-day (a full day overlaps both halves). */
  async clashes(employee: string, c: BreakContent, except: number | null): Promise<boolean> {
    return !!(await this.db.one(
      `select 1 from break_request
        where employee = $1 and date = $2 and status = any($3::smallint[]) and id is distinct from $5
          and (break_time = $4 or break_time = ${BreakTime.FullDay} or $4 = ${BreakTime.FullDay}) limit 1`,
      [employee, c.date, [BreakRequestStatus.Pending, BreakRequestStatus.Accept], c.breakTime, except],
    ));
  }

  async insert(ticketId: number, employee: string, c: BreakContent, now: Date): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into break_request (employee, date, break_time, reason, is_permitted, status, ticket_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [employee, c.date, c.breakTime, c.reason, c.isPermitted, BreakRequestStatus.Pending, ticketId, now],
    );
    return row!.id;
  }

  async pendingOfTicket(ticketId: number): Promise<number | undefined> {
    return (await this.db.one<{ id: number }>(
      `select id from break_request where ticket_id = $1 and status = $2`, [ticketId, BreakRequestStatus.Pending],
    ))?.id;
  }

  /** The request a Break ticket filed, whatever its status. */
  async ofTicket(ticketId: number): Promise<number | undefined> {
    return (await this.db.one<{ id: number }>(`select id from break_request where ticket_id = $1`, [ticketId]))?.id;
  }

  async update(id: number, c: BreakContent): Promise<void> {
    await this.db.exec(
      `update break_request set date = $2, break_time = $3, reason = $4, is_permitted = $5 where id = $1`,
      [id, c.date, c.breakTime, c.reason, c.isPermitted],
    );
  }

  /** What the contact admin's notice (type 9) says about a request. */
  notice(requestId: number): Promise<Record<string, unknown> | undefined> {
    return this.db.one(
      `select r.employee, ${employeeName('e')} as "employeeName", r.break_time as "breakTime", r.date,
              r.reason, r.is_permitted as "isPermitted", r.status, e.role, r.id as "requestId", r.ticket_id as "ticketId"
         from break_request r join employee e on e.id = r.employee where r.id = $1`,
      [requestId],
    );
  }

  /** The request POST /api/breaks/decide names: a pending one first, else the newest. */
  find(employee: string, date: number, breakTime: number): Promise<BreakRequestRow | undefined> {
    return this.db.one<BreakRequestRow>(
      `select ${REQUEST_COLUMNS} from break_request r join employee e on e.id = r.employee
        where r.employee = $1 and r.date = $2 and r.break_time = $3
        order by (r.status = $4) desc, r.created_at desc, r.id desc limit 1`,
      [employee, date, breakTime, BreakRequestStatus.Pending],
    );
  }

  /** Whether `user` is the employee's contact admin or a recipient of the request's ticket. */
  async isRelated(request: Pick<BreakRequestRow, 'employee' | 'ticketId'>, user: string): Promise<boolean> {
    return !!(await this.db.one(
      `select 1 from employee e where e.id = $1 and e.contact_admin = $2
       union all select 1 from ticket_recipient tr where tr.ticket_id = $3 and tr.employee_id = $2 limit 1`,
      [request.employee, user, request.ticketId],
    ));
  }

  /** undefined when the request does not exist, null when it has no ticket. */
  async ticketOf(requestId: number): Promise<number | null | undefined> {
    return (await this.db.one<{ ticketId: number | null }>(`select ticket_id as "ticketId" from break_request where id = $1`, [requestId]))?.ticketId;
  }

  /** Locks the ticket; answers whom it concerns (its creator and recipients: their My Ticket shows it). */
  async lockTicket(ticketId: number): Promise<string[]> {
    const row = await this.db.one<{ people: string[] }>(
      `select array[t.created_by] || coalesce((select array_agg(r.employee_id) from ticket_recipient r where r.ticket_id = t.id), '{}') as people
         from ticket t where t.id = $1 for update of t`,
      [ticketId],
    );
    return row?.people ?? [];
  }

  lockRequest(requestId: number): Promise<BreakRequestRow | undefined> {
    return this.db.one<BreakRequestRow>(
      `select ${REQUEST_COLUMNS} from break_request r join employee e on e.id = r.employee where r.id = $1 for update of r`, [requestId],
    );
  }

  /** Read by its own statement, after the locks: it then sees an answer committed while this one waited. */
  async ticketAnswered(ticketId: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from ticket_response where request_id = $1`, [ticketId]));
  }

  /** A Break ticket withdrawn before its decision: its pending request stops holding days. Answers its id. */
  async withdrawOfTicket(ticketId: number, now: Date): Promise<number | undefined> {
    return (await this.db.one<{ id: number }>(
      `update break_request set status = $2, decided_at = $3 where ticket_id = $1 and status = $4 returning id`,
      [ticketId, BreakRequestStatus.Withdrawn, now, BreakRequestStatus.Pending],
    ))?.id;
  }

  /** Decides a pending request; false when it was no longer pending. */
  async settle(id: number, status: number, by: string, now: Date): Promise<boolean> {
    return (await this.db.exec(
      `update break_request set status = $2, decided_by = $3, decided_at = $4 where id = $1 and status = $5`,
      [id, status, by, now, BreakRequestStatus.Pending],
    )) > 0;
  }

  async insertDayOff(request: BreakRequestRow, hours: number, now: Date): Promise<void> {
    await this.db.exec(
      `insert into employee_break (employee, date, time, is_permitted, description, break_request_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [request.employee, request.date, hours, request.isPermitted, request.reason, request.id, now],
    );
  }

  /** Managers (of `role`) of every project the employee works on, the employee excepted. */
  async managersOf(employee: string, role: number): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(
      `select distinct pm.employee_id as id from project_employee me
         join project_employee pm on pm.project_id = me.project_id and pm.role = $2
        where me.employee_id = $1 and pm.employee_id <> $1 order by 1`,
      [employee, role],
    );
    return rows.map((r) => r.id);
  }
}
