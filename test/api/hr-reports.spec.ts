import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

/** 10:00 in Ho Chi Minh City on 2026-03-31 (UTC still the 31st; the month is March). */
const NOW = '2026-03-31T03:00:00.000Z';

describe('HR reports (API.md "HR reports")', () => {
  let t: TestApp;
  let w: Workspace;
  let hr: Actor;
  let hrEditor: Actor;
  let editOnly: Actor;
  let leaveKeeper: Actor;
  let leaveOnly: Actor;
  let plain: Actor;
  let h: Api;

  /** An employee written in SQL with the given columns. */
  async function person(role: number, cols: Record<string, unknown> = {}): Promise<string> {
    const e = await w.employee(role);
    const keys = Object.keys(cols);
    if (keys.length) await w.q(`update employee set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where id = $1`, [e.id, ...Object.values(cols)]);
    return e.id;
  }
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    // Everyone in the template studio is moved out of the reports' way.
    await w.q(`update employee set dob = null, quit_date = null, contract_type = 0 where id <> 'admin'`);
    hr = await w.employee(20, 'Hr');
    hrEditor = await w.employee(20, 'HrEditor');
    leaveKeeper = await w.employee(52, 'Keeper');
    editOnly = await w.employee(20, 'EditOnly');
    leaveOnly = await w.employee(52, 'LeaveOnly');
    plain = await w.employee(12, 'Plain');
    await grant(t.http, w.admin.s, [hr.id], ['Admin.Employee.Get']);
    await grant(t.http, w.admin.s, [hrEditor.id], ['Admin.Employee.Get', 'Admin.Employee.Edit']);
    await grant(t.http, w.admin.s, [leaveKeeper.id], ['Admin.Employee.Get', 'PermittedLeft.Change']);
    // Each lacks the Admin.Employee.Get that the administrative area needs on top.
    await grant(t.http, w.admin.s, [editOnly.id], ['Admin.Employee.Edit']);
    await grant(t.http, w.admin.s, [leaveOnly.id], ['PermittedLeft.Change']);
    h = w.api(hr);
    await w.q(`update employee set dob = 19900505 where id = 'admin'`);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('an ordinary employee gets 403 on every report and on the edit', async () => {
    const p = w.api(plain);
    for (const path of ['birthday', 'social-insurance', 'quit', 'by-role?role=12', 'intern-expire', 'breaks']) {
      expectError(await p.get(`/api/hr/reports/${path}`), 403, 'common.no-permission');
    }
    expectError(await p.patch(`/api/hr/reports/social-insurance/${hr.id}`, { socialInsuranceStatus: true }), 403, 'common.no-permission');
  });

  describe('birthday', () => {
    it('active employees born in the month, by day; this month by default; admin and inactive left out', async () => {
      const late = await person(12, { dob: 19950328 });
      const early = await person(13, { dob: 20000302 });
      await person(12, { dob: 19950315, is_active: false });
      const april = await person(12, { dob: 19920401 });
      const march = (await h.get('/api/hr/reports/birthday').expect(200)).body.results;
      expect(ids(march)).toEqual([early, late]);
      expect(march[0]).toEqual({ id: early, name: expect.stringContaining('Test'), role: 13, birthday: 20000302 });
      expect(ids((await h.get('/api/hr/reports/birthday', { month: 4 }).expect(200)).body.results)).toEqual([april]);
      expect(ids((await h.get('/api/hr/reports/birthday', { month: 5 }).expect(200)).body.results)).not.toContain('admin');
      // The default month is the company's: 23:30 on the 31st UTC is already April in Ho Chi Minh City.
      w.freeze('2026-03-31T17:30:00.000Z');
      expect(ids((await h.get('/api/hr/reports/birthday').expect(200)).body.results)).toEqual([april]);
    });

    it('month is 1-12', async () => {
      for (const month of ['0', '13', 'x', '1.5']) expectError(await h.get('/api/hr/reports/birthday', { month }), 400, 'common.validation');
    });
  });

  describe('social insurance', () => {
    it('lists every employee but admin with the five fields', async () => {
      const id = await person(12, { social_insurance_id: 'SI-1', social_insurance_payer: 'Company', social_insurance_start_date: 20240101, social_insurance_status: true });
      const rows: Row[] = (await h.get('/api/hr/reports/social-insurance').expect(200)).body.results;
      expect(ids(rows)).not.toContain('admin');
      expect(rows.find((r) => r.id === id)).toEqual({
        id, name: expect.any(String), role: 12, socialInsurancePayer: 'Company', socialInsurance: 'SI-1',
        socialInsuranceStartDate: 20240101, socialInsuranceEndDate: null, socialInsuranceStatus: true,
      });
    });

    it('PATCH sets exactly one field (Admin.Employee.Edit) and answers the row', async () => {
      const id = await person(12);
      const e = w.api(hrEditor);
      const res = await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceStatus: true }).expect(200);
      expect(res.body.result).toMatchObject({ id, socialInsuranceStatus: true, socialInsurance: null });
      await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsurance: ' SI-9 ' }).expect(200);
      await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceEndDate: 20261231 }).expect(200);
      const [row] = await w.q(`select social_insurance_id, social_insurance_status, social_insurance_end_date from employee where id = $1`, [id]);
      expect(row).toEqual({ social_insurance_id: 'SI-9', social_insurance_status: true, social_insurance_end_date: 20261231 });
    });

    it('none, several, another field or a bad value: 400 common.validation and no change', async () => {
      const id = await person(12, { social_insurance_id: 'KEEP' });
      const e = w.api(hrEditor);
      for (const body of [{}, { socialInsuranceStatus: true, socialInsurance: 'X' }, { socialInsurance: 'X', salary: 5 }, { socialInsuranceStatus: 'yes' }, { socialInsuranceStartDate: 20260230 }]) {
        const res = await e.patch(`/api/hr/reports/social-insurance/${id}`, body);
        expectError(res, 400, 'common.validation');
        expect(res.body.details.length).toBeGreaterThan(0);
      }
      const long = await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsurance: 'x'.repeat(51) });
      expect(long.body.details).toEqual([{ field: 'socialInsurance', code: 'forms.error.max-length', params: { max: 50 }, message: expect.any(String) }]);
      expect((await w.q(`select social_insurance_id as s, social_insurance_status as st from employee where id = $1`, [id]))[0]).toEqual({ s: 'KEEP', st: false });
    });

    it('reading is not editing: Admin.Employee.Get alone gets 403; unknown employee or admin 404', async () => {
      const id = await person(12);
      expectError(await h.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceStatus: true }), 403, 'common.no-permission');
      expectError(await w.api(hrEditor).patch('/api/hr/reports/social-insurance/nobody', { socialInsuranceStatus: true }), 404, 'common.not-found');
      expectError(await w.api(hrEditor).patch('/api/hr/reports/social-insurance/admin', { socialInsuranceStatus: true }), 404, 'common.not-found');
    });

    it('Admin.Employee.Edit without Admin.Employee.Get: 403 and no change', async () => {
      const id = await person(12, { social_insurance_id: 'KEEP' });
      for (const body of [{ socialInsuranceStatus: true }, { socialInsurance: 'X' }, { socialInsuranceEndDate: 20261231 }]) {
        expectError(await w.api(editOnly).patch(`/api/hr/reports/social-insurance/${id}`, body), 403, 'common.no-permission', 'You do not have permission');
      }
      expectError(await w.api(editOnly).get('/api/hr/reports/social-insurance'), 403, 'common.no-permission');
      expect((await w.q(`select social_insurance_id as s, social_insurance_status as st, social_insurance_end_date as e from employee where id = $1`, [id]))[0])
        .toEqual({ s: 'KEEP', st: false, e: null });
    });

    it('a start date after the end date is refused (employee.insurance-date-error, en and vi) and changes nothing', async () => {
      const id = await person(12, { social_insurance_start_date: 20240101, social_insurance_end_date: 20241231 });
      const e = w.api(hrEditor);
      const dates = async () => (await w.q(`select social_insurance_start_date as s, social_insurance_end_date as e from employee where id = $1`, [id]))[0];
      const late = await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceStartDate: 20250101 });
      expectError(late, 400, 'employee.insurance-date-error', 'Social insurance start date must not be after its end date');
      expect(late.body.details).toEqual([expect.objectContaining({ field: 'socialInsuranceStartDate' })]);
      const vi = await request(t.http).patch(`/api/hr/reports/social-insurance/${id}`).set('Authorization', hrEditor.s.bearer)
        .set('Accept-Language', 'vi').send({ socialInsuranceEndDate: 20231231 });
      expectError(vi, 400, 'employee.insurance-date-error', 'Ngày bắt đầu bảo hiểm xã hội không được sau ngày kết thúc');
      expect(await dates()).toEqual({ s: 20240101, e: 20241231 });
      // The same day, an empty end, then any start.
      await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceEndDate: 20240101 }).expect(200);
      await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceEndDate: null }).expect(200);
      await e.patch(`/api/hr/reports/social-insurance/${id}`, { socialInsuranceStartDate: 20300101 }).expect(200);
      expect(await dates()).toEqual({ s: 20300101, e: null });
    });

    it('50 concurrent start and end date edits: each 200 or 400 employee.insurance-date-error, never 500; the dates end in order', async () => {
      const id = await person(12, { social_insurance_start_date: 20250101, social_insurance_end_date: 20251231 });
      const e = w.api(hrEditor);
      // Starts and ends within June: each fits the stored dates, but whether it fits the others depends on the order they land in.
      const calls = Array.from({ length: 50 }, (_, i) => {
        const body = i % 2 ? { socialInsuranceStartDate: 20250601 + (i % 28) } : { socialInsuranceEndDate: 20250601 + ((i * 3) % 28) };
        return e.patch(`/api/hr/reports/social-insurance/${id}`, body).then((r) => ({ status: r.status, code: r.body.code }));
      });
      const answers = await Promise.all(calls);
      for (const a of answers) expect([{ status: 200, code: undefined }, { status: 400, code: 'employee.insurance-date-error' }]).toContainEqual(a);
      expect(answers.some((a) => a.status === 200)).toBe(true);
      const [row] = await w.q(`select social_insurance_start_date as s, social_insurance_end_date as e from employee where id = $1`, [id]);
      expect(row.s).toBeLessThanOrEqual(row.e);
    });

    it('50 concurrent one-field PATCHes on one employee: all 200, each field holds a value that was sent', async () => {
      const id = await person(12);
      const e = w.api(hrEditor);
      const calls = Array.from({ length: 50 }, (_, i) => {
        const body = i % 2 === 0 ? { socialInsurance: `SI-${i}` } : { socialInsuranceStatus: i % 4 === 1 };
        return e.patch(`/api/hr/reports/social-insurance/${id}`, body).then((r) => r.status);
      });
      expect(new Set(await Promise.all(calls))).toEqual(new Set([200]));
      const [row] = await w.q(`select social_insurance_id as s, social_insurance_status as st from employee where id = $1`, [id]);
      expect(row.s).toMatch(/^SI-\d*[02468]$/);
      expect(typeof row.st).toBe('boolean');
      const final = (await h.get('/api/hr/reports/social-insurance').expect(200)).body.results.find((r: Row) => r.id === id);
      expect(final).toMatchObject({ socialInsurance: row.s, socialInsuranceStatus: row.st });
    });
  });

  it('quit end to end: the resign tab\'s PATCH (quitDate, quitReason) shows in the quit report', async () => {
    const id = await person(13, { join_date: 20220301, role_level: 32 });
    expect(ids((await h.get('/api/hr/reports/quit').expect(200)).body.results)).not.toContain(id);
    const saved = await w.api(hrEditor).patch(`/api/hr/employees/${id}`, { quitDate: 20260320, quitReason: '  Chuyển công tác  ' }).expect(200);
    expect(saved.body.employee).toMatchObject({ quitDate: 20260320 });
    const rows: Row[] = (await h.get('/api/hr/reports/quit').expect(200)).body.results;
    expect(rows.find((r) => r.id === id)).toEqual({
      id, name: expect.any(String), joinDate: 20220301, role: 13, roleLevel: 32, quitDate: 20260320, reason: saved.body.employee.quitReason,
    });
    expect(saved.body.employee.quitReason.trim()).toBe('Chuyển công tác');
    // Clearing the quit date takes them off the report.
    await w.api(hrEditor).patch(`/api/hr/employees/${id}`, { quitDate: null }).expect(200);
    expect(ids((await h.get('/api/hr/reports/quit').expect(200)).body.results)).not.toContain(id);
  });

  it('quit: employees with a quit date, latest first, with the reason', async () => {
    const a = await person(12, { quit_date: 20260110, quit_reason: 'Moved', join_date: 20200101, is_active: false });
    const b = await person(13, { quit_date: 20260301, quit_reason: 'Study', role_level: 31 });
    const rows: Row[] = (await h.get('/api/hr/reports/quit').expect(200)).body.results;
    expect(ids(rows)).toEqual([b, a]);
    expect(rows[1]).toEqual({ id: a, name: expect.any(String), joinDate: 20200101, role: 12, roleLevel: 30, quitDate: 20260110, reason: 'Moved' });
  });

  it('by-role: active employees of that main role; role required; system roles refused', async () => {
    const a = await person(41, { role_level: 32 });
    await person(41, { is_active: false });
    const extra = await person(12, { extra_role: JSON.stringify([41]) });
    const rows: Row[] = (await h.get('/api/hr/reports/by-role', { role: 41 }).expect(200)).body.results;
    expect(rows).toEqual([{ id: a, name: expect.any(String), role: 41, roleLevel: 32 }]);
    expect(ids(rows)).not.toContain(extra);
    expectError(await h.get('/api/hr/reports/by-role'), 400, 'common.validation');
    for (const role of ['0', '1', '45', '46']) expectError(await h.get('/api/hr/reports/by-role', { role }), 400, 'hr-report.role-invalid');
    expectError(await h.get('/api/hr/reports/by-role', { role: '99' }), 400, 'hr-report.role-invalid');
  });

  it('intern-expire: intern contracts (types 5, 6) ending in the month, this month by default', async () => {
    const a = await person(12, { contract_type: 5, contract_start_date: 20250901, contract_end_date: 20260331, contract_change_reason: 'Internship' });
    const b = await person(13, { contract_type: 6, contract_start_date: 20251001, contract_end_date: 20260301 });
    await person(12, { contract_type: 4, contract_end_date: 20260315 });
    await person(12, { contract_type: 5, contract_end_date: 20260401 });
    await person(12, { contract_type: 6, contract_end_date: 20260320, is_active: false });
    const rows: Row[] = (await h.get('/api/hr/reports/intern-expire').expect(200)).body.results;
    expect(ids(rows)).toEqual([b, a]);
    expect(rows[1]).toEqual({
      id: a, name: expect.any(String), role: 12, roleLevel: 30, contractType: 5,
      contractStartDate: 20250901, contractEndDate: 20260331, contractChangeReason: 'Internship',
    });
    expect(ids((await h.get('/api/hr/reports/intern-expire', { month: 4, year: 2026 }).expect(200)).body.results)).toHaveLength(1);
    expect((await h.get('/api/hr/reports/intern-expire', { month: 3, year: 2025 }).expect(200)).body.results).toEqual([]);
    expectError(await h.get('/api/hr/reports/intern-expire', { month: 13 }), 400, 'common.validation');
  });

  describe('breaks (break manager)', () => {
    it('needs PermittedLeft.Change: Admin.Employee.Get alone is 403', async () => {
      expectError(await h.get('/api/hr/reports/breaks'), 403, 'common.no-permission');
    });

    it('needs Admin.Employee.Get: PermittedLeft.Change alone is 403, for the list and the edit', async () => {
      const id = await person(12, { permitted_day_left: 2 });
      expectError(await w.api(leaveOnly).get('/api/hr/reports/breaks'), 403, 'common.no-permission', 'You do not have permission');
      const put = await request(t.http).put(`/api/hr/employees/${id}/permitted-day`).set('Authorization', leaveOnly.s.bearer).send({ permittedDay: 7 });
      expectError(put, 403, 'common.no-permission');
      expect((await w.q(`select permitted_day_left::float as d from employee where id = $1`, [id]))[0].d).toBe(2);
      // With both, the edit lands and the list shows it.
      const put2 = await request(t.http).put(`/api/hr/employees/${id}/permitted-day`).set('Authorization', leaveKeeper.s.bearer).send({ permittedDay: 7 });
      expect(put2.status).toBe(200);
      expect(((await w.api(leaveKeeper).get('/api/hr/reports/breaks').expect(200)).body.results as Row[]).find((r) => r.id === id)?.permittedDayLeft).toBe(7);
    });

    it('active employees with days left and days pending (paid, pending requests only)', async () => {
      const id = await person(12, { permitted_day_left: 5.5 });
      await w.q(
        `insert into break_request (employee, date, break_time, is_permitted, status, created_at) values
          ($1, 20260410, 2, true, 0, now()), ($1, 20260411, 0, true, 0, now()), ($1, 20260412, 2, false, 0, now()),
          ($1, 20260413, 2, true, 1, now()), ($1, 20260414, 2, true, 2, now())`, [id]);
      await person(12, { is_active: false });
      const rows: Row[] = (await w.api(leaveKeeper).get('/api/hr/reports/breaks').expect(200)).body.results;
      expect(ids(rows)).not.toContain('admin');
      expect(rows.find((r) => r.id === id)).toEqual({ id, name: expect.any(String), role: 12, roleLevel: 30, permittedDayLeft: 5.5, permittedDayPending: 1.5 });
      expect(rows.every((r) => typeof r.permittedDayPending === 'number')).toBe(true);
    });
  });
});
