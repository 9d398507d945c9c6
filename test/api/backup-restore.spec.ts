// Backups and restores (issue 21 item 1, API.md "Operations", docs/decisions/036): a studio with data goes
// through an archive into a new empty database and data dir and comes back equal, for both dump formats;
// each refusal leaves everything as it was; the CLI prints the archive's path last.
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { spawn } from 'child_process';
import { existsSync, mkdirSync, promises as fs, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import request from 'supertest';
import { create as createTar, extract as extractTar } from 'tar';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config';
import { knownMigrations, migrateTo } from '../../backend/src/database/migrate';
import { BackupRefusal, createBackup, restoreBackup, type BackupManifest } from '../../backend/src/modules/backups/archive';
import { findPgTool } from '../../backend/src/modules/backups/archive/pg-tools';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { createEmployee, grant, login, sql } from '../support/http';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { content, Workspace } from '../support/workspace';

jest.setTimeout(180_000);

const WORK = path.join(process.cwd(), `.cache/test-backup-${process.pid}`);
const SOURCE_DATA = path.join(WORK, 'source-data');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const BIG = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));

/** A new, empty database on the test server, named so that global-setup drops it if this run dies. */
const created: string[] = [];
const roles: string[] = [];
async function newDatabase(): Promise<string> {
  const name = `sp_test_${process.env.SP_TEST_RUN}_bk_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(`create database "${name}"`);
  created.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
async function onServer(text: string): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every table's row count and md5 of its rows in order; the migrations table by names only (a rebuilt schema records new times). */
async function digest(databaseUrl: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ t: string }>(
      `select tablename as t from pg_tables where schemaname = current_schema() order by tablename`);
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      const q = t === 'mikro_orm_migrations'
        ? `select count(*) || ':' || md5(string_agg(name, ',' order by id)) as d from mikro_orm_migrations`
        : `select count(*) || ':' || coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as d from "${t}" r`;
      out[t] = (await client.query<{ d: string }>(q)).rows[0].d;
    }
    const { rows: seqs } = await client.query<{ s: string; v: string }>(
      `select sequencename as s, coalesce(last_value, 0)::text as v from pg_sequences where schemaname = current_schema()`);
    for (const { s, v } of seqs) out[`sequence ${s}`] = v;
    return out;
  } finally {
    await client.end();
  }
}

async function tableCount(databaseUrl: string): Promise<number> {
  const rows = await sql<{ n: number }>(databaseUrl, `select count(*)::int as n from pg_tables where schemaname = current_schema()`);
  return rows[0].n;
}

/** Unpacks an archive, lets `change` edit the folder, packs it again (a valid .tar.gz with other contents). */
async function repack(file: string, out: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = `${out}.d`;
  mkdirSync(dir, { recursive: true });
  await extractTar({ file, cwd: dir });
  await change(dir);
  const entries = (await fs.readdir(dir));
  await createTar({ gzip: true, file: out, cwd: dir, portable: true }, entries);
  rmSync(dir, { recursive: true, force: true });
  return out;
}

const refusal = async (work: Promise<unknown>): Promise<string> => {
  const error = await work.then(() => undefined, (e: unknown) => e);
  const message = (error as Error).message;
  expect({ refused: error instanceof BackupRefusal, message }).toEqual({ refused: true, message });
  // One sentence: a capital, one final full stop, no line break.
  expect(message).toMatch(/^[A-Z0-9][^\n]*[.]$/);
  return message;
};

/** Starts the app on a restored database and data dir: an old password signs in and the uploaded file reads back. */
async function checkAppOn(databaseUrl: string, dataDir: string, user: string, fileUrl: string, bytes: Buffer): Promise<void> {
  const app = await createApp(loadConfig({ NODE_ENV: 'test' }, { databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir }), { web: false, logger: false });
  try {
    await app.init();
    const http = app.getHttpServer();
    const s = await login(http, user, 'old-password-42');
    const res = await request(http).get(fileUrl).set('Authorization', s.bearer).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect((res.body as Buffer).equals(bytes)).toBe(true);
    await request(http).post('/api/auth/login').send({ username: user, password: 'wrong-password' }).expect(401);
  } finally {
    await app.close();
  }
}

describe('backup and restore', () => {
  let t: TestApp;
  let w: Workspace;
  let userId: string;
  let files: { url: string; fileId: string }[];
  let serverMajor: number;

  beforeAll(async () => {
    rmSync(WORK, { recursive: true, force: true });
    t = await createTestApp({ dataDir: SOURCE_DATA });
    w = await Workspace.create(t);
    userId = await createEmployee(t.http, w.admin.s, { lastName: 'Lê', firstName: 'Cũ', password: 'old-password-42' });
    await grant(t.http, w.admin.s, [userId], ['Cdn.Upload']);
    const dev = await w.employee(12);
    const project = await w.project(7001, [[dev, 12]]);
    // Tasks and penalties write the score ledger through triggers: a restore must not write it twice.
    const kept = await w.task({ projectId: project, employee: dev.id, score: 5, input: content('kept') });
    const gone = await w.task({ projectId: project, employee: dev.id, score: 3 });
    await w.q(`update task set final_score = 2 where task_id = $1`, [kept]);
    await w.q(`delete from task where task_id = $1`, [gone]);
    await w.q(`insert into penalty (project_id, employee, role, score, reason, date, created_by) values ($1, $2, 12, 1.5, 'late', 20261120, 'admin')`, [project, dev.id]);
    const s = await login(t.http, userId, 'old-password-42');
    const res = await request(t.http).post('/api/files').set('Authorization', s.bearer)
      .attach('files', PNG, 'logo.png').attach('files', BIG, { filename: 'big.bin', contentType: 'application/octet-stream' }).expect(201);
    files = res.body.files;
    serverMajor = Math.floor(Number((await sql<{ v: string }>(t.databaseUrl, `select current_setting('server_version_num') as v`))[0].v) / 10000);
    expect(Number((await sql<{ n: string }>(t.databaseUrl, `select count(*) as n from task_score_ledger`))[0].n)).toBeGreaterThanOrEqual(4);
  });

  afterAll(async () => {
    await w?.close();
    await t?.close();
    for (const name of created) await onServer(`drop database if exists "${name}" with (force)`);
    for (const role of roles) await onServer(`drop role if exists "${role}"`);
    rmSync(WORK, { recursive: true, force: true });
  });

  // `auto` takes pg_dump when one as new as the server is found (PostgreSQL 15 here), else the built-in dump;
  // `copy` forces the built-in dump, so both paths run on any machine.
  describe.each(['auto', 'copy'] as const)('round trip (%s)', (format) => {
    let archive: { file: string; bytes: number; manifest: BackupManifest };
    const outDir = path.join(WORK, `out-${format}`);

    it('writes one archive named studio-backup-YYYYMMDD-HHMMSS.tar.gz with its manifest', async () => {
      const before = await digest(t.databaseUrl);
      archive = await createBackup({
        databaseUrl: t.databaseUrl, dataDir: SOURCE_DATA, outDir, now: new Date('2026-11-27T08:09:10Z'),
        ...(format === 'copy' ? { format: 'copy' } : {}),
      });
      expect(archive.file).toBe(path.join(outDir, 'studio-backup-20261127-080910.tar.gz'));
      expect(await fs.readdir(outDir)).toEqual(['studio-backup-20261127-080910.tar.gz']);
      expect(archive.bytes).toBe((await fs.stat(archive.file)).size);
      const m = archive.manifest;
      const expected = format === 'copy' || !findPgTool('pg_dump', serverMajor) ? 'copy' : 'pg_dump';
      expect(m.database.format).toBe(expected);
      expect(m.appVersion).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
      const migrations = await sql<{ name: string }>(t.databaseUrl, `select name from mikro_orm_migrations order by id`);
      expect(m.lastMigration).toBe(migrations.at(-1)!.name);
      expect(m.store).toEqual({ kind: 'local', files: 2 });
      expect(m.rowCounts.employee).toBe(Number((await sql<{ n: string }>(t.databaseUrl, `select count(*) as n from employee`))[0].n));
      expect(m.rowCounts.task_score_ledger).toBeGreaterThanOrEqual(4);
      const uploads = m.entries.filter((e) => e.path.startsWith('uploads/'));
      expect(uploads.map((e) => e.size).sort((a, b) => a - b)).toEqual([PNG.length, BIG.length]);
      for (const e of m.entries) expect(e.sha256).toMatch(/^[0-9a-f]{64}$/);
      // A backup reads; it changes nothing.
      expect(await digest(t.databaseUrl)).toEqual(before);
    });

    it('restores into a new empty database and data dir: every row, sequence and file equal, old passwords sign in', async () => {
      const target = await newDatabase();
      const dataDir = path.join(WORK, `restored-${format}`);
      const result = await restoreBackup({ databaseUrl: target, dataDir, file: archive.file, force: false });
      expect(result).toMatchObject({ files: 2, replaced: false });
      expect(await digest(target)).toEqual(await digest(t.databaseUrl));
      for (const f of files) {
        const rel = path.join('uploads', f.fileId.slice(0, 2), f.fileId);
        expect(readFileSync(path.join(dataDir, rel)).equals(readFileSync(path.join(SOURCE_DATA, rel)))).toBe(true);
      }
      await checkAppOn(target, dataDir, userId, files[1].url, BIG);
    });

    it('refuses a database that already holds a studio, changing nothing; --force replaces it', async () => {
      const target = await newDatabase();
      const dataDir = path.join(WORK, `forced-${format}`);
      await restoreBackup({ databaseUrl: target, dataDir, file: archive.file, force: false });
      await sql(target, `insert into holiday (date, description) values (20270101, 'added after the restore')`);
      writeFileSync(path.join(dataDir, 'uploads', 'stray.txt'), 'not in the archive');
      const before = await digest(target);
      const message = await refusal(restoreBackup({ databaseUrl: target, dataDir, file: archive.file, force: false }));
      expect(message).toMatch(/^The database already holds a studio \(\d+ tables, last migration Migration\w+\); restore with --force to replace it\.$/);
      expect(await digest(target)).toEqual(before);
      expect(existsSync(path.join(dataDir, 'uploads', 'stray.txt'))).toBe(true);

      // Not under a running app, even with --force: its caches and writes would outlive the restore.
      const appSession = new Client({ connectionString: target, application_name: 'studio-portal' });
      await appSession.connect();
      try {
        const live = await refusal(restoreBackup({ databaseUrl: target, dataDir, file: archive.file, force: true }));
        expect(live).toBe('Studio Portal is connected to this database (1 session); stop every instance of the app, then restore.');
      } finally {
        await appSession.end();
      }
      expect(await digest(target)).toEqual(before);

      const result = await restoreBackup({ databaseUrl: target, dataDir, file: archive.file, force: true });
      expect(result.replaced).toBe(true);
      expect(await digest(target)).toEqual(await digest(t.databaseUrl));
      expect(existsSync(path.join(dataDir, 'uploads', 'stray.txt'))).toBe(false);
      expect(await fs.readdir(dataDir)).toEqual(['uploads']);
    });
  });

  it('loads in foreign-key order with triggers off when the role may not set session_replication_role (not a superuser)', async () => {
    const { file } = await createBackup({ databaseUrl: t.databaseUrl, dataDir: SOURCE_DATA, outDir: path.join(WORK, 'out-owner'), format: 'copy' });
    const role = `sp_test_${process.env.SP_TEST_RUN}_owner`;
    await onServer(`drop role if exists "${role}"`);
    await onServer(`create role "${role}" login password 'owner-password' nosuperuser`);
    roles.push(role);
    const name = `sp_test_${process.env.SP_TEST_RUN}_bk_owned`;
    await onServer(`create database "${name}" owner "${role}"`);
    created.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    url.username = role;
    url.password = 'owner-password';
    const replica = await sql(url.toString(), `set session_replication_role = replica`).then(() => true, () => false);
    expect(replica).toBe(false);
    await restoreBackup({ databaseUrl: url.toString(), dataDir: path.join(WORK, 'owned-data'), file, force: false });
    expect(await digest(url.toString())).toEqual(await digest(t.databaseUrl));
    // The triggers are on again: the ledger still refuses changes.
    await expect(sql(url.toString(), `delete from task_score_ledger`)).rejects.toThrow(/append-only/);
  });

  it('restores an archive of an older migration at that migration; the app then migrates it forward', async () => {
    const known = knownMigrations();
    const older = known[known.indexOf('Migration20261125100000ContractLog')];
    const source = await newDatabase();
    await migrateTo(source, older);
    await sql(source, `insert into holiday (date, description) values (20261231, 'old year end')`);
    for (const format of ['auto', 'copy'] as const) {
      const { file, manifest } = await createBackup({
        databaseUrl: source, dataDir: path.join(WORK, 'old-data'), outDir: path.join(WORK, `out-old-${format}`), ...(format === 'copy' ? { format } : {}),
      });
      expect(manifest.lastMigration).toBe(older);
      const target = await newDatabase();
      await restoreBackup({ databaseUrl: target, dataDir: path.join(WORK, `old-restored-${format}`), file, force: false });
      expect(await digest(target)).toEqual(await digest(source));
      const app = await createApp(loadConfig({ NODE_ENV: 'test' }, {
        databaseUrl: target, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir: path.join(WORK, `old-restored-${format}`),
      }), { web: false, logger: false });
      await app.close();
      expect((await sql(target, `select name from mikro_orm_migrations order by id`)).map((r) => r.name)).toEqual(known);
      expect(await sql(target, `select description from holiday`)).toEqual([{ description: 'old year end' }]);
    }
  });

  describe('refusals of a bad archive change nothing', () => {
    let good: string;
    let target: string;
    const dataDir = path.join(WORK, 'refused-data');

    beforeAll(async () => {
      good = (await createBackup({ databaseUrl: t.databaseUrl, dataDir: SOURCE_DATA, outDir: path.join(WORK, 'out-refusals'), format: 'copy' })).file;
      target = await newDatabase();
    });

    const refuseAndCheck = async (file: string, pattern: RegExp) => {
      const message = await refusal(restoreBackup({ databaseUrl: target, dataDir, file, force: true }));
      expect(message).toMatch(pattern);
      expect(await tableCount(target)).toBe(0);
      expect(existsSync(dataDir)).toBe(false);
    };

    it('a flipped byte', async () => {
      const bytes = readFileSync(good);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      const file = path.join(WORK, 'flipped.tar.gz');
      writeFileSync(file, bytes);
      await refuseAndCheck(file, /^The archive flipped\.tar\.gz is damaged: /);
    });

    it('a truncated file', async () => {
      const bytes = readFileSync(good);
      const file = path.join(WORK, 'truncated.tar.gz');
      writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await refuseAndCheck(file, /^The archive truncated\.tar\.gz is damaged: /);
    });

    it('not gzip at all', async () => {
      const file = path.join(WORK, 'plain.tar.gz');
      writeFileSync(file, 'just some text, not an archive\n');
      await refuseAndCheck(file, /^The archive plain\.tar\.gz is damaged: /);
    });

    it('a checksum mismatch in a well-formed archive', async () => {
      const file = await repack(good, path.join(WORK, 'edited.tar.gz'), async (dir) => {
        const copy = (await fs.readdir(path.join(dir, 'db'))).find((f) => f.startsWith('employee'))!;
        await fs.appendFile(path.join(dir, 'db', copy), 'intruder\tx\n');
      });
      await refuseAndCheck(file, /^The archive edited\.tar\.gz is damaged: the checksum of db\/employee\.copy does not match\.$/);
    });

    it('a missing manifest', async () => {
      const file = await repack(good, path.join(WORK, 'nomanifest.tar.gz'), (dir) => fs.rm(path.join(dir, 'manifest.json')));
      await refuseAndCheck(file, /^The archive nomanifest\.tar\.gz is damaged: it has no manifest\.json\.$/);
    });

    it('an archive from a newer migration than this code knows', async () => {
      const file = await repack(good, path.join(WORK, 'future.tar.gz'), async (dir) => {
        const m = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
        m.migrations.push('Migration20991231000000Future');
        m.lastMigration = 'Migration20991231000000Future';
        await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(m));
      });
      await refuseAndCheck(file, /newer version of Studio Portal \(migration Migration20991231000000Future is unknown to this code\)/);
    });
  });

  describe('with the S3 store', () => {
    let s3: LocalS3;
    let app: TestApp;

    beforeAll(async () => {
      s3 = await startLocalS3('studio-backup', 'portal/');
      app = await createTestApp({ s3: s3.config, dataDir: path.join(WORK, 's3-data') });
      const admin = await login(app.http, 'admin', ADMIN_PASSWORD);
      await request(app.http).post('/api/files').set('Authorization', admin.bearer)
        .attach('files', PNG, 'a.png').attach('files', BIG, { filename: 'b.bin', contentType: 'application/octet-stream' }).expect(201);
    });
    afterAll(async () => {
      await app?.close();
      await s3?.close();
    });

    it('lists the objects (key, size, etag) instead of copying them, restores when all exist, refuses naming how many are missing', async () => {
      const { file, manifest } = await createBackup({ databaseUrl: app.databaseUrl, dataDir: path.join(WORK, 's3-data'), s3: s3.config, outDir: path.join(WORK, 'out-s3') });
      expect(manifest.store.kind).toBe('s3');
      const objects = manifest.store.kind === 's3' ? manifest.store.objects : [];
      expect(objects.map((o) => o.size).sort((a, b) => a - b)).toEqual([PNG.length, BIG.length]);
      expect(objects.map((o) => `portal/${o.key}`)).toEqual(await s3.keys());
      for (const o of objects) expect(o.etag).toMatch(/^[0-9a-f]{32}/);
      expect(manifest.entries.some((e) => e.path.startsWith('uploads/'))).toBe(false);

      const ok = await newDatabase();
      await restoreBackup({ databaseUrl: ok, dataDir: path.join(WORK, 's3-restored'), s3: s3.config, file, force: false });
      expect(await digest(ok)).toEqual(await digest(app.databaseUrl));

      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: `portal/${objects[0].key}` }));
      const target = await newDatabase();
      const message = await refusal(restoreBackup({ databaseUrl: target, dataDir: path.join(WORK, 's3-refused'), s3: s3.config, file, force: false }));
      expect(message).toMatch(/^1 of the 2 objects the archive lists are missing from the S3 bucket studio-backup /);
      expect(await tableCount(target)).toBe(0);
      // Without the S3 settings the archive has nowhere to find its files.
      await refusal(restoreBackup({ databaseUrl: target, dataDir: path.join(WORK, 's3-refused'), file, force: false }));
      expect(await tableCount(target)).toBe(0);
    });
  });

  it('npm run backup prints the archive path last; npm run restore loads it and then refuses a second time with one sentence', async () => {
    const run = (args: string[], env: Record<string, string>) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('npm', ['run', '--silent', ...args], {
        env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => { stdout += c; });
      child.stderr.on('data', (c) => { stderr += c; });
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });
    const out = path.join(WORK, 'cli-out');
    const backup = await run(['backup', '--', '--out', out], { DATABASE_URL: t.databaseUrl, DATA_DIR: SOURCE_DATA });
    expect(backup).toMatchObject({ code: 0 });
    const last = backup.stdout.trim().split('\n').at(-1)!;
    expect(last).toMatch(/studio-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(path.dirname(last)).toBe(out);
    expect(existsSync(last)).toBe(true);

    const target = await newDatabase();
    const dataDir = path.join(WORK, 'cli-restored');
    const restore = await run(['restore', '--', last], { DATABASE_URL: target, DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0 });
    expect(await digest(target)).toEqual(await digest(t.databaseUrl));

    const again = await run(['restore', '--', last], { DATABASE_URL: target, DATA_DIR: dataDir });
    expect(again.code).not.toBe(0);
    expect(again.stderr.trim()).toMatch(/^The database already holds a studio [^\n]*\.$/);
  });
});
