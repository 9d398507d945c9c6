import { PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The columns every outbox table shares (mail_outbox, push_outbox): what database/outbox.ts claims,
 * leases and records outcomes on.
 */
export abstract class OutboxColumns {
  @PrimaryKey({ type: 'integer' }) id!: number;
  /** pending, sent, failed (mail also: held, gathered). */
  @Property({ type: 'string', length: 8 }) status!: string;
  @Property({ type: 'integer', default: 0 }) attempts: number = 0;
  @Property({ type: 'datetime', nullable: true }) nextAttemptAt?: Date | null;
  /** A claim's token and lease: a sender owns the row until then (a crashed sender's rows come back). */
  @Property({ type: 'string', length: 36, nullable: true }) claim?: string | null;
  @Property({ type: 'datetime', nullable: true }) lockedUntil?: Date | null;
  @Property({ type: 'text', nullable: true }) lastError?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) sentAt?: Date | null;
}
