// Issue 21 item 8: what a probe of about 20,000 requests found. A body that is not a JSON object
// is a 400, never a 500; a cookie-authenticated socket must come from the app's own origin (or a
// TRUSTED_ORIGINS entry); one address has a budget of failed logins across usernames.
import request from 'supertest';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, loginAdmin, type Session } from '../support/http';
import { appControllers, collectRoutes } from '../support/routes';

const EVIL = 'http://evil.example';
const TRUSTED = 'https://admin.example.com';

/** A body that is not a JSON object: none, plain text, XML. */
const NOT_JSON: { name: string; send: (r: request.Test) => request.Test }[] = [
  { name: 'no body', send: (r) => r },
  { name: 'text/plain', send: (r) => r.set('Content-Type', 'text/plain').send('isActive=true') },
  { name: 'XML', send: (r) => r.set('Content-Type', 'application/xml').send('<?xml version="1.0"?><isActive>true</isActive>') },
  { name: 'text/csv', send: (r) => r.set('Content-Type', 'text/csv').send('isActive\ntrue') },
  { name: 'a JSON array', send: (r) => r.set('Content-Type', 'application/json').send('[true]') },
  { name: 'a JSON string', send: (r) => r.set('Content-Type', 'application/json').send('"x"') },
];

describe('hardening (issue 21)', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 'loopback', trustedOrigins: [TRUSTED] });
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  describe('bodies that are not a JSON object', () => {
    it.each(['levels', 'level-packs', 'level-configs'])('PATCH /api/projects/:projectId/%s/:id/active answers 400 common.validation', async (kind) => {
      for (const body of NOT_JSON) {
        const res = await body.send(request(t.http).patch(`/api/projects/1/${kind}/1/active`).set('Authorization', admin.bearer));
        expect(`${body.name}: ${res.status} ${res.body.code}`).toBe(`${body.name}: 400 common.validation`);
      }
    });

    it('no POST, PUT or PATCH route answers 500 to them', async () => {
      const routes = collectRoutes(appControllers(t)).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.path !== '/api/auth/logout');
      expect(routes.length).toBeGreaterThan(50);
      const failed: string[] = [];
      for (const r of routes) {
        const path = r.path.replace(/:[A-Za-z]+/g, '1');
        for (const body of NOT_JSON) {
          const res = await body.send(request(t.http)[r.method.toLowerCase() as 'post'](path).set('Authorization', admin.bearer));
          if (res.status >= 500) failed.push(`${r.method} ${path} (${body.name}): ${res.status} ${res.body.code}`);
        }
      }
      expect(failed).toEqual([]);
      // The admin's session survived the sweep: every answer above was a real one.
      await request(t.http).get('/api/auth/me').set('Authorization', admin.bearer).expect(200);
    });
  });

  describe('socket.io handshake origin', () => {
    const clients: Socket[] = [];
    afterAll(() => { for (const c of clients) c.close(); });

    function outcome(options: Partial<ManagerOptions & SocketOptions>): Promise<string> {
      const socket = io(t.url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5000, ...options });
      clients.push(socket);
      return new Promise((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
      });
    }

    it('refuses a cookie-authenticated handshake from a foreign origin or naming none', async () => {
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, origin: EVIL } })).toBe('refused: common.csrf');
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, origin: 'null' } })).toBe('refused: common.csrf');
      expect(await outcome({ extraHeaders: { cookie: admin.cookie } })).toBe('refused: common.csrf');
      // A forwarded host counts only from a trusted proxy: the test's loopback is one, so this is foreign.
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, origin: t.url, 'x-forwarded-host': 'evil.example' } })).toBe('refused: common.csrf');
    });

    it("accepts one from the app's own origin or a trusted one", async () => {
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, origin: t.url } })).toBe('connected');
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, referer: `${t.url}/profile` } })).toBe('connected');
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, origin: TRUSTED } })).toBe('connected');
      expect(await outcome({ extraHeaders: { cookie: admin.cookie, origin: 'https://portal.example', 'x-forwarded-host': 'portal.example' } }))
        .toBe('connected');
    });

    it('does not hold a bearer-authenticated handshake to it (a browser never attaches a token)', async () => {
      expect(await outcome({ auth: { token: admin.token }, extraHeaders: { origin: EVIL } })).toBe('connected');
      expect(await outcome({ auth: { token: admin.token } })).toBe('connected');
      // Still refused without credentials, whatever the origin.
      expect(await outcome({ extraHeaders: { origin: t.url } })).toBe('refused: unauthorized');
    });
  });

  describe('failed logins per address', () => {
    const attempt = (username: string, password: string, from: string) =>
      request(t.http).post('/api/auth/login').set('X-Forwarded-For', from).set('Accept-Language', 'en').send({ username, password });

    it('allows 30 failed attempts a minute from one address across usernames, then 429 with Retry-After; the user signs in elsewhere', async () => {
      const user = await createEmployee(t.http, admin, { lastName: 'Probe', firstName: 'Pia' });
      const a = '203.0.113.21';
      for (let i = 0; i < 30; i++) expectError(await attempt(`nobody-${i}`, 'wrong-password', a), 401, 'auth.login.error');
      // The 31st from that address is refused whoever it names, even with the right password.
      for (const [username, password] of [['nobody-99', 'wrong-password'], [user, 'password-123']]) {
        const res = await attempt(username, password, a);
        expectError(res, 429, 'common.too-many-requests', 'Too many requests, please try again later');
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      // The real user, from another address.
      expect((await attempt(user, 'password-123', '198.51.100.21')).status).toBe(200);
    });

    it('counts only failures: sign-ins that succeed leave the budget alone', async () => {
      const user = await createEmployee(t.http, admin, { lastName: 'Probe', firstName: 'Quy' });
      const c = '203.0.113.22';
      for (let i = 0; i < 29; i++) expectError(await attempt(`nobody-${i}`, 'wrong-password', c), 401, 'auth.login.error');
      for (let i = 0; i < 5; i++) expect((await attempt(user, 'password-123', c)).status).toBe(200);
      expectError(await attempt('nobody-29', 'wrong-password', c), 401, 'auth.login.error');
      expectError(await attempt('nobody-30', 'wrong-password', c), 429, 'common.too-many-requests');
    });

    it('50 people signing in at once behind one address are all let in (only failures spend its budget)', async () => {
      const users = await Promise.all(['An', 'Binh', 'Chi', 'Dung', 'Giang'].map((firstName) => createEmployee(t.http, admin, { lastName: 'Office', firstName })));
      const e = '203.0.113.24';
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(users[i % users.length]!, 'password-123', e)));
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      expectError(await attempt('nobody-0', 'wrong-password', e), 401, 'auth.login.error');
    });

    it('50 concurrent failures from one address stay within the budget and never answer 500', async () => {
      const d = '203.0.113.23';
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`racer-${i}`, 'wrong-password', d)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect(statuses.filter((s) => s === 401).length).toBe(30);
      expectError(await attempt('racer-99', 'wrong-password', d), 429, 'common.too-many-requests');
    });
  });
});
