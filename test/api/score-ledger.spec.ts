// The score ledger (issue 13, docs/scoring.md "The ledger"): every change of a task's final score is
// an append-only row, whatever made it, and a month's work score is the sum of the ledger.
import { createTestApp, type TestApp } from '../support/app';
import { expectError, type Row } from '../support/http';
import { content, type Actor, type Api, Workspace } from '../support/workspace';

const P = 871;

describe('score ledger', () => {
  let t: TestApp;
  let w: Workspace;
  let pm: Actor;
  let dev: Actor;
  let other: Actor;
  let m: Api;
  let d: Api;
  let taskA: number;
  let taskB: number;

  const ledger = async (taskId: number, as: Api = d) => (await as.get(`/api/tasks/${taskId}/score-ledger`).expect(200)).body;
  const runOverdue = () => w.api(w.admin).post('/api/admin/jobs/overdue-tasks/run').expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    pm = await w.employee(25, 'PM');
    dev = await w.employee(12, 'Dev');
    other = await w.employee(12, 'Other');
    await w.project(P, [[pm, 25], [dev, 12]]);
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
    await m.post(`/api/projects/${P}/penalties`, { employee: dev.id, role: 12, score: 10, reason: 'Broke the build' }).expect(201);
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

  it('the month\'s work score is the sum of the ledger', async () => {
    // A success closed in November, made in SQL: it opens its ledger with its score.
    await w.task({ projectId: P, employee: dev.id, status: 4, score: 24.5, finalScore: 24.5, endDate: '2026-11-05T03:00:00Z', deadline: 20261104 });
    const month = (await d.get('/api/dashboard/score-ledger', { month: 11, year: 2026 }).expect(200)).body;
    expect(month.totals).toEqual({ success: 24.5, complete: 0, inProgress: 85, penalty: 10, achieved: 14.5, predicted: 99.5 });
    for (const task of month.tasks as Row[]) {
      expect(task.entries.reduce((s: number, e: Row) => s + e.delta, 0)).toBeCloseTo(task.finalScore, 9);
    }
    expect(month.penalties).toEqual([expect.objectContaining({ score: 10, reason: 'Broke the build', date: 20261114 })]);

    const ws = (await d.get('/api/dashboard/work-score', { month: 11, year: 2026 }).expect(200)).body.missions
      .find((x: Row) => x.missionType === 1).missionResults;
    expect({ success: ws.success.scoreDouble, complete: ws.complete.scoreDouble, inProgress: ws.inProgress.scoreDouble, penalty: ws.penalty.scoreDouble })
      .toEqual({ success: month.totals.success, complete: month.totals.complete, inProgress: month.totals.inProgress, penalty: month.totals.penalty });
  });

  it('is shown only to whoever may see the task or the work score', async () => {
    expectError(await w.api(other).get(`/api/tasks/${taskA}/score-ledger`), 404, 'common.not-found');
    expectError(await w.api(other).get('/api/dashboard/score-ledger', { employee: dev.id, month: 11, year: 2026 }), 403, 'common.no-permission');
    await w.api(pm).get(`/api/tasks/${taskA}/score-ledger`).expect(200);
  });

  it('keeps one coherent row per change under 50 concurrent score edits', async () => {
    w.freeze('2026-11-15T03:00:00Z');
    const task = (await m.post(`/api/projects/${P}/tasks`, { name: 'Busy', input: content('brief'), output: content(''), score: 10, role: 12, employee: dev.id, deadline: 20261130 }).expect(201)).body.taskId;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => m.patch(`/api/tasks/${task}`, { score: 11 + i })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { entries, finalScore } = await ledger(task);
    // Each entry starts where the one before it ended, and they add up to the score.
    for (let i = 1; i < entries.length; i++) expect(entries[i].scoreBefore).toBe(entries[i - 1].scoreAfter);
    expect(entries.reduce((s: number, e: Row) => s + e.delta, 0)).toBeCloseTo(finalScore, 9);
    expect(entries).toHaveLength(51);
  });
});
