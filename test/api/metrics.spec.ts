// GET /metrics (API.md, Operations; docs/decisions/035): Prometheus text behind METRICS_TOKEN, route
// templates as labels (never ids), the pool, scheduled jobs, sockets and the process defaults.
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin, type Session } from '../support/http';
import { connectSocket } from '../support/socket';

const TOKEN = 'metrics-token-for-tests';
const ID = 987654;

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`) && !l.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('answers 404, with or without a bearer token', async () => {
    await request(t.http).get('/metrics').expect(404);
    await request(t.http).get('/metrics').set('Authorization', 'Bearer anything').expect(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: Session;
  const sockets: Socket[] = [];
  const scrape = async () => (await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  it('answers 401 without a token, with a wrong one, or with the token not as a bearer', async () => {
    const none = await request(t.http).get('/metrics').expect(401);
    expect(none.body.code).toBe('common.unauthorized');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(t.http).get('/metrics').set('Authorization', 'Bearer ').expect(401);
    await request(t.http).get('/metrics').set('Authorization', TOKEN).expect(401);
    // Not the API's credentials either: a session token is not the metrics token.
    await request(t.http).get('/metrics').set('Authorization', admin.bearer).expect(401);
  });

  it('is Prometheus text with the process defaults', async () => {
    const res = await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(res.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('labels requests by route template and status, never by the ids of the path', async () => {
    await request(t.http).get(`/api/projects/${ID}/tasks`).set('Authorization', admin.bearer);
    await request(t.http).get(`/api/projects/${ID}/tasks`).set('Authorization', admin.bearer);
    await request(t.http).get(`/api/tasks/${ID}`).expect(401);
    await request(t.http).get(`/api/no-such-thing/${ID}`).set('Authorization', admin.bearer).expect(404);
    await request(t.http).get(`/some/page/${ID}`);
    const text = await scrape();
    const count = (labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', labels);
    const tasks = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/api/projects/:projectId/tasks"'));
    expect(tasks).toMatch(/method="GET"/);
    expect(Number(tasks!.split(' ').pop())).toBe(2);
    expect(count({ method: 'GET', route: '/api/tasks/:taskId', status: '401' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/auth/login', status: '200' })).toBe(1);
    expect(count({ method: 'GET', route: '/api/(unmatched)', status: '404' })).toBe(1);
    expect(count({ method: 'GET', route: '(web)', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/tasks/:taskId', le: '+Inf' })).toBe(1);
    // No id, of the path or of anyone, in any label.
    const labels = text.split('\n').filter((l) => !l.startsWith('#')).flatMap((l) => l.match(/"[^"]*"/g) ?? []);
    expect(labels.filter((l) => /\d{4,}|admin/.test(l))).toEqual([]);
  });

  it('has the pool gauges', async () => {
    const text = await scrape();
    const total = sample(text, 'db_pool_total')!;
    const idle = sample(text, 'db_pool_idle')!;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(10);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
  });

  it('counts scheduled job runs by job and result, the runs started by hand included', async () => {
    expect(sample(await scrape(), 'scheduled_job_runs_total', { job: 'near-deadline' })).toBeUndefined();
    await request(t.http).post('/api/admin/jobs/near-deadline/run').set('Authorization', admin.bearer).expect(200);
    await request(t.http).post('/api/admin/jobs/near-deadline/run').set('Authorization', admin.bearer).expect(200);
    await request(t.http).post('/api/admin/jobs/overdue-tasks/run').set('Authorization', admin.bearer).expect(200);
    // An unknown job is no run, and no label.
    await request(t.http).post('/api/admin/jobs/no-such-job/run').set('Authorization', admin.bearer).expect(404);
    const text = await scrape();
    expect(sample(text, 'scheduled_job_runs_total', { job: 'near-deadline', result: 'success' })).toBe(2);
    expect(sample(text, 'scheduled_job_runs_total', { job: 'overdue-tasks', result: 'success' })).toBe(1);
    expect(text).not.toContain('no-such-job');
  });

  it('gauges the socket connections of the instance', async () => {
    expect(sample(await scrape(), 'socket_connections')).toBe(0);
    await connectSocket(t.url, admin.token, sockets);
    await connectSocket(t.url, admin.token, sockets);
    expect(sample(await scrape(), 'socket_connections')).toBe(2);
    sockets[0].close();
    const deadline = Date.now() + 5000;
    while (sample(await scrape(), 'socket_connections') !== 1) {
      if (Date.now() > deadline) throw new Error('the gauge did not follow the disconnection');
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});
