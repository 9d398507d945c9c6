import request from 'supertest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Row, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const NEW = { lastName: 'Nguyễn Văn', firstName: 'An', phone: '0901234567', personalEmail: 'an@example.com' };

describe('employees', () => {
  let t: TestApp;
  let admin: Session;
  let target: string;

  const patch = (id: string, body: object, s: Session = admin) =>
    request(t.http).patch(`/api/hr/employees/${id}`).set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const get = (id: string, s: Session = admin) => request(t.http).get(`/api/hr/employees/${id}`).set('Authorization', s.bearer);
  const stored = async (id: string) =>
    (await sql(t.databaseUrl, `select role, role_level, contact_admin, salary::float as salary, contract_start_date, contract_end_date,
      permitted_day_left::float as permitted, first_name, phone, personal_email from employee where id = $1`, [id]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    target = await createEmployee(t.http, admin, { lastName: 'Trần', firstName: 'Target' });
  });
  afterAll(async () => { await t?.close(); });

  describe('create', () => {
    it("generates the id from the name: Nguyễn Văn An -> 'annv', then 'annv2'", async () => {
      const first = await request(t.http).post('/api/hr/employees').set('Authorization', admin.bearer).send(NEW).expect(201);
      expect(first.body.employee).toMatchObject({ id: 'annv', lastName: 'Nguyễn Văn', firstName: 'An', phone: '0901234567', personalEmail: 'an@example.com' });
      const second = await request(t.http).post('/api/hr/employees').set('Authorization', admin.bearer).send(NEW).expect(201);
      expect(second.body.employee.id).toBe('annv2');
      const third = await request(t.http).post('/api/hr/employees').set('Authorization', admin.bearer).send(NEW).expect(201);
      expect(third.body.employee.id).toBe('annv3');
      await get('annv2').expect(200);
    });

    it('refuses a missing or blank field with 400 messages.warning-validate', async () => {
      const before = (await sql(t.databaseUrl, `select count(*)::int as n from employee`))[0].n;
      for (const field of Object.keys(NEW)) {
        for (const value of [undefined, '', '   ']) {
          const body: Record<string, unknown> = { ...NEW, firstName: 'Missing' };
          if (value === undefined) delete body[field]; else body[field] = value;
          const res = await request(t.http).post('/api/hr/employees').set('Authorization', admin.bearer).set('Accept-Language', 'en').send(body);
          expect({ field, value, status: res.status, code: res.body.code, message: res.body.message })
            .toEqual({ field, value, status: 400, code: 'messages.warning-validate', message: 'Please fill in all fields' });
        }
      }
      expect((await sql(t.databaseUrl, `select count(*)::int as n from employee`))[0].n).toBe(before);
    });
  });

  it("lists employees without 'admin'", async () => {
    const res = await request(t.http).get('/api/hr/employees').set('Authorization', admin.bearer).expect(200);
    const ids = (res.body.employees as { id: string }[]).map((e) => e.id);
    expect(ids).toContain(target);
    expect(ids).not.toContain('admin');
    expectError(await get('no-such-person'), 404, 'common.not-found');
  });

  describe('the list is kept between calls, never staler than the table (decision 018)', () => {
    const list = async (gzip = false) => {
      const res = await request(t.http).get('/api/hr/employees').set('Authorization', admin.bearer).set('Accept-Encoding', gzip ? 'gzip' : 'identity').expect(200);
      return { res, byId: new Map((res.body.employees as { id: string; firstName: string; isActive: boolean }[]).map((e) => [e.id, e])) };
    };

    it('shows a change made through the API, and one made by plain SQL, on the next call', async () => {
      expect((await list()).byId.get(target)).toBeDefined();
      expect((await patch(target, { firstName: 'Kept One' })).status).toBe(200);
      expect((await list()).byId.get(target)?.firstName).toBe('Kept One');
      await sql(t.databaseUrl, `update employee set first_name = 'Kept Two' where id = $1`, [target]);
      expect((await list()).byId.get(target)?.firstName).toBe('Kept Two');
      // A transaction that updates one row and inserts another, then a delete: count and versions both move.
      await sql(t.databaseUrl, `with u as (update employee set is_active = false where id = $1 returning id)
        insert into employee (id, first_name, last_name) values ('kept-sql', 'Sql', 'Row')`, [target]);
      const after = await list();
      expect(after.byId.get('kept-sql')?.firstName).toBe('Sql');
      expect(after.byId.get(target)?.isActive).toBe(false);
      await sql(t.databaseUrl, `delete from employee where id = 'kept-sql'`);
      await sql(t.databaseUrl, `update employee set is_active = true, first_name = 'Target' where id = $1`, [target]);
      const last = await list();
      expect(last.byId.has('kept-sql')).toBe(false);
      expect(last.byId.get(target)).toMatchObject({ firstName: 'Target', isActive: true });
    });

    it('answers gzip to a client that takes it, with the same list as the plain answer', async () => {
      const plain = await list(false);
      const zipped = await list(true);
      expect(plain.res.headers['content-encoding']).toBeUndefined();
      expect(zipped.res.headers['content-encoding']).toBe('gzip');
      expect(zipped.res.headers.vary).toMatch(/Accept-Encoding/);
      expect(zipped.res.body).toEqual(plain.res.body);
    });

    it('25 renames racing 25 list reads: no 500, and the next read shows every new name', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 25; i++) ids.push(await createEmployee(t.http, admin, { lastName: 'Đua', firstName: `Kept ${i}` }));
      const results = await Promise.all([
        ...ids.map((id, i) => patch(id, { firstName: `Renamed ${i}` })),
        ...ids.map(() => request(t.http).get('/api/hr/employees').set('Authorization', admin.bearer)),
      ]);
      expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      const { byId } = await list();
      expect(ids.map((id) => byId.get(id)?.firstName)).toEqual(ids.map((_, i) => `Renamed ${i}`));
    });
  });

  describe('PATCH', () => {
    it('changes role, roleLevel and contactAdmin', async () => {
      const res = await patch(target, { role: 12, roleLevel: 33, contactAdmin: 'annv' });
      expect(res.status).toBe(200);
      expect(res.body.employee).toMatchObject({ id: target, role: 12, roleLevel: 33, contactAdmin: 'annv' });
      expect(await stored(target)).toMatchObject({ role: 12, role_level: 33, contact_admin: 'annv' });
      expect((await get(target).expect(200)).body.employee).toMatchObject({ role: 12, roleLevel: 33, contactAdmin: 'annv' });
    });

    it('changes one field and leaves the others as they were', async () => {
      const res = await patch(target, { phone: '0988888888' });
      expect(res.status).toBe(200);
      expect(res.body.employee).toMatchObject({ phone: '0988888888', firstName: 'Target', personalEmail: 'e@example.com' });
      expect(await stored(target)).toMatchObject({ phone: '0988888888', first_name: 'Target', personal_email: 'e@example.com' });
    });

    it('refuses a contract start after its end with contract-date-error', async () => {
      expectError(await patch(target, { contractStartDate: 20250201, contractEndDate: 20250101 }), 400, 'contract-date-error',
        'Contract start date must not be after its end date');
      expect(await stored(target)).toMatchObject({ contract_start_date: null, contract_end_date: null });
      // Against the stored end date as well.
      await sql(t.databaseUrl, `update employee set contract_end_date = 20250101 where id = $1`, [target]);
      expectError(await patch(target, { contractStartDate: 20250301 }), 400, 'contract-date-error');
      await sql(t.databaseUrl, `update employee set contract_end_date = null where id = $1`, [target]);
    });

    it('refuses a negative newSalary with salary-error', async () => {
      await sql(t.databaseUrl, `update employee set salary = 1000 where id = $1`, [target]);
      expectError(await patch(target, { newSalary: -1 }), 400, 'salary-error', 'Salary must not be negative');
      expect((await stored(target)).salary).toBe(1000);
    });

    it('refuses an inactive role level, a system role and an unknown role', async () => {
      const before = await stored(target);
      for (const body of [{ roleLevel: 5 }, { roleLevel: 23 }, { roleLevel: 99 }, { role: 0 }, { role: 1 }, { role: 45 }, { role: 46 }, { role: 99 }]) {
        const res = await patch(target, body);
        expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'messages.warning-validate' });
      }
      const after = await stored(target);
      expect({ role: after.role, level: after.role_level }).toEqual({ role: before.role, level: before.role_level });
    });

    it('refuses a value outside its enumeration with 400 common.validation and changes nothing (no contract log either)', async () => {
      const row = async () => (await sql(t.databaseUrl, `select sex, marital_status, education_level, contract_type, manager_level, updated_at
        from employee where id = $1`, [target]))[0];
      const logs = async () => (await sql(t.databaseUrl, `select count(*)::int as n from contract_log where employee = $1`, [target]))[0].n;
      const before = await row();
      const logsBefore = await logs();
      const bad: [string, unknown][] = [
        ['sex', 3], ['sex', -1], ['maritalStatus', 4], ['educationLevel', 8], ['contractType', 99], ['contractType', 7],
        ['managerLevel', 7], ['managerLevel', 2], ['contractType', '1'],
      ];
      for (const [field, value] of bad) {
        // Sent with a change that would be valid, so a partial write would show.
        const res = await patch(target, { [field]: value, homeTown: 'Refused', newSalary: 99 });
        expectError(res, 400, 'common.validation', 'Please validate the data');
        expect({ field, value, named: [...new Set((res.body.details as Row[]).map((d) => d.field))] }).toEqual({ field, value, named: [field] });
      }
      expect(await row()).toEqual(before);
      expect(await logs()).toBe(logsBefore);
      // The last value of each is accepted.
      const ok = await patch(target, { sex: 2, maritalStatus: 3, educationLevel: 7, contractType: 6, managerLevel: 1 }).expect(200);
      expect(ok.body.employee).toMatchObject({ sex: 2, maritalStatus: 3, educationLevel: 7, contractType: 6, managerLevel: 1 });
      await patch(target, { contractType: 0, managerLevel: 0 }).expect(200);
    });

    it('refuses social insurance dates with the start after the end (employee.insurance-date-error), sent or stored', async () => {
      const insurance = async () => (await sql(t.databaseUrl, `select social_insurance_start_date as s, social_insurance_end_date as e
        from employee where id = $1`, [target]))[0];
      const res = await patch(target, { socialInsuranceStartDate: 20250201, socialInsuranceEndDate: 20250101 });
      expectError(res, 400, 'employee.insurance-date-error', 'Social insurance start date must not be after its end date');
      expect(await insurance()).toEqual({ s: null, e: null });
      await sql(t.databaseUrl, `update employee set social_insurance_end_date = 20250101 where id = $1`, [target]);
      expectError(await request(t.http).patch(`/api/hr/employees/${target}`).set('Authorization', admin.bearer).send({ socialInsuranceStartDate: 20250301 }),
        400, 'employee.insurance-date-error', 'Ngày bắt đầu bảo hiểm xã hội không được sau ngày kết thúc');
      expect(await insurance()).toEqual({ s: null, e: 20250101 });
      // The same day, or no end date, is fine.
      await patch(target, { socialInsuranceStartDate: 20250101 }).expect(200);
      await patch(target, { socialInsuranceEndDate: null, socialInsuranceStartDate: 20250301 }).expect(200);
      expect(await insurance()).toEqual({ s: 20250301, e: null });
      await patch(target, { socialInsuranceStartDate: null }).expect(200);
    });

    it('refuses contactAdmin pointing at the employee or at nobody', async () => {
      expectError(await patch(target, { contactAdmin: target }), 400, 'messages.warning-validate');
      expectError(await patch(target, { contactAdmin: 'no-such-person' }), 400, 'messages.warning-validate');
    });

    it('answers 404 for an unknown employee', async () => {
      expectError(await patch('no-such-person', { phone: '1' }), 404, 'common.not-found');
    });

    it('a role change takes effect on permissions at once', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Lý', firstName: 'Role' });
      const s = await login(t.http, id, 'password-123');
      const group = ((await request(t.http).get('/api/permission-groups').set('Authorization', admin.bearer).expect(200)).body.pgs as
        { id: number; name: string; permissions: object[] }[]).find((g) => g.name === 'Default_Permission_16')!;
      await request(t.http).put(`/api/permission-groups/${group.id}`).set('Authorization', admin.bearer).send({
        permissionGroupName: group.name, permissions: [...group.permissions, { permissionId: 'Admin.Employee.Get', conditionType: 1, conditionValue: null }],
      }).expect(200);
      expectError(await request(t.http).get('/api/hr/employees').set('Authorization', s.bearer), 403, 'common.no-permission');
      expect((await patch(id, { role: 16 })).status).toBe(200);
      await request(t.http).get('/api/hr/employees').set('Authorization', s.bearer).expect(200);
    });
  });

  describe('salary', () => {
    let getter: Session;
    let salaried: Session;
    let editor: Session;

    beforeAll(async () => {
      await sql(t.databaseUrl, `update employee set salary = 12000000 where id = $1`, [target]);
      const a = await createEmployee(t.http, admin, { lastName: 'Vũ', firstName: 'Getter' });
      const b = await createEmployee(t.http, admin, { lastName: 'Vũ', firstName: 'Salaried' });
      const c = await createEmployee(t.http, admin, { lastName: 'Vũ', firstName: 'Editor' });
      await grant(t.http, admin, [a], ['Admin.Employee.Get']);
      await grant(t.http, admin, [b], ['Admin.Employee.Get', 'Admin.Employee.Salary']);
      await grant(t.http, admin, [c], ['Admin.Employee.Get', 'Admin.Employee.Edit']);
      getter = await login(t.http, a, 'password-123');
      salaried = await login(t.http, b, 'password-123');
      editor = await login(t.http, c, 'password-123');
    });

    it('is shown only to holders of Admin.Employee.Salary', async () => {
      expect((await get(target, admin).expect(200)).body.employee.salary).toBe(12000000);
      expect((await get(target, salaried).expect(200)).body.employee.salary).toBe(12000000);
      const hidden = (await get(target, getter).expect(200)).body.employee;
      expect(hidden.id).toBe(target);
      expect(hidden).not.toHaveProperty('salary');
      const list = await request(t.http).get('/api/hr/employees').set('Authorization', getter.bearer).expect(200);
      expect(JSON.stringify(list.body)).not.toContain('12000000');
      expect((list.body.employees as object[]).some((e) => 'salary' in e)).toBe(false);
    });

    it('is not changed by an editor without Admin.Employee.Salary', async () => {
      // Refused (403) or ignored (200): either way the salary stays.
      const res = await patch(target, { newSalary: 1 }, editor);
      expect([200, 403]).toContain(res.status);
      if (res.status === 403) expect(res.body.code).toBe('common.no-permission');
      else expect(res.body.employee).not.toHaveProperty('salary');
      expect((await stored(target)).salary).toBe(12000000);
    });

    it('is changed by admin with newSalary', async () => {
      const res = await patch(target, { newSalary: 15000000 });
      expect(res.status).toBe(200);
      expect(res.body.employee.salary).toBe(15000000);
      expect((await stored(target)).salary).toBe(15000000);
    });
  });

  describe('password and leave days', () => {
    it('PUT password refuses fewer than 8 characters and sets 8 or more', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Đinh', firstName: 'Pass' });
      const put = (password: unknown) => request(t.http).put(`/api/hr/employees/${id}/password`).set('Authorization', admin.bearer)
        .set('Accept-Language', 'en').send({ password });
      expectError(await put('1234567'), 400, 'profile.change-password.note', 'Password must be at least 8 characters');
      expectError(await put(''), 400, 'profile.change-password.note');
      expect((await put(12345678)).status).toBe(400);
      await login(t.http, id, 'password-123');
      await put('12345678').expect(204);
      await login(t.http, id, '12345678');
      expectError(await request(t.http).put('/api/hr/employees/no-such-person/password').set('Authorization', admin.bearer)
        .send({ password: '12345678' }), 404, 'common.not-found');
    });

    it("PUT permitted-day refuses a negative or non-numeric value with the spec's messages and accepts 2.5", async () => {
      const put = (permittedDay: unknown, lang = 'vi') => request(t.http).put(`/api/hr/employees/${target}/permitted-day`)
        .set('Authorization', admin.bearer).set('Accept-Language', lang).send(permittedDay === undefined ? {} : { permittedDay });
      await sql(t.databaseUrl, `update employee set permitted_day_left = 4 where id = $1`, [target]);
      for (const bad of [-1, -0.5, -0.01]) {
        const res = await put(bad);
        expectError(res, 400, 'employee.permitted-day-negative', 'Số ngày phép không được nhỏ hơn 0');
        expect(res.body.details).toEqual([expect.objectContaining({ field: 'permittedDay' })]);
      }
      expectError(await put(-1, 'en'), 400, 'employee.permitted-day-negative', 'Leave days cannot be less than 0');
      // A number is a JSON number: text, null, nothing, booleans, more than a year of days are invalid.
      for (const bad of ['abc', '3', '', null, undefined, true, [3], 367, 1e10]) {
        const res = await put(bad);
        expect({ bad, status: res.status, code: res.body.code, message: res.body.message })
          .toEqual({ bad, status: 400, code: 'employee.permitted-day-invalid', message: 'Số ngày phép không hợp lệ' });
      }
      expectError(await put('abc', 'en'), 400, 'employee.permitted-day-invalid', 'Invalid leave days');
      expect((await stored(target)).permitted).toBe(4);

      const ok = await put(2.5).expect(200);
      expect(ok.body.employee).toMatchObject({ id: target, permittedDayLeft: 2.5 });
      expect((await stored(target)).permitted).toBe(2.5);
      expect((await get(target).expect(200)).body.employee.permittedDayLeft).toBe(2.5);
      await put(0).expect(200);
      expectError(await request(t.http).put('/api/hr/employees/no-such-person/permitted-day').set('Authorization', admin.bearer)
        .send({ permittedDay: 1 }), 404, 'common.not-found');
    });

    it('PUT permitted-day with an unchanged value answers success without writing', async () => {
      const put = (permittedDay: unknown) => request(t.http).put(`/api/hr/employees/${target}/permitted-day`)
        .set('Authorization', admin.bearer).send({ permittedDay });
      await sql(t.databaseUrl, `update employee set permitted_day_left = 3.5, updated_at = now() - interval '1 day' where id = $1`, [target]);
      const written = async () => ((await sql(t.databaseUrl, `select updated_at from employee where id = $1`, [target]))[0].updated_at as Date).getTime();
      const before = await written();
      // 3.54 is 3.5 as the column keeps one decimal.
      for (const same of [3.5, 3.54]) {
        expect((await put(same).expect(200)).body.employee).toEqual({ id: target, permittedDayLeft: 3.5 });
      }
      expect(await written()).toBe(before);
      await put(3.6).expect(200);
      expect(await written()).toBeGreaterThan(before);
      expect((await stored(target)).permitted).toBe(3.6);
    });

    it('PUT permitted-day needs Admin.Employee.Get as the break list does: PermittedLeft.Change alone is 403', async () => {
      const id = await createEmployee(t.http, admin, { lastName: 'Đỗ', firstName: 'Keeper' });
      await grant(t.http, admin, [id], ['PermittedLeft.Change']);
      const keeper = await login(t.http, id, 'password-123');
      await sql(t.databaseUrl, `update employee set permitted_day_left = 2 where id = $1`, [target]);
      const put = () => request(t.http).put(`/api/hr/employees/${target}/permitted-day`).set('Authorization', keeper.bearer).send({ permittedDay: 9 });
      expectError(await put(), 403, 'common.no-permission');
      expectError(await request(t.http).get('/api/hr/reports/breaks').set('Authorization', keeper.bearer), 403, 'common.no-permission');
      expect((await stored(target)).permitted).toBe(2);
      await grant(t.http, admin, [id], ['Admin.Employee.Get']);
      expect((await put().expect(200)).body.employee.permittedDayLeft).toBe(9);
    });

    it('50 concurrent permitted-day edits of one employee: each 200 or its 400 code, never 500; the value is one that was sent', async () => {
      await sql(t.databaseUrl, `update employee set permitted_day_left = 1 where id = $1`, [target]);
      const values = Array.from({ length: 50 }, (_, i) => (i % 10 === 9 ? -1 : i % 10 === 8 ? 'x' : (i % 7) + 0.5));
      const answers = await Promise.all(values.map((permittedDay) => request(t.http).put(`/api/hr/employees/${target}/permitted-day`)
        .set('Authorization', admin.bearer).send({ permittedDay })));
      answers.forEach((res, i) => {
        const v = values[i];
        const expected = v === -1 ? [400, 'employee.permitted-day-negative'] : v === 'x' ? [400, 'employee.permitted-day-invalid'] : [200, undefined];
        expect({ v, status: res.status, code: res.body.code }).toEqual({ v, status: expected[0], code: expected[1] });
        if (res.status === 200) expect(res.body.employee.permittedDayLeft).toBe(v);
      });
      const sent = values.filter((v): v is number => typeof v === 'number' && v >= 0);
      expect(sent).toContain((await stored(target)).permitted);
    });
  });

  describe("the built-in 'admin' account is out of reach (decision 027)", () => {
    let editor: Session;
    const adminRow = async () => (await sql(t.databaseUrl, `select first_name, is_active, role, extra_role, password_hash, icon,
      permitted_day_left::float as days, social_insurance_status, updated_at from employee where id = 'admin'`))[0];

    beforeAll(async () => {
      // Everything an HR editor can hold, but not Admin.
      const id = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Climber' });
      await grant(t.http, admin, [id], ['Admin.Employee.Get', 'Admin.Employee.Edit', 'Admin.Employee.Create', 'Admin.Employee.Salary', 'PermittedLeft.Change']);
      editor = await login(t.http, id, 'password-123');
    });

    it('every employee call answers 404 for it, to an HR editor and to admin itself, and nothing changes', async () => {
      const before = await adminRow();
      for (const [who, s] of [['editor', editor], ['admin', admin]] as const) {
        const b = (r: request.Test) => r.set('Authorization', s.bearer).set('Accept-Language', 'en');
        const calls: [string, request.Test][] = [
          ['get', b(request(t.http).get('/api/hr/employees/admin'))],
          ['patch deactivate', b(request(t.http).patch('/api/hr/employees/admin').send({ isActive: false }))],
          ['patch name', b(request(t.http).patch('/api/hr/employees/admin').send({ firstName: 'Owned' }))],
          ['patch role', b(request(t.http).patch('/api/hr/employees/admin').send({ role: 12, extraRole: [] }))],
          ['password', b(request(t.http).put('/api/hr/employees/admin/password').send({ password: 'taken-over-123' }))],
          ['permitted-day', b(request(t.http).put('/api/hr/employees/admin/permitted-day').send({ permittedDay: 30 }))],
          ['icon', b(request(t.http).put('/api/hr/employees/admin/icon').attach('icon', PNG, 'a.png'))],
          ['icon delete', b(request(t.http).delete('/api/hr/employees/admin/icon'))],
          ['insurance', b(request(t.http).patch('/api/hr/reports/social-insurance/admin').send({ socialInsuranceStatus: true }))],
        ];
        for (const [name, call] of calls) {
          const res = await call;
          expect({ who, name, status: res.status, code: res.body.code, message: res.body.message })
            .toEqual({ who, name, status: 404, code: 'common.not-found', message: 'Not found' });
        }
      }
      expect(await adminRow()).toEqual(before);
      await login(t.http, 'admin', ADMIN_PASSWORD);
      expectError(await request(t.http).post('/api/auth/login').send({ username: 'admin', password: 'taken-over-123' }), 401, 'auth.login.error');
    });
  });

  describe('no one changes their own role or deactivates themselves (decision 027)', () => {
    let id: string;
    let self: Session;
    const own = (body: object, lang = 'en') => request(t.http).patch(`/api/hr/employees/${id}`).set('Authorization', self.bearer)
      .set('Accept-Language', lang).send(body);
    const row = async () => (await sql(t.databaseUrl, `select role, extra_role, is_active, home_town from employee where id = $1`, [id]))[0];
    const holds = async (permission: string) => ((await request(t.http).get('/api/auth/permissions?project=0').set('Authorization', self.bearer)
      .expect(200)).body.permissions as Row[]).some((p) => p.permissionId === permission);

    beforeAll(async () => {
      id = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Self', role: 20 });
      await grant(t.http, admin, [id], ['Admin.Employee.Get', 'Admin.Employee.Edit']);
      self = await login(t.http, id, 'password-123');
    });

    it('own role, extra role or isActive false: 403 employee.own-role in en and vi, nothing changes, no permission gained', async () => {
      const before = await row();
      expect(await holds('Admin')).toBe(false);
      // Role 2 (CEO) would bring Default_Permission_2.
      for (const body of [{ role: 2 }, { extraRole: [2] }, { extraRole: [] as number[], role: 2 }, { isActive: false }, { isActive: false, homeTown: 'x' }, { role: 2, homeTown: 'x' }]) {
        const res = await own(body);
        expect({ body, status: res.status, code: res.body.code, message: res.body.message })
          .toEqual({ body, status: 403, code: 'employee.own-role', message: 'You cannot change your own role or deactivate yourself' });
      }
      expectError(await own({ role: 2 }, 'vi'), 403, 'employee.own-role', 'Bạn không thể tự thay đổi vai trò hoặc tự khóa tài khoản của mình');
      expect(await row()).toEqual(before);
      expect(await holds('Admin.Employee.Get')).toBe(true);
      expect(await holds('Admin')).toBe(false);
    });

    it('sending their own values back, or other fields, is fine; another editor may change their role', async () => {
      const res = await own({ role: 20, extraRole: [], isActive: true, homeTown: 'Huế' }).expect(200);
      expect(res.body.employee).toMatchObject({ role: 20, extraRole: [], isActive: true, homeTown: 'Huế' });
      expect((await patch(id, { extraRole: [13, 15] })).status).toBe(200);
      // The same roles in another order are no change.
      await own({ extraRole: [15, 13] }).expect(200);
      expectError(await own({ extraRole: [13] }), 403, 'employee.own-role');
      await patch(id, { role: 21, extraRole: [] }).expect(200);
      expect(await row()).toMatchObject({ role: 21, extra_role: [], is_active: true });
    });

    it('50 concurrent own edits: the role ones 403, the others 200, never 500; the role stays', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => own(i % 2 ? { role: 2 } : { homeTown: `Town ${i}` })));
      answers.forEach((res, i) => expect({ i, status: res.status }).toEqual({ i, status: i % 2 ? 403 : 200 }));
      const after = await row();
      expect(after.role).toBe(21);
      expect(after.home_town).toMatch(/^Town \d*[02468]$/);
    });
  });
});
