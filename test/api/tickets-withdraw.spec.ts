// Decision 026: the creator withdraws an unanswered request; a withdrawn leave request frees its days
// (issue 10 item 6), and nothing answers, edits or decides it afterwards.
import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, Workspace } from '../support/workspace';

const P = 832;
/** 10:00 in Ho Chi Minh City on 2026-06-15: the earliest break date is the 16th. */
const NOW = '2026-06-15T03:00:00.000Z';
const FullDay = 2;

describe('withdrawing a request', () => {
  let t: TestApp;
  let w: Workspace;
  let hr: Actor;
  let manager: Actor;
  let dev: Actor;
  let seq = 0;

  async function employee(left: number): Promise<Actor> {
    const e = await w.employee(12, `Withdraw ${++seq}`);
    await w.q(`update employee set contact_admin = $2, permitted_day_left = $3 where id = $1`, [e.id, hr.id, left]);
    return e;
  }
  const fileBreak = async (who: Actor, date: number) => (await w.api(who).post('/api/tickets', {
    title: 'Day off', description: 'Family', requestType: 11, priority: 1, content: { date, breakTime: FullDay, isPermitted: true },
  }).expect(201)).body.id as number;
  const fileTask = async (taskName: string) => (await w.api(dev).post('/api/tickets', {
    title: 'Need a task', description: 'Please', requestType: 12, priority: 1,
    content: { project: P, taskName, input: 'brief', score: 8, deadline: 20260630, employee: null, role: 12, altScore: 0 },
  }).expect(201)).body.id as number;
  const withdraw = (who: Actor, id: number) => w.api(who).post(`/api/tickets/${id}/withdraw`).set('Accept-Language', 'vi');
  const balance = async (who: Actor) => (await w.api(who).get('/api/breaks/balance').expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    hr = await w.employee(20, 'Hr');
    manager = await w.employee(25, 'Manager');
    dev = await w.employee(12, 'Dev');
    await w.project(P, [[manager, 25], [dev, 12]]);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('a withdrawn leave request frees its days: the next paid request fits, and the balance shows nothing pending', async () => {
    const e = await employee(1);
    const first = await fileBreak(e, 20260616);
    expectError(await w.api(e).post('/api/tickets', {
      title: 'Day off', description: 'x', requestType: 11, priority: 1, content: { date: 20260617, breakTime: FullDay, isPermitted: true },
    }).set('Accept-Language', 'vi'), 400, 'break.not-enough-days', 'Số ngày phép còn lại không đủ');
    expect(await balance(e)).toEqual({ permittedDayLeft: 1, permittedDayPending: 1 });

    const res = await withdraw(e, first).expect(200);
    expect(res.body.ticket).toMatchObject({ id: first, state: 'Withdrawn', response: null, withdrawnAt: NOW });
    expect(res.body.ticket.permissions).toEqual([
      { permission: 'TicketSystem.Request.Edit', employees: [] },
      { permission: 'TicketSystem.Response.Create', employees: [] },
    ]);
    expect(await balance(e)).toEqual({ permittedDayLeft: 1, permittedDayPending: 0 });
    expect((await w.q(`select status from break_request where ticket_id = $1`, [first]))[0].status).toBe(3);
    // The same day can be asked for again: a withdrawn request does not clash.
    await fileBreak(e, 20260616);
    // The break manager shows no pending days beyond the new request.
    const rows = (await w.api(w.admin).get('/api/hr/reports/breaks').expect(200)).body.results;
    expect(rows.find((r: { id: string }) => r.id === e.id)).toMatchObject({ permittedDayLeft: 1, permittedDayPending: 1 });
  });

  it('the contact admin\'s notice to decide is settled, the decide list drops it, and deciding it is 409 ticket.withdrawn', async () => {
    const e = await employee(2);
    const id = await fileBreak(e, 20260618);
    const notice = async () => (await w.q(
      `select is_read, content->>'status' as status from notification where employee_id = $1 and type = 9 and content->>'ticketId' = $2`,
      [hr.id, String(id)],
    ))[0];
    expect(await notice()).toMatchObject({ is_read: false });
    await withdraw(e, id).expect(200);
    expect(await notice()).toEqual({ is_read: true, status: '3' });
    const pending = (await w.api(w.admin).get('/api/breaks/requests?status=0').expect(200)).body.permittedBreakRequests;
    expect(pending.some((r: { ticketId: number }) => r.ticketId === id)).toBe(false);
    expectError(await w.api(hr).post('/api/breaks/decide', { employee: e.id, date: 20260618, breakTime: FullDay, isAccept: true }).set('Accept-Language', 'vi'),
      409, 'ticket.withdrawn', 'Yêu cầu này đã được rút lại');
    expect(await balance(e)).toEqual({ permittedDayLeft: 2, permittedDayPending: 0 });
    expect(await w.q(`select 1 from employee_break where employee = $1`, [e.id])).toEqual([]);
  });

  it('only the creator withdraws; a recipient gets 403, anyone else 404; answered or withdrawn tickets are 409', async () => {
    const id = await fileTask('withdraw rules');
    const stranger = await w.employee(12, 'Stranger');
    expectError(await withdraw(manager, id), 403, 'ticket.withdraw-not-creator', 'Chỉ người gửi yêu cầu mới có thể rút lại');
    expectError(await withdraw(stranger, id), 404, 'common.not-found');
    await withdraw(dev, id).expect(200);
    expectError(await withdraw(dev, id), 409, 'ticket.withdrawn');
    expectError(await w.api(dev).patch(`/api/tickets/${id}`, { title: 'changed' }), 409, 'ticket.withdrawn');
    expectError(await w.api(manager).post(`/api/tickets/${id}/response`, { approve: true, description: '' }), 409, 'ticket.withdrawn');
    expectError(await w.api(manager).post(`/api/tickets/${id}/negotiation`, { content: { taskName: 'x', score: 5, deadline: 20260701 } }), 409, 'ticket.withdrawn');
    expect(await w.q(`select 1 from task where task_name = 'withdraw rules'`)).toEqual([]);
    expect((await w.q(`select title from ticket where id = $1`, [id]))[0].title).toBe('Need a task');

    const answered = await fileTask('answered first');
    await w.api(manager).post(`/api/tickets/${answered}/response`, { approve: false, description: 'no' }).expect(201);
    expectError(await withdraw(dev, answered), 409, 'ticket.already-answered');
    expect((await w.q(`select withdrawn_at from ticket where id = $1`, [answered]))[0].withdrawn_at).toBeNull();
  });

  it('a withdrawn ticket stays in both lists as Withdrawn, after the ones still waiting', async () => {
    const gone = await fileTask('listed withdrawn');
    await withdraw(dev, gone).expect(200);
    const waiting = await fileTask('listed waiting');
    w.freeze('2026-06-15T03:00:05.000Z');
    for (const [who, box] of [[dev, 'sent'], [manager, 'received']] as const) {
      const list = (await w.api(who).get(`/api/tickets?box=${box}`).expect(200)).body.tickets as { id: number; state: string }[];
      const at = (id: number) => list.findIndex((x) => x.id === id);
      expect(list[at(gone)].state).toBe('Withdrawn');
      expect(at(waiting)).toBeLessThan(at(gone));
    }
  });

  it('50 withdrawals and answers racing on 25 tickets: each ticket ends either withdrawn or answered, never both, no 500', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await fileTask(`raced ${i}`));
    const results = await Promise.all(ids.flatMap((id) => [
      withdraw(dev, id),
      w.api(manager).post(`/api/tickets/${id}/response`, { approve: false, description: 'no' }),
    ]));
    for (const r of results) expect([200, 201, 409]).toContain(r.status);
    for (const [i, id] of ids.entries()) {
      const [a, b] = [results[2 * i], results[2 * i + 1]];
      expect([a.status, b.status].filter((s) => s !== 409)).toHaveLength(1);
      const row = (await w.q(
        `select t.withdrawn_at is not null as withdrawn, exists (select 1 from ticket_response s where s.request_id = t.id) as answered from ticket t where t.id = $1`, [id],
      ))[0];
      expect(row.withdrawn).not.toBe(row.answered);
      expect(row.withdrawn).toBe(a.status === 200);
    }
  });

  it('50 employees withdrawing leave while HR decides it: each request ends withdrawn or decided, balances never go below zero', async () => {
    const people: Actor[] = [];
    for (let i = 0; i < 25; i++) people.push(await employee(1));
    const tickets = await Promise.all(people.map((p) => fileBreak(p, 20260619)));
    const results = await Promise.all(people.flatMap((p, i) => [
      withdraw(p, tickets[i]),
      w.api(hr).post('/api/breaks/decide', { employee: p.id, date: 20260619, breakTime: FullDay, isAccept: true }),
    ]));
    for (const r of results) expect([200, 409]).toContain(r.status);
    for (const [i, p] of people.entries()) {
      const [withdrew, decided] = [results[2 * i].status === 200, results[2 * i + 1].status === 200];
      expect(withdrew).not.toBe(decided);
      expect(await balance(p)).toEqual({ permittedDayLeft: withdrew ? 1 : 0, permittedDayPending: 0 });
    }
  });
});
