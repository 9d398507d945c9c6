import { Injectable } from '@nestjs/common';
import { READ_ALL_EXCLUDED_NOTIFICATION_TYPES } from '@studio/domain';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { NotificationsGateway } from './notifications.gateway';
import { NotificationsRepository, type NewNotification, type NotificationRow } from './notifications.repository';

export type { NewNotification, NotificationRow } from './notifications.repository';

/** Notifications are rows first; the socket push follows the commit, so nothing is lost offline. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly repo: NotificationsRepository,
    private readonly gateway: NotificationsGateway,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes the rows in the caller's transaction, if any (a dedupe key already written is
   * skipped), and pushes the rows written to their employees once that transaction commits.
   */
  async notify(rows: NewNotification[]): Promise<NotificationRow[]> {
    if (!rows.length) return [];
    const written = await this.repo.insert(rows, this.clock.now());
    this.db.afterCommit(() => {
      for (const row of written) this.gateway.emitToEmployee(row.employeeId, 'notification', row);
    });
    return written;
  }

  /** The caller's own notifications, newest first; `content` is the stored JSON, parsed. */
  list(employeeId: string, opts: { isRead?: boolean; limit: number }): Promise<NotificationRow[]> {
    return this.repo.list(employeeId, opts.isRead ?? null, opts.limit);
  }

  /** Marks one of the caller's own notifications read; someone else's answers 404. */
  async markRead(employeeId: string, id: number): Promise<void> {
    if (!(await this.repo.markRead(employeeId, id))) throw notFound();
  }

  /** Marks all read except the break decisions, which wait for the user's decision. */
  markAllRead(employeeId: string): Promise<void> {
    return this.repo.markAllRead(employeeId, READ_ALL_EXCLUDED_NOTIFICATION_TYPES);
  }

  /** Whether notification `id` is `employeeId`'s own, of `type`. */
  isOwn(employeeId: string, id: number, type: number): Promise<boolean> {
    return this.repo.isOwn(employeeId, id, type);
  }

  /**
   * Keeps the notifications about a request in step with it: `patch` is merged into their
   * content; `read` marks them read (a settled request); `ticketId` keeps only the ticket's recipients.
   */
  patchAbout(type: number, requestId: number, patch: Record<string, unknown>, opts: { read?: boolean; ticketId?: number } = {}): Promise<void> {
    return this.repo.patchAbout(type, requestId, patch, opts.read ?? false, opts.ticketId ?? null);
  }
}
