import { addDays } from '@studio/domain';
import type { Db } from '../db';

/** Days of project summaries the demo holds, ending today. */
export const DEMO_SUMMARY_DAYS = 90;

/**
 * 90 days of project summaries for the demo projects that ship on a store (a platform), so the
 * project report shows full charts: UA spend with a weekly rhythm and a slow trend, tracking at
 * about 2 % of it, in-app and ads revenue around a per-project ROAS, and small ANR and crash rates.
 * Deterministic (its own PRNG), written in one statement.
 */
export async function seedDemoProjectSummaries(db: Db, projects: { id: number; platform: number | null }[], today: number): Promise<number> {
  let s = 9_042_026;
  const next = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  const rows: (number[])[] = [];
  projects.filter((p) => p.platform !== null).forEach((p, i) => {
    const spend = [42, 18, 30, 25, 12][i % 5] * 1_000_000;
    const roas = [1.18, 1.05, 1.3, 0.86, 0.95][i % 5];
    const iapShare = [0.62, 0.7, 0.35, 0.25, 0.3][i % 5];
    for (let k = DEMO_SUMMARY_DAYS - 1; k >= 0; k--) {
      const date = addDays(today, -k);
      const weekly = 1 + 0.18 * Math.sin((2 * Math.PI * k) / 7);
      const trend = 0.8 + (0.4 * (DEMO_SUMMARY_DAYS - k)) / DEMO_SUMMARY_DAYS;
      const costUa = Math.round((spend * weekly * trend * (0.85 + 0.3 * next())) / 1000) * 1000;
      const costTracking = Math.round((costUa * (0.015 + 0.01 * next())) / 1000) * 1000;
      const revenue = (costUa + costTracking) * roas * (0.8 + 0.4 * next());
      const revenueIap = Math.round((revenue * iapShare) / 1000) * 1000;
      const revenueAds = Math.round((revenue * (1 - iapShare)) / 1000) * 1000;
      rows.push([p.id, date, revenueIap, revenueAds, costUa, costTracking, Math.round((0.1 + 0.5 * next()) * 100) / 100, Math.round((0.3 + 1.5 * next()) * 100) / 100]);
    }
  });
  if (!rows.length) return 0;
  const col = (k: number) => rows.map((r) => r[k]);
  await db.query(
    `insert into project_summary (project_id, date, revenue_iap, revenue_ads, cost_ua, cost_tracking, anr, crash_rate)
     select * from unnest($1::int[], $2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::float8[], $8::float8[])
     on conflict (project_id, date) do nothing`,
    [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7)],
  );
  return rows.length;
}
