import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, sql, type Session } from '../support/http';

const EVIL = 'http://evil.example';
const ARGON2ID_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/** What an error body may never show: stack frames, SQL. */
function expectNoLeak(res: request.Response): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const text = res.text;
  for (const needle of ['stack', 'at ', 'select ', 'SQL']) expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: false });
  expect(text).not.toMatch(/\bselect\b|\bfrom "|\bwhere\b|node_modules|\.ts:\d+|\.js:\d+/i);
  for (const key of Object.keys(res.body)) expect(['statusCode', 'code', 'message', 'details']).toContain(key);
}

describe('security', () => {
  let t: TestApp;
  let admin: Session;
  let user: Session;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    userId = await createEmployee(t.http, admin, { lastName: 'Bùi', firstName: 'Secure' });
    user = await login(t.http, userId, 'password-123');
  });
  afterAll(async () => { await t?.close(); });

  const keyNames = async () =>
    ((await request(t.http).get('/api/auth/api-keys').set('Authorization', user.bearer).expect(200)).body.apiKeys as { name: string }[]).map((k) => k.name);

  describe('CSRF', () => {
    it('refuses a cookie-authenticated POST from a foreign Origin with 403 common.csrf, and changes nothing', async () => {
      const res = await request(t.http).post('/api/auth/api-keys').set('Cookie', user.cookie).set('Origin', EVIL)
        .set('Accept-Language', 'en').send({ name: 'csrf-origin' });
      expectError(res, 403, 'common.csrf', 'Invalid request origin');
      expect(await keyNames()).not.toContain('csrf-origin');
    });

    it('refuses it when only a foreign Referer is sent, or Origin null', async () => {
      expectError(await request(t.http).post('/api/auth/api-keys').set('Cookie', user.cookie).set('Referer', `${EVIL}/page`)
        .send({ name: 'csrf-referer' }), 403, 'common.csrf');
      expectError(await request(t.http).post('/api/auth/api-keys').set('Cookie', user.cookie).set('Origin', 'null')
        .send({ name: 'csrf-null' }), 403, 'common.csrf');
      const names = await keyNames();
      expect(names).not.toContain('csrf-referer');
      expect(names).not.toContain('csrf-null');
    });

    it('refuses a cross-site logout and password change: the session survives', async () => {
      expectError(await request(t.http).post('/api/auth/logout').set('Cookie', user.cookie).set('Origin', EVIL), 403, 'common.csrf');
      expectError(await request(t.http).post('/api/auth/change-password').set('Cookie', user.cookie).set('Origin', EVIL)
        .send({ oldPassword: 'password-123', newPassword: 'attacker-password' }), 403, 'common.csrf');
      await request(t.http).get('/api/auth/me').set('Cookie', user.cookie).expect(200);
      await login(t.http, userId, 'password-123');
    });

    it("accepts the same cookie POST from the app's own origin", async () => {
      await request(t.http).post('/api/auth/api-keys').set('Cookie', user.cookie).set('Origin', t.url).send({ name: 'same-origin' }).expect(201);
      await request(t.http).post('/api/auth/api-keys').set('Cookie', user.cookie).set('Referer', `${t.url}/profile`).send({ name: 'same-referer' }).expect(201);
      expect(await keyNames()).toEqual(expect.arrayContaining(['same-origin', 'same-referer']));
    });

    it('accepts a Bearer- or API-key-authenticated POST from a foreign Origin (no ambient credential)', async () => {
      await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).set('Origin', EVIL).send({ name: 'bearer-foreign' }).expect(201);
      expect(await keyNames()).toContain('bearer-foreign');
      // An API key cannot create keys (a session is needed): it is shown on another write.
      const key = (await request(t.http).post('/api/auth/api-keys').set('Authorization', admin.bearer).send({ name: 'for-header' }).expect(201)).body.key;
      await request(t.http).post('/api/calendar/holidays').set('X-API-Key', key).set('Origin', EVIL).send({ date: 20261231, description: 'apikey-foreign' }).expect(201);
    });

    it('lets a cookie GET from a foreign Origin through (reads are not state-changing)', async () => {
      await request(t.http).get('/api/auth/me').set('Cookie', user.cookie).set('Origin', EVIL).expect(200);
    });
  });

  describe('request bodies and errors', () => {
    it('answers a JSON body over 1 MB with 413 common.payload-too-large', async () => {
      const res = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).set('Accept-Language', 'en')
        .send({ name: 'big', padding: 'x'.repeat(1024 * 1024 + 16) });
      expectError(res, 413, 'common.payload-too-large', 'The file or request is too large');
      expectNoLeak(res);
      // Just under the limit is parsed (and then refused for its unknown field, not its size).
      const under = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer)
        .send({ name: 'big', padding: 'x'.repeat(1000 * 1000) });
      expectError(under, 400, 'common.validation');
    });

    it('answers malformed JSON with 400 in the error shape', async () => {
      const res = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer)
        .set('Content-Type', 'application/json').set('Accept-Language', 'en').send('{"name": ');
      expectError(res, 400, 'common.validation', 'Please validate the data');
      expectNoLeak(res);
      const login = await request(t.http).post('/api/auth/login').set('Content-Type', 'application/json').send('{username: admin}');
      expectError(login, 400, 'common.validation');
      expectNoLeak(login);
    });

    it('answers an unknown field with 400 common.validation and details', async () => {
      const res = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).send({ name: 'x', isAdmin: true });
      expectError(res, 400, 'common.validation', 'Dữ liệu không hợp lệ');
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'isAdmin', message: expect.any(String) })]);
      expectNoLeak(res);
      const wrongType = await request(t.http).post('/api/auth/login').send({ username: ['admin'], password: 'x' });
      expectError(wrongType, 400, 'common.validation');
      expect(wrongType.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'username' })]));
    });

    it('gives each refused field a catalogue code with its params, by constraint', async () => {
      const unknown = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).send({ name: 'x', isAdmin: true });
      expect(unknown.body.details).toEqual([{ field: 'isAdmin', code: 'forms.error.unknown-field', params: {}, message: 'property isAdmin should not exist' }]);
      const long = await request(t.http).post('/api/auth/api-keys').set('Authorization', user.bearer).send({ name: 'x'.repeat(101) });
      expectError(long, 400, 'common.validation');
      expect(long.body.details).toEqual([{ field: 'name', code: 'forms.error.max-length', params: { max: 100 }, message: expect.any(String) }]);
      const wrongType = await request(t.http).post('/api/auth/login').send({ username: 5, password: 'x' });
      expect(wrongType.body.details).toEqual(expect.arrayContaining([{ field: 'username', code: 'forms.error.type', params: {}, message: expect.any(String) }]));
      const badId = await request(t.http).get('/api/tickets/abc').set('Authorization', user.bearer);
      expectError(badId, 400, 'common.validation');
      expect(badId.body.details).toEqual([{ field: 'id', code: 'forms.error.integer', params: {}, message: expect.any(String) }]);
    });

    it('a query ignores parameters its DTO does not name; a refused one is named with its code', async () => {
      const get = (path: string) => request(t.http).get(path).set('Authorization', admin.bearer);
      const extra = await get('/api/notifications?isRead=false&limit=5&_=1700000000&utm_source=mail').expect(200);
      expect(Array.isArray(extra.body.notifications)).toBe(true);
      await get('/api/tickets?box=sent&isAdmin=true').expect(200);
      const bad = await get('/api/notifications?isRead=maybe&limit=1001&unknown=1');
      expectError(bad, 400, 'common.validation');
      expect(bad.body.details).toEqual([
        { field: 'isRead', code: 'forms.error.type', params: {}, message: 'must be true or false' },
        { field: 'limit', code: 'forms.error.max', params: { max: 1000 }, message: 'must be 1-1000' },
      ]);
      const ids = await get('/api/auth/permissions/projects?ids=1,x');
      expectError(ids, 400, 'common.validation');
      expect(ids.body.details).toEqual([expect.objectContaining({ field: 'ids', code: 'forms.error.format' })]);
      await get('/api/auth/permissions/projects?ids=1,%201&x=2').expect(200);
    });

    it('a text path key longer than any stored one is 404, like an unknown one', async () => {
      expectError(await request(t.http).get(`/api/hr/employees/${'x'.repeat(65)}`).set('Authorization', admin.bearer), 404, 'common.not-found');
      expectError(await request(t.http).get(`/api/hr/employees/${'x'.repeat(64)}`).set('Authorization', admin.bearer), 404, 'common.not-found');
      expectError(await request(t.http).post(`/api/admin/jobs/${'x'.repeat(65)}/run`).set('Authorization', admin.bearer), 404, 'common.not-found');
    });

    it('never shows a stack, a frame or SQL in an error', async () => {
      const responses = [
        await request(t.http).get('/api/auth/me'),
        await request(t.http).get('/api/hr/employees').set('Authorization', user.bearer),
        await request(t.http).get('/api/nothing-here').set('Authorization', user.bearer),
        await request(t.http).get('/api/hr/employees/no-such-person').set('Authorization', admin.bearer).set('Accept-Language', 'en'),
        await request(t.http).post('/api/permission-groups').set('Authorization', admin.bearer).send({ permissionGroupName: "x'; drop table employee; --", permissions: [{ permissionId: 'Nope' }] }),
        await request(t.http).get(`/api/projects/${'9'.repeat(30)}`).set('Authorization', admin.bearer).set('Accept-Language', 'en'),
        await request(t.http).post(`/api/auth/api-keys/${'9'.repeat(12)}/refresh`).set('Authorization', admin.bearer).set('Accept-Language', 'en'),
        await request(t.http).put(`/api/hr/employees/${userId}/permitted-day`).set('Authorization', admin.bearer).send({ permittedDay: 1e12 }),
      ];
      for (const res of responses) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expectNoLeak(res);
      }
    });

    it('answers out-of-range numbers with 4xx, not 500', async () => {
      const probes: [string, request.Test][] = [
        ['GET /api/projects/99999999999', request(t.http).get('/api/projects/99999999999')],
        ['GET /api/permission-groups/99999999999/employees', request(t.http).get('/api/permission-groups/99999999999/employees')],
        ['POST /api/auth/api-keys/99999999999/refresh', request(t.http).post('/api/auth/api-keys/99999999999/refresh')],
        ['DELETE /api/auth/api-keys/99999999999', request(t.http).delete('/api/auth/api-keys/99999999999')],
        ['PUT permitted-day 1e10', request(t.http).put(`/api/hr/employees/${userId}/permitted-day`).send({ permittedDay: 1e10 })],
      ];
      const outcomes: string[] = [];
      for (const [label, req] of probes) {
        const res = await req.set('Authorization', admin.bearer);
        outcomes.push(`${label} -> ${res.status >= 400 && res.status < 500 ? '4xx' : res.status}`);
      }
      expect(outcomes).toEqual(probes.map(([label]) => `${label} -> 4xx`));
    });
  });

  describe('headers', () => {
    function directivesOf(res: request.Response): Map<string, string[]> {
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toBeDefined();
      return new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values] as [string, string[]];
      }));
    }

    function expectCommonHeaders(res: request.Response): void {
      expect(directivesOf(res).get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }

    /** Pages: scripts only from self or with this response's nonce. */
    function expectSecurityHeaders(res: request.Response): string {
      expectCommonHeaders(res);
      const directives = directivesOf(res);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      const scriptSrc = directives.get('script-src')!;
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      return nonce!;
    }

    it('sets a no-script CSP (default-src none, frame-ancestors none), nosniff and Referrer-Policy on /api, without X-Powered-By', async () => {
      for (const res of [
        await request(t.http).get('/api/auth/me').set('Cookie', user.cookie).expect(200),
        await request(t.http).get('/api/auth/me'),
      ]) {
        expectCommonHeaders(res);
        expect(directivesOf(res).get('default-src')).toEqual(["'none'"]);
        expect(directivesOf(res).get('script-src')).toBeUndefined();
      }
    });

    it('gives pages a fresh script nonce per response', async () => {
      const a = expectSecurityHeaders(await request(t.http).get('/dashboard'));
      const b = expectSecurityHeaders(await request(t.http).get('/dashboard'));
      expect(a).not.toBe(b);
    });

    it('sets them on a non-API path too', async () => {
      expectSecurityHeaders(await request(t.http).get('/projects/1/tasks'));
      expectSecurityHeaders(await request(t.http).get('/'));
    });
  });

  it('publishes the OpenAPI document with the auth paths at /api/docs-json', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of ['/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/auth/permissions', '/api/auth/change-password',
      '/api/auth/api-keys', '/api/auth/api-keys/{id}/refresh', '/api/auth/api-keys/{id}', '/api/auth/ssh-key']) {
      expect(paths).toContain(p);
    }
    expect(Object.keys(res.body.paths['/api/auth/login'])).toContain('post');
    expect(JSON.stringify(res.body.components?.securitySchemes ?? {})).toMatch(/X-API-Key/);
    // The answers come from the endpoint table (backend/src/openapi/rendered-responses.json).
    expect(res.body.paths['/api/projects/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      type: 'object', properties: { project: { $ref: '#/components/schemas/ProjectDetail' } }, required: ['project'],
    });
    expect(res.body.components.schemas.ProjectDetail.required).toEqual(expect.arrayContaining(['id', 'name', 'employees']));
    expect(res.body.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema.required).toEqual(['token', 'expiredAt']);
  });

  it('hashes passwords with argon2id m=19456, t=2, p=1', async () => {
    const rows = await sql<{ id: string; password_hash: string }>(t.databaseUrl,
      `select id, password_hash from employee where id in ('admin', $1)`, [userId]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash.startsWith(ARGON2ID_PREFIX)).toBe(true);
      expect(row.password_hash).not.toContain('password-123');
    }
    // Also after a change of password.
    const id = await createEmployee(t.http, admin, { lastName: 'Bùi', firstName: 'Changer' });
    const s = await login(t.http, id, 'password-123');
    await request(t.http).post('/api/auth/change-password').set('Authorization', s.bearer)
      .send({ oldPassword: 'password-123', newPassword: 'another-password-1' }).expect(204);
    const [changed] = await sql<{ password_hash: string }>(t.databaseUrl, `select password_hash from employee where id = $1`, [id]);
    expect(changed.password_hash.startsWith(ARGON2ID_PREFIX)).toBe(true);
  });
});
