import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

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

    it('PUT permitted-day refuses a negative or non-numeric value and accepts 2.5', async () => {
      const put = (permittedDay: unknown) => request(t.http).put(`/api/hr/employees/${target}/permitted-day`)
        .set('Authorization', admin.bearer).send({ permittedDay });
      await sql(t.databaseUrl, `update employee set permitted_day_left = 4 where id = $1`, [target]);
      for (const bad of [-1, -0.5, 'abc', null]) expect({ bad, status: (await put(bad)).status }).toEqual({ bad, status: 400 });
      expect((await stored(target)).permitted).toBe(4);

      const ok = await put(2.5).expect(200);
      expect(ok.body.employee).toMatchObject({ id: target, permittedDayLeft: 2.5 });
      expect((await stored(target)).permitted).toBe(2.5);
      expect((await get(target).expect(200)).body.employee.permittedDayLeft).toBe(2.5);
      await put(0).expect(200);
      expectError(await request(t.http).put('/api/hr/employees/no-such-person/permitted-day').set('Authorization', admin.bearer)
        .send({ permittedDay: 1 }), 404, 'common.not-found');
    });
  });
});
