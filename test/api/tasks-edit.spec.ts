import type request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { content, type Actor, type Api, type TaskFields, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 711;
const Q = 712;
/** Noon in Ho Chi Minh City: the company day is 2026-06-15 whatever the server's zone. */
const NOW = '2026-06-15T05:00:00.000Z';
const TODAY = 20260615;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.parse(NOW) - n * DAY).toISOString();
const { Planning, InProgress, Completed, Success, Failure } = { Planning: 1, InProgress: 2, Completed: 3, Success: 4, Failure: 5 };

describe('PATCH /api/tasks/:id and DELETE /api/tasks/:id', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let member: Actor;
  let other: Actor;
  let outsider: Actor;
  let m: Api;
  let a: Api;

  /** A task that passes every status guard: assignee, deadline ahead, input and output, score under 8, started. */
  const ready = (f: Partial<TaskFields> = {}) => w.task({
    projectId: P, employee: member.id, deadline: 20260630, input: content('brief'), output: content('https://drive.example.com/x'),
    score: 4, startDate: f.status && f.status !== Planning ? daysAgo(3) : null,
    endDate: f.status && f.status >= Completed ? daysAgo(1) : null, ...f,
  });
  const patch = (id: number, body: object, as: Api = m) => as.patch(`/api/tasks/${id}`, body);
  const row = (id: number) => w.taskRow(id);
  const listOf = async (as: Api, query: Record<string, unknown> = {}) => (await as.get(`/api/projects/${P}/tasks`, query).expect(200)).body.tasks as Row[];

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    member = await w.employee(12, 'Member');
    other = await w.employee(13, 'Other');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[manager, 25], [member, 12], [other, 13]]);
    await w.project(Q, [[outsider, 12]]);
    m = w.api(manager);
    a = w.api(member);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('status machine', () => {
    const allowed = new Set(['1>2', '2>1', '2>3', '3>2', '3>4', '3>5']);
    const cases: [number, number][] = [];
    for (let from = 1; from <= 5; from++) for (let to = 1; to <= 5; to++) if (from !== to) cases.push([from, to]);

    it.each(cases.filter(([f, to]) => allowed.has(`${f}>${to}`)))('%i -> %i is allowed (manager)', async (from, to) => {
      const id = await ready({ status: from });
      const res = await patch(id, { status: to }).expect(200);
      expect(res.body).toMatchObject({ taskId: id, status: to });
      expect((await row(id)).status).toBe(to);
    });

    it.each(cases.filter(([f, to]) => !allowed.has(`${f}>${to}`)))('%i -> %i is refused with task.invalid-status-move', async (from, to) => {
      const id = await ready({ status: from });
      expectError(await patch(id, { status: to }), 400, 'task.invalid-status-move', 'This status change is not allowed');
      expect((await row(id)).status).toBe(from);
    });

    it.each([0, 6, 42])('unknown target status %i -> task.invalid-status-move', async (to) => {
      const id = await ready({ status: Planning });
      expectError(await patch(id, { status: to }), 400, 'task.invalid-status-move');
    });

    it('the same status again is a no-op', async () => {
      const id = await ready({ status: InProgress });
      await patch(id, { status: InProgress }).expect(200);
      expect((await row(id)).status).toBe(InProgress);
    });
  });

  describe('status guards', () => {
    it.each([[Planning, InProgress], [InProgress, Completed], [InProgress, Planning]])(
      '%i -> %i without deadline -> Please set deadline first', async (from, to) => {
        const id = await ready({ status: from, deadline: null });
        expectError(await patch(id, { status: to }), 400, 'task.deadline-required', 'Please set deadline first');
      });

    it.each([[Planning, InProgress], [InProgress, Completed]])('%i -> %i without assignee -> Please assign task first', async (from, to) => {
      const id = await ready({ status: from, employee: null });
      expectError(await patch(id, { status: to }), 400, 'task.assignee-required', 'Please assign task first');
    });

    it.each([
      ['empty text', ''], ['blank content', content('   ')], ['not task content', 'hello'],
    ])('input %s -> Input content is empty', async (_t, input) => {
      const id = await ready({ status: Planning, input });
      expectError(await patch(id, { status: InProgress }), 400, 'task.input-empty', 'Input content is empty');
      const done = await ready({ status: Completed, input });
      expectError(await patch(done, { status: Success }), 400, 'task.input-empty', 'Input content is empty');
    });

    it.each([['empty text', ''], ['not task content', '{"type":2}']])('Completed with output %s -> Please upload output first', async (_t, output) => {
      const id = await ready({ status: InProgress, output });
      expectError(await patch(id, { status: Completed }), 400, 'task.output-required', 'Please upload output first');
    });

    it('Completed with blank output content -> Output content is empty', async () => {
      const id = await ready({ status: InProgress, output: content('  ') });
      expectError(await patch(id, { status: Completed }), 400, 'task.output-empty', 'Output content is empty');
    });

    it('output and status Completed in one PATCH works', async () => {
      const id = await ready({ status: InProgress, output: '' });
      const res = await patch(id, { output: content('https://store.example.com/build'), status: Completed }).expect(200);
      expect(res.body).toMatchObject({ status: Completed, output: content('https://store.example.com/build') });
    });

    it('a refused PATCH saves nothing (blank output with Completed leaves the old output)', async () => {
      const id = await ready({ status: InProgress, output: '' });
      expectError(await patch(id, { output: content(' '), status: Completed }), 400, 'task.output-empty');
      expect(await row(id)).toMatchObject({ status: InProgress, output: '' });
    });
  });

  describe('the 70 % rule', () => {
    const complete = async (f: Partial<TaskFields>) => patch(await ready({ status: InProgress, ...f }), { status: Completed });
    const timeRule = (res: request.Response) => expectError(res, 400, 'task.time-rule', 'The task has not used 70% of its time yet');

    it('score 16 started today cannot complete', async () => timeRule(await complete({ score: 16, startDate: NOW })));
    it('score 16 started 2 days ago can (floor(16/8*0.7) = 1)', async () => {
      const res = await complete({ score: 16, startDate: daysAgo(2) });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(Completed);
    });
    it('score 16 started 1 day ago can', async () => expect((await complete({ score: 16, startDate: daysAgo(1) })).status).toBe(200));
    it('score 24 needs 2 days: 1 day refused, 2 days accepted', async () => {
      timeRule(await complete({ score: 24, startDate: daysAgo(1) }));
      expect((await complete({ score: 24, startDate: daysAgo(2) })).status).toBe(200);
    });
    it('days are calendar days in the company zone: started 23:59 yesterday counts one day', async () => {
      expect((await complete({ score: 16, startDate: '2026-06-14T16:59:00.000Z' })).status).toBe(200);
      timeRule(await complete({ score: 16, startDate: '2026-06-14T17:01:00.000Z' }));
    });
    it('never started (no startDate) counts as 0 days', async () => timeRule(await complete({ score: 16, startDate: null })));
    it.each([4, 7, 7.9])('score %d (< 8) is exempt', async (score) => expect((await complete({ score, startDate: NOW })).status).toBe(200));
    it.each([4, 5, 6, 7, 10, 16, 17])('role %i is exempt (score 40 started today completes)', async (role) => {
      expect((await complete({ role, score: 40, startDate: NOW })).status).toBe(200);
    });
    it.each([8, 9, 12, 13, 15, 25])('role %i is not exempt (score 40 started today is refused)', async (role) => {
      timeRule(await complete({ role, score: 40, startDate: NOW }));
    });
  });

  describe('deadline exceeded', () => {
    it("Planning -> InProgress after the deadline -> 'Deadline exceeded'; allowed once the deadline is changed", async () => {
      const id = await ready({ status: Planning, deadline: TODAY - 1 });
      expectError(await patch(id, { status: InProgress }), 400, 'task.deadline-exceeded', 'Deadline exceeded');
      expect((await row(id)).status).toBe(Planning);
      await patch(id, { deadline: 20260620 }).expect(200);
      const res = await patch(id, { status: InProgress }).expect(200);
      expect(res.body).toMatchObject({ status: InProgress, deadline: 20260620 });
    });

    it('a new deadline and InProgress in one PATCH: the move is checked against the new deadline', async () => {
      const id = await ready({ status: Planning, deadline: TODAY - 3 });
      const res = await patch(id, { deadline: 20260622, status: InProgress }).expect(200);
      expect(res.body).toMatchObject({ status: InProgress, deadline: 20260622 });
    });

    it('a deadline of today is not exceeded', async () => {
      const id = await ready({ status: Planning, deadline: TODAY });
      await patch(id, { status: InProgress }).expect(200);
    });

    it('Completed -> InProgress after the deadline is refused too', async () => {
      const id = await ready({ status: Completed, deadline: 20260601 });
      expectError(await patch(id, { status: InProgress }), 400, 'task.deadline-exceeded', 'Deadline exceeded');
    });

    it('completing late is allowed and freezes the decayed score (3 days late: 10 -> 7)', async () => {
      const id = await ready({ status: InProgress, score: 10, deadline: 20260612 });
      const res = await patch(id, { status: Completed }).expect(200);
      expect(res.body).toMatchObject({ status: Completed, score: 10, finalScore: 7 });
    });

    it('InProgress -> Planning after the deadline is allowed', async () => {
      const id = await ready({ status: InProgress, deadline: 20260601 });
      await patch(id, { status: Planning }).expect(200);
    });
  });

  describe('what a move writes', () => {
    it('a sudden task loses isSudden on Completed (and keeps it on InProgress -> Planning)', async () => {
      const back = await ready({ status: InProgress, isSudden: true });
      expect((await patch(back, { status: Planning }).expect(200)).body.isSudden).toBe(true);
      const id = await ready({ status: InProgress, isSudden: true });
      const res = await patch(id, { status: Completed }).expect(200);
      expect(res.body).toMatchObject({ status: Completed, isSudden: false });
    });

    it('startDate is set on the first InProgress only', async () => {
      const id = await ready({ status: Planning });
      const first = await patch(id, { status: InProgress }).expect(200);
      expect(first.body.startDate).toBe(NOW);
      w.freeze('2026-06-16T05:00:00.000Z');
      await patch(id, { status: Planning }).expect(200);
      const again = await patch(id, { status: InProgress }).expect(200);
      expect(again.body.startDate).toBe(NOW);
    });

    it('endDate is set on Completed and cleared when reopened', async () => {
      const id = await ready({ status: InProgress });
      const done = await patch(id, { status: Completed }).expect(200);
      expect(done.body.endDate).toBe(NOW);
      const reopened = await patch(id, { status: InProgress }).expect(200);
      expect(reopened.body.endDate).toBeNull();
    });

    it('Success keeps the endDate of Completed', async () => {
      const id = await ready({ status: InProgress });
      await patch(id, { status: Completed }).expect(200);
      w.freeze('2026-06-17T05:00:00.000Z');
      const res = await patch(id, { status: Success }).expect(200);
      expect(res.body.endDate).toBe(NOW);
    });
  });

  describe('score', () => {
    it("negative -> 'Score must be greater than 0'", async () => {
      const id = await ready({ score: 10 });
      expectError(await patch(id, { score: -1 }), 400, 'task.score-negative', 'Score must be greater than 0');
    });

    it("above the limit (200) -> 'Score exceeds the limit'", async () => {
      const id = await ready({ score: 10 });
      expectError(await patch(id, { score: 201 }), 400, 'task.score-exceeds-limit', 'Score exceeds the limit');
      expect((await row(id)).score).toBe(10);
    });

    it('a new score is saved with finalScore; the admin may go to 1000', async () => {
      const id = await ready({ score: 10 });
      expect((await patch(id, { score: 200 }).expect(200)).body).toMatchObject({ score: 200, finalScore: 200 });
      expect((await patch(id, { score: 1000 }, w.api(w.admin)).expect(200)).body.score).toBe(1000);
    });

    it('the same score is ignored, even above a since-lowered limit', async () => {
      const id = await ready({ score: 10 });
      await w.q(`update role_score_limit set score_limit = 5 where role = 12`);
      try {
        await patch(id, { score: 10 }).expect(200);
        expectError(await patch(id, { score: 11 }), 400, 'task.score-exceeds-limit');
      } finally {
        await w.q(`update role_score_limit set score_limit = 200 where role = 12`);
      }
    });

    it('a score edit on a late open task decays the new score (20, 3 days late -> 14)', async () => {
      const id = await ready({ status: InProgress, score: 10, finalScore: 7, deadline: 20260612 });
      expect((await patch(id, { score: 20 }).expect(200)).body).toMatchObject({ score: 20, finalScore: 14 });
    });
  });

  describe('name', () => {
    it.each([['blank', '   '], ['empty', '']])('%s name is refused', async (_t, name) => {
      const id = await ready({ name: 'Old' });
      expectError(await patch(id, { name }), 400, 'project.task-view.edit.task-name.error', 'Task name cannot be empty');
      expect((await row(id)).task_name).toBe('Old');
    });

    it('is saved trimmed; the same name is ignored', async () => {
      const id = await ready({ name: 'Old' });
      await patch(id, { name: 'Old' }).expect(200);
      expect((await patch(id, { name: '  New name  ' }).expect(200)).body.taskName).toBe('New name');
    });
  });

  describe('assignee', () => {
    it('changes while Planning', async () => {
      const id = await ready({ status: Planning });
      expect((await patch(id, { employee: other.id }).expect(200)).body.employee).toBe(other.id);
    });

    it.each([
      ["'---'", { employee: '---' }], ['isClearEmployee', { isClearEmployee: true }], ['null', { employee: null }],
    ])('%s clears it', async (_t, body) => {
      const id = await ready({ status: Planning });
      expect((await patch(id, body).expect(200)).body.employee).toBeNull();
    });

    it('isClearEmployee false changes nothing', async () => {
      const id = await ready({ status: Planning });
      expect((await patch(id, { isClearEmployee: false }).expect(200)).body.employee).toBe(member.id);
    });

    it('a non-member -> 400', async () => {
      const id = await ready({ status: Planning });
      expectError(await patch(id, { employee: outsider.id }), 400, 'task.employee-not-member');
    });

    it.each([InProgress, Completed, Success, Failure])('status %i refuses a change of assignee', async (status) => {
      const id = await ready({ status });
      expectError(await patch(id, { employee: other.id }), 400, 'task.employee-not-planning');
      expectError(await patch(id, { isClearEmployee: true }), 400, 'task.employee-not-planning');
      expect((await row(id)).employee).toBe(member.id);
    });
  });

  describe('benchmark and efficiency', () => {
    it.each([Completed, Success])('allowed on %i', async (status) => {
      const id = await ready({ status });
      expect((await patch(id, { benchmark: 100, efficiency: 2 }).expect(200)).body).toMatchObject({ benchmark: 100, efficiency: 2 });
      expect((await patch(id, { benchmark: 101 }).expect(200)).body.benchmark).toBe(101);
    });

    it.each([Planning, InProgress, Failure])('refused on %i', async (status) => {
      const id = await ready({ status });
      expectError(await patch(id, { benchmark: 100 }), 400, 'task.review-not-allowed');
      expectError(await patch(id, { efficiency: 1 }), 400, 'task.review-not-allowed');
    });

    it('values outside the lists -> 400 common.validation', async () => {
      const id = await ready({ status: Completed });
      expectError(await patch(id, { benchmark: 50 }), 400, 'common.validation');
      expectError(await patch(id, { efficiency: 7 }), 400, 'common.validation');
    });
  });

  describe('deadline', () => {
    it.each([Planning, InProgress, Completed])('editable on %i', async (status) => {
      const id = await ready({ status });
      expect((await patch(id, { deadline: 20260701 }).expect(200)).body.deadline).toBe(20260701);
    });

    it.each([Success, Failure])('not editable on %i', async (status) => {
      const id = await ready({ status });
      expectError(await patch(id, { deadline: 20260701 }), 400, 'task.deadline-not-editable');
      expectError(await patch(id, { isClearDeadline: true }), 400, 'task.deadline-not-editable');
    });

    it('isClearDeadline clears it; an impossible date -> 400', async () => {
      const id = await ready({ status: Planning });
      expectError(await patch(id, { deadline: 20261399 }), 400, 'common.validation');
      expect((await patch(id, { isClearDeadline: true }).expect(200)).body.deadline).toBeNull();
    });

    it('a changed deadline recomputes the decayed score', async () => {
      const id = await ready({ status: InProgress, score: 10, finalScore: 7, deadline: 20260612 });
      expect((await patch(id, { deadline: 20260620 }).expect(200)).body.finalScore).toBe(10);
      expect((await patch(id, { deadline: 20260610 }).expect(200)).body.finalScore).toBe(5);
    });

    it('a member without Task.Edit.Deadline -> 403, even on their own task', async () => {
      const id = await ready({ status: Planning });
      expectError(await patch(id, { deadline: 20260701 }, a), 403, 'common.no-permission');
    });

    it("Task.Edit.Deadline is per role: roles [12] may edit a role-12 task's deadline, 403 for role 13", async () => {
      const editor = await w.employee(13, 'Deadline editor');
      await w.member(P, editor, 13);
      await grant(t.http, w.admin.s, [editor.id], [{ permissionId: 'Task.Edit.Deadline', conditionType: 5, conditionValue: { roles: [12] } }]);
      const e = w.api(editor);
      await patch(await ready({ role: 12 }), { deadline: 20260701 }, e).expect(200);
      expectError(await patch(await ready({ role: 13, employee: other.id }), { deadline: 20260701 }, e), 403, 'common.no-permission');
    });

    it('in the global project 0 the deadline needs no Task.Edit.Deadline', async () => {
      const viewer = await w.employee(12, 'Root viewer');
      await grant(t.http, w.admin.s, [viewer.id], [{ permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: 0 } }]);
      const id = await w.task({ projectId: 0, employee: viewer.id, deadline: 20260630 });
      const v = w.api(viewer);
      expect((await patch(id, { deadline: 20260702 }, v).expect(200)).body.deadline).toBe(20260702);
      expectError(await patch(id, { name: 'Renamed' }, v), 403, 'common.no-permission');
    });
  });

  describe('input, output and closed tasks', () => {
    it.each([Planning, InProgress, Completed])('input and output are editable on %i', async (status) => {
      const id = await ready({ status });
      const res = await patch(id, { input: content('new brief'), output: content('new result') }).expect(200);
      expect(res.body).toMatchObject({ input: content('new brief'), output: content('new result') });
    });

    it.each([Success, Failure])('input, output, name and score are refused on %i', async (status) => {
      const id = await ready({ status, score: 10, name: 'Frozen' });
      for (const body of [{ input: content('x') }, { output: content('x') }, { name: 'Other name' }, { score: 12 }]) {
        expectError(await patch(id, body), 400, 'task.closed', 'Success and Failure tasks cannot be edited');
      }
      expect(await row(id)).toMatchObject({ task_name: 'Frozen', score: 10, input: content('brief') });
    });

    it('input that is not task content JSON -> 400', async () => {
      const id = await ready({ status: Planning });
      expectError(await patch(id, { input: 'plain text' }), 400, 'task.content-invalid');
      expectError(await patch(id, { output: '{"type":1,"data":{}}' }), 400, 'task.content-invalid');
    });
  });

  describe('permissions', () => {
    it('a member moves their own task Planning -> InProgress -> Completed and edits its input and output', async () => {
      const id = await ready({ status: Planning, output: '' });
      await patch(id, { status: InProgress }, a).expect(200);
      await patch(id, { input: content('my notes'), output: content('my result') }, a).expect(200);
      await patch(id, { status: Completed }, a).expect(200);
      // Reopening a Completed task is a final-status move.
      expectError(await patch(id, { status: InProgress }, a), 403, 'common.no-permission');
    });

    it("a member gets 403 on someone else's task", async () => {
      const id = await ready({ status: Planning, employee: other.id, role: 13 });
      expectError(await patch(id, { status: InProgress }, a), 403, 'common.no-permission', 'You do not have permission');
      expectError(await patch(id, { input: content('mine now') }, a), 403, 'common.no-permission');
      expectError(await patch(id, { output: content('mine now') }, a), 403, 'common.no-permission');
      expect(await row(id)).toMatchObject({ status: Planning, input: content('brief') });
    });

    it('Completed -> Success needs Task.Edit.FinalStatus: a member gets 403 on their own task', async () => {
      const id = await ready({ status: Completed });
      expectError(await patch(id, { status: Success }, a), 403, 'common.no-permission');
      expectError(await patch(id, { status: Failure }, a), 403, 'common.no-permission');
      expect((await row(id)).status).toBe(Completed);
    });

    it.each([
      ['name', { name: 'x' }], ['score', { score: 5 }], ['isArchived', { isArchived: true }], ['employee', { employee: '---' }],
    ])('a member may not edit %s of their own task', async (_t, body) => {
      const id = await ready({ status: Planning });
      expectError(await patch(id, body, a), 403, 'common.no-permission');
    });

    it("a project manager (25) and an owner (18) move anyone's task through the whole cycle", async () => {
      const owner = await w.employee(18, 'Owner');
      await w.member(P, owner, 18);
      for (const as of [m, w.api(owner)]) {
        const id = await ready({ status: Planning, employee: other.id, role: 13 });
        for (const status of [InProgress, Completed, InProgress, Completed, Success]) await patch(id, { status }, as).expect(200);
      }
    });

    it('hide and unhide need Task.Edit.Archived; hidden tasks leave the list unless showHidden=true', async () => {
      const id = await ready({ status: Planning, name: 'Hide me' });
      expectError(await patch(id, { isArchived: true }, a), 403, 'common.no-permission');
      expect((await patch(id, { isArchived: true }).expect(200)).body.isArchived).toBe(true);
      expect((await listOf(m)).some((x) => x.taskId === id)).toBe(false);
      expect((await listOf(a)).some((x) => x.taskId === id)).toBe(false);
      expect((await listOf(m, { showHidden: 'true' })).find((x) => x.taskId === id)).toMatchObject({ isArchived: true });
      expect((await listOf(m, { showHidden: 'false' })).some((x) => x.taskId === id)).toBe(false);
      await patch(id, { isArchived: false }).expect(200);
      expect((await listOf(m)).some((x) => x.taskId === id)).toBe(true);
    });

    it('efficiency is null without Task.Get.Efficiency (list and PATCH answer)', async () => {
      const id = await ready({ status: Completed, efficiency: 2 });
      expect((await listOf(m)).find((x) => x.taskId === id)?.efficiency).toBe(2);
      expect((await listOf(a)).find((x) => x.taskId === id)?.efficiency).toBeNull();
      const res = await patch(id, { output: content('again') }, a).expect(200);
      expect(res.body.efficiency).toBeNull();
    });

    it("a task of a project the caller cannot see -> 404 (PATCH and DELETE); an unknown task -> 404", async () => {
      const id = await w.task({ projectId: Q, employee: outsider.id });
      expectError(await patch(id, { name: 'x' }), 404, 'common.not-found');
      expectError(await m.del(`/api/tasks/${id}`), 404, 'common.not-found');
      expectError(await patch(99999, { name: 'x' }), 404, 'common.not-found');
      expectError(await m.del('/api/tasks/99999'), 404, 'common.not-found');
      expect((await row(id)).task_name).toBe('Task');
    });
  });

  describe('delete', () => {
    it('a Planning task is deleted by a manager', async () => {
      const id = await ready({ status: Planning });
      await m.del(`/api/tasks/${id}`).expect(204);
      expect(await w.q(`select 1 from task where task_id = $1`, [id])).toHaveLength(0);
    });

    it.each([InProgress, Completed, Success, Failure])('status %i cannot be deleted -> 400', async (status) => {
      const id = await ready({ status });
      expectError(await m.del(`/api/tasks/${id}`), 400, 'task.delete-not-planning', 'Only Planning tasks can be deleted');
      expect(await row(id)).toBeDefined();
    });

    it('needs Task.Delete: a member gets 403 on their own Planning task', async () => {
      const id = await ready({ status: Planning });
      expectError(await a.del(`/api/tasks/${id}`), 403, 'common.no-permission');
      expect(await row(id)).toBeDefined();
    });

    it('Task.Delete without Task.Get on the project -> 404', async () => {
      const deleter = await w.employee(12, 'Deleter');
      await grant(t.http, w.admin.s, [deleter.id], ['Task.Delete']);
      const id = await ready({ status: Planning });
      expectError(await w.api(deleter).del(`/api/tasks/${id}`), 404, 'common.not-found');
    });
  });
});
