import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BackupRunStatus } from '@studio/domain';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { translateDbError } from '../../database/db-errors';

/** A backup_run row as the service and GET /api/backups read it. */
export interface BackupRunRow {
  id: number;
  startedAt: Date;
  finishedAt: Date | null;
  status: BackupRunStatus;
  /** Base name of the archive. */
  file: string | null;
  bytes: number | null;
  error: string | null;
}

/** The advisory lock held for a whole run; releasing it twice is harmless. */
export interface HeldLock {
  release(): Promise<void>;
}

const COLUMNS = `id, started_at as "startedAt", finished_at as "finishedAt", status, file, bytes, error`;

/** The backup_run table, and the lock that lets one instance at a time run a backup. */
@Injectable()
export class BackupsRepository {
  private readonly logger = new Logger('Backups');

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A session advisory lock on a connection of its own, outside the pool: a run lasts minutes, longer
   * than a pooled transaction may stay idle (idle_in_transaction_session_timeout), and it must not
   * take a pool connection from the requests meanwhile. Null when another run holds it. The lock
   * goes with the connection, so a crashed instance frees it.
   */
  async tryLock(key: number): Promise<HeldLock | null> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: this.config.db.acquireTimeoutMs,
      statement_timeout: this.config.db.statementTimeoutMs,
      keepAlive: true,
      application_name: 'studio-portal backup lock',
    });
    client.on('error', (error) => this.logger.warn(`backup lock connection lost: ${error.message}`));
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
      if (rows[0]?.ok) {
        let released = false;
        return {
          release: async () => {
            if (released) return;
            released = true;
            await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
            await client.end().catch(() => undefined);
          },
        };
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw translateDbError(error);
    }
    await client.end().catch(() => undefined);
    return null;
  }

  /** Runs left 'running' by an instance that stopped mid-run (call while holding the lock). */
  async failInterrupted(error: string, now: Date): Promise<number> {
    return this.db.exec(`update backup_run set status = 'failed', finished_at = $2, error = $1 where status = 'running'`, [error, now]);
  }

  async start(instance: string, now: Date): Promise<BackupRunRow> {
    return (await this.db.one<BackupRunRow>(
      `insert into backup_run (started_at, status, instance) values ($1, 'running', $2) returning ${COLUMNS}`, [now, instance],
    ))!;
  }

  async succeed(id: number, file: string, bytes: number, now: Date): Promise<BackupRunRow> {
    return (await this.db.one<BackupRunRow>(
      `update backup_run set status = 'succeeded', finished_at = $4, file = $2, bytes = $3, error = null where id = $1 returning ${COLUMNS}`,
      [id, file, bytes, now],
    ))!;
  }

  async fail(id: number, error: string, now: Date): Promise<BackupRunRow> {
    return (await this.db.one<BackupRunRow>(
      `update backup_run set status = 'failed', finished_at = $3, error = $2 where id = $1 returning ${COLUMNS}`, [id, error, now],
    ))!;
  }

  /** The newest runs first. */
  recent(limit: number): Promise<BackupRunRow[]> {
    return this.db.many<BackupRunRow>(`select ${COLUMNS} from backup_run order by started_at desc, id desc limit $1`, [limit]);
  }
}
