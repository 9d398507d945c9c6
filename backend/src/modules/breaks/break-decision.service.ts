import { Injectable } from '@nestjs/common';
import { BreakRequestStatus, BreakTime, breakDays, NotificationType, Role } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden } from '../../common/domain-error';
import { Db } from '../../database/db';
import { LiveService } from '../live/live.service';
import { NotificationsService, type NewNotification } from '../notifications/notifications.service';
import { EmployeesRepository } from '../hr/employees.repository';
import { PermissionsService } from '../permissions/permissions.service';
import { TicketsRepository } from '../tickets/tickets.repository';
import { BreaksRepository, type BreakRequestRow } from './breaks.repository';
import type { DecideBreakDto } from './dto/breaks.dto';

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
    private readonly db: Db,
    private readonly repo: BreaksRepository,
    private readonly employees: EmployeesRepository,
    private readonly tickets: TicketsRepository,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly live: LiveService,
  ) {}

  /** POST /api/breaks/decide: the employee's contact admin, a recipient of the ticket, or Operator.Break.Decision. */
  async decideFromApi(user: AuthUser, dto: DecideBreakDto): Promise<{ result: true }> {
    const request = await this.repo.find(dto.employee, dto.date, dto.breakTime);
    if (!request) throw new DomainError('break.notification-missing');
    if (!(await this.mayDecide(user, request))) throw forbidden();
    if (dto.notification !== undefined && dto.notification !== null
      && !(await this.notifications.isOwn(user.id, dto.notification, NotificationType.decideBreakForContactAdmin))) {
      throw new DomainError('break.notification-missing');
    }
    await this.decide(user, request.id, dto.isAccept);
    return { result: true };
  }

  private async mayDecide(user: AuthUser, request: BreakRequestRow): Promise<boolean> {
    return (await this.repo.isRelated(request, user.id)) || this.permissions.has(user, 'Operator.Break.Decision');
  }

  /** Decides a request; `answer` is kept as the Break ticket's response. Callers have checked who may. */
  async decide(user: AuthUser, requestId: number, isAccept: boolean, answer: { description?: string; content?: unknown } = {}): Promise<void> {
    await this.db.tx(async () => {
      // The ticket first, then the request: the ticket-answer path locks in the same order.
      const ticketId = await this.repo.ticketOf(requestId);
      const people = ticketId ? await this.repo.lockTicket(ticketId) : [];
      const request = await this.repo.lockRequest(requestId);
      if (!request) throw new DomainError('break.notification-missing');
      if (request.status === BreakRequestStatus.Withdrawn) throw new DomainError('ticket.withdrawn');
      if (request.status !== BreakRequestStatus.Pending) throw new DomainError('break.already-decided');
      if (request.ticketId && (await this.repo.ticketAnswered(request.ticketId))) throw new DomainError('ticket.already-answered');
      const now = this.clock.now();
      const status = isAccept ? BreakRequestStatus.Accept : BreakRequestStatus.Reject;
      // Conditional on still pending: a decision is made once even if the lock above were bypassed.
      if (!(await this.repo.settle(request.id, status, user.id, now))) throw new DomainError('break.already-decided');
      if (isAccept) await this.recordDayOff(request, now);
      this.live.breaks([request.id]);
      // Every My Ticket showing the ticket (requester, every recipient) and the decider's own.
      if (request.ticketId) this.live.tickets(undefined, [request.ticketId], [...people, request.employee, user.id]);
      if (request.ticketId) {
        await this.tickets.insertResponse(request.ticketId, isAccept, answer.description ?? '', answer.content, user.id, now);
      }
      // The contact admins' requests to decide are settled: read, and showing the outcome.
      await this.notifications.patchAbout(NotificationType.decideBreakForContactAdmin, request.id, { status }, { read: true });
      await this.notifications.notify(await this.outcomeNotices(user, { ...request, status }, isAccept));
    });
  }

  /** Spends paid leave with a conditional update and records the day off. */
  private async recordDayOff(request: BreakRequestRow, now: Date): Promise<void> {
    if (request.isPermitted && !(await this.employees.spendLeave(request.employee, breakDays(request.breakTime), now))) {
      throw new DomainError('break.not-enough-days');
    }
    await this.repo.insertDayOff(request, breakHours(request.breakTime), now);
  }

  /** 8 or 7 to the employee; on success 10 to the managers of the employee's projects. */
  private async outcomeNotices(user: AuthUser, request: BreakRequestRow, isAccept: boolean): Promise<NewNotification[]> {
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
    for (const id of await this.repo.managersOf(request.employee, Role.ProjectManager)) {
      notes.push({ employeeId: id, type: NotificationType.breakSuccessForManager, content });
    }
    return notes;
  }
}
