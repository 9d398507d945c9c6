// The permission-group screen's rules on the server (spec 3 "Permission group save", API.md
// "Permission groups"): every check the editor makes is made again here with a clear code, the
// writes race to 201/409 (never 500), and a change reaches the affected people on their next call.
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, login, loginAdmin, sql, type Row, type Session } from '../support/http';

const PG = '/api/permission-groups';

describe('permission groups', () => {
  let t: TestApp;
  let admin: Session;
  let seq = 0;

  const as = (s: Session, lang = 'en') => ({
    get: (url: string) => request(t.http).get(url).set('Authorization', s.bearer).set('Accept-Language', lang),
    post: (url: string, body: object) => request(t.http).post(url).set('Authorization', s.bearer).set('Accept-Language', lang).send(body),
    put: (url: string, body?: object) => request(t.http).put(url).set('Authorization', s.bearer).set('Accept-Language', lang).send(body ?? {}),
    del: (url: string) => request(t.http).delete(url).set('Authorization', s.bearer).set('Accept-Language', lang),
  });
  const a = (lang = 'en') => as(admin, lang);
  const create = (name: string, permissions: object[], lang = 'en') => a(lang).post(PG, { permissionGroupName: name, permissions });
  const anyRow = (permissionId: string) => ({ permissionId, conditionType: 1, conditionValue: null });
  const range = (permissionId: string, from: unknown, to: unknown, exclude: unknown[] = []) =>
    ({ permissionId, conditionType: 2, conditionValue: { from, to, exclude } });
  const groups = async () => (await a().get(PG).expect(200)).body.pgs as Row[];

  async function person(): Promise<{ id: string; s: Session }> {
    const id = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: `Nhóm ${String.fromCharCode(97 + (seq++ % 26))}${seq}` });
    return { id, s: await login(t.http, id, 'password-123') };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  describe('the issue\'s story: HR team with Admin.Employee.Get (any) and Task.Get.All (range 1-40 exclude 7)', () => {
    it('members gain the screens on their next call, without a new login, and lose them when removed', async () => {
      const people = [await person(), await person(), await person()];
      const outsider = await person();
      const perms = async (s: Session) =>
        ((await as(s).get('/api/auth/permissions?project=0').expect(200)).body.permissions as Row[]).map((p) => p.permissionId);
      for (const { s } of people) {
        expect(await perms(s)).not.toContain('Admin.Employee.Get');
        expectError(await as(s).get('/api/hr/employees'), 403, 'common.no-permission');
        expectError(await as(s).get('/api/tasks'), 403, 'common.no-permission');
      }

      const created = await create('HR team', [anyRow('Admin.Employee.Get'), range('Task.Get.All', 1, 40, [7])]).expect(201);
      const id = created.body.id as number;
      const group = (await groups()).find((g) => g.id === id)!;
      expect(group).toEqual({
        id, name: 'HR team',
        permissions: [anyRow('Admin.Employee.Get'), range('Task.Get.All', 1, 40, [7])],
      });

      await a().put(`${PG}/${id}/employees`, { employees: people.map((p) => p.id) }).expect(200);
      expect((await a().get(`${PG}/${id}/employees`).expect(200)).body.employees).toEqual(people.map((p) => p.id).sort());

      // The same sessions (no new login) see the change at once.
      for (const { s } of people) {
        expect(await perms(s)).toEqual(expect.arrayContaining(['Admin.Employee.Get', 'Task.Get.All']));
        await as(s).get('/api/hr/employees').expect(200);
        await as(s).get('/api/tasks').expect(200);
      }
      expectError(await as(outsider.s).get('/api/hr/employees'), 403, 'common.no-permission');

      // Removing one member (the employee dialog's Delete) takes the screens away from that one only.
      await a().put(`${PG}/${id}/employees`, { employees: [people[0].id, people[1].id] }).expect(200);
      expectError(await as(people[2].s).get('/api/hr/employees'), 403, 'common.no-permission');
      await as(people[0].s).get('/api/hr/employees').expect(200);
    });
  });

  describe("'Please fill in all fields' (400 permission-group.fill-all-fields), in both languages", () => {
    const incomplete: [string, object][] = [
      ['no name', { permissions: [] }],
      ['a blank name', { permissionGroupName: '  ', permissions: [] }],
      ['no rows list', { permissionGroupName: 'x' }],
      ['a row without permission', { permissionGroupName: 'x', permissions: [{ conditionType: 1, conditionValue: null }] }],
      ['a row with a blank permission', { permissionGroupName: 'x', permissions: [{ permissionId: '  ', conditionType: 1 }] }],
      ['a row without condition type', { permissionGroupName: 'x', permissions: [{ permissionId: 'Admin', conditionValue: null }] }],
      ['a row with a null condition type', { permissionGroupName: 'x', permissions: [{ permissionId: 'Admin', conditionType: null }] }],
      ['single without value', { permissionGroupName: 'x', permissions: [{ permissionId: 'Project.Get', conditionType: 3, conditionValue: {} }] }],
      ['single with a blank value', { permissionGroupName: 'x', permissions: [{ permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: ' ' } }] }],
      ['range without to', { permissionGroupName: 'x', permissions: [{ permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 1 } }] }],
      ['range without from', { permissionGroupName: 'x', permissions: [range('Project.Get', '', 5)] }],
      ['range without value', { permissionGroupName: 'x', permissions: [{ permissionId: 'Project.Get', conditionType: 2, conditionValue: null }] }],
      ['roles without a role', { permissionGroupName: 'x', permissions: [{ permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [] } }] }],
    ];
    for (const [what, body] of incomplete) {
      it(`${what}: on create and on edit`, async () => {
        expectError(await a().post(PG, body), 400, 'permission-group.fill-all-fields', 'Please fill in all fields');
        expectError(await a('vi').post(PG, body), 400, 'permission-group.fill-all-fields', 'Vui lòng điền đầy đủ thông tin');
        const id = (await create(`edit-${what}`, []).expect(201)).body.id;
        expectError(await a().put(`${PG}/${id}`, body), 400, 'permission-group.fill-all-fields', 'Please fill in all fields');
        expect((await groups()).find((g) => g.id === id)).toMatchObject({ name: `edit-${what}`, permissions: [] });
      });
    }
  });

  describe('condition values', () => {
    it('a range exclude list is limited to values strictly between from and to', async () => {
      for (const exclude of [[1], [40], [0], [41], [7, 40]]) {
        expectError(await create('bad-exclude', [range('Project.Get', 1, 40, exclude)]), 400, 'permission-group.exclude-out-of-range',
          'Excluded values must be strictly between From and To');
      }
      expectError(await create('bad-exclude', [range('Project.Get', 1, 40, [1])], 'vi'), 400, 'permission-group.exclude-out-of-range',
        'Giá trị loại trừ phải nằm giữa Từ và Đến (không tính hai đầu)');
      const ok = await create('good-exclude', [range('Project.Get', '1', '40', ['39', 2, 2])]).expect(201);
      // Stored as numbers, the exclude list sorted and once each.
      expect((await groups()).find((g) => g.id === ok.body.id)!.permissions).toEqual([range('Project.Get', 1, 40, [2, 39])]);
      expect((await groups()).some((g) => g.name === 'bad-exclude')).toBe(false);
    });

    it('a range whose from is greater than its to is refused', async () => {
      expectError(await create('bad-order', [range('Project.Get', 40, 1)]), 400, 'permission-group.range-order', 'From must not be greater than To');
      await create('one-value-range', [range('Project.Get', 5, 5)]).expect(201);
    });

    it('values of the wrong kind are 400 permission-group.condition-invalid', async () => {
      const bad = [
        range('Project.Get', 'a', 3),
        range('Project.Get', 1.5, 3),
        range('Project.Get', 1, 3e12),
        range('Project.Get', 1, 9, ['x']),
        { permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 1, to: 9, exclude: 'x' } },
        { permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 1, to: 5000, exclude: Array.from({ length: 1001 }, (_, i) => i + 2) } },
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: 'x'.repeat(101) } },
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: { nested: 1 } } },
        { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [99] } },
        { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: ['dev'] } },
        { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: 12 } },
        { permissionId: 'Admin', conditionType: 9, conditionValue: null },
        { permissionId: 'Admin', conditionType: 'any', conditionValue: null },
      ];
      for (const row of bad) {
        const res = await create('bad-value', [row]);
        expect({ row, status: res.status, code: res.body.code }).toEqual({ row, status: 400, code: 'permission-group.condition-invalid' });
      }
      expect((await groups()).some((g) => g.name === 'bad-value')).toBe(false);
    });

    it('a single value is trimmed; any and none store null; roles are sorted once each', async () => {
      const res = await create('normalized', [
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '  12 ' } },
        { permissionId: 'Admin', conditionType: 1, conditionValue: { stray: true } },
        { permissionId: 'Task.Create', conditionType: 4, conditionValue: 'ignored' },
        { permissionId: 'Task.Edit.Deadline', conditionType: 5, conditionValue: { roles: [13, 12, 13] } },
      ]).expect(201);
      expect((await groups()).find((g) => g.id === res.body.id)!.permissions).toEqual([
        { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: '12' } },
        anyRow('Admin'),
        { permissionId: 'Task.Create', conditionType: 4, conditionValue: null },
        { permissionId: 'Task.Edit.Deadline', conditionType: 5, conditionValue: { roles: [12, 13] } },
      ]);
    });

    it('duplicate rows are removed, on create and on edit', async () => {
      const rows = [anyRow('Admin'), range('Project.Get', 1, 40, [7]), anyRow(' Admin '), range('Project.Get', '1', '40', ['7'])];
      const id = (await create('dupes', rows).expect(201)).body.id;
      expect((await groups()).find((g) => g.id === id)!.permissions).toEqual([anyRow('Admin'), range('Project.Get', 1, 40, [7])]);
      await a().put(`${PG}/${id}`, { permissionGroupName: 'dupes', permissions: [...rows, ...rows] }).expect(200);
      expect((await groups()).find((g) => g.id === id)!.permissions).toEqual([anyRow('Admin'), range('Project.Get', 1, 40, [7])]);
    });

    it('an unknown permission is 400 permission-group.unknown-permission', async () => {
      expectError(await create('unknown', [anyRow('Admin.Nothing')], 'vi'), 400, 'permission-group.unknown-permission', 'Quyền không tồn tại');
    });
  });

  describe('names and ids', () => {
    it("'Cannot create permission group with name system-admin', on create and on rename", async () => {
      expectError(await create('system-admin', []), 400, 'permission-group.system-admin', 'Cannot create permission group with name system-admin');
      expectError(await create('SYSTEM-ADMIN', [], 'vi'), 400, 'permission-group.system-admin', 'Không thể tạo nhóm quyền với tên system-admin');
      const id = (await create('to-rename', []).expect(201)).body.id;
      expectError(await a().put(`${PG}/${id}`, { permissionGroupName: ' system-admin ', permissions: [] }), 400, 'permission-group.system-admin');
      expect((await groups()).find((g) => g.id === id)!.name).toBe('to-rename');
    });

    it('a name is trimmed and at most 100 characters', async () => {
      const id = (await create('  spaced name  ', []).expect(201)).body.id;
      expect((await groups()).find((g) => g.id === id)!.name).toBe('spaced name');
      expectError(await create('n'.repeat(101), []), 400, 'common.validation');
    });

    it("an edit without a usable id is 400 'Permission group ID is missing'", async () => {
      const body = { permissionGroupName: 'whatever', permissions: [] };
      for (const url of [PG, `${PG}/`, `${PG}/0`, `${PG}/abc`, `${PG}/undefined`, `${PG}/null`]) {
        const res = await a().put(url, body);
        expect({ url, status: res.status, code: res.body.code, message: res.body.message })
          .toEqual({ url, status: 400, code: 'permission-group.id-missing', message: 'Permission group ID is missing' });
      }
      expectError(await a('vi').put(`${PG}/null`, body), 400, 'permission-group.id-missing', 'Thiếu mã nhóm quyền');
      expectError(await a().put(`${PG}/99999`, body), 404, 'common.not-found');
    });

    it('the system-admin group: no edit, no delete, but its employees can be edited', async () => {
      const system = (await groups()).find((g) => g.name === 'system-admin')!;
      expectError(await a().put(`${PG}/${system.id}`, { permissionGroupName: 'system-admin', permissions: [] }), 400,
        'permission-group.system-group', 'The system-admin group cannot be edited or deleted');
      expectError(await a().del(`${PG}/${system.id}`), 400, 'permission-group.system-group');
      const { id, s } = await person();
      expectError(await as(s).get(PG), 403, 'common.no-permission');
      await a().put(`${PG}/${system.id}/employees`, { employees: ['admin', id] }).expect(200);
      await as(s).get(PG).expect(200);
      await a().put(`${PG}/${system.id}/employees`, { employees: ['admin'] }).expect(200);
      expectError(await as(s).get(PG), 403, 'common.no-permission');
    });

    it('the seeded Default_Permission_ and Project_Employee_ groups are listed with their names', async () => {
      const names = (await groups()).map((g) => g.name as string);
      expect(names).toContain('Default_Permission_12');
      expect(names).toContain('Project_Employee_25');
    });
  });

  describe('employees', () => {
    it('an unknown or blank employee list entry: 400, nothing changed; members are trimmed and once each', async () => {
      const p = await person();
      const id = (await create('members-rules', []).expect(201)).body.id;
      await a().put(`${PG}/${id}/employees`, { employees: [` ${p.id} `, p.id, ''] }).expect(200);
      expect((await a().get(`${PG}/${id}/employees`).expect(200)).body).toEqual({ employees: [p.id] });
      expectError(await a().put(`${PG}/${id}/employees`, { employees: [p.id, 'nobody-here'] }), 400, 'common.validation');
      expectError(await a().put(`${PG}/${id}/employees`, { employees: 'x' }), 400, 'common.validation');
      expectError(await a().put(`${PG}/${id}/employees`, {}), 400, 'common.validation');
      expect((await a().get(`${PG}/${id}/employees`).expect(200)).body).toEqual({ employees: [p.id] });
      expectError(await a().put(`${PG}/99999/employees`, { employees: [] }), 404, 'common.not-found');
    });
  });

  describe('50 concurrent writes: 201/200/204 or a clear 4xx, never 500', () => {
    const N = 50;

    it('the same name created 50 times at once: one 201, 49 times 409 permission-group.name-exists', async () => {
      const answers = await Promise.all(Array.from({ length: N }, () => create('raced name', [anyRow('Admin')])));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 201)) expectError(r, 409, 'permission-group.name-exists');
      expect((await groups()).filter((g) => g.name === 'raced name')).toHaveLength(1);
    });

    it('50 member lists written to one group at once: all 200, the stored list is one of them', async () => {
      const people = await Promise.all(Array.from({ length: 5 }, () => person()));
      const id = (await create('raced members', [anyRow('Config.PermissionGroup.Get')]).expect(201)).body.id;
      const lists = Array.from({ length: N }, (_, i) => people.filter((_p, j) => (i >> j) & 1 || j === i % 5).map((p) => p.id));
      const answers = await Promise.all(lists.map((employees) => a().put(`${PG}/${id}/employees`, { employees })));
      expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
      const stored = (await a().get(`${PG}/${id}/employees`).expect(200)).body.employees as string[];
      expect(lists.map((l) => [...l].sort().join())).toContain(stored.join());
      const rows = await sql(t.databaseUrl, `select count(*)::int as n from permission_group_employee where group_id = $1`, [id]);
      expect(rows[0].n).toBe(stored.length);
    });

    it('50 edits, renames to one name, member writes and deletes on groups at once', async () => {
      const p = await person();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await create(`mixed-${i}`, [anyRow('Admin')]).expect(201)).body.id);
      const answers = await Promise.all(Array.from({ length: N }, (_, i) => {
        const id = ids[i % ids.length];
        switch (i % 5) {
          case 0: return a().put(`${PG}/${id}`, { permissionGroupName: 'mixed-target', permissions: [anyRow('Admin')] });
          case 1: return a().put(`${PG}/${id}`, { permissionGroupName: `mixed-${i % ids.length}`, permissions: [range('Project.Get', 1, 40, [i % 38 + 2])] });
          case 2: return a().put(`${PG}/${id}/employees`, { employees: [p.id] });
          case 3: return create(`mixed-new-${i % 3}`, [anyRow('Admin')]);
          default: return i > 40 ? a().del(`${PG}/${id}`) : a().get(`${PG}/${id}/employees`);
        }
      }));
      for (const r of answers) {
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400) expect(['permission-group.name-exists', 'common.not-found']).toContain(r.body.code);
      }
      const names = (await groups()).map((g) => g.name);
      expect(names.filter((n) => n === 'mixed-target').length).toBeLessThanOrEqual(1);
      // The ACL version moved: the app still answers for members.
      await as(p.s).get('/api/auth/permissions').expect(200);
    });

    it('the same group deleted 50 times at once: one 204, then 404', async () => {
      const id = (await create('raced delete', []).expect(201)).body.id;
      const answers = await Promise.all(Array.from({ length: N }, () => a().del(`${PG}/${id}`)));
      expect(answers.filter((r) => r.status === 204)).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 204)) expectError(r, 404, 'common.not-found');
    });
  });
});
