// Scheduled backups (API.md "Operations", docs/decisions/037): what GET /api/backups answers and the
// one rule both sides read, when the last backup counts as recent.

export const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/** One backup run, newest first in GET /api/backups. */
export interface BackupRunView {
  id: number;
  /** ISO 8601 in UTC. */
  startedAt: string;
  finishedAt: string | null;
  status: BackupRunStatus;
  /** The archive's base name (never its directory). */
  file: string | null;
  bytes: number | null;
  /** Why a failed run failed. */
  error: string | null;
}

export interface BackupSchedule {
  /** BACKUP_CRON in effect, null when scheduling is off. */
  cron: string | null;
  /** The company time zone the cron is read in. */
  timeZone: string;
  /** Archives kept in `dir` (BACKUP_KEEP). */
  keep: number;
  dir: string;
  enabled: boolean;
  /** The next scheduled run (ISO 8601 UTC), null when off. */
  nextRunAt: string | null;
}

/** GET /api/backups. */
export interface BackupsOverview {
  schedule: BackupSchedule;
  runs: BackupRunView[];
}

/** The setup checklist's backups step is done while the last finished backup succeeded within this many days. */
export const BACKUP_RECENT_DAYS = 2;

/** The last finished run succeeded less than BACKUP_RECENT_DAYS before `now`. */
export function isBackupRecent(last: { status: string; finishedAt: Date | string | null } | null | undefined, now: Date): boolean {
  if (!last || last.status !== 'succeeded' || !last.finishedAt) return false;
  const at = new Date(last.finishedAt).getTime();
  return Number.isFinite(at) && now.getTime() - at <= BACKUP_RECENT_DAYS * 86_400_000;
}
