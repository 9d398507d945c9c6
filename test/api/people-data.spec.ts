// Races and storage details of the people modules (employees, permission groups, catalogue) since
// their SQL moved into repositories.
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, loginAdmin, sql, type Session } from '../support/http';

describe('people data', () => {
  let t: TestApp;
  let admin: Session;

  const api = () => ({
    get: (url: string) => request(t.http).get(url).set('Authorization', admin.bearer),
    post: (url: string, body: object) => request(t.http).post(url).set('Authorization', admin.bearer).send(body),
    put: (url: string, body: object) => request(t.http).put(url).set('Authorization', admin.bearer).send(body),
    patch: (url: string, body: object) => request(t.http).patch(url).set('Authorization', admin.bearer).send(body),
  });
  const aclVersion = async () => Number((await sql(t.databaseUrl, `select version from acl_version where id = 1`))[0].version);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('GET /api/roles and /api/role-levels answer the reference lists', async () => {
    const roles = (await api().get('/api/roles').expect(200)).body.roles;
    expect(roles.length).toBeGreaterThan(10);
    expect(roles[0]).toEqual({ id: expect.any(Number), serverName: expect.any(String), tagName: expect.any(String), color: expect.any(String), isSystem: expect.any(Boolean) });
    const levels = (await api().get('/api/role-levels').expect(200)).body.roleLevels;
    expect(levels.find((l: { id: number }) => l.id === 30)).toEqual({ id: 30, name: expect.any(String), isActive: true });
  });

  it('concurrent creates of one name each get their own id', async () => {
    const body = { lastName: 'Lê Văn', firstName: 'Race', phone: '0900000001', personalEmail: 'race@example.com' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => api().post('/api/hr/employees', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const ids = answers.map((a) => a.body.employee.id).sort();
    expect(ids).toEqual(['racelv', 'racelv2', 'racelv3', 'racelv4', 'racelv5', 'racelv6']);
  });

  it('a role change bumps acl_version, a phone change does not', async () => {
    const id = await createEmployee(t.http, admin, { firstName: 'Acl' });
    let before = await aclVersion();
    await api().patch(`/api/hr/employees/${id}`, { phone: '0911111111' }).expect(200);
    expect(await aclVersion()).toBe(before);
    await api().patch(`/api/hr/employees/${id}`, { role: 12, extraRole: [13] }).expect(200);
    expect(await aclVersion()).toBe(before + 1);
    before = await aclVersion();
    const res = await api().patch(`/api/hr/employees/${id}`, { extraRole: [13] }).expect(200);
    expect(res.body.employee).toMatchObject({ role: 12, extraRole: [13] });
    expect(await aclVersion()).toBe(before);
  });

  it('concurrent creates of one group name: one 201, 409 permission-group.name-exists for the rest', async () => {
    const body = { permissionGroupName: 'raced group', permissions: [{ permissionId: 'Task.Get', conditionType: 1, conditionValue: null }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => api().post('/api/permission-groups', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expectError(a, 409, 'permission-group.name-exists');
    expect(await sql(t.databaseUrl, `select count(*)::int as n from permission_group where name = 'raced group'`)).toEqual([{ n: 1 }]);
  });

  it('stores grants in the order given and a null condition as SQL null; a rename onto a taken name changes nothing', async () => {
    const permissions = [
      { permissionId: 'Task.Get', conditionType: 1, conditionValue: null },
      { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [12, 13] } },
    ];
    const id = (await api().post('/api/permission-groups', { permissionGroupName: 'ordered', permissions }).expect(201)).body.id;
    await api().post('/api/permission-groups', { permissionGroupName: 'taken', permissions: [] }).expect(201);
    const stored = await sql(t.databaseUrl,
      `select permission_name, condition_value is null as "sqlNull" from permission_group_grant where group_id = $1 order by id`, [id]);
    expect(stored).toEqual([{ permission_name: 'Task.Get', sqlNull: true }, { permission_name: 'Task.Create', sqlNull: false }]);

    expectError(await api().put(`/api/permission-groups/${id}`, { permissionGroupName: 'taken', permissions: [] }), 409, 'permission-group.name-exists');
    const list = (await api().get('/api/permission-groups').expect(200)).body.pgs;
    expect(list.find((g: { id: number }) => g.id === id)).toEqual({ id, name: 'ordered', permissions });
  });

  it('concurrent member lists for one group: every answer 200, the group ends with one of them', async () => {
    const a = await createEmployee(t.http, admin, { firstName: 'Member A' });
    const b = await createEmployee(t.http, admin, { firstName: 'Member B' });
    const id = (await api().post('/api/permission-groups', { permissionGroupName: 'members raced', permissions: [] }).expect(201)).body.id;
    const lists = [[a], [b], [a, b], [b, a], [a], [b]];
    const answers = await Promise.all(lists.map((employees) => api().put(`/api/permission-groups/${id}/employees`, { employees })));
    expect(answers.map((r) => r.status)).toEqual(Array(lists.length).fill(200));
    const members = (await api().get(`/api/permission-groups/${id}/employees`).expect(200)).body.employees;
    expect(lists.map((l) => [...l].sort())).toContainEqual(members);
  });
});
