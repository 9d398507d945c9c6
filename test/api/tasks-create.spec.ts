import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { content, type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 701;
const Q = 702;
const DEADLINE = 20991231;

describe('POST /api/projects/:id/tasks', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let member: Actor;
  let outsider: Actor;
  let m: Api;

  /** A valid non-creative task for `member`. */
  const base = () => ({ name: 'Build level 1', input: content('design doc'), output: content(''), score: 16, role: 12, employee: member.id, deadline: DEADLINE });
  const create = (body: object, as: Api = m, project = P) => as.post(`/api/projects/${project}/tasks`, body);
  const stored = async (taskId: number) => (await w.q(`select * from task where task_id = $1`, [taskId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    member = await w.employee(12, 'Member');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[manager, 25], [member, 12]]);
    await w.project(Q, [[manager, 25], [outsider, 12]]);
    m = w.api(manager);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('each create check, in English', () => {
    const cases: { title: string; body: () => object; code: string; message: string }[] = [
      { title: 'sudden without employee', body: () => ({ ...base(), isSudden: true, employee: undefined }), code: 'task.employee-required', message: 'Please select employee' },
      { title: 'sudden with a blank employee', body: () => ({ ...base(), isSudden: true, employee: '   ' }), code: 'task.employee-required', message: 'Please select employee' },
      { title: 'sudden without employee is reported before the unknown role', body: () => ({ ...base(), isSudden: true, employee: null, role: 0 }), code: 'task.employee-required', message: 'Please select employee' },
      { title: 'role 0 (Unknown)', body: () => ({ ...base(), role: 0 }), code: 'task.role-required', message: 'Failed to create task' },
      { title: 'role 1 (system admin, a system role)', body: () => ({ ...base(), role: 1 }), code: 'task.role-required', message: 'Failed to create task' },
      { title: 'role 45 (deleted_1, a system role)', body: () => ({ ...base(), role: 45 }), code: 'task.role-required', message: 'Failed to create task' },
      { title: 'blank name', body: () => ({ ...base(), name: '   ' }), code: 'task.name-required', message: 'Please input task name' },
      { title: 'missing name', body: () => ({ ...base(), name: undefined }), code: 'task.name-required', message: 'Please input task name' },
      ...[5, 6, 8, 9].flatMap((role) => [
        { title: `creative role ${role} without employee`, body: () => ({ ...base(), role, employee: undefined, output: content('https://cdn.example.com/a.mp4') }), code: 'task.creative-employee-required', message: 'Please assign employee' },
        { title: `creative role ${role} without output`, body: () => ({ ...base(), role, output: undefined }), code: 'task.output-required', message: 'Please upload output first' },
        { title: `creative role ${role} with blank output content`, body: () => ({ ...base(), role, output: content('  ') }), code: 'task.output-empty', message: 'Output content is empty' },
      ]),
      { title: 'creative role with output that is not task content JSON', body: () => ({ ...base(), role: 8, output: 'not json' }), code: 'task.content-invalid', message: 'Please validate the data' },
      { title: 'score 0', body: () => ({ ...base(), score: 0 }), code: 'task.score-required', message: 'Please input score' },
      { title: 'missing score', body: () => ({ ...base(), score: undefined }), code: 'task.score-required', message: 'Please input score' },
      { title: 'negative score', body: () => ({ ...base(), score: -3 }), code: 'task.score-negative', message: 'Score must be greater than 0' },
      { title: 'score above the role limit (200)', body: () => ({ ...base(), score: 201 }), code: 'task.score-exceeds-limit', message: 'Score exceeds the limit' },
      { title: 'missing deadline', body: () => ({ ...base(), deadline: undefined }), code: 'task.deadline-input-required', message: 'Please input deadline' },
      { title: 'null deadline', body: () => ({ ...base(), deadline: null }), code: 'task.deadline-input-required', message: 'Please input deadline' },
      // Not a calendar day: the DTO refuses it like every date field, naming it (issue 7 item 8).
      { title: 'impossible deadline date', body: () => ({ ...base(), deadline: 20261341 }), code: 'common.validation', message: 'Please validate the data' },
    ];
    for (const c of cases) {
      it(`${c.title} -> 400 '${c.message}'`, async () => {
        const before = (await w.q(`select count(*)::int as n from task`))[0].n;
        expectError(await create(c.body()), 400, c.code, c.message);
        expect((await w.q(`select count(*)::int as n from task`))[0].n).toBe(before);
      });
    }

    it('answers in Vietnamese by default', async () => {
      const { default: request } = await import('supertest');
      const res = await request(t.http).post(`/api/projects/${P}/tasks`).set('Authorization', manager.s.bearer).send({ ...base(), name: ' ' });
      expectError(res, 400, 'task.name-required', 'Vui lòng nhập tên công việc');
    });
  });

  describe('score limit', () => {
    it('a score equal to the default limit 200 is accepted', async () => {
      const res = await create({ ...base(), score: 200 }).expect(201);
      expect((await stored(res.body.taskId)).score).toBe(200);
    });

    it('the admin gets 1000: 1000 accepted, 1001 refused', async () => {
      const a = w.api(w.admin);
      await create({ ...base(), score: 1000 }, a).expect(201);
      expectError(await create({ ...base(), score: 1001 }, a), 400, 'task.score-exceeds-limit', 'Score exceeds the limit');
    });

    it('the limit comes from role_score_limit of the task role', async () => {
      await w.q(`update role_score_limit set score_limit = 50 where role = 13`);
      try {
        expectError(await create({ ...base(), role: 13, score: 51 }), 400, 'task.score-exceeds-limit', 'Score exceeds the limit');
        await create({ ...base(), role: 13, score: 50 }).expect(201);
        // Other roles keep 200.
        await create({ ...base(), role: 12, score: 150 }).expect(201);
      } finally {
        await w.q(`update role_score_limit set score_limit = 200 where role = 13`);
      }
    });
  });

  describe('Task ID (alt)', () => {
    it('duplicate alt in the project -> 409 Task ID already exists; the same alt in another project is fine', async () => {
      const first = await create({ ...base(), alt: 'LV-1' }).expect(201);
      expect(first.body).toEqual({ taskId: expect.any(Number), altId: 'LV-1', createdAt: expect.any(String) });
      expectError(await create({ ...base(), alt: 'LV-1' }), 409, 'task.alt-exists', 'Task ID already exists');
      // Surrounding blanks are not a different id.
      expectError(await create({ ...base(), alt: '  LV-1 ' }), 409, 'task.alt-exists', 'Task ID already exists');
      const other = await create({ ...base(), alt: 'LV-1', employee: outsider.id }, m, Q).expect(201);
      expect(other.body.altId).toBe('LV-1');
      expect((await w.q(`select count(*)::int as n from task where alt_id = 'LV-1'`))[0].n).toBe(2);
    });

    it.each([['missing', undefined], ['empty', ''], ['blank', '   '], ['null', null]])('%s alt generates the task id as Task ID', async (_t, alt) => {
      const res = await create({ ...base(), alt }).expect(201);
      expect(res.body.altId).toBe(String(res.body.taskId));
      expect((await stored(res.body.taskId)).alt_id).toBe(String(res.body.taskId));
    });
  });

  describe('initial state', () => {
    it.each([5, 6, 8, 9])('creative role %i is created as Success with start and end dates', async (role) => {
      const res = await create({ ...base(), role, output: content('https://cdn.example.com/video.mp4') }).expect(201);
      const row = await stored(res.body.taskId);
      expect(row).toMatchObject({ status: 4, role, employee: member.id, final_score: 16 });
      expect(row.start_date).not.toBeNull();
      expect(row.end_date).not.toBeNull();
    });

    it.each([4, 7, 10, 12, 13, 25])('role %i is created as Planning without dates', async (role) => {
      const res = await create({ ...base(), role }).expect(201);
      const row = await stored(res.body.taskId);
      expect(row).toMatchObject({ status: 1, role, is_sudden: false, is_system: false, final_score: 16, deadline: DEADLINE });
      expect(row.start_date).toBeNull();
      expect(row.end_date).toBeNull();
    });

    it('a non-creative task needs no employee', async () => {
      const res = await create({ ...base(), employee: undefined }).expect(201);
      expect((await stored(res.body.taskId)).employee).toBeNull();
    });

    it('the created task is listed with the answered id, Task ID and fields', async () => {
      const res = await create({ ...base(), name: '  Listed task  ', alt: 'LIST-1', altScore: 3 }).expect(201);
      const list = await m.get(`/api/projects/${P}/tasks`).expect(200);
      const task = list.body.tasks.find((x: Row) => x.taskId === res.body.taskId);
      expect(task).toMatchObject({
        taskId: res.body.taskId, altId: 'LIST-1', projectId: P, taskName: 'Listed task', role: 12, score: 16, altScore: 3,
        finalScore: 16, status: 1, isSudden: false, isArchived: false, employee: member.id, deadline: DEADLINE,
        input: content('design doc'), startDate: null, endDate: null,
      });
      expect(new Date(task.createdAt).getTime()).toBe(new Date(res.body.createdAt).getTime());
    });

    it('the global project 0 takes tasks too (any active employee may be assigned there)', async () => {
      const res = await create({ ...base(), alt: 'ROOT-1' }, w.api(w.admin), 0);
      expect(res.status).toBe(201);
      expect((await stored(res.body.taskId))).toMatchObject({ project_id: 0, alt_id: 'ROOT-1', employee: member.id, status: 1 });
    });

    it('an unknown project -> 404 (admin)', async () => {
      expectError(await create(base(), w.api(w.admin), 999), 404, 'common.not-found');
    });
  });

  describe('assignee', () => {
    it('an employee who is not a member of the project -> 400', async () => {
      expectError(await create({ ...base(), employee: outsider.id }), 400, 'task.employee-not-member');
    });

    it('an unknown employee -> 400', async () => {
      expectError(await create({ ...base(), employee: 'nobody-here' }), 400, 'task.employee-not-member');
    });

    it('an inactive member -> 400', async () => {
      const gone = await w.employee(12, 'Gone');
      await w.member(P, gone, 12);
      await w.q(`update employee set is_active = false where id = $1`, [gone.id]);
      expectError(await create({ ...base(), employee: gone.id }), 400, 'task.employee-not-member');
    });
  });

  describe('permissions', () => {
    it('a plain member (no Task.Create) -> 403', async () => {
      expectError(await create(base(), w.api(member)), 403, 'common.no-permission', 'You do not have permission');
    });

    it('a non-member of the project -> 403', async () => {
      expectError(await create({ ...base(), employee: undefined }, w.api(outsider)), 403, 'common.no-permission');
    });

    it("a project manager of another project -> 403 (project-role grants hold on their project only)", async () => {
      const managerQ = await w.employee(25, 'Manager Q');
      await w.member(Q, managerQ, 25);
      expectError(await create({ ...base(), employee: undefined }, w.api(managerQ)), 403, 'common.no-permission');
      await create({ ...base(), employee: outsider.id }, w.api(managerQ), Q).expect(201);
    });

    it('isSudden needs Task.Create.Sudden: 403 without it, 201 with it', async () => {
      const creator = await w.employee(12, 'Creator');
      await grant(t.http, w.admin.s, [creator.id], ['Task.Create', 'Task.Get']);
      const c = w.api(creator);
      await create({ ...base(), isSudden: false }, c).expect(201);
      expectError(await create({ ...base(), isSudden: true }, c), 403, 'common.no-permission');
      expect((await w.q(`select count(*)::int as n from task where is_sudden`))[0].n).toBe(0);
      await grant(t.http, w.admin.s, [creator.id], [{ permissionId: 'Task.Create.Sudden', conditionType: 3, conditionValue: { value: P } }]);
      await create({ ...base(), isSudden: true }, c).expect(201);
      // The sudden permission is per project.
      expectError(await create({ ...base(), isSudden: true, employee: outsider.id }, c, Q), 403, 'common.no-permission');
    });

    it('Task.Create with condition roles [12] creates role-12 tasks, 403 for role 13', async () => {
      const creator = await w.employee(13, 'Role creator');
      await grant(t.http, w.admin.s, [creator.id], [{ permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [12] } }]);
      const c = w.api(creator);
      const ok = await create({ ...base(), role: 12 }, c).expect(201);
      expect((await stored(ok.body.taskId)).role).toBe(12);
      expectError(await create({ ...base(), role: 13 }, c), 403, 'common.no-permission');
    });

    it('a project manager (project role 25) may create sudden tasks; a project owner (18) too', async () => {
      await create({ ...base(), isSudden: true }).expect(201);
      const owner = await w.employee(18, 'Owner');
      await w.member(P, owner, 18);
      await create({ ...base(), isSudden: true }, w.api(owner)).expect(201);
    });
  });

  describe('sudden task notification', () => {
    it('writes a notification of type 11 for the assignee', async () => {
      const res = await create({ ...base(), name: 'Hotfix crash', isSudden: true, deadline: 20991230 }).expect(201);
      const rows = await w.q(`select employee_id, type, content, is_read from notification where type = 11 and (content->>'taskId')::int = $1`, [res.body.taskId]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        employee_id: member.id, type: 11, is_read: false,
        content: { projectId: P, projectName: `Project ${P}`, taskName: 'Hotfix crash', deadline: 20991230, taskId: res.body.taskId },
      });
      expect((await stored(res.body.taskId)).is_sudden).toBe(true);
    });

    it('a non-sudden task writes no notification', async () => {
      const res = await create(base()).expect(201);
      expect(await w.q(`select 1 from notification where (content->>'taskId')::int = $1`, [res.body.taskId])).toHaveLength(0);
    });
  });
});
