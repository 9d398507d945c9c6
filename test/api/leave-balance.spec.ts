import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, Workspace } from '../support/workspace';

/** 10:00 in Ho Chi Minh City on 2026-06-15: the earliest break date is the 16th. */
const NOW = '2026-06-15T03:00:00.000Z';
const { Morning, Afternoon, FullDay } = { Morning: 0, Afternoon: 1, FullDay: 2 };

// Issue 10 item 6: pending paid requests count against the balance when a request is filed.
describe('leave that cannot be overbooked', () => {
  let t: TestApp;
  let w: Workspace;
  let hr: Actor;
  let seq = 0;

  async function employee(left: number): Promise<Actor> {
    const e = await w.employee(12, `Leave ${++seq}`);
    await w.q(`update employee set contact_admin = $2, permitted_day_left = $3 where id = $1`, [e.id, hr.id, left]);
    return e;
  }
  const fileBreak = (who: Actor, c: object) =>
    w.api(who).post('/api/tickets', { title: 'Day off', description: 'Family', requestType: 11, priority: 1, content: c }).set('Accept-Language', 'vi');
  const paid = (date: number, breakTime = FullDay) => ({ date, breakTime, isPermitted: true });
  const balance = async (who: Actor) => (await w.api(who).get('/api/breaks/balance').expect(200)).body;
  const decide = (who: Actor, date: number, breakTime: number, isAccept: boolean) =>
    w.api(hr).post('/api/breaks/decide', { employee: who.id, date, breakTime, isAccept });

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    hr = await w.employee(20, 'Hr');
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('with 1 day left, a second paid request is refused when filed: Số ngày phép còn lại không đủ; unpaid still goes', async () => {
    const e = await employee(1);
    await fileBreak(e, paid(20260616)).expect(201);
    expectError(await fileBreak(e, paid(20260617)), 400, 'break.not-enough-days', 'Số ngày phép còn lại không đủ');
    expectError(await fileBreak(e, paid(20260618, Morning)), 400, 'break.not-enough-days', 'Số ngày phép còn lại không đủ');
    expect((await w.q(`select count(*)::int as n from break_request where employee = $1`, [e.id]))[0].n).toBe(1);
    expect((await w.q(`select count(*)::int as n from ticket where created_by = $1`, [e.id]))[0].n).toBe(1);
    await fileBreak(e, { date: 20260619, breakTime: FullDay, isPermitted: false }).expect(201);
    expect(await balance(e)).toEqual({ permittedDayLeft: 1, permittedDayPending: 1 });
  });

  it('half days add up: 1.5 left takes a full day and a morning, not an afternoon too', async () => {
    const e = await employee(1.5);
    await fileBreak(e, paid(20260616)).expect(201);
    await fileBreak(e, paid(20260617, Morning)).expect(201);
    expectError(await fileBreak(e, paid(20260617, Afternoon)), 400, 'break.not-enough-days');
    expect(await balance(e)).toEqual({ permittedDayLeft: 1.5, permittedDayPending: 1.5 });
  });

  it('a refused request frees its days; an accepted one spends them and stops being pending', async () => {
    const e = await employee(1);
    await fileBreak(e, paid(20260616)).expect(201);
    await decide(e, 20260616, FullDay, false).expect(200);
    expect(await balance(e)).toEqual({ permittedDayLeft: 1, permittedDayPending: 0 });
    await fileBreak(e, paid(20260617)).expect(201);
    await decide(e, 20260617, FullDay, true).expect(200);
    expect(await balance(e)).toEqual({ permittedDayLeft: 0, permittedDayPending: 0 });
    expectError(await fileBreak(e, paid(20260618, Morning)), 400, 'break.not-enough-days');
  });

  it('editing the pending request does not count it twice; editing it to unpaid (withdrawing the paid leave) frees its days', async () => {
    const e = await employee(1);
    const id = (await fileBreak(e, paid(20260616)).expect(201)).body.id;
    await w.api(e).patch(`/api/tickets/${id}`, { content: paid(20260620) }).expect(200);
    expectError(await fileBreak(e, paid(20260622)), 400, 'break.not-enough-days');
    await w.api(e).patch(`/api/tickets/${id}`, { content: { date: 20260620, breakTime: FullDay, isPermitted: false } }).expect(200);
    expect(await balance(e)).toEqual({ permittedDayLeft: 1, permittedDayPending: 0 });
    await fileBreak(e, paid(20260622)).expect(201);
    // Back to paid while the other holds the day: refused, and the ticket keeps its content.
    expectError(await w.api(e).patch(`/api/tickets/${id}`, { content: paid(20260620) }).set('Accept-Language', 'vi'), 400, 'break.not-enough-days', 'Số ngày phép còn lại không đủ');
    expect((await w.q(`select is_permitted from break_request where ticket_id = $1`, [id]))[0].is_permitted).toBe(false);
  });

  it('the balance call is the caller\'s own and needs a session', async () => {
    const e = await employee(2.5);
    expect(await balance(e)).toEqual({ permittedDayLeft: 2.5, permittedDayPending: 0 });
    const request = (await import('supertest')).default;
    await request(t.http).get('/api/breaks/balance').expect(401);
  });

  it('50 concurrent paid full-day filings with 3 days left: exactly 3 are taken, the rest 400, none 500', async () => {
    const e = await employee(3);
    // Fifty different days of July and August 2026.
    const dates = Array.from({ length: 50 }, (_, i) => (i < 31 ? 20260701 + i : 20260801 + i - 31));
    const results = await Promise.all(dates.map((date) => fileBreak(e, paid(date)).then((r) => ({ status: r.status, code: r.body?.code }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 201)).toEqual(Array(47).fill({ status: 400, code: 'break.not-enough-days' }));
    expect((await w.q(`select count(*)::int as n from break_request where employee = $1 and status = 0`, [e.id]))[0].n).toBe(3);
    expect((await w.q(`select count(*)::int as n from ticket where created_by = $1`, [e.id]))[0].n).toBe(3);
    expect(await balance(e)).toEqual({ permittedDayLeft: 3, permittedDayPending: 3 });
  });
});
