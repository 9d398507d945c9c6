import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

type Row = { permissionId: string; conditionType: number; conditionValue: unknown };
type Call = (s: Session) => request.Test;

const P = 601;
const Q = 602;
const R = 603;

describe('permissions', () => {
  let t: TestApp;
  let admin: Session;
  let seq = 0;

  /** A new employee signed in; the role, when given, is set in SQL (this file tests permissions, not PATCH). */
  async function employee(role?: number): Promise<{ id: string; s: Session }> {
    const id = await createEmployee(t.http, admin, { lastName: 'Ngô', firstName: `Perm ${String.fromCharCode(97 + (seq++ % 26))}${seq}` });
    if (role !== undefined) {
      await sql(t.databaseUrl, `update employee set role = $2 where id = $1`, [id, role]);
      await sql(t.databaseUrl, `update acl_version set version = version + 1 where id = 1`);
    }
    return { id, s: await login(t.http, id, 'password-123') };
  }

  const groups = async () => (await request(t.http).get('/api/permission-groups').set('Authorization', admin.bearer).expect(200))
    .body.pgs as { id: number; name: string; permissions: Row[] }[];
  const groupNamed = async (name: string) => (await groups()).find((g) => g.name === name)!;
  const createGroup = (body: object, lang = 'en') =>
    request(t.http).post('/api/permission-groups').set('Authorization', admin.bearer).set('Accept-Language', lang).send(body);
  const any = (permissionId: string): Row => ({ permissionId, conditionType: 1, conditionValue: null });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    await sql(t.databaseUrl, `insert into project (id, name, platform) values ($1, 'Project P', 1), ($2, 'Project Q', 1), ($3, 'Project R', 2)`, [P, Q, R]);
  });
  afterAll(async () => { await t?.close(); });

  describe('403 without the permission, success with it', () => {
    let target: string;
    beforeAll(async () => { target = (await employee()).id; });

    const cases: { permission: string; ok: number; call: Call }[] = [
      { permission: 'Admin.Employee.Get', ok: 200, call: (s) => request(t.http).get('/api/hr/employees').set('Authorization', s.bearer) },
      {
        permission: 'Admin.Employee.Create',
        ok: 201,
        call: (s) => request(t.http).post('/api/hr/employees').set('Authorization', s.bearer)
          .send({ lastName: 'Mai', firstName: 'Created', phone: '0911111111', personalEmail: 'c@example.com' }),
      },
      { permission: 'Config.PermissionGroup.Get', ok: 200, call: (s) => request(t.http).get('/api/permission-groups').set('Authorization', s.bearer) },
      {
        permission: 'PermittedLeft.Change',
        ok: 200,
        call: (s) => request(t.http).put(`/api/hr/employees/${target}/permitted-day`).set('Authorization', s.bearer).send({ permittedDay: 3 }),
      },
      {
        permission: 'Admin.Employee.Edit',
        ok: 200,
        call: (s) => request(t.http).patch(`/api/hr/employees/${target}`).set('Authorization', s.bearer).send({ homeTown: 'Đà Nẵng' }),
      },
    ];

    for (const c of cases) {
      it(`${c.permission}`, async () => {
        const { id, s } = await employee();
        // Holding every other permission of the table is not enough.
        await grant(t.http, admin, [id], cases.filter((o) => o !== c).map((o) => o.permission));
        const vi = await c.call(s);
        expectError(vi, 403, 'common.no-permission', 'Bạn không có quyền chỉnh sửa');
        const en = await c.call(s).set('Accept-Language', 'en');
        expectError(en, 403, 'common.no-permission', 'You do not have permission');

        await grant(t.http, admin, [id], [c.permission]);
        const res = await c.call(s);
        expect(res.status).toBe(c.ok);
      });
    }

    it('nothing changed while refused', async () => {
      const { s } = await employee();
      await sql(t.databaseUrl, `update employee set permitted_day_left = 1 where id = $1`, [target]);
      expectError(await request(t.http).put(`/api/hr/employees/${target}/permitted-day`).set('Authorization', s.bearer).send({ permittedDay: 9 }),
        403, 'common.no-permission');
      const [row] = await sql(t.databaseUrl, `select permitted_day_left::float as v from employee where id = $1`, [target]);
      expect(row.v).toBe(1);
    });
  });

  describe('HR and income permissions alone', () => {
    it('Admin.Employee.Edit alone: PATCH lands (API.md asks Edit only) and answers no salary; reading one is still 403', async () => {
      const target = (await employee()).id;
      await sql(t.databaseUrl, `update employee set salary = 7000000 where id = $1`, [target]);
      const { id, s } = await employee();
      await grant(t.http, admin, [id], ['Admin.Employee.Edit']);
      const res = await request(t.http).patch(`/api/hr/employees/${target}`).set('Authorization', s.bearer).send({ homeTown: 'Cần Thơ', newSalary: 1 });
      // newSalary needs Admin.Employee.Salary: refused whole.
      expectError(res, 403, 'common.no-permission');
      const ok = await request(t.http).patch(`/api/hr/employees/${target}`).set('Authorization', s.bearer).send({ homeTown: 'Cần Thơ' }).expect(200);
      expect(ok.body.employee).toMatchObject({ id: target, homeTown: 'Cần Thơ' });
      expect(ok.body.employee).not.toHaveProperty('salary');
      expect((await sql(t.databaseUrl, `select home_town, salary::float as salary from employee where id = $1`, [target]))[0])
        .toEqual({ home_town: 'Cần Thơ', salary: 7000000 });
      expectError(await request(t.http).get(`/api/hr/employees/${target}`).set('Authorization', s.bearer), 403, 'common.no-permission');
      expectError(await request(t.http).get('/api/hr/employees').set('Authorization', s.bearer), 403, 'common.no-permission');
    });

    it('Admin.EmployeeIncome.Set without EmployeeIncome.Get.All reaches no income call and changes nothing', async () => {
      const staff = (await employee()).id;
      const [income] = await sql(t.databaseUrl, `insert into employee_income (employee, type, date, income, is_show, value)
        values ($1, 1, 20260131, 1000000, false, '{"percent": 100, "totalSalary": 1000000, "actualSalary": 1000000}'::jsonb) returning id`, [staff]);
      const { id, s } = await employee();
      await grant(t.http, admin, [id], ['Admin.EmployeeIncome.Set']);
      const body = { employee: staff, type: 1, date: 20260131, isShow: true, value: { percent: 100, totalSalary: 1000000, actualSalary: 1000000 } };
      const b = (r: request.Test) => r.set('Authorization', s.bearer).set('Accept-Language', 'en');
      const calls: [string, request.Test][] = [
        ['list', b(request(t.http).get('/api/incomes'))],
        ['projects', b(request(t.http).get('/api/incomes/projects'))],
        ['employees', b(request(t.http).get('/api/incomes/employees'))],
        ['create', b(request(t.http).post('/api/incomes').send(body))],
        ['edit', b(request(t.http).put(`/api/incomes/${income.id}`).send({ isShow: true }))],
        ['delete', b(request(t.http).delete(`/api/incomes/${income.id}`))],
      ];
      for (const [name, call] of calls) {
        const res = await call;
        expect({ name, status: res.status, code: res.body.code, message: res.body.message })
          .toEqual({ name, status: 403, code: 'common.no-permission', message: 'You do not have permission' });
      }
      expect(await sql(t.databaseUrl, `select id, is_show from employee_income where employee = $1`, [staff])).toEqual([{ id: income.id, is_show: false }]);
    });
  });

  describe('Project.Get scoped to projects', () => {
    const getProject = (s: Session, id: number) => request(t.http).get(`/api/projects/${id}`).set('Authorization', s.bearer);
    const visible = async (s: Session) =>
      ((await request(t.http).get('/api/projects').set('Authorization', s.bearer).expect(200)).body.projects as { id: number }[]).map((p) => p.id);

    it('a single condition {value: P} reaches P but not Q', async () => {
      const { id, s } = await employee();
      await grant(t.http, admin, [id], [{ permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: String(P) } }]);
      const res = await getProject(s, P).expect(200);
      expect(res.body.project).toMatchObject({ id: P, name: 'Project P' });
      expectError(await getProject(s, Q), 403, 'common.no-permission');
      expectError(await getProject(s, R), 403, 'common.no-permission');
      expect(await visible(s)).toEqual([P]);
    });

    it('a range condition reaches the ids inside it, minus its exclusions', async () => {
      const { id, s } = await employee();
      const group = await grant(t.http, admin, [id], [{ permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 600, to: P, exclude: [] } }]);
      await getProject(s, P).expect(200);
      expectError(await getProject(s, Q), 403, 'common.no-permission');
      expect(await visible(s)).toEqual([P]);

      await request(t.http).put(`/api/permission-groups/${group}`).set('Authorization', admin.bearer).send({
        permissionGroupName: `range-${id}`,
        permissions: [{ permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 600, to: R, exclude: [Q] } }],
      }).expect(200);
      await getProject(s, P).expect(200);
      await getProject(s, R).expect(200);
      expectError(await getProject(s, Q), 403, 'common.no-permission');
      expect(await visible(s)).toEqual([P, R]);
    });

    it('without any grant no project is visible', async () => {
      const { s } = await employee();
      expectError(await getProject(s, P), 403, 'common.no-permission');
      expect(await visible(s)).toEqual([]);
    });

    it('membership with project role 12 gives Project.Get on that project only, through Project_Employee_12', async () => {
      const { id, s } = await employee();
      expectError(await getProject(s, R), 403, 'common.no-permission');
      await sql(t.databaseUrl, `insert into project_employee (project_id, employee_id, role) values ($1, $2, 12)`, [R, id]);
      // The API that edits members bumps the ACL version; this SQL stands in for it.
      await sql(t.databaseUrl, `update acl_version set version = version + 1 where id = 1`);

      const res = await getProject(s, R).expect(200);
      expect(res.body.project.employees).toEqual([expect.objectContaining({ id, role: 12 })]);
      expectError(await getProject(s, P), 403, 'common.no-permission');
      expectError(await getProject(s, Q), 403, 'common.no-permission');
      expect(await visible(s)).toEqual([R]);

      const perms = async (project: number) =>
        (await request(t.http).get(`/api/auth/permissions?project=${project}`).set('Authorization', s.bearer).expect(200)).body.permissions;
      expect(await perms(R)).toContainEqual({ permissionId: 'Project.Get', extraCondition: '*' });
      expect((await perms(P)).some((p: { permissionId: string }) => p.permissionId === 'Project.Get')).toBe(false);
      expect((await perms(0)).some((p: { permissionId: string }) => p.permissionId === 'Project.Get')).toBe(false);
      // The batch call answers the same as one call per project, in the order asked, each project once.
      const batch = async (ids: string) =>
        (await request(t.http).get(`/api/auth/permissions/projects?ids=${ids}`).set('Authorization', s.bearer).expect(200)).body.projects;
      expect(await batch(`${R},${P},0,${R}`)).toEqual([
        { projectId: R, permissions: await perms(R) },
        { projectId: P, permissions: await perms(P) },
        { projectId: 0, permissions: await perms(0) },
      ]);

      // Removing the seeded group's grant removes the access at once.
      const group = await groupNamed('Project_Employee_12');
      await request(t.http).put(`/api/permission-groups/${group.id}`).set('Authorization', admin.bearer).send({
        permissionGroupName: group.name, permissions: group.permissions.filter((p) => p.permissionId !== 'Project.Get'),
      }).expect(200);
      expectError(await getProject(s, R), 403, 'common.no-permission');
      const [afterRemoval] = await batch(String(R));
      expect(afterRemoval.permissions.some((p: { permissionId: string }) => p.permissionId === 'Project.Get')).toBe(false);
      await request(t.http).put(`/api/permission-groups/${group.id}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: group.name, permissions: group.permissions }).expect(200);
      await getProject(s, R).expect(200);
    });
  });

  describe('Default_Permission_<role>', () => {
    it('a grant added to Default_Permission_12 reaches employees of role 12 and not those of role 13', async () => {
      const e12 = await employee(12);
      const e13 = await employee(13);
      const call = (s: Session) => request(t.http).get('/api/hr/employees').set('Authorization', s.bearer);
      expectError(await call(e12.s), 403, 'common.no-permission');

      const group = await groupNamed('Default_Permission_12');
      expect(group.permissions.length).toBeGreaterThan(0);
      await request(t.http).put(`/api/permission-groups/${group.id}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: group.name, permissions: [...group.permissions, any('Admin.Employee.Get')] }).expect(200);

      await call(e12.s).expect(200);
      expectError(await call(e13.s), 403, 'common.no-permission');

      // The role decides: once e13 holds role 12, the default group reaches them too.
      await sql(t.databaseUrl, `update employee set role = 12 where id = $1`, [e13.id]);
      await sql(t.databaseUrl, `update acl_version set version = version + 1 where id = 1`);
      await call(e13.s).expect(200);

      await request(t.http).put(`/api/permission-groups/${group.id}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: group.name, permissions: group.permissions }).expect(200);
      expectError(await call(e12.s), 403, 'common.no-permission');
    });
  });

  describe('changes take effect at once', () => {
    const call = (s: Session) => request(t.http).get('/api/permission-groups').set('Authorization', s.bearer);

    it('removing the member, emptying the group, or deleting it: the next call is 403', async () => {
      const { id, s } = await employee();
      const name = `revocable-${id}`;
      const group = await grant(t.http, admin, [id], ['Config.PermissionGroup.Get'], name);
      await call(s).expect(200);

      await request(t.http).put(`/api/permission-groups/${group}/employees`).set('Authorization', admin.bearer).send({ employees: [] }).expect(200);
      expectError(await call(s), 403, 'common.no-permission');
      await request(t.http).put(`/api/permission-groups/${group}/employees`).set('Authorization', admin.bearer).send({ employees: [id] }).expect(200);
      await call(s).expect(200);

      await request(t.http).put(`/api/permission-groups/${group}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: name, permissions: [] }).expect(200);
      expectError(await call(s), 403, 'common.no-permission');
      await request(t.http).put(`/api/permission-groups/${group}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: name, permissions: [any('Config.PermissionGroup.Get')] }).expect(200);
      await call(s).expect(200);

      await request(t.http).delete(`/api/permission-groups/${group}`).set('Authorization', admin.bearer).expect(204);
      expectError(await call(s), 403, 'common.no-permission');
    });
  });

  describe('role-scoped permissions in GET /api/auth/permissions', () => {
    it("Task.Create with roles [12, 13] answers rows '12' and '13'", async () => {
      const { id, s } = await employee();
      await grant(t.http, admin, [id], [{ permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [13, 12] } }]);
      const res = await request(t.http).get(`/api/auth/permissions?project=${P}`).set('Authorization', s.bearer).expect(200);
      const rows = (res.body.permissions as { permissionId: string; extraCondition: string }[]).filter((p) => p.permissionId === 'Task.Create');
      expect(rows).toEqual([
        { permissionId: 'Task.Create', extraCondition: '12' },
        { permissionId: 'Task.Create', extraCondition: '13' },
      ]);
    });

    it("a role-scoped grant with condition any answers '**', a project-scoped one '*'", async () => {
      const { id, s } = await employee();
      await grant(t.http, admin, [id], ['Task.Create', 'Task.Get']);
      const res = await request(t.http).get(`/api/auth/permissions?project=${P}`).set('Authorization', s.bearer).expect(200);
      expect(res.body.permissions).toContainEqual({ permissionId: 'Task.Create', extraCondition: '**' });
      expect(res.body.permissions).toContainEqual({ permissionId: 'Task.Get', extraCondition: '*' });
    });
  });

  describe('permission-group API', () => {
    it("refuses the name system-admin with 400 'Cannot create permission group with name system-admin'", async () => {
      for (const name of ['system-admin', ' system-admin ', 'System-Admin']) {
        expectError(await createGroup({ permissionGroupName: name, permissions: [] }), 400, 'permission-group.system-admin',
          'Cannot create permission group with name system-admin');
      }
    });

    it("refuses incomplete groups and rows with 400 'Please fill in all fields'", async () => {
      const bodies = [
        { permissions: [] },
        { permissionGroupName: '', permissions: [] },
        { permissionGroupName: '   ', permissions: [] },
        { permissionGroupName: 'incomplete' },
        { permissionGroupName: 'incomplete', permissions: [{ conditionType: 1, conditionValue: null }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: '', conditionType: 1, conditionValue: null }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: 'Admin', conditionValue: null }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '' } }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '  ' } }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: 'Project.Get', conditionType: 3, conditionValue: null }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 1, exclude: [] } }] },
        { permissionGroupName: 'incomplete', permissions: [{ permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 1, to: '', exclude: [] } }] },
      ];
      for (const body of bodies) {
        const res = await createGroup(body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: 'Please fill in all fields' });
      }
      expect((await groups()).some((g) => g.name === 'incomplete')).toBe(false);
    });

    it('refuses an unknown permission with 400', async () => {
      expectError(await createGroup({ permissionGroupName: 'unknown-perm', permissions: [any('Nope.Nothing')] }), 400,
        'permission-group.unknown-permission', 'Unknown permission');
      expect((await groups()).some((g) => g.name === 'unknown-perm')).toBe(false);
    });

    it('removes duplicate rows (single values trimmed first)', async () => {
      const res = await createGroup({
        permissionGroupName: 'dedup',
        permissions: [
          { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: ' 601 ' } },
          { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '601' } },
          { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '602' } },
          any('Admin.Employee.Get'),
          any('Admin.Employee.Get'),
        ],
      }).expect(201);
      expect(Number.isInteger(res.body.id)).toBe(true);
      const group = (await groups()).find((g) => g.id === res.body.id)!;
      expect(group.name).toBe('dedup');
      expect(group.permissions).toEqual([
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '601' } },
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '602' } },
        any('Admin.Employee.Get'),
      ]);
    });

    it('answers 409 for a duplicate group name, on create and on rename', async () => {
      await createGroup({ permissionGroupName: 'twice', permissions: [] }).expect(201);
      expectError(await createGroup({ permissionGroupName: 'twice', permissions: [] }), 409, 'permission-group.name-exists');
      const other = (await createGroup({ permissionGroupName: 'twice-other', permissions: [] }).expect(201)).body.id;
      expectError(await request(t.http).put(`/api/permission-groups/${other}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: 'twice', permissions: [] }), 409, 'permission-group.name-exists');
    });

    it('the system-admin group cannot be edited or deleted', async () => {
      const system = await groupNamed('system-admin');
      expect(system).toBeDefined();
      expectError(await request(t.http).put(`/api/permission-groups/${system.id}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: 'system-admin', permissions: [] }), 400, 'permission-group.system-group');
      expectError(await request(t.http).put(`/api/permission-groups/${system.id}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: 'renamed-admin', permissions: [] }), 400, 'permission-group.system-group');
      expectError(await request(t.http).delete(`/api/permission-groups/${system.id}`).set('Authorization', admin.bearer),
        400, 'permission-group.system-group');
      expect((await groupNamed('system-admin')).id).toBe(system.id);
    });

    it('the built-in admin stays in system-admin: its member list cannot be emptied', async () => {
      const system = await groupNamed('system-admin');
      try {
        await request(t.http).put(`/api/permission-groups/${system.id}/employees`).set('Authorization', admin.bearer).send({ employees: [] });
        const members = await sql(t.databaseUrl, `select employee_id from permission_group_employee where group_id = $1`, [system.id]);
        expect(members).toEqual([{ employee_id: 'admin' }]);
        await request(t.http).get('/api/permission-groups').set('Authorization', admin.bearer).expect(200);
      } finally {
        await sql(t.databaseUrl, `insert into permission_group_employee (group_id, employee_id) values ($1, 'admin') on conflict do nothing`, [system.id]);
        await sql(t.databaseUrl, `update acl_version set version = version + 1 where id = 1`);
      }
    });

    it('GET catalogue lists every permission with its scope', async () => {
      const res = await request(t.http).get('/api/permission-groups/catalogue').set('Authorization', admin.bearer).expect(200);
      const list: { id: number; name: string; scope: string }[] = res.body.permissions;
      expect(list.length).toBeGreaterThan(50);
      for (const p of list) expect(['project', 'role', 'ticketType', 'bonusNode', 'none']).toContain(p.scope);
      expect(list).toContainEqual(expect.objectContaining({ name: 'Project.Get', scope: 'project' }));
      expect(list).toContainEqual(expect.objectContaining({ name: 'Task.Create', scope: 'role' }));
      expect(list).toContainEqual(expect.objectContaining({ name: 'TicketSystem.Request.Create', scope: 'ticketType' }));
      expect(list).toContainEqual(expect.objectContaining({ name: 'BusinessReward.Config.Project.Get', scope: 'bonusNode' }));
      expect(list).toContainEqual(expect.objectContaining({ name: 'Admin', scope: 'none' }));
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
    });

    it('GET and PUT the employees of a group; an unknown employee is 400 and changes nothing', async () => {
      const a = await employee();
      const b = await employee();
      const id = (await createGroup({ permissionGroupName: 'members', permissions: [] }).expect(201)).body.id;
      const url = `/api/permission-groups/${id}/employees`;
      expect((await request(t.http).get(url).set('Authorization', admin.bearer).expect(200)).body).toEqual({ employees: [] });
      await request(t.http).put(url).set('Authorization', admin.bearer).send({ employees: [b.id, a.id, b.id] }).expect(200);
      expect((await request(t.http).get(url).set('Authorization', admin.bearer).expect(200)).body.employees).toEqual([a.id, b.id].sort());

      expectError(await request(t.http).put(url).set('Authorization', admin.bearer).send({ employees: [a.id, 'no-such-person'] }), 400, 'common.validation');
      expect((await request(t.http).get(url).set('Authorization', admin.bearer).expect(200)).body.employees).toEqual([a.id, b.id].sort());
    });

    it('DELETE answers 204, then 404', async () => {
      const id = (await createGroup({ permissionGroupName: 'doomed', permissions: [any('Admin')] }).expect(201)).body.id;
      await request(t.http).delete(`/api/permission-groups/${id}`).set('Authorization', admin.bearer).expect(204);
      expect((await groups()).some((g) => g.id === id)).toBe(false);
      expectError(await request(t.http).delete(`/api/permission-groups/${id}`).set('Authorization', admin.bearer), 404, 'common.not-found');
      expectError(await request(t.http).get(`/api/permission-groups/${id}/employees`).set('Authorization', admin.bearer), 404, 'common.not-found');
      expectError(await request(t.http).put(`/api/permission-groups/${id}`).set('Authorization', admin.bearer)
        .send({ permissionGroupName: 'doomed', permissions: [] }), 404, 'common.not-found');
    });

    it('needs Config.PermissionGroup.Create / Edit / Delete for the writes', async () => {
      const { id, s } = await employee();
      await grant(t.http, admin, [id], ['Config.PermissionGroup.Get']);
      const target = (await createGroup({ permissionGroupName: 'guarded', permissions: [] }).expect(201)).body.id;
      expectError(await request(t.http).post('/api/permission-groups').set('Authorization', s.bearer)
        .send({ permissionGroupName: 'mine', permissions: [any('Admin')] }), 403, 'common.no-permission');
      expectError(await request(t.http).put(`/api/permission-groups/${target}`).set('Authorization', s.bearer)
        .send({ permissionGroupName: 'guarded', permissions: [any('Admin')] }), 403, 'common.no-permission');
      expectError(await request(t.http).put(`/api/permission-groups/${target}/employees`).set('Authorization', s.bearer)
        .send({ employees: [id] }), 403, 'common.no-permission');
      expectError(await request(t.http).delete(`/api/permission-groups/${target}`).set('Authorization', s.bearer), 403, 'common.no-permission');
      expect((await groupNamed('guarded')).permissions).toEqual([]);
    });
  });
});
