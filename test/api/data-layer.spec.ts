// The data-access layer under load: mixed concurrent writes on a deliberately small pool, the
// races of the contract, recovery after PostgreSQL cuts every connection, and bounded waits.
import request from 'supertest';
import { Db } from '../../backend/src/database/db';
import type { AppConfig } from '../../backend/src/config';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, sleep } from '../support/http';
import { content, type Actor, type Api, Workspace } from '../support/workspace';

const P = 901;
const NOW = '2026-06-15T03:00:00.000Z';
const { Planning, InProgress } = { Planning: 1, InProgress: 2 };

const smallPool = (poolMax: number, acquireTimeoutMs = 5000, poolMin = poolMax): Partial<AppConfig> => ({
  db: { poolMax, poolMin, acquireTimeoutMs, statementTimeoutMs: 10_000, lockTimeoutMs: 5_000, idleInTransactionTimeoutMs: 10_000 },
});

/** Every answer of a batch, as [status, code]. */
const statuses = (answers: request.Response[]) => answers.map((r) => r.status);

interface Studio {
  t: TestApp;
  w: Workspace;
  manager: Actor;
  owner: Actor;
  hr: Actor;
  devs: Actor[];
  m: Api;
}

async function studio(t: TestApp, project: number): Promise<Studio> {
  const w = await Workspace.create(t);
  const manager = await w.employee(25, 'Manager');
  const owner = await w.employee(18, 'Owner');
  const hr = await w.employee(20, 'Hr');
  const devs: Actor[] = [];
  for (let i = 0; i < 5; i++) devs.push(await w.employee(12, `Dev ${i}`));
  await w.project(project, [[manager, 25], [owner, 18], ...devs.map((d) => [d, 12] as [Actor, number])]);
  for (const d of devs) await w.q(`update employee set contact_admin = $2, permitted_day_left = 10 where id = $1`, [d.id, hr.id]);
  return { t, w, manager, owner, hr, devs, m: w.api(manager) };
}

const createTicket = (project: number, taskName: string) => ({
  title: 'Need a task', description: 'Please', requestType: 12, priority: 1,
  content: { project, taskName, input: 'brief', score: 8, deadline: 20260630, employee: null, role: 12, altScore: 0 },
});

describe('data layer: 60 concurrent mixed writes on a pool of 3', () => {
  let s: Studio;

  beforeAll(async () => {
    s = await studio(await createTestApp(smallPool(3)), P);
  });
  beforeEach(() => { s.w.freeze(NOW); });
  afterAll(async () => { await s?.w.close(); await s?.t.close(); });

  it('answers every write without a 5xx and leaves the data consistent', async () => {
    const { w, m, devs, hr } = s;
    const admin = w.api(w.admin);
    const scoreTasks = await Promise.all(Array.from({ length: 14 }, (_, i) => w.task({ projectId: P, name: `score ${i}`, score: 4 })));
    const assignTasks = await Promise.all(Array.from({ length: 12 }, (_, i) => w.task({ projectId: P, name: `assign ${i}` })));
    const ownTasks = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      w.task({ projectId: P, name: `own ${i}`, employee: devs[i % devs.length].id, status: Planning })));
    const tickets: number[] = [];
    for (let i = 0; i < 12; i++) {
      tickets.push((await w.api(devs[i % devs.length]).post('/api/tickets', createTicket(P, `from ticket ${i}`)).expect(201)).body.id);
    }
    // Ten leave requests, two per developer on different days.
    const leaves: { who: Actor; date: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const who = devs[i % devs.length];
      const date = 20260616 + Math.floor(i / devs.length);
      await w.api(who).post('/api/tickets', { title: 'Day off', description: 'Family', requestType: 11, priority: 1, content: { date, breakTime: 2, isPermitted: true } }).expect(201);
      leaves.push({ who, date });
    }

    const writes: Promise<request.Response>[] = [
      ...scoreTasks.map((id, i) => admin.patch(`/api/tasks/${id}`, { score: 10 + i })),
      ...assignTasks.map((id, i) => m.patch(`/api/tasks/${id}`, { employee: devs[i % devs.length].id })),
      ...ownTasks.map((id, i) => w.api(devs[i % devs.length]).patch(`/api/tasks/${id}`, { status: InProgress })),
      ...tickets.map((id) => m.post(`/api/tickets/${id}/response`, { approve: true })),
      ...leaves.map((l) => w.api(hr).post('/api/breaks/decide', { employee: l.who.id, date: l.date, breakTime: 2, isAccept: true })),
    ];
    expect(writes).toHaveLength(60);
    const answers = await Promise.all(writes);
    expect(statuses(answers).filter((code) => code >= 500)).toEqual([]);
    expect(statuses(answers).every((code) => code === 200 || code === 201)).toBe(true);

    const scores = await w.q<{ score: number }>(`select score from task where task_id = any($1) order by array_position($1, task_id)`, [scoreTasks]);
    expect(scores.map((r) => r.score)).toEqual(scoreTasks.map((_, i) => 10 + i));
    const assigned = await w.q<{ employee: string }>(`select employee from task where task_id = any($1) order by array_position($1, task_id)`, [assignTasks]);
    expect(assigned.map((r) => r.employee)).toEqual(assignTasks.map((_, i) => devs[i % devs.length].id));
    const moved = await w.q<{ status: number }>(`select status from task where task_id = any($1)`, [ownTasks]);
    expect(moved.every((r) => r.status === InProgress)).toBe(true);
    const created = await w.q(`select task_id from task where task_name like 'from ticket %'`);
    expect(created).toHaveLength(12);
    const answered = await w.q(`select request_id from ticket_response where request_id = any($1)`, [tickets]);
    expect(answered).toHaveLength(12);
    // Two full days each from 10: 8 left, spent once per decision.
    const left = await w.q<{ l: number }>(`select permitted_day_left::float as l from employee where id = any($1)`, [devs.map((d) => d.id)]);
    expect(left.map((r) => r.l)).toEqual(devs.map(() => 8));
    const dayOffs = await w.q(`select 1 from employee_break where employee = any($1)`, [devs.map((d) => d.id)]);
    expect(dayOffs).toHaveLength(10);
  });

  it('concurrent answers to one ticket: exactly one 201, 409 for the rest', async () => {
    const { w, m, devs, owner } = s;
    const id = (await w.api(devs[0]).post('/api/tickets', createTicket(P, 'answered once')).expect(201)).body.id;
    const o = w.api(owner);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? o : m).post(`/api/tickets/${id}/response`, { approve: true })));
    expect(statuses(answers).filter((c) => c === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) expectError(r, 409, 'ticket.already-answered');
    expect(await w.q(`select task_id from task where task_name = 'answered once'`)).toHaveLength(1);
  });

  it('concurrent creates with one Task ID: one 201, 409 for the rest', async () => {
    const { w, m, devs } = s;
    const body = { name: 'Same id', input: content('doc'), output: content(''), score: 8, role: 12, employee: devs[1].id, deadline: 20260630, alt: 'RACE-1' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => m.post(`/api/projects/${P}/tasks`, body)));
    expect(statuses(answers).filter((c) => c === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) expectError(r, 409, 'task.alt-exists');
    expect(await w.q(`select task_id from task where alt_id = 'RACE-1'`)).toHaveLength(1);
  });

  it('a unique violation the rules did not foresee is a 409 with a code, never a 500', async () => {
    const db = s.t.app.get(Db);
    const conflict = await db.tx(async () => {
      await db.exec(`insert into task (task_id, alt_id, project_id, task_name, role, input, output, score, alt_score, final_score, status,
                       is_sudden, is_system, employee, created_at, last_modified)
                     select task_id, alt_id || '-copy', project_id, task_name, role, input, output, score, alt_score, final_score, status,
                       is_sudden, is_system, employee, created_at, last_modified from task limit 1`);
    }).catch((error) => error);
    expect(conflict).toMatchObject({ code: 'common.duplicate', status: 409 });
  });
});

describe('data layer: no query leaves its transaction (a pool of one connection)', () => {
  let s: Studio;
  const Q = 902;

  beforeAll(async () => {
    s = await studio(await createTestApp(smallPool(1, 2000)), Q);
  });
  beforeEach(() => { s.w.freeze(NOW); });
  afterAll(async () => { await s?.w.close(); await s?.t.close(); });

  it('a query issued inside tx() by any code runs on the transaction\'s connection', async () => {
    const db = s.t.app.get(Db);
    const seen = await db.tx(async () => {
      const inner = await db.tx(() => db.one<{ pid: number }>(`select pg_backend_pid() as pid`));
      const outer = await db.one<{ pid: number }>(`select pg_backend_pid() as pid`);
      const open = await db.one<{ open: boolean }>(`select now() = statement_timestamp() as open`);
      return { inner: inner!.pid, outer: outer!.pid, inTx: !open!.open };
    });
    expect(seen.inner).toBe(seen.outer);
    expect(seen.inTx).toBe(true);
  });

  it('every write path that nests rules in a transaction completes on one connection', async () => {
    const { w, m, devs, hr } = s;
    const admin = w.api(w.admin);
    const task = await w.task({ projectId: Q, name: 'one connection', employee: devs[0].id });
    await admin.patch(`/api/tasks/${task}`, { score: 12 }).expect(200);
    await m.patch(`/api/tasks/${task}`, { employee: devs[1].id }).expect(200);
    await w.api(devs[1]).patch(`/api/tasks/${task}`, { status: InProgress }).expect(200);
    await m.post(`/api/projects/${Q}/tasks`, { name: 'made here', input: content('x'), output: content(''), score: 4, role: 12, employee: devs[0].id, deadline: 20260630 }).expect(201);
    const approve = (await w.api(devs[0]).post('/api/tickets', createTicket(Q, 'approved on one connection')).expect(201)).body.id;
    await m.post(`/api/tickets/${approve}/response`, { approve: true }).expect(201);
    const negotiate = (await w.api(devs[0]).post('/api/tickets', createTicket(Q, 'negotiated')).expect(201)).body.id;
    const counter = (await m.post(`/api/tickets/${negotiate}/negotiation`, { content: { taskName: 'negotiated', score: 6, deadline: 20260705 } }).expect(201)).body.id;
    await w.api(devs[0]).post(`/api/tickets/${counter}/response`, { approve: true }).expect(201);
    await w.api(devs[2]).post('/api/tickets', { title: 'Day off', description: 'Family', requestType: 11, priority: 1, content: { date: 20260616, breakTime: 2, isPermitted: true } }).expect(201);
    await w.api(hr).post('/api/breaks/decide', { employee: devs[2].id, date: 20260616, breakTime: 2, isAccept: true }).expect(200);
    await admin.patch(`/api/hr/employees/${devs[3].id}`, { role: 13 }).expect(200);
    await admin.post('/api/admin/jobs/overdue-tasks/run').expect(200);
    expect(await w.q(`select 1 from task where task_name in ('made here', 'approved on one connection')`)).toHaveLength(2);
  });
});

describe('data layer: recovery and bounded waits', () => {
  let s: Studio;
  const R = 903;

  beforeAll(async () => {
    s = await studio(await createTestApp(smallPool(4, 1500)), R);
  });
  afterAll(async () => { await s?.w.close(); await s?.t.close(); });

  const me = () => s.m.get('/api/auth/me');

  it('GET /api/health is public; /api/health/ready reports the database and migrations', async () => {
    await request(s.t.http).get('/api/health').expect(200, { status: 'ok' });
    const ready = await request(s.t.http).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
  });

  it('opens the kept connections at start and keeps them while idle (DB_POOL_MIN)', async () => {
    const t = await createTestApp(smallPool(3, 1500, 2));
    try {
      // Opened by the start itself, before any call.
      expect(t.app.get(Db).poolStats()).toMatchObject({ total: 2, idle: 2 });
      // A burst opens up to the maximum; the pool then closes only what is above the kept number.
      await Promise.all(Array.from({ length: 3 }, () => t.app.get(Db).query('select pg_sleep(0.05)')));
      expect(t.app.get(Db).poolStats().total).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('serves again within 5 s after PostgreSQL terminates every connection of the app', async () => {
    await me().expect(200);
    // Warm every pooled connection, then cut them all.
    await Promise.all(Array.from({ length: 8 }, () => me()));
    const database = new URL(s.t.databaseUrl).pathname.slice(1);
    const killed = await s.w.q(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'studio-portal'`, [database],
    );
    expect(killed.length).toBeGreaterThan(0);
    const started = Date.now();
    let last = 0;
    while (Date.now() - started < 5000) {
      const res = await me();
      last = res.status;
      if (last === 200) break;
      expect([503]).toContain(last);
      await sleep(100);
    }
    expect(last).toBe(200);
    // And keeps serving: writes too.
    const task = await s.w.task({ projectId: R, name: 'after restart' });
    await s.w.api(s.w.admin).patch(`/api/tasks/${task}`, { score: 9 }).expect(200);
  });

  it('a full pool answers 503 common.busy with Retry-After within the acquire timeout, then recovers', async () => {
    const db = s.t.app.get(Db);
    // Hold every connection of the pool in open transactions.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    // The request starts once all four hold a connection (a fixed sleep raced them on a busy machine).
    let holding = 0;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => { allHeld = resolve; });
    const holders = Array.from({ length: 4 }, () => db.tx(async () => {
      await db.one('select 1');
      if (++holding === 4) allHeld();
      await gate;
    }));
    try {
      await held;
      const started = Date.now();
      const res = await me();
      expect(Date.now() - started).toBeLessThan(4000);
      expectError(res, 503, 'common.busy');
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      release();
      await Promise.all(holders);
    }
    await me().expect(200);
  });

  it('a statement past statement_timeout is cancelled in PostgreSQL and answered 503', async () => {
    const t = await createTestApp({ db: { poolMax: 2, poolMin: 0, acquireTimeoutMs: 2000, statementTimeoutMs: 300, lockTimeoutMs: 200, idleInTransactionTimeoutMs: 2000 } });
    // Resolved in `finally` too: a holder left waiting keeps its connection and app.close() would wait for it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let holder: Promise<unknown> = Promise.resolve();
    try {
      const db = t.app.get(Db);
      const slow = await db.one('select pg_sleep(2)').catch((error) => error);
      expect(slow).toMatchObject({ code: 'common.busy', status: 503 });
      // A row lock held elsewhere: the waiter gives up after lock_timeout instead of hanging.
      // The waiter starts once the lock is held (a fixed sleep let it win the race on a busy machine).
      let locked!: () => void;
      const held = new Promise<void>((resolve) => { locked = resolve; });
      holder = db.tx(async () => {
        await db.one(`select 1 from employee where id = 'admin' for update`);
        locked();
        await gate;
      });
      await held;
      const waiter = await db.tx(() => db.one(`select 1 from employee where id = 'admin' for update`)).catch((error) => error);
      expect(waiter).toMatchObject({ code: 'common.busy', status: 503 });
      release();
      await holder;
      expect(await db.one<{ ok: number }>('select 1 as ok')).toEqual({ ok: 1 });
    } finally {
      release();
      await holder.catch(() => undefined);
      await t.close();
    }
  });
});
