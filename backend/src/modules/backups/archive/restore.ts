import { createReadStream, existsSync, promises as fs } from 'fs';
import * as path from 'path';
import { extract as extractTar, list as listTar } from 'tar';
import type { S3Config } from '../../../config';
import { knownMigrations, migrateTo, MIGRATIONS_TABLE } from '../../../database/migrate';
import { ArchiveRepository } from './archive.repository';
import { DUMP_FILE, MANIFEST } from './backup';
import { listFiles, sha256File } from './files';
import { BackupRefusal, type BackupManifest, type RestoreResult } from './manifest';
import { findPgTool, pgRestore, pgRestoreList, type PgTool } from './pg-tools';
import { missingObjects } from './s3-objects';

export interface RestoreOptions {
  databaseUrl: string;
  dataDir: string;
  s3?: S3Config;
  file: string;
  /** Replace a database that already holds a studio. */
  force: boolean;
  /** A directory searched first for pg_restore (PG_BIN). */
  pgBin?: string;
}

/**
 * Restores an archive into the database and DATA_DIR. Everything that can refuse is checked first
 * (the archive whole and matching its checksums, its migrations known to this code, the store's
 * objects present, the database empty unless `force`), so a refusal changes nothing.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const dataDirExisted = existsSync(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  // Inside DATA_DIR: the restored uploads are renamed into place, never copied across disks.
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  let changed = false;
  try {
    const manifest = await openArchive(options.file, staging);
    checkMigrations(manifest);
    await checkStore(manifest, options.s3);
    const tool = manifest.database.format === 'pg_dump' ? restoreTool(manifest, options.pgBin) : undefined;

    const repo = await ArchiveRepository.connect(options.databaseUrl);
    let rowCounts: Record<string, number>;
    let replaced = false;
    try {
      const schema = await repo.currentSchema();
      const state = await repo.studioState(schema, MIGRATIONS_TABLE);
      if (state.tables && !options.force) {
        throw new BackupRefusal(`The database already holds a studio (${state.tables} tables${state.lastMigration ? `, last migration ${state.lastMigration}` : ''}); restore with --force to replace it.`);
      }
      const sessions = await repo.appSessions();
      if (sessions) {
        throw new BackupRefusal(`Studio Portal is connected to this database (${sessions} session${sessions === 1 ? '' : 's'}); stop every instance of the app, then restore.`);
      }
      const targetMajor = Math.floor((await repo.serverVersion()) / 10000);
      if (tool && dumpMajor(manifest) > targetMajor) {
        throw new BackupRefusal(`The archive was dumped by pg_dump ${dumpMajor(manifest)}, whose output PostgreSQL ${targetMajor} cannot be trusted to load; restore it into PostgreSQL ${dumpMajor(manifest)} or newer.`);
      }

      changed = true;
      if (state.tables) {
        await repo.wipeSchema(schema);
        replaced = true;
      }
      if (tool) {
        await loadDump(tool, options.databaseUrl, staging);
      } else {
        await loadCopies(repo, options.databaseUrl, schema, manifest, staging);
      }
      const tables = Object.keys(manifest.rowCounts).filter((t) => t !== MIGRATIONS_TABLE);
      rowCounts = await repo.rowCounts(schema, tables);
      const wrong = tables.find((t) => rowCounts[t] !== manifest.rowCounts[t]);
      if (wrong) throw new Error(`table ${wrong} holds ${rowCounts[wrong]} rows after the restore, the archive counted ${manifest.rowCounts[wrong]}`);
    } finally {
      await repo.close();
    }

    let files = 0;
    if (manifest.store.kind === 'local') {
      const incoming = path.join(staging, 'uploads');
      await fs.mkdir(incoming, { recursive: true });
      files = (await listFiles(incoming)).length;
      const target = path.join(dataDir, 'uploads');
      if (existsSync(target)) await fs.rename(target, path.join(staging, 'uploads-before-restore'));
      await fs.rename(incoming, target);
    } else {
      files = manifest.store.objects.length;
    }
    return { manifest, rowCounts, files, replaced };
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5 });
    if (!changed && !dataDirExisted) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const damaged = (file: string, why: string) => new BackupRefusal(`The archive ${path.basename(file)} is damaged: ${why}.`);

/** Unpacks the archive into `staging` and checks it against its manifest. */
async function openArchive(file: string, staging: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupRefusal(`There is no archive at ${file}.`);
  // A first pass only reads: a bad gzip or tar stream is refused before a byte is written.
  const odd: string[] = [];
  try {
    await listTar({
      file,
      strict: true,
      onReadEntry: (entry) => {
        // Plain files and folders only: a link could point a later entry outside the staging folder.
        if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'Directory') odd.push(entry.path);
        entry.resume();
      },
    });
  } catch (error) {
    throw damaged(file, `it is not a whole .tar.gz (${oneLine(error)})`);
  }
  if (odd.length) throw damaged(file, `it holds ${odd[0]}, which is not a plain file`);
  try {
    await extractTar({ file, cwd: staging, strict: true, filter: (_path, entry) => !('type' in entry) || ['File', 'OldFile', 'Directory'].includes(entry.type) });
  } catch (error) {
    throw damaged(file, `it could not be unpacked (${oneLine(error)})`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(staging, MANIFEST), 'utf8'));
  } catch (error) {
    throw damaged(file, (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it has no manifest.json' : 'its manifest.json is not valid JSON');
  }
  if (manifest?.archiveVersion !== 1 || !Array.isArray(manifest.entries) || !manifest.database || !manifest.store) {
    if (typeof manifest?.archiveVersion === 'number' && manifest.archiveVersion > 1) {
      throw new BackupRefusal(`The archive has layout version ${manifest.archiveVersion}, newer than this code reads; restore it with the version that made it.`);
    }
    throw damaged(file, 'its manifest.json is not a backup manifest');
  }
  const listed = new Map(manifest.entries.map((e) => [e.path, e]));
  for (const entry of manifest.entries) {
    const full = path.join(staging, entry.path);
    if (!existsSync(full)) throw damaged(file, `${entry.path} is missing`);
    const size = (await fs.stat(full)).size;
    if (size !== entry.size || (await sha256File(full)) !== entry.sha256) throw damaged(file, `the checksum of ${entry.path} does not match`);
  }
  const extra = (await listFiles(staging)).find((rel) => rel !== MANIFEST && !listed.has(rel));
  if (extra) throw damaged(file, `${extra} is not listed in its manifest`);
  return manifest;
}

function checkMigrations(manifest: BackupManifest): void {
  const known = new Set(knownMigrations());
  const unknown = [...manifest.migrations, ...(manifest.lastMigration ? [manifest.lastMigration] : [])].find((m) => !known.has(m));
  if (unknown) {
    throw new BackupRefusal(`The archive comes from a newer version of Studio Portal (migration ${unknown} is unknown to this code); restore it with that version or a newer one.`);
  }
}

async function checkStore(manifest: BackupManifest, s3: S3Config | undefined): Promise<void> {
  const store = manifest.store;
  if (store.kind === 'local' && s3) {
    throw new BackupRefusal(`The archive holds the files of a local store but S3_BUCKET is set; restore it with S3_BUCKET unset, then copy DATA_DIR/uploads into the bucket.`);
  }
  if (store.kind === 's3') {
    if (!s3) throw new BackupRefusal(`The archive lists files kept in the S3 bucket ${store.bucket}, but S3_BUCKET is not set; set the S3 settings of that store and restore again.`);
    const missing = await missingObjects(s3, store.objects.map((o) => o.key));
    if (missing.length) {
      throw new BackupRefusal(`${missing.length} of the ${store.objects.length} objects the archive lists are missing from the S3 bucket ${s3.bucket} (first: ${s3.prefix}${missing[0]}).`);
    }
  }
}

function dumpMajor(manifest: BackupManifest): number {
  return Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.tool ?? '')?.[1] ?? Math.floor(manifest.database.serverVersion / 10000));
}

function restoreTool(manifest: BackupManifest, pgBin?: string): PgTool {
  const major = dumpMajor(manifest);
  const tool = findPgTool('pg_restore', major, pgBin);
  if (!tool) throw new BackupRefusal(`The archive holds a pg_dump ${major} dump and no pg_restore of PostgreSQL ${major} or newer was found; install one or set PG_BIN to its directory.`);
  return tool;
}

/** pg_restore in one transaction, without the schema's own entry (the target database has it already). */
async function loadDump(tool: PgTool, databaseUrl: string, staging: string): Promise<void> {
  const dump = path.join(staging, DUMP_FILE);
  const list = (await pgRestoreList(tool, dump)).split('\n')
    .filter((line) => !/^\s*\d+;\s+\d+\s+\d+\s+(SCHEMA|COMMENT - SCHEMA)\s/.test(line));
  const listFile = path.join(staging, 'restore.list');
  await fs.writeFile(listFile, `${list.join('\n')}\n`);
  await pgRestore(tool, databaseUrl, { file: dump, list: listFile });
}

/** The built-in format: this code's migrations up to the archive's last one, then every table's rows and the sequences. */
async function loadCopies(repo: ArchiveRepository, databaseUrl: string, schema: string, manifest: BackupManifest, staging: string): Promise<void> {
  if (manifest.lastMigration) await migrateTo(databaseUrl, manifest.lastMigration);
  const archived = manifest.database.tables ?? [];
  const present = (await repo.tables(schema)).map((t) => t.name).filter((t) => t !== MIGRATIONS_TABLE);
  await repo.begin();
  try {
    const foreignKeysOff = await repo.prepareLoad(schema, present);
    const names = foreignKeysOff ? archived.map((t) => t.name) : await repo.foreignKeyOrder(schema, archived.map((t) => t.name));
    const byName = new Map(archived.map((t) => [t.name, t]));
    for (const name of names) {
      const t = byName.get(name)!;
      await repo.copyIn(schema, t.name, t.columns, createReadStream(path.join(staging, t.file)));
    }
    for (const s of manifest.database.sequences ?? []) await repo.setSequence(schema, s.name, s.lastValue, s.isCalled);
    await repo.finishLoad(schema, present);
    await repo.commit();
  } catch (error) {
    await repo.rollback().catch(() => undefined);
    throw error;
  }
}

function oneLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0].replace(/[.\s]+$/, '');
}
