import { endpoints } from '@studio/domain';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 761;
const Q = 762;

describe('system (internal) tasks', () => {
  let t: TestApp;
  let w: Workspace;
  let maker: Actor;
  let manager: Actor;
  let member: Actor;
  let outsider: Actor;
  let s: Api;

  const create = (body: object, as: Api = s) => as.post('/api/system-tasks', body);
  const stored = async (taskId: number) => (await w.q(`select * from task where task_id = $1`, [taskId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    maker = await w.employee(50, 'Internal manager');
    manager = await w.employee(25, 'Manager');
    member = await w.employee(13, 'Member');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[maker, 12], [manager, 25], [member, 13]]);
    await w.project(Q, [[outsider, 12], [maker, 12]]);
    await grant(t.http, w.admin.s, [maker.id], [{ permissionId: 'Task.SystemTask.Create', conditionType: 3, conditionValue: { value: P } }]);
    s = w.api(maker);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('POST /api/system-tasks', () => {
    it('needs Task.SystemTask.Create on the project: members get 403, the project manager holds it there', async () => {
      expectError(await create({ project: P, taskName: 'Weekly report' }, w.api(member)), 403, 'common.no-permission', 'You do not have permission');
      await create({ project: P, taskName: 'Weekly report by the manager' }, w.api(manager)).expect(201);
      // The grant names project P only.
      expectError(await create({ project: Q, taskName: 'Weekly report' }), 403, 'common.no-permission');
    });

    it.each([['missing', undefined], ['empty', ''], ['blank', '   ']])("%s name -> 400 'Task Name cannot be empty'", async (_t, taskName) => {
      expectError(await create({ project: P, taskName }), 400, 'task.system-name-empty', 'Task Name cannot be empty');
    });

    it('defaults: score 1, Planning, system, unassigned role 0, Task ID = task id, name trimmed', async () => {
      const res = await create({ project: P, taskName: '  Weekly report  ' }).expect(201);
      expect(res.body).toEqual({ taskId: expect.any(Number), altId: String(res.body.taskId), createdAt: expect.any(String) });
      expect(await stored(res.body.taskId)).toMatchObject({
        project_id: P, task_name: 'Weekly report', score: 1, final_score: 1, status: 1, is_system: true, employee: null, role: 0,
      });
    });

    it('an assignee gives the task their role; the score is kept', async () => {
      const res = await create({ project: P, taskName: 'Interview', score: 3, employee: member.id, altId: 'SYS-1' }).expect(201);
      expect(res.body.altId).toBe('SYS-1');
      expect(await stored(res.body.taskId)).toMatchObject({ employee: member.id, role: 13, score: 3, final_score: 3 });
    });

    it.each([0, 0.5, -1])('score %d (< 1) -> 400', async (score) => {
      expectError(await create({ project: P, taskName: 'Bad score', score }), 400, 'common.validation');
    });

    it('an assignee outside the project -> 400', async () => {
      expectError(await create({ project: P, taskName: 'Elsewhere', employee: outsider.id }), 400, 'task.employee-not-member');
    });

    it('a duplicate Task ID in the project -> 409', async () => {
      await create({ project: P, taskName: 'First', altId: 'SYS-DUP' }).expect(201);
      expectError(await create({ project: P, taskName: 'Second', altId: 'SYS-DUP' }), 409, 'task.alt-exists', 'Task ID already exists');
    });

    it('the global project 0 takes system tasks (admin)', async () => {
      const res = await create({ project: 0, taskName: 'Company meeting' }, w.api(w.admin));
      expect(res.status).toBe(201);
      expect((await stored(res.body.taskId))).toMatchObject({ project_id: 0, is_system: true });
    });
  });

  describe('GET /api/system-tasks?project=', () => {
    it('lists the system tasks of the project, newest first, and only them', async () => {
      const older = await w.task({ projectId: P, name: 'older system', isSystem: true, createdAt: '2020-01-01T00:00:00Z' });
      await w.task({ projectId: P, name: 'regular task' });
      await w.task({ projectId: Q, name: 'system of Q', isSystem: true });
      const res = await w.api(member).get('/api/system-tasks', { project: P }).expect(200);
      checkAnswer(endpoints.tasks.systemTaskList, res);
      const names = res.body.tasks.map((x: Row) => x.taskName);
      expect(names).toContain('Weekly report');
      expect(names).not.toContain('regular task');
      expect(names).not.toContain('system of Q');
      expect(names[names.length - 1]).toBe('older system');
      expect(res.body.tasks.find((x: Row) => x.taskId === older)).toMatchObject({ projectId: P, status: 1 });
    });

    it('system tasks stay out of the project task list, the dashboard and the timeline', async () => {
      const list = await w.api(manager).get(`/api/projects/${P}/tasks`, { showHidden: 'true' }).expect(200);
      expect(list.body.tasks.map((x: Row) => x.taskName)).toEqual(['regular task']);
      const dash = await w.api(w.admin).get('/api/tasks').expect(200);
      expect(dash.body.tasks.some((x: Row) => x.taskName === 'Weekly report')).toBe(false);
    });

    it('needs Task.Get on the project: a non-member gets 403; a project that is not a number -> 404', async () => {
      expectError(await w.api(outsider).get('/api/system-tasks', { project: P }), 403, 'common.no-permission');
      expectError(await w.api(w.admin).get('/api/system-tasks', { project: 'abc' }), 404, 'common.not-found');
    });
  });
});
