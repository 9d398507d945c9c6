import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One backup, scheduled or started by hand (docs/decisions/037): when, how it ended, which archive. */
@Entity({ tableName: 'backup_run' })
@Index({ properties: ['startedAt'] })
export class BackupRun {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) startedAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) finishedAt?: Date | null;
  /** running, succeeded or failed (BACKUP_RUN_STATUSES). */
  @Property({ type: 'string', length: 10 }) status!: string;
  /** The archive's base name; its directory is BACKUP_DIR. */
  @Property({ type: 'string', length: 255, nullable: true }) file?: string | null;
  @Property({ type: 'bigint', nullable: true }) bytes?: number | null;
  @Property({ type: 'text', nullable: true }) error?: string | null;
  /** The host and process that ran it (several instances share the database). */
  @Property({ type: 'string', length: 255 }) instance!: string;
}
