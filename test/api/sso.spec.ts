// Single sign-on end to end: the app against a local OpenID provider (test/support/oidc-provider.mjs),
// the browser's redirect chain followed by hand with one cookie jar.
import request from 'supertest';
import { loadConfig, type OidcMatch } from '../../backend/src/config';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, loginAdmin, sql, type Session } from '../support/http';
import { freePort, nextProviderUser, OIDC_CLIENT, startProvider, type NextUser } from '../support/oidc';

/** An app whose sign-on goes to its own local provider, matching identities by `match`. */
async function startSso(match: OidcMatch[] = ['email', 'subject']) {
  const port = await freePort();
  const providerUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ oidc: { issuer: providerUrl, clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, scope: 'openid email', timeoutMs: 5000, match } });
  const provider = await startProvider(port, `${t.url}/api/auth/sso/callback`).catch(async (err) => {
    await t.close();
    throw err;
  });
  return {
    t,
    nextUser: (user: NextUser) => nextProviderUser(providerUrl, user),
    async close() {
      provider.kill();
      await t.close();
    },
  };
}

/** Follows the redirects from `start` until they leave the sign-on routes; answers where it landed and the jar. */
async function signOn(start: string, appUrl: string, jar = new Map<string, string>()) {
  let url = start;
  for (let hop = 0; hop < 15; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), value);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) throw new Error(`stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).toString();
    if (url.startsWith(appUrl) && !url.includes('/api/auth/sso/')) return { landed: url.slice(appUrl.length), jar };
  }
  throw new Error('too many redirects');
}

describe('single sign-on (OpenID Connect)', () => {
  let sso: Awaited<ReturnType<typeof startSso>>;
  let t: TestApp;
  let nextUser: (user: NextUser) => Promise<void>;
  let admin: Session;
  let employee: string;

  beforeAll(async () => {
    sso = await startSso();
    ({ t, nextUser } = sso);
    admin = await loginAdmin(t.http);
    employee = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: 'Sơn' });
    await sql(t.databaseUrl, `update employee set personal_email = 'son.le@studio.example' where id = $1`, [employee]);
  }, 60_000);

  afterAll(() => sso?.close());

  it('says it is enabled, for the login page button', async () => {
    expect((await request(t.http).get('/api/auth/sso').expect(200)).body).toEqual({ enabled: true });
  });

  it('signs in the employee whose id is the subject, with the product\'s own session', async () => {
    await nextUser({ sub: employee });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/dashboard');
    const me = await request(t.http).get('/api/auth/me').set('Cookie', `jwt=${jar.get('jwt')}`).expect(200);
    expect(me.body.id ?? me.body.user?.id ?? me.body.employee?.id).toBe(employee);
    // The sign-on state cookie is spent once used.
    expect(jar.has('sp_sso')).toBe(false);
  });

  it('signs in by the provider\'s verified e-mail', async () => {
    await nextUser({ sub: 'idp-user-42', email: 'SON.LE@studio.example', emailVerified: true });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/dashboard');
    const me = await request(t.http).get('/api/auth/me').set('Cookie', `jwt=${jar.get('jwt')}`).expect(200);
    expect(JSON.stringify(me.body)).toContain(employee);
  });

  it('refuses an e-mail the provider has not verified, and creates no account', async () => {
    const before = await sql(t.databaseUrl, 'select count(*)::int as n from employee');
    await nextUser({ sub: 'idp-user-43', email: 'son.le@studio.example', emailVerified: false });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/auth/login?sso=auth.sso.unknown');
    expect(jar.has('jwt')).toBe(false);
    expect(await sql(t.databaseUrl, 'select count(*)::int as n from employee')).toEqual(before);
  });

  it('refuses an unknown identity', async () => {
    await nextUser({ sub: 'nobody-here', email: 'nobody@elsewhere.example', emailVerified: true });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/auth/login?sso=auth.sso.unknown');
    expect(jar.has('jwt')).toBe(false);
  });

  it('refuses a deactivated employee', async () => {
    const gone = await createEmployee(t.http, admin, { lastName: 'Phạm', firstName: 'Đi' });
    await request(t.http).patch(`/api/hr/employees/${gone}`).set('Authorization', admin.bearer).send({ isActive: false }).expect(200);
    await nextUser({ sub: gone });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/auth/login?sso=auth.sso.inactive');
    expect(jar.has('jwt')).toBe(false);
  });

  it('comes back to the login page when the provider refuses', async () => {
    await nextUser({ sub: employee, refuse: true });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/auth/login?sso=auth.sso.refused');
    expect(jar.has('jwt')).toBe(false);
  });

  it('refuses a callback whose state cookie is missing or forged', async () => {
    await nextUser({ sub: employee });
    // Start a real sign-on, then drop the state cookie before the provider sends the browser back.
    const res = await fetch(`${t.url}/api/auth/sso/login`, { redirect: 'manual' });
    const jar = new Map<string, string>([['sp_sso', 'forged.token.value']]);
    const { landed } = await signOn(res.headers.get('location')!, t.url, jar);
    expect(landed).toBe('/auth/login?sso=auth.sso.refused');
    expect(jar.has('jwt')).toBe(false);
  });

  it('tries the verified e-mail before the subject (default OIDC_MATCH=email,subject)', async () => {
    // A subject that happens to be another employee's id does not win over the verified e-mail.
    const other = await createEmployee(t.http, admin, { lastName: 'Võ', firstName: 'Khác' });
    await nextUser({ sub: other, email: 'son.le@studio.example', emailVerified: true });
    const { landed, jar } = await signOn(`${t.url}/api/auth/sso/login`, t.url);
    expect(landed).toBe('/dashboard');
    const me = await request(t.http).get('/api/auth/me').set('Cookie', `jwt=${jar.get('jwt')}`).expect(200);
    expect(me.body.id).toBe(employee);
  });

  it('makes the browser\'s language the user\'s own when they have none, and keeps a stored one', async () => {
    const fresh = await createEmployee(t.http, admin, { lastName: 'Ngô', firstName: 'Lan' });
    await nextUser({ sub: fresh });
    await signOn(`${t.url}/api/auth/sso/login`, t.url, new Map([['lng', 'en']]));
    expect(await sql(t.databaseUrl, 'select language from employee where id = $1', [fresh])).toEqual([{ language: 'en' }]);
    await nextUser({ sub: fresh });
    await signOn(`${t.url}/api/auth/sso/login`, t.url, new Map([['lng', 'vi']]));
    expect(await sql(t.databaseUrl, 'select language from employee where id = $1', [fresh])).toEqual([{ language: 'en' }]);
  });

  it('keeps password logins working beside it', async () => {
    await request(t.http).post('/api/auth/login').send({ username: employee, password: 'password-123' }).expect(200);
  });
});

describe('OIDC_MATCH: how an identity names an employee', () => {
  let admin: Session;

  async function setUp(sso: Awaited<ReturnType<typeof startSso>>) {
    admin = await loginAdmin(sso.t.http);
    const byEmail = await createEmployee(sso.t.http, admin, { lastName: 'Đỗ', firstName: 'Thư' });
    await sql(sso.t.databaseUrl, `update employee set personal_email = 'thu.do@studio.example' where id = $1`, [byEmail]);
    const bySubject = await createEmployee(sso.t.http, admin, { lastName: 'Hồ', firstName: 'Tên' });
    return { byEmail, bySubject };
  }

  async function signedInAs(sso: Awaited<ReturnType<typeof startSso>>, user: NextUser): Promise<string> {
    await sso.nextUser(user);
    const { landed, jar } = await signOn(`${sso.t.url}/api/auth/sso/login`, sso.t.url);
    if (landed !== '/dashboard') return landed;
    return (await request(sso.t.http).get('/api/auth/me').set('Cookie', `jwt=${jar.get('jwt')}`).expect(200)).body.id;
  }

  it('email only: a subject equal to an employee id no longer signs anyone in', async () => {
    const sso = await startSso(['email']);
    try {
      const { byEmail, bySubject } = await setUp(sso);
      // An IdP whose subjects users choose could otherwise sign someone in as that employee.
      expect(await signedInAs(sso, { sub: bySubject })).toBe('/auth/login?sso=auth.sso.unknown');
      expect(await signedInAs(sso, { sub: bySubject, email: 'nobody@elsewhere.example', emailVerified: true })).toBe('/auth/login?sso=auth.sso.unknown');
      expect(await signedInAs(sso, { sub: bySubject, email: 'thu.do@studio.example', emailVerified: false })).toBe('/auth/login?sso=auth.sso.unknown');
      expect(await signedInAs(sso, { sub: bySubject, email: 'Thu.Do@studio.example', emailVerified: true })).toBe(byEmail);
    } finally {
      await sso.close();
    }
  }, 60_000);

  it('subject,email: the order of the list is the order tried', async () => {
    const sso = await startSso(['subject', 'email']);
    try {
      const { byEmail, bySubject } = await setUp(sso);
      expect(await signedInAs(sso, { sub: bySubject, email: 'thu.do@studio.example', emailVerified: true })).toBe(bySubject);
      expect(await signedInAs(sso, { sub: 'idp-user-7', email: 'thu.do@studio.example', emailVerified: true })).toBe(byEmail);
    } finally {
      await sso.close();
    }
  }, 60_000);

  it('an e-mail two employees share names nobody by it: the next way decides', async () => {
    const sso = await startSso();
    try {
      const { byEmail, bySubject } = await setUp(sso);
      await sql(sso.t.databaseUrl, `update employee set personal_email = 'thu.do@studio.example' where id = $1`, [bySubject]);
      expect(await signedInAs(sso, { sub: 'idp-user-8', email: 'thu.do@studio.example', emailVerified: true })).toBe('/auth/login?sso=auth.sso.unknown');
      expect(await signedInAs(sso, { sub: byEmail, email: 'thu.do@studio.example', emailVerified: true })).toBe(byEmail);
    } finally {
      await sso.close();
    }
  }, 60_000);

  it('is read from the environment: email,subject by default, a list of the two otherwise', () => {
    const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/x', OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' } as const;
    expect(loadConfig(base).oidc?.match).toEqual(['email', 'subject']);
    expect(loadConfig({ ...base, OIDC_MATCH: ' Email ' }).oidc?.match).toEqual(['email']);
    expect(loadConfig({ ...base, OIDC_MATCH: 'subject, email' }).oidc?.match).toEqual(['subject', 'email']);
    for (const bad of ['id', 'email,email', 'email,', 'email;subject']) {
      expect(() => loadConfig({ ...base, OIDC_MATCH: bad })).toThrow(/OIDC_MATCH/);
    }
  });
});

describe('single sign-on, not configured or unreachable', () => {
  it('hides the button and sends a stray visit back to the login page', async () => {
    const t = await createTestApp();
    try {
      expect((await request(t.http).get('/api/auth/sso').expect(200)).body).toEqual({ enabled: false });
      const res = await request(t.http).get('/api/auth/sso/login').expect(302);
      expect(res.headers.location).toBe('/auth/login?sso=auth.sso.disabled');
    } finally {
      await t.close();
    }
  });

  it('answers "unavailable" within its bound when the provider does not answer', async () => {
    const port = await freePort();
    const t = await createTestApp({ oidc: { issuer: `http://127.0.0.1:${port}`, clientId: 'x', clientSecret: 'y', scope: 'openid', timeoutMs: 1000, match: ['email', 'subject'] } });
    try {
      const started = Date.now();
      const res = await request(t.http).get('/api/auth/sso/login').expect(302);
      expect(res.headers.location).toBe('/auth/login?sso=auth.sso.unavailable');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});
