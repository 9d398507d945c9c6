import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 801;
const Q = 802;
/** 10:00 in Ho Chi Minh City on 2026-06-15. */
const NOW = '2026-06-15T03:00:00.000Z';
const ticket = (fields: object = {}) => ({ title: 'Need a task', description: 'Please', requestType: 12, priority: 2, ...fields });
const createTask = (c: object = {}) => ({ project: P, taskName: 'Build level 3', input: 'brief', score: 16, deadline: 20260630, employee: null, role: 12, altScore: 0, ...c });

describe('tickets: filing, routing, reading and editing', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let owner: Actor;
  let member: Actor;
  let hr: Actor;
  let outsider: Actor;
  let adminHolder: Actor;
  let m: Api;
  let me: Api;
  let taskId: number;

  const file = async (as: Api, body: object) => (await as.post('/api/tickets', body).expect(201)).body.id as number;
  const read = async (as: Api, id: number) => (await as.get(`/api/tickets/${id}`).expect(200)).body.ticket;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    owner = await w.employee(18, 'Owner');
    member = await w.employee(12, 'Member');
    hr = await w.employee(20, 'Hr');
    outsider = await w.employee(12, 'Outsider');
    adminHolder = await w.employee(52, 'Administrative');
    await w.project(P, [[manager, 25], [owner, 18], [member, 12]]);
    await w.project(Q, [[outsider, 12], [manager, 12]]);
    await grant(t.http, w.admin.s, [adminHolder.id], ['Admin']);
    await w.q(`update employee set contact_admin = $2, permitted_day_left = 3 where id = $1`, [member.id, hr.id]);
    taskId = await w.task({ projectId: P, name: 'Existing', score: 8, deadline: 20260620, employee: member.id });
    m = w.api(manager);
    me = w.api(member);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('POST /api/tickets', () => {
    it('needs a title, then a type (the spec\'s messages)', async () => {
      expectError(await me.post('/api/tickets', ticket({ title: '  ', requestType: undefined })), 400, 'ticket.title-required', 'Title is required');
      expectError(await me.post('/api/tickets', ticket({ requestType: undefined, content: createTask() })), 400, 'ticket.type-required', 'Request type is required');
      expectError(await me.post('/api/tickets', ticket({ requestType: null, content: createTask() })), 400, 'ticket.type-required');
      expectError(await me.post('/api/tickets', ticket({ requestType: 99 })), 400, 'common.validation');
    });

    it('negotiation types cannot be filed directly', async () => {
      for (const requestType of [13, 15]) {
        expectError(await me.post('/api/tickets', ticket({ requestType, content: createTask() })), 400, 'ticket.negotiation-direct');
      }
    });

    it('the ticket-type condition of TicketSystem.Request.Create decides which types one may file', async () => {
      // Role 0 has no default group: only this grant, for Break (11) alone.
      const limited = await w.employee(0, 'Limited');
      await grant(t.http, w.admin.s, [limited.id], [{ permissionId: 'TicketSystem.Request.Create', conditionType: 3, conditionValue: { value: 11 } }]);
      expectError(await w.api(limited).post('/api/tickets', ticket({ requestType: 2, content: {} })), 403, 'common.no-permission');
      await w.api(limited).post('/api/tickets', ticket({ requestType: 11, title: 'Day off', content: { date: 20260616, breakTime: 2, isPermitted: false } })).expect(201);
    });

    it('CreateTask content: task name, score above 0, project, deadline', async () => {
      const vi = (body: object) => me.post('/api/tickets', body).set('Accept-Language', 'vi');
      expectError(await vi(ticket({ content: createTask({ taskName: ' ' }) })), 400, 'ticket.task-name-required', 'Tên công việc không được để trống.');
      expectError(await vi(ticket({ content: createTask({ score: 0 }) })), 400, 'ticket.score-required', 'Vui lòng nhập điểm công việc.');
      expectError(await vi(ticket({ content: createTask({ project: undefined }) })), 400, 'ticket.project-required', 'Dự án không được để trống.');
      expectError(await vi(ticket({ content: createTask({ deadline: null }) })), 400, 'ticket.deadline-required', 'Hạn chót công việc không được để trống.');
      expectError(await me.post('/api/tickets', ticket({ content: 'not json' })), 400, 'ticket.content-invalid');
      expectError(await me.post('/api/tickets', ticket({ content: createTask({ employee: 42 }) })), 400, 'ticket.content-invalid');
    });

    it('a task request about a project the requester cannot see is 404', async () => {
      expectError(await me.post('/api/tickets', ticket({ content: createTask({ project: Q }) })), 404, 'common.not-found');
      expectError(await me.post('/api/tickets', ticket({ content: createTask({ project: 987654 }) })), 404, 'common.not-found');
    });

    it('EditTask content: score above 0 and a deadline (the spec\'s Vietnamese), and a task of that project', async () => {
      const edit = (c: object) => me.post('/api/tickets', ticket({ requestType: 14, content: { project: P, task: taskId, taskName: 'Existing', scoreNew: 12, deadlineNew: 20260701, ...c } })).set('Accept-Language', 'vi');
      expectError(await edit({ scoreNew: 0 }), 400, 'ticket.score-required', 'Vui lòng nhập điểm công việc.');
      expectError(await edit({ scoreNew: -3 }), 400, 'ticket.score-required');
      expectError(await edit({ deadlineNew: undefined }), 400, 'ticket.deadline-required', 'Hạn chót công việc không được để trống.');
      expectError(await edit({ task: undefined }), 400, 'ticket.task-required');
      expectError(await edit({ project: Q }), 404, 'common.not-found');
      const id = (await edit({}).expect(201)).body.id;
      // The old values come from the task, not from the request.
      expect((await read(me, id)).content).toEqual({
        project: P, task: taskId, taskName: 'Existing', role: 12, scoreOld: 8, scoreNew: 12, deadlineOld: 20260620,
        deadlineNew: 20260701, altScoreOld: 0, altScoreNew: 0,
      });
    });

    it('a CreateTask request goes to the project\'s managers and owners, who get notification 13', async () => {
      const id = await file(me, ticket({ content: createTask() }));
      const seen = await read(me, id);
      expect(seen).toMatchObject({
        id, title: 'Need a task', description: 'Please', requestType: 12, priority: 2, deadline: null, createdBy: member.id,
        createdAt: NOW, updatedAt: NOW, updatedBy: null, hidden: false, projectId: P, response: null, state: 'Open',
        content: { project: P, taskName: 'Build level 3', score: 16, deadline: 20260630, role: 12, input: 'brief', employee: null, altScore: 0 },
      });
      expect(seen.employees).toEqual([manager.id, owner.id].sort());
      const notes = await w.q(`select employee_id, content from notification where type = 13 and (content->>'requestId')::int = $1 order by employee_id`, [id]);
      expect(notes.map((n) => n.employee_id)).toEqual([manager.id, owner.id].sort());
      expect(notes[0].content).toMatchObject({ requestId: id, projectId: P, projectName: `Project ${P}`, taskName: 'Build level 3', employee: member.id, employeeName: 'Test Member' });
    });

    it('a Break request goes to the contact admin; without one, to the holders of Operator.Break.Decision', async () => {
      const id = await file(me, ticket({ requestType: 11, title: 'Day off', content: { date: 20260617, breakTime: 0, isPermitted: false } }));
      expect((await read(me, id)).employees).toEqual([hr.id]);
      expect((await read(me, id)).projectId).toBe(0);
      const lone = await w.employee(12, 'Lone');
      const decider = await w.employee(12, 'Decider');
      await grant(t.http, w.admin.s, [decider.id], ['Operator.Break.Decision']);
      const other = await file(w.api(lone), ticket({ requestType: 11, title: 'Day off', content: { date: 20260617, breakTime: 0 } }));
      expect((await read(w.api(lone), other)).employees).toEqual(['admin', decider.id].sort());
    });

    it('project, account and policy requests go to the holders of Admin', async () => {
      for (const requestType of [1, 2, 3]) {
        const id = await file(me, ticket({ requestType, content: { note: 'x' } }));
        const seen = await read(me, id);
        expect(seen.employees).toEqual(['admin', adminHolder.id].sort());
        expect(seen.content).toEqual({ note: 'x' });
      }
      // Content may come as the spec's JSON text.
      const id = await file(me, ticket({ requestType: 2, content: JSON.stringify({ account: 'a@b.c' }) }));
      expect((await read(w.api(adminHolder), id)).content).toEqual({ account: 'a@b.c' });
    });
  });

  describe('reading', () => {
    it('only the creator and the recipients see a ticket; others get 404', async () => {
      const id = await file(me, ticket({ content: createTask() }));
      await read(m, id);
      await read(w.api(owner), id);
      expectError(await w.api(outsider).get(`/api/tickets/${id}`), 404, 'common.not-found');
      expectError(await w.api(hr).get(`/api/tickets/${id}`), 404, 'common.not-found');
      expectError(await me.get('/api/tickets/99999999'), 404, 'common.not-found');
    });

    it('boxes: received and sent, unanswered first, then newest created, then newest updated', async () => {
      const requester = await w.employee(12, 'Requester');
      await w.member(P, requester, 12);
      const r = w.api(requester);
      w.freeze('2026-06-15T03:00:00.000Z');
      const first = await file(r, ticket({ title: 'first', content: createTask() }));
      const sameTimeA = await file(r, ticket({ title: 'same A', content: createTask() }));
      const sameTimeB = await file(r, ticket({ title: 'same B', content: createTask() }));
      w.freeze('2026-06-15T04:00:00.000Z');
      const answered = await file(r, ticket({ title: 'answered', content: createTask() }));
      const latest = await file(r, ticket({ title: 'latest', content: createTask() }));
      w.freeze('2026-06-15T05:00:00.000Z');
      await w.api(manager).post(`/api/tickets/${answered}/response`, { approve: false, description: 'no' }).expect(201);
      await r.patch(`/api/tickets/${sameTimeA}`, { description: 'touched' }).expect(200);

      const sent = (await r.get('/api/tickets', { box: 'sent' }).expect(200)).body.tickets.map((x: Row) => x.id);
      expect(sent).toEqual([latest, sameTimeA, sameTimeB, first, answered]);
      const received = (await w.api(owner).get('/api/tickets', { box: 'received' }).expect(200)).body.tickets.map((x: Row) => x.id);
      expect(received.filter((x: number) => sent.includes(x))).toEqual(sent);
      expect((await r.get('/api/tickets', { box: 'received' }).expect(200)).body.tickets).toEqual([]);
      expectError(await r.get('/api/tickets', { box: 'all' }), 400, 'common.validation');
    });
  });

  describe('PATCH /api/tickets/:id', () => {
    it('the creator edits an open ticket; content is checked again', async () => {
      const id = await file(me, ticket({ content: createTask() }));
      w.freeze('2026-06-15T06:00:00.000Z');
      const res = await me.patch(`/api/tickets/${id}`, { title: 'Renamed', priority: 4, deadline: 20260620, content: createTask({ score: 24 }) }).expect(200);
      expect(res.body.ticket).toMatchObject({
        title: 'Renamed', priority: 4, deadline: 20260620, updatedBy: member.id, updatedAt: '2026-06-15T06:00:00.000Z', content: { score: 24 },
      });
      expectError(await me.patch(`/api/tickets/${id}`, { content: createTask({ score: 0 }) }), 400, 'ticket.score-required');
      expectError(await me.patch(`/api/tickets/${id}`, { title: '' }), 400, 'ticket.title-required');
      expectError(await me.patch(`/api/tickets/${id}`, { deadline: 20261399 }), 400, 'common.validation');
      expectError(await me.patch(`/api/tickets/${id}`, { requestType: 14 }), 400, 'ticket.type-fixed');
    });

    it('a recipient edits only with TicketSystem.Request.Edit on the ticket\'s project; others get 404', async () => {
      const id = await file(me, ticket({ content: createTask() }));
      await m.patch(`/api/tickets/${id}`, { priority: 1 }).expect(200);
      expect((await read(me, id)).updatedBy).toBe(manager.id);
      const leave = await file(me, ticket({ requestType: 11, title: 'Day off', content: { date: 20260618, breakTime: 1 } }));
      expectError(await w.api(hr).patch(`/api/tickets/${leave}`, { priority: 1 }), 403, 'common.no-permission');
      expectError(await w.api(outsider).patch(`/api/tickets/${id}`, { priority: 1 }), 404, 'common.not-found');
    });

    it('moving a task request to another project routes it again', async () => {
      await w.member(Q, member, 12);
      const id = await file(me, ticket({ content: createTask() }));
      await me.patch(`/api/tickets/${id}`, { content: createTask({ project: Q }) }).expect(200);
      const seen = await read(me, id);
      expect(seen.projectId).toBe(Q);
      // Q has no manager or owner: the admins receive it.
      expect(seen.employees).toEqual(['admin', adminHolder.id].sort());
    });

    it('answered tickets cannot be edited (409)', async () => {
      const id = await file(me, ticket({ content: createTask() }));
      await m.post(`/api/tickets/${id}/response`, { approve: false, description: 'no' }).expect(201);
      expectError(await me.patch(`/api/tickets/${id}`, { title: 'Again' }), 409, 'ticket.already-answered');
      const seen = await read(me, id);
      expect(seen).toMatchObject({ title: 'Need a task', state: 'Rejected', response: { requestId: id, approve: false, description: 'no', createdBy: manager.id } });
      expect(seen.permissions).toEqual([
        { permission: 'TicketSystem.Request.Edit', employees: [] },
        { permission: 'TicketSystem.Response.Create', employees: [] },
      ]);
    });
  });
});
