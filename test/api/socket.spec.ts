import request from 'supertest';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { NotificationsGateway } from '../../backend/src/modules/notifications/notifications.gateway';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, login, loginAdmin, sleep, type Session } from '../support/http';

describe('socket.io notifications', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let aliceId: string;
  let bobId: string;
  const clients: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await loginAdmin(t.http);
    aliceId = await createEmployee(t.http, admin, { lastName: 'Tạ', firstName: 'Alice' });
    bobId = await createEmployee(t.http, admin, { lastName: 'Tạ', firstName: 'Bob' });
    alice = await login(t.http, aliceId, 'password-123');
    bob = await login(t.http, bobId, 'password-123');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  function client(options: Partial<ManagerOptions & SocketOptions>): Socket {
    const socket = io(t.url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5000, ...options });
    clients.push(socket);
    return socket;
  }

  /** Resolves 'connected' or the connect_error message. */
  function outcome(socket: Socket): Promise<string> {
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
    });
  }

  function nextEvent<T>(socket: Socket, event: string): Promise<T> {
    return new Promise((resolve) => socket.once(event, resolve));
  }

  it('connects with the jwt cookie', async () => {
    const socket = client({ extraHeaders: { cookie: alice.cookie, origin: t.url } });
    expect(await outcome(socket)).toBe('connected');
  });

  it('connects with auth: {token}', async () => {
    const socket = client({ auth: { token: alice.token } });
    expect(await outcome(socket)).toBe('connected');
  });

  it('refuses a bad token, a bad cookie and no credentials', async () => {
    expect(await outcome(client({ auth: { token: 'not-a-token' } }))).toBe('refused: unauthorized');
    expect(await outcome(client({ auth: { token: `${alice.token}x` } }))).toBe('refused: unauthorized');
    expect(await outcome(client({ extraHeaders: { cookie: 'jwt=not-a-token', origin: t.url } }))).toBe('refused: unauthorized');
    expect(await outcome(client({}))).toBe('refused: unauthorized');
  });

  it('refuses a token that was logged out', async () => {
    const s = await login(t.http, bobId, 'password-123');
    await request(t.http).post('/api/auth/logout').set('Authorization', s.bearer).expect(204);
    expect(await outcome(client({ auth: { token: s.token } }))).toBe('refused: unauthorized');
  });

  it("emitToEmployee reaches every socket of that employee and no one else's", async () => {
    const aliceByCookie = client({ extraHeaders: { cookie: alice.cookie, origin: t.url } });
    const aliceByToken = client({ auth: { token: alice.token } });
    const bobSocket = client({ auth: { token: bob.token } });
    expect(await Promise.all([outcome(aliceByCookie), outcome(aliceByToken), outcome(bobSocket)])).toEqual(['connected', 'connected', 'connected']);

    const bobGot: unknown[] = [];
    bobSocket.on('notification', (n) => bobGot.push(n));
    const payload = { id: 1, employeeId: aliceId, type: 1, content: { text: 'hello' }, isRead: false, createdAt: new Date().toISOString() };
    const received = Promise.all([nextEvent(aliceByCookie, 'notification'), nextEvent(aliceByToken, 'notification')]);
    t.app.get(NotificationsGateway).emitToEmployee(aliceId, 'notification', payload);
    expect(await received).toEqual([payload, payload]);

    // Bob gets his own, and never Alice's.
    const bobPayload = { ...payload, id: 2, employeeId: bobId };
    const bobReceived = nextEvent(bobSocket, 'notification');
    t.app.get(NotificationsGateway).emitToEmployee(bobId, 'notification', bobPayload);
    expect(await bobReceived).toEqual(bobPayload);
    await sleep(50);
    expect(bobGot).toEqual([bobPayload]);
  });
});
