import { randomUUID } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Clock } from '../common/clock';
import type { DeliveryLimits } from '../config';
import { Db } from './db';

/** The longest wait between two tries of one outbox row. */
const MAX_RETRY_WAIT_MS = 3600_000;

/**
 * The claim, lease and retry bookkeeping of an outbox table (mail_outbox, push_outbox; decisions 048
 * and 051). The table has `status` ('pending' rows are due at `next_attempt_at`), `attempts`,
 * `claim`, `locked_until`, `last_error` and `sent_at`. A sender claims due rows in one statement
 * (FOR UPDATE SKIP LOCKED and a lease), so two senders, on one instance or two, never take one row;
 * an outcome is written only while the row still carries the sender's claim.
 */
export class Outbox {
  constructor(private readonly db: Db, private readonly table: 'mail_outbox' | 'push_outbox') {}

  /**
   * Claims up to `limit` due rows for `claim` until `leaseUntil`, counting the attempt: rows another
   * sender is claiming are skipped, rows it claimed are leased. A sender that dies leaves its rows to
   * the next once the lease ends.
   */
  async claim(claim: string, now: Date, leaseUntil: Date, limit: number): Promise<number[]> {
    const rows = await this.db.many<{ id: number }>(
      `update ${this.table} o set claim = $1, locked_until = $3, attempts = o.attempts + 1
        where o.id in (select id from ${this.table}
                        where status = 'pending' and next_attempt_at <= $2 and (locked_until is null or locked_until <= $2)
                        order by next_attempt_at, id limit $4 for update skip locked)
        returning o.id`,
      [claim, now, leaseUntil, limit],
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** Sent: only while `claim` still holds the row. */
  async sent(id: number, claim: string, now: Date): Promise<void> {
    await this.db.exec(
      `update ${this.table} set status = 'sent', sent_at = $3, locked_until = null, last_error = null where id = $1 and claim = $2`,
      [id, claim, now],
    );
  }

  /** A failed try: tried again at `retryAt`, or failed for good when null. */
  async failed(id: number, claim: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db.exec(
      `update ${this.table} set status = case when $4::timestamptz is null then 'failed' else 'pending' end,
              next_attempt_at = $4, last_error = $3, locked_until = null
        where id = $1 and claim = $2`,
      [id, claim, error.slice(0, 2000), retryAt],
    );
  }
}

/** When a row that failed its `attempts`-th try is tried again: base × 2^(attempts−1), at most an hour; null after the last try. */
export function retryAt(now: Date, attempts: number, policy: { maxAttempts: number; retryBaseMs: number }): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(now.getTime() + Math.min(MAX_RETRY_WAIT_MS, policy.retryBaseMs * 2 ** (attempts - 1)));
}

export interface SendResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** What every claimed row tells its sender. */
export interface ClaimedRow {
  id: number;
  /** This try included. */
  attempts: number;
  employeeId: string;
  /** The recipient's language (null: Vietnamese, the portal's default). */
  language: string | null;
}

/** One run at a time per instance: a second call while one runs joins it (the poll and the after-commit kick share it). */
export class SingleFlight<T> {
  private running: Promise<T> | null = null;

  run(work: () => Promise<T>): Promise<T> {
    this.running ??= work().finally(() => { this.running = null; });
    return this.running;
  }

  /** Waits for the run in flight, if any (its failure is the run's own business). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }
}

/**
 * The sending side of an outbox (mail, push): claims due rows in batches under one fresh claim and
 * hands each to `send` until none is due (safe on several instances at once, and twice on one); one
 * run at a time per instance; a poll every `limits.pollMs`, and a kick right after the commit of a
 * queued row; a failed try retried after an exponential backoff, failed for good after the last.
 */
export class OutboxSender<R extends ClaimedRow> {
  private readonly flight = new SingleFlight<SendResult>();
  private stopping = false;

  constructor(private readonly o: {
    /** For the log and the poll's interval name (`<name>-outbox`). */
    name: string;
    db: Db;
    outbox: Outbox;
    clock: Clock;
    limits: DeliveryLimits;
    logger: Logger;
    /** A claim's lease: longer than the bounded waits of one row's send. */
    leaseMs: number;
    batch: number;
    load: (ids: number[]) => Promise<R[]>;
    send: (row: R, claim: string) => Promise<keyof SendResult>;
  }) {}

  /** Looks at the outbox every `pollMs` on this instance (retries, rows a crashed sender left); 0: never. */
  poll(registry: SchedulerRegistry): void {
    if (this.o.limits.pollMs <= 0) return;
    const timer = setInterval(() => void this.kick(), this.o.limits.pollMs);
    timer.unref();
    registry.addInterval(`${this.o.name}-outbox`, timer);
  }

  /** In the transaction that queued rows: they leave as soon as it commits, not at the next poll (not in tests). */
  afterCommit(): void {
    if (this.o.limits.pollMs > 0) this.o.db.afterCommit(() => void this.kick());
  }

  /** Starts a drain unless one runs on this instance. */
  kick(): Promise<SendResult> {
    return this.flight.run(() => this.drain()).catch((error) => {
      this.o.logger.error(`sending ${this.o.name} failed`, (error as Error).stack);
      return { sent: 0, retrying: 0, failed: 0 };
    });
  }

  /**
   * When the app closes, before the pool does (Db's onApplicationShutdown): no new batch is claimed,
   * and the send in flight finishes and records its row.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.flight.settled();
  }

  /** Claims and sends until no row is due. */
  async drain(): Promise<SendResult> {
    const result: SendResult = { sent: 0, retrying: 0, failed: 0 };
    const claim = randomUUID();
    for (;;) {
      if (this.stopping) return result;
      const now = this.o.clock.now();
      const ids = await this.o.outbox.claim(claim, now, new Date(now.getTime() + this.o.leaseMs), this.o.batch);
      if (!ids.length) return result;
      for (const row of await this.o.load(ids)) result[await this.o.send(row, claim)]++;
    }
  }

  /** Records a failed try: another one after the backoff, or failed for good after the last. */
  async retry(row: R, claim: string, message: string): Promise<'retrying' | 'failed'> {
    const next = retryAt(this.o.clock.now(), row.attempts, this.o.limits);
    await this.o.outbox.failed(row.id, claim, message, next);
    this.o.logger.warn(`${this.o.name} ${row.id} to ${row.employeeId}, try ${row.attempts}: ${message}${next ? '' : ' (failed for good)'}`);
    return next ? 'retrying' : 'failed';
  }
}
