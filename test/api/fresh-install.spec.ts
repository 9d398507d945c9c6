// Issue 20, day one: a fresh database with no demo data and no configuration (the start's own defaults
// only). A project manager scores tasks, a member's CreateTask ticket is approved, a UA lead adds a
// Unity connector (keys generated under DATA_DIR); the defaults never replace an admin's value and are
// written for a database that lacks some of them.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Pool } from 'pg';
import request from 'supertest';
import { CONFIG_DEFAULTS, NON_SYSTEM_ROLES, rowKey, TicketType, type ConfigRow } from '@studio/domain';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config';
import { DemoSeeder } from '../../backend/src/database/seeders/demo.seeder';
import { ScoringConfigService } from '../../backend/src/modules/scoring-config/scoring-config.service';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, type Row, type Session } from '../support/http';

const byKey = (rows: readonly ConfigRow[], t: (typeof CONFIG_DEFAULTS)[number]['table']) =>
  [...rows].sort((a, b) => rowKey(t, a).localeCompare(rowKey(t, b)));

describe('a fresh install (no demo, no configuration)', () => {
  let t: TestApp;
  let admin: Session;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-fresh-'));

  const as = (s: Session) => {
    const auth = (r: request.Test) => r.set('Authorization', s.bearer).set('Accept-Language', 'en');
    return {
      get: (p: string) => auth(request(t.http).get(p)),
      post: (p: string, body: object = {}) => auth(request(t.http).post(p)).send(body),
      patch: (p: string, body: object = {}) => auth(request(t.http).patch(p)).send(body),
      put: (p: string, body: object = {}) => auth(request(t.http).put(p)).send(body),
    };
  };
  const configRows = async (path: string, key: string) => (await as(admin).get(`/api/config/${path}`).expect(200)).body[key] as ConfigRow[];

  beforeAll(async () => {
    // No CONNECTOR_KEYS and an empty DATA_DIR, as after `npm install && npm start`.
    t = await createTestApp({ dataDir });
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('starts with every default row of API.md "Defaults", and nothing else in those tables', async () => {
    for (const d of CONFIG_DEFAULTS) {
      expect(byKey(await configRows(d.table.path, d.table.key), d.table)).toEqual(byKey(d.rows, d.table));
    }
    const limits = CONFIG_DEFAULTS.find((d) => d.table.path === 'role-score-limits')!;
    expect(limits.rows).toHaveLength(NON_SYSTEM_ROLES.length);
    expect(new Set(limits.rows.map((r) => r.limit))).toEqual(new Set([200]));
    expect(limits.rows.map((r) => r.roleId)).not.toEqual(expect.arrayContaining([0]));
  });

  describe('the core flow works with no configuration', () => {
    let pm: Session;
    let member: Session;
    let memberId: string;
    let projectId: number;

    beforeAll(async () => {
      const pmId = await createEmployee(t.http, admin, { lastName: 'Phạm', firstName: 'Quản lý', role: 25 });
      memberId = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: 'Dev', role: 12 });
      projectId = (await as(admin).post('/api/projects', { projectName: 'Day one game', pm: pmId }).expect(201)).body.project.id;
      await as(admin).patch(`/api/projects/${projectId}`, { employees: [{ employee: pmId, role: 25 }, { employee: memberId, role: 12 }] }).expect(200);
      pm = await login(t.http, pmId, 'password-123');
      member = await login(t.http, memberId, 'password-123');
    });

    it('a project manager (project role 25) creates a 50-point task', async () => {
      const res = await as(pm).post(`/api/projects/${projectId}/tasks`, {
        name: 'Level 1 art', input: '', output: '', score: 50, role: 12, employee: memberId, deadline: 20991231,
      }).expect(201);
      const list = (await as(pm).get(`/api/projects/${projectId}/tasks`).expect(200)).body.tasks as Row[];
      expect(list.find((x) => x.taskId === res.body.taskId)).toMatchObject({ score: 50, finalScore: 50, role: 12 });
      // A real excess is still the spec's message.
      expectError(await as(pm).post(`/api/projects/${projectId}/tasks`, {
        name: 'Too big', input: '', output: '', score: 201, role: 12, deadline: 20991231,
      }), 400, 'task.score-exceeds-limit', 'Score exceeds the limit');
    });

    it("a member's CreateTask ticket is approved by the project manager", async () => {
      const id = (await as(member).post('/api/tickets', {
        title: 'New task', description: 'Please', requestType: TicketType.CreateTask, priority: 1,
        content: { project: projectId, taskName: 'Level 2 art', input: 'brief', score: 40, deadline: 20991231, employee: memberId, role: 12 },
      }).expect(201)).body.id as number;
      const res = await as(pm).post(`/api/tickets/${id}/response`, { approve: true, description: 'Go' }).expect(201);
      expect(res.body.ticket).toMatchObject({ state: 'Accepted' });
      const list = (await as(pm).get(`/api/projects/${projectId}/tasks`).expect(200)).body.tasks as Row[];
      expect(list.find((x) => x.taskName === 'Level 2 art')).toMatchObject({ score: 40, employee: memberId });
    });

    it('a UA lead adds a Unity connector: the first credential generates the key file (mode 600)', async () => {
      const leadId = await createEmployee(t.http, admin, { lastName: 'Đỗ', firstName: 'UA lead', role: 11 });
      await grant(t.http, admin, [leadId], ['Config', 'Connectors.View', 'Connectors.Edit']);
      const lead = await login(t.http, leadId, 'password-123');
      expect((await as(lead).get('/api/connectors/keys').expect(200)).body).toEqual({ keys: { present: true } });
      const res = await as(lead).post('/api/connectors', {
        name: 'Unity UA', serviceId: 1, credentials: { keyId: 'KEY-1', secretKey: 'SECRET-1', organizationId: 'ORG-1' },
      }).expect(201);
      expect(res.body.connector).toMatchObject({ serviceId: 1, status: true, credentials: { keyId: true, secretKey: true, organizationId: true } });
      expect(statSync(path.join(dataDir, 'connector-keys')).mode & 0o777).toBe(0o600);
    });

    it('a role whose limit an admin removed says which setting is missing, naming the role', async () => {
      await as(admin).put('/api/config/role-score-limits', { scoreLimits: [{ roleId: 13, limit: 0 }] }).expect(200);
      expectError(await as(pm).post(`/api/projects/${projectId}/tasks`, {
        name: 'Icons', input: '', output: '', score: 5, role: 13, deadline: 20991231,
      }), 400, 'task.score-limit-unset', 'No score limit is set for the role Artist 2D: an admin sets it in Configuration > Role score limit');
      const vi = await request(t.http).post(`/api/projects/${projectId}/tasks`).set('Authorization', pm.bearer).set('Accept-Language', 'vi')
        .send({ name: 'Icons', input: '', output: '', score: 5, role: 13, deadline: 20991231 });
      expectError(vi, 400, 'task.score-limit-unset', 'Chưa đặt giới hạn điểm cho vai trò Artist 2D: quản trị viên đặt tại Cấu hình > Giới hạn điểm theo vai trò');
      await as(admin).put('/api/config/role-score-limits', { scoreLimits: [{ roleId: 13, limit: 200 }] }).expect(200);
    });
  });

  describe('the defaults writer', () => {
    const restart = async () => {
      const app = await createApp(loadConfig({ NODE_ENV: 'test' }, {
        databaseUrl: t.databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir,
      }), { web: false, logger: false });
      await app.close();
    };
    const stored = async (d: (typeof CONFIG_DEFAULTS)[number]) => (await t.app.get(ScoringConfigService).list(d.table))[d.table.key];

    it("never writes over an admin's value, and a restart writes the rows an older database lacks", async () => {
      await as(admin).put('/api/config/role-score-limits', { scoreLimits: [{ roleId: 25, limit: 77 }] }).expect(200);
      await as(admin).put('/api/config/role-benchmarks', { benchmarks: [{ role: 12, roleLevel: 33, benchmark: 9 }] }).expect(200);
      await as(admin).put('/api/config/performance-states', { performanceStates: [{ role: 12, type: 2, percent: 0.9 }] }).expect(200);
      // A database from before the defaults: some rows absent.
      const db = new Pool({ connectionString: t.databaseUrl, max: 1 });
      await db.query(`delete from role_score_limit where role in (12, 14)`);
      await db.query(`delete from performance_state`);
      await db.query(`delete from efficiency_scale where type = 3`);
      await db.end();

      await restart();

      const limits = (await configRows('role-score-limits', 'scoreLimits'));
      expect(limits).toContainEqual({ roleId: 25, limit: 77 });
      expect(limits).toContainEqual({ roleId: 12, limit: 200 });
      expect(limits).toContainEqual({ roleId: 14, limit: 200 });
      expect(await configRows('role-benchmarks', 'benchmarks')).toContainEqual({ role: 12, roleLevel: 33, benchmark: 9 });
      const states = await configRows('performance-states', 'performanceStates');
      expect(states).toHaveLength(NON_SYSTEM_ROLES.length * 4);
      expect(states.filter((s) => s.role === 15)).toEqual([
        { role: 15, type: 1, percent: 1.2 }, { role: 15, type: 2, percent: 1 }, { role: 15, type: 3, percent: 0.8 }, { role: 15, type: 4, percent: 0.6 },
      ]);
      expect(await configRows('efficiency-scales', 'scales')).toContainEqual({ type: 3, scale: 1 });
      // The admin's own performance state is gone (deleted above) and came back as the default.
      expect(states).toContainEqual({ role: 12, type: 2, percent: 1 });
    });

    it('50 concurrent writers leave exactly one row per key, each missing row written once', async () => {
      const db = new Pool({ connectionString: t.databaseUrl, max: 1 });
      await db.query(`delete from performance_scale where role in (12, 13, 15)`);
      await db.query(`delete from role_penalty`);
      const missing = 3 * 25 + NON_SYSTEM_ROLES.length;
      const service = t.app.get(ScoringConfigService);
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => service.writeDefaults()));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const written = results.map((r) => (r.status === 'fulfilled' ? r.value : 0));
      expect(written.reduce((a, b) => a + b, 0)).toBe(missing);
      await db.end();
      for (const d of CONFIG_DEFAULTS.filter((x) => ['performance_scale', 'role_penalty'].includes(x.table.table))) {
        expect(byKey(await stored(d), d.table)).toEqual(byKey(d.rows, d.table));
      }
    });

    it("the demo studio writes its values over the defaults, never over an admin's", async () => {
      expect(await t.app.get(DemoSeeder).run()).toBe(true);
      const limits = await configRows('role-score-limits', 'scoreLimits');
      expect(limits).toContainEqual({ roleId: 2, limit: 400 });
      expect(limits).toContainEqual({ roleId: 25, limit: 77 });
      const benchmarks = await configRows('role-benchmarks', 'benchmarks');
      expect(benchmarks).toContainEqual({ role: 15, roleLevel: 33, benchmark: 7 });
      expect(benchmarks).toContainEqual({ role: 12, roleLevel: 33, benchmark: 9 });
    });
  });
});
