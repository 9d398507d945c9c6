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

  const keyNames = async (s: Session) =>
    ((await request(t.http).get('/api/auth/api-keys').set('Authorization', s.bearer).expect(200)).body.apiKeys as { name: string }[]).map((k) => k.name);
  const setCookies = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const isSecure = (res: request.Response) => /;\s*secure/i.test(setCookies(res).find((c) => c.startsWith('jwt='))!);

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
      expect(patch.body.details).toEqual([{ field: 'firstName', code: 'forms.error.nul', params: {}, message: expect.any(String) }]);
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
        expect(res.body.details).toEqual([{ field: 'body', code: 'forms.error.too-deep', params: { max: 32 }, message: expect.stringMatching(/nested/) }]);
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

    it('holds a field given as JSON text (ticket content) to the same rules', async () => {
      for (const content of [`{"x":${deepArray(5000)}}`, '{"taskName":"a\\u0000b","score":1,"deadline":20991231}']) {
        const res = await asAdmin(request(t.http).post('/api/tickets')).send({ title: 'x', requestType: 1, content });
        expectError(res, 400, 'common.validation');
        expect(res.body.details).toEqual([{ field: 'content', code: 'forms.error.invalid', params: {}, message: expect.stringMatching(/nest deeper .* NUL/) }]);
      }
    });

    it('lets ordinary nesting through to the handler', async () => {
      // 20 levels pass the depth check and reach validation, which refuses the unknown field itself.
      const res = await request(t.http).post('/api/auth/login').set('Content-Type', 'application/json')
        .send(`{"username":"admin","password":"x","extra":${deepObject(20)}}`);
      expectError(res, 400, 'common.validation');
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'extra' })]);
    });
  });

  describe('CSRF', () => {
    const newKey = (name: string) => request(t.http).post('/api/auth/api-keys').send({ name });

    it('refuses a cookie-authenticated write that names no origin at all (no Origin, no Referer)', async () => {
      expectError(await newKey('no-origin').set('Cookie', user.cookie).set('Accept-Language', 'en'), 403, 'common.csrf', 'Invalid request origin');
      expectError(await request(t.http).post('/api/auth/logout').set('Cookie', user.cookie), 403, 'common.csrf');
      expectError(await request(t.http).patch(`/api/hr/employees/${userId}`).set('Cookie', admin.cookie).send({ firstName: 'Changed' }), 403, 'common.csrf');
      expectError(await request(t.http).delete('/api/auth/api-keys/1').set('Cookie', user.cookie), 403, 'common.csrf');
      expect(await keyNames(user)).not.toContain('no-origin');
      // The session survived the refused logout; the app's own origin gets through.
      await request(t.http).get('/api/auth/me').set('Cookie', user.cookie).expect(200);
      await newKey('own-origin').set('Cookie', user.cookie).set('Origin', t.url).expect(201);
      await newKey('own-referer').set('Cookie', user.cookie).set('Referer', `${t.url}/profile/api-key`).expect(201);
    });

    it('is not lifted by an Authorization header that is no Bearer token: the cookie still authenticates', async () => {
      for (const authorization of ['Basic dXNlcjpwYXNz', 'Token abc', 'bearer lowercase-is-not-bearer']) {
        expectError(await newKey('basic-evil').set('Cookie', user.cookie).set('Authorization', authorization).set('Origin', EVIL), 403, 'common.csrf');
        expectError(await newKey('basic-none').set('Cookie', user.cookie).set('Authorization', authorization), 403, 'common.csrf');
      }
      expectError(await newKey('empty-key').set('Cookie', user.cookie).set('X-API-Key', '').set('Origin', EVIL), 403, 'common.csrf');
      const names = await keyNames(user);
      for (const name of ['basic-evil', 'basic-none', 'empty-key']) expect(names).not.toContain(name);
      // Same origin, the cookie write with the extra header is fine.
      await newKey('basic-own').set('Cookie', user.cookie).set('Authorization', 'Basic dXNlcjpwYXNz').set('Origin', t.url).expect(201);
    });

    it('exempts a request a valid Bearer token or API key authenticates, even with the cookie alongside', async () => {
      await newKey('bearer-and-cookie').set('Authorization', user.bearer).set('Cookie', user.cookie).set('Origin', EVIL).expect(201);
      await request(t.http).post('/api/calendar/holidays').set('X-API-Key', adminKey).set('Cookie', admin.cookie).set('Origin', EVIL)
        .send({ date: 20261224, description: 'Eve' }).expect(201);
      await request(t.http).post('/api/calendar/holidays').set('X-API-Key', adminKey).send({ date: 20261226, description: 'Boxing' }).expect(201);
      // An invalid token does not fall back to the cookie.
      expectError(await newKey('bad-bearer').set('Authorization', 'Bearer not-a-token').set('Cookie', user.cookie).set('Origin', t.url), 401, 'common.unauthorized');
    });

    it('judges the host by the Host header, not a client-sent X-Forwarded-Host, without TRUST_PROXY', async () => {
      expectError(await newKey('xfh-evil').set('Cookie', user.cookie).set('X-Forwarded-Host', 'evil.example').set('Origin', EVIL), 403, 'common.csrf');
      await newKey('xfh-own').set('Cookie', user.cookie).set('X-Forwarded-Host', 'evil.example').set('Origin', t.url).expect(201);
      expect(await keyNames(user)).not.toContain('xfh-evil');
    });

    it('refuses a login posted from a foreign page; one without Origin (an API client) signs in', async () => {
      expectError(await request(t.http).post('/api/auth/login').set('Origin', EVIL).send({ username: userId, password: 'password-123' }), 403, 'common.csrf');
      await request(t.http).post('/api/auth/login').send({ username: userId, password: 'password-123' }).expect(200);
      await request(t.http).post('/api/auth/login').set('Origin', t.url).send({ username: userId, password: 'password-123' }).expect(200);
    });
  });

  describe('forwarded headers without TRUST_PROXY', () => {
    it('X-Forwarded-Proto does not make the session cookie Secure', async () => {
      const res = await request(t.http).post('/api/auth/login').set('X-Forwarded-Proto', 'https')
        .send({ username: userId, password: 'password-123' }).expect(200);
      expect(isSecure(res)).toBe(false);
    });

    it('X-Forwarded-For does not give a client a fresh login rate-limit bucket', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Rate', firstName: 'Limit' });
      for (let i = 0; i < 10; i++) {
        expectError(await request(t.http).post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${i}`).send({ username: id, password: `wrong-${i}` }), 401, 'auth.login.error');
      }
      expectError(await request(t.http).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.77').send({ username: id, password: 'password-123' }), 429, 'common.too-many-requests');
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback) and with TRUSTED_ORIGINS', () => {
    let p: TestApp;
    let s: Session;
    beforeAll(async () => {
      p = await createTestApp({ trustProxy: 'loopback', trustedOrigins: ['https://admin.example'] });
      const a = await loginAdmin(p.http);
      const id = await createEmployee(p.http, a, { lastName: 'Proxy', firstName: 'Pia' });
      s = await login(p.http, id, 'password-123');
    });
    afterAll(async () => { await p?.close(); });

    const write = (name: string) => request(p.http).post('/api/auth/api-keys').set('Cookie', s.cookie).send({ name });

    it('takes the host from X-Forwarded-Host', async () => {
      await write('proxied').set('X-Forwarded-Host', 'portal.example').set('X-Forwarded-Proto', 'https').set('Origin', 'https://portal.example').expect(201);
      // The address the proxy connects to is not the page's origin any more.
      expectError(await write('direct').set('X-Forwarded-Host', 'portal.example').set('Origin', p.url), 403, 'common.csrf');
      expectError(await write('none').set('X-Forwarded-Host', 'portal.example'), 403, 'common.csrf');
    });

    it('accepts a TRUSTED_ORIGINS entry, and only that one', async () => {
      await write('trusted').set('Origin', 'https://admin.example').expect(201);
      expectError(await write('untrusted').set('Origin', 'https://admin.example.evil.example'), 403, 'common.csrf');
      expectError(await write('other-scheme').set('Origin', 'http://admin.example'), 403, 'common.csrf');
    });

    it('believes X-Forwarded-Proto for the Secure cookie', async () => {
      const res = await request(p.http).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ username: 'admin', password: 'admin-password-123' }).expect(200);
      expect(isSecure(res)).toBe(true);
    });
  });

  describe('dates are calendar days', () => {
    const EMPLOYEE_DATES = ['dob', 'joinDate', 'socialInsuranceStartDate', 'socialInsuranceEndDate', 'citizenIdentificationCreateDate',
      'contractStartDate', 'contractEndDate', 'quitDate'];
    const BAD = [99999999, 20260230, 20251301, 20250000, 2025010, 20250101.5];

    /** 400 common.validation whose details name `field` (and only it). */
    function expectBadDate(res: request.Response, field: string): void {
      expectError(res, 400, 'common.validation');
      expect(res.body.details).toEqual([{ field, code: 'forms.error.date', params: {}, message: expect.stringContaining('calendar date') }]);
    }

    it('refuses an impossible date in every HR date field, naming the field; real ones and null are kept', async () => {
      for (const field of EMPLOYEE_DATES) {
        for (const bad of BAD) expectBadDate(await asAdmin(request(t.http).patch(`/api/hr/employees/${userId}`)).send({ [field]: bad }), field);
        await asAdmin(request(t.http).patch(`/api/hr/employees/${userId}`)).send({ [field]: 20240229 }).expect(200);
      }
      const stored = (await asAdmin(request(t.http).get(`/api/hr/employees/${userId}`)).expect(200)).body;
      const employee = stored.employee ?? stored;
      for (const field of EMPLOYEE_DATES) expect({ field, value: employee[field] }).toEqual({ field, value: 20240229 });
      await asAdmin(request(t.http).patch(`/api/hr/employees/${userId}`)).send({ dob: null }).expect(200);
    });

    it('refuses one as a task or ticket deadline', async () => {
      const project = (await asAdmin(request(t.http).post('/api/projects')).send({ projectName: 'Dates' }).expect(201)).body.project.id;
      expectBadDate(await asAdmin(request(t.http).post(`/api/projects/${project}/tasks`)).send({ name: 'T', role: 12, deadline: 20260230 }), 'deadline');
      const created = await asAdmin(request(t.http).post(`/api/projects/${project}/tasks`))
        .send({ name: 'T', role: 12, score: 1, input: JSON.stringify({ type: 1, data: { content: 'x' } }), deadline: 20991231 });
      expect(created.status).toBe(201);
      const taskId = created.body.taskId;
      expectBadDate(await asAdmin(request(t.http).patch(`/api/tasks/${taskId}`)).send({ deadline: 99999999 }), 'deadline');
      expectBadDate(await asAdmin(request(t.http).post('/api/tickets')).send({ title: 'T', requestType: 1, deadline: 20260431 }), 'deadline');
    });

    it('refuses one in the calendar (holidays, makeups, day-off records, break decisions)', async () => {
      for (const path of ['/api/calendar/holidays', '/api/calendar/makeups']) {
        expectBadDate(await asAdmin(request(t.http).post(path)).send({ date: 20260230, description: 'x' }), 'date');
      }
      expectBadDate(await asAdmin(request(t.http).post('/api/calendar/breaks'))
        .send({ employee: userId, date: 20261232, time: 8, isPermitted: true, description: 'x' }), 'date');
      expectBadDate(await asAdmin(request(t.http).post('/api/breaks/decide'))
        .send({ employee: userId, date: 20260229, breakTime: 0, isAccept: true }), 'date');
    });

    it('refuses one as a date range bound in a query', async () => {
      expectBadDate(await asAdmin(request(t.http).get('/api/calendar/breaks')).query({ from: '20260230' }), 'from');
      expectBadDate(await asAdmin(request(t.http).get('/api/timeline')).query({ employee: userId, to: '99999999' }), 'to');
      await asAdmin(request(t.http).get('/api/calendar/breaks')).query({ from: '20260228', to: '20261231' }).expect(200);
    });
  });

  describe('credential management needs a session', () => {
    it('refuses an API key 403 common.no-permission on change-password, on creating, refreshing or deleting keys and on a new SSH key', async () => {
      const withKey = (r: request.Test) => r.set('X-API-Key', userKey).set('Accept-Language', 'en');
      const own = ((await request(t.http).get('/api/auth/api-keys').set('Authorization', user.bearer).expect(200)).body.apiKeys as { id: number; name: string }[])
        .find((k) => k.name === 'user-key')!;
      expectError(await withKey(request(t.http).post('/api/auth/change-password')).send({ oldPassword: 'password-123', newPassword: 'taken-over-1' }),
        403, 'common.no-permission', 'You do not have permission');
      expectError(await withKey(request(t.http).post('/api/auth/api-keys')).send({ name: 'minted' }), 403, 'common.no-permission');
      expectError(await withKey(request(t.http).post(`/api/auth/api-keys/${own.id}/refresh`)), 403, 'common.no-permission');
      expectError(await withKey(request(t.http).delete(`/api/auth/api-keys/${own.id}`)), 403, 'common.no-permission');
      expectError(await withKey(request(t.http).post('/api/auth/ssh-key')), 403, 'common.no-permission');
      // Nothing changed: the password, the key (still valid, not rotated), no new key.
      await login(t.http, userId, 'password-123');
      await withKey(request(t.http).get('/api/auth/me')).expect(200);
      expect(await keyNames(user)).not.toContain('minted');
      // An admin's key is no exception, and the key still reads the list and does ordinary work.
      expectError(await request(t.http).post('/api/auth/api-keys').set('X-API-Key', adminKey).send({ name: 'admin-minted' }), 403, 'common.no-permission');
      await withKey(request(t.http).get('/api/auth/api-keys')).expect(200);
    });

    it('lets a session do all of it: a Bearer token, or the cookie from the own origin', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Session', firstName: 'Sam' });
      const s = await login(t.http, id, 'password-123');
      const key = (await request(t.http).post('/api/auth/api-keys').set('Authorization', s.bearer).send({ name: 'b' }).expect(201)).body;
      await request(t.http).post(`/api/auth/api-keys/${key.id}/refresh`).set('Cookie', s.cookie).set('Origin', t.url).expect(200);
      await request(t.http).delete(`/api/auth/api-keys/${key.id}`).set('Authorization', s.bearer).expect(204);
      await request(t.http).post('/api/auth/change-password').set('Authorization', s.bearer)
        .send({ oldPassword: 'password-123', newPassword: 'password-456' }).expect(204);
    });
  });

  describe('Cache-Control', () => {
    const noStore = (res: request.Response) => expect({ status: res.status, cacheControl: res.headers['cache-control'] })
      .toEqual({ status: res.status, cacheControl: 'no-store' });

    it('is no-store on authenticated answers, whatever the credential, including errors and lists', async () => {
      noStore(await request(t.http).get('/api/auth/me').set('Authorization', user.bearer).expect(200));
      noStore(await request(t.http).get('/api/auth/me').set('Cookie', user.cookie).expect(200));
      noStore(await request(t.http).get('/api/auth/me').set('X-API-Key', userKey).expect(200));
      noStore(await asAdmin(request(t.http).get(`/api/hr/employees/${userId}`)).expect(200));
      noStore(await asAdmin(request(t.http).get('/api/tasks')).expect(200));
      noStore(await request(t.http).get('/api/hr/employees').set('Authorization', user.bearer).expect(403));
      noStore(await asAdmin(request(t.http).get('/api/hr/employees/no-such-person')).expect(404));
      noStore(await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).send({ name: 'cached?' }).expect(201));
    });

    it('is no-store on the login answer, which holds a token', async () => {
      noStore(await request(t.http).post('/api/auth/login').send({ username: userId, password: 'password-123' }).expect(200));
    });

    it('leaves a file its own policy: private, immutable under its random id', async () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
      const uploaded = await asAdmin(request(t.http).post('/api/files')).attach('files', png, 'a.png').expect(201);
      const file = await request(t.http).get(uploaded.body.files[0].url).set('Authorization', admin.bearer).expect(200);
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    });
  });
});
