import { randomUUID } from 'crypto';
import * as jwt from 'jsonwebtoken';
import request from 'supertest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, sleep, sql, type Session } from '../support/http';

const ME_FIELDS = [
  'id', 'firstName', 'lastName', 'icon', 'role', 'roleLevel', 'dob', 'permanentAddress', 'joinDate', 'isActive', 'permittedDayLeft',
];

function setCookies(res: request.Response): string[] {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

function jwtCookie(res: request.Response): string | undefined {
  return setCookies(res).find((c) => c.startsWith('jwt='));
}

/** Attributes of a Set-Cookie line, names lower-cased. */
function cookieAttributes(line: string): Map<string, string> {
  const [, ...parts] = line.split(';');
  return new Map(parts.map((p) => {
    const [k, ...v] = p.trim().split('=');
    return [k.toLowerCase(), v.join('=')] as [string, string];
  }));
}

describe('auth', () => {
  let t: TestApp;
  let admin: Session;
  let secret: string;
  /** Each login test uses its own employee: the rate limiter counts every attempt per username. */
  const newUser = async (password = 'password-123') => {
    const id = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: `Auth ${Math.random().toString(36).slice(2, 6)}`, password });
    return id;
  };

  beforeAll(async () => {
    // Behind a proxy on this host: the Secure-cookie and per-IP rate-limit tests send X-Forwarded-*.
    t = await createTestApp({ trustProxy: 'loopback' });
    admin = await loginAdmin(t.http);
    secret = (await sql<{ value: string }>(t.databaseUrl, `select value from app_secret where name = 'jwt'`))[0].value;
  });
  afterAll(async () => { await t?.close(); });

  const me = (headers: Record<string, string>) => {
    const req = request(t.http).get('/api/auth/me');
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req;
  };

  describe('login', () => {
    it('trims the username and the password', async () => {
      const id = await newUser('password-123');
      const res = await request(t.http).post('/api/auth/login').send({ username: `  ${id}\t`, password: ' password-123  ' }).expect(200);
      expect(typeof res.body.token).toBe('string');
      const who = await me({ Authorization: `Bearer ${res.body.token}` }).expect(200);
      expect(who.body.id).toBe(id);
    });

    it('refuses an empty username or password with 400, in Vietnamese by default and English on request', async () => {
      for (const body of [{ username: '', password: 'x' }, { username: 'admin', password: '   ' }, { username: '  ' }, {}]) {
        const vi = await request(t.http).post('/api/auth/login').send(body);
        expectError(vi, 400, 'auth.login.empty-username-or-password', 'Vui lòng nhập tên đăng nhập và mật khẩu');
      }
      const en = await request(t.http).post('/api/auth/login').set('Accept-Language', 'en').send({ username: '', password: '' });
      expectError(en, 400, 'auth.login.empty-username-or-password', 'Please enter username and password');
    });

    it('answers a wrong password with 401 auth.login.error and no cookie', async () => {
      const id = await newUser();
      const res = await request(t.http).post('/api/auth/login').set('Accept-Language', 'en').send({ username: id, password: 'wrong-password' });
      expectError(res, 401, 'auth.login.error', 'Login failed');
      expect(jwtCookie(res)).toBeUndefined();
      expect(res.body.token).toBeUndefined();
    });

    it('answers an unknown user with the same 401', async () => {
      const res = await request(t.http).post('/api/auth/login').set('Accept-Language', 'en').send({ username: 'nobody-here', password: 'password-123' });
      expectError(res, 401, 'auth.login.error', 'Login failed');
    });

    it('refuses an inactive employee, and their existing token stops working', async () => {
      const id = await newUser();
      const session = await login(t.http, id, 'password-123');
      await me({ Authorization: session.bearer }).expect(200);
      await request(t.http).patch(`/api/hr/employees/${id}`).set('Authorization', admin.bearer).send({ isActive: false }).expect(200);

      expectError(await me({ Authorization: session.bearer }), 401, 'common.unauthorized');
      expectError(await me({ Cookie: session.cookie }), 401, 'common.unauthorized');
      expectError(await request(t.http).post('/api/auth/login').send({ username: id, password: 'password-123' }), 401, 'auth.login.error');

      // Reactivated: the same password works again (the refusal was about the flag, not the password).
      await request(t.http).patch(`/api/hr/employees/${id}`).set('Authorization', admin.bearer).send({ isActive: true }).expect(200);
      await login(t.http, id, 'password-123');
    });

    it('refuses an employee whose active flag is off (flag set in SQL), and their token stops working', async () => {
      // The same rule as above without going through PATCH, so it is checked even when PATCH fails.
      const id = await newUser();
      const session = await login(t.http, id, 'password-123');
      await me({ Authorization: session.bearer }).expect(200);
      await sql(t.databaseUrl, `update employee set is_active = false where id = $1`, [id]);
      expectError(await me({ Authorization: session.bearer }), 401, 'common.unauthorized');
      expectError(await request(t.http).post('/api/auth/login').send({ username: id, password: 'password-123' }), 401, 'auth.login.error');
      await sql(t.databaseUrl, `update employee set is_active = true where id = $1`, [id]);
      await me({ Authorization: session.bearer }).expect(200);
    });

    it('sets the jwt cookie HttpOnly, SameSite=Lax, Path=/, expiring at expiredAt, not Secure over plain http', async () => {
      const id = await newUser();
      const res = await request(t.http).post('/api/auth/login').send({ username: id, password: 'password-123' }).expect(200);
      const line = jwtCookie(res)!;
      expect(line).toBeDefined();
      expect(line.split(';')[0]).toBe(`jwt=${res.body.token}`);
      const attrs = cookieAttributes(line);
      expect(attrs.has('httponly')).toBe(true);
      expect(attrs.get('samesite')).toBe('Lax');
      expect(attrs.get('path')).toBe('/');
      expect(attrs.has('secure')).toBe(false);
      expect(new Date(res.body.expiredAt).toISOString()).toBe(res.body.expiredAt);
      expect(new Date(attrs.get('expires')!).getTime()).toBe(new Date(res.body.expiredAt).getTime());
      expect(new Date(res.body.expiredAt).getTime()).toBeGreaterThan(Date.now());
    });

    it('marks the cookie Secure behind an HTTPS proxy', async () => {
      const id = await newUser();
      const res = await request(t.http).post('/api/auth/login').set('X-Forwarded-Proto', 'https')
        .send({ username: id, password: 'password-123' }).expect(200);
      expect(cookieAttributes(jwtCookie(res)!).has('secure')).toBe(true);
    });

    it('lets a password set with surrounding spaces sign in (or refuses to set it)', async () => {
      // Login trims the password, so a password kept with its spaces could never be used again.
      const id = await newUser('password-123');
      const put = await request(t.http).put(`/api/hr/employees/${id}/password`).set('Authorization', admin.bearer)
        .send({ password: 'spaced-password ' });
      if (put.status === 204) {
        await request(t.http).post('/api/auth/login').send({ username: id, password: 'spaced-password ' }).expect(200);
      } else {
        expect(put.status).toBe(400);
        await login(t.http, id, 'password-123');
      }
      const s = await login(t.http, id, put.status === 204 ? 'spaced-password ' : 'password-123');
      const change = await request(t.http).post('/api/auth/change-password').set('Authorization', s.bearer)
        .send({ oldPassword: put.status === 204 ? 'spaced-password ' : 'password-123', newPassword: ' leading-space' });
      if (change.status === 204) {
        await request(t.http).post('/api/auth/login').send({ username: id, password: ' leading-space' }).expect(200);
      } else {
        expect(change.status).toBe(400);
      }
    });
  });

  describe('credentials', () => {
    it('accepts the cookie and the Bearer token, and answers 401 common.unauthorized without credentials', async () => {
      await me({ Cookie: admin.cookie }).expect(200);
      await me({ Authorization: admin.bearer }).expect(200);
      expectError(await me({}), 401, 'common.unauthorized', 'Vui lòng đăng nhập lại');
      expectError(await me({ 'Accept-Language': 'en' }), 401, 'common.unauthorized', 'Please sign in again');
      expectError(await me({ Authorization: 'Bearer not-a-token' }), 401, 'common.unauthorized');
      expectError(await me({ Cookie: 'jwt=not-a-token' }), 401, 'common.unauthorized');
    });

    it('accepts a token it signed itself (control for the crafted tokens below)', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign({ sub: 'admin', jti: randomUUID(), iat: now, iatMs: Date.now(), exp: now + 600 }, secret, { algorithm: 'HS256' });
      const res = await me({ Authorization: `Bearer ${token}` }).expect(200);
      expect(res.body.id).toBe('admin');
    });

    it('refuses a token signed with another secret', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign({ sub: 'admin', jti: randomUUID(), iat: now, iatMs: Date.now(), exp: now + 600 }, 'another-secret-of-sufficient-length', { algorithm: 'HS256' });
      expectError(await me({ Authorization: `Bearer ${token}` }), 401, 'common.unauthorized');
      expectError(await me({ Cookie: `jwt=${token}` }), 401, 'common.unauthorized');
    });

    it("refuses an alg 'none' token", async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign({ sub: 'admin', jti: randomUUID(), iat: now, iatMs: Date.now(), exp: now + 600 }, null as unknown as string, { algorithm: 'none' });
      expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'none' });
      expectError(await me({ Authorization: `Bearer ${token}` }), 401, 'common.unauthorized');
      expectError(await me({ Cookie: `jwt=${token}` }), 401, 'common.unauthorized');
    });

    it('refuses an expired token signed with the right secret', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign({ sub: 'admin', jti: randomUUID(), iat: now - 7200, iatMs: (now - 7200) * 1000, exp: now - 60 }, secret, { algorithm: 'HS256' });
      expectError(await me({ Authorization: `Bearer ${token}` }), 401, 'common.unauthorized');
    });

    it('refuses a token signed with the right secret but another HMAC algorithm', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign({ sub: 'admin', jti: randomUUID(), iat: now, iatMs: Date.now(), exp: now + 600 }, secret, { algorithm: 'HS512' });
      expectError(await me({ Authorization: `Bearer ${token}` }), 401, 'common.unauthorized');
    });
  });

  describe('logout', () => {
    it('answers 204, clears the cookie, and the same token is refused afterwards', async () => {
      const id = await newUser();
      const session = await login(t.http, id, 'password-123');
      const other = await login(t.http, id, 'password-123');
      const res = await request(t.http).post('/api/auth/logout').set('Cookie', session.cookie).set('Origin', t.url).expect(204);
      const cleared = jwtCookie(res)!;
      expect(cleared).toBeDefined();
      expect(cleared.split(';')[0]).toBe('jwt=');
      expect(new Date(cookieAttributes(cleared).get('expires')!).getTime()).toBeLessThanOrEqual(Date.now());
      expect(cookieAttributes(cleared).get('path')).toBe('/');

      expectError(await me({ Cookie: session.cookie }), 401, 'common.unauthorized');
      expectError(await me({ Authorization: session.bearer }), 401, 'common.unauthorized');
      // Only that session ends.
      await me({ Authorization: other.bearer }).expect(200);
    });

    it('revokes a Bearer session as well', async () => {
      const id = await newUser();
      const session = await login(t.http, id, 'password-123');
      await request(t.http).post('/api/auth/logout').set('Authorization', session.bearer).expect(204);
      expectError(await me({ Authorization: session.bearer }), 401, 'common.unauthorized');
    });

    it('needs credentials', async () => {
      expectError(await request(t.http).post('/api/auth/logout'), 401, 'common.unauthorized');
    });
  });

  describe('change-password', () => {
    const change = (s: Session, body: object) =>
      request(t.http).post('/api/auth/change-password').set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);

    it('refuses a new password under 8 characters', async () => {
      const id = await newUser();
      const s = await login(t.http, id, 'password-123');
      expectError(await change(s, { oldPassword: 'password-123', newPassword: '1234567' }), 400,
        'profile.change-password.note', 'Password must be at least 8 characters');
      // Nothing changed.
      await login(t.http, id, 'password-123');
    });

    it('refuses a wrong old password', async () => {
      const id = await newUser();
      const s = await login(t.http, id, 'password-123');
      expectError(await change(s, { oldPassword: 'not-the-password', newPassword: 'new-password-456' }), 400,
        'profile.change-password.change-fail');
      await login(t.http, id, 'password-123');
      expectError(await request(t.http).post('/api/auth/login').send({ username: id, password: 'new-password-456' }), 401, 'auth.login.error');
    });

    it('changes the password: the old one no longer signs in, the new one does, older tokens are refused', async () => {
      const id = await newUser();
      const older = await login(t.http, id, 'password-123');
      const s = await login(t.http, id, 'password-123');
      // Let the clock pass a second boundary so the change is strictly after the older tokens' iat.
      await sleep(1100 - (Date.now() % 1000));
      await change(s, { oldPassword: 'password-123', newPassword: 'new-password-456' }).expect(204);

      expectError(await me({ Authorization: older.bearer }), 401, 'common.unauthorized');
      expectError(await me({ Cookie: older.cookie }), 401, 'common.unauthorized');
      expectError(await me({ Authorization: s.bearer }), 401, 'common.unauthorized');
      expectError(await request(t.http).post('/api/auth/login').send({ username: id, password: 'password-123' }), 401, 'auth.login.error');
      // A session opened right after the change works.
      const fresh = await login(t.http, id, 'new-password-456');
      await me({ Authorization: fresh.bearer }).expect(200);
    });

    it('refuses a token issued in the same second just before the change', async () => {
      const id = await newUser();
      const s = await login(t.http, id, 'password-123');
      // Start at the beginning of a second so the login and the change share it.
      await sleep(1000 - (Date.now() % 1000) + 5);
      const older = await login(t.http, id, 'password-123');
      await change(s, { oldPassword: 'password-123', newPassword: 'new-password-456' }).expect(204);
      expectError(await me({ Authorization: older.bearer }), 401, 'common.unauthorized');
      // And a session opened right after the change, in the same second, still works.
      const fresh = await login(t.http, id, 'new-password-456');
      await me({ Authorization: fresh.bearer }).expect(200);
    });

    it('clears the cookie when the change is made with the cookie', async () => {
      const id = await newUser();
      const s = await login(t.http, id, 'password-123');
      const res = await request(t.http).post('/api/auth/change-password').set('Cookie', s.cookie).set('Origin', t.url)
        .send({ oldPassword: 'password-123', newPassword: 'new-password-456' }).expect(204);
      expect(jwtCookie(res)?.split(';')[0]).toBe('jwt=');
    });
  });

  describe('login rate limit', () => {
    it('allows 10 attempts a minute per username and IP; the 11th is 429, other usernames and IPs still pass', async () => {
      const id = await newUser();
      const ip = '203.0.113.7';
      const attempt = (username: string, password: string, from = ip) =>
        request(t.http).post('/api/auth/login').set('X-Forwarded-For', from).set('Accept-Language', 'en').send({ username, password });
      for (let i = 0; i < 10; i++) expectError(await attempt(id, `wrong-${i}`), 401, 'auth.login.error');
      // The 11th is refused even with the right password, and the username's case does not matter.
      expectError(await attempt(id, 'password-123'), 429, 'common.too-many-requests', 'Too many requests, please try again later');
      expectError(await attempt(id.toUpperCase(), 'password-123'), 429, 'common.too-many-requests');

      // Another username from the same IP gets through.
      const other = await newUser();
      expect((await attempt(other, 'password-123')).status).toBe(200);
      expectError(await attempt('someone-else', 'whatever-1'), 401, 'auth.login.error');
      // The same username from another IP gets through.
      expect((await attempt(id, 'password-123', '198.51.100.9')).status).toBe(200);
    });
  });

  describe('me and permissions', () => {
    it('GET /me answers exactly the fields of API.md', async () => {
      const res = await me({ Cookie: admin.cookie }).expect(200);
      expect(Object.keys(res.body).sort()).toEqual([...ME_FIELDS].sort());
      expect(res.body).toMatchObject({ id: 'admin', role: 1, isActive: true });
      expect(typeof res.body.permittedDayLeft).toBe('number');

      const id = await newUser();
      const s = await login(t.http, id, 'password-123');
      const own = await me({ Authorization: s.bearer }).expect(200);
      expect(Object.keys(own.body).sort()).toEqual([...ME_FIELDS].sort());
      expect(own.body).toMatchObject({ id, firstName: expect.stringContaining('Auth'), lastName: 'Lê', isActive: true, permittedDayLeft: 0 });
    });

    it("GET /api/auth/permissions gives admin {Admin, '*'} and '**' for every dimensioned permission", async () => {
      const res = await request(t.http).get('/api/auth/permissions').set('Cookie', admin.cookie).expect(200);
      const list: { permissionId: string; extraCondition: string }[] = res.body.permissions;
      expect(list).toContainEqual({ permissionId: 'Admin', extraCondition: '*' });
      expect(list).toContainEqual({ permissionId: 'Task.Create', extraCondition: '**' });
      expect(list).toContainEqual({ permissionId: 'Project.Get', extraCondition: '*' });

      const catalogue = await request(t.http).get('/api/permission-groups/catalogue').set('Cookie', admin.cookie).expect(200);
      const entries: { name: string; scope: string }[] = catalogue.body.permissions;
      expect(list).toHaveLength(entries.length);
      for (const p of entries) {
        const expected = ['role', 'ticketType', 'bonusNode'].includes(p.scope) ? '**' : '*';
        expect(list).toContainEqual({ permissionId: p.name, extraCondition: expected });
      }
    });

    it('GET /api/auth/permissions refuses a bad project id and needs credentials', async () => {
      expectError(await request(t.http).get('/api/auth/permissions?project=abc').set('Cookie', admin.cookie), 400, 'common.validation');
      expectError(await request(t.http).get('/api/auth/permissions'), 401, 'common.unauthorized');
    });

    it('GET /api/auth/permissions/projects answers 1 to 200 projects at once and refuses anything else', async () => {
      const ask = (ids: string) => request(t.http).get(`/api/auth/permissions/projects?ids=${ids}`).set('Cookie', admin.cookie);
      const single = (await request(t.http).get('/api/auth/permissions?project=0').set('Cookie', admin.cookie).expect(200)).body.permissions;
      expect((await ask('0').expect(200)).body).toEqual({ projects: [{ projectId: 0, permissions: single }] });
      const many = Array.from({ length: 200 }, (_, i) => i + 1).join(',');
      expect((await ask(many).expect(200)).body.projects.map((p: { projectId: number }) => p.projectId)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      for (const bad of ['', 'abc', '1,,2', '-1', '1.5', '1,x', `${many},201`]) {
        expectError(await ask(bad), 400, 'common.validation');
      }
      expectError(await request(t.http).get('/api/auth/permissions/projects?ids=0'), 401, 'common.unauthorized');
    });

    it('50 concurrent batch permission reads all answer the same', async () => {
      const url = '/api/auth/permissions/projects?ids=0,1,2,3';
      const first = (await request(t.http).get(url).set('Cookie', admin.cookie).expect(200)).body;
      const answers = await Promise.all(Array.from({ length: 50 }, () => request(t.http).get(url).set('Cookie', admin.cookie)));
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      for (const r of answers) expect(r.body).toEqual(first);
    });

    it('admin password from the config signs in', async () => {
      const res = await request(t.http).post('/api/auth/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
      expect(typeof res.body.token).toBe('string');
    });
  });
});
