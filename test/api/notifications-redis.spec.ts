import { spawnSync } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, login, loginAdmin } from '../support/http';
import type { Row } from '../support/http';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Pinged synchronously with ioredis, so an unreachable Redis skips the test instead of failing it. */
function redisReachable(url: string): boolean {
  const script = `const Redis = require('ioredis');
    const r = new Redis(${JSON.stringify(url)}, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.connect().then(() => r.ping()).then((p) => process.exit(p === 'PONG' ? 0 : 1), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', script], { timeout: 5000, cwd: process.cwd() }).status === 0;
}

const redisUp = redisReachable(REDIS_URL);
if (!redisUp) console.warn(`SKIPPED notifications-redis: Redis is not reachable at ${REDIS_URL} (it runs on the dev machines and in CI)`);
const itWithRedis = redisUp ? it : it.skip;

describe('scale-out: two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let other: TestApp | undefined;
  const sockets: Socket[] = [];

  afterAll(async () => {
    for (const s of sockets) s.close();
    await other?.close();
    await b?.close();
    await a?.close();
  });

  itWithRedis(`a notification written through instance A reaches a client connected to instance B (${REDIS_URL})`, async () => {
    a = await createTestApp({ redisUrl: REDIS_URL });
    // The same database as A (createTestApp's own fresh one goes unused and is dropped on close).
    b = await createTestApp({ redisUrl: REDIS_URL, databaseUrl: a.databaseUrl });
    const admin = await loginAdmin(a.http);
    const employee = await createEmployee(a.http, admin, { lastName: 'Redis', firstName: 'Reader', role: 12 });
    const session = await login(a.http, employee, 'password-123');

    const socket = io(b.url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: session.token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise<Row>((resolve) => socket.once('notification', resolve));
    const [written] = await a.app.get(NotificationsService).notify([{ employeeId: employee, type: 1, content: { taskName: 'Across instances' } }]);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_r, reject) => { timer = setTimeout(() => reject(new Error('no notification on B within 3 s')), 3000); });
    const got = await Promise.race([received, timeout]).finally(() => clearTimeout(timer));
    expect(got).toMatchObject({ id: written.id, employeeId: employee, type: 1, content: { taskName: 'Across instances' } });
    // Instance B reads the same rows.
    const list = await request(b.http).get('/api/notifications').set('Authorization', session.bearer).expect(200);
    expect(list.body.notifications.map((n: Row) => n.id)).toContain(written.id);
  });

  itWithRedis('another deployment on the same Redis (another database) never hears this one', async () => {
    a ??= await createTestApp({ redisUrl: REDIS_URL });
    b ??= await createTestApp({ redisUrl: REDIS_URL, databaseUrl: a.databaseUrl });
    other = await createTestApp({ redisUrl: REDIS_URL });
    // 'admin' exists in every deployment: the same room name on both sides of the Redis.
    const connect = async (t: TestApp) => {
      const session = await loginAdmin(t.http);
      const socket = io(t.url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: session.token } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const got: Row[] = [];
      socket.on('notification', (n: Row) => got.push(n));
      return got;
    };
    const onB = await connect(b);
    const onOther = await connect(other);
    const [written] = await a.app.get(NotificationsService).notify([{ employeeId: 'admin', type: 1, content: { taskName: 'Only this studio' } }]);
    const deadline = Date.now() + 3000;
    while (!onB.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(onB.map((n) => n.id)).toEqual([written.id]);
    expect(onOther).toEqual([]);
  });
});
