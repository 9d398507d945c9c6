// `npm run bench -- --only load`: the load profile on one instance, then on two instances behind a
// round-robin proxy sharing PostgreSQL, Redis and an S3 store (docker/compose.yml's topology), with
// the scale-out checks. Writes a Markdown copy of the tables to .cache/bench-load-report.md
// (docs/decisions/011-load-profile.md quotes it).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { ADMIN_PASSWORD, composeTopology, drain, startInstance, startProxy } from './instances.mjs';
import { call, markdownTable, P99_BUDGET_MS, printTable, TIMEOUT_MS } from './load-client.mjs';
import { ensureDatabase, LOAD_DATABASE, readMarker, resetRuns, seedStudio } from './load-seed.mjs';
import { connectSockets, loadUsers, loginAll, runProfile, runRamp } from './load.mjs';
import { crossInstanceNotifications, filesAcrossInstances, jobsRunOnce } from './scale-out.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
const USERS = Number(process.env.BENCH_LOAD_USERS || 200);
const WARMUP_SECONDS = 5;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Which setups run: `one` instance, `two` behind the proxy (BENCH_LOAD_SETUPS=two to repeat one). */
const SETUPS = (process.env.BENCH_LOAD_SETUPS || 'one,two').split(',');
/**
 * Five connections per instance: PostgreSQL shares the two cores with the instances, and with ten
 * per instance (the default) the heavy list queries time-slice against the light ones; measured in
 * docs/decisions/011-load-profile.md. BENCH_LOAD_POOL_MAX overrides it.
 */
const INSTANCE_ENV = {
  ARGON_CONCURRENCY: process.env.ARGON_CONCURRENCY || '2',
  DB_POOL_MAX: process.env.BENCH_LOAD_POOL_MAX || '5',
};

async function redisReachable(url) {
  const r = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Server process ids of the connections to the load database (the instances' pools). */
async function backendPids(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [LOAD_DATABASE])).rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

async function adminToken(base) {
  const res = await call(null, base, 'login', 'POST', '/api/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, parse: true });
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
  return res.body.token;
}

export async function runLoadBench({ results, log = console.log }) {
  const md = [];
  const section = (title) => {
    log(`\n${title}`);
    md.push(`\n### ${title}\n`);
  };
  let url;
  try {
    url = await ensureDatabase();
  } catch (error) {
    log(`\nLoad profile SKIPPED: no PostgreSQL server at DATABASE_URL or 127.0.0.1:5432 (${error.message})`);
    results.push({ name: 'load profile', ok: false });
    return;
  }
  const { marker, reason } = await readMarker(url);
  if (marker) {
    const removed = await resetRuns(url, marker);
    log(`\nLoad profile: reusing the studio in ${LOAD_DATABASE} (loaded ${marker.seededAt}; removed what earlier runs added: ${removed.tickets} tickets, ${removed.notifications} notifications, ${removed.tasks} tasks)`);
  } else {
    log(`\nLoad profile: loading the studio into ${LOAD_DATABASE} (${reason}); once, about two minutes`);
    url = await ensureDatabase({ fresh: true });
    const migrate = await startInstance({ databaseUrl: url, env: { SERVE_WEB: 'false' }, name: 'migrate' });
    await migrate.stop();
    await seedStudio(url, log);
  }
  const users = await loadUsers(url, { total: USERS });
  md.push(`${users.length} users (${users.filter((u) => u.kind === 'lead').length} project managers, the rest members of their projects), ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up; ${os.cpus().length} cores; client timeout ${TIMEOUT_MS / 1000} s; instances with DB_POOL_MAX=${INSTANCE_ENV.DB_POOL_MAX}, ARGON_CONCURRENCY=${INSTANCE_ENV.ARGON_CONCURRENCY}.`);

  /** Logins, sockets, warm-up, the profile, the ramp: the same on one and on two instances. */
  async function profileAndRamp(label, base, processes) {
    section(`Load profile, ${label}: ${users.length} users for ${SECONDS} s`);
    const login = await loginAll(base, users);
    const lp = login.stats.rows()[0];
    const loginLine = `logins: ${users.length} in ${login.seconds.toFixed(1)} s through POST /api/auth/login (argon2id, ARGON_CONCURRENCY=${INSTANCE_ENV.ARGON_CONCURRENCY}), p50 ${Math.round(lp.p50)} ms, max ${Math.round(lp.max)} ms`;
    log(`  ${loginLine}`);
    const bell = await connectSockets(base, users);
    try {
      await runProfile({ base, users, seconds: WARMUP_SECONDS, bell });
      const load = os.loadavg()[0];
      const dbPids = await backendPids(url);
      const clientCpu0 = process.cpuUsage();
      const r = await runProfile({ base, users, seconds: SECONDS, bell, pids: [...processes.map((p) => p.pid), ...dbPids] });
      const clientCpu = process.cpuUsage(clientCpu0);
      const ok = printTable(r.stats, r.seconds, log);
      const slowLine = `slow calls: ${r.stats.overBudgetText()}`;
      log(`  ${slowLine}`);
      const s = r.sockets;
      const socketLine = `socket notifications expected by the run: ${s.delivered}/${s.expected} delivered, write to event p50 ${s.p50 ?? '-'} ms, p99 ${s.p99 ?? '-'} ms, max ${s.max ?? '-'} ms (${s.received} received in all)`;
      log(`  ${socketLine}`);
      const cores = (pids) => pids.reduce((n, pid) => n + (r.cpu.proc[pid] ?? 0), 0);
      const appCores = processes.map((p) => `${p.name} ${cores([p.pid]).toFixed(2)}`).join(', ');
      const dbCores = cores(dbPids);
      const clientCores = (clientCpu.user + clientCpu.system) / 1e6 / r.seconds;
      const machine = r.cpu.machineBusy * os.cpus().length;
      const other = Math.max(0, machine - cores(processes.map((p) => p.pid)) - dbCores - clientCores);
      const cpuLine = `CPU (cores): ${appCores}; PostgreSQL backends ${dbCores.toFixed(2)}; this client ${clientCores.toFixed(2)}; machine ${machine.toFixed(2)} of ${os.cpus().length} busy, ${other.toFixed(2)} by other processes (load average ${load.toFixed(1)} at start); client event-loop delay p99 ${r.clientLagP99.toFixed(0)} ms`;
      log(`  ${cpuLine}`);
      const socketsOk = s.missing === 0;
      const unexpected = r.stats.unexpected();
      log(`  budget     no hang, no 5xx, no unexpected 4xx (${unexpected.count}), p99 < ${P99_BUDGET_MS} ms for every call type: ${ok ? 'MET' : 'NOT MET'}; every expected notification delivered: ${socketsOk ? 'MET' : 'NOT MET'}`);
      results.push({ name: `load profile, ${label}`, ok: ok && socketsOk });
      md.push(markdownTable(r.stats, r.seconds), '', `- ${slowLine}`, `- ${loginLine}`, `- ${socketLine}`, `- ${cpuLine}`,
        `- unexpected 4xx answers: ${unexpected.count} (${unexpected.text})`,
        `- budget (no hang, no 5xx, no unexpected 4xx, p99 < ${P99_BUDGET_MS} ms each): ${ok ? 'met' : 'NOT MET'}`);

      section(`Ramp, ${label}: closed-loop connections without think time, until the first 503`);
      const ramp = await runRamp({ base, users, log });
      const rampLine = ramp.first503 ? `first 503 at ${ramp.first503} connections` : `no 503 up to ${ramp.cap} connections (the cap)`;
      log(`  ${rampLine}`);
      md.push('| connections | req/s | p50 ms | p99 ms | 503 | other 5xx | hangs | unexpected 4xx |', '|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const st of ramp.steps) md.push(`| ${st.level} | ${st.rps.toFixed(0)} | ${Math.round(st.p50)} | ${Math.round(st.p99)} | ${st.s503} | ${st.other5xx} | ${st.hangs} | ${st.unexpected4xx} |`);
      md.push('', `- ${rampLine}`);
      results.push({ name: `ramp, ${label}: ${rampLine}`, ok: ramp.steps.every((st) => st.other5xx === 0 && st.unexpected4xx === 0) });
    } finally {
      bell.close();
      await Promise.all(processes.filter((p) => p.name !== 'proxy').map((p) => drain(p.url, 60)));
    }
  }

  if (SETUPS.includes('one')) {
    const a = await startInstance({ databaseUrl: url, env: INSTANCE_ENV, name: 'A' });
    try {
      await profileAndRamp('one instance', a.url, [a]);
    } finally {
      await a.stop();
    }
  }

  if (!SETUPS.includes('two')) {
    // skipped on request
  } else if (!(await redisReachable(REDIS_URL))) {
    log(`\nTwo instances SKIPPED: Redis is not reachable at ${REDIS_URL}`);
    results.push({ name: 'load profile, two instances', ok: false });
  } else {
    // The topology of docker/compose.yml: Redis, the S3 store, a DATA_DIR each, the proxy believed.
    const topology = await composeTopology({ redisUrl: REDIS_URL });
    const running = [];
    try {
      running.push(await startInstance({ databaseUrl: url, env: { ...INSTANCE_ENV, ...topology.env('A') }, name: 'A' }));
      running.push(await startInstance({ databaseUrl: url, env: { ...INSTANCE_ENV, ...topology.env('B') }, name: 'B' }));
      const proxy = await startProxy(running.map((i) => i.url));
      running.push({ ...proxy, name: 'proxy' });
      const instances = running.slice(0, 2);
      await profileAndRamp('two instances behind the proxy', proxy.url, running);

      section('Scheduled jobs asked of both instances at the same moment');
      const token = await adminToken(instances[0].url);
      const jobs = await jobsRunOnce({ instances, adminToken: token, databaseUrl: url, simulated: users.map((u) => u.id), log: (l) => { log(l); md.push(`    ${l.trim()}`); } });
      results.push({ name: 'each job does its work once on two instances', ok: jobs.ok });

      section('A notification caused on one instance reaches a socket on the other');
      const member = users.find((u) => u.kind === 'member');
      const cross = await crossInstanceNotifications({ instances, adminToken: token, member, log: (l) => { log(l); md.push(`- ${l.trim()}`); } });
      results.push({ name: 'notification across instances', ok: cross.ok });

      section('A file uploaded through one instance is read through the other and the proxy (the S3 store)');
      const files = await filesAcrossInstances({ instances, proxy, adminToken: token, dataDirs: instances.map((i) => topology.dataDir(i.name)), log: (l) => { log(l); md.push(`- ${l.trim()}`); } });
      results.push({ name: 'files across instances', ok: files.ok });
    } finally {
      for (const p of running.reverse()) await p.stop();
      await topology.stop();
    }
  }
  const file = path.resolve('.cache/bench-load-report.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${md.join('\n')}\n`);
  log(`\n(The load tables in Markdown: ${path.relative(process.cwd(), file)})`);
}
