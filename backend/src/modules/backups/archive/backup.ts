import { createWriteStream, promises as fs, readFileSync } from 'fs';
import * as path from 'path';
import { create as createTar } from 'tar';
import type { S3Config } from '../../../config';
import { MIGRATIONS_TABLE } from '../../../database/migrate';
import { ArchiveRepository } from './archive.repository';
import { appRoot, linkOrCopy, listFiles, sha256File } from './files';
import type { BackupManifest, DumpFormat, StoreManifest } from './manifest';
import { findPgTool, pgDump } from './pg-tools';
import { listObjects } from './s3-objects';

export interface BackupOptions {
  databaseUrl: string;
  dataDir: string;
  /** Set when the app stores uploads in S3: the archive then lists the objects instead of holding them. */
  s3?: S3Config;
  outDir: string;
  now?: Date;
  /** `pg_dump` or the built-in `copy`; unset: pg_dump when one as new as the server is found. */
  format?: DumpFormat;
  /** A directory searched first for pg_dump (PG_BIN). */
  pgBin?: string;
}

export const DUMP_FILE = 'db/database.dump';
export const MANIFEST = 'manifest.json';
/** Files of the local store that are not uploads: multer's half-received parts. */
export const UPLOADS_SKIP = ['.incoming'];

/** studio-backup-YYYYMMDD-HHMMSS.tar.gz in UTC. */
export function archiveName(now: Date): string {
  const iso = now.toISOString(); // 2026-11-27T17:40:05.123Z
  return `studio-backup-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}.tar.gz`;
}

export function tableFile(table: string): string {
  return `db/${encodeURIComponent(table)}.copy`;
}

/**
 * Writes one archive: the database read in one snapshot (pg_dump -Fc, or COPY of every table), the
 * local store's files, and manifest.json. It is written under a temporary name and renamed, so an
 * archive with the final name is always whole.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  const now = options.now ?? new Date();
  const outDir = path.resolve(options.outDir);
  await fs.mkdir(outDir, { recursive: true });
  const file = path.join(outDir, archiveName(now));
  const staging = await fs.mkdtemp(path.join(outDir, '.studio-backup-'));
  const partial = `${staging}.tar.gz.partial`;
  try {
    const database = await dumpDatabase(options, staging);
    const store = await collectStore(options, staging);
    const entries = [];
    for (const rel of await listFiles(staging)) {
      const full = path.join(staging, rel);
      entries.push({ path: rel, size: (await fs.stat(full)).size, sha256: await sha256File(full) });
    }
    const manifest: BackupManifest = {
      archiveVersion: 1,
      createdAt: now.toISOString(),
      appVersion: JSON.parse(readFileSync(path.join(appRoot(), 'package.json'), 'utf8')).version,
      lastMigration: database.migrations.at(-1) ?? null,
      migrations: database.migrations,
      database: database.info,
      rowCounts: database.rowCounts,
      store,
      entries,
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, ...entries.map((e) => e.path)]);
    // link() never replaces: a second backup in the same second fails instead of overwriting the first.
    await fs.link(partial, file);
    const bytes = (await fs.stat(file)).size;
    return { file, bytes, manifest };
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(options: BackupOptions, staging: string) {
  const repo = await ArchiveRepository.connect(options.databaseUrl);
  try {
    const snapshot = await repo.beginSnapshot();
    const schema = await repo.currentSchema();
    const serverVersion = await repo.serverVersion();
    const tables = await repo.tables(schema);
    const rowCounts = await repo.rowCounts(schema, tables.map((t) => t.name));
    const migrations = await repo.appliedMigrations(schema, MIGRATIONS_TABLE);
    await fs.mkdir(path.join(staging, 'db'));

    const serverMajor = Math.floor(serverVersion / 10000);
    const tool = options.format === 'copy' ? undefined : findPgTool('pg_dump', serverMajor, options.pgBin);
    if (options.format === 'pg_dump' && !tool) {
      throw new Error(`no pg_dump of PostgreSQL ${serverMajor} or newer was found (set PG_BIN to its directory)`);
    }
    let info: BackupManifest['database'];
    if (tool) {
      await pgDump(tool, options.databaseUrl, { schema, snapshot, file: path.join(staging, DUMP_FILE) });
      info = { format: 'pg_dump', serverVersion, schema, tool: tool.version };
    } else {
      const copied = tables.filter((t) => t.name !== MIGRATIONS_TABLE);
      for (const t of copied) await repo.copyOut(schema, t.name, t.columns, createWriteStream(path.join(staging, tableFile(t.name))));
      info = {
        format: 'copy', serverVersion, schema,
        tables: copied.map((t) => ({ name: t.name, columns: t.columns, file: tableFile(t.name) })),
        sequences: await repo.sequences(schema),
      };
    }
    await repo.rollback();
    return { info, rowCounts, migrations };
  } finally {
    await repo.close();
  }
}

/** The local store's files (hard links into the staging folder), or the list of the bucket's objects. */
async function collectStore(options: BackupOptions, staging: string): Promise<StoreManifest> {
  if (options.s3) {
    return { kind: 's3', bucket: options.s3.bucket, prefix: options.s3.prefix, objects: await listObjects(options.s3) };
  }
  const uploads = path.join(path.resolve(options.dataDir), 'uploads');
  const files = await listFiles(uploads, UPLOADS_SKIP);
  let count = 0;
  for (const rel of files) {
    try {
      await linkOrCopy(path.join(uploads, rel), path.join(staging, 'uploads', rel));
      count += 1;
    } catch (error) {
      // Removed by the app since the listing: its row is gone too, or going.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { kind: 'local', files: count };
}
