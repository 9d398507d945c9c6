// GET /api/tasks/:id (issue 13, the command palette's 'open task N'): where a task lives, for
// whoever may see it; anyone else gets the same 404 as for a task that does not exist.
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, Workspace } from '../support/workspace';

const P = 872;

describe('task location', () => {
  let t: TestApp;
  let w: Workspace;
  let dev: Actor;
  let outsider: Actor;
  let task: number;
  let hidden: number;
  let system: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    dev = await w.employee(12, 'Dev');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[dev, 12]], 'Palette Project');
    task = await w.task({ projectId: P, employee: dev.id, name: 'Boss fight' });
    hidden = await w.task({ projectId: P, employee: dev.id, name: 'Old level', isArchived: true });
    system = await w.task({ projectId: P, employee: dev.id, name: 'Weekly sync', isSystem: true });
  });

  afterAll(async () => { await w?.close(); await t?.close(); });

  it('answers the project and name to a member of the project', async () => {
    const res = await w.api(dev).get(`/api/tasks/${task}`).expect(200);
    expect(res.body).toEqual({ task: { taskId: task, projectId: P, taskName: 'Boss fight', isArchived: false, isSystem: false } });
    expect((await w.api(dev).get(`/api/tasks/${hidden}`).expect(200)).body.task.isArchived).toBe(true);
  });

  it('says a system task is one: it lives on the internal task screen, not in the project task view', async () => {
    const res = await w.api(dev).get(`/api/tasks/${system}`).expect(200);
    expect(res.body).toEqual({ task: { taskId: system, projectId: P, taskName: 'Weekly sync', isArchived: false, isSystem: true } });
    // The project task view's list leaves it out; the internal list has it.
    const list = (await w.api(dev).get(`/api/projects/${P}/tasks`).expect(200)).body.tasks as { taskId: number }[];
    expect(list.map((x) => x.taskId)).not.toContain(system);
    const internal = (await w.api(dev).get('/api/system-tasks', { project: P }).expect(200)).body.tasks as { taskId: number }[];
    expect(internal.map((x) => x.taskId)).toContain(system);
  });

  it('answers 404 alike for a task the caller may not see and for none at all', async () => {
    expectError(await w.api(outsider).get(`/api/tasks/${task}`), 404, 'common.not-found');
    expectError(await w.api(dev).get('/api/tasks/987654321'), 404, 'common.not-found');
  });

  it('needs a session and a numeric id', async () => {
    await request(t.http).get(`/api/tasks/${task}`).expect(401);
    expect((await w.api(dev).get('/api/tasks/abc')).status).toBe(400);
  });

  it('answers 50 concurrent look-ups without a failure', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.api(dev).get(`/api/tasks/${task}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  });
});
