// The load profile of `npm run bench` (issue 7 item 6): simulated employees at a person's pace on the
// 1M-task studio of load-seed.mjs, then a ramp of closed-loop connections until the first 503.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { call, cpuBetween, cpuSample, Stats, TIMEOUT_MS } from './load-client.mjs';
import { LOAD_PASSWORD } from './load-seed.mjs';

const TZ = 'Asia/Ho_Chi_Minh';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const ymd = (date) => Number(new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(date).replaceAll('-', ''));
export const todayYmd = () => ymd(new Date());
export const addDaysYmd = (days) => ymd(new Date(Date.now() + days * 86_400_000));

/**
 * The simulated people: `leads` project managers (5 projects each) and members of their projects,
 * with what they work on (read from the database once, as their screens would show it).
 */
export async function loadUsers(databaseUrl, { total = 200, leads = 20 } = {}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const today = todayYmd();
    const { rows: leadRows } = await db.query(
      `select e.id, e.role, array_agg(pe.project_id order by pe.project_id) as projects
         from employee e join project_employee pe on pe.employee_id = e.id and pe.role = 25
        where e.id ~ '^e[0-9]{4}$' and e.role = 25 group by e.id, e.role order by e.id limit $1`,
      [leads],
    );
    const leadProjects = leadRows.flatMap((l) => l.projects);
    const { rows: sample } = await db.query(
      `select project_id as "projectId", task_id as "taskId" from (
         select project_id, task_id, row_number() over (partition by project_id order by task_id desc) as rn
           from task where project_id = any($1) and status in (1, 2) and not is_archived and not is_system) x
        where rn <= 40`,
      [leadProjects],
    );
    const { rows: memberRows } = await db.query(
      `select e.id, e.role, array_agg(pe.project_id order by pe.project_id) as projects
         from employee e join project_employee pe on pe.employee_id = e.id
        where e.id in (select employee_id from project_employee where project_id = any($1) and role not in (25, 18))
        group by e.id, e.role order by e.id limit $2`,
      [leadProjects, total - leadRows.length],
    );
    const { rows: own } = await db.query(
      `select employee, task_id as "taskId", project_id as "projectId", status from (
         select employee, task_id, project_id, status, row_number() over (partition by employee order by task_id desc) as rn
           from task where employee = any($1) and status in (1, 2) and not is_archived and not is_system
            and deadline >= $2 and input <> '') x
        where rn <= 20`,
      [memberRows.map((m) => m.id), today],
    );
    const users = [];
    for (const l of leadRows) {
      users.push({ id: l.id, role: l.role, kind: 'lead', projects: l.projects, ticketProjects: l.projects,
        editable: sample.filter((s) => l.projects.includes(s.projectId)).map((s) => s.taskId), tasks: [] });
    }
    for (const m of memberRows) {
      users.push({ id: m.id, role: m.role, kind: 'member', projects: m.projects,
        ticketProjects: m.projects.filter((p) => leadProjects.includes(p)), editable: [],
        tasks: own.filter((t) => t.employee === m.id).map((t) => ({ taskId: t.taskId, projectId: t.projectId, status: t.status })) });
    }
    return users;
  } finally {
    await db.end();
  }
}

/** Logs every user in once through POST /api/auth/login (argon2id); answers the stats of the logins. */
export async function loginAll(base, users, concurrency = 8) {
  const stats = new Stats();
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < users.length) {
      const u = users[next++];
      const res = await call(stats, base, 'POST /api/auth/login', 'POST', '/api/auth/login', { body: { username: u.id, password: LOAD_PASSWORD }, parse: true });
      if (res.status !== 200) throw new Error(`login of ${u.id} answered ${res.status}`);
      u.token = res.body.token;
    }
  }));
  return { stats, seconds: (performance.now() - started) / 1000 };
}

/**
 * A socket.io client per user (the bell), on `base` (through the proxy: spread over the instances).
 * Counts the notifications the run expects (`expect(employee, requestId)`) and their delivery time.
 */
export async function connectSockets(base, users) {
  const expected = new Map();
  // The push can beat the HTTP answer that tells the client to expect it.
  const early = new Map();
  const delivery = [];
  let received = 0;
  const sockets = await Promise.all(users.map((u) => new Promise((resolve, reject) => {
    const socket = io(base, { transports: ['websocket'], auth: { token: u.token }, reconnection: false, forceNew: true });
    socket.on('notification', (n) => {
      received++;
      const key = `${n.employeeId}:${n.content?.requestId}:${n.type}`;
      const ms = Date.now() - Date.parse(n.createdAt);
      if (expected.has(key)) {
        expected.delete(key);
        delivery.push(ms);
      } else {
        early.set(key, ms);
      }
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  })));
  const ids = new Set(users.map((u) => u.id));
  return {
    sockets,
    expect(employee, requestId, type) {
      if (!ids.has(employee)) return;
      const key = `${employee}:${requestId}:${type}`;
      if (early.has(key)) {
        delivery.push(early.get(key));
        early.delete(key);
      } else {
        expected.set(key, Date.now());
      }
    },
    reset() {
      expected.clear();
      early.clear();
      delivery.length = 0;
      received = 0;
    },
    async settle(ms = 3000) {
      const until = Date.now() + ms;
      while (expected.size && Date.now() < until) await sleep(50);
      const xs = [...delivery].sort((a, b) => a - b);
      const at = (q) => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
      return { expected: xs.length + expected.size, delivered: xs.length, missing: expected.size, received, p50: at(0.5), p99: at(0.99), max: xs.at(-1) };
    },
    close() {
      sockets.forEach((s) => s.close());
    },
  };
}

const NOTE_CREATE_REQUEST = 13;
const NOTE_ANSWER = { 12: [16, 17], 14: [18, 19] };

/** What a person does, one action at a time. `c(type, method, path, opts)` is the recorded call. */
function actions(user, c, bell, leadOf) {
  const openTaskList = async () => {
    const project = pick(user.projects);
    // The page loader, then the grid's own fetch.
    await Promise.all([
      c('GET /api/projects/:id', 'GET', `/api/projects/${project}`),
      c('GET /api/auth/permissions?project', 'GET', `/api/auth/permissions?project=${project}`),
    ]);
    await c('GET /api/projects/:id/tasks', 'GET', `/api/projects/${project}/tasks`);
  };
  const dashboard = () => c('GET /api/tasks (dashboard)', 'GET', `/api/tasks?filters=${encodeURIComponent('[]')}&showHidden=false`);
  const me = () => c('GET /api/auth/me', 'GET', '/api/auth/me');
  const notifications = async () => {
    const res = await c('GET /api/notifications?isRead=false', 'GET', '/api/notifications?isRead=false&limit=50', { parse: true });
    const unread = res.body?.notifications ?? [];
    if (!unread.length) return;
    if (unread.length > 5 && Math.random() < 0.3) await c('POST /api/notifications/read-all', 'POST', '/api/notifications/read-all');
    else await c('POST /api/notifications/:id/read', 'POST', `/api/notifications/${pick(unread).id}/read`);
  };
  const moveStatus = async () => {
    const task = pick(user.tasks);
    if (!task) return openTaskList();
    // A task whose deadline passed since the run read it cannot start: the member sees 'Deadline exceeded'.
    const res = await c('PATCH /api/tasks/:id {status}', 'PATCH', `/api/tasks/${task.taskId}`,
      { body: { status: task.status === 1 ? 2 : 1 }, parse: true, expected: ['400 task.deadline-exceeded'] });
    if (res.status === 200) task.status = res.body.status;
    else if (res.status === 400) user.tasks = user.tasks.filter((t) => t !== task);
  };
  const editScore = async () => {
    const taskId = pick(user.editable);
    if (!taskId) return openTaskList();
    await c('PATCH /api/tasks/:id {score}', 'PATCH', `/api/tasks/${taskId}`, { body: { score: 8 + Math.floor(Math.random() * 112) } });
  };
  const fileTicket = async () => {
    // A third are edit requests on one's own task (in a project whose manager is simulated).
    const task = Math.random() < 0.3 ? pick(user.tasks.filter((t) => user.ticketProjects.includes(t.projectId))) : undefined;
    const edit = !!task;
    const project = edit ? task.projectId : pick(user.ticketProjects);
    if (project === undefined) return notifications();
    const n = Math.floor(Math.random() * 1e9);
    const content = edit
      ? { project, task: task.taskId, scoreNew: 8 + (n % 60), deadlineNew: addDaysYmd(30 + (n % 60)) }
      : { project, taskName: `Requested ${n}`, score: 8 + (n % 60), deadline: addDaysYmd(30 + (n % 60)), role: user.role, employee: user.id, input: '' };
    const res = await c('POST /api/tickets', 'POST', '/api/tickets', {
      body: { title: `Request ${n}`, description: 'Please', requestType: edit ? 14 : 12, priority: 2, content }, parse: true,
    });
    // A task request is announced to the project's managers (and owner) at once.
    if (res.status === 201 && !edit) bell?.expect(leadOf.get(project), res.body.id, NOTE_CREATE_REQUEST);
  };
  const myTickets = () => c('GET /api/tickets?box=sent', 'GET', '/api/tickets?box=sent');
  const answerTicket = async () => {
    const res = await c('GET /api/tickets?box=received', 'GET', '/api/tickets?box=received', { parse: true });
    const open = (res.body?.tickets ?? []).filter((t) => t.state === 'Open' && (t.requestType === 12 || t.requestType === 14));
    if (!open.length) return;
    const ticket = pick(open.slice(0, 5));
    const approve = Math.random() < 0.7;
    // Another manager of the project (or another connection of the ramp as the same one) may answer first.
    const answer = await c('POST /api/tickets/:id/response', 'POST', `/api/tickets/${ticket.id}/response`,
      { body: { approve, description: approve ? 'OK' : 'Not now' }, expected: ['409 ticket.already-answered', '409 ticket.withdrawn'] });
    if (answer.status === 201) bell?.expect(ticket.createdBy, ticket.id, NOTE_ANSWER[ticket.requestType][approve ? 0 : 1]);
  };
  const mix = user.kind === 'lead'
    ? [[openTaskList, 25], [editScore, 20], [answerTicket, 25], [notifications, 15], [dashboard, 10], [me, 5]]
    : [[openTaskList, 30], [moveStatus, 20], [fileTicket, 10], [notifications, 15], [myTickets, 10], [dashboard, 10], [me, 5]];
  const total = mix.reduce((n, [, w]) => n + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [action, w] of mix) if ((r -= w) < 0) return action();
    return mix[0][0]();
  };
}

function leadsByProject(users) {
  const map = new Map();
  for (const u of users) if (u.kind === 'lead') for (const p of u.projects) map.set(p, u.id);
  return map;
}

/**
 * `users` people for `seconds`, each acting every 1-3 s. Answers the stats, the socket deliveries,
 * the CPU used by `pids` and the machine, and the event-loop delay of this (the client) process.
 */
export async function runProfile({ base, users, seconds, bell, pids = [] }) {
  const stats = new Stats();
  const leadOf = leadsByProject(users);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  bell?.reset();
  const end = performance.now() + seconds * 1000;
  const cpu0 = cpuSample(pids);
  lag.enable();
  await Promise.all(users.map(async (u) => {
    const c = (type, method, path, opts = {}) => call(stats, base, type, method, path, { token: u.token, ...opts });
    const act = actions(u, c, bell, leadOf);
    await sleep(Math.random() * 3000);
    while (performance.now() < end) {
      await act();
      const think = 1000 + Math.random() * 2000;
      if (performance.now() + think >= end) break;
      await sleep(think);
    }
  }));
  lag.disable();
  const cpu = cpuBetween(cpu0, cpuSample(pids));
  const sockets = bell ? await bell.settle() : null;
  return { stats, seconds, sockets, cpu, clientLagP99: lag.percentile(99) / 1e6 };
}

/**
 * Closed-loop connections without think time, doubling every `stepSeconds`, until the first 503
 * (or `levels` run out). Each connection acts as one of the users, in the same mix.
 */
export async function runRamp({ base, users, levels = [25, 50, 100, 200, 400, 800, 1600], stepSeconds = 7, log = console.log }) {
  const leadOf = leadsByProject(users);
  const steps = [];
  let stop = false;
  let current = null;
  const workers = [];
  const startWorker = (i) => {
    const u = users[i % users.length];
    const proxy = { ...u, tasks: u.tasks.map((t) => ({ ...t })) };
    const c = (type, method, path, opts = {}) => call(current.stats, base, type, method, path, { token: u.token, ...opts });
    const act = actions(proxy, c, null, leadOf);
    workers.push((async () => {
      while (!stop) await act();
    })());
  };
  let first503 = null;
  log(`  ${'connections'.padStart(11)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  503s  other 5xx  hangs  unexpected 4xx`);
  for (const level of levels) {
    current = { level, stats: new Stats(), started: performance.now() };
    while (workers.length < level) startWorker(workers.length);
    await sleep(stepSeconds * 1000);
    const s = current.stats;
    const elapsed = (performance.now() - current.started) / 1000;
    const all = [];
    for (const t of s.types.values()) all.push(...t.latencies);
    all.sort((a, b) => a - b);
    const at = (q) => all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)] ?? 0;
    let other5xx = 0;
    for (const t of s.types.values()) for (const [st, n] of t.statuses) if (typeof st === 'number' && st >= 500 && st !== 503) other5xx += n;
    const step = { level, rps: all.length / elapsed, p50: at(0.5), p99: at(0.99), s503: s.count(503), other5xx, hangs: s.count('hang'), unexpected4xx: s.unexpected().count };
    steps.push(step);
    log(`  ${String(level).padStart(11)} ${step.rps.toFixed(0).padStart(7)} ${Math.round(step.p50).toString().padStart(6)} ${Math.round(step.p99).toString().padStart(6)}  ${String(step.s503).padStart(4)}  ${String(other5xx).padStart(9)}  ${String(step.hangs).padStart(5)}  ${String(step.unexpected4xx).padStart(14)}`);
    if (step.s503 > 0) {
      first503 = level;
      break;
    }
  }
  stop = true;
  // In-flight calls end within the client timeout (an action is at most two calls in a row).
  await Promise.race([Promise.all(workers), sleep(2 * TIMEOUT_MS + 1000)]);
  return { steps, first503, cap: levels.at(-1) };
}
