// Issue 7 item 8: hardening from the security review. NUL characters and deep JSON are refused
// before they reach a handler; the CSRF rule keys on how the request authenticated; forwarded
// headers count only behind a configured proxy; dates are calendar dates; an API key cannot
// manage credentials; authenticated answers are not stored by caches.
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, type Session } from '../support/http';

const EVIL = 'http://evil.example';
const NUL = '\u0000';

/** `{"a":{"a":...}}` nested `depth` levels, built as text (JSON.stringify would recurse as deep). */
function deepObject(depth: number, leaf = '1'): string {
  return '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('hardening', () => {
  let t: TestApp;
  let admin: Session;
  let user: Session;
  let userId: string;
  let adminKey: string;
  let userKey: string;

  const asAdmin = (r: request.Test) => r.set('Authorization', admin.bearer).set('Accept-Language', 'en');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    userId = await createEmployee(t.http, admin, { lastName: 'Hardy', firstName: 'Hana' });
    user = await login(t.http, userId, 'password-123');
    adminKey = (await request(t.http).post('/api/auth/api-keys').set('Authorization', admin.bearer).send({ name: 'admin-key' }).expect(201)).body.key;
    userKey = (await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).send({ name: 'user-key' }).expect(201)).body.key;
  });
  afterAll(async () => { await t?.close(); });

  describe('NUL characters', () => {
    it('refuses one in the login body (JSON or form) with 400 common.validation', async () => {
      for (const body of [{ username: `ad${NUL}min`, password: 'x' }, { username: 'admin', password: `pass${NUL}word` }]) {
        const res = await request(t.http).post('/api/auth/login').set('Accept-Language', 'en').send(body);
        expectError(res, 400, 'common.validation', 'Please validate the data');
      }
      const form = await request(t.http).post('/api/auth/login').type('form').send('username=ad%00min&password=x');
      expectError(form, 400, 'common.validation');
      expect(form.body.details).toEqual([expect.objectContaining({ field: 'username' })]);
    });

    it('refuses one in the path', async () => {
      expectError(await asAdmin(request(t.http).get(`/api/hr/employees/${userId}%00`)), 400, 'common.validation');
      expectError(await asAdmin(request(t.http).patch('/api/hr/employees/a%00b')).send({ firstName: 'x' }), 400, 'common.validation');
    });

    it('refuses one in the query string and in filter values', async () => {
      expectError(await asAdmin(request(t.http).get('/api/calendar/breaks')).query({ employee: `a${NUL}b` }), 400, 'common.validation');
      expectError(await asAdmin(request(t.http).get('/api/timeline')).query({ employee: `a${NUL}` }), 400, 'common.validation');
      const filters = JSON.stringify([{ filterType: 'taskName', values: [`x${NUL}y`] }]);
      const res = await asAdmin(request(t.http).get('/api/tasks')).query({ filters });
      expectError(res, 400, 'common.validation');
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'filters[0].values[0]' })]);
      const employees = JSON.stringify([{ filterType: 'employee', values: [`x${NUL}`] }]);
      expectError(await asAdmin(request(t.http).get('/api/tasks')).query({ filters: employees }), 400, 'common.validation');
      // Without it the same filters work.
      await asAdmin(request(t.http).get('/api/tasks')).query({ filters: JSON.stringify([{ filterType: 'taskName', values: ['x'] }]) }).expect(200);
    });

    it('refuses one in any JSON body field, nested or in a key, and names where it is', async () => {
      const patch = await asAdmin(request(t.http).patch(`/api/hr/employees/${userId}`)).send({ firstName: `Ha${NUL}na` });
      expectError(patch, 400, 'common.validation');
      expect(patch.body.details).toEqual([expect.objectContaining({ field: 'firstName' })]);
      const ticket = await asAdmin(request(t.http).post('/api/tickets'))
        .send({ title: 'Hello', requestType: 1, content: { list: [{ text: `a${NUL}` }] } });
      expectError(ticket, 400, 'common.validation');
      expect(ticket.body.details).toEqual([expect.objectContaining({ field: 'content.list[0].text' })]);
      const key = await asAdmin(request(t.http).post('/api/calendar/holidays')).set('Content-Type', 'application/json')
        .send(`{"date":20260101,"descr\\u0000iption":"x"}`);
      expectError(key, 400, 'common.validation');
      // The answer never echoes the raw character.
      expect(key.text).not.toContain('\\u0000');
      const name = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).send({ name: `k${NUL}` });
      expectError(name, 400, 'common.validation');
      // The employee is unchanged.
      const after = await asAdmin(request(t.http).get(`/api/hr/employees/${userId}`)).expect(200);
      expect(JSON.stringify(after.body)).toContain('Hana');
    });
    it('refuses one in a multipart form field, and in JSON text a form field carries', async () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
      const plain = await asAdmin(request(t.http).post('/api/projects')).field('projectName', `P${NUL}`).attach('icon', png, 'icon.png');
      expectError(plain, 400, 'common.validation');
      expect(plain.body.details).toEqual([expect.objectContaining({ field: 'projectName' })]);
      const json = await asAdmin(request(t.http).post('/api/projects')).field('projectName', 'P')
        .field('employees', JSON.stringify([{ employee: `e${NUL}`, role: 12 }]));
      expectError(json, 400, 'common.validation');
      expect(json.body.details).toEqual([expect.objectContaining({ field: 'employees[0].employee' })]);
    });
  });

  describe('deeply nested JSON', () => {
    it('answers a body nested a few thousand levels deep with 400 common.validation', async () => {
      for (const [path, body] of [
        ['/api/tickets', `{"title":"x","requestType":1,"content":${deepObject(5000)}}`],
        ['/api/hr/employees', deepArray(3000)],
        ['/api/calendar/holidays', `{"date":20260101,"description":${deepObject(2000, '"x"')}}`],
      ] as const) {
        const res = await asAdmin(request(t.http).post(path)).set('Content-Type', 'application/json').send(body);
        expectError(res, 400, 'common.validation', 'Please validate the data');
        expect(res.body.details).toEqual([{ field: 'body', message: expect.stringMatching(/nested/) }]);
      }
      const login = await request(t.http).post('/api/auth/login').set('Content-Type', 'application/json').send(deepArray(4000));
      expectError(login, 400, 'common.validation');
    });

    it('still refuses one close to the body limit the same way, and keeps the limit', async () => {
      const depth = 400_000; // 800 kB of brackets
      const res = await asAdmin(request(t.http).post('/api/tickets')).set('Content-Type', 'application/json').send(deepArray(depth));
      expectError(res, 400, 'common.validation');
      const over = await asAdmin(request(t.http).post('/api/tickets')).set('Content-Type', 'application/json').send(deepArray(600_000));
      expectError(over, 413, 'common.payload-too-large');
    });

    it('lets ordinary nesting through to the handler', async () => {
      // 20 levels pass the depth check and reach validation, which refuses the unknown field itself.
      const res = await request(t.http).post('/api/auth/login').set('Content-Type', 'application/json')
        .send(`{"username":"admin","password":"x","extra":${deepObject(20)}}`);
      expectError(res, 400, 'common.validation');
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'extra' })]);
    });
  });
});
