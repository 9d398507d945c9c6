// Scheduled backups (issue 21 item 2; API.md "Operations"; docs/decisions/037): a run is recorded with
// its archive, retention keeps the newest BACKUP_KEEP archives and nothing else, one run at a time across
// instances sharing a database, a failure tells each admin once, the checklist's step, the config.
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { BackupRunView, BackupsOverview, SetupChecklist } from '@studio/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { list as listTar } from 'tar';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig, type AppConfig } from '../../backend/src/config';
import { BackupArchive } from '../../backend/src/modules/backups/backup-archive';
import { BackupsService } from '../../backend/src/modules/backups/backups.service';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

const ARCHIVE = /^studio-backup-\d{8}-\d{6}\.tar\.gz$/;
const METRICS_TOKEN = 'backup-metrics-token';

const scratch = (name: string) => mkdtempSync(path.join(tmpdir(), `sp-${name}-`));
const backupConfig = (dir: string, over: Partial<AppConfig['backup']> = {}): AppConfig['backup'] => ({ dir, cron: null, keep: 3, ...over });

async function overview(http: App, s: Session): Promise<BackupsOverview> {
  return (await request(http).get('/api/backups').set('Authorization', s.bearer).expect(200)).body as BackupsOverview;
}

/** Polls GET /api/backups until run `id` finished (bounded). */
async function finished(http: App, s: Session, id: number): Promise<BackupRunView> {
  for (let i = 0; i < 400; i++) {
    const run = (await overview(http, s)).runs.find((r) => r.id === id);
    if (run && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`backup run ${id} did not finish`);
}

async function backUpNow(http: App, s: Session): Promise<BackupRunView> {
  const res = await request(http).post('/api/backups/run').set('Authorization', s.bearer).expect(202);
  expect(res.body.run).toMatchObject({ status: 'running', finishedAt: null, file: null, bytes: null, error: null });
  return finished(http, s, res.body.run.id);
}

const archivesIn = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && ARCHIVE.test(e.name)).map((e) => e.name).sort();

/** A second instance of the app on the same database (as a second container would be). */
async function secondInstance(t: TestApp, backup: AppConfig['backup']): Promise<INestApplication> {
  const config = loadConfig({ NODE_ENV: 'test' }, {
    databaseUrl: t.databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir: '.cache/test-data', backup,
  });
  const app = await createApp(config, { web: false, logger: false });
  await app.listen(0, '127.0.0.1');
  return app;
}

let stamps = 0;

/**
 * Runs `app`'s real archive writer with a later `now` each time, so two runs in one second still get two
 * names; with `gate`, each run waits for it first (a long backup, held open for a race).
 */
function stubArchive(app: INestApplication, gate?: Promise<void>): void {
  const archive = app.get(BackupArchive);
  jest.spyOn(archive, 'create').mockImplementation(async (options) => {
    await gate;
    return BackupArchive.prototype.create.call(archive, { ...options, now: new Date(Date.now() + ++stamps * 1000) });
  });
}

/** Holds every archive of `app` until `open` is called. */
function holdArchives(app: INestApplication): { open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((r) => { open = r; });
  stubArchive(app, gate);
  return { open };
}

describe('backups: runs, retention, one at a time, permissions, checklist', () => {
  let t: TestApp;
  let dir: string;
  let admin: Session;
  let staff: Session;

  beforeAll(async () => {
    dir = scratch('backups');
    t = await createTestApp({ backup: backupConfig(dir) });
    admin = await loginAdmin(t.http);
    staff = await login(t.http, await createEmployee(t.http, admin, { lastName: 'Lê', firstName: 'Nhân viên' }), 'password-123');
  });
  afterAll(async () => { await t?.close(); });
  beforeEach(() => { stubArchive(t.app); });
  afterEach(() => jest.restoreAllMocks());

  it('answers the schedule (off under test without BACKUP_CRON) and no runs yet', async () => {
    expect(await overview(t.http, admin)).toEqual({
      schedule: { cron: null, timeZone: 'Asia/Ho_Chi_Minh', keep: 3, dir, enabled: false, nextRunAt: null },
      runs: [],
    });
    expect(t.app.get(SchedulerRegistry).getCronJobs().has('backup')).toBe(false);
  });

  it('a staff member may neither read nor start backups', async () => {
    expectError(await request(t.http).get('/api/backups').set('Authorization', staff.bearer), 403, 'common.no-permission');
    expectError(await request(t.http).post('/api/backups/run').set('Authorization', staff.bearer), 403, 'common.no-permission');
    expect(await sql(t.databaseUrl, `select id from backup_run`)).toEqual([]);
  });

  it('a run records succeeded with the archive\'s base name and size; the archive is a real tar.gz readable by its owner only', async () => {
    const before = Date.now();
    const run = await backUpNow(t.http, admin);
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    expect(run.file).toMatch(ARCHIVE);
    const file = path.join(dir, run.file!);
    expect(run.bytes).toBe(statSync(file).size);
    expect(run.bytes).toBeGreaterThan(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(new Date(run.startedAt).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(new Date(run.finishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(run.startedAt).getTime());
    const entries: string[] = [];
    await listTar({ file, onReadEntry: (e) => { entries.push(e.path); } });
    expect(entries).toContain('manifest.json');
    const [row] = await sql(t.databaseUrl, `select status, file, bytes, instance from backup_run where id = $1`, [run.id]);
    expect(row).toMatchObject({ status: 'succeeded', file: run.file, bytes: String(run.bytes) });
    expect(row.instance).toContain(`#${process.pid}`);
  });

  it('retention keeps the newest BACKUP_KEEP archives and leaves every other file alone', async () => {
    const old = ['studio-backup-20200101-000000.tar.gz', 'studio-backup-20200102-000000.tar.gz', 'studio-backup-20200103-000000.tar.gz',
      'studio-backup-20191231-235959.tar.gz'];
    const others = ['notes.txt', 'studio-backup-20190101-000000.tar.gz.partial', 'studio-backup-latest.tar.gz', 'my-studio-backup-20180101-000000.tar.gz'];
    for (const name of [...old, ...others]) writeFileSync(path.join(dir, name), 'x');
    mkdirSync(path.join(dir, 'studio-backup-20170101-000000.tar.gz'));
    const existing = archivesIn(dir).filter((f) => !old.includes(f));
    expect(existing).toHaveLength(1);

    const run = await backUpNow(t.http, admin);
    expect(run.status).toBe('succeeded');
    // The two archives of the runs and the newest fake one: keep is 3.
    expect(archivesIn(dir)).toEqual(['studio-backup-20200103-000000.tar.gz', ...existing, run.file!].sort());
    const all = readdirSync(dir);
    for (const name of [...others, 'studio-backup-20170101-000000.tar.gz']) expect(all).toContain(name);
  });

  it('a run left "running" by an instance that stopped is marked failed by the next run', async () => {
    const [stale] = await sql(t.databaseUrl, `insert into backup_run (started_at, status, instance) values (now() - interval '1 hour', 'running', 'gone#1') returning id`);
    const run = await backUpNow(t.http, admin);
    expect(run.status).toBe('succeeded');
    const [row] = await sql(t.databaseUrl, `select status, error, finished_at from backup_run where id = $1`, [stale.id]);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/interrupted/);
    expect(row.finished_at).not.toBeNull();
  });

  it('two instances: 50 concurrent "Back up now" start one backup, the other 49 answer 409 backup.running', async () => {
    const other = await secondInstance(t, backupConfig(dir));
    try {
      const otherAdmin = await loginAdmin(other.getHttpServer());
      const holds = [holdArchives(t.app), holdArchives(other)];
      const files = archivesIn(dir);
      const [{ n: rowsBefore }] = await sql(t.databaseUrl, `select count(*)::int as n from backup_run`);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2
        ? request(t.http).post('/api/backups/run').set('Authorization', admin.bearer)
        : request(other.getHttpServer()).post('/api/backups/run').set('Authorization', otherAdmin.bearer))));
      const started = answers.filter((r) => r.status === 202);
      expect(started).toHaveLength(1);
      for (const r of answers.filter((a) => a.status !== 202)) expectError(r, 409, 'backup.running');
      // Still running: a scheduled tick on either instance finds the lock taken and does nothing.
      await expect(t.app.get(BackupsService).runScheduled()).resolves.toBeNull();
      await expect(other.get(BackupsService).runScheduled()).resolves.toBeNull();
      holds.forEach((h) => h.open());
      const run = await finished(t.http, admin, started[0].body.run.id);
      expect(run.status).toBe('succeeded');
      expect(archivesIn(dir).filter((f) => !files.includes(f))).toEqual([run.file]);
      const [{ n: rowsAfter }] = await sql(t.databaseUrl, `select count(*)::int as n from backup_run`);
      expect(rowsAfter).toBe(rowsBefore + 1);
      // The lock is free again: the next one runs.
      expect((await backUpNow(t.http, admin)).status).toBe('succeeded');
    } finally {
      await other.close();
    }
  });

  it('two scheduled runs at once on two instances: one backs up, the other finds the lock taken', async () => {
    const other = await secondInstance(t, backupConfig(dir));
    try {
      const holds = [holdArchives(t.app), holdArchives(other)];
      const runs = [t.app.get(BackupsService).runScheduled(), other.get(BackupsService).runScheduled()];
      // The winner waits at the gate, so the first to answer is the one that found the lock taken.
      await expect(Promise.race(runs)).resolves.toBeNull();
      holds.forEach((h) => h.open());
      const [a, b] = await Promise.all(runs);
      expect([a, b].filter((r) => r === null)).toHaveLength(1);
      expect((a ?? b)!.status).toBe('succeeded');
    } finally {
      await other.close();
    }
  });

  it('lists the newest 20 runs, newest first, with base names only', async () => {
    await sql(t.databaseUrl, `insert into backup_run (started_at, finished_at, status, file, bytes, instance)
      select now() - (g || ' days')::interval, now() - (g || ' days')::interval, 'succeeded', 'studio-backup-20200101-000000.tar.gz', 10, 'old#1'
        from generate_series(1, 25) g`);
    const { runs } = await overview(t.http, admin);
    expect(runs).toHaveLength(20);
    const starts = runs.map((r) => new Date(r.startedAt).getTime());
    expect([...starts].sort((x, y) => y - x)).toEqual(starts);
    for (const r of runs) expect(r.file === null || !r.file.includes('/')).toBe(true);
    expect(Object.keys(runs[0]).sort()).toEqual(['bytes', 'error', 'file', 'finishedAt', 'id', 'startedAt', 'status']);
  });

  it('the checklist\'s backups step is done while the last finished backup succeeded within 2 days', async () => {
    const step = async () => ((await request(t.http).get('/api/setup/checklist').set('Authorization', admin.bearer).expect(200)).body
      .checklist as SetupChecklist).steps.find((s) => s.key === 'backups')!;
    expect(await step()).toEqual({ key: 'backups', done: true, href: '/admin/config/backup', canMark: false });
    // Older than 2 days: not done.
    await sql(t.databaseUrl, `update backup_run set started_at = started_at - interval '3 days', finished_at = finished_at - interval '3 days'`);
    expect((await step()).done).toBe(false);
    // A fresh success makes it done; a failure after it undoes it.
    await backUpNow(t.http, admin);
    expect((await step()).done).toBe(true);
    await sql(t.databaseUrl, `insert into backup_run (started_at, finished_at, status, error, instance) values (now(), now(), 'failed', 'disk full', 'x#1')`);
    expect((await step()).done).toBe(false);
    // A run in progress does not count either way.
    await sql(t.databaseUrl, `insert into backup_run (started_at, status, instance) values (now(), 'running', 'x#1')`);
    expect((await step()).done).toBe(false);
  });
});

describe('backups: a failed backup', () => {
  let t: TestApp;
  let admin: Session;
  let second: Session;
  let staffId: string;
  let secondId: string;

  beforeAll(async () => {
    // BACKUP_DIR below a plain file: it can be neither created nor written (even as root).
    const parent = scratch('unwritable');
    writeFileSync(path.join(parent, 'file'), 'not a folder');
    t = await createTestApp({ backup: backupConfig(path.join(parent, 'file', 'backups')), metricsToken: METRICS_TOKEN });
    admin = await loginAdmin(t.http);
    secondId = await createEmployee(t.http, admin, { lastName: 'Trần', firstName: 'Quản trị' });
    staffId = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: 'Nhân viên' });
    await grant(t.http, admin, [secondId], ['Admin', 'Notification.Get'], 'Operators');
    second = await login(t.http, secondId, 'password-123');
  });
  afterAll(async () => { await t?.close(); });

  it('records failed with the error, tells each admin once in the bell, and counts a failed job', async () => {
    const run = await backUpNow(t.http, admin);
    expect(run).toMatchObject({ status: 'failed', file: null, bytes: null });
    expect(run.error).toMatch(/ENOTDIR|not a directory/i);
    expect(run.finishedAt).not.toBeNull();

    const notes = await sql(t.databaseUrl, `select employee_id as "to", content from notification where type = 20 order by employee_id`);
    expect(notes.map((n) => n.to)).toEqual(['admin', secondId].sort());
    expect(notes[0].content).toMatchObject({ runId: run.id, error: run.error, startedAt: run.startedAt });
    expect(notes.map((n) => n.to)).not.toContain(staffId);
    const bell = (await request(t.http).get('/api/notifications').set('Authorization', second.bearer).expect(200)).body.notifications;
    expect(bell.filter((n: { type: number }) => n.type === 20)).toHaveLength(1);

    const metrics = (await request(t.http).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    expect(metrics).toContain('scheduled_job_runs_total{job="backup",result="failure"} 1');

    // The next failure is another run: one more notice each, no more.
    await backUpNow(t.http, admin);
    const [{ n }] = await sql(t.databaseUrl, `select count(*)::int as n from notification where type = 20`);
    expect(n).toBe(4);
    const step = (await request(t.http).get('/api/setup/checklist').set('Authorization', admin.bearer).expect(200)).body
      .checklist.steps.find((s: { key: string }) => s.key === 'backups');
    expect(step.done).toBe(false);
  });
});

describe('backups: the schedule', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = scratch('scheduled');
    // Every second (cron's optional seconds field), so the test sees a scheduled run soon.
    t = await createTestApp({ backup: backupConfig(dir, { cron: '* * * * * *', keep: 2 }) });
  });
  afterAll(async () => { await t?.close(); });

  it('runs on BACKUP_CRON in the company time zone and says when next', async () => {
    const admin = await loginAdmin(t.http);
    const { schedule } = await overview(t.http, admin);
    expect(schedule).toMatchObject({ cron: '* * * * * *', enabled: true, keep: 2, timeZone: 'Asia/Ho_Chi_Minh' });
    expect(new Date(schedule.nextRunAt!).getTime() - Date.now()).toBeLessThanOrEqual(1500);
    let runs: BackupRunView[] = [];
    for (let i = 0; i < 200 && !runs.some((r) => r.status === 'succeeded'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      runs = (await overview(t.http, admin)).runs;
    }
    expect(runs.some((r) => r.status === 'succeeded')).toBe(true);
    // Stop the ticks and let a run in progress end: then the folder holds what retention left.
    t.app.get(SchedulerRegistry).getCronJob('backup').stop();
    for (let i = 0; i < 200 && runs.some((r) => r.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      runs = (await overview(t.http, admin)).runs;
    }
    expect(runs.filter((r) => r.status === 'running')).toEqual([]);
    expect(archivesIn(dir).length).toBeGreaterThanOrEqual(1);
    expect(archivesIn(dir).length).toBeLessThanOrEqual(2);
  });
});

describe('backups: config', () => {
  const base: NodeJS.ProcessEnv = { DATABASE_URL: 'postgres://unused/none', NODE_ENV: 'production' };

  it('defaults: nightly at 02:00, 14 kept, DATA_DIR/backups; off under NODE_ENV=test unless BACKUP_CRON is set', () => {
    expect(loadConfig(base).backup).toEqual({ cron: '0 2 * * *', keep: 14, dir: path.resolve('data/backups') });
    expect(loadConfig({ ...base, DATA_DIR: '/srv/studio' }).backup.dir).toBe('/srv/studio/backups');
    expect(loadConfig({ ...base, DATA_DIR: '/srv/studio', BACKUP_DIR: '/mnt/backup-disk/studio' }).backup.dir).toBe('/mnt/backup-disk/studio');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).backup.cron).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'test', BACKUP_CRON: '30 3 * * 1' }).backup.cron).toBe('30 3 * * 1');
    expect(loadConfig({ ...base, BACKUP_CRON: 'off' }).backup.cron).toBeNull();
    expect(loadConfig({ ...base, BACKUP_CRON: 'OFF', BACKUP_KEEP: '30' }).backup).toMatchObject({ cron: null, keep: 30 });
  });

  it('refuses a bad cron or keep with a sentence naming the variable', () => {
    expect(() => loadConfig({ ...base, BACKUP_CRON: 'every night' })).toThrow(/^BACKUP_CRON must be a cron expression .*'every night'/);
    expect(() => loadConfig({ ...base, BACKUP_CRON: '0 25 * * *' })).toThrow(/^BACKUP_CRON must be a cron expression/);
    for (const keep of ['0', '-1', '2.5', 'ten']) {
      expect(() => loadConfig({ ...base, BACKUP_KEEP: keep })).toThrow(`BACKUP_KEEP must be a whole number of archives to keep, at least 1, got '${keep}'`);
    }
  });
});
