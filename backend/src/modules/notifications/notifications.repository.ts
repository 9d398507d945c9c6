import { Injectable } from '@nestjs/common';
import { defaultChannel, NOTIFICATION_TYPES, type NotificationChannel, type NotificationItem, type NotificationPreference } from '@studio/domain';
import { Db } from '../../database/db';
import { isoUtc } from '../../database/sql';

export interface NewNotification {
  employeeId: string;
  type: number;
  content: Record<string, unknown>;
  /** Written at most once per key (jobs use it to stay idempotent). */
  dedupeKey?: string;
}

export type NotificationRow = NotificationItem;

/** The same text as a JSON Date, so rows read here and rows pushed on the socket look alike. */
const COLUMNS = `id, employee_id as "employeeId", type, content, is_read as "isRead",
  ${isoUtc('created_at')} as "createdAt"`;

/** The notification table. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts in one statement, skipping dedupe keys already written; answers the rows written. */
  insert(rows: NewNotification[], now: Date): Promise<NotificationRow[]> {
    return this.db.many<NotificationRow>(
      `insert into notification (employee_id, type, content, dedupe_key, created_at)
       select "employeeId", type, content, "dedupeKey", $2::timestamptz
         from jsonb_to_recordset($1::jsonb) as r("employeeId" text, type smallint, content jsonb, "dedupeKey" text)
       on conflict (dedupe_key) do nothing
       returning ${COLUMNS}`,
      [JSON.stringify(rows.map((r) => ({ ...r, dedupeKey: r.dedupeKey ?? null }))), now],
    );
  }

  list(employeeId: string, isRead: boolean | null, limit: number): Promise<NotificationRow[]> {
    return this.db.many<NotificationRow>(
      `select ${COLUMNS} from notification
        where employee_id = $1 and ($2::boolean is null or is_read = $2)
        order by created_at desc, id desc limit $3`,
      [employeeId, isRead, limit],
    );
  }

  /** False when `id` is not one of the employee's notifications. */
  async markRead(employeeId: string, id: number): Promise<boolean> {
    return (await this.db.exec(`update notification set is_read = true where id = $1 and employee_id = $2`, [id, employeeId])) > 0;
  }

  async markAllRead(employeeId: string, exceptTypes: readonly number[]): Promise<void> {
    await this.db.exec(
      `update notification set is_read = true where employee_id = $1 and not is_read and type <> all($2::smallint[])`,
      [employeeId, exceptTypes],
    );
  }

  async isOwn(employeeId: string, id: number, type: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from notification where id = $1 and employee_id = $2 and type = $3`, [id, employeeId, type]));
  }

  /**
   * Merges `patch` into the content of the `type` notifications about request `requestId`,
   * marking them read when `read`; with `ticketId`, only those of the ticket's current recipients.
   */
  async patchAbout(type: number, requestId: number, patch: Record<string, unknown>, read: boolean, ticketId: number | null): Promise<void> {
    await this.db.exec(
      `update notification set content = content || $2::jsonb, is_read = is_read or $4
        where type = $3 and (content->>'requestId')::int = $1
          and ($5::int is null or employee_id in (select employee_id from ticket_recipient where ticket_id = $5))`,
      [requestId, JSON.stringify(patch), type, read, ticketId],
    );
  }

  /** One row per notification type: the stored channel, else the type's default. */
  async preferences(employeeId: string): Promise<NotificationPreference[]> {
    const stored = await this.db.many<{ type: number; channel: NotificationChannel }>(
      `select type, channel from notification_preference where employee_id = $1`, [employeeId]);
    const byType = new Map(stored.map((r) => [r.type, r.channel]));
    return NOTIFICATION_TYPES.map((type) => ({ type, channel: byType.get(type) ?? defaultChannel(type) }));
  }

  /** Upserts the rows in one statement (concurrent writes of one person: the last commit wins per type). */
  async setPreferences(employeeId: string, rows: readonly NotificationPreference[], now: Date): Promise<void> {
    await this.db.exec(
      `insert into notification_preference (employee_id, type, channel, updated_at)
       select $1, r.type, r.channel, $3 from jsonb_to_recordset($2::jsonb) as r(type smallint, channel text)
       on conflict (employee_id, type) do update set channel = excluded.channel, updated_at = excluded.updated_at`,
      [employeeId, JSON.stringify(rows), now],
    );
  }
}
