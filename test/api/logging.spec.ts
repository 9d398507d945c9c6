// Logs (API.md, Operations; docs/decisions/035): with LOG_FORMAT=json one JSON object per line, a line
// per request (reqId, method, route, status, ms, user) whose reqId is the X-Request-Id header, Nest's
// own logger as JSON too, and no password, token, cookie or API key in any line.
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, login, loginAdmin, type Row, type Session } from '../support/http';

const PASSWORD = 'Log-Secret-pa55word!';

describe('JSON logs', () => {
  let t: TestApp;
  let admin: Session;
  const written: string[] = [];
  const lines = () => written.join('').split('\n').filter(Boolean);
  const records = () => lines().map((l) => JSON.parse(l) as Row);

  /** The request line of `reqId`, once the response has closed on the server. */
  async function requestLine(reqId: string): Promise<Row> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = records().find((r) => r.reqId === reqId);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no log line for ${reqId}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ log: { format: 'json', level: 'info' } }, { logger: undefined, logDestination: { write: (s: string) => { written.push(s); } } });
    admin = await loginAdmin(t.http);
  });
  afterAll(() => t.close());

  it('writes one JSON object per line', () => {
    expect(lines().length).toBeGreaterThan(0);
    for (const line of lines()) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('logs each request with reqId, method, route template, status, ms and user; X-Request-Id carries reqId', async () => {
    const res = await request(t.http).get('/api/tasks/987654').set('Authorization', admin.bearer);
    const reqId = res.headers['x-request-id'];
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const line = await requestLine(reqId);
    expect(line).toMatchObject({ level: 'info', msg: 'request', reqId, method: 'GET', route: '/api/tasks/:taskId', status: res.status, user: 'admin' });
    expect(typeof line.ms).toBe('number');
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(JSON.stringify(line)).not.toContain('987654');

    const anonymous = await request(t.http).get('/api/auth/me').expect(401);
    expect(await requestLine(anonymous.headers['x-request-id'])).toMatchObject({ route: '/api/auth/me', status: 401, user: null });
  });

  it('keeps a sane incoming X-Request-Id and replaces any other', async () => {
    const kept = await request(t.http).get('/api/auth/me').set('X-Request-Id', 'proxy-42.abc:7').expect(401);
    expect(kept.headers['x-request-id']).toBe('proxy-42.abc:7');
    expect((await requestLine('proxy-42.abc:7')).route).toBe('/api/auth/me');
    for (const bad of ['a b', '<script>', 'x'.repeat(65), '"quoted"']) {
      const res = await request(t.http).get('/api/auth/me').set('X-Request-Id', bad).expect(401);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      await requestLine(res.headers['x-request-id']);
    }
  });

  it("writes Nest's own logger as JSON with its context", () => {
    new Logger('LogTest').warn('something to look at');
    expect(records().find((r) => r.context === 'LogTest')).toMatchObject({ level: 'warn', msg: 'something to look at' });
  });

  it("never writes a login's password, the session cookie, the bearer token or an API key", async () => {
    const id = await createEmployee(t.http, admin, { password: PASSWORD });
    await request(t.http).post('/api/auth/login').send({ username: id, password: `${PASSWORD}-wrong` }).expect(401);
    const session = await login(t.http, id, PASSWORD);
    const jwt = session.cookie.slice('jwt='.length);
    await request(t.http).get('/api/auth/me').set('Cookie', session.cookie).expect(200);
    await request(t.http).get('/api/auth/me').set('Authorization', session.bearer).expect(200);
    const key = (await request(t.http).post('/api/auth/api-keys').set('Authorization', session.bearer).send({ name: 'ci' }).expect(201)).body.key as string;
    const me = await request(t.http).get('/api/auth/me').set('X-API-Key', key).expect(200);
    expect((await requestLine(me.headers['x-request-id'])).user).toBe(id);

    // Whatever a module hands Nest's logger: structured fields by name, free text by shape.
    const logger = new Logger('LogTest');
    logger.error({ msg: 'call failed', password: PASSWORD, headers: { authorization: session.bearer, cookie: session.cookie, 'x-api-key': key } });
    logger.warn({ body: { username: id, password: PASSWORD }, credentials: { apiKey: key, clientSecret: PASSWORD } });
    logger.error(`upstream refused Authorization: ${session.bearer}`, `Error: cookie=${jwt}\n    at somewhere`);
    logger.log(`retrying with token=${session.token} and api-key: ${key}`);

    const all = lines().join('\n');
    for (const secret of [PASSWORD, jwt, session.token, key]) expect(all).not.toContain(secret);
    expect(records().filter((r) => r.context === 'LogTest' && JSON.stringify(r).includes('[redacted]')).length).toBe(4);
    // The login itself is logged, without its body.
    const logins = records().filter((r) => r.route === '/api/auth/login');
    expect(logins.map((r) => r.status)).toEqual(expect.arrayContaining([200, 401]));
    for (const r of logins) expect(Object.keys(r).sort()).toEqual(['hostname', 'level', 'method', 'ms', 'msg', 'pid', 'reqId', 'route', 'status', 'time', 'user']);
  });
});
