// The work-score dashboard, viewable employees, the contract rule and the yearly report: figures
// checked against hand-computed values (docs/scoring.md), and every gate.
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

const P = 881;
const P2 = 882;

describe('dashboard scoring', () => {
  let t: TestApp;
  let w: Workspace;
  let dev: Actor; // unity dev (12), middle (33): benchmark 8 x 20 x 1.25 = 200
  let idle: Actor; // unity dev (12), middle, no work
  let pm: Actor; // project manager (25): team performance of role 12
  let mgr: Actor; // manager (4): Dashboard.Benchmark + Dashboard.Score.Get for role 12
  let peeker: Actor; // Dashboard.Benchmark without Dashboard.Score.Get
  let d: Api;

  const workScore = (as: Api, employee: string, month = 11, year = 2026) => as.get('/api/dashboard/work-score', { employee, month, year });

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    dev = await w.employee(12, 'Dev');
    idle = await w.employee(12, 'Idle');
    pm = await w.employee(25, 'PM');
    mgr = await w.employee(4, 'Manager');
    peeker = await w.employee(4, 'Peeker');
    await w.q(`update employee set role_level = 33 where id = any($1)`, [[dev.id, idle.id, pm.id]]);
    await w.project(P, [[dev, 12], [pm, 25]]);
    await w.project(P2, [[dev, 12]]);
    await grant(t.http, w.admin.s, [mgr.id], ['Dashboard.Benchmark', { permissionId: 'Dashboard.Score.Get', conditionType: 5, conditionValue: { roles: [12] } }]);
    await grant(t.http, w.admin.s, [peeker.id], ['Dashboard.Benchmark']);
    await w.bumpAcl();

    // Config (the scoring-config tables, written in SQL: their API is another module's).
    // The start wrote the defaults (benchmark 0 = not set, states 1.2/1/0.8/0.6): these rows replace them.
    await w.q(`insert into role_benchmark (role, role_level, benchmark) values (12, 33, 8), (25, 33, 5)
      on conflict (role, role_level) do update set benchmark = excluded.benchmark`);
    await w.q(`insert into performance_benchmark (role, role_level, scale) values (12, 33, 1.25)`);
    await w.q(`insert into performance_state (role, type, percent) values (12, 1, 1.2), (12, 2, 1), (12, 3, 0.8), (12, 4, 0.6)
      on conflict (role, type) do update set percent = excluded.percent`);
    await w.q(`insert into mission_config (role, mission_type, default_config) values
      (12, 1, '{}'), (12, 2, '{"projects": [${P}]}'), (25, 3, '{"roles": [12], "performance": 0.8}')`);
    await w.q(`insert into mission_instance (employee, mission_type, value) values ($1, 2, '{"projects": [${P2}]}')`, [dev.id]);

    // dev's tasks. November 2026 (company zone Asia/Ho_Chi_Minh, UTC+7):
    const task = (status: number, finalScore: number, endDate: string | null, deadline: number | null) =>
      w.task({ projectId: P, employee: dev.id, status, score: finalScore, finalScore, endDate, deadline });
    await task(4, 100, '2026-11-10T03:00:00Z', 20261105); // success, Nov
    await task(4, 40, '2026-10-31T18:00:00Z', 20261030); // success: 01:00 on 1 Nov in Hanoi -> Nov
    await task(4, 70, '2026-10-15T03:00:00Z', 20261015); // success, Oct
    await task(3, 30, '2026-11-20T03:00:00Z', 20261125); // completed (waiting for review), Nov
    await task(2, 20, null, 20261125); // in progress, due Nov
    await task(1, 10, null, 20261201); // planning, due Dec
    await task(1, 5, null, null); // no deadline: no month
    await task(5, 50, '2026-11-05T03:00:00Z', 20261104); // failure: counted only as a failure
    await w.q(`insert into penalty (project_id, employee, role, score, reason, date) values ($1, $2, 12, 10, 'bug', 20261112)`, [P2, dev.id]);
    w.freeze('2026-12-10T03:00:00Z');
    d = w.api(dev);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('work score of oneself: NoBug (instance projects) then WS, figures by hand', async () => {
    const res = await workScore(d, dev.id).expect(200);
    const missions = res.body.missions as Row[];
    expect(missions.map((m) => m.missionType)).toEqual([2, 1]);
    const [noBug, ws] = missions;
    // The instance replaces the role's projects: P2 had a penalty on 12 Nov -> NotPass.
    expect(noBug).toMatchObject({ employee: dev.id, date: 20261101, missionType: 2, missionStatus: 0, missionResults: { penalty: { scoreDouble: 10 } } });
    expect(ws).toEqual({
      employee: dev.id, date: 20261101, missionType: 1,
      missionStatus: 0, // achieved 140 - 10 = 130, predicted 130 + 30 + 20 = 180, objective 200
      missionBenchmarks: {
        score: 200, performance: 65, // 130 / 200
        performanceStates: [{ type: 1, percent: 1.2 }, { type: 2, percent: 1 }, { type: 3, percent: 0.8 }, { type: 4, percent: 0.6 }],
      },
      missionResults: {
        success: { scoreDouble: 140 }, complete: { scoreDouble: 30 }, inProgress: { scoreDouble: 20 }, penalty: { scoreDouble: 10 },
        flattenEmployees: [{ employeeId: dev.id, role: 12, current: 130, benchmark: 200 }],
      },
    });
  });

  it('October: one success of 70, PredictPass never reached; December: the planning task is in progress', async () => {
    const oct = (await workScore(d, dev.id, 10).expect(200)).body.missions[1] as Row;
    expect(oct.missionResults).toMatchObject({ success: { scoreDouble: 70 }, complete: { scoreDouble: 0 }, inProgress: { scoreDouble: 0 }, penalty: { scoreDouble: 0 } });
    const dec = (await workScore(d, dev.id, 12).expect(200)).body.missions as Row[];
    expect(dec[0].missionStatus).toBe(1); // NoBug: December is running and clean -> PredictPass
    expect(dec[1].missionResults.inProgress.scoreDouble).toBe(10);
  });

  it('team performance of the project manager: role 12 team, 130 of 400 = 32.5 %', async () => {
    const res = await workScore(w.api(pm), pm.id).expect(200);
    const [team] = res.body.missions as Row[];
    expect(team.missionType).toBe(3);
    expect(team.missionStatus).toBe(0); // predicted 180 / 400 = 45 % < 80 %
    expect(team.missionBenchmarks.score).toBe(400);
    expect(team.missionBenchmarks.performance).toBe(32.5);
    const flat = (team.missionResults.flattenEmployees as Row[]).sort((a, b) => a.employeeId.localeCompare(b.employeeId));
    expect(flat).toEqual([
      { employeeId: dev.id, role: 12, current: 130, benchmark: 200 },
      { employeeId: idle.id, role: 12, current: 0, benchmark: 200 },
    ].sort((a, b) => a.employeeId.localeCompare(b.employeeId)));
  });

  it('an employee without missions gets none', async () => {
    expect((await workScore(w.api(mgr), mgr.id).expect(200)).body).toEqual({ missions: [] });
  });

  describe('gates', () => {
    it('another employee needs Dashboard.Benchmark and the employee among the viewable ones', async () => {
      expectError(await workScore(d, idle.id), 403, 'common.no-permission');
      expectError(await workScore(w.api(peeker), dev.id), 403, 'common.no-permission');
      expectError(await workScore(w.api(mgr), pm.id), 403, 'common.no-permission'); // role 25 not in the condition
      expectError(await workScore(w.api(mgr), 'nobody-here'), 403, 'common.no-permission');
      const seen = (await workScore(w.api(mgr), dev.id).expect(200)).body.missions as Row[];
      expect(seen[1].missionBenchmarks.score).toBe(200);
      await workScore(w.api(w.admin), dev.id).expect(200);
    });

    it('viewable employees: oneself, plus the active employees of the condition\'s roles', async () => {
      expect((await w.api(dev).get('/api/dashboard/viewable-employees').expect(200)).body).toEqual({
        employees: [{ id: dev.id, name: 'Test Dev', role: 12 }],
      });
      const list = (await w.api(mgr).get('/api/dashboard/viewable-employees').expect(200)).body.employees as Row[];
      expect(list.map((e) => e.id).sort()).toEqual([mgr.id, dev.id, idle.id].sort());
      expect(list[0].id).toBe(mgr.id);
      expect((await w.api(peeker).get('/api/dashboard/viewable-employees').expect(200)).body.employees.map((e: Row) => e.id)).toEqual([peeker.id]);
    });

    it('bad month or year -> 400 common.validation', async () => {
      expectError(await workScore(d, dev.id, 13), 400, 'common.validation');
      expectError(await d.get('/api/dashboard/work-score', { employee: dev.id, month: 'x', year: 2026 }), 400, 'common.validation');
      expectError(await d.get('/api/dashboard/employee-yearly-report', { year: '20x6' }), 403, 'common.no-permission');
      expectError(await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: '20x6' }), 400, 'common.validation');
    });
  });

  it('the contract rule: December running -> October and November; idle is below 120 in both, dev only in October', async () => {
    const res = await w.api(mgr).get('/api/dashboard/below-minimum', { month: 12, year: 2026 }).expect(200);
    expect(res.body).toEqual({ months: [20261001, 20261101], employees: [{ id: idle.id, name: 'Test Idle', role: 12 }] });
    // November itself is over: November and October are looked at.
    expect((await w.api(mgr).get('/api/dashboard/below-minimum', { month: 11, year: 2026 }).expect(200)).body.months).toEqual([20261001, 20261101]);
    expect((await w.api(idle).get('/api/dashboard/below-minimum', { month: 12, year: 2026 }).expect(200)).body.employees.map((e: Row) => e.id)).toEqual([idle.id]);
    expect((await d.get('/api/dashboard/below-minimum', { month: 12, year: 2026 }).expect(200)).body.employees).toEqual([]);
  });

  describe('the yearly report', () => {
    it('needs Dashboard.Employees.YearReport', async () => {
      expectError(await d.get('/api/dashboard/employee-yearly-report', { year: 2026 }), 403, 'common.no-permission');
    });

    it('twelve months per employee with work; counts and scores by status; benchmark up to the current month', async () => {
      const res = await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).expect(200);
      const reports = res.body.reports as Row[];
      expect(reports.map((r) => r.employee)).toEqual([dev.id]);
      const months = reports[0].monthlyReports as Row[];
      expect(months).toHaveLength(12);
      expect(months[10]).toEqual({
        year: 2026, month: 11, taskInProgressCount: 1, taskInProgressScore: 20, taskWaitingReviewCount: 1, taskWaitingReviewScore: 30,
        taskSuccessCount: 2, taskSuccessScore: 140, taskFailCount: 1, taskFailScore: 50, penaltyCount: 1, penaltyScore: 10, benchmark: 200,
      });
      expect(months[9]).toMatchObject({ month: 10, taskSuccessCount: 1, taskSuccessScore: 70, benchmark: 200 });
      expect(months[11]).toMatchObject({ month: 12, taskInProgressCount: 1, taskInProgressScore: 10, benchmark: 200 });
      expect(months[0]).toMatchObject({ month: 1, taskSuccessCount: 0, benchmark: 200 });
      expect((await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2025 }).expect(200)).body).toEqual({ reports: [] });
    });

    it('answers gzip to a client that takes it (the same report), plain JSON otherwise', async () => {
      const plain = await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).set('Accept-Encoding', 'gzip, deflate').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(zipped.body).toEqual(plain.body);
    });
  });
});
