import { Injectable } from '@nestjs/common';
import { BreakRequestStatus, TaskStatus } from '@studio/domain';
import { Db } from '../../database/db';

/** A stored feed secret: the token is derived from it, never stored (entities/calendar-feed.entity.ts). */
export interface FeedSecretRow {
  keyId: string;
  nonce: string;
}

/** The owner of a feed token, as the public feed endpoint needs them. */
export interface FeedOwnerRow {
  employee: string;
  language: 'vi' | 'en' | null;
}

/**
 * One dated thing of a feed. `kind`: task (an open task's deadline), leave (a request, pending or
 * approved), day-off (a record an operator wrote without a request), holiday, makeup.
 */
export interface FeedItemRow {
  kind: 'task' | 'leave' | 'day-off' | 'holiday' | 'makeup';
  id: number;
  /** yyyymmdd */
  date: number;
  /** Leave: 0 morning, 1 afternoon, 2 full day; null for the rest (a day-off record says `hours`). */
  part: number | null;
  hours: number | null;
  pending: boolean;
  title: string;
  /** A task's project (id, name) and alt id. */
  projectId: number | null;
  project: string | null;
  altId: string | null;
}

@Injectable()
export class CalendarFeedsRepository {
  constructor(private readonly db: Db) {}

  secret(employee: string): Promise<FeedSecretRow | undefined> {
    return this.db.one<FeedSecretRow>(`select key_id as "keyId", nonce from calendar_feed where employee_id = $1`, [employee]);
  }

  /** Creates the feed unless one exists; answers the one that stands (a concurrent first call's, maybe). */
  async ensure(employee: string, s: FeedSecretRow & { tokenHash: string }): Promise<FeedSecretRow> {
    const row = await this.db.one<FeedSecretRow>(
      `with ins as (
         insert into calendar_feed (employee_id, key_id, nonce, token_hash, created_at) values ($1, $2, $3, $4, now())
         on conflict (employee_id) do nothing returning key_id as "keyId", nonce)
       select * from ins union all select key_id, nonce from calendar_feed where employee_id = $1 and not exists (select 1 from ins)`,
      [employee, s.keyId, s.nonce, s.tokenHash],
    );
    return row!;
  }

  /** Replaces the employee's secret in one statement: the last of concurrent rotations stands. */
  async replace(employee: string, s: FeedSecretRow & { tokenHash: string }): Promise<void> {
    await this.db.exec(
      `insert into calendar_feed (employee_id, key_id, nonce, token_hash, created_at) values ($1, $2, $3, $4, now())
       on conflict (employee_id) do update set key_id = excluded.key_id, nonce = excluded.nonce,
         token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [employee, s.keyId, s.nonce, s.tokenHash],
    );
  }

  /** The active employee whose feed token hashes to `tokenHash`. */
  owner(tokenHash: string): Promise<FeedOwnerRow | undefined> {
    return this.db.one<FeedOwnerRow>(
      `select f.employee_id as employee, e.language from calendar_feed f join employee e on e.id = f.employee_id
        where f.token_hash = $1 and e.is_active`,
      [tokenHash],
    );
  }

  /**
   * Everything a feed shows, in one statement: with `employee` null only the studio's holidays and
   * makeup days. Leave, holidays and makeup days from `from` (yyyymmdd) on; open tasks whatever their
   * deadline. An approved request's day-off record keeps the request's id, so approval updates the event.
   */
  items(employee: string | null, from: number): Promise<FeedItemRow[]> {
    return this.db.many<FeedItemRow>(
      `select 'task' as kind, t.task_id as id, t.deadline as date, null::int as part, null::float8 as hours, false as pending,
              t.task_name as title, p.id as "projectId", p.name as project, t.alt_id as "altId"
         from task t join project p on p.id = t.project_id
        where t.employee = $1 and t.status = any($3::smallint[]) and t.deadline is not null and not t.is_archived
       union all
       select case when r.id is null then 'day-off' else 'leave' end, coalesce(r.id, b.id), b.date, r.break_time::int, b.time::float8, false,
              coalesce(nullif(r.reason, ''), b.description), null, null, null
         from employee_break b left join break_request r on r.id = b.break_request_id
        where b.employee = $1 and b.date >= $2
       union all
       select 'leave', r.id, r.date, r.break_time::int, null, true, r.reason, null, null, null
         from break_request r
        where r.employee = $1 and r.status = $4 and r.date >= $2
       union all
       select 'holiday', h.id, h.date, null, null, false, h.description, null, null, null from holiday h where h.date >= $2
       union all
       select 'makeup', m.id, m.date, null, null, false, m.description, null, null, null from makeup_day m where m.date >= $2
       order by 3, 1, 2`,
      [employee, from, [TaskStatus.Planning, TaskStatus.InProgress], BreakRequestStatus.Pending],
    );
  }
}
