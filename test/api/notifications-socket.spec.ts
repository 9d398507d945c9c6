import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../support/app';
import { connectSocket } from '../support/socket';
import { type Actor, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

/** 07:00 in Ho Chi Minh City on 2026-06-15: a break for today is still allowed. */
const NOW = '2026-06-15T00:00:00.000Z';

describe('notifications reach the socket as they are written', () => {
  let t: TestApp;
  let w: Workspace;
  let hr: Actor;
  let staff: Actor;
  const sockets: Socket[] = [];

  const connect = (who: Actor): Promise<Socket> => connectSocket(t.url, who.s.token, sockets);
  const next = (socket: Socket, type: number) => new Promise<Row>((resolve) => {
    const listener = (n: Row) => {
      if (n.type !== type) return;
      socket.off('notification', listener);
      resolve({ n, at: Date.now() });
    };
    socket.on('notification', listener);
  });

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    hr = await w.employee(20, 'Hr');
    staff = await w.employee(12, 'Staff');
    await w.q(`update employee set contact_admin = $2, permitted_day_left = 2 where id = $1`, [staff.id, hr.id]);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await w?.close();
    await t?.close();
  });

  it('the contact admin hears of a break request within 1 s of the POST, and the employee hears the decision', async () => {
    const admin = await connect(hr);
    const mine = await connect(staff);
    const asked = next(admin, 9);
    const started = Date.now();
    const created = await w.api(staff).post('/api/tickets', {
      title: 'Day off', description: 'Dentist', requestType: 11, priority: 1, content: { date: 20260615, breakTime: 0, isPermitted: true },
    }).expect(201);
    const { n, at } = await asked;
    const elapsed = at - started;
    expect(elapsed).toBeLessThan(1000);
    expect(n).toMatchObject({
      employeeId: hr.id, type: 9, isRead: false,
      content: { employee: staff.id, employeeName: 'Test Staff', date: 20260615, breakTime: 0, isPermitted: true, status: 0, role: 12, ticketId: created.body.id },
    });
    expect(typeof n.id).toBe('number');

    const decided = next(mine, 8);
    const decideStarted = Date.now();
    await w.api(hr).post('/api/breaks/decide', { employee: staff.id, date: 20260615, breakTime: 0, isAccept: true, notification: n.id }).expect(200);
    const outcome = await decided;
    expect(outcome.at - decideStarted).toBeLessThan(1000);
    expect(outcome.n).toMatchObject({ employeeId: staff.id, type: 8, content: { requestId: n.content.requestId, status: 1, decidedBy: hr.id } });
  });
});
