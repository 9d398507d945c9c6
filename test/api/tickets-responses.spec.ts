import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { content, type Actor, type Api, Workspace } from '../support/workspace';

const P = 811;
const NOW = '2026-06-15T03:00:00.000Z';
const createTask = (c: object = {}) => ({ project: P, taskName: 'Build level 3', input: 'brief', score: 16, deadline: 20260630, employee: null, role: 12, altScore: 2, ...c });

describe('tickets: answers, approvals and negotiation', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let owner: Actor;
  let member: Actor;
  let dev: Actor;
  let outsider: Actor;
  let m: Api;
  let me: Api;

  const file = async (requestType: number, c: object, as: Api = me) =>
    (await as.post('/api/tickets', { title: 'Request', description: 'Please', requestType, priority: 1, content: c }).expect(201)).body.id as number;
  const read = async (id: number, as: Api = me) => (await as.get(`/api/tickets/${id}`).expect(200)).body.ticket;
  const notes = (type: number, requestId: number) =>
    w.q(`select employee_id, content from notification where type = $1 and (content->>'requestId')::int = $2 order by id`, [type, requestId]);
  const tasksNamed = (name: string) => w.q(`select task_id, task_name, score, deadline, role, employee, input, alt_score, status from task where task_name = $1`, [name]);
  const editTask = (task: number, c: object = {}) => ({ project: P, task, taskName: 'Polish', scoreNew: 12, deadlineNew: 20260710, ...c });

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    owner = await w.employee(18, 'Owner');
    member = await w.employee(12, 'Member');
    dev = await w.employee(12, 'Dev');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[manager, 25], [owner, 18], [member, 12], [dev, 12]]);
    m = w.api(manager);
    me = w.api(member);
    // A response described 'boom' fails in the database: used to prove the approval is one transaction.
    await w.q(`create function fail_boom() returns trigger language plpgsql as $$
      begin if new.description = 'boom' then raise exception 'boom'; end if; return new; end $$`);
    await w.q(`create trigger fail_boom before insert on ticket_response for each row execute function fail_boom()`);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('who may answer', () => {
    it('only a recipient: the creator gets 403, a stranger 404; a second answer is 409', async () => {
      const id = await file(12, createTask({ taskName: 'Who answers' }));
      expectError(await me.post(`/api/tickets/${id}/response`, { approve: true }), 403, 'common.no-permission');
      expectError(await w.api(outsider).post(`/api/tickets/${id}/response`, { approve: true }), 404, 'common.not-found');
      expectError(await m.post(`/api/tickets/${id}/response`, {}), 400, 'common.validation');
      await m.post(`/api/tickets/${id}/response`, { approve: false, description: 'Not now' }).expect(201);
      expectError(await w.api(owner).post(`/api/tickets/${id}/response`, { approve: true }), 409, 'ticket.already-answered');
      expect(await tasksNamed('Who answers')).toEqual([]);
    });

    it('a recipient without TicketSystem.Response.Create on the ticket\'s project gets 403', async () => {
      // The owner loses the project-lead grants by becoming a plain member.
      const lead = await w.employee(12, 'Former lead');
      await w.member(P, lead, 18);
      const id = await file(12, createTask({ taskName: 'Former' }));
      expect((await read(id)).employees).toContain(lead.id);
      await w.q(`update project_employee set role = 12 where employee_id = $1`, [lead.id]);
      await w.bumpAcl();
      expectError(await w.api(lead).post(`/api/tickets/${id}/response`, { approve: true }), 403, 'common.no-permission');
      expect((await read(id)).state).toBe('Open');
    });
  });

  describe('CreateTask', () => {
    it('approving creates the task from the content, answers with it, and tells the requester (16)', async () => {
      const id = await file(12, createTask({ taskName: 'Approved task', employee: dev.id }));
      const res = await m.post(`/api/tickets/${id}/response`, { approve: true, description: 'Go' }).expect(201);
      const [task] = await tasksNamed('Approved task');
      expect(task).toMatchObject({ score: 16, deadline: 20260630, role: 12, employee: dev.id, alt_score: 2, status: 1, input: content('brief') });
      expect(res.body.ticket).toMatchObject({
        state: 'Accepted', response: { requestId: id, approve: true, description: 'Go', content: { taskId: task.task_id }, createdBy: manager.id, createdAt: NOW },
      });
      const [note] = await notes(16, id);
      expect(note.employee_id).toBe(member.id);
      expect(note.content).toMatchObject({ requestId: id, projectId: P, taskName: 'Approved task', taskId: task.task_id, employee: manager.id, employeeName: 'Test Manager' });
    });

    it('refusing closes it without a task and tells the requester (17)', async () => {
      const id = await file(12, createTask({ taskName: 'Refused task' }));
      await w.api(owner).post(`/api/tickets/${id}/response`, { approve: false, description: 'No' }).expect(201);
      expect(await tasksNamed('Refused task')).toEqual([]);
      expect((await read(id)).state).toBe('Rejected');
      expect((await notes(17, id)).map((n) => n.employee_id)).toEqual([member.id]);
    });

    it('the task rules still apply: a refused rule answers 400 and leaves the ticket open', async () => {
      const id = await file(12, createTask({ taskName: 'Too big', score: 5000 }));
      expectError(await m.post(`/api/tickets/${id}/response`, { approve: true }), 400, 'task.score-exceeds-limit', 'Score exceeds the limit');
      const stranger = await file(12, createTask({ taskName: 'To a stranger', employee: outsider.id }));
      expectError(await m.post(`/api/tickets/${stranger}/response`, { approve: true }), 400, 'task.employee-not-member');
      expect((await read(id)).state).toBe('Open');
      expect(await notes(16, id)).toEqual([]);
    });

    it('the task, the response and the notification are one transaction', async () => {
      const id = await file(12, createTask({ taskName: 'Atomic' }));
      const res = await m.post(`/api/tickets/${id}/response`, { approve: true, description: 'boom' });
      expect(res.status).toBe(500);
      expect(await tasksNamed('Atomic')).toEqual([]);
      expect(await notes(16, id)).toEqual([]);
      expect((await read(id)).state).toBe('Open');
    });
  });

  describe('EditTask', () => {
    it('approving applies name, score and deadline through the task edit rules and tells the requester (18)', async () => {
      const task = await w.task({ projectId: P, name: 'Old name', score: 8, deadline: 20260620, employee: member.id });
      const id = await file(14, editTask(task, { taskName: 'Polish' }));
      await m.post(`/api/tickets/${id}/response`, { approve: true }).expect(201);
      expect(await w.taskRow(task)).toMatchObject({ task_name: 'Polish', score: 12, final_score: 12, deadline: 20260710 });
      expect((await notes(18, id)).map((n) => n.employee_id)).toEqual([member.id]);
    });

    it('a task that is closed meanwhile refuses the change (task.closed) and the request stays open', async () => {
      const task = await w.task({ projectId: P, name: 'Will close', score: 8, deadline: 20260620, employee: member.id });
      const id = await file(14, editTask(task));
      await w.q(`update task set status = 4 where task_id = $1`, [task]);
      expectError(await m.post(`/api/tickets/${id}/response`, { approve: true }), 400, 'task.closed');
      expect((await read(id)).state).toBe('Open');
      expect(await w.taskRow(task)).toMatchObject({ task_name: 'Will close', score: 8 });
    });

    it('refusing leaves the task and tells the requester (19)', async () => {
      const task = await w.task({ projectId: P, name: 'Keep me', score: 8, deadline: 20260620 });
      const id = await file(14, editTask(task));
      await m.post(`/api/tickets/${id}/response`, { approve: false }).expect(201);
      expect(await w.taskRow(task)).toMatchObject({ task_name: 'Keep me', score: 8, deadline: 20260620 });
      expect((await notes(19, id)).map((n) => n.employee_id)).toEqual([member.id]);
    });
  });

  describe('negotiation', () => {
    it('a counter-proposal to a CreateTask request: type 13 back to the requester (14), who agrees; the task takes the agreed values (16)', async () => {
      const id = await file(12, createTask({ taskName: 'Proposed', score: 40, employee: dev.id }));
      const res = await m.post(`/api/tickets/${id}/negotiation`, { content: { taskName: 'Agreed', score: 24, deadline: 20260705 } }).expect(201);
      const nid = res.body.id as number;
      const original = await read(id);
      expect(original).toMatchObject({ state: 'Rejected', response: { approve: false, content: { negotiationId: nid }, createdBy: manager.id } });
      const counter = await read(nid);
      expect(counter).toMatchObject({ requestType: 13, createdBy: manager.id, employees: [member.id], projectId: P, state: 'Open', title: 'Request' });
      expect(counter.content).toMatchObject({
        project: P, requestId: id, assignTo: member.id, taskName: 'Agreed', taskNameOld: 'Proposed', score: 24, scoreOld: 40,
        deadline: 20260705, deadlineOld: 20260630, employee: dev.id, role: 12, input: 'brief', inputOld: 'brief', altScoreOld: 2, altScoreNew: 2,
      });
      const [n14] = await notes(14, nid);
      expect(n14).toMatchObject({ employee_id: member.id, content: { originalRequestId: id, taskName: 'Agreed', employee: manager.id } });

      // The requester (no task permissions of their own) agrees.
      await me.post(`/api/tickets/${nid}/response`, { approve: true }).expect(201);
      expect(await tasksNamed('Proposed')).toEqual([]);
      expect(await tasksNamed('Agreed')).toEqual([expect.objectContaining({ score: 24, deadline: 20260705, employee: dev.id })]);
      expect((await read(nid)).state).toBe('Accepted');
      expect((await notes(16, nid)).map((n) => n.employee_id)).toEqual([manager.id]);
    });

    it('the requester may reject the counter-proposal: closed, no task, the negotiator hears it (17)', async () => {
      const id = await file(12, createTask({ taskName: 'Will be countered' }));
      const nid = (await m.post(`/api/tickets/${id}/negotiation`, { content: { taskName: 'Counter', score: 8, deadline: 20260701 } }).expect(201)).body.id;
      await me.post(`/api/tickets/${nid}/response`, { approve: false, description: 'No thanks' }).expect(201);
      expect(await tasksNamed('Counter')).toEqual([]);
      expect((await read(nid)).state).toBe('Rejected');
      expect((await notes(17, nid)).map((n) => n.employee_id)).toEqual([manager.id]);
    });

    it('an EditTask counter-proposal (15) is applied with the agreed values when the requester agrees (18)', async () => {
      const task = await w.task({ projectId: P, name: 'Edit me', score: 8, deadline: 20260620, employee: member.id });
      const id = await file(14, editTask(task, { taskName: 'Edit me', scoreNew: 30 }));
      const nid = (await m.post(`/api/tickets/${id}/negotiation`, { content: { taskName: 'Edited', scoreNew: 20, deadlineNew: 20260712 } }).expect(201)).body.id;
      const counter = await read(nid);
      expect(counter).toMatchObject({ requestType: 15, employees: [member.id] });
      expect(counter.content).toMatchObject({ task, assignTo: member.id, requestId: id, scoreOld: 8, scoreNew: 20, deadlineOld: 20260620, deadlineNew: 20260712 });
      expect((await notes(15, nid)).map((n) => n.employee_id)).toEqual([member.id]);
      await me.post(`/api/tickets/${nid}/response`, { approve: true }).expect(201);
      expect(await w.taskRow(task)).toMatchObject({ task_name: 'Edited', score: 20, deadline: 20260712 });
      expect((await notes(18, nid)).map((n) => n.employee_id)).toEqual([manager.id]);
    });

    it('a counter-proposal is validated: task name, score above 0, deadline (the spec\'s Vietnamese)', async () => {
      const id = await file(12, createTask({ taskName: 'Validate counter' }));
      const neg = (c: object) => m.post(`/api/tickets/${id}/negotiation`, { content: c }).set('Accept-Language', 'vi');
      expectError(await neg({ taskName: ' ', score: 8, deadline: 20260701 }), 400, 'ticket.task-name-required', 'Tên công việc không được để trống.');
      expectError(await neg({ taskName: 'x', score: 0, deadline: 20260701 }), 400, 'ticket.score-required', 'Vui lòng nhập điểm công việc.');
      expectError(await neg({ taskName: 'x', score: 8 }), 400, 'ticket.deadline-required', 'Hạn chót công việc không được để trống.');
      expect((await read(id)).state).toBe('Open');
    });

    it('only an open task request can be negotiated, by a recipient holding the response permission', async () => {
      const id = await file(12, createTask({ taskName: 'Negotiate rules' }));
      const body = { content: { taskName: 'x', score: 8, deadline: 20260701 } };
      expectError(await me.post(`/api/tickets/${id}/negotiation`, body), 403, 'common.no-permission');
      expectError(await w.api(outsider).post(`/api/tickets/${id}/negotiation`, body), 404, 'common.not-found');
      const nid = (await m.post(`/api/tickets/${id}/negotiation`, body).expect(201)).body.id;
      expectError(await w.api(owner).post(`/api/tickets/${id}/negotiation`, body), 409, 'ticket.already-answered');
      // A counter-proposal is agreed or refused, not negotiated again.
      expectError(await me.post(`/api/tickets/${nid}/negotiation`, body), 400, 'ticket.not-negotiable');
      const other = await file(2, { account: 'x' });
      expectError(await w.api(w.admin).post(`/api/tickets/${other}/negotiation`, body), 400, 'ticket.not-negotiable');
    });

    it('the negotiator may revise an open counter-proposal; the requester may not edit it', async () => {
      const id = await file(12, createTask({ taskName: 'Revise' }));
      const nid = (await m.post(`/api/tickets/${id}/negotiation`, { content: { taskName: 'First offer', score: 8, deadline: 20260701 } }).expect(201)).body.id;
      const res = await m.patch(`/api/tickets/${nid}`, { content: { taskName: 'Second offer', score: 10, deadline: 20260702 } }).expect(200);
      expect(res.body.ticket.content).toMatchObject({ taskName: 'Second offer', taskNameOld: 'Revise', score: 10, scoreOld: 16, requestId: id, assignTo: member.id });
      expectError(await m.patch(`/api/tickets/${nid}`, { content: { taskName: 'Third', score: 0, deadline: 20260702 } }), 400, 'ticket.score-required');
      expectError(await me.patch(`/api/tickets/${nid}`, { title: 'Mine now' }), 403, 'common.no-permission');
    });
  });
});
