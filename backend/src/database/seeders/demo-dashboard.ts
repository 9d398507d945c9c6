// Demo data of the work-score dashboard (docs/scoring.md): benchmarks and performance states where the
// scoring-config demo left none (`on conflict do nothing`), missions for the demo roles, and a group
// letting the managers view their teams' dashboards and the yearly report. Called once from DemoSeeder.
import { MissionType, ROLES, Role } from '@studio/domain';
import type { Db } from '../db';

/** Daily benchmark (x 20 a month) by active role level 30 (intern) - 34 (senior). */
const BENCHMARK_BY_LEVEL: Record<number, number> = { 30: 3, 31: 5, 32: 7, 33: 8, 34: 10 };
const STATES: [number, number][] = [[1, 1.2], [2, 1], [3, 0.8], [4, 0.6]];

const MARKETING = [Role.Ua, Role.StoreListing, Role.Monetization, Role.VideoEditor, Role.PlayableAds];
const TESTERS = [Role.UnityTester, Role.RnDTester];
const PRODUCT = [Role.UnityDev, Role.Artist2D, Role.Artist3D, Role.AnimFx, Role.Animation, Role.GameDesign, Role.RnDBe, Role.RnDFe];

export async function seedDashboardDemo(db: Db, projectIds: readonly number[]): Promise<void> {
  const roles = ROLES.filter((r) => !r.isSystem).map((r) => r.id);
  for (const role of roles) {
    // The default 0 ("not set", docs/scoring.md Defaults) gives way to the demo's benchmark; an admin's value stays.
    for (const [level, benchmark] of Object.entries(BENCHMARK_BY_LEVEL)) {
      await db.exec(`insert into role_benchmark (role, role_level, benchmark) values ($1, $2, $3) on conflict (role, role_level) do update set benchmark = excluded.benchmark where role_benchmark.benchmark = 0`, [role, Number(level), benchmark]);
    }
    for (const [type, percent] of STATES) {
      await db.exec(`insert into performance_state (role, type, percent) values ($1, $2, $3) on conflict do nothing`, [role, type, percent]);
    }
  }
  const noBug = JSON.stringify({ projects: projectIds.slice(0, 2) });
  const missions: [number, number, string][] = [
    ...PRODUCT.map((r): [number, number, string] => [r, MissionType.WS, '{}']),
    ...TESTERS.map((r): [number, number, string] => [r, MissionType.WSTester, '{}']),
    ...MARKETING.map((r): [number, number, string] => [r, MissionType.WSMkt, '{}']),
    [Role.UnityDev, MissionType.NoBug, noBug],
    [Role.UnityTester, MissionType.NoBug, noBug],
    [Role.ProjectManager, MissionType.NoBug, noBug],
    [Role.ProjectManager, MissionType.TeamPerformance, JSON.stringify({ roles: [...PRODUCT, ...TESTERS], performance: 0.8 })],
    [Role.Manager, MissionType.TeamPerformance, JSON.stringify({ roles: [...PRODUCT, ...TESTERS, ...MARKETING], performance: 0.8 })],
  ];
  for (const [role, type, config] of missions) {
    await db.exec(`insert into mission_config (role, mission_type, default_config) values ($1, $2, $3::jsonb) on conflict do nothing`, [role, type, config]);
  }
  // Managers see their teams' work scores (Dashboard.Benchmark + Dashboard.Score.Get on the team roles) and the yearly report.
  const group = await db.one<{ id: number }>(`insert into permission_group (name) values ('Demo dashboard managers') returning id`);
  const team = { roles: [...PRODUCT, ...TESTERS, ...MARKETING, Role.ProjectManager, Role.ProjectOwner] };
  await db.exec(
    `insert into permission_group_grant (group_id, permission_name, condition_type, condition_value) values
       ($1, 'Dashboard.Benchmark', 1, null), ($1, 'Dashboard.Score.Get', 5, $2::jsonb), ($1, 'Dashboard.Employees.YearReport', 1, null)`,
    [group!.id, JSON.stringify(team)],
  );
  await db.exec(
    `insert into permission_group_employee (group_id, employee_id)
     select $1, id from employee where is_active and role = any($2::smallint[]) on conflict do nothing`,
    [group!.id, [Role.Ceo, Role.Cto, Role.Manager, Role.ProjectManager]],
  );
}
