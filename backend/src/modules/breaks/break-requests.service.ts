import { Inject, Injectable } from '@nestjs/common';
import { BreakRequestStatus, BreakTime, checkBreakRequest, NotificationType } from '@studio/domain';
import type { PoolClient } from 'pg';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import type { NewNotification } from '../notifications/notifications.service';

/** The content of a Break ticket as stored. */
export interface BreakContent {
  date: number;
  breakTime: number;
  isPermitted: boolean;
  reason: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Leave requests: the rules of spec 2 "Break request", checked when a Break ticket is filed or edited. */
@Injectable()
export class BreakRequestsService {
  constructor(
    private readonly sql: Db,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Date and title, the 08:00 rule and the leave balance of `employee`; answers the content to store. */
  async check(employee: string, title: string | null | undefined, description: string | null | undefined, c: Record<string, unknown>): Promise<BreakContent> {
    const row = await this.sql.one<{ left: number }>(`select permitted_day_left as left from employee where id = $1`, [employee]);
    const isPermitted = c.isPermitted === true;
    const error = checkBreakRequest(
      { date: c.date as number, title, breakTime: c.breakTime as number, isPermitted, permittedDayLeft: row?.left ?? 0 },
      this.clock.now(), this.config.timeZone,
    );
    if (error) throw new DomainError(error.code, undefined, undefined, 'params' in error ? error.params : undefined);
    return { date: c.date as number, breakTime: c.breakTime as number, isPermitted, reason: text(c.reason) || text(description) || text(title) };
  }

  /** Requests for the decide screen, newest first; `status` filters (0 pending). */
  list(status?: number) {
    return this.sql.many(
      `select r.id, r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", e.role,
              e.permitted_day_left as "permittedDayLeft", r.date, r.break_time as "breakTime", r.reason,
              r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId", r.created_at as "createdAt"
         from break_request r join employee e on e.id = r.employee
        where ($1::smallint is null or r.status = $1) order by r.created_at desc, r.id desc`,
      [status ?? null],
    );
  }

  /** Writes the request of a new Break ticket; one open request per employee and time. */
  async create(client: PoolClient, ticketId: number, employee: string, c: BreakContent): Promise<number> {
    await this.lockAndCheckClash(client, employee, c, null);
    const { rows } = await client.query<{ id: number }>(
      `insert into break_request (employee, date, break_time, reason, is_permitted, status, ticket_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [employee, c.date, c.breakTime, c.reason, c.isPermitted, BreakRequestStatus.Pending, ticketId, this.clock.now()],
    );
    return rows[0].id;
  }

  /** An edited Break ticket moves its pending request, and the contact admin's notice follows. */
  async update(client: PoolClient, ticketId: number, employee: string, c: BreakContent): Promise<void> {
    const { rows } = await client.query<{ id: number }>(
      `select id from break_request where ticket_id = $1 and status = $2`, [ticketId, BreakRequestStatus.Pending],
    );
    if (!rows[0]) return;
    await this.lockAndCheckClash(client, employee, c, rows[0].id);
    await client.query(
      `update break_request set date = $2, break_time = $3, reason = $4, is_permitted = $5 where id = $1`,
      [rows[0].id, c.date, c.breakTime, c.reason, c.isPermitted],
    );
    await client.query(
      `update notification set content = content || $2::jsonb
        where type = $3 and (content->>'requestId')::int = $1
          and employee_id in (select employee_id from ticket_recipient where ticket_id = $4)`,
      [rows[0].id, JSON.stringify(c), NotificationType.decideBreakForContactAdmin, ticketId],
    );
  }

  /** The notice asking a contact admin to decide (notification 9, spec 1 "Parsed contents"). */
  async decideNotices(client: PoolClient, requestId: number, recipients: string[]): Promise<NewNotification[]> {
    const { rows } = await client.query(
      `select r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", r.break_time as "breakTime", r.date,
              r.reason, r.is_permitted as "isPermitted", r.status, e.role, r.id as "requestId", r.ticket_id as "ticketId"
         from break_request r join employee e on e.id = r.employee where r.id = $1`,
      [requestId],
    );
    return recipients.map((employeeId) => ({ employeeId, type: NotificationType.decideBreakForContactAdmin, content: rows[0] }));
  }

  /**
   * Serialises an employee's requests on their row, then refuses a second pending or accepted
   * request overlapping the same half-day (a full day overlaps both halves).
   */
  private async lockAndCheckClash(client: PoolClient, employee: string, c: BreakContent, except: number | null): Promise<void> {
    await client.query(`select 1 from employee where id = $1 for update`, [employee]);
    const { rowCount } = await client.query(
      `select 1 from break_request
        where employee = $1 and date = $2 and status <> $3 and id is distinct from $5
          and (break_time = $4 or break_time = ${BreakTime.FullDay} or $4 = ${BreakTime.FullDay}) limit 1`,
      [employee, c.date, BreakRequestStatus.Reject, c.breakTime, except],
    );
    if (rowCount) throw new DomainError('break.already-requested');
  }
}
