// The open tasks of a project kept as JSON between calls (TaskListCache): the answer is the one
// PostgreSQL builds without it, byte for byte, and never staler than the call, whoever wrote the
// change (this instance, another one, or plain SQL).
import { TaskListCache } from '../../backend/src/modules/tasks/task-list-cache';
import { TaskQueriesRepository } from '../../backend/src/modules/tasks/task-queries.repository';
import { TasksRepository } from '../../backend/src/modules/tasks/tasks.repository';
import { createTestApp, type TestApp } from '../support/app';
import { grant, type Row } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

const P = 961;
const Q = 962;

describe('task list cache', () => {
  let t: TestApp;
  let other: TestApp;
  let w: Workspace;
  let manager: Actor;
  let dev: Actor;
  let m: Api;

  const list = async (as: Api, project = P) => (await as.get(`/api/projects/${project}/tasks`).expect(200)).text;
  const dashboard = async (as: Api) => (await as.get('/api/tasks', { filters: '[]' }).expect(200)).text;
  const sqlList = async (project: number, efficiency: boolean) =>
    `{"tasks":${await t.app.get(TasksRepository).listJson(project, false, efficiency)}}`;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    // A second instance on the same database: its own cache.
    other = await createTestApp({ databaseUrl: t.databaseUrl });
    manager = await w.employee(25, 'Lead');
    dev = await w.employee(12, 'Dev');
    await w.project(P, [[manager, 25], [dev, 12]]);
    await w.project(Q, [[manager, 25]]);
    await grant(t.http, w.admin.s, [manager.id, dev.id], ['Task.Get.All']);
    m = w.api(manager);
    for (let i = 0; i < 12; i++) {
      await w.task({ projectId: i % 3 ? P : Q, name: `Task ${i}`, role: [12, 13, 16][i % 3], status: (i % 4) + 1, isSudden: i % 5 === 0, employee: dev.id, efficiency: i });
    }
    await w.task({ projectId: P, name: 'Archived', isArchived: true });
    await w.task({ projectId: P, name: 'System', isSystem: true });
  });
  afterAll(async () => { await w?.close(); await other?.close(); await t?.close(); });

  it('answers what PostgreSQL builds, in the list and dashboard orders, with efficiency per viewer', async () => {
    expect(await list(m)).toBe(await sqlList(P, true));
    expect(await list(m)).toBe(await sqlList(P, true)); // from the cache
    const devList = JSON.parse(await list(w.api(dev))).tasks as Row[];
    expect(devList.map((x) => x.efficiency)).toEqual(JSON.parse(await sqlList(P, false)).tasks.map((x: Row) => x.efficiency));
    expect(devList.every((x) => x.efficiency === null)).toBe(true);

    const expected = await t.app.get(TaskQueriesRepository).dashboardJson({
      projects: [P, Q], efficiencyProjects: [P, Q], showHidden: false, conditions: [], timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(await dashboard(m)).toBe(`{"tasks":${expected}}`);
    expect(await dashboard(m)).toBe(`{"tasks":${expected}}`);
  });

  it('is never staler than the call: API edits, another instance, plain SQL, deletes, archiving', async () => {
    await list(m);
    await dashboard(m);
    const otherCache = other.app.get(TaskListCache);
    await otherCache.listJson(P, true);
    const [first, second, third] = JSON.parse(await list(m)).tasks as Row[];

    await m.patch(`/api/tasks/${first.taskId}`, { name: 'Renamed here' }).expect(200);
    expect(await list(m)).toContain('Renamed here');
    expect(await list(m)).toBe(await sqlList(P, true));
    // The other instance's copy was made before the edit: it sees the edit all the same.
    expect(`{"tasks":${await otherCache.listJson(P, true)}}`).toBe(await sqlList(P, true));
    await w.q(`update task set task_name = 'Renamed in SQL' where task_id = $1`, [second.taskId]);
    expect(JSON.parse(await list(m)).tasks.map((x: Row) => x.taskName)).toContain('Renamed in SQL');
    expect(await dashboard(m)).toContain('Renamed in SQL');

    await w.q(`update task set is_archived = true where task_id = $1`, [third.taskId]);
    expect(JSON.parse(await list(m)).tasks.map((x: Row) => x.taskId)).not.toContain(third.taskId);
    await w.q(`delete from task where task_id = $1`, [first.taskId]);
    expect(await list(m)).toBe(await sqlList(P, true));
    const added = await w.task({ projectId: Q, name: 'Brand new' });
    expect(JSON.parse(await dashboard(m)).tasks.map((x: Row) => x.taskId)).toContain(added);
    await w.q(`delete from task where project_id = $1 and not is_archived and not is_system`, [Q]);
    expect(JSON.parse(await dashboard(m)).tasks.every((x: Row) => x.projectId === P)).toBe(true);
  });

  it('50 concurrent edits and reads: every read is a state the database held, the last one is the database', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => w.task({ projectId: P, name: `Race ${i}`, score: 4 })));
    const calls = ids.flatMap((id, i) => [
      m.patch(`/api/tasks/${id}`, { score: 10 + (i % 7) }),
      i % 2 ? m.get(`/api/projects/${P}/tasks`) : m.get('/api/tasks', { filters: '[]' }),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([]);
    expect(await list(m)).toBe(await sqlList(P, true));
    const scores = new Map((JSON.parse(await list(m)).tasks as Row[]).map((x) => [x.taskId, x.score]));
    ids.forEach((id, i) => expect(scores.get(id)).toBe(10 + (i % 7)));
  });
});
