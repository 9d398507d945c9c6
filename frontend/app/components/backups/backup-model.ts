// The backups screen's readings of GET /api/backups (docs/decisions/037).
import type { BackupRunStatus, BackupRunView } from '@studio/domain';
import type { TFunction } from 'i18next';

import type { BadgeProps } from '~/components/ui/badge';

export const STATUS_BADGE: Record<BackupRunStatus, NonNullable<BadgeProps['variant']>> = {
  running: 'warning',
  succeeded: 'success',
  failed: 'destructive',
};

/** "Every day at 02:00" for a plain daily cron (the default); the expression itself otherwise. */
export function describeCron(cron: string, t: TFunction): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (daily) return t('backups.schedule.daily', { time: `${daily[2].padStart(2, '0')}:${daily[1].padStart(2, '0')}` });
  return t('backups.schedule.cron', { cron });
}

/** The newest finished run. */
export function lastFinished(runs: readonly BackupRunView[]): BackupRunView | null {
  return runs.find((r) => r.status !== 'running') ?? null;
}
