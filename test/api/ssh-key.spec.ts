import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, sql, type Session } from '../support/http';

const SSH_KEYGEN = '/usr/bin/ssh-keygen';

describe('SSH key', () => {
  let t: TestApp;
  let user: Session;
  let other: Session;
  let userId: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sp-ssh-'));
    t = await createTestApp();
    const admin = await loginAdmin(t.http);
    userId = await createEmployee(t.http, admin, { lastName: 'Hoàng', firstName: 'Git' });
    const otherId = await createEmployee(t.http, admin, { lastName: 'Hoàng', firstName: 'Other' });
    user = await login(t.http, userId, 'password-123');
    other = await login(t.http, otherId, 'password-123');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const reset = (s: Session) => request(t.http).post('/api/auth/ssh-key').set('Authorization', s.bearer);
  const get = (s: Session) => request(t.http).get('/api/auth/ssh-key').set('Authorization', s.bearer);

  /** Writes the private key (0600, as ssh-keygen demands) and answers the public key ssh-keygen derives. */
  function derivePublic(privateKey: string, name: string): string {
    const file = path.join(dir, name);
    writeFileSync(file, privateKey, { mode: 0o600 });
    return execFileSync(SSH_KEYGEN, ['-y', '-f', file], { encoding: 'utf8' }).trim();
  }

  it('answers 404 before any reset', async () => {
    expectError(await get(user), 404, 'common.not-found');
  });

  it('resets to an OpenSSH ed25519 private key whose public half is what GET answers', async () => {
    const res = await reset(user).expect(200);
    expect(Object.keys(res.body)).toEqual(['sshKey']);
    const privateKey: string = res.body.sshKey;
    expect(privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----\n?$/);

    const [type, base64] = derivePublic(privateKey, 'first').split(/\s+/);
    expect(type).toBe('ssh-ed25519');

    const stored = await get(user).expect(200);
    expect(Object.keys(stored.body).sort()).toEqual(['createdAt', 'fingerprint', 'publicKey']);
    const [storedType, storedBase64] = (stored.body.publicKey as string).split(/\s+/);
    expect(storedType).toBe(type);
    expect(storedBase64).toBe(base64);
    expect(new Date(stored.body.createdAt).toISOString()).toBe(stored.body.createdAt);

    // The fingerprint is ssh-keygen's SHA256 fingerprint of that public key.
    const pubFile = path.join(dir, 'first.pub');
    writeFileSync(pubFile, `${type} ${base64}\n`);
    const fingerprint = execFileSync(SSH_KEYGEN, ['-l', '-E', 'sha256', '-f', pubFile], { encoding: 'utf8' }).split(/\s+/)[1];
    expect(stored.body.fingerprint).toBe(fingerprint);
  });

  it('a second reset replaces the public key', async () => {
    const first = (await reset(user).expect(200)).body.sshKey as string;
    const before = (await get(user).expect(200)).body;
    const second = (await reset(user).expect(200)).body.sshKey as string;
    expect(second).not.toBe(first);
    const after = (await get(user).expect(200)).body;
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.publicKey.split(/\s+/)[1]).toBe(derivePublic(second, 'second').split(/\s+/)[1]);
    expect(await sql(t.databaseUrl, `select 1 from ssh_key where employee_id = $1`, [userId])).toHaveLength(1);
  });

  it("keeps each user's key apart", async () => {
    expectError(await get(other), 404, 'common.not-found');
    await reset(other).expect(200);
    const mine = (await get(user).expect(200)).body.publicKey;
    const theirs = (await get(other).expect(200)).body.publicKey;
    expect(theirs).not.toBe(mine);
  });

  it('does not store the private key', async () => {
    const privateKey = (await reset(user).expect(200)).body.sshKey as string;
    const columns = (await sql<{ column_name: string }>(t.databaseUrl,
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'ssh_key' order by column_name`))
      .map((c) => c.column_name);
    expect(columns).toEqual(['created_at', 'employee_id', 'fingerprint', 'public_key']);
    const rows = await sql<Record<string, unknown>>(t.databaseUrl, `select * from ssh_key where employee_id = $1`, [userId]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('PRIVATE');
    // No line of the private key's body (the last ones hold the secret seed) is stored anywhere.
    const lines = privateKey.split('\n').filter((l) => l.length >= 40 && !l.startsWith('-----'));
    const textColumns = await sql<{ table_name: string; column_name: string }>(t.databaseUrl,
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`);
    const union = textColumns.map((c) =>
      `select '${c.table_name}.${c.column_name}' as at from "${c.table_name}" where "${c.column_name}"::text like any($1)`).join(' union all ');
    expect(await sql(t.databaseUrl, union, [lines.slice(-3).map((l) => `%${l}%`)])).toEqual([]);
  });

  it('needs credentials', async () => {
    expectError(await request(t.http).post('/api/auth/ssh-key'), 401, 'common.unauthorized');
    expectError(await request(t.http).get('/api/auth/ssh-key'), 401, 'common.unauthorized');
  });
});
