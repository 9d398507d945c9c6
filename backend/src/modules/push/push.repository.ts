import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db';
import { Outbox, type ClaimedRow } from '../../database/outbox';
import type { NotificationRow } from '../notifications/notifications.repository';

/** A claimed push with what its payload and its encryption need. */
export interface ClaimedPush extends ClaimedRow {
  subscriptionId: number;
  /** As the browser gave it: where to post, and the keys the payload is encrypted for (RFC 8291). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  notification: { id: number; type: number; content: Record<string, unknown> };
}

/** The push_subscription and push_outbox tables (docs/decisions/051). */
@Injectable()
export class PushRepository {
  /** Claims, leases and outcomes of due pushes (shared with mail, database/outbox.ts). */
  readonly outbox: Outbox;

  constructor(private readonly db: Db) {
    this.outbox = new Outbox(db, 'push_outbox');
  }

  /**
   * Stores a browser's subscription for `employeeId` in one statement; answers whether the endpoint
   * is new. The same endpoint again updates its keys (and its owner: the browser's last subscriber).
   */
  async subscribe(employeeId: string, endpoint: string, p256dh: string, auth: string, now: Date): Promise<boolean> {
    const row = await this.db.one<{ inserted: boolean }>(
      `insert into push_subscription (employee_id, endpoint, p256dh, auth, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
       on conflict (endpoint) do update set employee_id = excluded.employee_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at
       returning (xmax = 0) as inserted`,
      [employeeId, endpoint, p256dh, auth, now],
    );
    return row!.inserted;
  }

  /** Removes one's own subscription (someone else's endpoint: nothing happens). */
  async unsubscribe(employeeId: string, endpoint: string): Promise<void> {
    await this.db.exec(`delete from push_subscription where employee_id = $1 and endpoint = $2`, [employeeId, endpoint]);
  }

  /** The push service said the subscription is gone (404/410): it and its queued pushes go. */
  async remove(subscriptionId: number): Promise<void> {
    await this.db.exec(`delete from push_subscription where id = $1`, [subscriptionId]);
  }

  /**
   * Queues a push to each subscription of each recipient (active) whose channel for the type is
   * `email` (their choice, else the type's default: API.md "the same types"), in the caller's
   * transaction, in one statement.
   */
  async enqueue(rows: readonly NotificationRow[], now: Date, emailByDefault: readonly number[]): Promise<void> {
    await this.db.exec(
      `insert into push_outbox (subscription_id, notification_id, status, next_attempt_at, created_at)
       select s.id, n.id, 'pending', $2, $2
         from jsonb_to_recordset($1::jsonb) as n(id int, "employeeId" text, type smallint)
         join push_subscription s on s.employee_id = n."employeeId"
         join employee e on e.id = n."employeeId" and e.is_active
         left join notification_preference p on p.employee_id = n."employeeId" and p.type = n.type
        where coalesce(p.channel, case when n.type = any($3::smallint[]) then 'email' else 'bell' end) = 'email'`,
      [JSON.stringify(rows.map((r) => ({ id: r.id, employeeId: r.employeeId, type: r.type }))), now, emailByDefault],
    );
  }

  claimed(ids: number[]): Promise<ClaimedPush[]> {
    return this.db.many<ClaimedPush>(
      `select o.id, o.attempts, s.employee_id as "employeeId", e.language, s.id as "subscriptionId",
              json_build_object('endpoint', s.endpoint, 'keys', json_build_object('p256dh', s.p256dh, 'auth', s.auth)) as subscription,
              json_build_object('id', n.id, 'type', n.type, 'content', n.content) as notification
         from push_outbox o join push_subscription s on s.id = o.subscription_id
         join employee e on e.id = s.employee_id join notification n on n.id = o.notification_id
        where o.id = any($1) order by o.id`,
      [ids],
    );
  }
}
