import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('PATCH /api/projects/:id', () => {
  let t: TestApp;
  let admin: Session;
  let pm: Session;
  let dev: Session;
  const ids: Record<string, string> = {};
  let project: number;
  let other: number;

  const patch = (id: number, body: object, s: Session = admin) =>
    request(t.http).patch(`/api/projects/${id}`).set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const get = (id: number, s: Session = admin) => request(t.http).get(`/api/projects/${id}`).set('Authorization', s.bearer);
  const members = async (id: number) =>
    (await sql(t.databaseUrl, `select employee_id as e, role from project_employee where project_id = $1 order by role, employee_id`, [id]))
      .map((r) => `${r.role}:${r.e}`);
  const newProject = async (body: object) =>
    (await request(t.http).post('/api/projects').set('Authorization', admin.bearer).send(body).expect(201)).body.project.id as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    for (const [key, role] of [['pm', 25], ['po', 18], ['dev', 12], ['dev2', 12], ['art', 13], ['limited', 12], ['gone', 12]] as const) {
      ids[key] = await createEmployee(t.http, admin, { lastName: 'Đỗ', firstName: `U${key}`, role });
    }
    await request(t.http).patch(`/api/hr/employees/${ids.gone}`).set('Authorization', admin.bearer).send({ isActive: false }).expect(200);
    project = await newProject({ projectName: 'Alpha', platform: 1, pm: ids.pm, po: ids.po });
    other = await newProject({ projectName: 'Other', platform: 1 });
    await patch(project, { employees: [{ employee: ids.pm, role: 25 }, { employee: ids.po, role: 18 }, { employee: ids.dev, role: 12 }] }).expect(200);
    pm = await login(t.http, ids.pm, 'password-123');
    dev = await login(t.http, ids.dev, 'password-123');
  });
  afterAll(async () => { await t?.close(); });

  it('edits the setting fields and answers {project} as GET does', async () => {
    const res = await patch(project, {
      name: ' Alpha 2 ', packageName: 'com.studio.alpha', projectType: 3, platform: 2, repositoryId: 'repo-1',
      firebaseProjectId: 'fb-alpha', firebaseAppId: '1:123:android:abc', statusUa: 4,
    }, pm);
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({
      id: project, name: 'Alpha 2', packageName: 'com.studio.alpha', projectType: 3, platform: 2, repositoryId: 'repo-1',
      firebaseProjectId: 'fb-alpha', firebaseAppId: '1:123:android:abc', statusUa: 4,
    });
    expect(res.body).toEqual((await get(project, pm).expect(200)).body);
    // Clearable with null (projectType) or an empty text; untouched fields stay.
    const cleared = await patch(project, { projectType: null, repositoryId: '' }, pm).expect(200);
    expect(cleared.body.project).toMatchObject({ projectType: null, repositoryId: null, packageName: 'com.studio.alpha', statusUa: 4 });
  });

  it('refuses a blank name, a UA status outside 1-4 and an unknown platform', async () => {
    expectError(await patch(project, { name: '  ' }), 400, 'project.name-required');
    expectError(await patch(project, { statusUa: 5 }), 400, 'common.validation');
    expectError(await patch(project, { platform: 7 }), 400, 'common.validation');
    expect((await get(project).expect(200)).body.project.name).toBe('Alpha 2');
  });

  describe('parent', () => {
    it('cannot be the project itself', async () => {
      expectError(await patch(project, { parent: project }), 400, 'project.parent-self', 'A project cannot be its own parent');
    });

    it('cannot create a cycle, must exist, and 0 or null means none', async () => {
      const a = await newProject({ projectName: 'A' });
      const b = await newProject({ projectName: 'B', parent: a });
      const c = await newProject({ projectName: 'C', parent: b });
      expectError(await patch(a, { parent: c }), 400, 'project.parent-cycle');
      expectError(await patch(a, { parent: b }), 400, 'project.parent-cycle');
      expectError(await patch(a, { parent: 987654 }), 400, 'project.parent-not-found');
      expect((await patch(c, { parent: a }).expect(200)).body.project.parent).toBe(a);
      expect((await get(a).expect(200)).body.project.child).toEqual([b, c]);
      expect((await patch(c, { parent: 0 }).expect(200)).body.project.parent).toBeNull();
      expect((await patch(b, { parent: null }).expect(200)).body.project.parent).toBeNull();
    });
  });

  describe('permissions', () => {
    it('needs Project.Edit on that project', async () => {
      expectError(await patch(project, { name: 'Nope' }, dev), 403, 'common.no-permission');
      expectError(await patch(other, { name: 'Nope' }, pm), 403, 'common.no-permission');
      expectError(await request(t.http).patch(`/api/projects/${project}`).send({ name: 'x' }), 401, 'common.unauthorized');
      expectError(await patch(0, { name: 'Root' }), 404, 'common.not-found');
    });

    it('shows roleLevels only to holders of Project.Get.RoleLevel', async () => {
      await patch(project, { roleLevels: [{ role: 12, roleLevel: 33 }] }, pm).expect(200);
      expect((await get(project, pm).expect(200)).body.project.roleLevels).toEqual([{ role: 12, roleLevel: 33 }]);
      const seen = (await get(project, dev).expect(200)).body.project;
      expect(seen).not.toHaveProperty('roleLevels');
      expect(seen.employees.length).toBeGreaterThan(0);
    });
  });

  describe('employees (the full member list)', () => {
    it('adds and removes members, and the change takes effect on permissions at once', async () => {
      const art = await login(t.http, ids.art, 'password-123');
      expectError(await get(project, art), 403, 'common.no-permission');
      const res = await patch(project, { employees: [
        { employee: ids.pm, role: 25 }, { employee: ids.po, role: 18 }, { employee: ids.art, role: 13 }, { employee: ids.dev2, role: 12 },
      ] }, pm).expect(200);
      expect(await members(project)).toEqual([`12:${ids.dev2}`, `13:${ids.art}`, `18:${ids.po}`, `25:${ids.pm}`]);
      expect((res.body.project.employees as { id: string; role: number }[]).map((e) => `${e.role}:${e.id}`).sort())
        .toEqual((await members(project)).sort());
      await get(project, art).expect(200);
      expectError(await get(project, dev), 403, 'common.no-permission');
    });

    it("refuses a duplicate with 'Employee already added' and a missing field with 'Please fill all fields'", async () => {
      const before = await members(project);
      expectError(await patch(project, { employees: [{ employee: ids.pm, role: 25 }, { employee: ids.pm, role: 25 }] }),
        400, 'project.employee-already-added', 'Employee already added');
      for (const row of [{ employee: ids.dev }, { role: 12 }, { employee: '', role: 12 }, { employee: ids.dev, role: null }]) {
        expectError(await patch(project, { employees: [{ employee: ids.pm, role: 25 }, row] }), 400, 'project.fill-all-fields', 'Please fill all fields');
      }
      expectError(await patch(project, { employees: [{ employee: 'nobody', role: 12 }] }), 400, 'project.employee-not-found');
      expectError(await patch(project, { employees: [{ employee: ids.gone, role: 12 }] }), 400, 'project.employee-not-found');
      expectError(await patch(project, { employees: [{ employee: ids.dev, role: 1 }] }), 400, 'project.role-invalid');
      expect(await members(project)).toEqual(before);
    });

    it('changes only the roles the caller may edit (Project.Edit.Employee with the role as value)', async () => {
      const p = await newProject({ projectName: 'Scoped', pm: ids.pm });
      await grant(t.http, admin, [ids.limited], [
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: p } },
        { permissionId: 'Project.Edit', conditionType: 3, conditionValue: { value: p } },
        { permissionId: 'Project.Edit.Employee', conditionType: 5, conditionValue: { roles: [12] } },
      ]);
      const limited = await login(t.http, ids.limited, 'password-123');
      // Only unity devs listed: the project manager (a role outside the grant) is left untouched.
      await patch(p, { employees: [{ employee: ids.dev, role: 12 }] }, limited).expect(200);
      expect(await members(p)).toEqual([`12:${ids.dev}`, `25:${ids.pm}`]);
      await patch(p, { employees: [{ employee: ids.dev2, role: 12 }, { employee: ids.pm, role: 25 }] }, limited).expect(200);
      expect(await members(p)).toEqual([`12:${ids.dev2}`, `25:${ids.pm}`]);
      // Adding someone in a role outside the grant is refused.
      expectError(await patch(p, { employees: [{ employee: ids.art, role: 13 }] }, limited), 403, 'common.no-permission');
      expectError(await patch(p, { employees: [{ employee: ids.po, role: 18 }] }, limited), 403, 'common.no-permission');
      expect(await members(p)).toEqual([`12:${ids.dev2}`, `25:${ids.pm}`]);
    });
  });

  describe('roleLevels', () => {
    it('sets active levels (30-34) per role, null removes, others refused', async () => {
      const res = await patch(project, { roleLevels: [{ role: 12, roleLevel: 34 }, { role: 13, roleLevel: 30 }] }).expect(200);
      expect(res.body.project.roleLevels).toEqual([{ role: 12, roleLevel: 34 }, { role: 13, roleLevel: 30 }]);
      for (const roleLevel of [5, 23, 35, 0]) {
        expectError(await patch(project, { roleLevels: [{ role: 12, roleLevel }] }), 400, 'project.role-level-invalid');
      }
      expectError(await patch(project, { roleLevels: [{ role: 12 }] }), 400, 'project.fill-all-fields');
      expect((await patch(project, { roleLevels: [{ role: 13, roleLevel: null }] }).expect(200)).body.project.roleLevels)
        .toEqual([{ role: 12, roleLevel: 34 }]);
    });

    it('needs Project.Edit.RoleLevel for that role', async () => {
      const p = await newProject({ projectName: 'Levels' });
      const id = await createEmployee(t.http, admin, { lastName: 'Đỗ', firstName: 'Leveller', role: 12 });
      await grant(t.http, admin, [id], [
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: p } },
        { permissionId: 'Project.Edit', conditionType: 3, conditionValue: { value: p } },
        { permissionId: 'Project.Edit.RoleLevel', conditionType: 5, conditionValue: { roles: [12] } },
      ]);
      const s = await login(t.http, id, 'password-123');
      await patch(p, { roleLevels: [{ role: 12, roleLevel: 32 }] }, s).expect(200);
      expectError(await patch(p, { roleLevels: [{ role: 13, roleLevel: 32 }] }, s), 403, 'common.no-permission');
      expect(await sql(t.databaseUrl, `select role, role_level as "roleLevel" from project_role_level where project_id = $1`, [p]))
        .toEqual([{ role: 12, roleLevel: 32 }]);
    });
  });

  it('accepts the multipart form of the spec: icon file and employees[i].employee / employees[i].role', async () => {
    const p = await newProject({ projectName: 'Form', pm: ids.pm });
    const res = await request(t.http).patch(`/api/projects/${p}`).set('Authorization', admin.bearer)
      .field('projectName', 'Form 2').field('packageName', 'com.form').field('platform', '2').field('type', '')
      .field('parent', '0').field('statusUa', '2')
      .field('employees[0].employee', ids.pm).field('employees[0].role', '25')
      .field('employees[1].employee', ids.dev).field('employees[1].role', '12')
      .attach('icon', PNG, 'icon.png')
      .expect(200);
    expect(res.body.project).toMatchObject({ name: 'Form 2', packageName: 'com.form', platform: 2, projectType: null, parent: null, statusUa: 2 });
    expect(res.body.project.icon).toMatch(/^\/api\/files\//);
    expect(await members(p)).toEqual([`12:${ids.dev}`, `25:${ids.pm}`]);
    // JSON text for the list works too, and an icon url from the file store is accepted.
    await request(t.http).patch(`/api/projects/${p}`).set('Authorization', admin.bearer)
      .field('employees', JSON.stringify([{ employee: ids.pm, role: 25 }])).expect(200);
    expect(await members(p)).toEqual([`25:${ids.pm}`]);
    expect((await patch(p, { icon: res.body.project.icon }).expect(200)).body.project.icon).toBe(res.body.project.icon);
    expectError(await patch(p, { icon: '/api/files/AAAAAAAAAAAAAAAAAAAAAA' }), 400, 'project.icon-not-found');
    expectError(await patch(p, { icon: 'https://evil.example/x.png' }), 400, 'project.icon-not-found');
    expect((await patch(p, { icon: null }).expect(200)).body.project.icon).toBeNull();
    expectError(await request(t.http).patch(`/api/projects/${p}`).set('Authorization', admin.bearer)
      .attach('icon', Buffer.from('plain text'), 'icon.png'), 400, 'project.icon-not-image');
  });
});
