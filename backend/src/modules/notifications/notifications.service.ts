import { Injectable } from '@nestjs/common';
import { READ_ALL_EXCLUDED_NOTIFICATION_TYPES, type NotificationPreference } from '@studio/domain';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { DeliveryChannels } from './delivery-channels';
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
    private readonly channels: DeliveryChannels,
  ) {}

  /**
   * Writes the rows in the caller's transaction, if any (a dedupe key already written is
   * skipped), queues them on the delivery channels (e-mail) in the same transaction, and pushes
   * the rows written to their employees once that transaction commits.
   */
  async notify(rows: NewNotification[]): Promise<NotificationRow[]> {
    if (!rows.length) return [];
    const now = this.clock.now();
    // No channel (SMTP_URL unset): the single insert, as before.
    const written = !this.channels.any() ? await this.repo.insert(rows, now) : await this.db.tx(async () => {
      const inserted = await this.repo.insert(rows, now);
      await this.channels.enqueue(inserted, now);
      return inserted;
    });
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

  /** The caller's channel per notification type (profile > notifications). */
  preferences(employeeId: string): Promise<NotificationPreference[]> {
    return this.repo.preferences(employeeId);
  }

  /** Changes the listed types (a type listed twice: the last counts) and answers the whole list. */
  async setPreferences(employeeId: string, rows: readonly NotificationPreference[]): Promise<NotificationPreference[]> {
    const last = new Map(rows.map((r) => [r.type, r.channel]));
    if (last.size) await this.repo.setPreferences(employeeId, [...last].map(([type, channel]) => ({ type, channel })), this.clock.now());
    return this.repo.preferences(employeeId);
  }
}
