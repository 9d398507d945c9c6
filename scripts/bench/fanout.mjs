// Notification fan-out for `npm run bench`: 500 socket.io clients (one per employee) are connected;
// 100 sudden tasks are created through the API, each writing a notification for its assignee;
// the latency is from the API call to the socket event at the client. With `sinks` (issue 25 item 4)
// every employee also takes this type by e-mail now and has a push subscription, so each
// notification also queues a mail and a push in its transaction; both are counted at the sinks.
import { createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { io } from 'socket.io-client';

export async function fanout({ base, databaseUrl, adminToken, sinks, clients = 500, notifications = 100, concurrency = 10 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: [{ id: project }] } = await db.query(`insert into project (name, platform) values ('Bench fan-out', 1) returning id`);
  const ids = Array.from({ length: clients }, (_, i) => `bench${i}`);
  await db.query(
    `insert into employee (id, first_name, last_name, role, role_level, is_active, personal_email)
     select id, 'Bench', 'User', 12, 32, true, id || '@bench.example' from unnest($1::text[]) id`,
    [ids],
  );
  if (sinks) {
    // Type 11: a new sudden task for its assignee (libs/domain NotificationType), a bell-only type by default.
    await db.query(`insert into notification_preference (employee_id, type, channel) select unnest($1::text[]), 11, 'email'`, [ids]);
    const subs = ids.map((id) => sinks.push.subscription(`${sinks.push.url}/bench/${id}`));
    await db.query(
      `insert into push_subscription (employee_id, endpoint, p256dh, auth)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
      [ids, subs.map((s) => s.endpoint), subs.map((s) => s.p256dh), subs.map((s) => s.auth)],
    );
  }
  await db.query(`insert into project_employee (project_id, employee_id, role) select $1, unnest($2::text[]), 12`, [project, ids]);
  await db.query(`update acl_version set version = version + 1 where id = 1`);
  const secret = createSecretKey(Buffer.from((await db.query(`select value from app_secret where name = 'jwt'`)).rows[0].value));
  await db.end();

  const now = Math.floor(Date.now() / 1000);
  const pending = new Map();
  const latencies = [];
  const deliveries = [];
  const sockets = await Promise.all(ids.map((id) => new Promise((resolve, reject) => {
    const token = jwt.sign({ sub: id, jti: randomUUID(), iat: now, iatMs: Date.now(), exp: now + 3600 }, secret, { algorithm: 'HS256' });
    const socket = io(base, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    socket.on('notification', (n) => {
      const started = pending.get(n.content?.taskName);
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      // Row written (its created_at) to socket event: the delivery itself.
      deliveries.push(Date.now() - Date.parse(n.createdAt));
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  })));

  let next = 0;
  async function worker() {
    while (next < notifications) {
      const i = next++;
      const taskName = `Fan-out ${i}`;
      pending.set(taskName, performance.now());
      const res = await fetch(`${base}/api/projects/${project}/tasks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: taskName, role: 12, score: 8, deadline: 20300101, isSudden: true, employee: ids[(i * 37) % ids.length], input: '', output: '' }),
      });
      if (res.status !== 201) throw new Error(`task create answered ${res.status}: ${await res.text()}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const deadline = Date.now() + 5000;
  while (latencies.length < notifications && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  sockets.forEach((s) => s.close());
  // The mails and pushes follow the commit on the outbox senders; each must arrive, once.
  const sent = { mail: 0, push: 0, seconds: 0 };
  if (sinks) {
    const began = performance.now();
    const until = Date.now() + 60000;
    while ((sinks.smtp.received.length < notifications || sinks.push.received.length < notifications) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    sent.mail = sinks.smtp.received.length;
    sent.push = sinks.push.received.length;
    sent.seconds = (performance.now() - began) / 1000;
  }
  const stats = (xs) => {
    xs.sort((a, b) => a - b);
    const at = (q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
    return { p50: at(0.5), p99: at(0.99), max: xs.at(-1) };
  };
  return { connected: sockets.length, delivered: latencies.length, sent: notifications, endToEnd: stats(latencies), delivery: stats(deliveries), channels: sent };
}
