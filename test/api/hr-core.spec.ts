// Issue 10, part A: the contract log, salary privacy on every call that answers employees,
// employee icons, and the gates of the HR calls (an HR group without Admin gets in, an ordinary
// employee gets 403).
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Row, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The keys of a contract log row: API.md's, plus who made the change (decision 028). */
const LOG_KEYS = ['id', 'employee', 'name', 'date', 'reason', 'oldSalary', 'oldContractType', 'oldStartDate', 'oldEndDate', 'newSalary',
  'newContractType', 'newStartDate', 'newEndDate', 'oldRole', 'oldRoleLevel', 'newRole', 'newRoleLevel', 'oldManagerLevel',
  'newManagerLevel', 'changedBy', 'changedByName'].sort();

/** Today in the company time zone, yyyymmdd. */
function todayVn(): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date());
  return Number(parts.replace(/-/g, ''));
}

describe('HR core: contract log, salary privacy, icons, gates', () => {
  let t: TestApp;
  let admin: Session;
  let ordinary: Session;
  let ordinaryId: string;

  const patch = (id: string, body: object, s: Session = admin) =>
    request(t.http).patch(`/api/hr/employees/${id}`).set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const logs = (employee?: string, s: Session = admin) =>
    request(t.http).get('/api/hr/reports/contract-logs').query(employee ? { employee } : {}).set('Authorization', s.bearer);
  const storedLogs = (id: string) =>
    sql(t.databaseUrl, `select *, old_salary::float8 as old_salary, new_salary::float8 as new_salary from contract_log where employee = $1 order by id`, [id]);
  const countLogs = async (id: string) => (await sql(t.databaseUrl, `select count(*)::int as n from contract_log where employee = $1`, [id]))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    ordinaryId = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: 'Thường', role: 12 });
    ordinary = await login(t.http, ordinaryId, 'password-123');
  });
  afterAll(async () => { await t?.close(); });

  describe('contract log', () => {
    let id: string;
    beforeEach(async () => {
      id = await createEmployee(t.http, admin, { lastName: 'Phan', firstName: 'Log' });
      await sql(t.databaseUrl, `update employee set salary = 10000000, contract_type = 1, contract_start_date = 20250101,
        contract_end_date = 20251231, role = 12, role_level = 32, manager_level = 0 where id = $1`, [id]);
    });

    it('each followed field, changed alone, writes exactly one row with every old and new value', async () => {
      const before = {
        oldSalary: 10000000, oldContractType: 1, oldStartDate: 20250101, oldEndDate: 20251231, oldRole: 12, oldRoleLevel: 32, oldManagerLevel: 0,
      };
      const same = {
        newSalary: 10000000, newContractType: 1, newStartDate: 20250101, newEndDate: 20251231, newRole: 12, newRoleLevel: 32, newManagerLevel: 0,
      };
      const cases: [object, Row][] = [
        [{ newSalary: 12000000 }, { newSalary: 12000000 }],
        [{ contractType: 2 }, { newContractType: 2 }],
        [{ contractStartDate: 20250201 }, { newStartDate: 20250201 }],
        [{ contractEndDate: 20261231 }, { newEndDate: 20261231 }],
        [{ role: 13 }, { newRole: 13 }],
        [{ roleLevel: 33 }, { newRoleLevel: 33 }],
        [{ managerLevel: 1 }, { newManagerLevel: 1 }],
      ];
      let expected = { ...before, ...same };
      for (const [body, change] of cases) {
        const n = await countLogs(id);
        expect((await patch(id, body)).status).toBe(200);
        expect({ body, rows: await countLogs(id) }).toEqual({ body, rows: n + 1 });
        // The row just written (the list is by effective date, and a start date change is dated at that start).
        const newest = ((await logs(id).expect(200)).body.logs as Row[]).reduce((a, b) => (b.id > a.id ? b : a));
        const olds = Object.fromEntries(Object.entries(expected).filter(([k]) => k.startsWith('new')).map(([k, v]) => [`old${k.slice(3)}`, v]));
        expected = { ...expected, ...olds, ...change };
        expect(newest).toMatchObject({ employee: id, name: 'Phan Log', ...expected });
      }
      // Who made each change is kept.
      expect((await storedLogs(id)).every((r) => r.changed_by === 'admin')).toBe(true);
    });

    it('answers exactly the API.md shape, newest first, filtered by employee', async () => {
      await patch(id, { newSalary: 11000000, reason: 'Yearly raise', effectiveDate: 20260101 }).expect(200);
      await patch(id, { roleLevel: 33, skillChangeReason: 'Promoted' }).expect(200);
      const res = await logs(id).expect(200);
      expect(Object.keys(res.body)).toEqual(['logs']);
      expect(res.body.logs).toHaveLength(2);
      for (const row of res.body.logs) expect(Object.keys(row).sort()).toEqual(LOG_KEYS);
      const [second, first] = res.body.logs;
      expect(first).toMatchObject({ date: 20260101, reason: 'Yearly raise', oldSalary: 10000000, newSalary: 11000000, oldRoleLevel: 32, newRoleLevel: 32 });
      expect(second).toMatchObject({ date: todayVn(), reason: 'Promoted', oldSalary: 11000000, newSalary: 11000000, oldRoleLevel: 32, newRoleLevel: 33 });
      expect(typeof first.id).toBe('number');
      // Who made each change, by id and name.
      for (const row of res.body.logs) expect(row).toMatchObject({ changedBy: 'admin', changedByName: 'Administrator' });
      // Without a filter: every employee's rows, this one's among them; newest effective date first.
      const all = (await logs().expect(200)).body.logs as Row[];
      expect(all.filter((r) => r.employee === id)).toHaveLength(2);
      const dates = all.map((r) => r.date as number);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect((await logs('no-such-person').expect(200)).body.logs).toEqual([]);
    });

    it('names who made each change: the HR person who saved it, not the admin', async () => {
      const hrId = await createEmployee(t.http, admin, { lastName: 'Đoàn', firstName: 'Nhân Sự' });
      await grant(t.http, admin, [hrId], ['Admin.Employee.Get', 'Admin.Employee.Edit', 'Admin.Employee.Salary']);
      const hr = await login(t.http, hrId, 'password-123');
      await patch(id, { newSalary: 12000000, reason: 'Raise by HR' }, hr).expect(200);
      await patch(id, { roleLevel: 33 }).expect(200);
      const [byAdmin, byHr] = (await logs(id, hr).expect(200)).body.logs as Row[];
      expect(byHr).toMatchObject({ reason: 'Raise by HR', changedBy: hrId, changedByName: 'Đoàn Nhân Sự' });
      expect(byAdmin).toMatchObject({ newRoleLevel: 33, changedBy: 'admin', changedByName: 'Administrator' });
      // A row written without a person (demo history, imports) answers nulls, not an empty name.
      await sql(t.databaseUrl, `update contract_log set changed_by = null where employee = $1`, [id]);
      for (const row of (await logs(id).expect(200)).body.logs as Row[]) expect(row).toMatchObject({ changedBy: null, changedByName: null });
    });

    it('takes the reason from contractChangeReason and the date from contractStartDate when not given', async () => {
      await patch(id, { newSalary: 13000000, contractType: 2, contractStartDate: 20260201, contractEndDate: 20270131,
        contractChangeReason: 'New official contract' }).expect(200);
      const rows = await storedLogs(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ date: 20260201, reason: 'New official contract', old_salary: 10000000, new_salary: 13000000,
        old_contract_type: 1, new_contract_type: 2, old_start_date: 20250101, new_start_date: 20260201, old_end_date: 20251231, new_end_date: 20270131 });
    });

    it('an edit that changes none of the followed fields writes none', async () => {
      await patch(id, { phone: '0911222333', homeTown: 'Huế', quitReason: null }).expect(200);
      // Followed fields sent with their current values.
      await patch(id, { newSalary: 10000000, contractType: 1, role: 12, roleLevel: 32, managerLevel: 0, contractStartDate: 20250101 }).expect(200);
      await patch(id, { contractChangeReason: 'only a reason', effectiveDate: 20260101 }).expect(200);
      expect(await countLogs(id)).toBe(0);
    });

    it('a refused edit writes none and changes nothing', async () => {
      const getter = await createEmployee(t.http, admin, { lastName: 'Vũ', firstName: 'NoSalary' });
      await grant(t.http, admin, [getter], ['Admin.Employee.Get', 'Admin.Employee.Edit']);
      const editor = await login(t.http, getter, 'password-123');
      expectError(await patch(id, { newSalary: 20000000, contractStartDate: 20260301, contractEndDate: 20260101 }), 400, 'contract-date-error');
      expectError(await patch(id, { newSalary: -1, roleLevel: 33 }), 400, 'salary-error');
      expectError(await patch(id, { newSalary: 20000000, role: 1 }), 400, 'messages.warning-validate');
      expectError(await patch(id, { roleLevel: 33, effectiveDate: 20261340 }), 400, 'common.validation');
      expectError(await patch(id, { roleLevel: 33, contactAdmin: 'no-such-person' }), 400, 'messages.warning-validate');
      expectError(await patch(id, { newSalary: 20000000 }, editor), 403, 'common.no-permission');
      expectError(await patch(id, { roleLevel: 33 }, ordinary), 403, 'common.no-permission');
      expect(await countLogs(id)).toBe(0);
      const [row] = await sql(t.databaseUrl, `select salary::float8 as salary, role, role_level, contract_start_date from employee where id = $1`, [id]);
      expect(row).toEqual({ salary: 10000000, role: 12, role_level: 32, contract_start_date: 20250101 });
    });

    it('50 concurrent salary changes give 50 rows, each starting from the previous one', async () => {
      const salaries = Array.from({ length: 50 }, (_, i) => 20_000_000 + i * 100_000);
      const answers = await Promise.all(salaries.map((newSalary) => patch(id, { newSalary, reason: `raise ${newSalary}` })));
      expect(answers.map((r) => r.status)).toEqual(salaries.map(() => 200));
      const rows = await storedLogs(id);
      expect(rows).toHaveLength(50);
      expect(rows[0].old_salary).toBe(10000000);
      for (let i = 1; i < rows.length; i++) expect({ i, old: rows[i].old_salary }).toEqual({ i, old: rows[i - 1].new_salary });
      expect(rows.map((r) => r.new_salary).sort()).toEqual([...salaries].sort());
      for (const r of rows) expect(r.reason).toBe(`raise ${r.new_salary}`);
      const [stored] = await sql(t.databaseUrl, `select salary::float8 as salary from employee where id = $1`, [id]);
      expect(stored.salary).toBe(rows[49].new_salary);
    });

    it('50 concurrent mixed edits (salary, level, role) keep every field chained', async () => {
      const bodies = Array.from({ length: 50 }, (_, i) =>
        (i % 3 === 0 ? { newSalary: 30_000_000 + i } : i % 3 === 1 ? { roleLevel: i % 2 ? 33 : 34 } : { role: i % 2 ? 13 : 14 }));
      const answers = await Promise.all(bodies.map((b) => patch(id, b)));
      expect(answers.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual([]);
      const rows = await storedLogs(id);
      // An edit that happened to set the value already there writes none; every row is a real change.
      expect(rows.length).toBeGreaterThan(16);
      expect(rows.length).toBeLessThanOrEqual(50);
      for (let i = 1; i < rows.length; i++) {
        for (const f of ['salary', 'role', 'role_level', 'contract_type', 'manager_level']) {
          expect({ i, f, old: rows[i][`old_${f}`] }).toEqual({ i, f, old: rows[i - 1][`new_${f}`] });
        }
        const r = rows[i];
        expect(r.old_salary !== r.new_salary || r.old_role !== r.new_role || r.old_role_level !== r.new_role_level).toBe(true);
      }
    });
  });

  describe('contract log permissions', () => {
    it('needs Admin.Employee.Salary and Admin.Employee.Get', async () => {
      const [a, b, c] = [
        await createEmployee(t.http, admin, { lastName: 'Quyền', firstName: 'Get' }),
        await createEmployee(t.http, admin, { lastName: 'Quyền', firstName: 'Salary' }),
        await createEmployee(t.http, admin, { lastName: 'Quyền', firstName: 'Both' }),
      ];
      await grant(t.http, admin, [a], ['Admin.Employee.Get', 'Admin.Employee.Edit']);
      await grant(t.http, admin, [b], ['Admin.Employee.Salary']);
      await grant(t.http, admin, [c], ['Admin.Employee.Get', 'Admin.Employee.Salary']);
      expectError(await logs(undefined, ordinary), 403, 'common.no-permission');
      expectError(await logs(ordinaryId, ordinary), 403, 'common.no-permission');
      expectError(await logs(undefined, await login(t.http, a, 'password-123')), 403, 'common.no-permission');
      expectError(await logs(undefined, await login(t.http, b, 'password-123')), 403, 'common.no-permission');
      const ok = await logs(undefined, await login(t.http, c, 'password-123')).expect(200);
      expect(Array.isArray(ok.body.logs)).toBe(true);
      expectError(await request(t.http).get('/api/hr/reports/contract-logs'), 401, 'common.unauthorized');
    });
  });

  describe('salary privacy', () => {
    it('no call that answers employees shows a salary to someone without Admin.Employee.Salary', async () => {
      const SALARY = 987654321;
      const hr = await createEmployee(t.http, admin, { lastName: 'Nhân', firstName: 'Sự', role: 20 });
      await grant(t.http, admin, [hr], ['Admin.Employee.Get', 'Admin.Employee.Edit', 'Admin.Employee.Create', 'PermittedLeft.Change',
        'Project.Create', 'Dashboard.Benchmark', 'Project.Get']);
      const s = await login(t.http, hr, 'password-123');
      await sql(t.databaseUrl, `update employee set salary = $1 where id <> 'admin'`, [SALARY]);
      const project = (await sql(t.databaseUrl, `select id from project order by id limit 1`))[0]?.id as number | undefined;

      const calls: [string, request.Test][] = [
        ['GET list', request(t.http).get('/api/hr/employees')],
        ['GET one', request(t.http).get(`/api/hr/employees/${ordinaryId}`)],
        ['GET self', request(t.http).get(`/api/hr/employees/${hr}`)],
        ['POST', request(t.http).post('/api/hr/employees').send({ lastName: 'Mới', firstName: 'Người', phone: '1', personalEmail: 'n@x.vn' })],
        ['PATCH', request(t.http).patch(`/api/hr/employees/${ordinaryId}`).send({ homeTown: 'Đà Nẵng', roleLevel: 33 })],
        ['PUT permitted-day', request(t.http).put(`/api/hr/employees/${ordinaryId}/permitted-day`).send({ permittedDay: 3 })],
        ['PUT icon', request(t.http).put(`/api/hr/employees/${ordinaryId}/icon`).attach('icon', PNG, 'a.png')],
        ['DELETE icon', request(t.http).delete(`/api/hr/employees/${ordinaryId}/icon`)],
        ['auth/me', request(t.http).get('/api/auth/me')],
        ['employees/options', request(t.http).get('/api/employees/options')],
        ['viewable-employees', request(t.http).get('/api/dashboard/viewable-employees')],
        ['projects/candidates', request(t.http).get('/api/projects/candidates')],
        ...(project !== undefined ? [['project', request(t.http).get(`/api/projects/${project}`)] as [string, request.Test]] : []),
      ];
      for (const [name, call] of calls) {
        const res = await call.set('Authorization', s.bearer);
        expect({ name, ok: res.status < 300 }).toEqual({ name, ok: true });
        // No key naming a salary (an employee may well be called 'Salary') and not the amount.
        expect({ name, leak: /"[a-z]*salary"\s*:/i.test(res.text) || res.text.includes(String(SALARY)) }).toEqual({ name, leak: false });
      }
      // The same calls do show it to a holder of Admin.Employee.Salary.
      expect((await request(t.http).get(`/api/hr/employees/${ordinaryId}`).set('Authorization', admin.bearer).expect(200)).body.employee.salary)
        .toBe(SALARY);
      // The list has no salary for anybody (it is not a salary screen).
      expect((await request(t.http).get('/api/hr/employees').set('Authorization', admin.bearer).expect(200)).text).not.toMatch(/"[a-z]*salary"\s*:/i);
    });
  });

  describe('icons', () => {
    it('uploads a picture that is served, replaces and removes it; refuses what is not an image', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Hình', firstName: 'Ảnh' });
      const put = (s: Session = admin) => request(t.http).put(`/api/hr/employees/${id}/icon`).set('Authorization', s.bearer).set('Accept-Language', 'en');
      const res = await put().attach('icon', PNG, 'me.png').expect(200);
      const url = res.body.employee.icon as string;
      expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
      const served = await request(t.http).get(url).set('Authorization', ordinary.bearer).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
      const list = (await request(t.http).get('/api/hr/employees').set('Authorization', admin.bearer).expect(200)).body.employees as Row[];
      expect(list.find((e) => e.id === id)?.icon).toBe(url);

      expectError(await put().attach('icon', Buffer.from('not an image'), { filename: 'x.png', contentType: 'image/png' }), 400,
        'employee.icon-not-image', 'The picture must be a PNG, JPEG, GIF or WebP image');
      expectError(await put().attach('icon', Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'big.png'), 413, 'employee.icon-too-large');
      expectError(await put(), 400, 'file.required');
      expectError(await put(ordinary).attach('icon', PNG, 'me.png'), 403, 'common.no-permission');
      expectError(await request(t.http).put('/api/hr/employees/no-such-person/icon').set('Authorization', admin.bearer).attach('icon', PNG, 'a.png'),
        404, 'common.not-found');
      expect((await sql(t.databaseUrl, `select icon from employee where id = $1`, [id]))[0].icon).toBe(url);

      const second = (await put().attach('icon', PNG, 'again.png').expect(200)).body.employee.icon as string;
      expect(second).not.toBe(url);
      expectError(await request(t.http).delete(`/api/hr/employees/${id}/icon`).set('Authorization', ordinary.bearer), 403, 'common.no-permission');
      expect((await request(t.http).delete(`/api/hr/employees/${id}/icon`).set('Authorization', admin.bearer).expect(200)).body.employee.icon).toBeNull();
    });
  });

  describe('gates', () => {
    it('an ordinary employee gets 403 on every HR call', async () => {
      const b = (r: request.Test) => r.set('Authorization', ordinary.bearer);
      const calls: [string, request.Test][] = [
        ['list', b(request(t.http).get('/api/hr/employees'))],
        ['get', b(request(t.http).get(`/api/hr/employees/${ordinaryId}`))],
        ['create', b(request(t.http).post('/api/hr/employees').send({ lastName: 'A', firstName: 'B', phone: '1', personalEmail: 'a@b.c' }))],
        ['patch', b(request(t.http).patch(`/api/hr/employees/${ordinaryId}`).send({ newSalary: 99 }))],
        ['password', b(request(t.http).put(`/api/hr/employees/${ordinaryId}/password`).send({ password: 'whatever-123' }))],
        ['permitted-day', b(request(t.http).put(`/api/hr/employees/${ordinaryId}/permitted-day`).send({ permittedDay: 30 }))],
        ['icon', b(request(t.http).put(`/api/hr/employees/${ordinaryId}/icon`).attach('icon', PNG, 'a.png'))],
        ['icon delete', b(request(t.http).delete(`/api/hr/employees/${ordinaryId}/icon`))],
        ['contract logs', b(request(t.http).get('/api/hr/reports/contract-logs'))],
      ];
      for (const [name, call] of calls) {
        const res = await call;
        expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 403, code: 'common.no-permission' });
      }
    });

    it('an HR group member with Admin.Employee.Get and without Admin reads the employee list', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Nhóm', firstName: 'HR', role: 20 });
      await grant(t.http, admin, [id], ['Admin.Employee.Get'], 'HR team');
      const s = await login(t.http, id, 'password-123');
      const perms = (await request(t.http).get('/api/auth/permissions?project=0').set('Authorization', s.bearer).expect(200)).body.permissions as Row[];
      expect(perms.some((p) => p.permissionId === 'Admin')).toBe(false);
      const list = await request(t.http).get('/api/hr/employees').set('Authorization', s.bearer).expect(200);
      expect((list.body.employees as Row[]).some((e) => e.id === ordinaryId)).toBe(true);
      await request(t.http).get(`/api/hr/employees/${ordinaryId}`).set('Authorization', s.bearer).expect(200);
      expectError(await patch(ordinaryId, { homeTown: 'x' }, s), 403, 'common.no-permission');
    });

    it('Admin.Break.Edit opens an employee read-only: no write is allowed without Admin.Employee.Edit (decision 028)', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Chỉ', firstName: 'Xem', role: 20 });
      await grant(t.http, admin, [id], ['Admin.Employee.Get', 'Admin.Break.Edit'], 'Employee viewers');
      const s = await login(t.http, id, 'password-123');
      const [before] = await sql(t.databaseUrl, `select * from employee where id = $1`, [ordinaryId]);
      const logsBefore = await countLogs(ordinaryId);
      await request(t.http).get(`/api/hr/employees/${ordinaryId}`).set('Authorization', s.bearer).expect(200);
      const b = (r: request.Test) => r.set('Authorization', s.bearer);
      const writes: [string, request.Test][] = [
        ['patch', b(request(t.http).patch(`/api/hr/employees/${ordinaryId}`).send({ homeTown: 'Huế', roleLevel: 33 }))],
        ['password', b(request(t.http).put(`/api/hr/employees/${ordinaryId}/password`).send({ password: 'whatever-123' }))],
        ['icon', b(request(t.http).put(`/api/hr/employees/${ordinaryId}/icon`).attach('icon', PNG, 'a.png'))],
        ['icon delete', b(request(t.http).delete(`/api/hr/employees/${ordinaryId}/icon`))],
      ];
      for (const [name, call] of writes) {
        const res = await call;
        expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 403, code: 'common.no-permission' });
      }
      expect((await sql(t.databaseUrl, `select * from employee where id = $1`, [ordinaryId]))[0]).toEqual(before);
      expect(await countLogs(ordinaryId)).toBe(logsBefore);
    });
  });
});
