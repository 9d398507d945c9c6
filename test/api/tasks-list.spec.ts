import { endpoints } from '@studio/domain';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 721;
const Q = 722;
const at = (hour: number) => `2026-06-10T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('GET /api/projects/:id/tasks and score limit', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let member: Actor;
  let outsider: Actor;
  let m: Api;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    member = await w.employee(12, 'Member');
    outsider = await w.employee(13, 'Outsider');
    await w.project(P, [[manager, 25], [member, 12]]);
    await w.project(Q, [[outsider, 13]]);
    m = w.api(manager);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('list order', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      // Inserted in this order, so task ids ascend a, b, c...; created times are crafted.
      const rows: [string, { status: number; isSudden?: boolean; hour: number }][] = [
        ['planA', { status: 1, hour: 10 }],
        ['progB', { status: 2, hour: 12 }],
        ['doneSuddenC', { status: 3, isSudden: true, hour: 13 }],
        ['progSuddenD', { status: 2, isSudden: true, hour: 9 }],
        ['planSuddenE', { status: 1, isSudden: true, hour: 8 }],
        ['successF', { status: 4, hour: 14 }],
        ['failG', { status: 5, hour: 7 }],
        ['planH', { status: 1, hour: 10 }],
        ['planI', { status: 1, hour: 11 }],
        ['doneJ', { status: 3, hour: 6 }],
        ['successSuddenK', { status: 4, isSudden: true, hour: 15 }],
        ['progL', { status: 2, hour: 5 }],
        ['planSuddenM', { status: 1, isSudden: true, hour: 9 }],
      ];
      for (const [name, r] of rows) {
        ids[name] = await w.task({ projectId: P, name, status: r.status, isSudden: r.isSudden, createdAt: at(r.hour), employee: member.id });
      }
      // Neither a hidden task nor a system task is listed; nor another project's.
      ids.hidden = await w.task({ projectId: P, name: 'hidden', isArchived: true, createdAt: at(20) });
      ids.system = await w.task({ projectId: P, name: 'system', isSystem: true, createdAt: at(21) });
      await w.task({ projectId: Q, name: 'other project', createdAt: at(22) });
    });

    it('open sudden first (newest first among them), then status ascending, newest created, task id', async () => {
      const res = await m.get(`/api/projects/${P}/tasks`).expect(200);
      checkAnswer(endpoints.tasks.list, res);
      expect(res.body.tasks.map((x: Row) => x.taskName)).toEqual([
        'progSuddenD', 'planSuddenM', 'planSuddenE', // open sudden: 09:00 (id lower), 09:00, 08:00
        'planI', 'planA', 'planH', // Planning: 11:00, then 10:00 twice by task id
        'progB', 'progL',
        'doneSuddenC', 'doneJ', // a Completed sudden task is not open: ordered by status like the rest
        'successSuddenK', 'successF',
        'failG',
      ]);
    });

    it('showHidden=true adds the hidden task in its place, never system tasks', async () => {
      const res = await m.get(`/api/projects/${P}/tasks`, { showHidden: 'true' }).expect(200);
      const names = res.body.tasks.map((x: Row) => x.taskName);
      expect(names).toHaveLength(14);
      expect(names.indexOf('hidden')).toBe(3); // Planning, newest created
      expect(names).not.toContain('system');
    });

    it('each task has the contract fields', async () => {
      const res = await m.get(`/api/projects/${P}/tasks`).expect(200);
      // creativeType: an addition of decision 057 (null for a task that is not creative work).
      expect(Object.keys(res.body.tasks[0]).sort()).toEqual([
        'altId', 'altScore', 'benchmark', 'createdAt', 'creativeType', 'deadline', 'efficiency', 'employee', 'endDate', 'finalScore', 'input',
        'isArchived', 'isSudden', 'lastModified', 'output', 'projectId', 'role', 'roleLevel', 'score', 'startDate', 'status',
        'taskId', 'taskName',
      ]);
      expect(res.body.tasks.find((x: Row) => x.taskName === 'planA')).toMatchObject({ taskId: ids.planA, projectId: P, createdAt: at(10) });
    });

    it('a member reads the list; a non-member gets 403', async () => {
      await w.api(member).get(`/api/projects/${P}/tasks`).expect(200);
      expectError(await w.api(outsider).get(`/api/projects/${P}/tasks`), 403, 'common.no-permission');
    });

    it('each project lists only its own tasks; an empty project answers an empty list', async () => {
      expect((await w.api(outsider).get(`/api/projects/${Q}/tasks`).expect(200)).body.tasks).toHaveLength(1);
      await w.project(723, [[manager, 25]]);
      expect((await m.get('/api/projects/723/tasks').expect(200)).body).toEqual({ tasks: [] });
    });
  });

  describe('GET /api/projects/:id/score-limit', () => {
    it('answers {scoreLimit: {limit}}: the default 200 for the caller\'s role', async () => {
      expect((await w.api(member).get(`/api/projects/${P}/score-limit`).expect(200)).body).toEqual({ scoreLimit: { limit: 200 } });
    });

    it('the admin gets 1000', async () => {
      expect((await w.api(w.admin).get(`/api/projects/${P}/score-limit`).expect(200)).body.scoreLimit.limit).toBe(1000);
    });

    it('follows role_score_limit, for the caller\'s role or ?role=', async () => {
      await w.q(`update role_score_limit set score_limit = 40 where role = 13`);
      await w.q(`update role_score_limit set score_limit = 80 where role = 12`);
      try {
        expect((await w.api(member).get(`/api/projects/${P}/score-limit`).expect(200)).body.scoreLimit.limit).toBe(80);
        expect((await m.get(`/api/projects/${P}/score-limit`, { role: 13 }).expect(200)).body.scoreLimit.limit).toBe(40);
      } finally {
        await w.q(`update role_score_limit set score_limit = 200 where role in (12, 13)`);
      }
    });

    it('needs Task.Get on the project; a bad role -> 400', async () => {
      expectError(await w.api(outsider).get(`/api/projects/${P}/score-limit`), 403, 'common.no-permission');
      expectError(await m.get(`/api/projects/${P}/score-limit`, { role: 'abc' }), 400, 'common.validation');
    });
  });
});
