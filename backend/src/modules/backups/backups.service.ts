import { chmod, mkdir, readdir, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { NotificationType, type BackupRunView, type BackupsOverview } from '@studio/domain';
import { CronTime } from 'cron';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Metrics } from '../metrics/metrics.service';
import { NotificationsService } from '../notifications/notifications.service';
import { TicketRoutingService } from '../tickets/ticket-routing.service';
import { BackupArchive } from './backup-archive';
import { BackupsRepository, type BackupRunRow, type HeldLock } from './backups.repository';

/** The advisory lock of backups (the daily jobs use 7200001-7200003). */
export const BACKUP_LOCK_KEY = 7200010;
/** Only files named like the archives are ever deleted by retention. */
export const ARCHIVE_NAME = /^studio-backup-\d{8}-\d{6}\.tar\.gz$/;
const RECENT_RUNS = 20;
const ERROR_MAX = 2000;

export const backupRunning = () => new DomainError('backup.running', 409);

/** What the run stored and the screen shows: no credentials, even inside a driver's message. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'unknown error').replace(/\/\/[^/@\s]+@/g, '//***@').slice(0, ERROR_MAX);
}

export function toView(row: BackupRunRow): BackupRunView {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    status: row.status,
    file: row.file,
    bytes: row.bytes,
    error: row.error,
  };
}

/**
 * Backups on a schedule or by hand (docs/decisions/037). One run at a time across every instance of the
 * database (an advisory lock held for the whole run), the newest `keep` archives kept, and the admins
 * told of a failure in the bell.
 */
@Injectable()
export class BackupsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly instance = `${hostname()}#${process.pid}`;
  /** This instance is starting or running one: a second call answers 409 without asking the database. */
  private busy = false;
  private current: Promise<unknown> | null = null;

  constructor(
    private readonly repo: BackupsRepository,
    private readonly archive: BackupArchive,
    private readonly notifications: NotificationsService,
    private readonly routing: TicketRoutingService,
    private readonly metrics: Metrics,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(): Promise<BackupsOverview> {
    const { cron, dir, keep } = this.config.backup;
    const runs = await this.repo.recent(RECENT_RUNS);
    return {
      schedule: { cron, timeZone: this.config.timeZone, keep, dir, enabled: cron !== null, nextRunAt: this.nextRun() },
      runs: runs.map(toView),
    };
  }

  /** POST /api/backups/run: the run is recorded and under way when this answers; 409 while one runs anywhere. */
  async startNow(): Promise<BackupRunView> {
    const started = await this.begin();
    if (!started) throw backupRunning();
    return toView(started.run);
  }

  /** The scheduled tick: runs to the end; another instance already running one means there is nothing to do. */
  async runScheduled(): Promise<BackupRunRow | null> {
    const started = await this.begin();
    if (!started) {
      this.logger.log('scheduled backup skipped: another run holds the lock');
      return null;
    }
    return started.done;
  }

  /** Waits for the run in progress, so it is recorded before the pool closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.current?.catch(() => undefined);
  }

  /** Takes the lock and records the run; null when one is running here or elsewhere. */
  private async begin(): Promise<{ run: BackupRunRow; done: Promise<BackupRunRow> } | null> {
    if (this.busy) return null;
    this.busy = true;
    let lock: HeldLock | null = null;
    let run: BackupRunRow;
    try {
      lock = await this.repo.tryLock(BACKUP_LOCK_KEY);
      if (!lock) {
        this.busy = false;
        return null;
      }
      // Holding the lock, no run is alive: a row still 'running' belongs to an instance that stopped.
      await this.repo.failInterrupted('interrupted: the instance running it stopped', this.clock.now());
      run = await this.repo.start(this.instance, this.clock.now());
    } catch (error) {
      this.busy = false;
      await lock?.release();
      throw error;
    }
    const held = lock;
    const done = this.metrics.countJob('backup', () => this.execute(run)).finally(async () => {
      await held.release();
      this.busy = false;
      this.current = null;
    });
    this.current = done;
    // A failure is recorded and told inside execute; the caller of startNow does not wait for it.
    done.catch(() => undefined);
    return { run, done };
  }

  private async execute(run: BackupRunRow): Promise<BackupRunRow> {
    const { dir, keep } = this.config.backup;
    try {
      // Archives hold salaries: the folder and each archive are for the operator only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const result = await this.archive.create({
        databaseUrl: this.config.databaseUrl, dataDir: this.config.dataDir, s3: this.config.s3, pgBin: this.config.pgBin, outDir: dir, now: this.clock.now(),
      });
      await chmod(result.file, 0o600);
      // Pruned before the run reads as finished, so whoever sees 'succeeded' sees the folder as it stays.
      await this.prune(dir, keep);
      const finished = await this.repo.succeed(run.id, path.basename(result.file), result.bytes, this.clock.now());
      this.logger.log(`backup written: ${result.file} (${result.bytes} bytes)`);
      return finished;
    } catch (error) {
      const text = errorText(error);
      this.logger.error(`backup failed: ${text}`);
      // Told before the run reads as failed, so whoever sees 'failed' finds the notices there.
      await this.tellAdmins(run, text);
      await this.repo.fail(run.id, text, this.clock.now());
      throw error;
    }
  }

  /** Keeps the newest `keep` archives (by the time in their names); any other file in the folder is left alone. */
  private async prune(dir: string, keep: number): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: Error) => {
      // The archive is written: a folder that cannot be listed costs the pruning, not the backup.
      this.logger.warn(`could not list ${dir} to remove old backups: ${error.message}`);
      return [];
    });
    const archives = entries
      .filter((e) => e.isFile() && ARCHIVE_NAME.test(e.name))
      .map((e) => e.name)
      .sort()
      .reverse();
    for (const name of archives.slice(keep)) {
      await unlink(path.join(dir, name)).catch((error: Error) => this.logger.warn(`could not remove old backup ${name}: ${error.message}`));
    }
  }

  /** One bell notification per admin (holders of Admin) per failed run. */
  private async tellAdmins(run: BackupRunRow, error: string): Promise<void> {
    try {
      const admins = await this.routing.holders('Admin');
      await this.notifications.notify(admins.map((employeeId) => ({
        employeeId,
        type: NotificationType.backupFailed,
        content: { runId: run.id, startedAt: run.startedAt.toISOString(), error },
        dedupeKey: `backup-failed:${run.id}:${employeeId}`,
      })));
    } catch (error) {
      this.logger.error(`could not notify the admins of the failed backup: ${(error as Error).message}`);
    }
  }

  private nextRun(): string | null {
    const { cron } = this.config.backup;
    if (!cron) return null;
    return new CronTime(cron, this.config.timeZone).sendAt().toUTC().toISO();
  }
}
