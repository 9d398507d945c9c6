// Demo scoring configuration (issue 9): every scoring table filled with sensible values for every
// non-system role, so a new user sees full dashboards. Rows an admin set are kept.
import {
  ACTIVE_ROLE_LEVEL_IDS, BENCHMARK_TYPES, CONFIG_CREATIVE_ROLES, CONFIG_DEFAULTS, CREATIVE_TYPES, MissionType, NON_SYSTEM_ROLES, Role,
  configTable, type ConfigRow, type RoleFamily,
} from '@studio/domain';
import { ScoringConfigRepository } from '../../modules/scoring-config/scoring-config.repository';
import type { Db } from '../db';

/**
 * Writes the demo rows of a table: over the start-up defaults (CONFIG_DEFAULTS) where a row still holds
 * its default, never over a value an admin typed; a table without defaults keeps any row already there.
 */
async function insert(db: Db, path: string, rows: ConfigRow[]): Promise<void> {
  const t = configTable(path)!;
  const repo = new ScoringConfigRepository(db);
  const defaults = CONFIG_DEFAULTS.find((d) => d.table === t);
  if (defaults) await repo.replaceDefaults(t, rows, defaults.rows);
  else await repo.insertMissing(t, rows);
}

const roles = NON_SYSTEM_ROLES;
const levels = ACTIVE_ROLE_LEVEL_IDS;
/** Intern .. Senior. */
const byLevel = (values: readonly number[]) => (level: number) => values[levels.indexOf(level)];

const LIMIT_BY_FAMILY: Record<RoleFamily, number> = {
  system: 0, executive: 400, management: 300, leader: 300, marketing: 120, product: 200, rnd: 200, office: 100,
};
const TESTERS: readonly number[] = [Role.UnityTester, Role.RnDTester, Role.TesterLeader];
const TEAM_LEADS: readonly number[] = [Role.ProjectManager, Role.ProjectOwner, Role.ScrumMaster];

/** Fills the scoring tables; `projects` are the demo projects (no-bug missions), `employees` the demo staff. */
export async function seedDemoScoring(db: Db, projects: number[], employees: { id: string; role: number }[]): Promise<void> {
  await insert(db, 'efficiency-scales', [[0, 1], [1, 1], [2, 1.2], [3, 1.5]].map(([type, scale]) => ({ type, scale })));
  await insert(db, 'benchmark-scales', BENCHMARK_TYPES.map((type) => ({ type, scale: type === 100 ? 1 : 0.5 })));
  // Daily benchmark in score points (a score point is about an hour): 4 for an intern to 8 for a senior.
  const benchmark = byLevel([4, 5, 6, 7, 8]);
  await insert(db, 'role-benchmarks', roles.flatMap((r) => levels.map((roleLevel) => ({ role: r.id, roleLevel, benchmark: benchmark(roleLevel) }))));
  await insert(db, 'role-score-limits', roles.map((r) => ({ roleId: r.id, limit: LIMIT_BY_FAMILY[r.family] })));
  await insert(db, 'role-penalties', roles.map((r) => ({ role: r.id, penaltyPercentage: TESTERS.includes(r.id) ? 20 : 10 })));
  const levelScale = byLevel([0.6, 0.8, 1, 1.2, 1.5]);
  await insert(db, 'role-level-scales', roles.flatMap((r) => levels.map((roleLevel) => ({ role: r.id, roleLevel, scale: levelScale(roleLevel) }))));
  const perfBenchmark = byLevel([0.8, 0.9, 1, 1.1, 1.2]);
  await insert(db, 'performance-benchmarks', roles.flatMap((r) => levels.map((roleLevel) => ({ role: r.id, roleLevel, scale: perfBenchmark(roleLevel) }))));
  // Working above the level the project asks for weighs a little less, below it a little more.
  await insert(db, 'performance-scales', roles.flatMap((r) => levels.flatMap((roleLevelUser) => levels.map((roleLevelProject) => ({
    role: r.id, roleLevelUser, roleLevelProject, scale: Math.round((1 + (roleLevelProject - roleLevelUser) * 0.1) * 100) / 100,
  })))));
  await insert(db, 'performance-states', roles.flatMap((r) => [[1, 1.2], [2, 1], [3, 0.8], [4, 0.6]].map(([type, percent]) => ({ role: r.id, type, percent }))));
  const creative: Record<number, [number, number]> = { 1: [4, 1], 2: [6, 1.5], 3: [1, 0.5], 4: [3, 1] };
  await insert(db, 'creative-scores', CONFIG_CREATIVE_ROLES.flatMap((role) => CREATIVE_TYPES.map((type) => ({ role, type, score: creative[type][0] }))));
  await insert(db, 'creative-benchmark-rates', CONFIG_CREATIVE_ROLES.flatMap((role) => CREATIVE_TYPES.map((type) => ({ role, type, rate: creative[type][1] }))));

  const team = { roles: [Role.UnityDev, Role.Artist2D, Role.AnimFx, Role.GameDesign, Role.UnityTester, Role.Artist3D], performance: 0.8 };
  await insert(db, 'missions', roles.flatMap((r) => {
    const work = TESTERS.includes(r.id) ? MissionType.WSTester : r.family === 'marketing' ? MissionType.WSMkt : MissionType.WS;
    const rows: ConfigRow[] = [{ role: r.id, missionType: work, defaultConfig: {} }];
    if (TESTERS.includes(r.id)) rows.push({ role: r.id, missionType: MissionType.NoBug, defaultConfig: { projects: projects.slice(0, 3) } });
    if (TEAM_LEADS.includes(r.id)) rows.push({ role: r.id, missionType: MissionType.TeamPerformance, defaultConfig: team });
    return rows;
  }));
  const pm = employees.find((e) => e.role === Role.ProjectManager);
  const tester = employees.find((e) => e.role === Role.UnityTester);
  await insert(db, 'mission-instances', [
    ...(pm ? [{ employee: pm.id, missionType: MissionType.TeamPerformance, value: { ...team, performance: 0.85 } }] : []),
    ...(tester ? [{ employee: tester.id, missionType: MissionType.NoBug, value: { projects: projects.slice(0, 1) } }] : []),
  ]);
}
