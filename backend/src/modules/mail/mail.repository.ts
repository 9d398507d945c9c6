import { Injectable } from '@nestjs/common';
import type { MailProblem } from '@studio/domain';
import { Db } from '../../database/db';
import { Outbox, type ClaimedRow } from '../../database/outbox';
import { employeeName, isoUtc } from '../../database/sql';
import type { NotificationRow } from '../notifications/notifications.repository';

/** A claimed mail with what its rendering needs. */
export interface ClaimedMail extends ClaimedRow {
  kind: 'single' | 'digest';
  to: string | null;
  name: string;
  type: number | null;
  content: Record<string, unknown> | null;
}

export interface DigestItem {
  digestId: number;
  type: number;
  content: Record<string, unknown>;
}

/** The mail_outbox table (docs/decisions/048). */
@Injectable()
export class MailRepository {
  /** Claims, leases and outcomes of due mails (shared with push, database/outbox.ts). */
  readonly outbox: Outbox;

  constructor(private readonly db: Db) {
    this.outbox = new Outbox(db, 'mail_outbox');
  }

  /**
   * Queues the written notifications whose recipient (active, with an e-mail address) chose e-mail
   * (`single`, due now) or the digest (`item`, held), in the caller's transaction, in one statement.
   */
  async enqueue(rows: readonly NotificationRow[], now: Date, emailByDefault: readonly number[]): Promise<void> {
    await this.db.exec(
      `insert into mail_outbox (employee_id, notification_id, type, kind, status, next_attempt_at, created_at)
       select n."employeeId", n.id, n.type,
              case c.channel when 'email' then 'single' else 'item' end,
              case c.channel when 'email' then 'pending' else 'held' end,
              case c.channel when 'email' then $2::timestamptz end, $2
         from jsonb_to_recordset($1::jsonb) as n(id int, "employeeId" text, type smallint)
         join employee e on e.id = n."employeeId" and e.is_active and coalesce(e.personal_email, '') <> ''
         left join notification_preference p on p.employee_id = n."employeeId" and p.type = n.type
         cross join lateral (select coalesce(p.channel, case when n.type = any($3::smallint[]) then 'email' else 'bell' end) as channel) c
        where c.channel <> 'bell'`,
      [JSON.stringify(rows.map((r) => ({ id: r.id, employeeId: r.employeeId, type: r.type }))), now, emailByDefault],
    );
  }

  claimed(ids: number[]): Promise<ClaimedMail[]> {
    return this.db.many<ClaimedMail>(
      `select o.id, o.kind, o.attempts, o.employee_id as "employeeId", nullif(e.personal_email, '') as "to", e.language,
              ${employeeName('e')} as name, o.type, n.content
         from mail_outbox o join employee e on e.id = o.employee_id left join notification n on n.id = o.notification_id
        where o.id = any($1) order by o.id`,
      [ids],
    );
  }

  /** The notifications gathered into the digests, oldest first. */
  digestItems(digestIds: number[]): Promise<DigestItem[]> {
    return this.db.many<DigestItem>(
      `select i.digest_id as "digestId", n.type, n.content
         from mail_outbox i join notification n on n.id = i.notification_id
        where i.digest_id = any($1) order by n.created_at, n.id`,
      [digestIds],
    );
  }

  /**
   * Gathers every held item into one pending digest per person, in one statement; items another
   * instance is gathering are skipped, so two instances never make two digests of one item.
   */
  async gatherDigests(now: Date): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `with items as (select id, employee_id from mail_outbox where status = 'held' for update skip locked),
            digests as (insert into mail_outbox (employee_id, kind, status, next_attempt_at, created_at)
                        select employee_id, 'digest', 'pending', $1, $1 from items group by employee_id
                        returning id, employee_id),
            gathered as (update mail_outbox o set status = 'gathered', digest_id = d.id
                           from items i join digests d on d.employee_id = i.employee_id where o.id = i.id returning o.id)
       select (select count(*) from digests)::int as n, (select count(*) from gathered)::int as items`,
      [now],
    );
    return row?.n ?? 0;
  }

  /** Mails that failed or wait for another try, newest first. */
  problems(limit: number): Promise<MailProblem[]> {
    return this.db.many<MailProblem>(
      `select o.id, o.employee_id as "employeeId", ${employeeName('e')} as "employeeName", nullif(e.personal_email, '') as "to",
              o.type, o.kind, o.status, o.attempts, o.last_error as "lastError",
              case when o.status = 'pending' then ${isoUtc('o.next_attempt_at')} end as "nextAttemptAt", ${isoUtc('o.created_at')} as "createdAt"
         from mail_outbox o join employee e on e.id = o.employee_id
        where o.kind <> 'item' and (o.status = 'failed' or (o.status = 'pending' and o.last_error is not null))
        order by o.id desc limit $1`,
      [limit],
    );
  }
}
