import { CONFIG_TABLES, type ConfigTable } from '@studio/domain';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { content, type Actor, Workspace } from '../support/workspace';

const P = 941;

/** A valid row of each table (role 12 unity_dev at level 33 middle; creative tables: role 5 ua). */
function sampleRow(t: ConfigTable, employee: string, value = 7): Row {
  switch (t.path) {
    case 'efficiency-scales': return { type: 2, scale: value };
    case 'benchmark-scales': return { type: 100, scale: value };
    case 'performance-scales': return { role: 12, roleLevelUser: 33, roleLevelProject: 32, scale: value };
    case 'role-benchmarks': return { role: 12, roleLevel: 33, benchmark: value };
    case 'role-score-limits': return { roleId: 12, limit: 200 };
    case 'role-penalties': return { role: 12, penaltyPercentage: value };
    case 'role-level-scales': return { role: 12, roleLevel: 33, scale: value };
    case 'performance-benchmarks': return { role: 12, roleLevel: 33, scale: value };
    case 'performance-states': return { role: 12, type: 2, percent: 0.8 };
    case 'creative-scores': return { role: 5, type: 1, score: value };
    case 'creative-benchmark-rates': return { role: 5, type: 1, rate: value };
    case 'missions': return { role: 25, missionType: 3, defaultConfig: { roles: [12, 13], performance: 0.7 } };
    case 'mission-instances': return { employee, missionType: 2, value: { projects: [P] } };
  }
}

/** The numeric field of a table, if it has one. */
const numberField = (t: ConfigTable) => t.fields.find((f) => f.kind === 'number' || f.kind === 'fraction')?.name;

describe('scoring configuration (API.md "Scoring configuration")', () => {
  let t: TestApp;
  let w: Workspace;
  let reader: Actor;
  let writer: Actor;
  let nobody: Actor;
  let member: Actor;
  let manager: Actor;

  const call = (who: Actor, method: 'get' | 'put', path: string, body?: object) => {
    const r = request(t.http)[method](path).set('Authorization', who.s.bearer).set('Accept-Language', 'en');
    return body ? r.send(body) : r;
  };
  const put = (t0: ConfigTable, rows: unknown, who: Actor = w.admin) => call(who, 'put', `/api/config/${t0.path}`, { [t0.key]: rows });
  const get = (t0: ConfigTable, who: Actor = w.admin) => call(who, 'get', `/api/config/${t0.path}`);
  const table = (path: string) => CONFIG_TABLES.find((x) => x.path === path)!;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    reader = await w.employee(12, 'Reader');
    writer = await w.employee(12, 'Writer');
    nobody = await w.employee(12, 'Nobody');
    member = await w.employee(12, 'Member');
    manager = await w.employee(25, 'Manager');
    await w.project(P, [[manager, 25], [member, 12]]);
    await grant(t.http, w.admin.s, [reader.id], ['Config', ...CONFIG_TABLES.map((x) => x.get)]);
    await grant(t.http, w.admin.s, [writer.id], ['Config', ...CONFIG_TABLES.flatMap((x) => [x.get, x.set])]);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe.each(CONFIG_TABLES.map((x) => [x.path, x] as const))('%s', (_path, tb) => {
    it(`reads with ${tb.get} and writes with ${tb.set} on project 0`, async () => {
      expectError(await get(tb, nobody), 403, 'common.no-permission');
      expectError(await put(tb, [sampleRow(tb, member.id)], nobody), 403, 'common.no-permission');
      expect((await get(tb, reader).expect(200)).body).toEqual({ [tb.key]: expect.any(Array) });
      expectError(await put(tb, [sampleRow(tb, member.id)], reader), 403, 'common.no-permission');
      const saved = (await put(tb, [sampleRow(tb, member.id)], writer).expect(200)).body[tb.key] as Row[];
      expect(saved).toContainEqual(expect.objectContaining(sampleRow(tb, member.id)));
      expect((await get(tb, reader).expect(200)).body[tb.key]).toEqual(saved);
    });

    const field = numberField(tb);
    if (field) {
      it.each([['a string', '8'], ['negative', -1], ['null', null], ['infinite as text', 'Infinity']])('%s %s -> 400 message.number-error', async (_d, bad) => {
        expectError(await put(tb, [{ ...sampleRow(tb, member.id), [field]: bad }]), 400, 'message.number-error', 'Please enter a number');
      });
    }

    if (tb.fields.some((f) => f.kind === 'role')) {
      const roleField = tb.fields.find((f) => f.kind === 'role')!.name;
      it.each([0, 1, 45, 46, 55])('system or unknown role %i -> 400 config.role-invalid', async (role) => {
        expectError(await put(tb, [{ ...sampleRow(tb, member.id), [roleField]: role }]), 400, 'config.role-invalid');
      });
    }

    for (const f of tb.fields.filter((x) => x.kind === 'roleLevel')) {
      it.each([0, 11, 29, 35])(`${f.name} %i (not an active level) -> 400 config.role-level-invalid`, async (level) => {
        expectError(await put(tb, [{ ...sampleRow(tb, member.id), [f.name]: level }]), 400, 'config.role-level-invalid');
      });
    }

    it('a body without the list, or not a list -> 400 common.validation', async () => {
      expectError(await call(w.admin, 'put', `/api/config/${tb.path}`, {}), 400, 'common.validation');
      expectError(await put(tb, { nope: 1 }), 400, 'common.validation');
      const row = await put(tb, ['x']);
      expectError(row, 400, 'common.validation');
      expect(row.body.details).toEqual([{ field: expect.stringMatching(new RegExp(`^${tb.key}\\[0\\]`)), code: 'forms.error.invalid', params: {}, message: 'common.validation' }]);
    });
  });

  it('creative tables take only roles 5 ua and 10 creative_manager', async () => {
    for (const path of ['creative-scores', 'creative-benchmark-rates']) {
      expectError(await put(table(path), [{ ...sampleRow(table(path), ''), role: 12 }]), 400, 'config.role-invalid');
      await put(table(path), [{ ...sampleRow(table(path), ''), role: 10 }]).expect(200);
    }
  });

  it('role penalty is 0-100; performance state percent a fraction 0-1; types are checked', async () => {
    expectError(await put(table('role-penalties'), [{ role: 12, penaltyPercentage: 101 }]), 400, 'message.number-error');
    await put(table('role-penalties'), [{ role: 12, penaltyPercentage: 100 }]).expect(200);
    const states = table('performance-states');
    expectError(await put(states, [{ role: 12, type: 3, percent: 1.5 }]), 400, 'admin.config.role.performance-states.invalid-percent',
      'The percent must be between 0 and 100');
    expectError(await put(states, [{ role: 12, type: 5, percent: 0.5 }]), 400, 'common.validation');
    expectError(await put(table('efficiency-scales'), [{ type: 4, scale: 1 }]), 400, 'common.validation');
    expectError(await put(table('benchmark-scales'), [{ type: 102, scale: 1 }]), 400, 'common.validation');
    const res = await call(w.admin, 'put', '/api/config/performance-states', { performanceStates: [{ role: 12, type: 3, percent: 2 }] })
      .set('Accept-Language', 'vi');
    expect(res.body.message).toBe('Phần trăm phải nằm trong khoảng 0 đến 100');
  });

  it('a refused PUT changes nothing, even for its valid rows', async () => {
    const tb = table('role-level-scales');
    await put(tb, [{ role: 13, roleLevel: 31, scale: 1.5 }]).expect(200);
    expectError(await put(tb, [{ role: 13, roleLevel: 31, scale: 9 }, { role: 13, roleLevel: 32, scale: 'x' }]), 400, 'message.number-error');
    expect((await get(tb)).body.roleLevelScales).toContainEqual({ role: 13, roleLevel: 31, scale: 1.5 });
  });

  it('upserts: rows sent are written on their keys, the others stay; a key sent twice keeps its last row', async () => {
    const tb = table('role-benchmarks');
    await put(tb, [{ role: 15, roleLevel: 30, benchmark: 100 }, { role: 15, roleLevel: 31, benchmark: 120 }]).expect(200);
    const res = await put(tb, [{ role: 15, roleLevel: 31, benchmark: 140 }, { role: 15, roleLevel: 32, benchmark: 1 }, { role: 15, roleLevel: 32, benchmark: 160 }]).expect(200);
    const mine = (res.body.benchmarks as Row[]).filter((r) => r.role === 15);
    expect(mine).toEqual([
      { role: 15, roleLevel: 30, benchmark: 100 },
      { role: 15, roleLevel: 31, benchmark: 140 },
      { role: 15, roleLevel: 32, benchmark: 160 },
      // The start's defaults (0 = not set) stay for the keys not sent.
      { role: 15, roleLevel: 33, benchmark: 0 },
      { role: 15, roleLevel: 34, benchmark: 0 },
    ]);
    // An empty list changes nothing.
    expect((await put(tb, []).expect(200)).body.benchmarks).toEqual(res.body.benchmarks);
  });

  describe('missions', () => {
    const missions = () => table('missions');

    it('the list replaces the table; GET by role and type answers the config or 404', async () => {
      await put(missions(), [
        { role: 25, missionType: 3, defaultConfig: { roles: [12, 13], performance: 0.75 } },
        { role: 16, missionType: 2, defaultConfig: { projects: [P] } },
        { role: 12, missionType: 1 },
      ]).expect(200);
      const res = await put(missions(), [{ role: 25, missionType: 3, defaultConfig: { roles: [12], performance: 0.5 } }, { role: 12, missionType: 1, defaultConfig: {} }]).expect(200);
      expect(res.body.missionConfigs).toEqual([
        { role: 12, missionType: 1, defaultConfig: {} },
        { role: 25, missionType: 3, defaultConfig: { roles: [12], performance: 0.5 } },
      ]);
      expect((await call(reader, 'get', '/api/config/missions/25/3').expect(200)).body)
        .toEqual({ missionConfig: { role: 25, missionType: 3, defaultConfig: { roles: [12], performance: 0.5 } } });
      expectError(await call(reader, 'get', '/api/config/missions/16/2'), 404, 'common.not-found');
      expectError(await call(reader, 'get', '/api/config/missions/70000/2'), 404, 'common.not-found');
      expectError(await call(nobody, 'get', '/api/config/missions/25/3'), 403, 'common.no-permission');
    });

    it('a mission type appears once per role -> else 400 config.mission-duplicate; type 1-5; config shapes', async () => {
      expectError(await put(missions(), [{ role: 12, missionType: 1 }, { role: 12, missionType: 1 }]), 400, 'config.mission-duplicate',
        'Each mission type can be set once per role or employee');
      await put(missions(), [{ role: 12, missionType: 1 }, { role: 13, missionType: 1 }]).expect(200);
      expectError(await put(missions(), [{ role: 12, missionType: 6 }]), 400, 'common.validation');
      expectError(await put(missions(), [{ role: 12, missionType: 0 }]), 400, 'common.validation');
      expectError(await put(missions(), [{ role: 25, missionType: 3, defaultConfig: { roles: [12], performance: 1.2 } }]), 400, 'common.validation');
      expectError(await put(missions(), [{ role: 25, missionType: 3, defaultConfig: { roles: [1], performance: 0.5 } }]), 400, 'common.validation');
      expectError(await put(missions(), [{ role: 16, missionType: 2, defaultConfig: { projects: ['x'] } }]), 400, 'common.validation');
      expectError(await put(missions(), [{ role: 16, missionType: 2, defaultConfig: [] }]), 400, 'common.validation');
    });

    it('mission instances: the role is the employee\'s, once per employee, unknown employees refused, the list replaces', async () => {
      const tb = table('mission-instances');
      const res = await put(tb, [
        { employee: member.id, role: 99, missionType: 2, value: { projects: [P] } },
        { employee: manager.id, missionType: 3, value: { roles: [12], performance: 0.9 } },
      ]).expect(200);
      expect(res.body.missionInstances).toEqual(expect.arrayContaining([
        { employee: member.id, role: 12, missionType: 2, value: { projects: [P] } },
        { employee: manager.id, role: 25, missionType: 3, value: { roles: [12], performance: 0.9 } },
      ]));
      expectError(await put(tb, [{ employee: member.id, missionType: 2 }, { employee: member.id, missionType: 2 }]), 400, 'config.mission-duplicate');
      expectError(await put(tb, [{ employee: 'no-such-person', missionType: 1 }]), 400, 'common.validation');
      expect((await put(tb, [{ employee: manager.id, missionType: 1 }]).expect(200)).body.missionInstances)
        .toEqual([{ employee: manager.id, role: 25, missionType: 1, value: {} }]);
    });
  });

  describe('role score limits drive the score limit and the task score checks', () => {
    const limits = () => table('role-score-limits');
    const scoreLimit = (who: Actor, role?: number) =>
      call(who, 'get', `/api/projects/${P}/score-limit${role === undefined ? '' : `?role=${role}`}`);

    it('reads the table for the query role (default the caller\'s); 0 without a row; 1000 for the system admin', async () => {
      await put(limits(), [{ roleId: 12, limit: 120 }, { roleId: 13, limit: 35 }]).expect(200);
      expect((await scoreLimit(member).expect(200)).body).toEqual({ scoreLimit: { limit: 120 } });
      expect((await scoreLimit(member, 13).expect(200)).body).toEqual({ scoreLimit: { limit: 35 } });
      await w.q(`delete from role_score_limit where role = 14`);
      expect((await scoreLimit(member, 14).expect(200)).body).toEqual({ scoreLimit: { limit: 0 } });
      expect((await scoreLimit(w.admin, 13).expect(200)).body).toEqual({ scoreLimit: { limit: 1000 } });
    });

    it('a task above the role\'s configured limit is refused; at the limit it is created', async () => {
      await put(limits(), [{ roleId: 13, limit: 35 }]).expect(200);
      const body = (score: number, role = 13) => ({ name: 'Icon set', input: content('brief'), output: content(''), score, role, employee: member.id, deadline: 20991231 });
      const post = (b: object) => request(t.http).post(`/api/projects/${P}/tasks`).set('Authorization', manager.s.bearer).set('Accept-Language', 'en').send(b);
      expectError(await post(body(36)), 400, 'task.score-exceeds-limit', 'Score exceeds the limit');
      await post(body(35)).expect(201);
      // No row for the role (or 0): the setting is missing, and the message names the role.
      await w.q(`delete from role_score_limit where role = 14`);
      expectError(await post(body(1, 14)), 400, 'task.score-limit-unset',
        'No score limit is set for the role Anim FX: an admin sets it in Configuration > Role score limit');
      await put(limits(), [{ roleId: 14, limit: 0 }]).expect(200);
      expectError(await post(body(1, 14)), 400, 'task.score-limit-unset');
      await put(limits(), [{ roleId: 14, limit: 10 }]).expect(200);
      await post(body(10, 14)).expect(201);
    });
  });

  describe('50 concurrent writes', () => {
    it('upserts: no 5xx, every row present, the final state is one of the states sent', async () => {
      const tb = table('role-benchmarks');
      const roles = [17, 18, 23, 24];
      const state = (i: number) => roles.flatMap((role) => [30, 31, 32, 33, 34].map((roleLevel) => ({ role, roleLevel, benchmark: i * 10 + roleLevel - 30 })));
      const results = await Promise.all(Array.from({ length: 50 }, (_x, i) => put(tb, state(i))));
      expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      const final = ((await get(tb)).body.benchmarks as Row[]).filter((r) => roles.includes(r.role));
      expect(final).toHaveLength(20);
      const i = (final[0].benchmark as number - (final[0].roleLevel as number - 30)) / 10;
      expect(final).toEqual(state(i));
    });

    it('replacements (missions): no 5xx, no lost or mixed rows, the final state is one of the states sent', async () => {
      const tb = table('missions');
      const state = (i: number) => [12, 13, 15, 16, 17].map((role) => ({ role, missionType: 1 + (i % 5), defaultConfig: {} }))
        .concat([{ role: 25, missionType: 3, defaultConfig: { roles: [12], performance: i / 100 } } as never]);
      const results = await Promise.all(Array.from({ length: 50 }, (_x, i) => put(tb, state(i))));
      expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      const final = (await get(tb)).body.missionConfigs as Row[];
      const perf = final.find((r) => r.role === 25)!.defaultConfig.performance as number;
      const expected = state(Math.round(perf * 100));
      expect(final).toEqual(expect.arrayContaining(expected));
      expect(final).toHaveLength(expected.length);
    });
  });
});
