// Checks of the two-instance run: each scheduled job does its work once when both instances are
// asked at the same moment, a notification caused on one instance reaches a socket on the other, and
// a file uploaded through one is read through the other (the shared S3 store).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { call } from './load-client.mjs';
import { addDaysYmd, todayYmd } from './load.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Prepares work for each job on tasks and employees the simulated users do not touch, then sends
 * POST /api/admin/jobs/:name/run for the three jobs to both instances at once. Met when, per job,
 * one instance answers the work and the other 0, and the database holds each expected row once.
 */
export async function jobsRunOnce({ instances, adminToken, databaseUrl, simulated, log = console.log }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const today = todayYmd();
  const tomorrow = addDaysYmd(1);
  try {
    const skip = [...simulated];
    // near-deadline: 40 open tasks now due tomorrow, not yet reminded.
    const { rows: near } = await db.query(
      `update task set deadline = $2 where task_id in (
         select task_id from task where status = 1 and employee is not null and not (employee = any($1)) and not is_archived
          order by task_id limit 40) returning task_id`,
      [skip, tomorrow],
    );
    const nearKeys = near.map((t) => `near:${t.task_id}:${tomorrow}`);
    await db.query(`delete from notification where dedupe_key = any($1)`, [nearKeys]);
    // overdue-tasks: 40 tasks in progress, two days late, final score not yet decayed.
    const { rows: late } = await db.query(
      `update task set deadline = $2, final_score = score where task_id in (
         select task_id from task where status = 2 and employee is not null and not (employee = any($1)) and not is_archived
            and deadline > $3 order by task_id limit 40) returning task_id, score`,
      [skip, addDaysYmd(-2), tomorrow],
    );
    const lateKeys = late.map((t) => `late:${t.task_id}:${today}`);
    await db.query(`delete from notification where dedupe_key = any($1)`, [lateKeys]);
    // contract-expiration: 10 employees whose contract ends in 10 days, told to their contact admin.
    const end = addDaysYmd(10);
    const { rows: contracts } = await db.query(
      `update employee set contract_end_date = $2, contact_admin = 'e0061' where id in (
         select id from employee where id ~ '^e[0-9]{4}$' and not (id = any($1)) order by id desc limit 10) returning id`,
      [skip, end],
    );
    const contractKeys = contracts.map((e) => `contract:${e.id}:${end}`);
    await db.query(`delete from notification where dedupe_key = any($1)`, [contractKeys]);

    const names = ['overdue-tasks', 'near-deadline', 'contract-expiration'];
    const answers = await Promise.all(names.flatMap((name) => instances.map((inst) =>
      call(null, inst.url, 'jobs', 'POST', `/api/admin/jobs/${name}/run`, { token: adminToken, parse: true })
        .then((r) => ({ name, instance: inst.name, status: r.status, changed: r.body?.changed, ms: r.ms })))));

    const count = async (keys) => Number((await db.query(`select count(*) from notification where dedupe_key = any($1)`, [keys])).rows[0].count);
    // Decay is recomputed from the dates (80 % of the score two days late), so a second run would
    // write the same value: the rows and the answers are what show a single run.
    const { rows: [decayed] } = await db.query(
      `select count(*) filter (where abs(final_score - round((score * 0.8)::numeric, 2)) < 0.005) as decayed from task where task_id = any($1)`,
      [late.map((t) => t.task_id)],
    );
    const lateRows = await count(lateKeys);
    const rows = { 'near-deadline': await count(nearKeys), 'contract-expiration': await count(contractKeys) };
    let ok = true;
    log(`  ${'job'.padEnd(20)} ${instances.map((i) => `${i.name} changed`.padStart(12)).join(' ')}   database`);
    for (const name of names) {
      const mine = answers.filter((a) => a.name === name);
      const changed = mine.map((a) => a.changed);
      const workers = changed.filter((c) => c > 0).length;
      const allOk = mine.every((a) => a.status === 200);
      let dbText;
      let dbOk;
      if (name === 'overdue-tasks') {
        dbOk = Number(decayed.decayed) === late.length && lateRows === late.length && changed.reduce((a, b) => a + b, 0) >= late.length;
        dbText = `${decayed.decayed}/${late.length} prepared late tasks at 80 %, ${lateRows} late notification rows`;
      } else {
        const expected = name === 'near-deadline' ? near.length : contracts.length;
        dbOk = rows[name] === expected && changed.reduce((a, b) => a + b, 0) === expected;
        dbText = `${rows[name]} notification rows for ${expected} prepared (sum of answers ${changed.reduce((a, b) => a + b, 0)})`;
      }
      const met = allOk && workers === 1 && dbOk;
      ok &&= met;
      log(`  ${name.padEnd(20)} ${mine.map((a) => String(a.status === 200 ? a.changed : `HTTP ${a.status}`).padStart(12)).join(' ')}   ${dbText}: ${met ? 'once' : 'NOT ONCE'}`);
    }
    return { ok, answers };
  } finally {
    await db.end();
  }
}

/**
 * A socket on one instance, a write on the other: the admin creates a sudden task for a member
 * through instance `to`, the member's socket is connected to instance `from`. Both directions.
 */
export async function crossInstanceNotifications({ instances: [a, b], adminToken, member, rounds = 10, log = console.log }) {
  const results = [];
  const created = [];
  for (const [socketOn, writeOn] of [[a, b], [b, a]]) {
    const socket = io(socketOn.url, { transports: ['websocket'], auth: { token: member.token }, reconnection: false, forceNew: true });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const waiting = new Map();
    socket.on('notification', (n) => waiting.get(n.content?.taskName)?.(n));
    for (let i = 0; i < rounds; i++) {
      const taskName = `Across ${writeOn.name} to ${socketOn.name} ${Date.now()}-${i}`;
      const got = new Promise((resolve) => waiting.set(taskName, resolve));
      const started = performance.now();
      const res = await call(null, writeOn.url, 'cross', 'POST', `/api/projects/${member.projects[0]}/tasks`, {
        token: adminToken, parse: true,
        body: { name: taskName, role: member.role, score: 8, deadline: addDaysYmd(30), isSudden: true, employee: member.id, input: '', output: '' },
      });
      if (res.status !== 201) throw new Error(`sudden task on ${writeOn.name} answered ${res.status}`);
      created.push({ taskId: res.body.taskId, on: writeOn });
      const n = await Promise.race([got, sleep(3000).then(() => null)]);
      results.push({ from: writeOn.name, to: socketOn.name, ms: n ? performance.now() - started : null });
    }
    socket.close();
  }
  // The sudden tasks are Planning: removed again so the studio does not grow with every run.
  for (const t of created) await call(null, t.on.url, 'cleanup', 'DELETE', `/api/tasks/${t.taskId}`, { token: adminToken });
  const delivered = results.filter((r) => r.ms !== null);
  const ms = delivered.map((r) => r.ms).sort((x, y) => x - y);
  for (const [from, to] of [[b.name, a.name], [a.name, b.name]]) {
    const mine = results.filter((r) => r.from === from && r.to === to);
    const got = mine.filter((r) => r.ms !== null).map((r) => r.ms).sort((x, y) => x - y);
    log(`  write on ${from}, socket on ${to}: ${got.length}/${mine.length} delivered, API call to event p50 ${got[Math.floor(got.length / 2)]?.toFixed(1) ?? '-'} ms, max ${got.at(-1)?.toFixed(1) ?? '-'} ms`);
  }
  return { ok: delivered.length === results.length, delivered: delivered.length, sent: results.length, max: ms.at(-1) };
}

/** Files under `dir`, the upload staging folder (`.incoming`) left out. */
function storedFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === '.incoming') return [];
    const full = path.join(dir, e.name);
    return e.isDirectory() ? storedFiles(full) : [full];
  });
}

/**
 * Uploads a file through instance A and reads it through B and through the proxy: with a DATA_DIR of
 * its own per instance, only the S3 store can serve it, and no instance's DATA_DIR/uploads holds it.
 * Removed again afterwards (through B).
 */
export async function filesAcrossInstances({ instances: [a, b], proxy, adminToken, dataDirs, log = console.log }) {
  const bytes = randomBytes(256 * 1024);
  const auth = { authorization: `Bearer ${adminToken}` };
  const form = new globalThis.FormData();
  form.append('files', new globalThis.Blob([bytes], { type: 'application/octet-stream' }), 'bench-across.bin');
  const up = await fetch(`${a.url}/api/files`, { method: 'POST', headers: auth, body: form });
  if (up.status !== 201) {
    log(`  upload through ${a.name} answered ${up.status}`);
    return { ok: false };
  }
  const { files: [file] } = await up.json();
  const read = async (base) => {
    const res = await fetch(`${base}/api/files/${file.fileId}`, { headers: auth });
    return res.status === 200 && Buffer.from(await res.arrayBuffer()).equals(bytes);
  };
  const onB = await read(b.url);
  const viaProxy = await read(proxy.url);
  const local = dataDirs.flatMap((d) => storedFiles(path.join(d, 'uploads')));
  const removed = (await fetch(`${b.url}/api/files/${file.fileId}`, { method: 'DELETE', headers: auth })).status === 204;
  const gone = (await fetch(`${a.url}/api/files/${file.fileId}`, { headers: auth })).status === 404;
  log(`  uploaded through ${a.name}: read byte-equal through ${b.name} ${onB ? 'yes' : 'NO'}, through the proxy ${viaProxy ? 'yes' : 'NO'}; files in the instances' DATA_DIR/uploads: ${local.length}; removed through ${b.name} and gone on ${a.name}: ${removed && gone ? 'yes' : 'NO'}`);
  return { ok: onB && viaProxy && local.length === 0 && removed && gone };
}
