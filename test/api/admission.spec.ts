// Admission of API calls: past MAX_IN_FLIGHT calls in progress a call is refused at once (503
// common.busy, Retry-After) instead of queueing; at shutdown new calls are refused while the calls
// in progress finish on a pool that is still open (no 500 "Cannot use a pool after calling end").
import pg from 'pg';
import request from 'supertest';
import { Admission } from '../../backend/src/common/admission';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, sleep } from '../support/http';
import { Workspace } from '../support/workspace';

const P = 951;

/** Holds a row lock on a task from outside the app until `release()`. */
async function holdTask(databaseUrl: string, taskId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from task where task_id = $1 for update', [taskId]);
  return { release: async () => { await client.query('commit'); await client.end(); } };
}

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('admission: a bound on the calls in progress, and a drain at shutdown', () => {
  let t: TestApp | undefined;
  let w: Workspace | undefined;

  afterEach(async () => {
    await w?.close();
    await t?.close().catch(() => undefined);
    t = undefined;
    w = undefined;
  });

  async function setup(maxInFlight: number) {
    t = await createTestApp({ maxInFlight });
    w = await Workspace.create(t);
    await w.project(P);
    const task = await w.task({ projectId: P, name: 'Locked', score: 4 });
    return { t, w, task, admission: t.app.get(Admission) };
  }

  it('answers 503 common.busy with Retry-After beyond MAX_IN_FLIGHT, then serves again', async () => {
    const { t, w, task, admission } = await setup(3);
    const lock = await holdTask(t.databaseUrl, task);
    const admin = w.api(w.admin);
    const held = [10, 11, 12].map((score) => admin.patch(`/api/tasks/${task}`, { score }).then((r) => r));
    await until(() => admission.current === 3, 'three calls in progress');

    const refused = await request(t.http).get('/api/auth/me').set('Authorization', w.admin.s.bearer).set('Accept-Language', 'en');
    expectError(refused, 503, 'common.busy');
    expect(refused.headers['retry-after']).toBe('1');

    await lock.release();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200, 200]);
    await until(() => admission.current === 0, 'the calls to finish');
    await w.api(w.admin).get('/api/auth/me').expect(200);
  });

  it('at shutdown refuses new calls and lets the calls in progress finish on an open pool', async () => {
    const { t, w, task, admission } = await setup(0);
    const lock = await holdTask(t.databaseUrl, task);
    const admin = w.api(w.admin);
    const held = [20, 21].map((score) => admin.patch(`/api/tasks/${task}`, { score }).then((r) => r));
    await until(() => admission.current === 2, 'two calls in progress');

    const closing = t.app.close();
    await sleep(50);
    const refused = await request(t.http).get('/api/auth/me').set('Authorization', w.admin.s.bearer);
    expectError(refused, 503, 'common.unavailable');
    expect(refused.headers.connection).toBe('close');

    await lock.release();
    const answers = await Promise.all(held);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    await closing;
    expect([20, 21]).toContain((await w.q<{ score: number }>('select score from task where task_id = $1', [task]))[0].score);
  });
});
