import { Injectable } from '@nestjs/common';
import { createBackup } from './archive';

export type BackupOptions = Parameters<typeof createBackup>[0];
export type BackupResult = Awaited<ReturnType<typeof createBackup>>;

/** The archive writer (./archive) as a provider: the one seam a test replaces to hold a run open or make it fail. */
@Injectable()
export class BackupArchive {
  create(options: BackupOptions): Promise<BackupResult> {
    return createBackup(options);
  }
}
