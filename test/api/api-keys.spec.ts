import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, sql, type Session } from '../support/http';

const KEY_FIELDS = ['createdAt', 'expiresAt', 'id', 'key', 'maskedKey', 'name'];

describe('API keys', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let aliceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    aliceId = await createEmployee(t.http, admin, { lastName: 'Phạm', firstName: 'Alice' });
    const bobId = await createEmployee(t.http, admin, { lastName: 'Võ', firstName: 'Bob' });
    alice = await login(t.http, aliceId, 'password-123');
    bob = await login(t.http, bobId, 'password-123');
  });
  afterAll(async () => { await t?.close(); });

  const create = (s: Session, body: object) =>
    request(t.http).post('/api/auth/api-keys').set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const list = (s: Session) => request(t.http).get('/api/auth/api-keys').set('Authorization', s.bearer);
  const meWithKey = (key: string) => request(t.http).get('/api/auth/me').set('X-API-Key', key);

  it('creates a key: 201 with the key shown once and a masked form that does not reveal it', async () => {
    const res = await create(alice, { name: '  CI deploy  ' }).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(KEY_FIELDS);
    expect(res.body).toMatchObject({ name: 'CI deploy', expiresAt: null });
    expect(Number.isInteger(res.body.id)).toBe(true);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    const { key, maskedKey } = res.body as { key: string; maskedKey: string };
    expect(maskedKey).not.toContain(key);
    expect(maskedKey).not.toBe(key);
    // At most a short prefix and suffix of the key are shown.
    const shown = maskedKey.replace(/[^A-Za-z0-9_-]/g, '');
    expect(shown.length).toBeLessThanOrEqual(12);
    expect(key.includes(shown)).toBe(false);
  });

  it('makes keys of at least 128 random bits', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) keys.add((await create(alice, { name: `entropy ${i}` }).expect(201)).body.key);
    expect(keys.size).toBe(3);
    for (const key of keys) {
      const m = /^([a-z]+_)?([A-Za-z0-9_-]+)$/.exec(key);
      expect(m).not.toBeNull();
      // base64url carries 6 bits a character (a hex key would need 32 characters: 22 * 6 >= 128 covers both).
      const random = m![2];
      const bitsPerChar = /^[0-9a-f]+$/.test(random) ? 4 : 6;
      expect(random.length * bitsPerChar).toBeGreaterThanOrEqual(128);
    }
  });

  it('lists newest first and never answers the key', async () => {
    const ids: number[] = [];
    for (const name of ['first', 'second', 'third']) ids.push((await create(bob, { name }).expect(201)).body.id);
    const res = await list(bob).expect(200);
    const apiKeys: Record<string, unknown>[] = res.body.apiKeys;
    expect(apiKeys.map((k) => k.id)).toEqual([...ids].reverse());
    expect(apiKeys.map((k) => k.name)).toEqual(['third', 'second', 'first']);
    for (const k of apiKeys) {
      expect(Object.keys(k).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'maskedKey', 'name']);
      expect(k).not.toHaveProperty('key');
    }
    // Only one's own keys are listed.
    const mine = (await list(alice).expect(200)).body.apiKeys as { id: number }[];
    expect(mine.some((k) => ids.includes(k.id))).toBe(false);
  });

  it('refuses a blank or whitespace name with profile.api-key.name-empty', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, { name: '\t\n' }, {}]) {
      expectError(await create(alice, body), 400, 'profile.api-key.name-empty', 'API key name cannot be empty');
    }
    const vi = await request(t.http).post('/api/auth/api-keys').set('Authorization', alice.bearer).send({ name: ' ' });
    expectError(vi, 400, 'profile.api-key.name-empty', 'Tên API key không được để trống');
  });

  it('accepts expiresAt as yyyymmdd (end of that day in the company time zone) and as ISO', async () => {
    const ymd = await create(alice, { name: 'ymd', expiresAt: 20991231 }).expect(201);
    // Asia/Ho_Chi_Minh is UTC+7: the end of 31 Dec 2099 there is 17:00 UTC.
    expect(ymd.body.expiresAt).toBe('2099-12-31T17:00:00.000Z');
    const ymdString = await create(alice, { name: 'ymd string', expiresAt: '20991231' }).expect(201);
    expect(ymdString.body.expiresAt).toBe('2099-12-31T17:00:00.000Z');
    const iso = await create(alice, { name: 'iso', expiresAt: '2099-06-01T12:00:00.000Z' }).expect(201);
    expect(iso.body.expiresAt).toBe('2099-06-01T12:00:00.000Z');
    await meWithKey(ymd.body.key).expect(200);
    await meWithKey(iso.body.key).expect(200);
  });

  it('refuses a past or invalid expiresAt with 400', async () => {
    for (const expiresAt of [20200101, '20200101', '2020-01-01T00:00:00Z', 'not a date', 20241340]) {
      const res = await create(alice, { name: 'past', expiresAt });
      expect(res.status).toBe(400);
      expect(res.body.statusCode).toBe(400);
      expect(typeof res.body.code).toBe('string');
    }
    // Nothing was stored.
    const names = ((await list(alice).expect(200)).body.apiKeys as { name: string }[]).map((k) => k.name);
    expect(names).not.toContain('past');
  });

  it('authenticates /api/auth/me with X-API-Key', async () => {
    const { key } = (await create(alice, { name: 'me' }).expect(201)).body;
    const res = await meWithKey(key).expect(200);
    expect(res.body.id).toBe(aliceId);
    expectError(await meWithKey(`${key}x`), 401, 'common.unauthorized');
    expectError(await meWithKey('sp_not-a-key'), 401, 'common.unauthorized');
  });

  it('stores only a hash: no column of api_key holds the key', async () => {
    const created = (await create(alice, { name: 'hashed' }).expect(201)).body;
    const rows = await sql<Record<string, unknown>>(t.databaseUrl, `select * from api_key where id = $1`, [created.id]);
    expect(rows).toHaveLength(1);
    const body = created.key.replace(/^[a-z]+_/, '');
    for (const [column, value] of Object.entries(rows[0])) {
      const text = value instanceof Date ? value.toISOString() : String(value);
      expect({ column, holdsKey: text.includes(body) }).toEqual({ column, holdsKey: false });
    }
    // And nothing else in the database holds it either.
    const columns = await sql<{ table_name: string; column_name: string }>(t.databaseUrl,
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`);
    const hits = await sql(t.databaseUrl, columns.map((c) =>
      `select '${c.table_name}.${c.column_name}' as at from "${c.table_name}" where "${c.column_name}"::text like $1`).join(' union all '), [`%${body}%`]);
    expect(hits).toEqual([]);
  });

  it('refresh answers a new key; the old one stops working', async () => {
    const created = (await create(alice, { name: 'rotate' }).expect(201)).body;
    await meWithKey(created.key).expect(200);
    const res = await request(t.http).post(`/api/auth/api-keys/${created.id}/refresh`).set('Authorization', alice.bearer).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(KEY_FIELDS);
    expect(res.body).toMatchObject({ id: created.id, name: 'rotate' });
    expect(res.body.key).not.toBe(created.key);
    expect(res.body.maskedKey).not.toContain(res.body.key);
    expectError(await meWithKey(created.key), 401, 'common.unauthorized');
    expect((await meWithKey(res.body.key).expect(200)).body.id).toBe(aliceId);
  });

  it('delete answers 204; the key stops working and leaves the list', async () => {
    const created = (await create(alice, { name: 'to delete' }).expect(201)).body;
    await meWithKey(created.key).expect(200);
    await request(t.http).delete(`/api/auth/api-keys/${created.id}`).set('Authorization', alice.bearer).expect(204);
    expectError(await meWithKey(created.key), 401, 'common.unauthorized');
    const ids = ((await list(alice).expect(200)).body.apiKeys as { id: number }[]).map((k) => k.id);
    expect(ids).not.toContain(created.id);
    expectError(await request(t.http).delete(`/api/auth/api-keys/${created.id}`).set('Authorization', alice.bearer), 404, 'common.not-found');
  });

  it("answers 404 on another user's key id, and leaves that key alone", async () => {
    const created = (await create(alice, { name: 'not yours' }).expect(201)).body;
    expectError(await request(t.http).post(`/api/auth/api-keys/${created.id}/refresh`).set('Authorization', bob.bearer), 404, 'common.not-found');
    expectError(await request(t.http).delete(`/api/auth/api-keys/${created.id}`).set('Authorization', bob.bearer), 404, 'common.not-found');
    expect((await meWithKey(created.key).expect(200)).body.id).toBe(aliceId);
    expectError(await request(t.http).post('/api/auth/api-keys/99999/refresh').set('Authorization', alice.bearer), 404, 'common.not-found');
  });

  it('refuses an expired key', async () => {
    const created = (await create(alice, { name: 'expiring', expiresAt: 20991231 }).expect(201)).body;
    await meWithKey(created.key).expect(200);
    await sql(t.databaseUrl, `update api_key set expires_at = now() - interval '1 minute' where id = $1`, [created.id]);
    expectError(await meWithKey(created.key), 401, 'common.unauthorized');
  });

  it("refuses the key of an inactive employee", async () => {
    const id = await createEmployee(t.http, admin, { lastName: 'Đỗ', firstName: 'Carol' });
    const s = await login(t.http, id, 'password-123');
    const { key } = (await create(s, { name: 'soon inactive' }).expect(201)).body;
    await meWithKey(key).expect(200);
    await sql(t.databaseUrl, `update employee set is_active = false where id = $1`, [id]);
    expectError(await meWithKey(key), 401, 'common.unauthorized');
  });

  it('needs credentials for every key call', async () => {
    expectError(await request(t.http).get('/api/auth/api-keys'), 401, 'common.unauthorized');
    expectError(await request(t.http).post('/api/auth/api-keys').send({ name: 'x' }), 401, 'common.unauthorized');
    expectError(await request(t.http).post('/api/auth/api-keys/1/refresh'), 401, 'common.unauthorized');
    expectError(await request(t.http).delete('/api/auth/api-keys/1'), 401, 'common.unauthorized');
  });
});
