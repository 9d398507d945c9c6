import '../register-paths';
import 'reflect-metadata';
import * as path from 'path';
import { loadConfig } from '../config';
import { BackupRefusal, restoreBackup } from '../modules/backups/archive';

const USAGE = 'usage: npm run restore -- FILE [--force]';

/** `npm run restore`: an archive back into DATABASE_URL (or the embedded database) and DATA_DIR. Answers the exit code. */
export async function restoreCli(argv: string[], cwd = process.cwd()): Promise<number> {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0].startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const config = loadConfig();
    const result = await restoreBackup({
      databaseUrl: config.databaseUrl, dataDir: config.dataDir, s3: config.s3, pgBin: config.pgBin,
      file: path.resolve(cwd, rest[0]), force,
    });
    const rows = Object.values(result.rowCounts).reduce((a, b) => a + b, 0);
    const m = result.manifest;
    process.stdout.write(`Restored the backup of ${m.createdAt} (app ${m.appVersion}, last migration ${m.lastMigration ?? 'none'}): `
      + `${rows} rows, ${result.files} ${m.store.kind === 'local' ? 'files' : 'S3 objects present'}${result.replaced ? ', replacing the studio that was there' : ''}.\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof BackupRefusal ? error.message : `The restore failed: ${(error as Error).message}`}\n`);
    return 1;
  }
}
