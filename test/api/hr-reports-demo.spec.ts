import { DemoSeeder } from '../../backend/src/database/seeders/demo.seeder';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin, type Row } from '../support/http';
import { api } from '../support/workspace';

describe('demo data: HR reports', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('seed:demo gives the demo employees social insurance records, and this month intern contracts ending and a resignation', async () => {
    expect(await t.app.get(DemoSeeder).run()).toBe(true);
    const admin = api(t, await loginAdmin(t.http));
    const insurance: Row[] = (await admin.get('/api/hr/reports/social-insurance').expect(200)).body.results;
    const insured = insurance.filter((r) => r.socialInsuranceStatus);
    expect(insured.length).toBeGreaterThan(10);
    expect(insured.every((r) => /^79\d{8}$/.test(r.socialInsurance) && r.socialInsurancePayer)).toBe(true);
    expect(insurance.some((r) => !r.socialInsuranceStatus && r.socialInsurance === null)).toBe(true);
    expect((await admin.get('/api/hr/reports/intern-expire').expect(200)).body.results).toHaveLength(2);
    expect((await admin.get('/api/hr/reports/quit').expect(200)).body.results).toHaveLength(1);
  });
});
