import { Injectable } from '@nestjs/common';
import { BreakRequestStatus, BreakTime, breakDays, NotificationType, Role } from '@studio/domain';
import type { PoolClient } from 'pg';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden } from '../../common/domain-error';
import { Db } from '../../database/db';
import { NotificationsService, type NewNotification, type NotificationRow } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { DecideBreakDto } from './dto/breaks.dto';

interface RequestRow {
  id: number;
  employee: string;
  employeeName: string;
  date: number;
  breakTime: number;
  reason: string;
  isPermitted: boolean;
  status: number;
  ticketId: number | null;
}

const REQUEST_COLUMNS = `r.id, r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", r.date,
  r.break_time as "breakTime", r.reason, r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId"`;

/** Hours off recorded for a decided break: a full day is 8, a half day 4. */
export const breakHours = (breakTime: number) => (breakTime === BreakTime.FullDay ? 8 : 4);

/**
 * Deciding a leave request, the one path for both POST /api/breaks/decide and the answer of a
 * Break ticket: the status, the leave spent, the day-off record, the ticket's response and the
 * notifications are written in one transaction.
 */
@Injectable()
export class BreakDecisionService {
  constructor(
    private readonly sql: Db,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** POST /api/breaks/decide: the employee's contact admin, a recipient of the ticket, or Operator.Break.Decision. */
  async decideFromApi(user: AuthUser, dto: DecideBreakDto): Promise<{ result: true }> {
    const request = await this.sql.one<RequestRow>(
      `select ${REQUEST_COLUMNS} from break_request r join employee e on e.id = r.employee
        where r.employee = $1 and r.date = $2 and r.break_time = $3
        order by (r.status = $4) desc, r.created_at desc, r.id desc limit 1`,
      [dto.employee, dto.date, dto.breakTime, BreakRequestStatus.Pending],
    );
    if (!request) throw new DomainError('break.notification-missing');
    if (!(await this.mayDecide(user, request))) throw forbidden();
    if (dto.notification !== undefined && dto.notification !== null) {
      const own = await this.sql.one(
        `select 1 from notification where id = $1 and employee_id = $2 and type = $3`,
        [dto.notification, user.id, NotificationType.decideBreakForContactAdmin],
      );
      if (!own) throw new DomainError('break.notification-missing');
    }
    await this.decide(user, request.id, dto.isAccept);
    return { result: true };
  }

  private async mayDecide(user: AuthUser, request: RequestRow): Promise<boolean> {
    const related = await this.sql.one(
      `select 1 from employee e where e.id = $1 and e.contact_admin = $2
       union all select 1 from ticket_recipient tr where tr.ticket_id = $3 and tr.employee_id = $2 limit 1`,
      [request.employee, user.id, request.ticketId],
    );
    return !!related || this.permissions.has(user, 'Operator.Break.Decision');
  }

  /** Decides a request; `answer` is kept as the Break ticket's response. Callers have checked who may. */
  async decide(user: AuthUser, requestId: number, isAccept: boolean, answer: { description?: string; content?: unknown } = {}): Promise<void> {
    let written: NotificationRow[] = [];
    await this.sql.transaction(async (client) => {
      // The ticket first, then the request: the ticket-answer path locks in the same order.
      const ticket = (await client.query<{ ticketId: number | null }>(`select ticket_id as "ticketId" from break_request where id = $1`, [requestId])).rows[0];
      if (ticket?.ticketId) await client.query(`select 1 from ticket where id = $1 for update`, [ticket.ticketId]);
      const request = (await client.query<RequestRow>(
        `select ${REQUEST_COLUMNS} from break_request r join employee e on e.id = r.employee where r.id = $1 for update of r`, [requestId],
      )).rows[0];
      if (!request) throw new DomainError('break.notification-missing');
      if (request.status !== BreakRequestStatus.Pending) throw new DomainError('break.already-decided');
      if (request.ticketId && (await client.query(`select 1 from ticket_response where request_id = $1`, [request.ticketId])).rowCount) {
        throw new DomainError('ticket.already-answered');
      }
      const now = this.clock.now();
      if (isAccept) await this.recordDayOff(client, request, now);
      const status = isAccept ? BreakRequestStatus.Accept : BreakRequestStatus.Reject;
      await client.query(`update break_request set status = $2, decided_by = $3, decided_at = $4 where id = $1`, [request.id, status, user.id, now]);
      if (request.ticketId) {
        await client.query(
          `insert into ticket_response (request_id, approve, description, content, created_by, created_at) values ($1, $2, $3, $4, $5, $6)`,
          [request.ticketId, isAccept, answer.description ?? '', answer.content === undefined ? null : JSON.stringify(answer.content), user.id, now],
        );
      }
      // The contact admins' requests to decide are settled: read, and showing the outcome.
      await client.query(
        `update notification set is_read = true, content = content || jsonb_build_object('status', $2::int)
          where type = $3 and (content->>'requestId')::int = $1`,
        [request.id, status, NotificationType.decideBreakForContactAdmin],
      );
      written = await this.notifications.write(await this.outcomeNotices(client, user, { ...request, status }, isAccept), client);
    });
    this.notifications.push(written);
  }

  /** Spends paid leave with a conditional update (never below zero, never a lost update) and records the day off. */
  private async recordDayOff(client: PoolClient, request: RequestRow, now: Date): Promise<void> {
    if (request.isPermitted) {
      const spent = await client.query(
        `update employee set permitted_day_left = permitted_day_left - $2, updated_at = $3
          where id = $1 and permitted_day_left >= $2 returning permitted_day_left`,
        [request.employee, breakDays(request.breakTime), now],
      );
      if (!spent.rowCount) throw new DomainError('break.not-enough-days');
    }
    await client.query(
      `insert into employee_break (employee, date, time, is_permitted, description, break_request_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [request.employee, request.date, breakHours(request.breakTime), request.isPermitted, request.reason, request.id, now],
    );
  }

  /** 8 or 7 to the employee; on success 10 to the managers of the employee's projects. */
  private async outcomeNotices(client: PoolClient, user: AuthUser, request: RequestRow, isAccept: boolean): Promise<NewNotification[]> {
    const content = {
      requestId: request.id, ticketId: request.ticketId, employee: request.employee, employeeName: request.employeeName,
      date: request.date, breakTime: request.breakTime, reason: request.reason, isPermitted: request.isPermitted,
      status: request.status, decidedBy: user.id, decidedByName: `${user.lastName} ${user.firstName}`.trim(),
    };
    const notes: NewNotification[] = [{
      employeeId: request.employee,
      type: isAccept ? NotificationType.breakSuccessForEmployee : NotificationType.breakFailForEmployee,
      content,
    }];
    if (!isAccept) return notes;
    const managers = (await client.query<{ id: string }>(
      `select distinct pm.employee_id as id from project_employee me
         join project_employee pm on pm.project_id = me.project_id and pm.role = $2
        where me.employee_id = $1 and pm.employee_id <> $1 order by 1`,
      [request.employee, Role.ProjectManager],
    )).rows;
    for (const m of managers) notes.push({ employeeId: m.id, type: NotificationType.breakSuccessForManager, content });
    return notes;
  }
}
