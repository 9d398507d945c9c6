// The score ledger (issue 13, docs/scoring.md "The ledger", decision 029): every change of a task's final
// score and every penalty given or taken back is an append-only row, whatever made it, and a month's work
// score is the sum of the ledger.
import { endpoints } from '@studio/domain';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, type Row } from '../support/http';
import { content, type Actor, type Api, Workspace } from '../support/workspace';

const P = 871;

describe('score ledger', () => {
  let t: TestApp;
  let w: Workspace;
  let pm: Actor;
  let dev: Actor;
  let dev2: Actor;
  let other: Actor;
  let m: Api;
  let d: Api;
  let taskA: number;
  let taskB: number;
  let penalty: number;
  let takenBack: number;

  const ledger = async (taskId: number, as: Api = d) => {
    const res = await as.get(`/api/tasks/${taskId}/score-ledger`).expect(200);
    checkAnswer(endpoints.tasks.scoreLedger, res);
    return res.body;
  };
  const runOverdue = () => w.api(w.admin).post('/api/admin/jobs/overdue-tasks/run').expect(200);
  const monthLedger = async (employee = dev) =>
    (await w.api(employee).get('/api/dashboard/score-ledger', { month: 11, year: 2026 }).expect(200)).body;
  /** The figures of the dashboard's work score (read from the task and penalty tables, not the ledger). */
  const workScore = async (employee = dev) => {
    const ws = (await w.api(employee).get('/api/dashboard/work-score', { month: 11, year: 2026 }).expect(200)).body.missions
      .find((x: Row) => x.missionType === 1).missionResults;
    return { success: ws.success.scoreDouble, complete: ws.complete.scoreDouble, inProgress: ws.inProgress.scoreDouble, penalty: ws.penalty.scoreDouble };
  };
  const ledgerFigures = (month: Row) => ({
    success: month.totals.success, complete: month.totals.complete, inProgress: month.totals.inProgress, penalty: month.totals.penalty,
  });
  /** The proof: the month's ledger adds up to the work score the dashboard reports. */
  const expectLedgerIsWorkScore = async (employee = dev) => {
    const month = await monthLedger(employee);
    expect(ledgerFigures(month)).toEqual(await workScore(employee));
    return month;
  };
  const rows = (where: string, params: unknown[]) => w.q(
    `select reason, delta::float8 as delta, actor from task_score_ledger where ${where} order by id`, params);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    ({ pm, dev, dev2 } = await w.pmAndTwoDevs(P));
    other = await w.employee(12, 'Other');
    await w.q(`insert into mission_config (role, mission_type, default_config) values (12, 1, '{}')`);
    m = w.api(pm);
    d = w.api(dev);

    w.freeze('2026-11-10T03:00:00Z');
    // A: 40, due 12 November; decays two days, then a negotiated change raises it.
    taskA = (await m.post(`/api/projects/${P}/tasks`, { name: 'Level 7', input: content('brief'), output: content(''), score: 40, role: 12, employee: dev.id, deadline: 20261112 }).expect(201)).body.taskId;
    // B: 30, edited to 35 by the manager.
    taskB = (await m.post(`/api/projects/${P}/tasks`, { name: 'Level 8', input: content('brief'), output: content(''), score: 30, role: 12, employee: dev.id, deadline: 20261125 }).expect(201)).body.taskId;
    await m.patch(`/api/tasks/${taskB}`, { score: 35 }).expect(200);

    w.freeze('2026-11-13T03:00:00Z');
    await runOverdue();
    w.freeze('2026-11-14T03:00:00Z');
    await runOverdue();

    const ticket = (await d.post('/api/tickets', {
      title: 'More work than planned', description: 'Please', requestType: 14, priority: 1,
      content: { project: P, task: taskA, taskName: 'Level 7', scoreNew: 50, deadlineNew: 20261120 },
    }).expect(201)).body.id;
    await m.post(`/api/tickets/${ticket}/response`, { approve: true }).expect(201);
    penalty = (await m.post(`/api/projects/${P}/penalties`, { employee: dev.id, role: 12, score: 10, reason: 'Broke the build' }).expect(201)).body.id;
    // A penalty given by mistake and taken back.
    takenBack = (await m.post(`/api/projects/${P}/penalties`, { employee: dev.id, role: 12, score: 3, reason: 'Wrong build' }).expect(201)).body.id;
    await m.del(`/api/penalties/${takenBack}`).expect(204);
  });

  afterAll(async () => { await w?.close(); await t?.close(); });

  it('records creation, each day of decay and the negotiation, by whom, adding up to the final score', async () => {
    const a = await ledger(taskA);
    expect(a.finalScore).toBe(50);
    expect(a.entries.map((e: Row) => [e.reason, e.delta, e.scoreAfter, e.actor])).toEqual([
      ['create', 40, 40, pm.id],
      ['decay', -4, 36, null],
      ['decay', -4, 32, null],
      ['negotiation', 18, 50, pm.id],
    ]);
    expect(a.entries[0].actorName).toBe('Test PM');
    expect(a.entries.reduce((s: number, e: Row) => s + e.delta, 0)).toBe(a.finalScore);
  });

  it('records a manager\'s edit', async () => {
    const b = await ledger(taskB);
    expect(b.entries.map((e: Row) => [e.reason, e.scoreBefore, e.scoreAfter])).toEqual([['create', 0, 30], ['edit', 30, 35]]);
  });

  it('records a change made in plain SQL, and an unchanged score writes nothing', async () => {
    await w.q(`update task set final_score = 33 where task_id = $1`, [taskB]);
    await w.q(`update task set final_score = 33, task_name = 'Renamed' where task_id = $1`, [taskB]);
    const b = await ledger(taskB);
    expect(b.entries.map((e: Row) => [e.reason, e.delta])).toEqual([['create', 30], ['edit', 5], ['edit', -2]]);
    await w.q(`update task set final_score = 35 where task_id = $1`, [taskB]);
  });

  it('records a penalty given and one taken back, by whom, beside the tasks', async () => {
    const month = await monthLedger();
    expect(month.penalties.map((p: Row) => [p.id, p.date, p.score, p.reason, p.projectName, p.removed])).toEqual([
      [penalty, 20261114, 10, 'Broke the build', `Project ${P}`, false],
      [takenBack, 20261114, 3, 'Wrong build', `Project ${P}`, true],
    ]);
    expect(month.penalties[0].entries.map((e: Row) => [e.reason, e.scoreBefore, e.scoreAfter, e.delta, e.actor])).toEqual([['penalty', 0, -10, -10, pm.id]]);
    expect(month.penalties[1].entries.map((e: Row) => [e.reason, e.delta, e.actor, e.actorName])).toEqual([
      ['penalty', -3, pm.id, 'Test PM'], ['penalty-removed', 3, pm.id, 'Test PM'],
    ]);
    // The penalty is gone from its table; its ledger stays, with no task.
    expect(await w.q(`select id from penalty where id = $1`, [takenBack])).toEqual([]);
    expect(await w.q(`select task_id from task_score_ledger where penalty_id = $1`, [takenBack])).toEqual([{ task_id: null }, { task_id: null }]);
  });

  it('the month\'s work score is the sum of the ledger: decay, penalties given and taken back, a negotiation and an edit', async () => {
    // A success closed in November, made in SQL: it opens its ledger with its score.
    await w.task({ projectId: P, employee: dev.id, status: 4, score: 24.5, finalScore: 24.5, endDate: '2026-11-05T03:00:00Z', deadline: 20261104 });
    const month = await expectLedgerIsWorkScore();
    expect(month.totals).toEqual({ success: 24.5, complete: 0, inProgress: 85, penalty: 10, achieved: 14.5, predicted: 99.5 });
    for (const task of month.tasks as Row[]) {
      expect(task.entries.reduce((s: number, e: Row) => s + e.delta, 0)).toBeCloseTo(task.finalScore, 9);
    }
    // A penalty removed in plain SQL is taken back in the ledger all the same (by nobody).
    const sqlPenalty = (await m.post(`/api/projects/${P}/penalties`, { employee: dev.id, role: 12, score: 4, reason: 'Typo' }).expect(201)).body.id;
    expect((await expectLedgerIsWorkScore()).totals.penalty).toBe(14);
    await w.q(`delete from penalty where id = $1`, [sqlPenalty]);
    expect((await expectLedgerIsWorkScore()).totals.penalty).toBe(10);
    expect(await rows('penalty_id = $1', [sqlPenalty])).toEqual([{ reason: 'penalty', delta: -4, actor: pm.id }, { reason: 'penalty-removed', delta: 4, actor: null }]);
  });

  it('the proof fails when a path bypasses the ledger', async () => {
    // With the ledger's trigger off, a penalty taken back leaves no row: the work score and the ledger disagree.
    await w.q(`alter table penalty disable trigger penalty_score_ledger_append`);
    try {
      const [gone] = await w.q(`delete from penalty where id = $1 returning *`, [penalty]);
      expect((await workScore()).penalty).toBe(0);
      expect((await monthLedger()).totals.penalty).toBe(10);
      await w.q(`insert into penalty select * from json_populate_record(null::penalty, $1::json)`, [JSON.stringify(gone)]);
    } finally {
      await w.q(`alter table penalty enable trigger penalty_score_ledger_append`);
    }
    await expectLedgerIsWorkScore();
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE of its rows are refused', async () => {
    const before = await w.q(`select count(*)::int as n, sum(delta)::float8 as sum from task_score_ledger`);
    await expect(w.q(`update task_score_ledger set delta = 0 where task_id = $1`, [taskA])).rejects.toThrow(/append-only \(UPDATE refused\)/);
    await expect(w.q(`delete from task_score_ledger where penalty_id = $1`, [takenBack])).rejects.toThrow(/append-only \(DELETE refused\)/);
    await expect(w.q(`truncate task_score_ledger`)).rejects.toThrow(/append-only \(TRUNCATE refused\)/);
    expect(await w.q(`select count(*)::int as n, sum(delta)::float8 as sum from task_score_ledger`)).toEqual(before);
  });

  it('deleting a Planning task keeps its ledger, closed at 0 by whoever deleted it, and the month still adds up', async () => {
    const before = (await expectLedgerIsWorkScore()).totals.inProgress;
    const id = (await m.post(`/api/projects/${P}/tasks`, { name: 'Dropped', input: content('brief'), output: content(''), score: 20, role: 12, employee: dev.id, deadline: 20261128 }).expect(201)).body.taskId;
    expect((await expectLedgerIsWorkScore()).totals.inProgress).toBe(before + 20);
    await m.del(`/api/tasks/${id}`).expect(204);
    expect(await rows('task_id = $1', [id])).toEqual([{ reason: 'create', delta: 20, actor: pm.id }, { reason: 'deleted', delta: -20, actor: pm.id }]);
    const month = await expectLedgerIsWorkScore();
    expect(month.totals.inProgress).toBe(before);
    expect(month.tasks.some((x: Row) => x.taskId === id)).toBe(false);
    expectError(await d.get(`/api/tasks/${id}/score-ledger`), 404, 'common.not-found');
  });

  it('one PATCH that edits the score and moves the status records the edit as an edit', async () => {
    w.freeze('2026-11-15T03:00:00Z');
    const id = await w.task({ projectId: P, employee: dev2.id, status: 2, score: 40, deadline: 20261130, startDate: '2026-10-01T03:00:00Z', output: content('done') });
    await m.patch(`/api/tasks/${id}`, { score: 48, status: 3 }).expect(200);
    expect((await ledger(id)).entries.map((e: Row) => [e.reason, e.scoreBefore, e.scoreAfter, e.actor])).toEqual([
      ['create', 0, 40, null], ['edit', 40, 48, pm.id],
    ]);
  });

  it('one PATCH of score, deadline and status records each cause that moved the score on its own row', async () => {
    // Completed three days late (28 of 40); reopened with a new score and a later deadline.
    w.freeze('2026-11-18T03:00:00Z');
    const id = await w.task({
      projectId: P, employee: dev2.id, status: 3, score: 40, finalScore: 28, deadline: 20261112,
      startDate: '2026-10-01T03:00:00Z', endDate: '2026-11-15T03:00:00Z', output: content('done'),
    });
    await m.patch(`/api/tasks/${id}`, { score: 50, deadline: 20261130, status: 2 }).expect(200);
    const { entries, finalScore } = await ledger(id);
    expect(entries.map((e: Row) => [e.reason, e.scoreBefore, e.scoreAfter, e.actor])).toEqual([
      ['create', 0, 28, null], ['edit', 28, 35, pm.id], ['deadline', 35, 50, pm.id],
    ]);
    expect(finalScore).toBe(50);
    // A status move alone that changes the score is a status row: handed in two days late, before the overdue job ran.
    const late = await w.task({ projectId: P, employee: dev2.id, status: 2, score: 40, deadline: 20261116, startDate: '2026-10-01T03:00:00Z', output: content('done') });
    await m.patch(`/api/tasks/${late}`, { status: 3 }).expect(200);
    expect((await ledger(late)).entries.map((e: Row) => [e.reason, e.delta])).toEqual([['create', 40], ['status', -8]]);
    await expectLedgerIsWorkScore(dev2);
  });

  it('is shown only to whoever may see the task or the work score', async () => {
    expectError(await w.api(other).get(`/api/tasks/${taskA}/score-ledger`), 404, 'common.not-found');
    expectError(await w.api(other).get('/api/dashboard/score-ledger', { employee: dev.id, month: 11, year: 2026 }), 403, 'common.no-permission');
    await w.api(pm).get(`/api/tasks/${taskA}/score-ledger`).expect(200);
  });

  it('keeps one coherent row per cause under 50 concurrent score and deadline edits', async () => {
    w.freeze('2026-11-15T03:00:00Z');
    const task = (await m.post(`/api/projects/${P}/tasks`, { name: 'Busy', input: content('brief'), output: content(''), score: 10, role: 12, employee: dev.id, deadline: 20261130 }).expect(201)).body.taskId;
    // Every edit changes the score; every other one also moves the deadline two days into the past.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      m.patch(`/api/tasks/${task}`, { score: 11 + i, deadline: i % 2 ? 20261113 : 20261130 })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { entries, finalScore } = await ledger(task);
    // Each entry starts where the one before it ended, and they add up to the score.
    for (let i = 1; i < entries.length; i++) expect(entries[i].scoreBefore).toBe(entries[i - 1].scoreAfter);
    expect(entries.reduce((s: number, e: Row) => s + e.delta, 0)).toBeCloseTo(finalScore, 9);
    expect(entries.filter((e: Row) => e.reason === 'edit')).toHaveLength(50);
    expect(entries.every((e: Row) => ['create', 'edit', 'deadline'].includes(e.reason))).toBe(true);
    await expectLedgerIsWorkScore();
  });

  it('50 concurrent penalty removals and task deletions: one ledger row each, never a 500', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, async (_, i) =>
      (await m.post(`/api/projects/${P}/penalties`, { employee: dev2.id, role: 12, score: 1 + i, reason: `Race ${i}` }).expect(201)).body.id as number));
    const removals = await Promise.all([...ids, ...ids].map((id) => m.del(`/api/penalties/${id}`)));
    expect(removals.filter((r) => r.status >= 500)).toEqual([]);
    expect(removals.every((r) => r.status === 204 || r.status === 404)).toBe(true);
    expect(await w.q(`select reason, count(*)::int as n from task_score_ledger where penalty_id = any($1::int[]) group by reason order by reason`, [ids]))
      .toEqual([{ reason: 'penalty', n: 25 }, { reason: 'penalty-removed', n: 25 }]);
    expect((await expectLedgerIsWorkScore(dev2)).totals.penalty).toBe(0);

    const task = (await m.post(`/api/projects/${P}/tasks`, { name: 'Raced', input: content('brief'), output: content(''), score: 12, role: 12, employee: dev2.id, deadline: 20261128 }).expect(201)).body.taskId;
    const deletions = await Promise.all(Array.from({ length: 50 }, () => m.del(`/api/tasks/${task}`)));
    expect(deletions.filter((r) => r.status >= 500)).toEqual([]);
    expect(deletions.filter((r) => r.status === 204)).toHaveLength(1);
    expect(await rows('task_id = $1', [task])).toEqual([{ reason: 'create', delta: 12, actor: pm.id }, { reason: 'deleted', delta: -12, actor: pm.id }]);
    await expectLedgerIsWorkScore(dev2);
  });
});
