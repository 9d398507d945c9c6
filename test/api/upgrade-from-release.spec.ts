// Upgrading from a release (issue 21 item 3, docs/operations-upgrade-fixtures.md): each fixture in
// test/fixtures/upgrade/ is a database written by a released commit (scripts/make-upgrade-fixture.mjs).
// This code starts on it as an upgrade would (stop old, start new): its migrations apply, and the rows,
// the score ledger, the old passwords and new writes all survive.
import '../../backend/src/register-paths';
import 'reflect-metadata';
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { CONFIG_DEFAULTS, round2, taskWeight, weightedScore } from '@studio/domain';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config';
import { MIGRATIONS } from '../../backend/src/migrations';
import type { Row } from '../support/http';

const DIR = path.join(__dirname, '../fixtures/upgrade');
const FIXTURES = readdirSync(DIR).filter((f) => f.endsWith('.sql.gz')).map((f) => f.replace(/\.sql\.gz$/, '')).sort();

/**
 * Tables this code's start-up writes on any database (the built-in catalogue and the scoring
 * defaults, both "insert what is missing"), plus the migrations' own table: a later release may
 * add rows to them. Every other table must hold exactly the fixture's rows after the upgrade.
 */
const GROWS_AT_START = new Set([
  'mikro_orm_migrations', 'role', 'role_level', 'permission', 'permission_group', 'permission_group_grant',
  'permission_group_employee', 'acl_version', ...CONFIG_DEFAULTS.map((d) => d.table.table),
]);

/**
 * Migrations that add rows to tables that already hold data (backfills), and those tables: upgrading
 * from a release without the migration, they may grow, but the rows the release wrote stay as they were.
 */
const BACKFILLS: Record<string, string[]> = {
  // Penalties became ledger rows: one row per existing penalty.
  Migration20261127120000ScoreLedgerAppendOnly: ['task_score_ledger'],
};

interface Fixture {
  commit: string;
  rowCounts: Record<string, number>;
  ledger: { columns: string[]; rows: number; sum: string; checksum: string };
  lastMigration: string;
  adminPassword: string;
  demoPassword: string;
  month: number;
  year: number;
  projectId: number;
  users: { employee: string; manager: string; accountant: string };
  writes: { taskId: number; taskName: string; incomeId: number; leaveTicketId: number };
  workScore: { missions: Row[] };
  ledgerTotals: Record<string, number>;
}

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const countRows = (db: Client, tables: string[]) => Promise.all(
  tables.map(async (t) => [t, Number((await db.query(`select count(*) as n from public."${t}"`)).rows[0].n)] as const),
).then(Object.fromEntries) as Promise<Record<string, number>>;

/** The ledger's rows up to `maxId` (all by default) over the release's columns: count, sum, md5. */
async function ledgerSummary(db: Client, columns: string[], maxId = Number.MAX_SAFE_INTEGER) {
  const list = columns.map((c) => `"${c}"::text`).join(', ');
  return (await db.query(
    `select count(*)::int as rows, coalesce(sum(delta), 0)::text as sum,
            md5(coalesce(string_agg(concat_ws('|', ${list}), E'\\n' order by id), '')) as checksum
       from public.task_score_ledger where id <= $1`, [maxId],
  )).rows[0];
}

/**
 * The success of `fixture.users.employee` in the fixture month, from the rows the release wrote: the
 * Success tasks of the month (end date in the company time zone, else the deadline), each final score
 * plain and times its weight (`taskWeight`: efficiency, benchmark and performance scales as stored).
 */
async function weightedSuccess(db: Client, fixture: Fixture): Promise<{ plain: number; weighted: number }> {
  const first = fixture.year * 10000 + fixture.month * 100 + 1;
  const rows = (await db.query(
    `select t.final_score, t.efficiency, t.benchmark, es.scale as efficiency_scale, bs.scale as benchmark_scale,
            e.role_level as level_user, prl.role_level as level_project, ps.scale as performance_scale
       from public.task t
       join public.employee e on e.id = t.employee
       left join public.efficiency_scale es on es.type = t.efficiency
       left join public.benchmark_scale bs on bs.type = t.benchmark
       left join public.project_role_level prl on prl.project_id = t.project_id and prl.role = t.role
       left join public.performance_scale ps on ps.role = t.role and ps.role_level_user = e.role_level and ps.role_level_project = prl.role_level
      where t.employee = $1 and t.status = 4
        and coalesce(to_char(t.end_date at time zone 'Asia/Ho_Chi_Minh', 'YYYYMMDD')::int, t.deadline) between $2 and $3`,
    [fixture.users.employee, first, first + 30],
  )).rows as Row[];
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  let plain = 0;
  let sum = 0;
  for (const r of rows) {
    const { weight } = taskWeight({
      efficiency: Number(r.efficiency), efficiencyScale: num(r.efficiency_scale), benchmark: num(r.benchmark), benchmarkScale: num(r.benchmark_scale),
      roleLevelUser: num(r.level_user), roleLevelProject: num(r.level_project), performanceScale: num(r.performance_scale),
    });
    plain += Number(r.final_score);
    sum += weightedScore(Number(r.final_score), weight);
  }
  return { plain: round2(plain), weighted: round2(sum) };
}

describe.each(FIXTURES)('upgrade from release %s', (name) => {
  const fixture = JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8')) as Fixture;
  const database = `sp_test_${process.env.SP_TEST_RUN ?? process.pid}_upgrade_${name}`;
  const databaseUrl = serverUrl(database);
  let app: INestApplication;
  let http: App;
  let dataDir: string;
  /** Read from the loaded fixture before this code starts: its last ledger row and its migrations. */
  let ledgerMaxId: number;
  let mayGrow: Set<string>;
  /** The demo employee's success of the fixture month from the release's rows: plain and weighted. */
  let weighted: { plain: number; weighted: number };
  const q = (sql: string, params: unknown[] = []) => withClient(databaseUrl, async (c) => (await c.query(sql, params)).rows as Row[]);
  const signIn = async (username: string, password: string) =>
    (await request(http).post('/api/auth/login').send({ username, password }).expect(200)).body.token as string;

  beforeAll(async () => {
    await withClient(serverUrl('postgres'), async (c) => {
      await c.query(`drop database if exists "${database}" with (force)`);
      await c.query(`create database "${database}"`);
    });
    // The dump is plain SQL without psql meta-commands: one simple-protocol query runs it all.
    const sql = gunzipSync(readFileSync(path.join(DIR, `${name}.sql.gz`))).toString('utf8');
    await withClient(databaseUrl, async (c) => {
      await c.query(sql);
      // The fixture loaded as it was written: a broken load must not pass for a lossy upgrade.
      expect(await countRows(c, Object.keys(fixture.rowCounts))).toEqual(fixture.rowCounts);
      expect(await ledgerSummary(c, fixture.ledger.columns)).toEqual({ rows: fixture.ledger.rows, sum: fixture.ledger.sum, checksum: fixture.ledger.checksum });
      ledgerMaxId = Number((await c.query(`select coalesce(max(id), 0) as m from public.task_score_ledger`)).rows[0].m);
      const had = new Set((await c.query(`select name from public.mikro_orm_migrations`)).rows.map((r) => r.name as string));
      weighted = await weightedSuccess(c, fixture);
      mayGrow = new Set([...GROWS_AT_START, ...Object.entries(BACKFILLS).filter(([m]) => !had.has(m)).flatMap(([, tables]) => tables)]);
    });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sp-upgrade-'));
    // The release's admin password: a different ADMIN_PASSWORD would reset it at start.
    app = await createApp(loadConfig({ NODE_ENV: 'test' }, {
      databaseUrl, adminPassword: fixture.adminPassword, serveWeb: false, dataDir, loginRateLimitPerMinute: 1000, loginIpRateLimitPerMinute: 1000,
    }), { web: false, logger: false });
    await app.listen(0, '127.0.0.1');
    http = app.getHttpServer();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await withClient(serverUrl('postgres'), (c) => c.query(`drop database if exists "${database}" with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies every migration of this code, the newest included, and reports ready', async () => {
    const applied = (await q(`select name from mikro_orm_migrations`)).map((r) => r.name);
    expect(applied).toEqual(expect.arrayContaining(MIGRATIONS.map((m) => m.name)));
    expect(applied).toContain(MIGRATIONS[MIGRATIONS.length - 1].name);
    expect(applied).toContain(fixture.lastMigration);
    await request(http).get('/api/health/ready').expect(200, { status: 'ready', database: 'ok', migrations: 'current' });
  });

  it('keeps every table and its rows: exactly, except the catalogues the start-up and backfills may add to', async () => {
    const now = await withClient(databaseUrl, (c) => countRows(c, Object.keys(fixture.rowCounts)));
    for (const [table, count] of Object.entries(fixture.rowCounts)) {
      if (mayGrow.has(table)) expect({ table, rows: now[table] }).toEqual({ table, rows: expect.any(Number) });
      else expect({ table, rows: now[table] }).toEqual({ table, rows: count });
      expect(now[table]).toBeGreaterThanOrEqual(count);
    }
  });

  it("keeps the release's score ledger row for row (checksum and sum), and adds no row unless a backfill does", async () => {
    const { mine, all } = await withClient(databaseUrl, async (c) => ({
      mine: await ledgerSummary(c, fixture.ledger.columns, ledgerMaxId), all: await ledgerSummary(c, fixture.ledger.columns),
    }));
    expect(mine).toEqual({ rows: fixture.ledger.rows, sum: fixture.ledger.sum, checksum: fixture.ledger.checksum });
    if (!mayGrow.has('task_score_ledger')) expect(all).toEqual(mine);
  });

  it('signs the demo users and the admin in with their old passwords, and not with a wrong one', async () => {
    for (const user of Object.values(fixture.users)) await signIn(user, fixture.demoPassword);
    await signIn('admin', fixture.adminPassword);
    await request(http).post('/api/auth/login').send({ username: fixture.users.employee, password: 'not-the-password' }).expect(401);
  });

  it("reads the fixture month's work score and ledger of a demo employee: the release's rows, now weighted by its saved scales", async () => {
    const token = await signIn(fixture.users.employee, fixture.demoPassword);
    const { month, year } = fixture;
    const ws = (await request(http).get('/api/dashboard/work-score').query({ employee: fixture.users.employee, month, year })
      .set('Authorization', `Bearer ${token}`).expect(200)).body;
    const results = (body: { missions: Row[] }) => body.missions.find((m) => m.missionType === 1)!.missionResults;
    // The release stored the scoring tables but read none of them: its success is the plain sum of the
    // Success tasks' final scores. Since decision 056 the tables a release saved take effect on upgrade
    // (docs/scoring.md "A task's weight", docs/operations.md "Upgrade"): the same rows, each final score
    // times its weight. Both are computed here from the rows the release wrote (`weightedSuccess`, read
    // before this code started); penalties are not weighted and read back as the release answered them.
    // Fixture 4364251 (lanpt, November 2026; demo efficiency scales Normal 1, Hard 1.2, Very hard 1.5;
    // no benchmark on these tasks, no project role level, so no other factor):
    //   release: 32 + 32 + 16 + 8 = 88
    //   now:     32 x 1.2 (task 102, Hard) + 32 x 1.5 (156, Very hard) + 16 x 1.2 (196, Hard) + 8 x 1 (301, Unknown)
    //          = 38.4 + 48 + 19.2 + 8 = 113.6
    // Open tasks decay with the calendar, so complete and inProgress are not compared.
    expect(weighted.plain).toBe(results(fixture.workScore).success.scoreDouble);
    expect(results(ws).success).toEqual({ scoreDouble: weighted.weighted });
    if (name === '4364251') expect(weighted).toEqual({ plain: 88, weighted: 113.6 });
    expect(results(ws).penalty).toEqual(results(fixture.workScore).penalty);
    const totals = (await request(http).get('/api/dashboard/score-ledger').query({ month, year })
      .set('Authorization', `Bearer ${token}`).expect(200)).body.totals;
    // The month ledger still equals the work score: its entries are the release's, times the same weights.
    expect({ success: totals.success, penalty: totals.penalty }).toEqual({ success: weighted.weighted, penalty: fixture.ledgerTotals.penalty });
  });

  it("serves the release's own writes: the finished task, the income and the leave request", async () => {
    const employee = await signIn(fixture.users.employee, fixture.demoPassword);
    const auth = { Authorization: `Bearer ${employee}` };
    const tasks = (await request(http).get(`/api/projects/${fixture.projectId}/tasks`).set(auth).expect(200)).body.tasks as Row[];
    expect(tasks.find((t) => t.taskId === fixture.writes.taskId)).toMatchObject({ taskName: fixture.writes.taskName, status: 4 });
    const incomes = (await request(http).get('/api/profile/incomes').query({ year: fixture.year }).set(auth).expect(200)).body.employeeIncome as Row[];
    expect(incomes.map((i) => i.id)).toContain(fixture.writes.incomeId);
    const ticket = (await request(http).get(`/api/tickets/${fixture.writes.leaveTicketId}`).set(auth).expect(200)).body.ticket;
    expect(ticket).toMatchObject({ requestType: 11, state: 'Open', createdBy: fixture.users.employee });
  });

  it('takes new writes, and the ledger triggers of the dump still append (and still refuse changes)', async () => {
    const manager = await signIn(fixture.users.manager, fixture.demoPassword);
    const auth = { Authorization: `Bearer ${manager}` };
    const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });
    const created = (await request(http).post(`/api/projects/${fixture.projectId}/tasks`).set(auth).send({
      name: 'After the upgrade', input: content('brief'), output: content(''), score: 8, role: 12, employee: fixture.users.employee, deadline: 20991231,
    }).expect(201)).body;
    const penalty = (await request(http).post(`/api/projects/${fixture.projectId}/penalties`).set(auth)
      .send({ employee: fixture.users.employee, role: 12, score: 1, reason: 'After the upgrade' }).expect(201)).body.id;
    const rows = await q(`select task_id, penalty_id, delta::float8 as delta from task_score_ledger
      where id > $1 and (task_id = $2 or penalty_id = $3) order by id`, [ledgerMaxId, created.taskId, penalty]);
    expect(rows).toEqual([{ task_id: created.taskId, penalty_id: null, delta: 8 }, expect.objectContaining({ penalty_id: penalty })]);
    await expect(q(`delete from task_score_ledger where task_id = $1`, [created.taskId])).rejects.toThrow();
  });

  it("builds the yearly report's month summary from the release's tasks, and keeps it through new writes (decision 052)", async () => {
    const kept = await q(`select month, employee, status::int as status, project_id, role::int as role, efficiency::int as efficiency,
        benchmark::int as benchmark, creative_type::int as creative_type, task_score, count, score::float8 as score
        from task_month_total where count <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
    const fresh = await q(`select coalesce(to_char(end_date at time zone 'Asia/Ho_Chi_Minh', 'YYYYMM')::int, deadline / 100) as month,
        employee, status::int as status, project_id, role::int as role, efficiency::int as efficiency, coalesce(benchmark, -1)::int as benchmark,
        coalesce(creative_type, -1)::int as creative_type, case when creative_type is null then 0 else score end as task_score,
        count(*)::int as count, sum(final_score::numeric)::float8 as score
        from task where employee is not null and (end_date is not null or deadline is not null)
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(fresh);
  });
});
