// Live lists (docs/decisions/024-live-lists.md): who may follow what, what reaches whom, and that
// an event follows the commit (a rolled-back write publishes nothing).
import type { Socket } from 'socket.io-client';
import { LIVE_EVENT, LIVE_FOLLOW, type LiveChange, type LiveFollow, type LiveFollowAck } from '@studio/domain';
import { createTestApp, type TestApp } from '../support/app';
import { connectSocket } from '../support/socket';
import { sleep } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

const P = 931;
const OTHER = 932;
const NOW = '2026-06-15T00:00:00.000Z';

describe('live lists over the socket', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let member: Actor;
  let outsider: Actor;
  let hr: Actor;
  let m: Api;
  const sockets: Socket[] = [];

  const connect = (who: Actor): Promise<Socket> => connectSocket(t.url, who.s.token, sockets);
  const follow = (socket: Socket, body: LiveFollow) => socket.timeout(5000).emitWithAck(LIVE_FOLLOW, body) as Promise<LiveFollowAck>;
  /** Every live event a socket receives from now on. */
  function record(socket: Socket): LiveChange[] {
    const seen: LiveChange[] = [];
    socket.on(LIVE_EVENT, (e: LiveChange) => seen.push(e));
    return seen;
  }
  async function until(check: () => boolean, ms = 3000): Promise<void> {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out waiting for a live event');
      await sleep(20);
    }
  }
  const tasksOf = (seen: LiveChange[], projectId: number) => seen.filter((e) => e.topic === 'tasks' && e.projectId === projectId).flatMap((e) => e.ids ?? []);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    member = await w.employee(12, 'Member');
    outsider = await w.employee(12, 'Outsider');
    hr = await w.employee(20, 'Hr');
    await w.project(P, [[manager, 25], [member, 12]]);
    await w.project(OTHER, [[outsider, 12], [manager, 25]]);
    await w.q(`update employee set contact_admin = $2, permitted_day_left = 2 where id = $1`, [member.id, hr.id]);
    m = w.api(manager);
    // A ticket response described 'boom' fails in the database, after the approval created its task.
    await w.q(`create function fail_boom() returns trigger language plpgsql as $$
      begin if new.description = 'boom' then raise exception 'boom'; end if; return new; end $$`);
    await w.q(`create trigger fail_boom before insert on ticket_response for each row execute function fail_boom()`);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await w?.close();
    await t?.close();
  });

  it('a member following the project hears of a task another user edits, within a second', async () => {
    const socket = await connect(member);
    expect(await follow(socket, { projects: [P] })).toEqual({ projects: [P], breaks: false, scores: null });
    const seen = record(socket);
    const task = await w.task({ projectId: P, name: 'Live one', employee: member.id });
    const started = Date.now();
    await m.patch(`/api/tasks/${task}`, { name: 'Live one renamed' }).expect(200);
    await until(() => tasksOf(seen, P).includes(task), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    // Ids only: the event carries nothing of the task.
    expect(Object.keys(seen.find((e) => e.topic === 'tasks')!).sort()).toEqual(['at', 'ids', 'projectId', 'topic']);
  });

  it('a user who may not read the project cannot follow it and hears nothing of it', async () => {
    const socket = await connect(outsider);
    expect((await follow(socket, { projects: [P, OTHER] })).projects).toEqual([OTHER]);
    const seen = record(socket);
    const task = await w.task({ projectId: P, name: 'Secret' });
    await m.patch(`/api/tasks/${task}`, { name: 'Secret renamed' }).expect(200);
    const other = await w.task({ projectId: OTHER, name: 'Visible' });
    await m.patch(`/api/tasks/${other}`, { name: 'Visible renamed' }).expect(200);
    await until(() => tasksOf(seen, OTHER).includes(other));
    expect(seen.filter((e) => e.projectId === P)).toEqual([]);
    // 'all' is every project the caller may read: still not P.
    expect((await follow(socket, { projects: 'all' })).projects).not.toContain(P);
  });

  it('approving a ticket reaches the requester (My Ticket) and the project (the new task)', async () => {
    const mine = await connect(member);
    const seen = record(mine);
    await follow(mine, { projects: [P] });
    const id = (await w.api(member).post('/api/tickets', {
      title: 'Need a task', requestType: 12, priority: 1,
      content: { project: P, taskName: 'From a ticket', input: 'brief', score: 8, deadline: 20260630, employee: null, role: 12 },
    }).expect(201)).body.id as number;
    await until(() => seen.some((e) => e.topic === 'tickets' && e.ids?.includes(id)));
    seen.length = 0;
    const res = await m.post(`/api/tickets/${id}/response`, { approve: true, description: 'Go' }).expect(201);
    const taskId = res.body.ticket.response.content.taskId as number;
    await until(() => seen.some((e) => e.topic === 'tickets' && e.ids?.includes(id)) && tasksOf(seen, P).includes(taskId));
  });

  it('events follow the commit: an approval that rolls back publishes neither the ticket nor its task', async () => {
    const mine = await connect(member);
    await follow(mine, { projects: [P] });
    const id = (await w.api(member).post('/api/tickets', {
      title: 'Doomed', requestType: 12, priority: 1,
      content: { project: P, taskName: 'Never made', input: 'brief', score: 8, deadline: 20260630, employee: null, role: 12 },
    }).expect(201)).body.id as number;
    await sleep(300);
    const seen = record(mine);
    const res = await m.post(`/api/tickets/${id}/response`, { approve: true, description: 'boom' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await w.q(`select 1 from task where task_name = 'Never made'`)).toEqual([]);
    // A later committed edit arrives, so the socket was listening all along.
    const task = await w.task({ projectId: P, name: 'Marker' });
    await m.patch(`/api/tasks/${task}`, { name: 'Marker 2' }).expect(200);
    await until(() => tasksOf(seen, P).includes(task));
    expect(seen.filter((e) => e.topic === 'tickets')).toEqual([]);
    expect(tasksOf(seen, P)).toEqual([task]);
  });

  it('the decide-break list and work scores are followed only with the right to see them', async () => {
    const admin = await connect(w.admin);
    const plain = await connect(member);
    expect(await follow(admin, { breaks: true, scores: member.id })).toEqual({ projects: [], breaks: true, scores: member.id });
    expect(await follow(plain, { breaks: true, scores: manager.id })).toEqual({ projects: [], breaks: false, scores: null });
    expect((await follow(plain, { scores: member.id })).scores).toBe(member.id);
    const adminSeen = record(admin);
    const plainSeen = record(plain);
    await w.api(member).post('/api/tickets', {
      title: 'Day off', description: 'Dentist', requestType: 11, priority: 1, content: { date: 20260615, breakTime: 0, isPermitted: true },
    }).expect(201);
    await until(() => adminSeen.some((e) => e.topic === 'breaks'));
    const task = await w.task({ projectId: P, name: 'Scored', employee: member.id, score: 4 });
    await m.patch(`/api/tasks/${task}`, { score: 6 }).expect(200);
    await until(() => plainSeen.some((e) => e.topic === 'scores' && e.ids?.includes(member.id)));
    await until(() => adminSeen.some((e) => e.topic === 'scores' && e.ids?.includes(member.id)));
    expect(plainSeen.some((e) => e.topic === 'breaks')).toBe(false);
  });

  it('a break decided through /api/breaks/decide reaches every recipient\'s My Ticket, not only the requester and decider', async () => {
    // hr is the member's contact admin: the ticket's recipient; the admin decides, holding Operator.Break.Decision.
    const recipient = await connect(hr);
    const requester = await connect(member);
    const heard = record(recipient);
    const mine = record(requester);
    const { id } = (await w.api(member).post('/api/tickets', {
      title: 'Half day', description: 'Parents visiting', requestType: 11, priority: 1, content: { date: 20260617, breakTime: 0, isPermitted: false },
    }).expect(201)).body as { id: number };
    expect(await w.q(`select employee_id from ticket_recipient where ticket_id = $1`, [id])).toEqual([{ employee_id: hr.id }]);
    const ticketHeard = (seen: LiveChange[]) => seen.filter((e) => e.topic === 'tickets' && e.ids?.includes(id)).length;
    await until(() => ticketHeard(heard) === 1 && ticketHeard(mine) === 1);
    await w.api(w.admin).post('/api/breaks/decide', { employee: member.id, date: 20260617, breakTime: 0, isAccept: false }).expect(200);
    await until(() => ticketHeard(heard) === 2 && ticketHeard(mine) === 2);
  });

  it('a new system task reaches those following its project (the internal task screen)', async () => {
    const socket = await connect(member);
    await follow(socket, { projects: [P] });
    const seen = record(socket);
    const { taskId } = (await m.post('/api/system-tasks', { project: P, taskName: 'Weekly sync', score: 2 }).expect(201)).body as { taskId: number };
    await until(() => tasksOf(seen, P).includes(taskId));
  });

  it('a penalty given or taken back moves the employee\'s work score live', async () => {
    const socket = await connect(member);
    await follow(socket, { scores: member.id });
    const seen = record(socket);
    const scored = () => seen.filter((e) => e.topic === 'scores' && e.ids?.includes(member.id)).length;
    const { id } = (await m.post(`/api/projects/${P}/penalties`, { employee: member.id, role: 12, score: 2, reason: 'Late build' }).expect(201)).body;
    await until(() => scored() === 1);
    await m.del(`/api/penalties/${id}`).expect((r) => expect(r.status).toBeLessThan(300));
    await until(() => scored() === 2);
  });

  it("a penalty given or taken back reaches its project's penalty table, and no other project's", async () => {
    const here = await connect(manager);
    await follow(here, { projects: [P] });
    const elsewhere = await connect(outsider);
    await follow(elsewhere, { projects: [OTHER] });
    const seenHere = record(here);
    const seenElsewhere = record(elsewhere);
    const penalties = (seen: LiveChange[]) => seen.filter((e) => e.topic === 'penalties').map((e) => e.projectId);
    const { id } = (await m.post(`/api/projects/${P}/penalties`, { employee: member.id, role: 12, score: 1, reason: 'Missed review' }).expect(201)).body;
    await until(() => penalties(seenHere).length === 1);
    await m.del(`/api/penalties/${id}`).expect((r) => expect(r.status).toBeLessThan(300));
    await until(() => penalties(seenHere).length === 2);
    expect(penalties(seenHere)).toEqual([P, P]);
    await sleep(200);
    expect(penalties(seenElsewhere)).toEqual([]);
  });

  it('a refused penalty publishes nothing', async () => {
    const socket = await connect(manager);
    await follow(socket, { projects: [P] });
    const seen = record(socket);
    await m.post(`/api/projects/${P}/penalties`, { employee: member.id, role: 12, score: 1, reason: '' }).expect(400);
    await sleep(300);
    expect(seen.filter((e) => e.topic === 'penalties')).toEqual([]);
  });

  it('50 concurrent task edits: no 500, each one published', async () => {
    const socket = await connect(member);
    await follow(socket, { projects: [P] });
    const seen = record(socket);
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => w.task({ projectId: P, name: `Burst ${i}` })));
    const answers = await Promise.all(ids.map((id, i) => m.patch(`/api/tasks/${id}`, { name: `Burst ${i} renamed` })));
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    const ok = ids.filter((_, i) => answers[i].status === 200);
    expect(ok.length).toBeGreaterThan(0);
    await until(() => ok.every((id) => tasksOf(seen, P).includes(id)), 5000);
  }, 30_000);

  it('a new connection follows nothing until it asks (a reconnecting tab follows again)', async () => {
    const socket = await connect(member);
    const seen = record(socket);
    const task = await w.task({ projectId: P, name: 'Before follow' });
    await m.patch(`/api/tasks/${task}`, { name: 'Before follow 2' }).expect(200);
    await sleep(300);
    expect(tasksOf(seen, P)).toEqual([]);
    await follow(socket, { projects: [P] });
    await m.patch(`/api/tasks/${task}`, { name: 'Before follow 3' }).expect(200);
    await until(() => tasksOf(seen, P).includes(task));
  });
});
