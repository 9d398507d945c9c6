// `node scripts/bench/load-costs.mjs [calls]`: what each call of the load profile costs, one call at a
// time on the loaded studio (run `npm run bench -- --only load` once first): median latency, CPU
// milliseconds per call in the instance and in its PostgreSQL backends (/proc), answer size. CPU
// time depends less than latency on what else the machine runs; it says where capacity goes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuilt } from '../build-if-needed.mjs';
import { startInstance } from './instances.mjs';
import { call, cpuBetween, cpuSample } from './load-client.mjs';
import { LOAD_DATABASE, readMarker, serverUrl } from './load-seed.mjs';
import { loadUsers, loginAll } from './load.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
ensureBuilt({ web: false });
const N = Number(process.argv[2] || 100);
const url = serverUrl(LOAD_DATABASE);
if (!(await readMarker(url)).marker) throw new Error(`${LOAD_DATABASE} is not loaded: run npm run bench -- --only load first`);
const app = await startInstance({ databaseUrl: url, env: { SERVE_WEB: 'false' } });
const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const users = await loadUsers(url, { total: 22, leads: 2 });
  await loginAll(app.url, users);
  const lead = users[0];
  const member = users.find((u) => u.kind === 'member' && u.tasks.length);
  const project = member.projects[0];
  const dashboard = `/api/tasks?filters=${encodeURIComponent('[]')}&showHidden=false`;
  let flip = member.tasks[0].status;
  const cases = [
    ['GET /api/auth/me', member, 'GET', '/api/auth/me'],
    ['GET /api/auth/permissions?project', member, 'GET', `/api/auth/permissions?project=${project}`],
    ['GET /api/projects/:id', member, 'GET', `/api/projects/${project}`],
    ['GET /api/projects/:id/tasks', member, 'GET', `/api/projects/${project}/tasks`],
    [`GET /api/tasks (member, ${member.projects.length} projects)`, member, 'GET', dashboard],
    [`GET /api/tasks (manager, ${lead.projects.length} projects)`, lead, 'GET', dashboard],
    ['GET /api/notifications?isRead=false', member, 'GET', '/api/notifications?isRead=false&limit=50'],
    ['GET /api/tickets?box=sent', member, 'GET', '/api/tickets?box=sent'],
    ['GET /api/tickets?box=received (manager)', lead, 'GET', '/api/tickets?box=received'],
    ['PATCH /api/tasks/:id {status}', member, 'PATCH', `/api/tasks/${member.tasks[0].taskId}`, () => ({ status: (flip = flip === 1 ? 2 : 1) })],
    ['PATCH /api/tasks/:id {score}', lead, 'PATCH', `/api/tasks/${lead.editable[0]}`, () => ({ score: 8 + Math.floor(Math.random() * 100) })],
  ];
  console.log(`${N} calls each, one at a time (CPU from /proc; 10 ms ticks)`);
  console.log(`  ${'call'.padEnd(42)} ${'median'.padStart(7)} ${'app CPU'.padStart(8)} ${'db CPU'.padStart(7)}  answer`);
  for (const [name, u, method, p, body] of cases) {
    for (let i = 0; i < 5; i++) await call(null, app.url, name, method, p, { token: u.token, body: body?.() });
    const backends = (await db.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [LOAD_DATABASE])).rows.map((r) => r.pid);
    const before = cpuSample([app.pid, ...backends]);
    const times = [];
    let bytes = 0;
    for (let i = 0; i < N; i++) {
      const r = await call(null, app.url, name, method, p, { token: u.token, body: body?.(), parse: true });
      if (r.status >= 300) throw new Error(`${name} answered ${r.status}`);
      times.push(r.ms);
      bytes = JSON.stringify(r.body).length;
    }
    const after = cpuSample([app.pid, ...backends]);
    const seconds = (after.at - before.at) / 1000;
    const used = cpuBetween(before, after).proc;
    const perCall = (pids) => (pids.reduce((n, pid) => n + used[pid], 0) * seconds * 1000) / N;
    times.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(42)} ${times[N >> 1].toFixed(1).padStart(5)} ms ${perCall([app.pid]).toFixed(1).padStart(5)} ms ${perCall(backends).toFixed(1).padStart(5)} ms  ${(bytes / 1024).toFixed(0)} KB`);
  }
} finally {
  await db.end();
  await app.stop();
}
process.exit(0);
