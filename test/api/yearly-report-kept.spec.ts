// The yearly report reads a month summary kept on write (task_month_total, decision 052). Each write
// below (through the API, the overdue job and plain SQL) is followed by the proof: the report built
// from the summary is byte for byte the report aggregated from the task table, for every year the
// tasks touch, and the summary's cells are a fresh aggregation of every task. The report is weighted
// (decision 056: efficiency x benchmark x performance scales): the summary keeps unweighted sums per
// the columns the weight reads and the read weighs them, so changes of the scale tables and of the
// levels are proved too, with the summary's cells untouched by them. A summary that goes stale fails
// here (the last tests show it does, with its trigger off).
import { DashboardRepository } from '../../backend/src/modules/dashboard/dashboard.repository';
import { DashboardService } from '../../backend/src/modules/dashboard/dashboard.service';
import { createTestApp, type TestApp } from '../support/app';
import { type Row } from '../support/http';
import { content, type Actor, type Api, type TaskFields, Workspace } from '../support/workspace';

const P = 891;
const ZONE = 'Asia/Ho_Chi_Minh';
const YEARS = [2025, 2026, 2027];
const { Planning, InProgress, Completed, Success, Failure } = { Planning: 1, InProgress: 2, Completed: 3, Success: 4, Failure: 5 };

describe('the yearly report from the month summary kept on write', () => {
  let t: TestApp;
  let w: Workspace;
  let pm: Actor;
  let dev: Actor;
  let dev2: Actor;
  let m: Api;
  let reports: DashboardService;

  /** A task that passes every status guard (assignee, deadline, input and output, started). */
  const ready = (f: Partial<TaskFields> = {}) => w.task({
    projectId: P, employee: dev.id, deadline: 20261125, input: content('brief'), output: content('https://drive.example.com/x'),
    score: 4, startDate: f.status && f.status !== Planning ? '2026-11-01T03:00:00Z' : null, ...f,
  });
  const patch = (id: number, body: object) => m.patch(`/api/tasks/${id}`, body);

  /**
   * The summary's cells, and the same cells aggregated afresh from every task (month in the company zone,
   * else the deadline's; the weight's columns as they are, -1 for no benchmark or no creative type, the
   * typed score for a creative task only).
   */
  const cells = () => w.q(`select month, employee, status::int as status, project_id, role::int as role, efficiency::int as efficiency,
      benchmark::int as benchmark, creative_type::int as creative_type, task_score, count, score::float8 as score
      from task_month_total where count <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  const freshCells = () => w.q(`select coalesce(to_char(end_date at time zone '${ZONE}', 'YYYYMM')::int, deadline / 100) as month,
      employee, status::int as status, project_id, role::int as role, efficiency::int as efficiency, coalesce(benchmark, -1)::int as benchmark,
      coalesce(creative_type, -1)::int as creative_type, case when creative_type is null then 0 else score end as task_score,
      count(*)::int as count, sum(final_score::numeric)::float8 as score
      from task where employee is not null and (end_date is not null or deadline is not null)
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  /** The proof: the kept report is the fresh one, and the summary is a fresh aggregation. */
  const expectKept = async () => {
    for (const year of YEARS) expect(await reports.yearlyReportText(year)).toBe(await reports.yearlyReportText(year, 'tasks'));
    expect(await cells()).toEqual(await freshCells());
  };
  /** dev's figures of one month of 2026 (or another year) in the kept report. */
  const month = async (n: number, who: Actor = dev, year = 2026) => {
    const r = (await reports.yearlyReport(year)).reports.find((x) => x.employee === who.id);
    return r?.monthlyReports[n - 1];
  };
  const put = (path: string, key: string, rows: object[]) => w.api(w.admin).put(`/api/config/${path}`, { [key]: rows }).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    ({ pm, dev, dev2 } = await w.pmAndTwoDevs(P));
    m = w.api(pm);
    reports = t.app.get(DashboardService);
    w.freeze('2026-11-20T03:00:00Z');
    // Work before the first proof: closed across the zone's month boundary, open by deadline, fractional scores.
    await ready({ status: Success, score: 7.35, finalScore: 6.5, endDate: '2026-10-31T18:00:00Z' }); // 01:00 on 1 Nov in Hanoi
    await ready({ status: Success, score: 5, finalScore: 4.25, endDate: '2026-10-31T16:59:59Z' }); // 23:59:59 on 31 Oct
    await ready({ status: InProgress, score: 3.3, deadline: 20261201 });
    await ready({ status: Failure, score: 2, endDate: '2025-12-31T17:30:00Z' }); // 00:30 on 1 Jan 2026
    await ready({ status: Planning, score: 1, deadline: null }); // no month
    await ready({ status: Planning, score: 6, deadline: 20270115 });
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('starts equal to the aggregation, with the zone\'s months', async () => {
    await expectKept();
    expect(await month(11)).toMatchObject({ taskSuccessCount: 1, taskSuccessScore: 6.5, taskInProgressCount: 0 });
    expect(await month(10)).toMatchObject({ taskSuccessCount: 1, taskSuccessScore: 4.25 });
    expect(await month(1)).toMatchObject({ taskFailCount: 1, taskFailScore: 2 });
    expect(await month(12)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 3.3 });
  });

  it('a task closed, approved, reopened, reassigned, rescheduled and deleted through the API', async () => {
    const id = (await m.post(`/api/projects/${P}/tasks`, { name: 'Level 9', input: content('brief'), output: content(''), score: 5.5, role: 12, employee: dev.id, deadline: 20261125 }).expect(201)).body.taskId;
    await expectKept();
    expect(await month(11)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 5.5 });
    await patch(id, { employee: dev2.id }).expect(200); // reassigned
    await expectKept();
    expect(await month(11, dev2)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 5.5 });
    expect(await month(11)).toMatchObject({ taskInProgressCount: 0 });
    await patch(id, { employee: dev.id }).expect(200);
    await patch(id, { status: InProgress }).expect(200);
    await expectKept();
    await patch(id, { output: content('https://drive.example.com/done'), status: Completed }).expect(200); // closed: ends now, 20 Nov
    await expectKept();
    expect(await month(11)).toMatchObject({ taskInProgressCount: 0, taskWaitingReviewCount: 1, taskWaitingReviewScore: 5.5 });
    await patch(id, { status: InProgress, deadline: 20261210 }).expect(200); // reopened: counts by its deadline again
    await expectKept();
    expect(await month(11)).toMatchObject({ taskWaitingReviewCount: 0 });
    expect(await month(12)).toMatchObject({ taskInProgressCount: 2 });
    await patch(id, { status: Completed }).expect(200);
    await patch(id, { status: Success }).expect(200); // approved
    await expectKept();
    expect(await month(11)).toMatchObject({ taskSuccessCount: 2 });

    const dropped = (await m.post(`/api/projects/${P}/tasks`, { name: 'Dropped', input: content('brief'), output: content(''), score: 2.5, role: 12, employee: dev.id, deadline: 20261228 }).expect(201)).body.taskId;
    await expectKept();
    expect(await month(12)).toMatchObject({ taskInProgressCount: 2, taskInProgressScore: 5.8 });
    await m.del(`/api/tasks/${dropped}`).expect(204);
    await expectKept();
    expect(await month(12)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 3.3 });
  });

  it('a penalty given and taken back', async () => {
    const penalty = (await m.post(`/api/projects/${P}/penalties`, { employee: dev.id, role: 12, score: 2.5, reason: 'Broke the build' }).expect(201)).body.id;
    await expectKept();
    expect(await month(11)).toMatchObject({ penaltyCount: 1, penaltyScore: 2.5 });
    await m.del(`/api/penalties/${penalty}`).expect(204);
    await expectKept();
    expect(await month(11)).toMatchObject({ penaltyCount: 0 });
  });

  it('weighted: scales and levels weigh the cells at read; a scale or level change, a move, a reassignment, edits and deletions', async () => {
    // dev is level 31, dev2 level 32; the project's level of role 12 is 33 (set in SQL, as an admin's forms do).
    await w.q(`update employee set role_level = 31 where id = $1`, [dev.id]);
    await w.q(`update employee set role_level = 32 where id = $1`, [dev2.id]);
    await w.q(`insert into project_role_level (project_id, role, role_level) values ($1, 12, 33)`, [P]);
    await put('efficiency-scales', 'scales', [{ type: 2, scale: 1.5 }]);
    await put('benchmark-scales', 'benchmarkScales', [{ type: 101, scale: 0.5 }]);
    await put('performance-scales', 'performanceScales', [
      { role: 12, roleLevelUser: 31, roleLevelProject: 33, scale: 1.25 },
      { role: 12, roleLevelUser: 32, roleLevelProject: 33, scale: 2 },
    ]);
    await expectKept();
    // March 2027: A 10 x 1.5 (hard) x 1.25 = 18.75 planned and B 4 x 0.5 (benchmark Failed) x 1.25 = 2.5 open;
    // C 8 x 1.5 x 0.5 x 1.25 = 7.5 approved.
    const a = await ready({ status: Planning, score: 10, efficiency: 2, deadline: 20270310 });
    const b = await ready({ status: InProgress, score: 4, benchmark: 101, deadline: 20270315 });
    const c = await ready({ status: Success, score: 8, efficiency: 2, benchmark: 101, endDate: '2027-03-05T03:00:00Z' });
    await expectKept();
    const march = () => month(3, dev, 2027);
    expect(await march()).toMatchObject({ taskInProgressCount: 2, taskInProgressScore: 21.25, taskSuccessCount: 1, taskSuccessScore: 7.5 });

    // A scale change through the API: no cell is written, the next report reads it (hard x 3: A 37.5, C 15).
    const before = await cells();
    await put('efficiency-scales', 'scales', [{ type: 2, scale: 3 }]);
    expect(await cells()).toEqual(before);
    await expectKept();
    expect(await march()).toMatchObject({ taskInProgressScore: 40, taskSuccessScore: 15 });
    // The project's level of the role: 34 has no performance row (factor 1), then back; the assignee's level likewise (x 2).
    await w.q(`update project_role_level set role_level = 34 where project_id = $1 and role = 12`, [P]);
    expect(await cells()).toEqual(before);
    await expectKept();
    expect(await march()).toMatchObject({ taskInProgressScore: 32, taskSuccessScore: 12 });
    await w.q(`update project_role_level set role_level = 33 where project_id = $1 and role = 12`, [P]);
    await w.q(`update employee set role_level = 32 where id = $1`, [dev.id]);
    await expectKept();
    expect(await march()).toMatchObject({ taskInProgressScore: 64, taskSuccessScore: 24 });
    await w.q(`update employee set role_level = 31 where id = $1`, [dev.id]);
    await expectKept();

    // A moved to April, then given to dev2 (level 32: x 2): 10 x 3 x 2 = 60.
    await patch(a, { deadline: 20270410 }).expect(200);
    await expectKept();
    expect(await march()).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 2.5 });
    expect(await month(4, dev, 2027)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 37.5 });
    await patch(a, { employee: dev2.id }).expect(200);
    await expectKept();
    expect(await month(4, dev, 2027)).toMatchObject({ taskInProgressCount: 0, taskInProgressScore: 0 });
    expect(await month(4, dev2, 2027)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 60 });
    // B's score edited: 5 x 0.5 x 1.25 = 3.13 (3.125); C reviewed as not hard (no efficiency row: x 1): 8 x 0.5 x 1.25 = 5.
    await patch(b, { score: 5 }).expect(200);
    await patch(c, { efficiency: 0 }).expect(200);
    await expectKept();
    expect(await march()).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 3.13, taskSuccessCount: 1, taskSuccessScore: 5 });
    // A deleted through the API (a planned task may be), C in SQL (an approved one may not): dev2 leaves 2027.
    await patch(a, { employee: dev.id }).expect(200);
    expect(await month(4, dev, 2027)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 37.5 });
    await m.del(`/api/tasks/${a}`).expect(204);
    await expectKept();
    expect(await month(4, dev, 2027)).toMatchObject({ taskInProgressCount: 0, taskInProgressScore: 0 });
    await patch(a, { employee: dev2.id }).expect(404);
    await w.q(`delete from task where task_id = $1`, [c]);
    await expectKept();
    expect(await march()).toMatchObject({ taskSuccessCount: 0, taskSuccessScore: 0 });
    expect((await reports.yearlyReport(2027)).reports.map((r) => r.employee)).toEqual([dev.id]);
    // The scales stay for the tests below: every later proof is of the weighted report.
  });

  it('creative work (decision 057): the type\'s score and rate weigh the cells at read; table changes through the config API, type and score changes', async () => {
    const UA = 5;
    const ua = await w.employee(UA, 'Ua');
    await w.member(P, ua, UA);
    await put('creative-scores', 'creativeScores', [{ role: UA, type: 2, score: 6 }, { role: UA, type: 1, score: 9 }]);
    await put('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: 1.5 }]);
    await expectKept();
    const creative = (f: Partial<TaskFields>) => ready({ role: UA, employee: ua.id, status: InProgress, deadline: 20261215, ...f });
    // December: p1 met its benchmark: 10 x 6/10 x 1.5 (the type's rate, not the benchmark scale) = 9; p3 failed it:
    // 5 x 6/5 x 0.5 (benchmark scale 101) = 3. Open: p2 4 x 6/4 = 6 and p2b (late-penalised to 2, the same cell as p2)
    // 2 x 6/4 = 3; v 4 x 9/8 = 4.5 (half of its typed 8); an image (type 3, no row) 2 x 3 (hard) = 6; a plain UA task 3;
    // a playable typed 0 (no creative factor) 0. November: a late playable 8 x 6/8 = 6 (the overdue job decays it below).
    const p1 = await creative({ status: Success, creativeType: 2, score: 10, benchmark: 100, endDate: '2026-12-05T03:00:00Z' });
    const p3 = await creative({ status: Success, creativeType: 2, score: 5, benchmark: 101, endDate: '2026-12-06T03:00:00Z' });
    const p2 = await creative({ creativeType: 2, score: 4 });
    const p2b = await creative({ creativeType: 2, score: 4, finalScore: 2, deadline: 20261216 });
    const v = await creative({ creativeType: 1, score: 8, finalScore: 4, deadline: 20261220 });
    const img = await creative({ creativeType: 3, score: 2, efficiency: 2, deadline: 20261222 });
    await creative({ score: 3, deadline: 20261225 });
    await creative({ creativeType: 2, score: 0, deadline: 20261226 });
    await creative({ creativeType: 2, score: 8, deadline: 20261110 });
    await expectKept();
    const december = () => month(12, ua);
    expect(await december()).toMatchObject({ taskSuccessCount: 2, taskSuccessScore: 12, taskInProgressCount: 6, taskInProgressScore: 22.5 });
    expect(await month(11, ua)).toMatchObject({ taskInProgressCount: 1, taskInProgressScore: 6 });

    // creative-scores changed through the API (a preview first, rolled back): no cell is written, the next report reads it.
    const before = await cells();
    await w.api(w.admin).post('/api/config/creative-scores/preview?month=12&year=2026', { creativeScores: [{ role: UA, type: 2, score: 12 }] }).expect(200);
    expect(await cells()).toEqual(before);
    await expectKept();
    await put('creative-scores', 'creativeScores', [{ role: UA, type: 2, score: 12 }, { role: UA, type: 1, score: 9 }]);
    expect(await cells()).toEqual(before);
    await expectKept();
    // p1 10 x 12/10 x 1.5 = 18, p3 5 x 12/5 x 0.5 = 6; p2 12, p2b 6, v 4.5, image 6, plain 3; November 12.
    expect(await december()).toMatchObject({ taskSuccessScore: 24, taskInProgressScore: 31.5 });
    expect(await month(11, ua)).toMatchObject({ taskInProgressScore: 12 });
    // creative-benchmark-rates: 2 (p1 24), then 0 (not set: p1 takes the benchmark scale of 100, none: 12).
    await put('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: 2 }]);
    expect(await cells()).toEqual(before);
    await expectKept();
    expect(await december()).toMatchObject({ taskSuccessScore: 30 });
    await put('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: 0 }]);
    expect(await cells()).toEqual(before);
    await expectKept();
    expect(await december()).toMatchObject({ taskSuccessScore: 18 });
    await put('creative-benchmark-rates', 'creativeBenchmarkRates', [{ role: UA, type: 2, rate: 1.5 }]);
    await expectKept();

    // Through the API: a playable created with its output (done at once: Success on the 20th of November, its typed
    // score the type's 12: 12); its typed score changed to 7 (another cell; it still counts the type's 12), deleted.
    const made = (await m.post(`/api/projects/${P}/tasks`, {
      name: 'Playable', input: content('brief'), output: content('https://cdn.example.com/p.html'), score: 5, role: UA, employee: ua.id, deadline: 20261228, creativeType: 2,
    }).expect(201)).body.taskId as number;
    await expectKept();
    expect(await month(11, ua)).toMatchObject({ taskSuccessCount: 1, taskSuccessScore: 12 });
    const beforeEdit = await cells();
    await w.q(`update task set score = 7, final_score = 7 where task_id = $1`, [made]);
    expect(await cells()).not.toEqual(beforeEdit);
    await expectKept();
    expect(await month(11, ua)).toMatchObject({ taskSuccessCount: 1, taskSuccessScore: 12 });
    await w.q(`delete from task where task_id = $1`, [made]);
    await expectKept();
    expect(await month(11, ua)).toMatchObject({ taskSuccessCount: 0, taskSuccessScore: 0 });

    // In SQL: the type changed (p2 a video: 4 x 9/4 = 9), taken away (the image: 2 x 3 = 6, as before) and given (the plain
    // task stays unweighted by a type without rows: type 4), typed scores changed (p1 and p3 doubled, their finals kept:
    // p1 10 x 12/20 x 1.5 = 9, p3 5 x 12/10 x 0.5 = 3), and the type and score of two tasks in one statement.
    await w.q(`update task set creative_type = 1 where task_id = $1`, [p2]);
    await expectKept();
    expect(await december()).toMatchObject({ taskInProgressScore: 28.5 });
    await w.q(`update task set creative_type = null where task_id = $1`, [img]);
    await w.q(`update task set creative_type = 4 where role = $1 and creative_type is null and employee = $2`, [UA, ua.id]);
    await expectKept();
    expect(await december()).toMatchObject({ taskInProgressScore: 28.5 });
    await w.q(`update task set score = score * 2 where task_id = any($1::int[])`, [[p1, p3]]);
    await expectKept();
    expect(await december()).toMatchObject({ taskSuccessScore: 12 });
    await w.q(`update task set creative_type = 2, score = 3, final_score = 1.5 where task_id = any($1::int[])`, [[p2b, v]]);
    await expectKept();
    // p2b and v now one cell: 1.5 x 12/3 each = 6 + 6; p2 9, image 6, plain 3 (type 4, no row), zero 0.
    expect(await december()).toMatchObject({ taskInProgressCount: 6, taskInProgressScore: 30 });
    // The creative tables stay for the tests below (the November playable, left late, meets the overdue job's run there).
  });

  it('50 concurrent score edits through the API, two per task, over cells of every weight: exact, no deadlock, no error', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => ready({
      status: i % 3 ? InProgress : Planning, score: 1 + i / 4, efficiency: i % 4, benchmark: i % 5 === 0 ? null : 100 + (i % 2),
      employee: i % 2 ? dev.id : dev2.id, deadline: 20261120 + (i % 3),
    })));
    await expectKept();
    // Each task is written twice at once (two transactions on its row), all 50 writes on the same few
    // months, employees and statuses, the second half in the opposite order.
    const edits = ids.flatMap((id, i) => [{ id, score: 2 + i / 8 }, { id, score: 3 + i / 16 }]);
    const answers = await Promise.all([...edits.filter((_, k) => k % 2 === 0), ...edits.filter((_, k) => k % 2 === 1).reverse()]
      .map((e) => patch(e.id, { score: e.score })));
    expect(answers.map((r) => r.status === 200 ? 200 : `${r.status} ${JSON.stringify(r.body)}`)).toEqual(answers.map(() => 200));
    await expectKept();
    const rows = await w.q<{ score: number; final_score: number }>(`select score, final_score from task where task_id = any($1::int[]) order by array_position($1::int[], task_id)`, [ids]);
    rows.forEach((row, i) => {
      expect([2 + i / 8, 3 + i / 16]).toContain(row.score);
      expect(row.final_score).toBeCloseTo(row.score, 2); // to 2 decimals
    });
  });

  it('the overdue job\'s decay, and writes in plain SQL: moved ends, scores, statuses, employees, deletions', async () => {
    const late = await ready({ status: InProgress, score: 7, deadline: 20261115 }); // five days late on the 20th
    await expectKept();
    await w.api(w.admin).post('/api/admin/jobs/overdue-tasks/run').expect(200);
    await expectKept();
    expect((await w.taskRow(late)).final_score).toBe(3.5); // 10 % a day
    // role-penalties: a preview rewrites the late tasks in a transaction it rolls back, a save re-decays them (15 % a day).
    const rolePenalties = { rolePenalties: [{ role: 12, penaltyPercentage: 15 }] };
    await w.api(w.admin).post('/api/config/role-penalties/preview?month=11&year=2026', rolePenalties).expect(200);
    await expectKept();
    await put('role-penalties', 'rolePenalties', rolePenalties.rolePenalties);
    expect((await w.taskRow(late)).final_score).toBe(1.75);
    await expectKept();
    const [a, b] = [await ready({ status: Success, score: 3, endDate: '2026-03-03T03:00:00Z' }), await ready({ status: Completed, score: 2, endDate: '2026-04-04T03:00:00Z' })];
    await w.q(`update task set end_date = end_date + interval '1 year' where task_id = $1`, [a]);
    await w.q(`update task set final_score = final_score / 3, status = 4 where task_id = any($1::int[])`, [[a, b]]);
    await w.q(`update task set employee = $2 where task_id = $1`, [b, dev2.id]);
    await w.q(`update task set task_name = 'Renamed', is_archived = true where project_id = $1`, [P]); // nothing the summary counts
    await expectKept();
    await w.q(`update task set employee = null where task_id = $1`, [a]);
    await w.q(`delete from task where task_id = $1`, [b]);
    await expectKept();
    // An employee's deletion sets their tasks' employee to null (a cascade): they leave the report.
    const gone = await w.employee(12, 'Gone');
    await ready({ status: Success, employee: gone.id, endDate: '2026-05-05T03:00:00Z' });
    await expectKept();
    await w.q(`delete from employee where id = $1`, [gone.id]);
    await expectKept();
  });

  it('50 concurrent task writes through the API, on the same employee, months and statuses', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) =>
      ready({ status: i % 2 ? InProgress : Completed, score: 1 + i / 4, deadline: 20261120 + (i % 3), endDate: i % 2 ? null : '2026-11-10T03:00:00Z' })));
    const answers = await Promise.all([
      ...ids.map((id, i) => patch(id, i % 2 ? { score: 2 + i / 8 } : { status: Success })),
      ...ids.map((id, i) => patch(id, i % 2 ? { status: Completed } : { isArchived: true })),
    ]);
    expect(answers.map((r) => r.status === 200 ? 200 : `${r.status} ${JSON.stringify(r.body)}`)).toEqual(answers.map(() => 200));
    await expectKept();
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      m.post(`/api/projects/${P}/tasks`, { name: `Race ${i}`, input: content('brief'), output: content(''), score: 1.5, role: 12, employee: i % 2 ? dev.id : dev2.id, deadline: 20261128 })));
    expect(created.every((r) => r.status === 201)).toBe(true);
    await expectKept();
    const removed = await Promise.all(created.map((r) => m.del(`/api/tasks/${r.body.taskId as number}`)));
    expect(removed.every((r) => r.status === 204)).toBe(true);
    await expectKept();
  });

  it('the summary is vacuumed at 1 % of dead rows, so its year read stays index-only (decision 052, addendum 5)', async () => {
    const [{ options }] = await w.q(`select reloptions as options from pg_class where relname = 'task_month_total' and relkind = 'r'`);
    expect(options).toEqual(expect.arrayContaining([
      'autovacuum_vacuum_scale_factor=0.01', 'autovacuum_vacuum_threshold=1000',
      'autovacuum_vacuum_insert_scale_factor=0.01', 'autovacuum_vacuum_insert_threshold=1000',
    ]));
  });

  it('read in ranges of employees, the report is the aggregation\'s whatever the cuts; the cuts balance the ids in their order', async () => {
    const repo = t.app.get(DashboardRepository);
    const ids = (await w.q(`select id from employee where role <> 1 order by id`)).map((r) => r.id as string);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const cuts = await repo.employeeCuts(4);
    expect(cuts.length).toBeLessThanOrEqual(3);
    expect(cuts.every((id) => ids.includes(id))).toBe(true);
    expect(cuts.map((id) => ids.indexOf(id))).toEqual([...cuts.map((id) => ids.indexOf(id))].sort((a, b) => a - b));
    const spy = jest.spyOn(repo, 'employeeCuts');
    try {
      // At every employee, at ids of nobody (before, between and after all), one range only.
      for (const at of [ids, [dev.id], ['', `${dev.id}~`, '\u{10FFFF}'], []]) {
        spy.mockResolvedValueOnce(at);
        for (const year of [2026]) expect(await reports.yearlyReportText(year)).toBe(await reports.yearlyReportText(year, 'tasks'));
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('50 callers at once on a year not yet kept: each gets the whole answer, gzip or not, the first ones as it is made', async () => {
    const calls = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).set('Accept-Encoding', i % 2 ? 'gzip' : 'identity')));
    const expected = await reports.yearlyReportText(2026, 'tasks');
    for (const [i, res] of calls.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(i % 2 ? 'gzip' : undefined);
      expect(res.text).toBe(expected);
    }
    // Some were sent the parts as they came (no length known ahead), and the rest the kept whole.
    expect(calls.some((res) => res.headers['content-length'] === undefined)).toBe(true);
    const kept = await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2026 }).set('Accept-Encoding', 'identity').expect(200);
    expect(kept.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
  });

  it('the HTTP answer of a year is the aggregation\'s', async () => {
    const res = await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2027 }).set('Accept-Encoding', 'identity').expect(200);
    expect(res.text).toBe(await reports.yearlyReportText(2027, 'tasks'));
    expect((res.body.reports as Row[]).map((r) => r.employee)).toEqual([dev.id]);
  });

  it('the warm-up at start runs the report\'s code on a made-up year, and keeps nothing of it', async () => {
    // 4 ranges of 250 made-up employees: the whole made-up report, written and deflated.
    const bytes = await reports.warmYearlyReport(1);
    expect(bytes).toBeGreaterThan(1000 * 12 * 150);
    const res = await w.api(w.admin).get('/api/dashboard/employee-yearly-report', { year: 2000 }).set('Accept-Encoding', 'identity').expect(200);
    expect(res.body).toEqual({ reports: [] });
  });

  it('a start in another zone rebuilds the summary in it, and once only', async () => {
    const repo = () => w.q(`select zone from task_month_zone`);
    expect(await reports.keepMonthTotals()).toBe(false); // already in the company zone
    // In UTC, 18:00 on 31 October is October.
    expect(await t.app.get(DashboardRepository).keepMonthTotalsIn('UTC')).toBe(true);
    expect(await repo()).toEqual([{ zone: 'UTC' }]);
    expect((await reports.yearlyReportText(2026)) === (await reports.yearlyReportText(2026, 'tasks'))).toBe(false);
    expect(await reports.keepMonthTotals()).toBe(true);
    expect(await reports.keepMonthTotals()).toBe(false);
    expect(await repo()).toEqual([{ zone: ZONE }]);
    await expectKept();
  });

  it('the proof fails when the summary goes stale (its trigger off), and a rebuild mends it', async () => {
    await w.q(`alter table task disable trigger task_month_total_update`);
    try {
      await w.q(`update task set status = 5 where employee = $1 and status = 4`, [dev.id]);
      expect((await reports.yearlyReportText(2026)) === (await reports.yearlyReportText(2026, 'tasks'))).toBe(false);
      expect(await cells()).not.toEqual(await freshCells());
    } finally {
      await w.q(`alter table task enable trigger task_month_total_update`);
    }
    await w.q(`select task_month_total_rebuild($1)`, [ZONE]);
    await expectKept();
    // TRUNCATE empties it.
    await w.q(`truncate task cascade`);
    expect(await cells()).toEqual([]);
    await expectKept();
  });
});
