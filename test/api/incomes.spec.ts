import { checkIncomeValue, incomeAmountOf } from '@studio/domain';
import request from 'supertest';
import { DEMO_PASSWORD, DemoSeeder } from '../../backend/src/database/seeders/demo.seeder';
import { IncomesRepository } from '../../backend/src/modules/incomes/incomes.repository';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, login, loginAdmin, type Row } from '../support/http';
import { type Actor, type Api, api, Workspace } from '../support/workspace';

const salary = (fields: object = {}) => ({ percent: 100, totalSalary: 20_000_000, actualSalary: 18_500_000, ...fields });
const quarterBonus = (fields: object = {}) => ({
  personalBenchmarkPercentage: 110, quarterBonusBenchmarkPercentage: 95, totalBonus: 5_000_000, quarter: '1', year: 2026, ...fields,
});

describe('employee income', () => {
  let t: TestApp;
  let w: Workspace;
  let admin: Api;
  let accountant: Actor;
  let clerk: Actor;
  let staff: Actor;
  let other: Actor;
  let project: number;
  /** PUT with the session (the workspace client has no put). */
  const put = (who: Actor, path: string, body: object) =>
    request(t.http).put(path).set('Authorization', who.s.bearer).set('Accept-Language', 'en').send(body);
  const list = async (who: Actor | Api, query: Record<string, unknown> = {}) => {
    const client = 'get' in who ? who : w.api(who);
    return (await client.get('/api/incomes', query).expect(200)).body.employeeIncome as Row[];
  };
  const count = async () => Number((await w.q<{ n: string }>(`select count(*) as n from employee_income`))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    admin = w.api(w.admin);
    accountant = await w.employee(19, 'Accountant');
    clerk = await w.employee(52, 'Clerk');
    staff = await w.employee(12, 'Staff');
    other = await w.employee(13, 'Other');
    project = await w.project(7101, [[staff, 12]], 'Income Game');
    await grant(t.http, w.admin.s, [accountant.id], ['EmployeeIncome.Get.All', 'Admin.EmployeeIncome.Set']);
    await grant(t.http, w.admin.s, [clerk.id], ['EmployeeIncome.Get.All']);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });
  beforeEach(async () => { await w.q(`delete from employee_income`); });

  it('records the three kinds, lists them by employee with the newest settlement first', async () => {
    const acc = w.api(accountant);
    const a = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() }).expect(201)).body.income;
    expect(a).toEqual({ id: expect.any(Number), employee: staff.id, type: 1, date: 20260131, income: 18_500_000, isShow: true, value: salary() });
    const b = (await acc.post('/api/incomes', { employee: staff.id, type: 2, date: 20260405, isShow: true, value: quarterBonus({ quarter: 1 }) }).expect(201)).body.income;
    expect(b.value).toEqual(quarterBonus());
    expect(b.income).toBe(5_000_000);
    const c = (await acc.post('/api/incomes', {
      employee: other.id, type: 3, date: 20260301, income: 9_000_000 /* computed: ignored */, value: { totalBonus: 12_000_000, year: 2025, project: [project] },
    }).expect(201)).body.income;
    expect(c).toMatchObject({ isShow: false, income: 12_000_000, value: { totalBonus: 12_000_000, year: 2025, project: [project] } });

    const all = await list(accountant, { from: 20260101, to: 20261231, showHidden: 'true' });
    // 'Other' before 'Staff' (by name); within an employee newest first.
    expect(all.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(all[1]).toEqual(b);
    // Hidden ones only with showHidden=true; a range and an employee filter.
    expect((await list(accountant, { from: 20260101, to: 20261231 })).map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await list(accountant, { from: 20260201, to: 20260331, showHidden: 'true' })).map((x) => x.id)).toEqual([c.id]);
    expect((await list(accountant, { from: 20260101, to: 20261231, showHidden: 'true', employee: `${other.id}, nobody` })).map((x) => x.id)).toEqual([c.id]);
    // The screen's multi-select sends several: each one's incomes, nobody else's.
    expect((await list(accountant, { from: 20260101, to: 20261231, showHidden: 'true', employee: staff.id })).map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await list(accountant, { from: 20260101, to: 20261231, showHidden: 'true', employee: `${staff.id},${other.id}` })).map((x) => x.id))
      .toEqual([c.id, b.id, a.id]);
    expect((await list(accountant, { from: 20260101, to: 20261231, showHidden: 'true', employee: `${staff.id},${accountant.id}` })).map((x) => x.id))
      .toEqual([b.id, a.id]);
    expect(await count()).toBe(3);
    expectError(await w.api(accountant).get('/api/incomes', { from: '2026-01-01' }), 400, 'common.validation');
  });

  it('defaults the range to three months ago until today, counted in Vietnam time', async () => {
    const acc = w.api(accountant);
    for (const date of [20260228, 20260301, 20260601, 20260602]) {
      await acc.post('/api/incomes', { employee: staff.id, type: 1, date, isShow: true, value: salary() }).expect(201);
    }
    // 31 May 18:00 UTC is 1 June 01:00 in Ho Chi Minh City: 1 March .. 1 June.
    w.freeze('2026-05-31T18:00:00Z');
    expect((await list(accountant)).map((x) => x.date)).toEqual([20260601, 20260301]);
    jest.restoreAllMocks();
  });

  it('a list answer kept for speed never outlives a write', async () => {
    const acc = w.api(accountant);
    const q = { from: 20260101, to: 20261231, showHidden: 'true' };
    expect(await list(accountant, q)).toEqual([]);
    const x = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260110, value: salary() }).expect(201)).body.income;
    expect((await list(accountant, q)).map((r) => r.id)).toEqual([x.id]);
    await put(accountant, `/api/incomes/${x.id}`, { date: 20260111 }).expect(200);
    expect((await list(accountant, q))[0].date).toBe(20260111);
    await acc.del(`/api/incomes/${x.id}`).expect(204);
    expect(await list(accountant, q)).toEqual([]);
    // A browser takes gzip; the bytes are the same JSON.
    const zipped = await request(t.http).get('/api/incomes').query(q).set('Authorization', accountant.s.bearer).set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual({ employeeIncome: [] });
  });

  it('calls that arrive while a list is being built wait for that one build', async () => {
    const acc = w.api(accountant);
    const q = { from: 20250101, to: 20251231, showHidden: 'true' };
    const x = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20250110, value: salary() }).expect(201)).body.income;
    const build = jest.spyOn(t.app.get(IncomesRepository), 'versions');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => list(accountant, q)));
      expect(answers.map((a) => a.map((r) => r.id))).toEqual(Array(10).fill([x.id]));
      expect(build).toHaveBeenCalledTimes(1);
      // A write makes the next calls build again, once.
      await acc.del(`/api/incomes/${x.id}`).expect(204);
      expect(await Promise.all(Array.from({ length: 10 }, () => list(accountant, q)))).toEqual(Array(10).fill([]));
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      build.mockRestore();
    }
  });

  it('a write rebuilds only the part of the employee it touched; a list of other months keeps its answer', async () => {
    const acc = w.api(accountant);
    const march = { from: 20240301, to: 20240331, showHidden: 'true' };
    const year = { from: 20240101, to: 20241231, showHidden: 'true' };
    const a = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20240310, value: salary() }).expect(201)).body.income;
    const b = (await acc.post('/api/incomes', { employee: other.id, type: 1, date: 20240705, value: salary() }).expect(201)).body.income;
    expect((await list(accountant, march)).map((r) => r.id)).toEqual([a.id]);
    expect((await list(accountant, year)).map((r) => r.id)).toEqual([b.id, a.id]);
    const repo = t.app.get(IncomesRepository);
    const rebuilds = jest.spyOn(repo, 'versions');
    const parts = jest.spyOn(repo, 'employeeJson');
    try {
      // A July write: the March list is served as kept, the year's rebuilds Staff's part alone.
      const c = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20240720, value: salary() }).expect(201)).body.income;
      expect((await list(accountant, march)).map((r) => r.id)).toEqual([a.id]);
      expect(rebuilds).not.toHaveBeenCalled();
      expect((await list(accountant, year)).map((r) => r.id)).toEqual([b.id, c.id, a.id]);
      expect(parts.mock.calls.map(([, employees]) => employees)).toEqual([[staff.id]]);
      // Moved from July to March: every list shows it where it now is, the July one no more.
      const july = { from: 20240701, to: 20240731, showHidden: 'true' };
      expect((await list(accountant, july)).map((r) => r.id)).toEqual([b.id, c.id]);
      await put(accountant, `/api/incomes/${c.id}`, { date: 20240301 }).expect(200);
      expect((await list(accountant, july)).map((r) => r.id)).toEqual([b.id]);
      expect((await list(accountant, march)).map((r) => r.id)).toEqual([a.id, c.id]);
      expect((await list(accountant, year)).map((r) => r.id)).toEqual([b.id, a.id, c.id]);
      // Written by plain SQL (a seeder, psql): the table's trigger counts it too.
      const [d] = await w.q<{ id: number }>(`insert into employee_income (employee, type, date, income, is_show, value)
        values ($1, 1, 20240315, 1, false, '{}') returning id`, [other.id]);
      expect((await list(accountant, march)).map((r) => r.id)).toEqual([d.id, a.id, c.id]);
      await w.q(`delete from employee_income where id = $1`, [b.id]);
      expect((await list(accountant, year)).map((r) => r.id)).toEqual([d.id, a.id, c.id]);
      // Renamed: the employee's part moves with the name, and the gzip laid from the parts is the same JSON.
      await w.q(`update employee set first_name = 'Zz' where id = $1`, [other.id]);
      await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20240801, value: salary() }).expect(201);
      const plain = await list(accountant, year);
      expect(plain.map((r) => r.employee)).toEqual([staff.id, staff.id, staff.id, other.id]);
      const zipped = await request(t.http).get('/api/incomes').query(year).set('Authorization', accountant.s.bearer).set('Accept-Encoding', 'gzip').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body.employeeIncome).toEqual(plain);
    } finally {
      rebuilds.mockRestore();
      parts.mockRestore();
      await w.q(`update employee set first_name = 'Other' where id = $1`, [other.id]);
    }
  });

  it('50 writers at once: each reads its own write right after it is answered, and the list holds exactly what was written', async () => {
    const acc = w.api(accountant);
    const year = { from: 20230101, to: 20231231, showHidden: 'true' };
    expect(await list(accountant, year)).toEqual([]);
    const ids = await Promise.all(Array.from({ length: 50 }, async (_, i) => {
      const res = await acc.post('/api/incomes', { employee: i % 2 ? staff.id : other.id, type: 1, date: 20230101 + (i % 12) * 100 + i % 28, value: salary({ actualSalary: 1_000 + i }) });
      expect(res.status).toBe(201);
      const id = res.body.income.id as number;
      expect((await list(accountant, year)).map((r) => r.id)).toContain(id);
      expect((await list(accountant, { ...year, employee: i % 2 ? staff.id : other.id })).map((r) => r.id)).toContain(id);
      return id;
    }));
    const shown = await list(accountant, year);
    expect(shown.map((r) => r.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(shown.map((r) => r.income).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => 1_000 + i));
  });

  it('edits (fields left out keep their value) and deletes', async () => {
    const acc = w.api(accountant);
    const x = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, value: salary() }).expect(201)).body.income;
    const edited = (await put(accountant, `/api/incomes/${x.id}`, { ...x, value: salary({ percent: 85, actualSalary: 17_000_000 }) }).expect(200)).body.income;
    expect(edited).toEqual({ ...x, income: 17_000_000, value: salary({ percent: 85, actualSalary: 17_000_000 }) });
    expect((await put(accountant, `/api/incomes/${x.id}`, { date: 20260201 }).expect(200)).body.income).toEqual({ ...edited, date: 20260201 });
    // A new type needs its own value.
    expectError(await put(accountant, `/api/incomes/${x.id}`, { type: 2 }), 400, 'common.validation');
    const retyped = (await put(accountant, `/api/incomes/${x.id}`, { type: 2, value: quarterBonus() }).expect(200)).body.income;
    expect(retyped).toMatchObject({ type: 2, income: 5_000_000, value: quarterBonus() });
    await acc.del(`/api/incomes/${x.id}`).expect(204);
    expectError(await acc.del(`/api/incomes/${x.id}`), 404, 'common.not-found');
    expectError(await put(accountant, `/api/incomes/${x.id}`, { date: 20260201 }), 404, 'common.not-found');
    expect(await count()).toBe(0);
  });

  it('showing an income, or changing whether it shows, needs Admin.EmployeeIncome.Set', async () => {
    const cl = w.api(clerk);
    const refused = await cl.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() });
    expectError(refused, 403, 'income.no-permission-show', 'You do not have permission to change this field');
    const vi = await request(t.http).post('/api/incomes').set('Authorization', clerk.s.bearer).set('Accept-Language', 'vi')
      .send({ employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() });
    expectError(vi, 403, 'income.no-permission-show', 'Bạn không có quyền thay đổi trường này');
    expect(await count()).toBe(0);

    const hidden = (await cl.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, value: salary() }).expect(201)).body.income;
    expectError(await put(clerk, `/api/incomes/${hidden.id}`, { ...hidden, isShow: true }), 403, 'income.no-permission-show');
    const shown = (await put(accountant, `/api/incomes/${hidden.id}`, { ...hidden, isShow: true }).expect(200)).body.income;
    expect(shown.isShow).toBe(true);
    expectError(await put(clerk, `/api/incomes/${hidden.id}`, { isShow: false }), 403, 'income.no-permission-show');
    // Other fields, with isShow unchanged or left out, are the clerk's to edit.
    await put(clerk, `/api/incomes/${hidden.id}`, { ...shown, date: 20260202 }).expect(200);
    const last = (await put(clerk, `/api/incomes/${hidden.id}`, { value: salary({ percent: 50 }) }).expect(200)).body.income;
    expect(last).toMatchObject({ isShow: true, date: 20260202, value: { percent: 50 } });
    // Deleting it would take it away from the employee as hiding it would (decision 027).
    expectError(await w.api(clerk).del(`/api/incomes/${hidden.id}`), 403, 'income.no-permission-delete-shown');
    await w.api(accountant).del(`/api/incomes/${hidden.id}`).expect(204);
  });

  it('deleting an income shown to the employee needs Admin.EmployeeIncome.Set; a hidden one does not', async () => {
    const acc = w.api(accountant);
    const shown = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() }).expect(201)).body.income;
    const hidden = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260228, value: salary() }).expect(201)).body.income;
    const refused = await w.api(clerk).del(`/api/incomes/${shown.id}`);
    expectError(refused, 403, 'income.no-permission-delete-shown', 'You do not have permission to delete an income shown to the employee');
    const vi = await request(t.http).delete(`/api/incomes/${shown.id}`).set('Authorization', clerk.s.bearer).set('Accept-Language', 'vi');
    expectError(vi, 403, 'income.no-permission-delete-shown', 'Bạn không có quyền xóa khoản thu nhập đang hiển thị cho nhân viên');
    expect((await w.api(staff).get('/api/profile/incomes').expect(200)).body.employeeIncome).toEqual([shown]);
    await w.api(clerk).del(`/api/incomes/${hidden.id}`).expect(204);
    expectError(await w.api(clerk).del(`/api/incomes/${hidden.id}`), 404, 'common.not-found');
    expect(await count()).toBe(1);
    await acc.del(`/api/incomes/${shown.id}`).expect(204);
    expect(await count()).toBe(0);
  });

  it('50 concurrent deletes of a shown income by a clerk and an accountant: one 204, the clerk\'s 403 or 404, never 500', async () => {
    const acc = w.api(accountant);
    const shown = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() }).expect(201)).body.income;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => w.api(i % 5 === 4 ? accountant : clerk).del(`/api/incomes/${shown.id}`)
      .then((r) => ({ by: i % 5 === 4 ? 'accountant' : 'clerk', status: r.status, code: r.body?.code }))));
    expect(answers.filter((a) => a.status === 204)).toEqual([{ by: 'accountant', status: 204, code: undefined }]);
    for (const a of answers.filter((x) => x.status !== 204)) {
      expect([
        { by: 'clerk', status: 403, code: 'income.no-permission-delete-shown' },
        { by: 'clerk', status: 404, code: 'common.not-found' },
        { by: 'accountant', status: 404, code: 'common.not-found' },
      ]).toContainEqual(a);
    }
    expect(await count()).toBe(0);
  });

  it('refuses bad incomes with the contract codes and changes nothing', async () => {
    const acc = w.api(accountant);
    const base = { employee: staff.id, type: 1, date: 20260131, value: salary() };
    expectError(await acc.post('/api/incomes', { ...base, value: salary({ percent: 101 }) }), 400, 'income.percent-range');
    expectError(await acc.post('/api/incomes', { ...base, value: salary({ percent: -0.5 }) }), 400, 'income.percent-range');
    expectError(await acc.post('/api/incomes', { ...base, type: 0 }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, type: 4 }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, value: quarterBonus() }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, type: 2 }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, value: salary({ actualSalary: -1 }) }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, value: salary({ totalSalary: 10.5 }) }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, income: -1000 }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, type: 2, value: quarterBonus({ quarter: '5' }) }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, type: 2, value: quarterBonus({ totalBonus: -5 }) }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, type: 3, value: { totalBonus: -1, year: 2026, project: [] } }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, date: 20260230 }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, date: undefined }), 400, 'common.validation');
    expectError(await acc.post('/api/incomes', { ...base, value: undefined }), 400, 'common.validation');
    const noOne = await acc.post('/api/incomes', { ...base, employee: 'nobody-here' });
    expectError(noOne, 400, 'common.reference-missing');
    expect(noOne.body.details).toEqual([expect.objectContaining({ field: 'employee' })]);
    expectError(await acc.post('/api/incomes', { ...base, type: 3, value: { totalBonus: 1, year: 2026, project: [987654] } }), 400, 'common.reference-missing');
    const bad = await acc.post('/api/incomes', { ...base, value: salary({ percent: 'many' }) });
    expectError(bad, 400, 'common.validation');
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'value.percent' })]);
    expect(await count()).toBe(0);

    const x = (await acc.post('/api/incomes', base).expect(201)).body.income;
    expectError(await put(accountant, `/api/incomes/${x.id}`, { value: salary({ percent: 150 }) }), 400, 'income.percent-range');
    expectError(await put(accountant, `/api/incomes/${x.id}`, { employee: 'nobody-here' }), 400, 'common.reference-missing');
    expectError(await put(accountant, `/api/incomes/${x.id}`, { income: -1 }), 400, 'common.validation');
    expect((await list(accountant, { from: 20260101, to: 20260201, showHidden: 'true' }))[0]).toEqual(x);
  });

  it('lists everyone an income may be for: a new hire without a role and a leaver too, never the built-in admin', async () => {
    const hire = await w.employee(0, 'NewHire');
    const leaver = await w.employee(12, 'Leaver');
    await w.q(`update employee set is_active = false where id = $1`, [leaver.id]);
    const { employees } = (await w.api(clerk).get('/api/incomes/employees').expect(200)).body as { employees: Row[] };
    const byId = new Map(employees.map((e) => [e.id, e]));
    expect(byId.get(hire.id)).toEqual({ id: hire.id, name: expect.stringContaining('NewHire'), role: 0, icon: null, isActive: true });
    expect(byId.get(leaver.id)).toMatchObject({ role: 12, isActive: false });
    expect(byId.has('admin')).toBe(false);
    // Active people first.
    const firstInactive = employees.findIndex((e) => !e.isActive);
    expect(employees.slice(firstInactive).every((e) => !e.isActive)).toBe(true);
    // Both may be given an income, and a leaver's final slip lists under them.
    for (const who of [hire, leaver]) await w.api(accountant).post('/api/incomes', { employee: who.id, type: 1, date: 20260131, value: salary() }).expect(201);
    expect((await list(accountant, { from: 20260101, to: 20260228, showHidden: 'true', employee: `${hire.id},${leaver.id}` })).map((x) => x.employee).sort())
      .toEqual([hire.id, leaver.id].sort());
  });

  it('moving a shown income to someone else needs Admin.EmployeeIncome.Set, like showing or hiding it', async () => {
    const acc = w.api(accountant);
    const shown = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() }).expect(201)).body.income;
    expectError(await put(clerk, `/api/incomes/${shown.id}`, { employee: other.id }), 403, 'income.no-permission-show', 'You do not have permission to change this field');
    expectError(await put(clerk, `/api/incomes/${shown.id}`, { ...shown, employee: other.id }), 403, 'income.no-permission-show');
    expect((await w.q(`select employee from employee_income where id = $1`, [shown.id]))[0].employee).toBe(staff.id);
    // A hidden one is nobody's yet: the clerk may move it; the accountant may move a shown one.
    const hidden = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, value: salary() }).expect(201)).body.income;
    expect((await put(clerk, `/api/incomes/${hidden.id}`, { employee: other.id }).expect(200)).body.income.employee).toBe(other.id);
    expect((await put(accountant, `/api/incomes/${shown.id}`, { employee: other.id }).expect(200)).body.income.employee).toBe(other.id);
    // Sending the same employee back is no move.
    await put(clerk, `/api/incomes/${shown.id}`, { employee: other.id, date: 20260201 }).expect(200);
  });

  it('an ordinary employee reaches no income call but their own shown incomes', async () => {
    const acc = w.api(accountant);
    const mine = (await acc.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, isShow: true, value: salary() }).expect(201)).body.income;
    const bonus = (await acc.post('/api/incomes', { employee: staff.id, type: 3, date: 20251215, isShow: true, value: { totalBonus: 3_000_000, year: 2025, project: [project] } }).expect(201)).body.income;
    const hiddenMine = (await acc.post('/api/incomes', { employee: staff.id, type: 2, date: 20260405, value: quarterBonus() }).expect(201)).body.income;
    const theirs = (await acc.post('/api/incomes', { employee: other.id, type: 1, date: 20260131, isShow: true, value: salary() }).expect(201)).body.income;

    const s = w.api(staff);
    expectError(await s.get('/api/incomes'), 403, 'common.no-permission');
    expectError(await s.get('/api/incomes', { employee: other.id }), 403, 'common.no-permission');
    expectError(await s.get('/api/incomes/projects'), 403, 'common.no-permission');
    expectError(await s.get('/api/incomes/employees'), 403, 'common.no-permission');
    expectError(await s.post('/api/incomes', { employee: staff.id, type: 1, date: 20260131, value: salary() }), 403, 'common.no-permission');
    expectError(await put(staff, `/api/incomes/${theirs.id}`, { isShow: false }), 403, 'common.no-permission');
    expectError(await put(staff, `/api/incomes/${mine.id}`, { income: 99_000_000 }), 403, 'common.no-permission');
    expectError(await s.del(`/api/incomes/${theirs.id}`), 403, 'common.no-permission');
    expectError(await s.get(`/api/incomes/${theirs.id}`), 404, 'common.not-found');

    const own = (await s.get('/api/profile/incomes').expect(200)).body;
    expect(own.employeeIncome).toEqual([mine, bonus]);
    expect(own.projects).toEqual([{ id: project, name: 'Income Game' }]);
    expect(own.employeeIncome.map((x: Row) => x.id)).not.toContain(hiddenMine.id);
    expect((await s.get('/api/profile/incomes', { year: 2025 }).expect(200)).body.employeeIncome).toEqual([bonus]);
    expectError(await s.get('/api/profile/incomes', { year: 'abc' }), 400, 'common.validation');
    // The other employee sees theirs only; a query for someone else is not a thing.
    expect((await w.api(other).get('/api/profile/incomes', { employee: staff.id }).expect(200)).body.employeeIncome).toEqual([theirs]);
    expect((await w.api(clerk).get('/api/profile/incomes').expect(200)).body.employeeIncome).toEqual([]);
    expect(await count()).toBe(4);
    // Admin holds everything.
    expect((await list(admin, { from: 20250101, to: 20261231, showHidden: 'true' })).length).toBe(4);
  });

  it('50 concurrent creates, edits and deletes leave consistent data', async () => {
    const acc = w.api(accountant);
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      acc.post('/api/incomes', { employee: i % 2 ? staff.id : other.id, type: 1, date: 20260101 + i % 28, isShow: i % 3 === 0, value: salary({ actualSalary: 1_000_000 + i }) })));
    expect(created.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(await count()).toBe(50);
    expect((await list(accountant, { from: 20260101, to: 20260131, showHidden: 'true' })).length).toBe(50);

    const target = created[0].body.income;
    // Half by the clerk, who may not change isShow: those flipping it are refused, the rest land.
    const edits = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      put(i % 2 ? clerk : accountant, `/api/incomes/${target.id}`, { isShow: i % 4 === 1 ? !target.isShow : i % 4 === 2 ? !target.isShow : undefined, value: salary({ actualSalary: 2_000_000 + i }) })));
    for (const r of edits) expect([200, 403]).toContain(r.status);
    expect(edits.filter((r) => r.status === 500)).toEqual([]);
    const [row] = await w.q<Row>(`select income::int as income, is_show, value from employee_income where id = $1`, [target.id]);
    const landed = edits.filter((r) => r.status === 200).map((r) => r.body.income.income);
    expect(landed).toContain(row.income);
    expect(row.value.actualSalary).toBe(row.income);
    // Every refused edit was a clerk's isShow change.
    edits.forEach((r, i) => { if (r.status === 403) expect(i % 2 === 1 && i % 4 === 1).toBe(true); });

    const removals = await Promise.all(Array.from({ length: 50 }, () => acc.del(`/api/incomes/${target.id}`)));
    expect(removals.filter((r) => r.status === 204).length).toBe(1);
    expect(removals.filter((r) => r.status === 404).length).toBe(49);
    expect(await count()).toBe(49);
    expect((await list(accountant, { from: 20260101, to: 20260131, showHidden: 'true' })).length).toBe(49);
  });
});

describe('demo data: incomes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('seed:demo records valid slips and bonuses of every type; an employee sees only their shown ones', async () => {
    expect(await t.app.get(DemoSeeder).run()).toBe(true);
    const admin = api(t, await loginAdmin(t.http));
    const all = (await admin.get('/api/incomes', { from: 20000101, to: 20991231, showHidden: 'true' }).expect(200)).body.employeeIncome as Row[];
    expect(new Set(all.map((x) => x.type))).toEqual(new Set([1, 2, 3]));
    for (const x of all) {
      expect(checkIncomeValue(x.type, x.value)).toEqual({ ok: x.value });
      expect(x.income).toBe(incomeAmountOf(x.type, x.value));
      expect(x.income % 1000).toBe(0);
    }
    // The default range (three months) is not empty on the demo.
    expect((await admin.get('/api/incomes').expect(200)).body.employeeIncome.length).toBeGreaterThan(0);
    const someone = all.find((x) => x.type === 3)!.employee as string;
    const s = await login(t.http, someone, DEMO_PASSWORD);
    const own = (await api(t, s).get('/api/profile/incomes').expect(200)).body;
    expect(own.employeeIncome.length).toBe(all.filter((x) => x.employee === someone && x.isShow).length);
    expect(own.employeeIncome.length).toBeLessThan(all.filter((x) => x.employee === someone).length);
    expect(own.projects.length).toBeGreaterThan(0);
  });
});
