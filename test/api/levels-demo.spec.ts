import { DemoSeeder } from '../../backend/src/database/seeders/demo.seeder';
import { DEMO_PASSWORD } from '../../backend/src/database/seeders/demo.seeder';
import { createTestApp, type TestApp } from '../support/app';
import { login, loginAdmin, sql, type Row } from '../support/http';
import { api } from '../support/workspace';

describe('demo data: level system', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('seed:demo gives the first demo game levels, packs and a config that its game designers may open', async () => {
    expect(await t.app.get(DemoSeeder).run()).toBe(true);
    const [{ id: project }] = await sql(t.databaseUrl, `select id from project where package_name = 'com.studio.tilematch'`);
    const admin = api(t, await loginAdmin(t.http));
    const levels = (await admin.get(`/api/projects/${project}/levels`).expect(200)).body.levels as Row[];
    expect(new Set(levels.map((l) => l.levelId)).size).toBe(24);
    expect(levels.filter((l) => l.levelId === 10).map((l) => l.version)).toEqual([2, 1]);
    expect(levels.filter((l) => l.levelId === 4).map((l) => l.variant)).toEqual(['Base', 'Hard']);
    const packs = (await admin.get(`/api/projects/${project}/level-packs`).expect(200)).body.levelPacks as Row[];
    expect(packs.map((p) => [p.levelPackId, p.version])).toEqual([[1, 2], [1, 1], [2, 1], [3, 1]]);
    const configs = (await admin.get(`/api/projects/${project}/level-configs`).expect(200)).body.levelConfigs as Row[];
    expect(configs).toEqual([expect.objectContaining({ levelConfigId: 1, levelPacks: [1, 2, 3], isActive: true })]);
    const [designer] = await sql(t.databaseUrl, `select pe.employee_id as id from project_employee pe where pe.project_id = $1 and pe.role = any($2::smallint[]) limit 1`, [project, [15, 12, 25, 18]]);
    const d = api(t, await login(t.http, designer.id, DEMO_PASSWORD));
    await d.get(`/api/projects/${project}/level-packs`).expect(200);
  });
});
