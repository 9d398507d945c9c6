import request from 'supertest';
import { DemoSeeder } from '../../backend/src/database/seeders/demo.seeder';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin, sql, type Row } from '../support/http';

describe('demo data: contract history', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('every demo employee has a coherent contract log that ends on their current contract', async () => {
    expect(await t.app.get(DemoSeeder).run()).toBe(true);
    const admin = await loginAdmin(t.http);
    const logs = (await request(t.http).get('/api/hr/reports/contract-logs').set('Authorization', admin.bearer).expect(200)).body.logs as Row[];
    const employees = await sql(t.databaseUrl, `select id, salary::float8 as salary, role, role_level, manager_level, contract_type,
      contract_start_date, contract_end_date from employee where id <> 'admin'`);
    expect(employees.length).toBeGreaterThan(10);
    expect(logs.length).toBeGreaterThan(employees.length);
    // Some raises with a promotion among them, so the Salary changes screen has something to show.
    expect(logs.some((l) => l.newRoleLevel > l.oldRoleLevel)).toBe(true);
    for (const e of employees) {
      const mine = logs.filter((l) => l.employee === e.id).sort((a, b) => a.id - b.id);
      expect({ id: e.id, rows: mine.length > 0 }).toEqual({ id: e.id, rows: true });
      for (let i = 1; i < mine.length; i++) {
        const [prev, cur] = [mine[i - 1], mine[i]];
        expect([cur.oldSalary, cur.oldContractType, cur.oldStartDate, cur.oldEndDate, cur.oldRole, cur.oldRoleLevel, cur.oldManagerLevel])
          .toEqual([prev.newSalary, prev.newContractType, prev.newStartDate, prev.newEndDate, prev.newRole, prev.newRoleLevel, prev.newManagerLevel]);
        expect(cur.date).toBeGreaterThan(prev.date);
      }
      const last = mine[mine.length - 1];
      expect([last.newSalary, last.newContractType, last.newStartDate, last.newEndDate, last.newRole, last.newRoleLevel, last.newManagerLevel])
        .toEqual([e.salary, e.contract_type, e.contract_start_date, e.contract_end_date, e.role, e.role_level, e.manager_level]);
      expect(last.newStartDate).toBeLessThanOrEqual(last.newEndDate);
      expect(last.reason).toBeTruthy();
    }
  });
});
