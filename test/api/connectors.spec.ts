import { createDecipheriv } from 'node:crypto';
import request from 'supertest';
import { ConnectorsService } from '../../backend/src/modules/connectors/connectors.service';
import { loadConfig } from '../../backend/src/config';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

const OLD = Buffer.alloc(32, 7);
const NEW = Buffer.alloc(32, 9);
const keysEnv = (ids: [string, Buffer][]) => ids.map(([id, k]) => `${id}:${k.toString('base64')}`).join(',');

describe('connectors: secrets, audit, configs, permissions', () => {
  let t: TestApp;
  let w: Workspace;
  let admin: Api;
  let staff: Actor;
  let viewer: Actor;
  const put = (who: Actor, path: string, body: object) => request(t.http).put(path).set('Authorization', who.s.bearer).set('Accept-Language', 'en').send(body);
  /** Every answer's text, to look for a secret in it. */
  const seen: string[] = [];
  const track = (res: request.Response) => { seen.push(JSON.stringify(res.body)); return res; };

  beforeAll(async () => {
    t = await createTestApp({ connectors: loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'x', CONNECTOR_KEYS: keysEnv([['old', OLD]]) }).connectors });
    w = await Workspace.create(t);
    admin = w.api(w.admin);
    staff = await w.employee(12, 'Staff');
    viewer = await w.employee(12, 'Viewer');
    await grant(t.http, w.admin.s, [viewer.id], ['Connectors.View']);
    await w.project(8101, [], 'Alpha');
    await w.project(8102, [], 'Beta');
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('creates a Unity connector: status true, never-expiring, credentials only as set / not set', async () => {
    const res = track(await admin.post('/api/connectors', {
      name: 'Unity UA', serviceId: 1, credentials: { keyId: 'KEY-ID-123456', secretKey: 'TOP-SECRET-unity-987654' }, activeProjects: [8102, 8101],
    }).expect(201));
    expect(res.body.connector).toEqual({
      id: expect.any(Number), name: 'Unity UA', serviceId: 1, status: true, activeProjects: [8101, 8102], configGlobal: {}, configProjects: [],
      expireTime: 30000101, credentials: { keyId: true, secretKey: true, organizationId: false },
    });
  });

  it('stores each value encrypted under the current key id, bound to its connector and field', async () => {
    const [c] = (await admin.get('/api/connectors').expect(200)).body.data;
    const rows = await w.q(`select field, key_id, iv, ciphertext, tag from connector_secret where connector_id = $1 order by field`, [c.id]);
    expect(rows.map((r) => [r.field, r.key_id])).toEqual([['keyId', 'old'], ['secretKey', 'old']]);
    const raw = JSON.stringify(await w.q(`select *, encode(ciphertext, 'escape') as t from connector_secret`));
    expect(raw).not.toContain('TOP-SECRET-unity-987654');
    const secret = rows.find((r) => r.field === 'secretKey')!;
    const open = (aad: string) => {
      const d = createDecipheriv('aes-256-gcm', OLD, secret.iv);
      d.setAAD(Buffer.from(aad));
      d.setAuthTag(secret.tag);
      return Buffer.concat([d.update(secret.ciphertext), d.final()]).toString();
    };
    expect(open(`connector:${c.id}:secretKey`)).toBe('TOP-SECRET-unity-987654');
    expect(() => open(`connector:${c.id}:keyId`)).toThrow();
  });

  it('PATCH: a key sent replaces, null removes, absent keeps; every change is audited without the value', async () => {
    const [c] = (await admin.get('/api/connectors').expect(200)).body.data;
    const res = track(await admin.patch(`/api/connectors/${c.id}`, { credentials: { secretKey: 'NEW-SECRET-unity-111222', keyId: null, organizationId: 'org-42' } }).expect(200));
    expect(res.body.connector.credentials).toEqual({ keyId: false, secretKey: true, organizationId: true });
    track(await admin.patch(`/api/connectors/${c.id}`, { name: 'Unity renamed', status: false, expireTime: 20301231 }).expect(200));
    const audit = await w.q(`select connector_id, field, action, employee_id from connector_secret_audit order by id`);
    expect(audit).toEqual([
      { connector_id: c.id, field: 'keyId', action: 'set', employee_id: 'admin' },
      { connector_id: c.id, field: 'secretKey', action: 'set', employee_id: 'admin' },
      { connector_id: c.id, field: 'keyId', action: 'removed', employee_id: 'admin' },
      { connector_id: c.id, field: 'organizationId', action: 'set', employee_id: 'admin' },
      { connector_id: c.id, field: 'secretKey', action: 'set', employee_id: 'admin' },
    ]);
    expect(JSON.stringify(await w.q(`select * from connector_secret_audit`))).not.toContain('SECRET');
    const after = (await admin.get('/api/connectors').expect(200)).body.data[0];
    expect(after).toMatchObject({ name: 'Unity renamed', status: false, expireTime: 20301231 });
    track(await admin.patch(`/api/connectors/${c.id}`, { status: true, expireTime: 30000101, credentials: { keyId: 'KEY-ID-123456' } }).expect(200));
  });

  it('global and per-project config; configProjects lists each project with its activeId', async () => {
    const [c] = (await admin.get('/api/connectors').expect(200)).body.data;
    track(await put(w.admin, `/api/connectors/${c.id}/global-config`, { configGlobal: { usdToVnd: 24000 } }).expect(200));
    const res = track(await put(w.admin, `/api/connectors/${c.id}/projects/8101/config`, { activeId: 'com.alpha', platform: 'android' }).expect(200));
    expect(res.body.connector).toMatchObject({ configGlobal: { usdToVnd: 24000 }, configProjects: [{ project: 8101, activeId: 'com.alpha', platform: 'android' }] });
    const noApp = await put(w.admin, `/api/connectors/${c.id}/projects/8101/config`, { platform: 'ios' });
    expectError(noApp, 400, 'common.validation');
    expect(noApp.body.details).toEqual([{ field: 'activeId', code: 'forms.error.required', params: {}, message: expect.any(String) }]);
    expectError(await put(w.admin, `/api/connectors/${c.id}/projects/999999/config`, { activeId: 'x' }), 404, 'common.not-found');
    expectError(await put(w.admin, `/api/connectors/${c.id}/global-config`, { configGlobal: [1] }), 400, 'common.validation');
    expectError(await put(w.admin, `/api/connectors/999999/global-config`, { configGlobal: {} }), 404, 'common.not-found');
    // Unlinking keeps the config (it comes back with the link); the project leaves activeProjects.
    const unlinked = track(await admin.patch(`/api/connectors/${c.id}`, { activeProjects: [8102] }).expect(200)).body.connector;
    expect(unlinked.activeProjects).toEqual([8102]);
    expect(unlinked.configProjects).toEqual([{ project: 8101, activeId: 'com.alpha', platform: 'android' }]);
    track(await admin.patch(`/api/connectors/${c.id}`, { activeProjects: [8101, 8102] }).expect(200));
  });

  it('lists by serviceId, then id; filters by serviceId', async () => {
    track(await admin.post('/api/connectors', { name: 'Max', serviceId: 4, credentials: { apiKey: 'MAX-SECRET-abcdef' } }).expect(201));
    track(await admin.post('/api/connectors', { name: 'Iron', serviceId: 7, credentials: { anyKey: 'IRON-SECRET-abcdef' } }).expect(201));
    const all = track(await admin.get('/api/connectors').expect(200)).body.data;
    expect(all.map((c: Row) => c.serviceId)).toEqual([1, 4, 7]);
    expect(all[2].credentials).toEqual({ anyKey: true, apiKey: false, secretKey: false });
    expect(track(await admin.get('/api/connectors', { serviceId: 4 }).expect(200)).body.data.map((c: Row) => c.name)).toEqual(['Max']);
    expectError(await admin.get('/api/connectors', { serviceId: 10 }), 400, 'common.validation');
  });

  it('App Metrica needs a token and a name: connector.token-required', async () => {
    const r1 = await admin.post('/api/connectors', { name: 'AM', serviceId: 8, credentials: {} });
    expectError(r1, 400, 'connector.token-required');
    expect(r1.body.message).toBe('Please fill in all fields');
    expectError(await admin.post('/api/connectors', { name: ' ', serviceId: 8, credentials: { accessToken: 'AM-TOKEN-1234' } }), 400, 'connector.token-required');
    const ok = track(await admin.post('/api/connectors', { name: 'AM', serviceId: 8, credentials: { accessToken: 'AM-TOKEN-1234' }, expireTime: 20271124 }).expect(201));
    expect(ok.body.connector).toMatchObject({ expireTime: 20271124, credentials: { accessToken: true } });
    expectError(await admin.patch(`/api/connectors/${ok.body.connector.id}`, { credentials: { accessToken: null } }), 400, 'connector.token-required');
    expectError(await admin.patch(`/api/connectors/${ok.body.connector.id}`, { name: '' }), 400, 'connector.token-required');
  });

  it('refuses bad input with common.validation and changes nothing', async () => {
    const before = await w.q(`select count(*)::int as n from connector`);
    for (const bad of [
      { name: 'X', serviceId: 10, credentials: {} },
      { name: 'X', serviceId: '1', credentials: {} },
      { name: '', serviceId: 1, credentials: {} },
      { name: 'X', serviceId: 1, credentials: { password: 'p' } },
      { name: 'X', serviceId: 1, credentials: { keyId: '' } },
      { name: 'X', serviceId: 1, credentials: { keyId: 5 } },
      { name: 'X', serviceId: 1, credentials: {}, activeProjects: [999999] },
      { name: 'X', serviceId: 1, credentials: {}, activeProjects: 'all' },
      { name: 'X', serviceId: 1, credentials: {}, expireTime: 20260231 },
      { name: 'X', serviceId: 1, credentials: {}, extra: true },
    ]) expectError(await admin.post('/api/connectors', bad), 400, 'common.validation');
    const [c] = (await admin.get('/api/connectors').expect(200)).body.data;
    expectError(await admin.patch(`/api/connectors/${c.id}`, { status: 'yes' }), 400, 'common.validation');
    expectError(await admin.patch('/api/connectors/999999', { name: 'x' }), 404, 'common.not-found');
    expect(await w.q(`select count(*)::int as n from connector`)).toEqual(before);
  });

  it('sync: a bad range is 400, a switched-off connector is connector.not-ready, a service without a client is refused', async () => {
    const [c] = (await admin.get('/api/connectors', { serviceId: 1 }).expect(200)).body.data;
    expectError(await admin.post(`/api/connectors/${c.id}/sync`, { from: 20261110, to: 20261101 }), 400, 'common.validation');
    expectError(await admin.post(`/api/connectors/${c.id}/sync`, { from: 20260101, to: 20260501 }), 400, 'common.validation');
    await admin.patch(`/api/connectors/${c.id}`, { status: false }).expect(200);
    const off = await admin.post(`/api/connectors/${c.id}/sync`, { from: 20261101, to: 20261101 });
    expectError(off, 400, 'connector.not-ready');
    expect(off.body.message).toBe('The connector is not ready');
    await admin.patch(`/api/connectors/${c.id}`, { status: true, expireTime: 20200101 }).expect(200);
    expectError(await admin.post(`/api/connectors/${c.id}/sync`, { from: 20261101, to: 20261101 }), 400, 'connector.not-ready');
    await admin.patch(`/api/connectors/${c.id}`, { expireTime: 30000101 }).expect(200);
    const [iron] = (await admin.get('/api/connectors', { serviceId: 7 }).expect(200)).body.data;
    expectError(await admin.post(`/api/connectors/${iron.id}/sync`, { from: 20261101, to: 20261101 }), 400, 'connector.sync-unsupported');
  });

  it('gates: Connectors.View reads, Connectors.Edit writes; an ordinary employee gets 403 everywhere', async () => {
    const [c] = (await admin.get('/api/connectors').expect(200)).body.data;
    const s = w.api(staff);
    expectError(await s.get('/api/connectors'), 403, 'common.no-permission');
    expectError(await s.post('/api/connectors', { name: 'X', serviceId: 1, credentials: {} }), 403, 'common.no-permission');
    expectError(await s.patch(`/api/connectors/${c.id}`, { name: 'X' }), 403, 'common.no-permission');
    expectError(await s.del(`/api/connectors/${c.id}`), 403, 'common.no-permission');
    expectError(await put(staff, `/api/connectors/${c.id}/global-config`, { configGlobal: {} }), 403, 'common.no-permission');
    expectError(await put(staff, `/api/connectors/${c.id}/projects/8101/config`, { activeId: 'x' }), 403, 'common.no-permission');
    expectError(await s.post(`/api/connectors/${c.id}/sync`, { from: 20261101, to: 20261101 }), 403, 'common.no-permission');
    const v = w.api(viewer);
    expect(track(await v.get('/api/connectors').expect(200)).body.data.length).toBeGreaterThan(0);
    expectError(await v.patch(`/api/connectors/${c.id}`, { name: 'X' }), 403, 'common.no-permission');
    expectError(await v.post(`/api/connectors/${c.id}/sync`, { from: 20261101, to: 20261101 }), 403, 'common.no-permission');
  });

  it('50 concurrent PATCHes of one connector: no 5xx, one consistent final state, one audit row per accepted change', async () => {
    const [c] = (await admin.get('/api/connectors', { serviceId: 1 }).expect(200)).body.data;
    const auditBefore = (await w.q(`select count(*)::int as n from connector_secret_audit`))[0].n;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      admin.patch(`/api/connectors/${c.id}`, { name: `Race ${i}`, activeProjects: i % 2 ? [8101] : [8101, 8102], credentials: { organizationId: `org-${i}` } })));
    answers.forEach(track);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBeGreaterThan(0);
    const audit = (await w.q(`select count(*)::int as n from connector_secret_audit`))[0].n;
    expect(audit - auditBefore).toBe(ok);
    const final = (await admin.get('/api/connectors', { serviceId: 1 }).expect(200)).body.data[0];
    const i = Number(final.name.replace('Race ', ''));
    expect(final.activeProjects).toEqual(i % 2 ? [8101] : [8101, 8102]);
    const secrets = await w.q(`select count(*)::int as n from connector_secret where connector_id = $1 and field = 'organizationId'`, [c.id]);
    expect(secrets[0].n).toBe(1);
  });

  it('rotation: with a new key first, old secrets still open, new ones use it, and rekey re-seals the rest', async () => {
    const [c] = (await admin.get('/api/connectors', { serviceId: 1 }).expect(200)).body.data;
    const t2 = await createTestApp({ connectors: loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'x', CONNECTOR_KEYS: keysEnv([['new', NEW], ['old', OLD]]) }).connectors });
    // The second app reads this suite's database: copy the connector tables over.
    try {
      const w2 = await Workspace.create(t2);
      const service = t2.app.get(ConnectorsService);
      await w2.q(`insert into project (id, name) values (8101, 'Alpha'), (8102, 'Beta')`);
      const rows = await w.q(`select * from connector where id = $1`, [c.id]);
      await w2.q(`insert into connector (id, name, service_id) values ($1, $2, $3)`, [c.id, rows[0].name, rows[0].service_id]);
      for (const s of await w.q(`select * from connector_secret where connector_id = $1`, [c.id])) {
        await w2.q(`insert into connector_secret (connector_id, field, key_id, iv, ciphertext, tag) values ($1, $2, $3, $4, $5, $6)`,
          [s.connector_id, s.field, s.key_id, s.iv, s.ciphertext, s.tag]);
      }
      await w2.api(w2.admin).patch(`/api/connectors/${c.id}`, { credentials: { keyId: 'ROTATED-KEY-ID' } }).expect(200);
      expect((await w2.q(`select field, key_id from connector_secret order by field`)).map((r) => `${r.field}:${r.key_id}`))
        .toEqual(['keyId:new', 'organizationId:old', 'secretKey:old']);
      expect(await service.rekey()).toBe(2);
      expect((await w2.q(`select distinct key_id from connector_secret`)).map((r) => r.key_id)).toEqual(['new']);
      const rekeyed = await w2.q(`select field, action, employee_id from connector_secret_audit where action = 'rekeyed' order by field`);
      expect(rekeyed).toEqual([{ field: 'organizationId', action: 'rekeyed', employee_id: null }, { field: 'secretKey', action: 'rekeyed', employee_id: null }]);
      // The value survived: it opens with the new key only.
      const s = (await w2.q(`select iv, ciphertext, tag from connector_secret where field = 'secretKey'`))[0];
      const d = createDecipheriv('aes-256-gcm', NEW, s.iv);
      d.setAAD(Buffer.from(`connector:${c.id}:secretKey`));
      d.setAuthTag(s.tag);
      expect(Buffer.concat([d.update(s.ciphertext), d.final()]).toString()).toBe('NEW-SECRET-unity-111222');
      await w2.close();
    } finally {
      await t2.close();
    }
  });

  it('delete: 204, audits each removed field, keeps the audit; the secrets go', async () => {
    const [, max] = (await admin.get('/api/connectors').expect(200)).body.data;
    await admin.del(`/api/connectors/${max.id}`).expect(204);
    expectError(await admin.del(`/api/connectors/${max.id}`), 404, 'common.not-found');
    expect(await w.q(`select field, action from connector_secret_audit where connector_id = $1 order by id`, [max.id]))
      .toEqual([{ field: 'apiKey', action: 'set' }, { field: 'apiKey', action: 'removed' }]);
    expect(await w.q(`select * from connector_secret where connector_id = $1`, [max.id])).toEqual([]);
  });

  it('no answer ever carried a secret value', () => {
    const all = seen.join('\n');
    for (const secret of ['TOP-SECRET-unity-987654', 'NEW-SECRET-unity-111222', 'KEY-ID-123456', 'MAX-SECRET-abcdef', 'IRON-SECRET-abcdef', 'AM-TOKEN-1234', 'org-42']) {
      expect(all).not.toContain(secret);
    }
    expect(seen.length).toBeGreaterThan(20);
  });
});
