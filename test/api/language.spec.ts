// PUT /api/auth/language: the interface language a user chose, kept per user (issue 13), and the
// language a page renders in (docs/decisions/030).
import request from 'supertest';
import { pageLang } from '../../backend/src/common/lang';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, sql } from '../support/http';

describe('the language a user chose', () => {
  let t: TestApp;
  let id: string;
  let bearer: string;

  beforeAll(async () => {
    t = await createTestApp();
    id = await createEmployee(t.http, await loginAdmin(t.http));
    bearer = (await login(t.http, id, 'password-123')).bearer;
  });

  afterAll(() => t?.close());

  it('is stored for the caller, and only vi or en', async () => {
    await request(t.http).put('/api/auth/language').set('Authorization', bearer).send({ language: 'en' }).expect(204);
    expect(await sql(t.databaseUrl, 'select language from employee where id = $1', [id])).toEqual([{ language: 'en' }]);
    for (const language of ['fr', '', null, 1]) {
      expectError(await request(t.http).put('/api/auth/language').set('Authorization', bearer).send({ language }), 400, 'common.validation');
    }
    expect(await sql(t.databaseUrl, 'select language from employee where id = $1', [id])).toEqual([{ language: 'en' }]);
  });

  it('needs a signed-in caller', async () => {
    await request(t.http).put('/api/auth/language').send({ language: 'vi' }).expect(401);
  });

  it('stays out of /me (its fields are fixed by the contract)', async () => {
    const me = await request(t.http).get('/api/auth/me').set('Authorization', bearer).expect(200);
    expect(me.body).not.toHaveProperty('language');
  });

  it('takes 50 concurrent switches and keeps one of them', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      request(t.http).put('/api/auth/language').set('Authorization', bearer).send({ language: i % 2 ? 'vi' : 'en' })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(204));
    const [{ language }] = await sql(t.databaseUrl, 'select language from employee where id = $1', [id]);
    expect(['vi', 'en']).toContain(language);
  });
});

describe('the language a page renders in (decision 030)', () => {
  it('a signed-in user\'s stored language beats this browser\'s cookie, and the cookie is brought in line', () => {
    expect(pageLang({ stored: 'vi', cookie: 'en', acceptLanguage: 'en-US' })).toEqual({ lang: 'vi', alignCookie: true });
    expect(pageLang({ stored: 'en', cookie: undefined, acceptLanguage: 'vi-VN' })).toEqual({ lang: 'en', alignCookie: true });
    expect(pageLang({ stored: 'en', cookie: 'garbage', acceptLanguage: undefined })).toEqual({ lang: 'en', alignCookie: true });
    // Already in line: no cookie is written on every page.
    expect(pageLang({ stored: 'en', cookie: 'en', acceptLanguage: 'vi' })).toEqual({ lang: 'en', alignCookie: false });
  });

  it('without a stored language (or signed out): the cookie, then Accept-Language, then vi; the cookie is left alone', () => {
    for (const stored of [null, undefined]) {
      expect(pageLang({ stored, cookie: 'en', acceptLanguage: 'vi-VN' })).toEqual({ lang: 'en', alignCookie: false });
      expect(pageLang({ stored, cookie: 'vi', acceptLanguage: 'en-US' })).toEqual({ lang: 'vi', alignCookie: false });
      expect(pageLang({ stored, cookie: 'fr', acceptLanguage: 'en-US' })).toEqual({ lang: 'en', alignCookie: false });
      expect(pageLang({ stored, cookie: undefined, acceptLanguage: 'fr-FR' })).toEqual({ lang: 'vi', alignCookie: false });
      expect(pageLang({ stored, cookie: undefined, acceptLanguage: undefined })).toEqual({ lang: 'vi', alignCookie: false });
    }
  });
});

describe('a browser\'s choice at sign-in (decision 030)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginAdmin>>;

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimitPerMinute: 1000 });
    admin = await loginAdmin(t.http);
  });

  afterAll(() => t?.close());

  const language = async (id: string) => (await sql(t.databaseUrl, 'select language from employee where id = $1', [id]))[0].language;
  const signIn = (id: string, cookie?: string) => {
    const req = request(t.http).post('/api/auth/login');
    return (cookie ? req.set('Cookie', cookie) : req).send({ username: id, password: 'password-123' });
  };

  it('becomes the user\'s language when they have none', async () => {
    const id = await createEmployee(t.http, admin);
    expect(await language(id)).toBeNull();
    await signIn(id, 'other=1; lng=en').expect(200);
    expect(await language(id)).toBe('en');
  });

  it('never replaces a stored language', async () => {
    const id = await createEmployee(t.http, admin);
    await request(t.http).put('/api/auth/language').set('Authorization', (await login(t.http, id, 'password-123')).bearer).send({ language: 'vi' }).expect(204);
    await signIn(id, 'lng=en').expect(200);
    expect(await language(id)).toBe('vi');
  });

  it('is only taken when the browser has an explicit choice of ours, and never on a failed sign-in', async () => {
    const id = await createEmployee(t.http, admin);
    await signIn(id).expect(200);
    await signIn(id, 'lng=fr').expect(200);
    await request(t.http).post('/api/auth/login').set('Accept-Language', 'en').send({ username: id, password: 'password-123' }).expect(200);
    await request(t.http).post('/api/auth/login').set('Cookie', 'lng=en').send({ username: id, password: 'wrong-password' }).expect(401);
    expect(await language(id)).toBeNull();
  });

  it('takes 50 concurrent sign-ins from browsers choosing differently and keeps exactly one choice', async () => {
    const id = await createEmployee(t.http, admin);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(id, `lng=${i % 2 ? 'vi' : 'en'}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(['vi', 'en']).toContain(await language(id));
  });
});
