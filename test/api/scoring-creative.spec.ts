// The creative tables take effect (issue 23 items 1-2; API.md "Scoring configuration", Effects and preview;
// docs/scoring.md "Creative work"; decision 057): a UA or creative manager task may be a piece of creative
// work of a type; creative-scores gives its score and creative-benchmark-rates its rate when it met its
// benchmark. A change of each table moves someone's month, the month ledger still equals the work score,
// a preview shows the change before the save (equal to it), needs the table's Set and writes nothing.
import { endpoints } from '@studio/domain';
import request from 'supertest';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { content, type Actor, Workspace } from '../support/workspace';

const P = 957;
const NOVEMBER = { month: 11, year: 2026 };
const UA = 5;
const CM = 10;

describe('creative tables take effect (decision 057)', () => {
  let t: TestApp;
  let w: Workspace;
  let pm: Actor;
  let ua: Actor;
  let cm: Actor;
  let dev: Actor;
  let reader: Actor;
  /** The UA's playable ad (type 2), created while its type scored 6; the UA's task that is no creative work (5). */
  let playable: number;
  let plainUa: number;
  /** The creative manager's video (type 1), open, due 20 November, typed 8 (no row yet). */
  let video: number;

  const call = (who: Actor, method: 'put' | 'post', path: string, body: object) =>
    request(t.http)[method](path).set('Authorization', who.s.bearer).set('Accept-Language', 'en').send(body);
  const put = (path: string, key: string, rows: Row[], who: Actor = w.admin) => call(who, 'put', `/api/config/${path}`, { [key]: rows });
  const preview = async (path: 'creative-scores' | 'creative-benchmark-rates', key: string, rows: Row[], who: Actor = w.admin) => {
    const res = await call(who, 'post', `/api/config/${path}/preview?month=11&year=2026`, { [key]: rows });
    if (res.status === 200) checkAnswer(endpoints.scoringConfig[path].preview, res);
    return res;
  };
  const create = (body: object) => w.api(pm).post(`/api/projects/${P}/tasks`, body);
  const uaTask = (fields: object) => ({
    name: 'Creative', input: content('brief'), output: content('https://cdn.example.com/a.mp4'), score: 10, role: UA, employee: ua.id, deadline: 20261130, ...fields,
  });
  const monthLedger = async (who: Actor) => (await w.api(who).get('/api/dashboard/score-ledger', NOVEMBER).expect(200)).body;
  const workScore = async (who: Actor) => {
    const ws = (await w.api(who).get('/api/dashboard/work-score', NOVEMBER).expect(200)).body.missions.find((x: Row) => x.missionType === 1);
    const r = ws.missionResults;
    return { success: r.success.scoreDouble, complete: r.complete.scoreDouble, inProgress: r.inProgress.scoreDouble, penalty: r.penalty.scoreDouble, benchmark: ws.missionBenchmarks.score };
  };
  /** The proof: the month ledger's totals equal the work score (benchmark: the work score's). */
  const expectLedgerIsWorkScore = async (who: Actor) => {
    const { totals } = await monthLedger(who);
    const ws = await workScore(who);
    const figures = { success: totals.success, complete: totals.complete, inProgress: totals.inProgress, penalty: totals.penalty, benchmark: ws.benchmark };
    expect(figures).toEqual(ws);
    return figures;
  };
  const expectSaveGivesPreview = async (changes: Row[], byId: Record<string, Actor>) => {
    for (const c of changes) expect(await expectLedgerIsWorkScore(byId[c.employee])).toEqual(c.after);
  };
  const ledgerRows = async () => (await w.q<{ n: number }>(`select count(*)::int as n from task_score_ledger`))[0].n;
  const ledgerTask = async (who: Actor, id: number) => (await monthLedger(who)).tasks.find((x: Row) => x.taskId === id);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    pm = await w.employee(25, 'PM');
    ua = await w.employee(UA, 'Ua');
    cm = await w.employee(CM, 'Cm');
    dev = await w.employee(12, 'Dev');
    reader = await w.employee(12, 'Reader');
    await w.project(P, [[pm, 25], [ua, UA], [cm, CM], [dev, 12]]);
    await w.q(`insert into mission_config (role, mission_type, default_config) values ($1, 1, '{}'), ($2, 1, '{}')`, [UA, CM]);
    await grant(t.http, w.admin.s, [reader.id], ['Config', 'Config.CreativeScore.Get', 'Config.CreativeBenchmarkRate.Get']);
    w.freeze('2026-11-12T03:00:00Z');
    await put('creative-scores', 'creativeScores', [{ role: UA, type: 2, score: 6 }]).expect(200);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('a UA task of a type takes its type\'s score (6 for the typed 10); without a type it keeps the typed score', async () => {
    const res = await create(uaTask({ name: 'Playable: match-3 hook', creativeType: 2 })).expect(201);
    playable = res.body.taskId;
    plainUa = (await create(uaTask({ name: 'Campaign report', score: 5 })).expect(201)).body.taskId;
    expect(await w.q(`select task_id, score, final_score, status, creative_type from task where task_id = any($1::int[]) order by task_id`, [[playable, plainUa]]))
      .toEqual([
        { task_id: playable, score: 6, final_score: 6, status: 4, creative_type: 2 },
        { task_id: plainUa, score: 5, final_score: 5, status: 4, creative_type: null },
      ]);
    // The type is part of the task as the API answers it.
    const listed = (await w.api(pm).get(`/api/projects/${P}/tasks`).expect(200)).body.tasks as Row[];
    expect(listed.filter((x) => [playable, plainUa].includes(x.taskId)).map((x) => [x.taskId, x.creativeType]).sort())
      .toEqual([[playable, 2], [plainUa, null]].sort());
    // A creative manager's video with no row for its type: the typed score stands, Planning as any manager task.
    video = (await create({ name: 'Video: boss teaser', input: content('brief'), output: content(''), score: 8, role: CM, employee: cm.id, deadline: 20261120, creativeType: 1 })
      .expect(201)).body.taskId;
    expect(await w.q(`select score, status, creative_type from task where task_id = $1`, [video])).toEqual([{ score: 8, status: 1, creative_type: 1 }]);
    await expectLedgerIsWorkScore(ua);
    expect((await workScore(ua)).success).toBe(11);
  });

  it('refuses a creative type on a task of another role, or outside 1-4', async () => {
    expectError(await create({ name: 'Dev', input: content('x'), output: content(''), score: 8, role: 12, employee: dev.id, deadline: 20261120, creativeType: 1 }),
      400, 'task.creative-type-invalid');
    expectError(await create(uaTask({ creativeType: 5 })), 400, 'common.validation');
    expectError(await create(uaTask({ creativeType: 0 })), 400, 'common.validation');
  });

  it('creative-scores: the preview lists both employees, largest change first, writes nothing; the save gives it', async () => {
    const rows = [{ role: UA, type: 2, score: 9 }, { role: CM, type: 1, score: 4 }];
    const before = await ledgerRows();
    const res = await preview('creative-scores', 'creativeScores', rows);
    expect(res.status).toBe(200);
    const zero = { success: 0, complete: 0, inProgress: 0, penalty: 0, benchmark: 0 };
    // The video moves 4 (8 -> 4), the playable 3 (6 -> 9; with the plain task's 5: 11 -> 14).
    expect(res.body.changes).toEqual([
      { employee: cm.id, name: 'Test Cm', before: { ...zero, inProgress: 8 }, after: { ...zero, inProgress: 4 } },
      { employee: ua.id, name: 'Test Ua', before: { ...zero, success: 11 }, after: { ...zero, success: 14 } },
    ]);
    expect(await w.q(`select role, type, score from creative_score order by role, type`)).toEqual([{ role: UA, type: 2, score: 6 }]);
    expect(await ledgerRows()).toBe(before);
    await put('creative-scores', 'creativeScores', rows).expect(200);
    await expectSaveGivesPreview(res.body.changes, { [ua.id]: ua, [cm.id]: cm });
    // "Why this score?": the final score stays 6, the type's score is a factor; the plain task has none.
    expect(await ledgerTask(ua, playable)).toMatchObject({
      finalScore: 6, weight: 1.5, contribution: 9,
      factors: [{ kind: 'efficiency', type: 0, scale: 1 }, { kind: 'creative-score', type: 2, score: 9, taskScore: 6, scale: 1.5 }],
    });
    expect((await ledgerTask(ua, plainUa)).factors.map((f: Row) => f.kind)).toEqual(['efficiency']);
    expect(await ledgerRows()).toBe(before);
  });

  it('creative-benchmark-rates: a playable that met its benchmark counts its type\'s rate (9 x 1.5 = 13.5)', async () => {
    await w.api(pm).patch(`/api/tasks/${playable}`, { benchmark: 100 }).expect(200);
    await expectLedgerIsWorkScore(ua);
    const before = await ledgerRows();
    const rows = [{ role: UA, type: 2, rate: 1.5 }];
    const res = await preview('creative-benchmark-rates', 'creativeBenchmarkRates', rows);
    expect(res.body.changes.map((c: Row) => [c.employee, c.before.success, c.after.success])).toEqual([[ua.id, 14, 18.5]]);
    expect(await w.q(`select count(*)::int as n from creative_benchmark_rate`)).toEqual([{ n: 0 }]);
    expect(await ledgerRows()).toBe(before);
    await put('creative-benchmark-rates', 'creativeBenchmarkRates', rows).expect(200);
    await expectSaveGivesPreview(res.body.changes, { [ua.id]: ua });
    expect((await ledgerTask(ua, playable)).factors).toEqual([
      { kind: 'efficiency', type: 0, scale: 1 },
      { kind: 'creative-score', type: 2, score: 9, taskScore: 6, scale: 1.5 },
      { kind: 'creative-benchmark', type: 2, scale: 1.5 },
    ]);
    // A rate of a type the task is not, or of the other role, changes nothing.
    expect((await preview('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 1, rate: 3 }, { role: CM, type: 2, rate: 3 }])).body.changes).toEqual([]);
  });

  it('the yearly report counts the creative figures', async () => {
    const { reports } = (await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).expect(200)).body;
    const november = (id: string) => reports.find((r: Row) => r.employee === id).monthlyReports[10];
    expect(november(ua.id).taskSuccessScore).toBe(18.5);
    expect(november(cm.id).taskInProgressScore).toBe(4);
  });

  it('a preview needs the table\'s Set and has the PUT\'s checks', async () => {
    expectError(await preview('creative-scores', 'creativeScores', [{ role: UA, type: 2, score: 1 }], reader), 403, 'common.no-permission');
    expectError(await preview('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: 1 }], reader), 403, 'common.no-permission');
    expectError(await preview('creative-scores', 'creativeScores', [{ role: UA, type: 2, score: 1 }], dev), 403, 'common.no-permission');
    expectError(await preview('creative-scores', 'creativeScores', [{ role: 12, type: 2, score: 1 }]), 400, 'config.role-invalid');
    expectError(await preview('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: -1 }]), 400, 'message.number-error');
    await grant(t.http, w.admin.s, [reader.id], ['Config', 'Config.CreativeScore.Get', 'Config.CreativeScore.Set', 'Config.CreativeBenchmarkRate.Get']);
    expect((await preview('creative-scores', 'creativeScores', [{ role: UA, type: 2, score: 12 }], reader)).status).toBe(200);
    expectError(await preview('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: 1 }], reader), 403, 'common.no-permission');
  });

  it('50 concurrent writes (creative tasks created while the type\'s score is saved): each task takes a stored score, the ledger adds up', async () => {
    const scores = Array.from({ length: 25 }, (_, i) => 2 + i);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0
      ? put('creative-scores', 'creativeScores', [{ role: UA, type: 3, score: scores[i / 2] }])
      : create(uaTask({ name: `Image ${i}`, creativeType: 3 })))));
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => (i % 2 === 0 ? 200 : 201)));
    const created = answers.filter((_, i) => i % 2 === 1).map((a) => a.body.taskId as number);
    const tasks = await w.q<{ score: number; final_score: number; sum: number }>(
      `select t.score, t.final_score, (select sum(delta)::float8 from task_score_ledger l where l.task_id = t.task_id) as sum
         from task t where t.task_id = any($1::int[])`, [created]);
    expect(tasks).toHaveLength(25);
    for (const task of tasks) {
      // The type's row as stored when the create read it, or the typed 10 when no save had committed yet.
      expect([10, ...scores]).toContain(task.score);
      expect(task.sum).toBeCloseTo(task.final_score, 6);
    }
    // Whatever each was created with, each counts the type's last stored score.
    const [{ score }] = await w.q<{ score: number }>(`select score from creative_score where role = $1 and type = 3`, [UA]);
    expect((await workScore(ua)).success).toBe(18.5 + 25 * score);
    await expectLedgerIsWorkScore(ua);
  });
});
