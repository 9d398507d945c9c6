import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, type Api, type TaskFields, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 771;
const Q = 772;
const N = 773;
/** Noon in the company zone: today is 20260615. */
const NOW = '2026-06-15T05:00:00.000Z';
const TOMORROW_NOON = '2026-06-16T05:00:00.000Z';

describe('POST /api/admin/jobs/:name/run', () => {
  let t: TestApp;
  let w: Workspace;
  let pm1: Actor;
  let pm2: Actor;
  let owner: Actor;
  let member: Actor;
  let pmQ: Actor;
  let memberQ: Actor;
  let admin: Api;
  const ids: Record<string, number> = {};

  const run = async (name: string) => (await admin.post(`/api/admin/jobs/${name}/run`).expect(200)).body;
  const scores = async () => Object.fromEntries((await w.q<{ name: string; final: number; status: number }>(
    `select task_name as name, final_score::float as final, status from task where project_id in ($1, $2) order by task_id`, [P, Q],
  )).map((r) => [r.name, { finalScore: r.final, status: r.status }]));
  const notes = (type: number) => w.q<{ employee_id: string; content: Row }>(
    `select employee_id, content from notification where type = $1 order by id`, [type]);
  const noteCount = async () => (await w.q(`select count(*)::int as n from notification`))[0].n as number;
  const recipients = async (type: number, taskId?: number) =>
    (await notes(type)).filter((n) => taskId === undefined || n.content.taskId === taskId).map((n) => n.employee_id).sort();

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    pm1 = await w.employee(25, 'PM one');
    pm2 = await w.employee(25, 'PM two');
    owner = await w.employee(18, 'Owner');
    member = await w.employee(12, 'Member');
    pmQ = await w.employee(25, 'PM Q');
    memberQ = await w.employee(13, 'Member Q');
    await w.project(P, [[pm1, 25], [pm2, 25], [owner, 18], [member, 12]]);
    await w.project(Q, [[pmQ, 25], [memberQ, 13]]);
    await w.project(N, [[pm1, 25], [member, 12]]);
    admin = w.api(w.admin);

    const task = async (name: string, f: Partial<TaskFields>) => { ids[name] = await w.task({ name, projectId: P, employee: member.id, score: 10, ...f }); };
    await task('late 3 days', { status: 2, deadline: 20260612 });
    await task('late 10 days', { status: 1, score: 20, deadline: 20260605 });
    await task('late 12 days', { status: 2, score: 5, deadline: 20260603 });
    await task('completed late', { status: 3, deadline: 20260601, finalScore: 10, endDate: '2026-06-10T05:00:00Z' });
    await task('success late', { status: 4, deadline: 20260601, finalScore: 10 });
    await task('due today', { status: 2, deadline: 20260615 });
    await task('sudden late', { status: 2, deadline: 20260614, isSudden: true });
    await task('late unassigned', { status: 1, deadline: 20260613, employee: null });
    await task('no deadline', { status: 2, deadline: null });
    await task('late in Q', { projectId: Q, employee: memberQ.id, status: 2, deadline: 20260610 });
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('access', () => {
    it('an unknown job -> 404', async () => {
      expectError(await admin.post('/api/admin/jobs/make-coffee/run'), 404, 'common.not-found');
    });

    it('needs Admin: members and project managers get 403', async () => {
      for (const who of [member, pm1]) {
        expectError(await w.api(who).post('/api/admin/jobs/overdue-tasks/run'), 403, 'common.no-permission');
      }
      expect((await scores())['late 3 days'].finalScore).toBe(10);
    });
  });

  describe('overdue-tasks', () => {
    let first: { name: string; changed: number };

    beforeAll(async () => {
      w.freeze(NOW);
      first = await run('overdue-tasks');
    });

    it('answers {name, changed} with the number of tasks rescored or failed', async () => {
      expect(first).toEqual({ name: 'overdue-tasks', changed: 6 });
    });

    it('finalScore = score x (1 - 0.1 x days late) for open tasks', async () => {
      const s = await scores();
      expect(s['late 3 days']).toEqual({ finalScore: 7, status: 2 });
      expect(s['sudden late']).toEqual({ finalScore: 9, status: 2 });
      expect(s['late unassigned']).toEqual({ finalScore: 8, status: 1 });
      expect(s['late in Q']).toEqual({ finalScore: 5, status: 2 });
    });

    it('tasks not late, without deadline, Completed or Success keep their score', async () => {
      const s = await scores();
      expect(s['due today']).toEqual({ finalScore: 10, status: 2 });
      expect(s['no deadline']).toEqual({ finalScore: 10, status: 2 });
      expect(s['completed late']).toEqual({ finalScore: 10, status: 3 });
      expect(s['success late']).toEqual({ finalScore: 10, status: 4 });
    });

    it('10 or more days late -> Failure with finalScore 0 and an end date', async () => {
      const s = await scores();
      expect(s['late 10 days']).toEqual({ finalScore: 0, status: 5 });
      expect(s['late 12 days']).toEqual({ finalScore: 0, status: 5 });
      expect((await w.taskRow(ids['late 10 days'])).end_date).not.toBeNull();
    });

    it('a failed task notifies the assignee (type 4) and every project manager (type 5), not the owner', async () => {
      for (const name of ['late 10 days', 'late 12 days']) {
        expect(await recipients(4, ids[name])).toEqual([member.id]);
        expect(await recipients(5, ids[name])).toEqual([pm1.id, pm2.id].sort());
      }
      expect((await notes(5)).find((n) => n.content.taskId === ids['late 10 days'])!.content).toMatchObject({
        projectId: P, taskName: 'late 10 days', deadline: 20260605, employeeId: member.id,
      });
    });

    it('a late task notifies its assignee (type 2); the managers get one type 3 per project listing the late tasks', async () => {
      expect(await recipients(2, ids['late 3 days'])).toEqual([member.id]);
      expect(await recipients(2, ids['sudden late'])).toEqual([member.id]);
      expect(await recipients(2, ids['late in Q'])).toEqual([memberQ.id]);
      expect(await recipients(2, ids['late 10 days'])).toEqual([]);
      expect((await notes(2)).find((n) => n.content.taskId === ids['late 3 days'])!.content).toMatchObject({ finalScore: 7, daysLate: 3 });
      expect(await recipients(2)).toHaveLength(3);

      const managerNotes = await notes(3);
      expect(managerNotes.map((n) => n.employee_id).sort()).toEqual([pm1.id, pm2.id, pmQ.id].sort());
      const ofP = managerNotes.find((n) => n.employee_id === pm1.id)!.content;
      expect(ofP.projectId).toBe(P);
      expect(ofP.taskDetails.map((d: Row) => d.taskId).sort()).toEqual([ids['late 3 days'], ids['sudden late'], ids['late unassigned']].sort());
    });

    it('each late task of a type 3 carries what the Over-deadline task dialog shows: name, deadline, employee', async () => {
      const ofP = (await notes(3)).find((n) => n.employee_id === pm1.id)!.content;
      expect(ofP.projectName).toBe(`Project ${P}`);
      const byId = new Map<number, Row>(ofP.taskDetails.map((d: Row) => [d.taskId, d]));
      expect(byId.get(ids['late 3 days'])).toEqual({
        taskId: ids['late 3 days'], taskName: 'late 3 days', deadline: 20260612, employee: member.id, employeeName: expect.stringContaining('Member'),
      });
      expect(byId.get(ids['late unassigned'])).toMatchObject({ taskName: 'late unassigned', deadline: 20260613, employee: null });
      // The manager reads it in the bell with the rest of their notifications.
      const listed = (await w.api(pm1).get('/api/notifications', { isRead: false }).expect(200)).body.notifications
        .find((n: Row) => n.type === 3 && n.content.projectId === P);
      expect(listed.content.taskDetails).toHaveLength(3);
    });

    it('a late sudden task also asks the project managers to confirm it (type 12)', async () => {
      expect(await recipients(12, ids['sudden late'])).toEqual([pm1.id, pm2.id].sort());
    });

    it('a second run on the same day changes nothing and writes no duplicate notification', async () => {
      const before = { scores: await scores(), notes: await noteCount() };
      expect(await run('overdue-tasks')).toEqual({ name: 'overdue-tasks', changed: 0 });
      expect(await scores()).toEqual(before.scores);
      expect(await noteCount()).toBe(before.notes);
    });

    it('the next day recomputes from the dates (never step by step) and reminds again', async () => {
      w.freeze(TOMORROW_NOON);
      const res = await run('overdue-tasks');
      // late 3 days, sudden late, late unassigned, late in Q, and due today (now 1 day late).
      expect(res.changed).toBe(5);
      const s = await scores();
      expect(s['late 3 days'].finalScore).toBe(6);
      expect(s['due today'].finalScore).toBe(9);
      expect(s['late 10 days']).toEqual({ finalScore: 0, status: 5 });
      expect(await recipients(2, ids['late 3 days'])).toEqual([member.id, member.id]);
      // Failures are not announced twice.
      expect(await recipients(5, ids['late 10 days'])).toHaveLength(2);
      const again = await run('overdue-tasks');
      expect(again.changed).toBe(0);
    });

    it('two runs at once (two instances) change each task once and write each notification once', async () => {
      w.freeze('2026-06-17T05:00:00.000Z');
      const before = await noteCount();
      const [x, y] = await Promise.all([run('overdue-tasks'), run('overdue-tasks')]);
      // Each open late task loses one more tenth: late 3 days, sudden late, late unassigned, late in Q, due today.
      expect(x.changed + y.changed).toBe(5);
      expect((await scores())['late 3 days'].finalScore).toBe(5);
      const dupes = await w.q(`select dedupe_key from notification where dedupe_key is not null group by dedupe_key having count(*) > 1`);
      expect(dupes).toEqual([]);
      // Type 2 for late 3 days, sudden late, due today (member) and late in Q (memberQ); type 3 for the three managers.
      expect(await noteCount()).toBe(before + 4 + 3 + 2);
    });
  });

  describe('near-deadline', () => {
    beforeAll(async () => {
      const task = async (name: string, f: Partial<TaskFields>) => { ids[name] = await w.task({ name, projectId: N, employee: member.id, ...f }); };
      await task('due tomorrow', { status: 2, deadline: 20260616 });
      await task('planned due tomorrow', { status: 1, deadline: 20260616 });
      await task('unassigned due tomorrow', { status: 1, deadline: 20260616, employee: null });
      await task('completed due tomorrow', { status: 3, deadline: 20260616 });
      await task('due in 2 days', { status: 2, deadline: 20260617 });
      await task('due today N', { status: 2, deadline: 20260615 });
    });

    it('reminds the assignees of open tasks due tomorrow (type 1), once', async () => {
      w.freeze(NOW);
      const before = (await notes(1)).length;
      expect(await run('near-deadline')).toEqual({ name: 'near-deadline', changed: 2 });
      const written = (await notes(1)).slice(before);
      expect(written.map((n) => n.content.taskId).sort()).toEqual([ids['due tomorrow'], ids['planned due tomorrow']].sort());
      expect(written.every((n) => n.employee_id === member.id)).toBe(true);
      expect(written.find((n) => n.content.taskId === ids['due tomorrow'])!.content).toMatchObject({ projectId: N, deadline: 20260616, taskName: 'due tomorrow' });
      expect(await run('near-deadline')).toEqual({ name: 'near-deadline', changed: 0 });
      expect((await notes(1)).length).toBe(before + 2);
    });
  });

  describe('contract-expiration', () => {
    it('tells the contact admin once about a contract ending within 30 days (type 6)', async () => {
      w.freeze(NOW);
      await w.q(`update employee set contract_end_date = 20260701, contact_admin = $2 where id = $1`, [memberQ.id, pmQ.id]);
      expect(await run('contract-expiration')).toEqual({ name: 'contract-expiration', changed: 1 });
      expect(await run('contract-expiration')).toEqual({ name: 'contract-expiration', changed: 0 });
      expect((await notes(6)).map((n) => [n.employee_id, n.content.employee])).toEqual([[pmQ.id, memberQ.id]]);
    });
  });
});
