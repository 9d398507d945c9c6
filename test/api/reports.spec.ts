import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

const HEADER = 'project,date,revenueIap,revenueAds,costUa,costTracking,anr,crashRate';

describe('project summaries, project report and cost summary', () => {
  let t: TestApp;
  let w: Workspace;
  let admin: Api;
  let staff: Actor;
  const android = 7101;
  const ios = 7102;
  const other = 7103;

  const row = (project: number, date: number, fields: Partial<Row> = {}) => ({
    project, date, revenueIap: 0, revenueAds: 0, costUa: 0, costTracking: 0, anr: 0, crashRate: 0, ...fields,
  });
  const csv = (text: string) => request(t.http).post('/api/project-summaries/import')
    .set('Authorization', w.admin.s.bearer).set('Accept-Language', 'en').set('Content-Type', 'text/csv').send(text);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    admin = w.api(w.admin);
    staff = await w.employee(12, 'Staff');
    await w.project(android, [], 'Alpha Android');
    await w.project(ios, [], 'Beta iOS');
    await w.project(other, [], 'Gamma Tools');
    await w.q(`update project set platform = 2 where id = $1`, [ios]);
    await w.q(`update project set platform = null where id = $1`, [other]);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('/api/project-summaries', () => {
    it('upserts on (project, date) and lists by project, then date', async () => {
      const first = await admin.post('/api/project-summaries', { summaries: [
        row(ios, 20260102, { revenueIap: 5, costUa: 7 }), row(android, 20260102, { revenueAds: 3 }), row(android, 20260101, { anr: 0.25, crashRate: 1.5 }),
      ] }).expect(200);
      expect(first.body).toEqual({ rows: 3 });
      await admin.post('/api/project-summaries', { summaries: [row(android, 20260102, { revenueAds: 30, costTracking: 4 })] }).expect(200);
      const list = (await admin.get('/api/project-summaries', { startDate: 20260101, endDate: 20260131 }).expect(200)).body.summaries;
      expect(list).toEqual([
        row(android, 20260101, { anr: 0.25, crashRate: 1.5 }), row(android, 20260102, { revenueAds: 30, costTracking: 4 }), row(ios, 20260102, { revenueIap: 5, costUa: 7 }),
      ]);
      const one = (await admin.get('/api/project-summaries', { project: ios, startDate: 20260101, endDate: 20260131 }).expect(200)).body.summaries;
      expect(one).toEqual([row(ios, 20260102, { revenueIap: 5, costUa: 7 })]);
      await w.q(`delete from project_summary`);
    });

    it('refuses bad rows, a key twice, an unknown project and a reversed range', async () => {
      for (const bad of [
        row(android, 20260230), row(android, 20260101, { costUa: -1 }), row(android, 20260101, { revenueIap: 1.5 }),
        row(android, 20260101, { anr: 101 }), row(android, 20260101, { crashRate: '1' }), { ...row(android, 20260101), extra: 1 },
      ]) {
        expectError(await admin.post('/api/project-summaries', { summaries: [bad] }), 400, 'common.validation');
      }
      expectError(await admin.post('/api/project-summaries', { summaries: [row(android, 20260101), row(android, 20260101)] }), 400, 'common.validation');
      expectError(await admin.post('/api/project-summaries', { summaries: [row(999999, 20260101)] }), 400, 'common.reference-missing');
      expectError(await admin.get('/api/project-summaries', { startDate: 20260110, endDate: 20260101 }), 400, 'common.validation');
      expectError(await admin.get('/api/project-summaries', { startDate: 20260110 }), 400, 'common.validation');
      expect(await w.q(`select * from project_summary`)).toEqual([]);
    });

    it('50 concurrent upserts of the same (project, date): no 5xx, one row', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
        admin.post('/api/project-summaries', { summaries: [row(android, 20260301, { costUa: 1000 + i })] })));
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      const rows = await w.q(`select cost_ua::int as c from project_summary where project_id = $1 and date = 20260301`, [android]);
      expect(rows).toHaveLength(1);
      expect(rows[0].c).toBeGreaterThanOrEqual(1000);
      await w.q(`delete from project_summary`);
    });

    it('imports CSV: good lines written, bad lines listed and not written, line 1 is the header', async () => {
      const text = [
        'date,project,revenueIap,revenueAds,costUa,costTracking,anr,crashRate',
        `20260401,${android},100,200,300,40,0.5,1.25`,
        `20260231,${android},1,1,1,1,0,0`,
        '',
        `20260402,${android},100,-5,300,40,0.5,1.25`,
        `20260401,999999,1,1,1,1,0,0`,
        `20260402,${ios},10,20,30,4,0,0`,
        `20260403,${ios},10,20`,
        `20260402,${ios},1,2,3,4,0,0`,
        `"20260403",${ios},"7",8,9,10,0.1,0.2`,
      ].join('\r\n');
      const res = await csv(text).expect(200);
      expect(res.body.imported).toBe(3);
      expect(res.body.errors.map((e: Row) => e.line)).toEqual([3, 5, 6, 8, 9]);
      expect(res.body.errors[0].message).toMatch(/date/);
      expect(res.body.errors[1].message).toMatch(/revenueAds/);
      expect(res.body.errors[2].message).toMatch(/Project 999999 does not exist/);
      expect(res.body.errors[3].message).toMatch(/Expected 8 values, found 4/);
      expect(res.body.errors[4].message).toMatch(/line 7/);
      const list = (await admin.get('/api/project-summaries', { startDate: 20260101, endDate: 20261231 }).expect(200)).body.summaries;
      expect(list).toEqual([
        row(android, 20260401, { revenueIap: 100, revenueAds: 200, costUa: 300, costTracking: 40, anr: 0.5, crashRate: 1.25 }),
        row(ios, 20260402, { revenueIap: 10, revenueAds: 20, costUa: 30, costTracking: 4 }),
        row(ios, 20260403, { revenueIap: 7, revenueAds: 8, costUa: 9, costTracking: 10, anr: 0.1, crashRate: 0.2 }),
      ]);
      await w.q(`delete from project_summary`);
    });

    it('a wrong header imports nothing and names the missing and unknown columns', async () => {
      const res = await csv(`project,date,revenueIap,revenueAds,costUa,cost,anr,crashRate\n${android},20260401,1,1,1,1,0,0\n`).expect(200);
      expect(res.body).toEqual({ imported: 0, errors: [{ line: 1, message: expect.stringMatching(/missing costTracking; unknown cost/) }] });
      const empty = await csv('').expect(200);
      expect(empty.body.imported).toBe(0);
      expect(empty.body.errors[0].line).toBe(1);
      expect(await w.q(`select * from project_summary`)).toEqual([]);
      // Only text/csv is an import.
      expectError(await admin.post('/api/project-summaries/import', { rows: [] }), 400, 'common.validation');
    });

    it('needs Admin', async () => {
      const s = w.api(staff);
      expectError(await s.get('/api/project-summaries', { startDate: 20260101, endDate: 20260102 }), 403, 'common.no-permission');
      expectError(await s.post('/api/project-summaries', { summaries: [] }), 403, 'common.no-permission');
      const res = await request(t.http).post('/api/project-summaries/import').set('Authorization', staff.s.bearer)
        .set('Content-Type', 'text/csv').send(`${HEADER}\n${android},20260101,1,1,1,1,0,0`);
      expectError(res, 403, 'common.no-permission');
      expect(await w.q(`select * from project_summary`)).toEqual([]);
    });
  });

  describe('/api/dashboard/project-report', () => {
    beforeAll(async () => {
      await admin.post('/api/project-summaries', { summaries: [
        row(android, 20260501, { revenueIap: 600_000, revenueAds: 400_000, costUa: 700_000, costTracking: 100_000, anr: 0.2, crashRate: 1 }),
        row(android, 20260502, { revenueIap: 300_000, revenueAds: 0, costUa: 0, costTracking: 0 }),
        row(ios, 20260501, { revenueIap: 50_000, revenueAds: 25_000, costUa: 200_000, costTracking: 0 }),
        row(other, 20260501, { revenueAds: 10_000, costUa: 3_000 }),
        row(android, 20260503, { revenueIap: 1 }),
      ] }).expect(200);
    });
    afterAll(async () => { await w.q(`delete from project_summary`); });

    it('answers each project with its days and the derived figures (hand-computed)', async () => {
      const res = await admin.get('/api/dashboard/project-report', { startDate: 20260501, endDate: 20260502 }).expect(200);
      const byName = res.body.projectSummaries.map((p: Row) => p.project.name);
      expect(byName).toEqual(['Alpha Android', 'Beta iOS', 'Gamma Tools']);
      const a = res.body.projectSummaries[0];
      expect(a.project).toEqual({ id: android, name: 'Alpha Android', icon: null, platform: 1 });
      expect(a.data).toEqual([
        // revenue 1,000,000, cost 800,000: profit 200,000, ROAS 125 %.
        { ...row(android, 20260501, { revenueIap: 600_000, revenueAds: 400_000, costUa: 700_000, costTracking: 100_000, anr: 0.2, crashRate: 1 }),
          totalRevenue: 1_000_000, totalCost: 800_000, profit: 200_000, roi: 125 },
        // No cost: ROAS 0.
        { ...row(android, 20260502, { revenueIap: 300_000 }), totalRevenue: 300_000, totalCost: 0, profit: 300_000, roi: 0 },
      ]);
      // 75,000 / 200,000 = 37.5 %, a loss of 125,000.
      expect(res.body.projectSummaries[1].data[0]).toMatchObject({ totalRevenue: 75_000, totalCost: 200_000, profit: -125_000, roi: 37.5 });
      // 10,000 / 3,000 = 333.33 %.
      expect(res.body.projectSummaries[2].data[0]).toMatchObject({ roi: 333.33, profit: 7_000 });
    });

    it('filters by platform (0 is none or another)', async () => {
      const names = async (platforms: string) => (await admin.get('/api/dashboard/project-report', { startDate: 20260501, endDate: 20260531, platforms }).expect(200))
        .body.projectSummaries.map((p: Row) => p.project.id);
      expect(await names('1,2')).toEqual([android, ios]);
      expect(await names('2')).toEqual([ios]);
      expect(await names('0')).toEqual([other]);
      expect(await names('')).toEqual([android, ios, other]);
      expectError(await admin.get('/api/dashboard/project-report', { startDate: 20260501, endDate: 20260531, platforms: 'android' }), 400, 'common.validation');
    });

    it('answers one project, 404 for none, 400 for a reversed or missing range, 403 without Admin', async () => {
      const one = (await admin.get(`/api/dashboard/project-report/${android}`, { startDate: 20260502, endDate: 20260503 }).expect(200)).body.projectSummary;
      expect(one.project.name).toBe('Alpha Android');
      expect(one.data.map((d: Row) => [d.date, d.totalRevenue, d.roi])).toEqual([[20260502, 300_000, 0], [20260503, 1, 0]]);
      expectError(await admin.get('/api/dashboard/project-report/888888', { startDate: 20260501, endDate: 20260502 }), 404, 'common.not-found');
      expectError(await admin.get('/api/dashboard/project-report', { startDate: 20260503, endDate: 20260501 }), 400, 'common.validation');
      expectError(await admin.get(`/api/dashboard/project-report/${android}`, { startDate: 20260503, endDate: 20260501 }), 400, 'common.validation');
      expectError(await admin.get('/api/dashboard/project-report', { endDate: 20260501 }), 400, 'common.validation');
      expectError(await admin.get('/api/dashboard/project-report', { startDate: 20240101, endDate: 20260501 }), 400, 'common.validation');
      expectError(await w.api(staff).get('/api/dashboard/project-report', { startDate: 20260501, endDate: 20260502 }), 403, 'common.no-permission');
      expectError(await w.api(staff).get(`/api/dashboard/project-report/${android}`, { startDate: 20260501, endDate: 20260502 }), 403, 'common.no-permission');
    });
  });

  describe('/api/dashboard/cost-summary', () => {
    let dev: Actor;
    let ua: Actor;
    let late: Actor;
    let viewer: Actor;
    const p1 = 7201;
    const p2 = 7202;
    const url = '/api/dashboard/cost-summary';

    beforeAll(async () => {
      dev = await w.employee(12, 'Dev');
      ua = await w.employee(5, 'Ua');
      late = await w.employee(13, 'Late');
      viewer = await w.employee(2, 'Ceo');
      await grant(t.http, w.admin.s, [viewer.id], ['Dashboard.CostSummary']);
      await w.project(p1, [], 'Cost One');
      await w.project(p2, [], 'Cost Two');
      await w.q(`update employee set salary = 30000000 where id = $1`, [dev.id]);
      await w.q(`update employee set salary = 20000000 where id = $1`, [ua.id]);
      await w.q(`update employee set salary = 30000000, join_date = 20260616 where id = $1`, [late.id]);
      // Dev: 30 points in p1 (ended 10 June), 10 points in p2 (from 15 June, still open), and an older task outside every range.
      await w.task({ projectId: p1, employee: dev.id, role: 12, score: 30, status: 4, startDate: '2026-05-20T03:00:00Z', endDate: '2026-06-10T03:00:00Z' });
      await w.task({ projectId: p2, employee: dev.id, role: 12, score: 10, status: 2, startDate: '2026-06-15T03:00:00Z' });
      await w.task({ projectId: p2, employee: dev.id, role: 12, score: 100, status: 4, startDate: '2026-05-01T03:00:00Z', endDate: '2026-05-10T03:00:00Z' });
      // Not started: no work, no share.
      await w.task({ projectId: p2, employee: dev.id, role: 12, score: 50, status: 1 });
      await w.task({ projectId: p1, employee: ua.id, role: 5, score: 8, status: 4, startDate: '2026-06-01T03:00:00Z' });
      await w.task({ projectId: p1, employee: late.id, role: 13, score: 16, status: 2, startDate: '2026-06-16T03:00:00Z' });
      w.freeze('2026-07-05T05:00:00Z');
    });

    const rowOf = (projectId: number, role: number, employeeId: string, fix: number, creative = false) => ({
      projectId, role, employeeId,
      fixTotalCost: fix, fixProductCost: creative ? 0 : fix, fixCreativeCost: creative ? fix : 0,
      postTotalCost: Math.round(fix * 1.6), postProductCost: creative ? 0 : Math.round(fix * 1.6), postCreativeCost: creative ? Math.round(fix * 1.6) : 0,
      totalCost: Math.round(fix * 1.6),
    });

    it('June: salaries split by task score over projects and roles, post = 1.6 x fixed (hand-computed)', async () => {
      const res = await w.api(viewer).get(url, { startDate: 20260601, endDate: 20260630, projects: `${p1},${p2}` }).expect(200);
      expect(res.body.result).toEqual([
        // Dev 30,000,000 x 30/40 in p1, x 10/40 in p2.
        rowOf(p1, 5, ua.id, 20_000_000, true),
        rowOf(p1, 12, dev.id, 22_500_000),
        // Late joined on 16 June: 15 of 30 days.
        rowOf(p1, 13, late.id, 15_000_000),
        rowOf(p2, 12, dev.id, 7_500_000),
      ]);
      expect(res.body.result[1]).toMatchObject({ postTotalCost: 36_000_000, totalCost: 36_000_000 });
      expect(res.body.employees).toEqual(expect.arrayContaining([{ id: dev.id, name: 'Test Dev' }, { id: ua.id, name: 'Test Ua' }]));
      expect(res.body.projects).toEqual(expect.arrayContaining([{ id: p1, name: 'Cost One' }, { id: p2, name: 'Cost Two' }]));
    });

    it('a week: only the tasks worked then share the days; a range over two months prices each day by its month', async () => {
      const week = (await w.api(viewer).get(url, { startDate: 20260601, endDate: 20260607, projects: `${p1},${p2}` }).expect(200)).body.result;
      // Dev 7/30 of 30,000,000 all in p1 (the p2 task starts on the 15th); UA 7/30 of 20,000,000.
      expect(week).toEqual([rowOf(p1, 5, ua.id, 4_666_667, true), rowOf(p1, 12, dev.id, 7_000_000)]);
      const across = (await w.api(viewer).get(url, { startDate: 20260625, endDate: 20260705, projects: String(p1) }).expect(200)).body.result;
      // UA: 20,000,000 x 6/30 + 20,000,000 x 5/31 = 7,225,806.45; post 11,561,290.
      expect(across.find((r: Row) => r.employeeId === ua.id)).toEqual(rowOf(p1, 5, ua.id, 7_225_806, true));
      expect(across.find((r: Row) => r.employeeId === ua.id).postTotalCost).toBe(11_561_290);
      // Dev's p1 task ended on 10 June: nothing in p1 for this range.
      expect(across.find((r: Row) => r.employeeId === dev.id)).toBeUndefined();
    });

    it('the project filter keeps the split over all projects', async () => {
      const only2 = (await w.api(viewer).get(url, { startDate: 20260601, endDate: 20260630, projects: String(p2) }).expect(200)).body.result;
      expect(only2).toEqual([rowOf(p2, 12, dev.id, 7_500_000)]);
    });

    it('validates the range and needs Dashboard.CostSummary', async () => {
      expectError(await w.api(viewer).get(url, { startDate: 20260630, endDate: 20260601 }), 400, 'common.validation');
      expectError(await w.api(viewer).get(url, { startDate: 20260601 }), 400, 'common.validation');
      expectError(await w.api(viewer).get(url, { startDate: '2026-06-01', endDate: 20260630 }), 400, 'common.validation');
      expectError(await w.api(viewer).get(url, { startDate: 20260601, endDate: 20260630, projects: '1;2' }), 400, 'common.validation');
      expectError(await w.api(staff).get(url, { startDate: 20260601, endDate: 20260630 }), 403, 'common.no-permission');
      await admin.get(url, { startDate: 20260601, endDate: 20260630 }).expect(200);
    });
  });
});
