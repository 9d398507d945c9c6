import '../register-paths';
import 'reflect-metadata';
import * as path from 'path';
import { loadConfig } from '../config';
import { BackupRefusal, createBackup, type DumpFormat } from '../modules/backups/archive';

const USAGE = 'usage: npm run backup -- [--out DIR] [--format pg_dump|copy]';

/**
 * `npm run backup`: one archive of the studio; its path is the last line on stdout. Answers the exit
 * code. `cwd` is where the operator typed the command (relative --out paths are read from there).
 */
export async function backupCli(argv: string[], cwd = process.cwd()): Promise<number> {
  let out: string | undefined;
  let format: DumpFormat | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--out' && argv[i + 1]) out = path.resolve(cwd, argv[(i += 1)]);
    else if (arg === '--format' && (argv[i + 1] === 'pg_dump' || argv[i + 1] === 'copy')) format = argv[(i += 1)] as DumpFormat;
    else {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
  }
  try {
    const config = loadConfig();
    const { file, bytes, manifest } = await createBackup({
      databaseUrl: config.databaseUrl, dataDir: config.dataDir, s3: config.s3, pgBin: config.pgBin, format,
      outDir: out ?? path.join(config.dataDir, 'backups'),
    });
    const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
    const files = manifest.store.kind === 'local' ? `${manifest.store.files} files` : `${manifest.store.objects.length} S3 objects listed`;
    process.stdout.write(`Backed up ${rows} rows (${manifest.database.format}, last migration ${manifest.lastMigration ?? 'none'}) and ${files}: ${bytes} bytes.\n`);
    process.stdout.write(`${file}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof BackupRefusal ? error.message : `The backup failed: ${(error as Error).message}`}\n`);
    return 1;
  }
}
