import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 751;
const Q = 752;
const R = 753;
const noon = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}T05:00:00.000Z`;

type Filter = { filterType: string; type?: string; values: unknown[] };

describe('GET /api/tasks (task dashboard)', () => {
  let t: TestApp;
  let w: Workspace;
  let viewer: Actor;
  let a: Actor;
  let b: Actor;
  let c: Actor;
  let v: Api;

  const names = async (as: Api, filters?: Filter[], showHidden?: string) => {
    const query: Record<string, string> = {};
    if (filters) query.filters = JSON.stringify(filters);
    if (showHidden) query.showHidden = showHidden;
    const res = await as.get('/api/tasks', query).expect(200);
    return res.body.tasks.map((x: Row) => x.taskName) as string[];
  };
  const f = (filterType: string, values: unknown[], type = filterType.endsWith('Date') || filterType === 'deadline' ? 'date' : 'text'): Filter =>
    ({ filterType, type, values });

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    viewer = await w.employee(25, 'Viewer');
    a = await w.employee(12, 'A');
    b = await w.employee(13, 'B');
    c = await w.employee(12, 'C');
    await w.project(P, [[viewer, 12], [a, 12], [b, 13]]);
    await w.project(Q, [[viewer, 13], [c, 12]]);
    await w.project(R, [[c, 12]]);
    await grant(t.http, w.admin.s, [viewer.id], ['Task.Get.All']);
    v = w.api(viewer);

    const task = (projectId: number, name: string, role: number, status: number, o: { employee?: string; start?: number; end?: number; deadline?: number; isSudden?: boolean; isArchived?: boolean; isSystem?: boolean; efficiency?: number } = {}) =>
      w.task({
        projectId, name, role, status, employee: o.employee ?? null, startDate: o.start ? noon(o.start) : null, endDate: o.end ? noon(o.end) : null,
        deadline: o.deadline ?? null, isSudden: o.isSudden, isArchived: o.isArchived, isSystem: o.isSystem, efficiency: o.efficiency,
      });
    // Inserted in this order: task ids ascend in it.
    await task(P, 'Alpha level', 12, 1, { employee: a.id, deadline: 20260610 });
    await task(P, 'Beta boss', 13, 2, { employee: a.id, start: 20260605, deadline: 20260615 });
    await task(P, 'alpha art', 13, 3, { employee: b.id, start: 20260601, end: 20260608, deadline: 20260609, efficiency: 2 });
    await task(P, 'Reach 100% coverage', 16, 4, { employee: b.id, start: 20260520, end: 20260525, deadline: 20260601 });
    await task(P, 'Sudden fix', 12, 2, { employee: a.id, start: 20260612, deadline: 20260613, isSudden: true });
    await task(P, 'Hidden thing', 12, 1, { isArchived: true, deadline: 20260611 });
    await task(P, 'System thing', 12, 1, { isSystem: true });
    await task(Q, 'Alpha Q', 12, 1, { employee: c.id, deadline: 20260620 });
    await task(Q, 'Sudden done', 13, 3, { employee: c.id, start: 20260601, end: 20260602, deadline: 20260603, isSudden: true });
    await task(Q, 'Gamma plan', 4, 1, { deadline: 20260630 });
    await task(R, 'Alpha R', 12, 1, { employee: c.id, deadline: 20260610 });
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  const ALL = ['Sudden fix', 'Gamma plan', 'Alpha level', 'Alpha Q', 'Beta boss', 'alpha art', 'Sudden done', 'Reach 100% coverage'];

  it('needs Task.Get.All: a member gets 403', async () => {
    expectError(await w.api(a).get('/api/tasks'), 403, 'common.no-permission', 'You do not have permission');
  });

  it('lists the projects where the caller holds Task.Get, open sudden first, then status, role, task id', async () => {
    expect(await names(v)).toEqual(ALL);
    expect(await names(v, [])).toEqual(ALL);
  });

  it('the admin sees every project', async () => {
    const all = await names(w.api(w.admin));
    expect(all).toContain('Alpha R');
    expect(all).not.toContain('System thing');
    expect(all).not.toContain('Hidden thing');
  });

  it('tasks of the global project 0 are listed for callers holding Task.Get there (the admin)', async () => {
    const id = await w.task({ projectId: 0, name: 'Root task', role: 12, status: 2, employee: a.id, deadline: 20260630 });
    try {
      expect(await names(w.api(w.admin), [f('projectId', [0])])).toEqual(['Root task']);
      // The viewer holds Task.Get on P and Q only.
      expect(await names(v, [f('projectId', [0])])).toEqual([]);
    } finally {
      await w.q(`delete from task where task_id = $1`, [id]);
    }
  });

  const cases: [string, Filter[], string[]][] = [
    ['projectId', [f('projectId', [P])], ['Sudden fix', 'Alpha level', 'Beta boss', 'alpha art', 'Reach 100% coverage']],
    ['projectId as text', [f('projectId', [String(Q)])], ['Gamma plan', 'Alpha Q', 'Sudden done']],
    ['projectId of a project the caller cannot see', [f('projectId', [R])], []],
    ['taskName (contains, any case)', [f('taskName', ['alpha'])], ['Alpha level', 'Alpha Q', 'alpha art']],
    ['taskName with several values (any of them)', [f('taskName', ['beta', 'GAMMA'])], ['Gamma plan', 'Beta boss']],
    ['taskName with a % is literal', [f('taskName', ['100%'])], ['Reach 100% coverage']],
    ['taskName % alone is literal too', [f('taskName', ['%'])], ['Reach 100% coverage']],
    ['taskName _ is literal', [f('taskName', ['_'])], []],
    ['employee', [f('employee', ['A-placeholder'])], ['Sudden fix', 'Alpha level', 'Beta boss']],
    ['role', [f('role', [13])], ['Beta boss', 'alpha art', 'Sudden done']],
    ['status', [f('status', [2, 3])], ['Sudden fix', 'Beta boss', 'alpha art', 'Sudden done']],
    ['startDate range', [f('startDate', [20260601, 20260606])], ['Beta boss', 'alpha art', 'Sudden done']],
    ['startDate single day', [f('startDate', [20260605])], ['Beta boss']],
    ['deadline range', [f('deadline', [20260609, 20260615])], ['Sudden fix', 'Alpha level', 'Beta boss', 'alpha art']],
    ['endDate range', [f('endDate', [20260602, 20260610])], ['alpha art', 'Sudden done']],
    ['isArchived false', [f('isArchived', [false])], ALL],
    ['several filters all apply', [f('projectId', [P, Q]), f('role', [12]), f('status', [1])], ['Alpha level', 'Alpha Q']],
    ['a filter without values is ignored', [f('role', [])], ALL],
  ];
  it.each(cases)('filter %s', async (_t, filters, expected) => {
    const resolved = filters.map((x) => x.filterType === 'employee' ? { ...x, values: [a.id] } : x);
    expect(await names(v, resolved)).toEqual(expected);
  });

  it('showHidden=true adds hidden tasks (never system tasks); isArchived [true] then picks them', async () => {
    expect(await names(v, undefined, 'true')).toEqual([
      'Sudden fix', 'Gamma plan', 'Alpha level', 'Hidden thing', 'Alpha Q', 'Beta boss', 'alpha art', 'Sudden done', 'Reach 100% coverage',
    ]);
    expect(await names(v, [f('isArchived', [true])], 'true')).toEqual(['Hidden thing']);
    expect(await names(v, [f('isArchived', [true])])).toEqual([]);
  });

  it('date filters count days in the company zone (18:00 UTC is the next day in Ho Chi Minh City)', async () => {
    const id = await w.task({ projectId: Q, name: 'Night owl', role: 14, status: 3, startDate: '2026-06-21T18:00:00.000Z', endDate: '2026-06-22T17:30:00.000Z' });
    try {
      expect(await names(v, [f('startDate', [20260622])])).toEqual(['Night owl']);
      expect(await names(v, [f('startDate', [20260621])])).toEqual([]);
      expect(await names(v, [f('endDate', [20260623])])).toEqual(['Night owl']);
    } finally {
      await w.q(`delete from task where task_id = $1`, [id]);
    }
  });

  it('efficiency is shown only where the caller holds Task.Get.Efficiency', async () => {
    const mine = (await v.get('/api/tasks', { filters: JSON.stringify([f('taskName', ['alpha art'])]) }).expect(200)).body.tasks;
    expect(mine[0].efficiency).toBeNull();
    const admin = (await w.api(w.admin).get('/api/tasks', { filters: JSON.stringify([f('taskName', ['alpha art'])]) }).expect(200)).body.tasks;
    expect(admin[0].efficiency).toBe(2);
  });

  it.each([
    ['not JSON', '[{'],
    ['not a list', '{"filterType":"role","values":[12]}'],
    ['an unknown filterType', JSON.stringify([{ filterType: 'salary', type: 'text', values: [1] }])],
    ['a date range that is not numbers', JSON.stringify([{ filterType: 'deadline', type: 'date', values: ['soon'] }])],
  ])('filters %s -> 400', async (_t, filters) => {
    expectError(await v.get('/api/tasks', { filters }), 400, 'common.validation');
  });
});
