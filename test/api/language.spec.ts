// PUT /api/auth/language: the interface language a user chose, kept per user (issue 13).
import request from 'supertest';
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
