// Connector keys (API.md "Connectors" -> "Keys"; decision 021): CONNECTOR_KEYS when set, else
// DATA_DIR/connector-keys, generated once (mode 600), shared by every start on that DATA_DIR, never two keys.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Pool } from 'pg';
import request from 'supertest';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig, type AppConfig } from '../../backend/src/config';
import { fileConnectorKeys } from '../../backend/src/modules/connectors/connector-keys';
import { ConnectorSecrets } from '../../backend/src/modules/connectors/connector-secrets';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { expectError, loginAdmin, type Row } from '../support/http';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'sp-keys-'));
const keyLine = (id: string, fill: number) => `${id}:${Buffer.alloc(32, fill).toString('base64')}`;
const unity = (name: string) => ({ name, serviceId: 1, credentials: { keyId: `${name}-id`, secretKey: `${name}-secret` } });

describe('connector keys', () => {
  let t: TestApp;
  let db: Pool;
  const started: INestApplication[] = [];

  /** Another start of the app on the suite's database. */
  const start = async (overrides: Partial<AppConfig>, env: Record<string, string> = {}) => {
    const app = await createApp(loadConfig({ ...env, NODE_ENV: 'test' }, {
      databaseUrl: t.databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, ...overrides,
    }), { web: false, logger: false });
    started.push(app);
    return app;
  };
  const create = async (app: INestApplication, name: string) => {
    await app.listen(0, '127.0.0.1');
    const admin = await loginAdmin(app.getHttpServer());
    return request(app.getHttpServer()).post('/api/connectors').set('Authorization', admin.bearer).set('Accept-Language', 'en').send(unity(name));
  };
  const sealed = async (name: string) => (await db.query<Row>(
    `select s.connector_id, s.field, s.key_id, s.iv, s.ciphertext, s.tag from connector_secret s join connector c on c.id = s.connector_id
      where c.name = $1 and s.field = 'secretKey'`, [name])).rows[0];
  /** The secret as another start opens it (its own keys). */
  const openWith = async (app: INestApplication, name: string) => {
    const row = await sealed(name);
    return app.get(ConnectorSecrets).open(row.connector_id, 'secretKey', { keyId: row.key_id, iv: row.iv, ciphertext: row.ciphertext, tag: row.tag });
  };

  beforeAll(async () => {
    t = await createTestApp({ dataDir: fresh() });
    db = new Pool({ connectionString: t.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    for (const app of started) await app.close();
    await db?.end();
    await t?.close();
  });

  it('the first start generates one 32-byte key in DATA_DIR/connector-keys, mode 600; a connector made with no configuration works', async () => {
    const dir = fresh();
    const app = await start({ dataDir: dir });
    const file = path.join(dir, 'connector-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toHaveLength(1);
    expect(Buffer.from(lines[0].split(':')[1], 'base64')).toHaveLength(32);
    expect((await create(app, 'first')).status).toBe(201);
    expect(await openWith(app, 'first')).toBe('first-secret');
  });

  it('a later start on the same DATA_DIR reuses the key: it opens what the first sealed, the file is unchanged', async () => {
    const dir = fresh();
    const first = await start({ dataDir: dir });
    await create(first, 'shared');
    const before = readFileSync(path.join(dir, 'connector-keys'), 'utf8');
    const second = await start({ dataDir: dir });
    expect(await openWith(second, 'shared')).toBe('shared-secret');
    expect(readFileSync(path.join(dir, 'connector-keys'), 'utf8')).toBe(before);
  });

  it('50 concurrent creations on one DATA_DIR end with one key, and two instances starting at once share it', async () => {
    const dir = fresh();
    const results = await Promise.all(Array.from({ length: 50 }, () => fileConnectorKeys(dir)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.keys.map((k) => `${k.id}:${k.key.toString('base64')}`).join()))).toHaveProperty('size', 1);

    const other = fresh();
    const [a, b] = await Promise.all([start({ dataDir: other }), start({ dataDir: other })]);
    await create(a, 'twin');
    expect(await openWith(b, 'twin')).toBe('twin-secret');
  });

  it('CONNECTOR_KEYS wins over the file, and no file is written for it', async () => {
    const dir = fresh();
    const app = await start({ dataDir: dir }, { CONNECTOR_KEYS: keyLine('envkey', 5) });
    expect((await create(app, 'from-env')).status).toBe(201);
    expect((await sealed('from-env')).key_id).toBe('envkey');
    expect(existsSync(path.join(dir, 'connector-keys'))).toBe(false);
  });

  it('rotation in the file: the first line seals, an older line still opens', async () => {
    const dir = fresh();
    writeFileSync(path.join(dir, 'connector-keys'), `${keyLine('old', 1)}\n`, { mode: 0o600 });
    const before = await start({ dataDir: dir });
    await create(before, 'rotated');
    expect((await sealed('rotated')).key_id).toBe('old');
    writeFileSync(path.join(dir, 'connector-keys'), `# rotated\n${keyLine('new', 2)}\n${keyLine('old', 1)}\n`);
    chmodSync(path.join(dir, 'connector-keys'), 0o600);
    const after = await start({ dataDir: dir });
    expect(await openWith(after, 'rotated')).toBe('rotated-secret');
    await create(after, 'rotated-2');
    expect((await sealed('rotated-2')).key_id).toBe('new');
  });

  it('neither key (DATA_DIR/connector-keys cannot be read or written): 503 connector.keys-missing, and the screen is told', async () => {
    const dir = fresh();
    mkdirSync(path.join(dir, 'connector-keys'));
    const app = await start({ dataDir: dir });
    const res = await create(app, 'nowhere');
    expectError(res, 503, 'connector.keys-missing');
    expect(res.body.message).toMatch(/CONNECTOR_KEYS.*DATA_DIR\/connector-keys/);
    const admin = await loginAdmin(app.getHttpServer());
    expect((await request(app.getHttpServer()).get('/api/connectors/keys').set('Authorization', admin.bearer).expect(200)).body)
      .toEqual({ keys: { present: false } });
  });
});
