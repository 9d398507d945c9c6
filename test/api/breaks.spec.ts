import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 821;
/** 10:00 in Ho Chi Minh City on 2026-06-15: the earliest break date is the 16th. */
const NOW = '2026-06-15T03:00:00.000Z';
const { Morning, Afternoon, FullDay } = { Morning: 0, Afternoon: 1, FullDay: 2 };

describe('leave: break tickets and decisions', () => {
  let t: TestApp;
  let w: Workspace;
  let hr: Actor;
  let pm: Actor;
  let po: Actor;
  let decider: Actor;
  let h: Api;
  let seq = 0;

  /** A fresh employee with `left` leave days, hr as contact admin, member of P. */
  async function employee(left: number): Promise<Actor> {
    const e = await w.employee(12, `Staff ${++seq}`);
    await w.q(`update employee set contact_admin = $2, permitted_day_left = $3 where id = $1`, [e.id, hr.id, left]);
    await w.member(P, e, 12);
    return e;
  }
  const fileBreak = (who: Actor, c: object, title = 'Day off') =>
    w.api(who).post('/api/tickets', { title, description: 'Family', requestType: 11, priority: 1, content: c });
  const leaveLeft = async (who: Actor) => Number((await w.q(`select permitted_day_left as l from employee where id = $1`, [who.id]))[0].l);
  const requestOf = async (ticketId: number) => (await w.q(`select * from break_request where ticket_id = $1`, [ticketId]))[0];
  const dayOffs = (who: Actor) => w.q(`select date, time, is_permitted, description from employee_break where employee = $1 order by date`, [who.id]);
  const decide = (as: Api, who: Actor, date: number, breakTime: number, isAccept: boolean, extra: object = {}) =>
    as.post('/api/breaks/decide', { employee: who.id, date, breakTime, isAccept, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    hr = await w.employee(20, 'Hr');
    pm = await w.employee(25, 'Pm');
    po = await w.employee(18, 'Po');
    decider = await w.employee(52, 'Decider');
    await w.project(P, [[pm, 25], [po, 18]]);
    await grant(t.http, w.admin.s, [decider.id], ['Operator.Break.Decision']);
    h = w.api(hr);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('filing', () => {
    it('today until 08:00 company time, tomorrow after (the message names the earliest date)', async () => {
      const e = await employee(5);
      w.freeze('2026-06-15T00:59:00.000Z'); // 07:59 in Ho Chi Minh City
      await fileBreak(e, { date: 20260615, breakTime: Morning }).expect(201);
      w.freeze('2026-06-15T01:00:00.000Z'); // 08:00
      expectError(await fileBreak(e, { date: 20260615, breakTime: Afternoon }), 400, 'break.date-too-early', 'Leave can only be requested from 16/06/2026');
      expectError(await fileBreak(e, { date: 20260615, breakTime: Afternoon }).set('Accept-Language', 'vi'), 400, 'break.date-too-early', 'Chỉ có thể xin nghỉ từ ngày 16/06/2026');
      await fileBreak(e, { date: 20260616, breakTime: Afternoon }).expect(201);
    });

    it('date and break time are required', async () => {
      const e = await employee(5);
      expectError(await fileBreak(e, { breakTime: FullDay }), 400, 'break.fill-all-fields');
      expectError(await fileBreak(e, { date: 20260616, breakTime: 7 }), 400, 'break.fill-all-fields');
      expectError(await fileBreak(e, { date: 20260631, breakTime: FullDay }), 400, 'break.fill-all-fields');
    });

    it('paid leave needs the balance: a full day needs 1, a half day 0.5 (Số ngày phép còn lại không đủ)', async () => {
      const e = await employee(0.5);
      expectError(await fileBreak(e, { date: 20260616, breakTime: FullDay, isPermitted: true }).set('Accept-Language', 'vi'), 400, 'break.not-enough-days', 'Số ngày phép còn lại không đủ');
      await fileBreak(e, { date: 20260616, breakTime: Morning, isPermitted: true }).expect(201);
      const broke = await employee(0);
      expectError(await fileBreak(broke, { date: 20260616, breakTime: Morning, isPermitted: true }), 400, 'break.not-enough-days');
      await fileBreak(broke, { date: 20260616, breakTime: Morning, isPermitted: false }).expect(201);
    });

    it('writes a pending request and asks the contact admin to decide (notification 9)', async () => {
      const e = await employee(2);
      const id = (await fileBreak(e, { date: 20260617, breakTime: FullDay, isPermitted: true, reason: 'Wedding' }).expect(201)).body.id;
      const request = await requestOf(id);
      expect(request).toMatchObject({ employee: e.id, date: 20260617, break_time: 2, reason: 'Wedding', is_permitted: true, status: 0 });
      const notes = await w.q(`select employee_id, content, is_read from notification where type = 9 and (content->>'requestId')::int = $1`, [request.id]);
      expect(notes).toEqual([{
        employee_id: hr.id, is_read: false,
        content: { employee: e.id, employeeName: `Test Staff ${seq}`, breakTime: 2, date: 20260617, reason: 'Wedding', isPermitted: true, status: 0, role: 12, requestId: request.id, ticketId: id },
      }]);
      // The reason defaults to the description.
      const other = (await fileBreak(e, { date: 20260618, breakTime: Morning }).expect(201)).body.id;
      expect((await requestOf(other)).reason).toBe('Family');
    });

    it('one request per employee and half-day (409); a refused one frees the time', async () => {
      const e = await employee(3);
      await fileBreak(e, { date: 20260619, breakTime: Morning }).expect(201);
      expectError(await fileBreak(e, { date: 20260619, breakTime: Morning }), 409, 'break.already-requested');
      expectError(await fileBreak(e, { date: 20260619, breakTime: FullDay }), 409, 'break.already-requested');
      await fileBreak(e, { date: 20260619, breakTime: Afternoon }).expect(201);
      await decide(h, e, 20260619, Morning, false).expect(200);
      await fileBreak(e, { date: 20260619, breakTime: Morning }).expect(201);
    });

    it('editing the open Break ticket moves its request and the contact admin\'s notice', async () => {
      const e = await employee(3);
      const id = (await fileBreak(e, { date: 20260620, breakTime: Morning }).expect(201)).body.id;
      await w.api(e).patch(`/api/tickets/${id}`, { content: { date: 20260622, breakTime: FullDay, isPermitted: true } }).expect(200);
      const request = await requestOf(id);
      expect(request).toMatchObject({ date: 20260622, break_time: 2, is_permitted: true, status: 0 });
      const [note] = await w.q(`select content from notification where type = 9 and (content->>'requestId')::int = $1`, [request.id]);
      expect(note.content).toMatchObject({ date: 20260622, breakTime: 2, isPermitted: true });
      expectError(await w.api(e).patch(`/api/tickets/${id}`, { content: { date: 20260614, breakTime: FullDay } }), 400, 'break.date-too-early');
    });
  });

  describe('GET /api/breaks/requests', () => {
    it('lists requests for Operator.Break.Decision holders, filtered by status', async () => {
      const e = await employee(3);
      const id = (await fileBreak(e, { date: 20260623, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      const pending = (await w.api(decider).get('/api/breaks/requests', { status: 0 }).expect(200)).body.permittedBreakRequests;
      expect(pending.every((r: Row) => r.status === 0)).toBe(true);
      expect(pending).toContainEqual(expect.objectContaining({
        employee: e.id, date: 20260623, breakTime: 2, isPermitted: true, status: 0, ticketId: id, permittedDayLeft: 3, role: 12,
      }));
      expectError(await w.api(e).get('/api/breaks/requests', { status: 0 }), 403, 'common.no-permission');
      expectError(await h.get('/api/breaks/requests', { status: 9 }), 403, 'common.no-permission');
      expectError(await w.api(decider).get('/api/breaks/requests', { status: 9 }), 400, 'common.validation');
    });
  });

  describe('POST /api/breaks/decide', () => {
    it('accepting paid leave spends it, records the day off, answers the ticket and notifies (8, 10)', async () => {
      const e = await employee(2);
      const id = (await fileBreak(e, { date: 20260624, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      const note = (await w.q(`select id from notification where type = 9 and employee_id = $1 order by id desc limit 1`, [hr.id]))[0].id;
      expect((await decide(h, e, 20260624, FullDay, true, { notification: note }).expect(200)).body).toEqual({ result: true });
      expect(await leaveLeft(e)).toBe(1);
      expect(await dayOffs(e)).toEqual([{ date: 20260624, time: 8, is_permitted: true, description: 'Family' }]);
      expect(await requestOf(id)).toMatchObject({ status: 1, decided_by: hr.id });
      const ticket = (await w.api(e).get(`/api/tickets/${id}`).expect(200)).body.ticket;
      expect(ticket).toMatchObject({ state: 'Accepted', response: { approve: true, createdBy: hr.id } });
      const request = await requestOf(id);
      const outcome = await w.q(`select employee_id, type from notification where type in (7, 8, 10) and (content->>'requestId')::int = $1 order by type, employee_id`, [request.id]);
      // 10 goes to the project managers (role 25) of the employee's projects, not to owners.
      expect(outcome).toEqual([{ employee_id: e.id, type: 8 }, { employee_id: pm.id, type: 10 }]);
      const [decided] = await w.q(`select is_read, content from notification where id = $1`, [note]);
      expect(decided).toMatchObject({ is_read: true, content: { status: 1 } });
    });

    it('a half day spends 0.5 and records 4 hours; unpaid leave spends nothing', async () => {
      const e = await employee(1);
      await fileBreak(e, { date: 20260625, breakTime: Afternoon, isPermitted: true }).expect(201);
      await fileBreak(e, { date: 20260626, breakTime: FullDay, isPermitted: false }).expect(201);
      await decide(h, e, 20260625, Afternoon, true).expect(200);
      await decide(h, e, 20260626, FullDay, true).expect(200);
      expect(await leaveLeft(e)).toBe(0.5);
      expect(await dayOffs(e)).toEqual([
        { date: 20260625, time: 4, is_permitted: true, description: 'Family' },
        { date: 20260626, time: 8, is_permitted: false, description: 'Family' },
      ]);
    });

    it('declining spends nothing, records nothing and tells the employee (7); the ticket reads Rejected', async () => {
      const e = await employee(2);
      const id = (await fileBreak(e, { date: 20260627, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      await decide(h, e, 20260627, FullDay, false).expect(200);
      expect(await leaveLeft(e)).toBe(2);
      expect(await dayOffs(e)).toEqual([]);
      expect((await requestOf(id)).status).toBe(2);
      expect((await w.api(e).get(`/api/tickets/${id}`).expect(200)).body.ticket.state).toBe('Rejected');
      const request = await requestOf(id);
      expect(await w.q(`select employee_id, type from notification where type in (7, 8, 10) and (content->>'requestId')::int = $1`, [request.id]))
        .toEqual([{ employee_id: e.id, type: 7 }]);
    });

    it('a decided request cannot be decided again (409), from either path', async () => {
      const e = await employee(2);
      const id = (await fileBreak(e, { date: 20260628, breakTime: Morning }).expect(201)).body.id;
      await decide(h, e, 20260628, Morning, true).expect(200);
      expectError(await decide(h, e, 20260628, Morning, false), 409, 'break.already-decided');
      await grant(t.http, w.admin.s, [hr.id], ['TicketSystem.Response.Create']);
      expectError(await h.post(`/api/tickets/${id}/response`, { approve: false }), 409, 'ticket.already-answered');
    });

    it('who may decide: the contact admin or Operator.Break.Decision; others 403; unknown request 400', async () => {
      const e = await employee(2);
      await fileBreak(e, { date: 20260629, breakTime: Morning }).expect(201);
      expectError(await decide(w.api(e), e, 20260629, Morning, true), 403, 'common.no-permission');
      expectError(await decide(w.api(pm), e, 20260629, Morning, true), 403, 'common.no-permission');
      expectError(await decide(h, e, 20260629, Afternoon, true), 400, 'break.notification-missing');
      const foreign = (await w.q(`select id from notification where employee_id <> $1 limit 1`, [decider.id]))[0].id;
      expectError(await decide(w.api(decider), e, 20260629, Morning, true, { notification: foreign }), 400, 'break.notification-missing');
      await decide(w.api(decider), e, 20260629, Morning, true).expect(200);
    });

    it('answering the Break ticket decides through the same service; its response needs TicketSystem.Response.Create on 0', async () => {
      const e = await employee(2);
      const noGrant = await w.employee(20, 'Other Hr');
      await w.q(`update employee set contact_admin = $2 where id = $1`, [e.id, noGrant.id]);
      const blocked = (await fileBreak(e, { date: 20260630, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      expectError(await w.api(noGrant).post(`/api/tickets/${blocked}/response`, { approve: true }), 403, 'common.no-permission');
      await w.q(`update employee set contact_admin = $2 where id = $1`, [e.id, hr.id]);
      const id = (await fileBreak(e, { date: 20260701, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      await grant(t.http, w.admin.s, [hr.id], ['TicketSystem.Response.Create']);
      const res = await h.post(`/api/tickets/${id}/response`, { approve: true, description: 'Enjoy' }).expect(201);
      expect(res.body.ticket).toMatchObject({ state: 'Accepted', response: { approve: true, description: 'Enjoy' } });
      expect(await leaveLeft(e)).toBe(1);
      expect((await requestOf(id)).status).toBe(1);
      expect(await dayOffs(e)).toEqual([{ date: 20260701, time: 8, is_permitted: true, description: 'Family' }]);
      expectError(await decide(h, e, 20260701, FullDay, true), 409, 'break.already-decided');
      // Not enough left for the other one (HR set the balance to 0 meanwhile): refused, nothing written.
      // (Its recipient may decide it on this path.)
      await w.q(`update employee set permitted_day_left = 0 where id = $1`, [e.id]);
      expectError(await decide(w.api(noGrant), e, 20260630, FullDay, true), 400, 'break.not-enough-days');
      expectError(await decide(h, e, 20260630, FullDay, true), 400, 'break.not-enough-days');
      expect((await requestOf(blocked)).status).toBe(0);
    });
  });

  describe('concurrency', () => {
    it('two simultaneous approvals that together exceed the balance: exactly one succeeds, the balance is right', async () => {
      const e = await employee(2);
      const a = (await fileBreak(e, { date: 20260702, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      const b = (await fileBreak(e, { date: 20260703, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      // HR lowers the balance after both were filed (filing counts pending days: test/api/leave-balance.spec.ts).
      await w.q(`update employee set permitted_day_left = 1.5 where id = $1`, [e.id]);
      // Each decision holds its transaction open a while after spending: a read-then-write
      // balance check would let both pass; the conditional update lets one.
      await w.q(`create or replace function slow_day_off() returns trigger language plpgsql as $$
        begin if new.employee = '${e.id}' then perform pg_sleep(0.3); end if; return new; end $$`);
      await w.q(`create trigger slow_day_off before insert on employee_break for each row execute function slow_day_off()`);
      const results = await Promise.all([
        decide(h, e, 20260702, FullDay, true).set('Accept-Language', 'vi'),
        decide(w.api(decider), e, 20260703, FullDay, true).set('Accept-Language', 'vi'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const refused = results.find((r) => r.status === 400)!;
      expectError(refused, 400, 'break.not-enough-days', 'Số ngày phép còn lại không đủ');
      expect(await leaveLeft(e)).toBe(0.5);
      expect(await dayOffs(e)).toHaveLength(1);
      expect([(await requestOf(a)).status, (await requestOf(b)).status].sort()).toEqual([0, 1]);
      await w.q(`drop trigger slow_day_off on employee_break`);
    });

    it('the ticket path and the decide path racing on one request: decided once, spent once', async () => {
      const e = await employee(3);
      const id = (await fileBreak(e, { date: 20260704, breakTime: FullDay, isPermitted: true }).expect(201)).body.id;
      await grant(t.http, w.admin.s, [hr.id], ['TicketSystem.Response.Create']);
      const results = await Promise.all([
        h.post(`/api/tickets/${id}/response`, { approve: true }),
        decide(w.api(decider), e, 20260704, FullDay, true),
        decide(h, e, 20260704, FullDay, true),
      ]);
      expect(results.filter((r) => r.status < 300)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(2);
      expect(await leaveLeft(e)).toBe(2);
      expect(await dayOffs(e)).toHaveLength(1);
    });
  });
});
