// Fault (issue 21 item 6): the embedded PostgreSQL stopped and started again under load. The app is
// not restarted: during the outage every request ends, within its bound, in a clean 503 with the
// API's error shape; once PostgreSQL is back the app answers 200 within 10 s (docs/decisions/038-faults.md).
import '../../backend/src/register-paths';
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config';
import { ADMIN_PASSWORD, freePort } from '../support/app-process';

const ROOT = path.resolve(__dirname, '../..');
const PROJECT = 902;
const CLIENTS = 10;
/** Longer than any bound of the app (acquire 3 s, statement 10 s + 5 s): a request still open then hangs. */
const CLIENT_TIMEOUT_MS = 20_000;
const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

interface Answer { at: number; ms: number; status: number; body: unknown; method: string }

describe('fault: PostgreSQL stopped and started under load', () => {
  let pg: ChildProcess;
  let app: INestApplication | undefined;
  let dataDir: string;
  const dir = path.join(ROOT, `.cache/fault-pg-${process.pid}`);

  /** Asks the cluster's process to 'start', 'stop' or 'remove' it; answers its reply. */
  const cluster = (message: string) => new Promise<{ url?: string }>((resolve, reject) => {
    pg.once('message', (reply: { ok: boolean; error?: string; url?: string }) => (reply.ok ? resolve(reply) : reject(new Error(reply.error))));
    pg.send(message);
  });

  beforeAll(async () => {
    pg = fork(path.join(ROOT, 'test/support/embedded-pg-process.mjs'), [], {
      cwd: ROOT, env: { ...process.env, PG_DIR: dir, PG_PORT: String(await freePort()) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve) => pg.once('message', resolve));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sp-fault-'));
  });

  afterAll(async () => {
    await app?.close();
    if (pg?.connected) {
      await cluster('remove').catch(() => {});
      pg.disconnect();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers clean 503s while it is down and 200 within 10 s of it being back, without a restart', async () => {
    const { url: databaseUrl } = await cluster('start');
    const port = Number(new URL(databaseUrl!).port);
    app = await createApp(loadConfig({ NODE_ENV: 'test' }, { databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir }), { web: false, logger: false });
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const c = new Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`insert into project (id, name, platform) values ($1, 'Restart test', 1)`, [PROJECT]);
    await c.query(`update acl_version set version = version + 1 where id = 1`);
    // The app's own (persistent) embedded cluster flushes every commit: a crash of PostgreSQL loses no answered write.
    expect((await c.query(`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync`)).rows[0]).toEqual({ fsync: 'on', sync: 'on' });
    await c.end();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    const started = Date.now();
    const answers: Answer[] = [];
    const call = async (method: string, url: string, body?: object): Promise<Answer> => {
      const t0 = Date.now();
      let answer: Answer;
      try {
        const res = await fetch(`${base}${url}`, { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
        answer = { at: t0 - started, ms: Date.now() - t0, status: res.status, body: await res.json().catch(() => null), method };
      } catch (error) {
        answer = { at: t0 - started, ms: Date.now() - t0, status: 0, body: String(error), method }; // a hang or a dropped socket
      }
      answers.push(answer);
      return answer;
    };
    const get = () => call('GET', '/api/hr/employees');
    let load = true;
    let n = 0;
    const clients = Array.from({ length: CLIENTS }, async (_, i) => {
      while (load) {
        if (i % 2) await get();
        else await call('POST', `/api/projects/${PROJECT}/tasks`, { name: `c${i}-${n++}`, input: content('b'), output: content(''), score: 4, role: 12, deadline: 20991231 });
        await new Promise((r) => setTimeout(r, 20));
      }
    });

    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const until = async (done: () => boolean, what: string, ms = 15_000) => {
      const limit = Date.now() + ms;
      while (!done()) {
        if (Date.now() > limit) throw new Error(`not within ${ms} ms: ${what}`);
        await wait(20);
      }
    };
    await until(() => answers.some((a) => a.status === 200) && answers.some((a) => a.status === 201), 'reads and writes served under load');
    const stopAt = Date.now() - started;
    await cluster('stop');
    // Load on the app while nothing listens on the port: a few rounds of every client.
    const stoppedAt = Date.now() - started;
    await until(() => answers.filter((a) => a.at >= stoppedAt).length >= 3 * CLIENTS, 'requests during the outage');
    const startAskedAt = Date.now() - started; // from here PostgreSQL may accept connections again
    const restart = await cluster('start');
    expect(Number(new URL(restart.url!).port)).toBe(port); // the same cluster and port: the app's URL holds
    const backAt = Date.now() - started;

    // A normal authenticated GET answers 200 within 10 s of PostgreSQL being back.
    let recovered: number | undefined;
    while (Date.now() - started - backAt < 10_000) {
      const a = await get();
      if (a.status === 200) {
        recovered = a.at + a.ms - backAt;
        break;
      }
      await wait(100);
    }
    load = false;
    await Promise.all(clients);
    const after = await call('POST', `/api/projects/${PROJECT}/tasks`, { name: 'after', input: content('b'), output: content(''), score: 4, role: 12, deadline: 20991231 });

    const summary = { stopAt, stoppedAt, startAskedAt, backAt, recovered, answers: answers.length, byStatus: answers.reduce<Record<number, number>>((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {}) };
    expect({ summary, recovered: recovered !== undefined && recovered <= 10_000 }).toEqual({ summary, recovered: true });
    expect(after.status).toBe(201);
    // Every write answered 201, before, during or after the outage, is stored.
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    const stored = new Set((await check.query(`select task_id from task where project_id = $1`, [PROJECT])).rows.map((r) => r.task_id as number));
    await check.end();
    const answered = answers.filter((a) => a.status === 201).map((a) => (a.body as { taskId: number }).taskId);
    expect(answered.filter((id) => !stored.has(id))).toEqual([]);
    // During the outage requests failed, and every failure was a clean 503 in the API's shape...
    const failures = answers.filter((a) => a.status !== 200 && a.status !== 201);
    const duringOutage = answers.filter((a) => a.at >= stoppedAt && a.at + a.ms <= startAskedAt);
    expect(duringOutage.length).toBeGreaterThanOrEqual(3 * CLIENTS);
    expect(duringOutage.filter((a) => a.status !== 503)).toEqual([]);
    for (const f of failures) {
      expect({ status: f.status, body: f.body }).toEqual({
        status: 503, body: { statusCode: 503, code: expect.stringMatching(/^common\.(unavailable|busy)$/), message: expect.any(String) },
      });
    }
    // ...answered within the app's own bounds, never left hanging.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(CLIENT_TIMEOUT_MS / 2);
  }, 90_000);
});
