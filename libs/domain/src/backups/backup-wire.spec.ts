/// <reference types="jest" />
import { BACKUP_RECENT_DAYS, isBackupRecent } from './backup-wire';

describe('isBackupRecent', () => {
  const now = new Date('2026-06-15T05:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('a success within the last two days counts; an older one, a failure or none does not', () => {
    expect(BACKUP_RECENT_DAYS).toBe(2);
    expect(isBackupRecent({ status: 'succeeded', finishedAt: ago(3_600_000) }, now)).toBe(true);
    expect(isBackupRecent({ status: 'succeeded', finishedAt: ago(2 * 86_400_000) }, now)).toBe(true);
    expect(isBackupRecent({ status: 'succeeded', finishedAt: ago(2 * 86_400_000 + 1000) }, now)).toBe(false);
    expect(isBackupRecent({ status: 'failed', finishedAt: ago(1000) }, now)).toBe(false);
    expect(isBackupRecent({ status: 'succeeded', finishedAt: null }, now)).toBe(false);
    expect(isBackupRecent(null, now)).toBe(false);
  });
});
