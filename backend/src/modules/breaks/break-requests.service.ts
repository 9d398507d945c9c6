import { Inject, Injectable } from '@nestjs/common';
import { BreakRequestStatus, checkBreakRequest, fitsLeave, NotificationType, type BreakRequestItem, type LeaveBalance } from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { LiveService } from '../live/live.service';
import { NotificationsService, type NewNotification } from '../notifications/notifications.service';
import { BreaksRepository, type BreakContent } from './breaks.repository';

export type { BreakContent } from './breaks.repository';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Leave requests: the rules of spec 2 "Break request", checked when a Break ticket is filed or
 * edited. Writes join the caller's transaction (the ticket's).
 */
@Injectable()
export class BreakRequestsService {
  constructor(
    private readonly repo: BreaksRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveService,
  ) {}

  /** Date and title, the 08:00 rule and the leave balance of `employee`; answers the content to store. */
  async check(employee: string, title: string | null | undefined, description: string | null | undefined, c: Record<string, unknown>): Promise<BreakContent> {
    const left = await this.repo.leaveLeft(employee);
    const isPermitted = c.isPermitted === true;
    const error = checkBreakRequest(
      { date: c.date as number, title, breakTime: c.breakTime as number, isPermitted, permittedDayLeft: left ?? 0 },
      this.clock.now(), this.config.timeZone,
    );
    if (error) throw new DomainError(error.code, undefined, undefined, 'params' in error ? error.params : undefined);
    return { date: c.date as number, breakTime: c.breakTime as number, isPermitted, reason: text(c.reason) || text(description) || text(title) };
  }

  /** Requests for the decide screen, newest first; `status` filters (0 pending). */
  list(status?: number): Promise<BreakRequestItem[]> {
    return this.repo.list(status ?? null);
  }

  /** The request a Break ticket filed, whatever its status. */
  ofTicket(ticketId: number): Promise<number | undefined> {
    return this.repo.ofTicket(ticketId);
  }

  /** Writes the request of a new Break ticket; one open request per employee and time. */
  async create(ticketId: number, employee: string, c: BreakContent): Promise<number> {
    await this.lockAndCheckClash(employee, c, null);
    return this.repo.insert(ticketId, employee, c, this.clock.now());
  }

  /** An edited Break ticket moves its pending request, and the contact admin's notice follows. */
  async update(ticketId: number, employee: string, c: BreakContent): Promise<void> {
    const id = await this.repo.pendingOfTicket(ticketId);
    if (id === undefined) return;
    await this.lockAndCheckClash(employee, c, id);
    await this.repo.update(id, c);
    this.live.breaks([id]);
    await this.notifications.patchAbout(NotificationType.decideBreakForContactAdmin, id, { ...c }, { ticketId });
  }

  /**
   * The creator withdrew the Break ticket (in its transaction, the ticket locked): the pending
   * request is withdrawn and frees its days, and the contact admins' notices to decide are settled.
   */
  async withdraw(ticketId: number): Promise<void> {
    const id = await this.repo.withdrawOfTicket(ticketId, this.clock.now());
    if (id === undefined) return;
    this.live.breaks([id]);
    await this.notifications.patchAbout(NotificationType.decideBreakForContactAdmin, id, { status: BreakRequestStatus.Withdrawn }, { read: true });
  }

  /** The notice asking a contact admin to decide (notification 9, spec 1 "Parsed contents"). */
  async decideNotices(requestId: number, recipients: string[]): Promise<NewNotification[]> {
    const content = await this.repo.notice(requestId);
    return recipients.map((employeeId) => ({ employeeId, type: NotificationType.decideBreakForContactAdmin, content: content! }));
  }

  /** The caller's balance and the days their pending paid requests hold (profile, ticket dialog). */
  async balance(employee: string): Promise<LeaveBalance> {
    return (await this.repo.balance(employee)) ?? { permittedDayLeft: 0, permittedDayPending: 0 };
  }

  /**
   * Serialises an employee's requests on their row, then refuses a second pending or accepted
   * request overlapping the same half-day, and a paid request that, with the employee's other
   * pending paid ones, needs more days than are left (pending leave counts against the balance:
   * a refused request frees its days, as does an edit to unpaid).
   */
  private async lockAndCheckClash(employee: string, c: BreakContent, except: number | null): Promise<void> {
    const left = await this.repo.lockEmployee(employee);
    if (await this.repo.clashes(employee, c, except)) throw new DomainError('break.already-requested');
    if (c.isPermitted && !fitsLeave(c.breakTime, left ?? 0, await this.repo.pendingDays(employee, except))) {
      throw new DomainError('break.not-enough-days');
    }
  }
}
