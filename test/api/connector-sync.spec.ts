import request from 'supertest';
import { loadConfig } from '../../backend/src/config';
import { ConnectorsService } from '../../backend/src/modules/connectors/connectors.service';
import { createTestApp, type TestApp } from '../support/app';
import { startFakeAdServices, type FakeAdServices, type FakeCredentials } from '../support/fake-ad-services';
import { expectError, type Row } from '../support/http';
import { type Api, Workspace } from '../support/workspace';

const CREDS: FakeCredentials = {
  unity: { keyId: 'unity-key-id', secretKey: 'unity-SECRET-value', organizationId: 'org-5773' },
  max: { apiKey: 'max-SECRET-api-key' },
  admob: { account: 'pub-1234567890', refreshToken: 'admob-SECRET-refresh' },
  mintegral: { apiKey: 'mtg-SECRET-api-key', accessKey: 'mtg-access-key' },
};
const RATE = 25000;
const A = 8201;
const B = 8202;
const C = 8203;

describe('connector sync against local servers speaking the services\' formats', () => {
  let t: TestApp;
  let w: Workspace;
  let admin: Api;
  let fake: FakeAdServices;
  const ids: Record<string, number> = {};
  const put = (path: string, body: object) => request(t.http).put(path).set('Authorization', w.admin.s.bearer).set('Accept-Language', 'en').send(body);
  const summary = () => w.q(`select project_id as p, date, revenue_iap::int as iap, revenue_ads::int as ads, cost_ua::int as ua, crash_rate as crash
    from project_summary order by project_id, date`);
  const sync = (name: string, from = 20261101, to = 20261103) => admin.post(`/api/connectors/${ids[name]}/sync`, { from, to });

  beforeAll(async () => {
    fake = await startFakeAdServices(CREDS);
    const env = {
      NODE_ENV: 'test' as const, DATABASE_URL: 'x', CONNECTOR_UNITY_URL: fake.url, CONNECTOR_MAX_URL: fake.url, CONNECTOR_ADMOB_URL: fake.url,
      CONNECTOR_GOOGLE_OAUTH_URL: fake.url, CONNECTOR_MINTEGRAL_URL: fake.url, CONNECTOR_GOOGLE_CLIENT_ID: 'client', CONNECTOR_GOOGLE_CLIENT_SECRET: 'client-secret',
      CONNECTOR_RETRY_BASE_MS: '20', CONNECTOR_MAX_RETRIES: '2', CONNECTOR_TIMEOUT_MS: '3000', CONNECTOR_USD_TO_VND: String(RATE),
    };
    t = await createTestApp({ connectors: loadConfig(env).connectors });
    w = await Workspace.create(t);
    admin = w.api(w.admin);
    await w.project(A, [], 'Alpha');
    await w.project(B, [], 'Beta');
    await w.project(C, [], 'Gamma');
    fake.data.unity = { 'unity-a': { '2026-11-01': 12.5, '2026-11-02': 10 }, 'unity-b': { '2026-11-01': 4 }, 'unity-c': { '2026-11-01': 99 } };
    fake.data.mintegral = { 'com.alpha': { '2026-11-01': 2, '2026-11-03': 1 }, 'com.other': { '2026-11-01': 50 } };
    fake.data.max = { 'com.alpha': { '2026-11-02': 30.25 }, 'com.other': { '2026-11-02': 1 } };
    fake.data.admob = { 'ca-app-pub-1~b': { '2026-11-03': 1.5 } };
    const make = async (name: string, serviceId: number, credentials: Record<string, string>, links: [number, string][], active = links.map(([p]) => p)) => {
      ids[name] = (await admin.post('/api/connectors', { name, serviceId, credentials, activeProjects: active }).expect(201)).body.connector.id;
      for (const [p, activeId] of links) await put(`/api/connectors/${ids[name]}/projects/${p}/config`, { activeId }).expect(200);
    };
    await make('unity', 1, CREDS.unity, [[A, 'unity-a'], [B, 'unity-b'], [C, 'unity-c']], [A, B]);
    await make('mintegral', 3, CREDS.mintegral, [[A, 'com.alpha']]);
    await make('max', 4, CREDS.max, [[A, 'com.alpha']]);
    await make('admob', 5, CREDS.admob, [[B, 'ca-app-pub-1~b']]);
    // A figure written by hand before: its other columns are kept.
    await admin.post('/api/project-summaries', { summaries: [
      { project: A, date: 20261101, revenueIap: 777, revenueAds: 0, costUa: 5, costTracking: 0, anr: 0, crashRate: 1.5 },
    ] }).expect(200);
  });
  afterAll(async () => { await w?.close(); await t?.close(); await fake?.close(); });

  it('Unity: costUa of the active projects with a config, in VND; an inactive project is not pulled', async () => {
    expect((await sync('unity').expect(200)).body).toEqual({ rows: 3 });
    expect(await summary()).toEqual([
      { p: A, date: 20261101, iap: 777, ads: 0, ua: 12.5 * RATE, crash: 1.5 },
      { p: A, date: 20261102, iap: 0, ads: 0, ua: 10 * RATE, crash: 0 },
      { p: B, date: 20261101, iap: 0, ads: 0, ua: 4 * RATE, crash: 0 },
    ]);
    expect(fake.requests.filter((r) => r.path.includes('/organizations/')).length).toBe(2);
  });

  it('Mintegral (paged, signed) adds its cost to the same days; MAX and AdMob fill revenueAds', async () => {
    expect((await sync('mintegral').expect(200)).body).toEqual({ rows: 2 });
    expect((await sync('max').expect(200)).body).toEqual({ rows: 1 });
    expect((await sync('admob').expect(200)).body).toEqual({ rows: 1 });
    expect(await summary()).toEqual([
      { p: A, date: 20261101, iap: 777, ads: 0, ua: 14.5 * RATE, crash: 1.5 },
      { p: A, date: 20261102, iap: 0, ads: 30.25 * RATE, ua: 10 * RATE, crash: 0 },
      { p: A, date: 20261103, iap: 0, ads: 0, ua: 1 * RATE, crash: 0 },
      { p: B, date: 20261101, iap: 0, ads: 0, ua: 4 * RATE, crash: 0 },
      { p: B, date: 20261103, iap: 0, ads: 1.5 * RATE, ua: 0, crash: 0 },
    ]);
  });

  it('lands in the project report; a second sync of every connector changes nothing and adds no row', async () => {
    const before = await summary();
    const report = async () => (await admin.get('/api/dashboard/project-report', { startDate: 20261101, endDate: 20261103 }).expect(200)).body.projectSummaries;
    const first = await report();
    expect(first.map((p: Row) => [p.project.name, p.data.map((d: Row) => [d.date, d.costUa, d.revenueAds])])).toEqual([
      ['Alpha', [[20261101, 362500, 0], [20261102, 250000, 756250], [20261103, 25000, 0]]],
      ['Beta', [[20261101, 100000, 0], [20261103, 0, 37500]]],
    ]);
    for (const name of ['unity', 'mintegral', 'max', 'admob']) await sync(name).expect(200);
    expect(await summary()).toEqual(before);
    expect(await report()).toEqual(first);
    expect((await w.q(`select count(*)::int as n from connector_daily`))[0].n).toBe(7);
  });

  it('every pulled figure names its connector and run, with the amount as reported', async () => {
    const rows = await w.q(`select d.connector_id, d.project_id, d.date, d.metric, d.amount::int, d.reported, r.status, r.trigger, r.started_by
      from connector_daily d join connector_sync_run r on r.id = d.run_id where d.connector_id = $1 order by d.project_id, d.date`, [ids.unity]);
    expect(rows).toEqual([
      { connector_id: ids.unity, project_id: A, date: 20261101, metric: 'costUa', amount: 312500, reported: '12.5', status: 'ok', trigger: 'manual', started_by: 'admin' },
      { connector_id: ids.unity, project_id: A, date: 20261102, metric: 'costUa', amount: 250000, reported: '10', status: 'ok', trigger: 'manual', started_by: 'admin' },
      { connector_id: ids.unity, project_id: B, date: 20261101, metric: 'costUa', amount: 100000, reported: '4', status: 'ok', trigger: 'manual', started_by: 'admin' },
    ]);
    const latest = await w.q(`select max(id) as id from connector_sync_run where connector_id = $1`, [ids.unity]);
    expect(new Set((await w.q(`select run_id from connector_daily where connector_id = $1`, [ids.unity])).map((r) => r.run_id))).toEqual(new Set([latest[0].id]));
  });

  it('a figure the service revised down or no longer reports is corrected', async () => {
    fake.data.unity['unity-a'] = { '2026-11-01': 12.5 };
    await sync('unity').expect(200);
    const a2 = (await summary()).find((r) => r.p === A && r.date === 20261102);
    expect(a2).toEqual({ p: A, date: 20261102, iap: 0, ads: 30.25 * RATE, ua: 0, crash: 0 });
    fake.data.unity['unity-a'] = { '2026-11-01': 12.5, '2026-11-02': 10 };
    await sync('unity').expect(200);
  });

  it('20 concurrent syncs of two connectors over the same project days: no 5xx, the same figures, no duplicate', async () => {
    const before = await summary();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sync(i % 2 ? 'unity' : 'mintegral')));
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(await summary()).toEqual(before);
    expect((await w.q(`select count(*)::int as n from connector_daily`))[0].n).toBe(7);
  });

  it('429 with Retry-After is waited out and retried; 5xx is retried with backoff', async () => {
    fake.requests.length = 0;
    fake.failures.push({ prefix: '/maxReport', status: 429, headers: { 'Retry-After': '1' } });
    const started = Date.now();
    await sync('max').expect(200);
    const calls = fake.requests.filter((r) => r.path === '/maxReport');
    expect(calls).toHaveLength(2);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(10000);
    fake.failures.push({ prefix: '/api/v1/reports/data', status: 503 }, { prefix: '/api/v1/reports/data', status: 502 });
    await sync('mintegral').expect(200);
  });

  it('a service that keeps failing: 502 connector.sync-failed, the run is marked failed, no figure changes, no secret in the message', async () => {
    const before = await summary();
    fake.failures.push(...[0, 1, 2].map(() => ({ prefix: '/advertise/', status: 500 })));
    const res = await sync('unity');
    expectError(res, 502, 'connector.sync-failed');
    expect(JSON.stringify(res.body)).not.toContain('SECRET');
    const run = await w.q(`select status, error from connector_sync_run where connector_id = $1 order by id desc limit 1`, [ids.unity]);
    expect(run[0]).toEqual({ status: 'failed', error: 'Unity Ads: HTTP 500 after 3 attempts' });
    // Wrong credentials: the services' own error answers.
    await admin.patch(`/api/connectors/${ids.mintegral}`, { credentials: { apiKey: 'wrong-key-123' } }).expect(200);
    const mtg = await sync('mintegral');
    expectError(mtg, 502, 'connector.sync-failed');
    expect(mtg.body.details[0].message).toContain('code 10003');
    await admin.patch(`/api/connectors/${ids.mintegral}`, { credentials: { apiKey: CREDS.mintegral.apiKey } }).expect(200);
    await admin.patch(`/api/connectors/${ids.max}`, { credentials: { apiKey: 'wrong-max-key' } }).expect(200);
    const max = await sync('max');
    expectError(max, 502, 'connector.sync-failed');
    expect(JSON.stringify(max.body)).not.toContain('wrong-max-key');
    await admin.patch(`/api/connectors/${ids.max}`, { credentials: { apiKey: CREDS.max.apiKey } }).expect(200);
    expect(await summary()).toEqual(before);
  });

  it('the daily job claims one run per connector and day, even when two instances fire at once', async () => {
    const service = t.app.get(ConnectorsService);
    const clock = service['clock'] as { now: () => Date };
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-04T03:00:00Z'));
    const [r1, r2] = await Promise.all([service.runScheduled(), service.runScheduled()]);
    expect(r1.runs + r2.runs).toBe(4);
    expect(r1.failed + r2.failed).toBe(0);
    expect((await service.runScheduled()).runs).toBe(0);
    const runs = await w.q(`select connector_id, from_date, to_date, status from connector_sync_run where trigger = 'schedule' order by connector_id`);
    expect(runs).toEqual(Object.values(ids).sort((a, b) => a - b).map((id) => ({ connector_id: id, from_date: 20261101, to_date: 20261103, status: 'ok' })));
    jest.restoreAllMocks();
  });
});
