import { Injectable } from '@nestjs/common';
import { READ_ALL_EXCLUDED_NOTIFICATION_TYPES } from '@studio/domain';
import type { PoolClient } from 'pg';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { NotificationsGateway } from './notifications.gateway';

export interface NewNotification {
  employeeId: string;
  type: number;
  content: Record<string, unknown>;
  /** Written at most once per key (jobs use it to stay idempotent). */
  dedupeKey?: string;
}

const COLUMNS = `id, employee_id as "employeeId", type, content, is_read as "isRead", created_at as "createdAt"`;

export interface NotificationRow {
  id: number;
  employeeId: string;
  type: number;
  content: Record<string, unknown>;
  isRead: boolean;
  createdAt: Date;
}

/** Notifications are rows first; the socket push follows the commit, so nothing is lost offline. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly sql: Db,
    private readonly gateway: NotificationsGateway,
    private readonly clock: Clock,
  ) {}

  /** Inserts (skipping already-written dedupe keys) and answers the rows written. */
  async write(rows: NewNotification[], client?: PoolClient): Promise<NotificationRow[]> {
    if (!rows.length) return [];
    const query = `insert into notification (employee_id, type, content, dedupe_key, created_at)
      select "employeeId", type, content, "dedupeKey", $2::timestamptz
        from jsonb_to_recordset($1::jsonb) as r("employeeId" text, type smallint, content jsonb, "dedupeKey" text)
      on conflict (dedupe_key) do nothing
      returning ${COLUMNS}`;
    const params = [JSON.stringify(rows.map((r) => ({ ...r, dedupeKey: r.dedupeKey ?? null }))), this.clock.now()];
    return client ? (await client.query<NotificationRow>(query, params)).rows : this.sql.many<NotificationRow>(query, params);
  }

  /** Emits written rows to every connection of their employees. Call after the transaction commits. */
  push(rows: NotificationRow[]): void {
    for (const row of rows) this.gateway.emitToEmployee(row.employeeId, 'notification', row);
  }

  async notify(rows: NewNotification[]): Promise<NotificationRow[]> {
    const written = await this.write(rows);
    this.push(written);
    return written;
  }

  /** The caller's own notifications, newest first; `content` is the stored JSON, parsed. */
  list(employeeId: string, opts: { isRead?: boolean; limit: number }): Promise<NotificationRow[]> {
    return this.sql.many<NotificationRow>(
      `select ${COLUMNS} from notification
        where employee_id = $1 and ($2::boolean is null or is_read = $2)
        order by created_at desc, id desc limit $3`,
      [employeeId, opts.isRead ?? null, opts.limit],
    );
  }

  /** Marks one of the caller's own notifications read; someone else's answers 404. */
  async markRead(employeeId: string, id: number): Promise<void> {
    const row = await this.sql.one(`update notification set is_read = true where id = $1 and employee_id = $2 returning id`, [id, employeeId]);
    if (!row) throw notFound();
  }

  /** Marks all read except the break decisions, which wait for the user's decision. */
  async markAllRead(employeeId: string): Promise<void> {
    await this.sql.many(
      `update notification set is_read = true where employee_id = $1 and not is_read and type <> all($2::smallint[])`,
      [employeeId, READ_ALL_EXCLUDED_NOTIFICATION_TYPES],
    );
  }
}
