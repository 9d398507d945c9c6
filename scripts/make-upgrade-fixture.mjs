// `node scripts/make-upgrade-fixture.mjs <commit> [--server postgres://postgres@127.0.0.1:5432] [--link-modules]`
//
// Writes test/fixtures/upgrade/<short-commit>.sql.gz and .json: a database written by that release,
// for test/api/upgrade-from-release.spec.ts (docs/operations-upgrade-fixtures.md). The release's own
// code runs from a temporary checkout on a fresh temporary database: it migrates, loads the demo
// studio, then takes a few real writes through its API (sign-ins, a task finished, a penalty, an
// income, a leave request). The dump is plain SQL that node-pg alone loads on PostgreSQL >= 15.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { freePort } from './embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const server = option('--server', process.env.FIXTURE_SERVER_URL || 'postgres://postgres@127.0.0.1:5432');
// Links this clone's node_modules even when the release's lockfile differs (e.g. it only lacks packages added since).
const linkModules = args.includes('--link-modules') && !!args.splice(args.indexOf('--link-modules'), 1);
const commitArg = args[0];
if (!commitArg) {
  console.error('usage: node scripts/make-upgrade-fixture.mjs <commit> [--server postgres://user@host:port] [--link-modules]');
  process.exit(2);
}

const ADMIN_PASSWORD = 'fixture-admin-password';
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', '--verify', `${commitArg}^{commit}`);
const short = commit.slice(0, 7);
const outDir = path.join(root, 'test/fixtures/upgrade');
const databaseName = `sp_fixture_${short}_${process.pid}`;
const dbUrl = (name) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};
const databaseUrl = dbUrl(databaseName);

async function admin(sql) {
  const client = new pg.Client({ connectionString: dbUrl('postgres') });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `node -r ts-register <args>` in the release's checkout; resolves on exit 0. */
function node(checkout, nodeArgs, env, { wait = true } = {}) {
  const child = spawn(process.execPath, ['-r', path.join(root, 'scripts/ts-register.cjs'), ...nodeArgs], {
    cwd: checkout,
    env: {
      ...process.env, NODE_ENV: 'production', LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD, SERVE_WEB: 'false', DATA_DIR: path.join(checkout, 'data'), ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (!wait) return child;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${nodeArgs.join(' ')} exited ${code}`))));
  });
}

/** The release's sources, with this clone's node_modules when the lockfiles agree (else `npm ci`). */
function checkOut() {
  const checkout = mkdtempSync(path.join(os.tmpdir(), `sp-release-${short}-`));
  execFileSync('/bin/sh', ['-c', `git archive ${commit} | tar -x -C "${checkout}"`], { cwd: root, stdio: 'inherit' });
  const lock = (dir) => (existsSync(path.join(dir, 'package-lock.json')) ? readFileSync(path.join(dir, 'package-lock.json'), 'utf8') : '');
  if (linkModules || lock(checkout) === lock(root)) symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
  else {
    console.log(`${short} has another package-lock.json: installing its packages (npm ci)...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: checkout, stdio: 'inherit' });
  }
  return checkout;
}

function client(base) {
  const call = async (method, url, { token, body, expect = [200, 201, 204] } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!expect.includes(res.status)) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    login: async (username, password) => (await call('POST', '/api/auth/login', { body: { username, password } })).token,
    get: (url, token) => call('GET', url, { token }),
    post: (url, token, body) => call('POST', url, { token, body }),
    patch: (url, token, body) => call('PATCH', url, { token, body }),
  };
}

async function waitUntilUp(base, child) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the release's app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become ready`);
}

const ymd = (d) => d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
/** A date in the company's zone (Asia/Ho_Chi_Minh, UTC+7, no daylight saving) `days` from today. */
const companyDay = (days) => new Date(Date.now() + 7 * 3600_000 + days * 86400_000);

/** The real writes of a running release, through its API. Answers what the fixture's JSON records. */
async function writeThroughApi(base, db) {
  const api = client(base);
  const password = 'demo12345';
  const one = async (sql, params) => (await db.query(sql, params)).rows[0];
  const project = await one(`select id, name from project where package_name = 'com.studio.tilematch'`);
  const pm = await one(`select e.id from project_employee pe join employee e on e.id = pe.employee_id where pe.project_id = $1 and pe.role = 25 order by e.id limit 1`, [project.id]);
  const dev = await one(`select e.id from project_employee pe join employee e on e.id = pe.employee_id
    where pe.project_id = $1 and pe.role = 12 and e.contact_admin is not null and e.permitted_day_left >= 2 order by e.id limit 1`, [project.id]);
  const accountant = await one(`select id from employee where role = 19 order by id limit 1`);

  const adminToken = await api.login('admin', ADMIN_PASSWORD);
  const pmToken = await api.login(pm.id, password);
  const devToken = await api.login(dev.id, password);
  await api.login(accountant.id, password);

  // A task created, worked on and finished: its score reaches the ledger.
  const content = (text) => JSON.stringify({ type: 1, data: { content: text } });
  const deadline = ymd(companyDay(7));
  const task = await api.post(`/api/projects/${project.id}/tasks`, pmToken, {
    name: 'Upgrade fixture: ship the booster shop', input: content('brief'), output: content('https://drive.studio.vn/fixture'),
    score: 8, role: 12, employee: dev.id, deadline, // 8 points: under the 70 % rule's minimum, it may finish today
  });
  await api.patch(`/api/tasks/${task.taskId}`, devToken, { status: 2 });
  await api.patch(`/api/tasks/${task.taskId}`, devToken, { status: 3 });
  await api.patch(`/api/tasks/${task.taskId}`, pmToken, { status: 4 });
  await api.post(`/api/projects/${project.id}/penalties`, pmToken, { employee: dev.id, role: 12, score: 2, reason: 'Upgrade fixture: late report' });

  const income = await api.post('/api/incomes', adminToken, {
    employee: dev.id, type: 1, date: ymd(companyDay(0)), isShow: true,
    value: { percent: 100, totalSalary: 21_000_000, actualSalary: 19_500_000 },
  });

  // A leave request for the first weekday at least two days ahead.
  let ahead = 2;
  while ([0, 6].includes(companyDay(ahead).getUTCDay())) ahead++;
  const leave = await api.post('/api/tickets', devToken, {
    title: 'Upgrade fixture: day off', description: 'Family', requestType: 11, priority: 1, content: { date: ymd(companyDay(ahead)), breakTime: 2 },
  });

  const today = companyDay(0);
  const month = today.getUTCMonth() + 1, year = today.getUTCFullYear();
  const workScore = await api.get(`/api/dashboard/work-score?employee=${encodeURIComponent(dev.id)}&month=${month}&year=${year}`, devToken);
  const monthLedger = await api.get(`/api/dashboard/score-ledger?month=${month}&year=${year}`, devToken);
  return {
    month, year, projectId: project.id,
    users: { employee: dev.id, manager: pm.id, accountant: accountant.id },
    writes: { taskId: task.taskId, taskName: 'Upgrade fixture: ship the booster shop', incomeId: income.income.id, leaveTicketId: leave.id },
    workScore, ledgerTotals: monthLedger.totals,
  };
}

/** Row counts of every table, the ledger's checksum and the last migration, read from the database itself. */
async function describeDatabase(db) {
  const tables = (await db.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows.map((r) => r.tablename);
  const rowCounts = {};
  for (const t of tables) rowCounts[t] = Number((await db.query(`select count(*) as n from "${t}"`)).rows[0].n);
  const columns = (await db.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'task_score_ledger' order by ordinal_position`,
  )).rows.map((r) => r.column_name);
  const list = columns.map((c) => `"${c}"::text`).join(', ');
  const ledger = (await db.query(
    `select count(*)::int as rows, coalesce(sum(delta), 0)::text as sum,
            md5(coalesce(string_agg(concat_ws('|', ${list}), E'\\n' order by id), '')) as checksum
       from task_score_ledger`,
  )).rows[0];
  const lastMigration = (await db.query(`select name from mikro_orm_migrations order by id desc limit 1`)).rows[0].name;
  const server = (await db.query(`show server_version`)).rows[0].server_version;
  return { rowCounts, ledger: { columns, ...ledger }, lastMigration, server };
}

/** pg_dump as plain SQL without psql meta-commands, so one node-pg query loads it. */
function dump() {
  const sql = execFileSync('pg_dump', [
    '--no-owner', '--no-privileges', '--no-comments', '--column-inserts', '--rows-per-insert=100', '--dbname', databaseUrl,
  ], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  return sql.split('\n')
    // \restrict / \unrestrict (pg_dump 15.14+), and settings older servers do not know.
    .filter((line) => !/^\\/.test(line) && !/^SET (transaction_timeout)\b/.test(line))
    .join('\n');
}

let checkout;
let app;
await admin(`create database "${databaseName}"`);
try {
  checkout = checkOut();
  console.log(`Release ${short}: migrating and loading the demo studio...`);
  await node(checkout, ['-e', `require('./backend/src/cli/seed-demo.ts').seedDemo().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })`], {});
  const port = await freePort();
  app = node(checkout, ['backend/src/main.ts'], {
    PORT: String(port), HOST: '127.0.0.1', LOGIN_RATE_LIMIT: '1000', LOGIN_IP_RATE_LIMIT: '1000',
  }, { wait: false });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base, app);
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {}); // the drop below ends it when a step failed
  await db.connect();
  let written;
  try {
    written = await writeThroughApi(base, db);
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r() : app.once('exit', r)));
  }
  const described = await describeDatabase(db);
  await db.end();

  const sql = dump();
  mkdirSync(outDir, { recursive: true });
  const gz = gzipSync(sql, { level: 9 });
  writeFileSync(path.join(outDir, `${short}.sql.gz`), gz);
  const sidecar = {
    commit, createdAt: new Date().toISOString(), ...described,
    adminPassword: ADMIN_PASSWORD, demoPassword: 'demo12345', ...written,
  };
  writeFileSync(path.join(outDir, `${short}.json`), `${JSON.stringify(sidecar, null, 2)}\n`);
  console.log(`Wrote test/fixtures/upgrade/${short}.sql.gz (${(gz.length / 1024).toFixed(0)} KiB) and ${short}.json`);
} finally {
  if (app && app.exitCode === null) app.kill('SIGKILL');
  await admin(`drop database if exists "${databaseName}" with (force)`);
  if (checkout) rmSync(checkout, { recursive: true, force: true });
}
