import { addDays, toYmd } from '@studio/domain';
import { DemoSeeder } from '../../backend/src/database/seeders/demo.seeder';
import { DEMO_SUMMARY_DAYS } from '../../backend/src/database/seeders/demo-project-summaries';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin } from '../support/http';
import { api } from '../support/workspace';

describe('demo data: project summaries', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('seed:demo writes 90 days for every demo project on a store, so the project report is full', async () => {
    expect(await t.app.get(DemoSeeder).run()).toBe(true);
    const admin = api(t, await loginAdmin(t.http));
    const today = toYmd(new Date());
    const res = await admin.get('/api/dashboard/project-report', { startDate: addDays(today, -(DEMO_SUMMARY_DAYS - 1)), endDate: today }).expect(200);
    // Five of the six demo projects have a platform.
    expect(res.body.projectSummaries).toHaveLength(5);
    for (const p of res.body.projectSummaries) {
      expect(p.data).toHaveLength(DEMO_SUMMARY_DAYS);
      expect(p.data.every((d: { totalCost: number; totalRevenue: number }) => d.totalCost > 0 && d.totalRevenue > 0)).toBe(true);
    }
    const cost = await admin.get('/api/dashboard/cost-summary', { startDate: addDays(today, -29), endDate: today }).expect(200);
    expect(cost.body.result.length).toBeGreaterThan(5);
  });
});
