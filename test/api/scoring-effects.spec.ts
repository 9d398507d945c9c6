// The scoring tables take effect (issue 23 items 1 and 2; API.md "Scoring configuration", Effects and
// preview; docs/scoring.md "Late penalty", "A task's weight", "Preview"; decision 056): each table moves
// someone's month, the month ledger still equals the work score, and a preview shows the change before
// the save, writes nothing, and equals what the save then gives.
import { endpoints } from '@studio/domain';
import request from 'supertest';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { content, type Actor, Workspace } from '../support/workspace';

const P = 956;
const NOVEMBER = { month: 11, year: 2026 };

describe('scoring tables take effect (API.md "Scoring configuration": Effects, preview)', () => {
  let t: TestApp;
  let w: Workspace;
  let pm: Actor;
  let tester1: Actor;
  let tester2: Actor;
  let dev: Actor;
  let reader: Actor;
  let late1: number;
  let late2: number;
  let hard: number;
  let failed: number;

  const call = (who: Actor, method: 'get' | 'put' | 'post', path: string, body?: object) => {
    const r = request(t.http)[method](path).set('Authorization', who.s.bearer).set('Accept-Language', 'en');
    return body ? r.send(body) : r;
  };
  const put = (path: string, key: string, rows: Row[], who: Actor = w.admin) => call(who, 'put', `/api/config/${path}`, { [key]: rows });
  const preview = async (path: string, key: string, rows: Row[], who: Actor = w.admin, query = '?month=11&year=2026') => {
    const res = await call(who, 'post', `/api/config/${path}/preview${query}`, { [key]: rows });
    if (res.status === 200) checkAnswer(endpoints.scoringConfig['role-penalties'].preview, res);
    return res;
  };
  const runOverdue = () => w.api(w.admin).post('/api/admin/jobs/overdue-tasks/run').expect(200);
  const monthLedger = async (who: Actor) => (await w.api(who).get('/api/dashboard/score-ledger', NOVEMBER).expect(200)).body;
  /** The work score's figures (read from the task and penalty tables, weighed in SQL), with its benchmark. */
  const workScore = async (who: Actor) => {
    const ws = (await w.api(who).get('/api/dashboard/work-score', NOVEMBER).expect(200)).body.missions.find((x: Row) => x.missionType === 1);
    const r = ws.missionResults;
    return {
      success: r.success.scoreDouble, complete: r.complete.scoreDouble, inProgress: r.inProgress.scoreDouble,
      penalty: r.penalty.scoreDouble, benchmark: ws.missionBenchmarks.score,
    };
  };
  /** The month ledger's totals as a preview counts them (benchmark: the work score's). */
  const ledgerFigures = async (who: Actor) => {
    const { totals } = await monthLedger(who);
    return { success: totals.success, complete: totals.complete, inProgress: totals.inProgress, penalty: totals.penalty, benchmark: (await workScore(who)).benchmark };
  };
  /** The proof: the ledger's totals equal the work score. */
  const expectLedgerIsWorkScore = async (who: Actor) => {
    const figures = await ledgerFigures(who);
    expect(figures).toEqual(await workScore(who));
    return figures;
  };
  /** After a save, every employee the preview listed has the month it announced. */
  const expectSaveGivesPreview = async (changes: Row[], byId: Record<string, Actor>) => {
    for (const c of changes) expect(await expectLedgerIsWorkScore(byId[c.employee])).toEqual(c.after);
  };
  const finalScore = async (id: number) => (await w.taskRow(id)).final_score;
  const ledgerRows = async () => (await w.q<{ n: number }>(`select count(*)::int as n from task_score_ledger`))[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    pm = await w.employee(25, 'PM');
    tester1 = await w.employee(16, 'Tester One');
    tester2 = await w.employee(16, 'Tester Two');
    dev = await w.employee(12, 'Dev');
    reader = await w.employee(12, 'Reader');
    await w.project(P, [[pm, 25], [tester1, 16], [tester2, 16], [dev, 12]]);
    await w.q(`insert into mission_config (role, mission_type, default_config) values (16, 1, '{}'), (12, 1, '{}')`);
    await grant(t.http, w.admin.s, [reader.id], ['Config', 'Config.RolePenalty.Get', 'Config.EfficiencyScale.Get']);

    w.freeze('2026-11-12T03:00:00Z');
    // Testers' open tasks past their deadline: 40 due 10 November (2 days late), 20 due 11 November (1 day).
    late1 = await w.task({ projectId: P, employee: tester1.id, role: 16, status: 1, score: 40, deadline: 20261110 });
    late2 = await w.task({ projectId: P, employee: tester2.id, role: 16, status: 2, score: 20, deadline: 20261111, startDate: '2026-11-01T03:00:00Z' });
    // The developer's handed-in work: 40 Completed on 5 November, 20 Success on 6 November.
    hard = await w.task({
      projectId: P, employee: dev.id, role: 12, status: 3, score: 40, deadline: 20261120, output: content('done'),
      startDate: '2026-11-01T03:00:00Z', endDate: '2026-11-05T03:00:00Z',
    });
    failed = await w.task({
      projectId: P, employee: dev.id, role: 12, status: 4, score: 20, deadline: 20261120, output: content('done'),
      startDate: '2026-11-01T03:00:00Z', endDate: '2026-11-06T03:00:00Z',
    });
    await runOverdue();
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('the default rows leave every score as it was: weight 1, the spec\'s 10 % a day', async () => {
    expect([await finalScore(late1), await finalScore(late2)]).toEqual([32, 18]);
    const month = await monthLedger(dev);
    expect(month.tasks.map((x: Row) => [x.taskId, x.weight, x.contribution, x.finalScore])).toEqual([[failed, 1, 20, 20], [hard, 1, 40, 40]]);
    expect((await monthLedger(tester1)).tasks[0].latePenaltyPercent).toBe(10);
    await expectLedgerIsWorkScore(dev);
    await expectLedgerIsWorkScore(tester1);
  });

  it('role-penalties: the preview lists the testers, largest change first, and writes nothing', async () => {
    const rowsBefore = await ledgerRows();
    const res = await preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 15 }]);
    expect(res.status).toBe(200);
    const zero = { success: 0, complete: 0, penalty: 0, benchmark: 0 };
    expect(res.body.changes).toEqual([
      { employee: tester1.id, name: 'Test Tester One', before: { ...zero, inProgress: 32 }, after: { ...zero, inProgress: 28 } },
      { employee: tester2.id, name: 'Test Tester Two', before: { ...zero, inProgress: 18 }, after: { ...zero, inProgress: 17 } },
    ]);
    // Nothing written: the row, the tasks and the ledger are as they were.
    expect(await w.q(`select penalty_percentage::float8 as p from role_penalty where role = 16`)).toEqual([{ p: 10 }]);
    expect([await finalScore(late1), await finalScore(late2)]).toEqual([32, 18]);
    expect(await ledgerRows()).toBe(rowsBefore);
  });

  it('role-penalties: the save re-applies the decay at 15 % (a decay row by the admin), and gives what the preview said', async () => {
    const { changes } = (await preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 15 }])).body;
    await put('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 15 }]).expect(200);
    expect([await finalScore(late1), await finalScore(late2)]).toEqual([28, 17]);
    const rows = await w.q(`select reason, delta::float8 as delta, actor from task_score_ledger where task_id = $1 order by id`, [late1]);
    expect(rows.slice(-1)).toEqual([{ reason: 'decay', delta: -4, actor: 'admin' }]);
    await expectSaveGivesPreview(changes, { [tester1.id]: tester1, [tester2.id]: tester2 });
    // "Why this score?" names the role's rate.
    expect((await monthLedger(tester1)).tasks[0].latePenaltyPercent).toBe(15);
    // The job's run the same day changes nothing more; the next day decays at 15 %: 40 x (1 - 0.45) = 22.
    await runOverdue();
    expect(await finalScore(late1)).toBe(28);
    w.freeze('2026-11-13T03:00:00Z');
    await runOverdue();
    expect([await finalScore(late1), await finalScore(late2)]).toEqual([22, 14]);
    await expectLedgerIsWorkScore(tester1);
    await expectLedgerIsWorkScore(tester2);
    // A task completed late freezes the score decayed at its role's rate.
    await w.api(pm).patch(`/api/tasks/${late2}`, { output: content('done'), status: 3 }).expect(200);
    expect(await finalScore(late2)).toBe(14);
  });

  it('efficiency-scales: a task the manager marks hard counts x 1.5 in the month, shown as a factor of the ledger', async () => {
    await w.api(pm).patch(`/api/tasks/${hard}`, { efficiency: 2 }).expect(200);
    const res = await preview('efficiency-scales', 'scales', [{ type: 2, scale: 1.5 }]);
    expect(res.body.changes.map((c: Row) => [c.employee, c.before.complete, c.after.complete])).toEqual([[dev.id, 40, 60]]);
    await put('efficiency-scales', 'scales', [{ type: 2, scale: 1.5 }]).expect(200);
    await expectSaveGivesPreview(res.body.changes, { [dev.id]: dev });
    const task = (await monthLedger(dev)).tasks.find((x: Row) => x.taskId === hard);
    expect(task).toMatchObject({ finalScore: 40, weight: 1.5, contribution: 60, factors: [{ kind: 'efficiency', type: 2, scale: 1.5 }] });
  });

  it('benchmark-scales: a task whose benchmark is Failed counts x 0.5', async () => {
    await w.api(pm).patch(`/api/tasks/${failed}`, { benchmark: 101 }).expect(200);
    const res = await preview('benchmark-scales', 'benchmarkScales', [{ type: 101, scale: 0.5 }]);
    expect(res.body.changes.map((c: Row) => [c.employee, c.before.success, c.after.success])).toEqual([[dev.id, 20, 10]]);
    await put('benchmark-scales', 'benchmarkScales', [{ type: 101, scale: 0.5 }]).expect(200);
    await expectSaveGivesPreview(res.body.changes, { [dev.id]: dev });
  });

  it('performance-scales: a junior in the project\'s middle slot counts x 1.25, on both tasks', async () => {
    await w.q(`update employee set role_level = 31 where id = $1`, [dev.id]);
    await w.q(`insert into project_role_level (project_id, role, role_level) values ($1, 12, 33)`, [P]);
    const row = { role: 12, roleLevelUser: 31, roleLevelProject: 33, scale: 1.25 };
    const res = await preview('performance-scales', 'performanceScales', [row]);
    expect(res.body.changes.map((c: Row) => [c.employee, c.before.complete, c.after.complete, c.before.success, c.after.success]))
      .toEqual([[dev.id, 60, 75, 10, 12.5]]);
    await put('performance-scales', 'performanceScales', [row]).expect(200);
    await expectSaveGivesPreview(res.body.changes, { [dev.id]: dev });
    const task = (await monthLedger(dev)).tasks.find((x: Row) => x.taskId === hard);
    expect(task.factors).toEqual([
      { kind: 'efficiency', type: 2, scale: 1.5 },
      { kind: 'performance', roleLevelUser: 31, roleLevelProject: 33, scale: 1.25 },
    ]);
    expect(task.contribution).toBe(75);
  });

  it('the yearly report counts the weighted scores', async () => {
    const { reports } = (await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).expect(200)).body;
    const november = reports.find((r: Row) => r.employee === dev.id).monthlyReports[10];
    expect([november.taskWaitingReviewScore, november.taskSuccessScore]).toEqual([75, 12.5]);
  });

  it('role-benchmarks: the preview shows the benchmark a change gives', async () => {
    const res = await preview('role-benchmarks', 'benchmarks', [{ role: 16, roleLevel: 30, benchmark: 8 }]);
    // Both testers are interns (level 30 by default): 8 x 20 = 160.
    expect(res.body.changes.map((c: Row) => [c.employee, c.before.benchmark, c.after.benchmark])).toEqual([[tester1.id, 0, 160], [tester2.id, 0, 160]]);
  });

  it('a preview has the PUT\'s checks and permission, and its month', async () => {
    expectError(await preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 15 }], reader), 403, 'common.no-permission');
    expectError(await preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 15 }], dev), 403, 'common.no-permission');
    expectError(await preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 150 }]), 400, 'message.number-error');
    expectError(await preview('role-penalties', 'rolePenalties', [{ role: 1, penaltyPercentage: 15 }]), 400, 'config.role-invalid');
    expectError(await preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: 20 }], w.admin, '?month=13'), 400, 'common.validation');
    // Another month: October has no task, so nothing changes there.
    expect((await preview('efficiency-scales', 'scales', [{ type: 2, scale: 3 }], w.admin, '?month=10&year=2026')).body.changes).toEqual([]);
    // Without a month: this month (November 2026, the frozen clock).
    expect((await preview('efficiency-scales', 'scales', [{ type: 2, scale: 3 }], w.admin, '')).body.changes.map((c: Row) => c.employee)).toEqual([dev.id]);
  });

  it('50 concurrent saves of a role penalty: the last one stored is the one the tasks show, and the ledger adds up', async () => {
    const percents = Array.from({ length: 50 }, (_, i) => 5 + i);
    const answers = await Promise.all(percents.map((p) => put('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: p }])));
    expect(answers.map((a) => a.status)).toEqual(percents.map(() => 200));
    const [{ p }] = await w.q<{ p: number }>(`select penalty_percentage::float8 as p from role_penalty where role = 16`);
    // 40 due 10 November, on 13 November: 3 days late at the stored rate.
    expect(await finalScore(late1)).toBe(Math.round(40 * Math.max(0, 1 - (p * 3) / 100) * 100) / 100);
    const [{ sum }] = await w.q<{ sum: number }>(`select sum(delta)::float8 as sum from task_score_ledger where task_id = $1`, [late1]);
    expect(sum).toBeCloseTo(await finalScore(late1), 6);
    await expectLedgerIsWorkScore(tester1);
  });

  it('50 concurrent previews write nothing', async () => {
    const rowsBefore = await ledgerRows();
    const stored = await w.q(`select role, penalty_percentage from role_penalty order by role`);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => preview('role-penalties', 'rolePenalties', [{ role: 16, penaltyPercentage: i }])));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await w.q(`select role, penalty_percentage from role_penalty order by role`)).toEqual(stored);
    expect(await ledgerRows()).toBe(rowsBefore);
  });
});
