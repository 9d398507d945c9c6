import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { SqlService } from '../../database/sql.service';
import { NotificationsGateway } from './notifications.gateway';

export interface NewNotification {
  employeeId: string;
  type: number;
  content: Record<string, unknown>;
  /** Written at most once per key (jobs use it to stay idempotent). */
  dedupeKey?: string;
}

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
    private readonly sql: SqlService,
    private readonly gateway: NotificationsGateway,
  ) {}

  /** Inserts (skipping already-written dedupe keys) and answers the rows written. */
  async write(rows: NewNotification[], client?: PoolClient): Promise<NotificationRow[]> {
    if (!rows.length) return [];
    const query = `insert into notification (employee_id, type, content, dedupe_key)
      select "employeeId", type, content, "dedupeKey"
        from jsonb_to_recordset($1::jsonb) as r("employeeId" text, type smallint, content jsonb, "dedupeKey" text)
      on conflict (dedupe_key) do nothing
      returning id, employee_id as "employeeId", type, content, is_read as "isRead", created_at as "createdAt"`;
    const params = [JSON.stringify(rows.map((r) => ({ ...r, dedupeKey: r.dedupeKey ?? null })))];
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
}
