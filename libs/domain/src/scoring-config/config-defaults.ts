// The scoring configuration a fresh database starts with (API.md "Scoring configuration" -> "Defaults";
// docs/scoring.md "Defaults"; decision 031). The server writes each row at start only where its table has
// no row for that key, so an admin's value is never replaced. Every value keeps today's scores.

import { ACTIVE_ROLE_LEVEL_IDS } from '../role-levels';
import { NON_SYSTEM_ROLES } from '../roles';
import { DEFAULT_PERFORMANCE_PERCENTS } from '../scoring/score-model';
import {
  BENCHMARK_TYPES, EFFICIENCY_TYPES, PERFORMANCE_STATE_TYPES, configTable, type ConfigRow, type ConfigTable, type ConfigTablePath,
} from './config-tables';

/** The task score limit of every non-system role (a project manager's 50-point task fits). */
export const DEFAULT_SCORE_LIMIT = 200;
/** The spec's 10 % of the score a day late. */
export const DEFAULT_PENALTY_PERCENTAGE = 10;
/** Scales are multipliers: 1 changes nothing. */
export const DEFAULT_SCALE = 1;
/**
 * Role benchmark 0 = not set: no bar, no state and no contract flag from it (docs/scoring.md). A made-up
 * benchmark would put every employee of a new studio below the minimum on day one.
 */
export const DEFAULT_ROLE_BENCHMARK = 0;

/** Where an admin sets a missing score limit or benchmark (screens link there for the .Set holders). */
export const ROLE_SCORE_LIMIT_PATH = '/admin/config/role/limit';
export const ROLE_BENCHMARK_PATH = '/admin/config/role/benchmark';

const roles = NON_SYSTEM_ROLES.map((r) => r.id);
const levels = ACTIVE_ROLE_LEVEL_IDS;
const perRole = (row: (role: number) => ConfigRow) => roles.map(row);
const perRoleLevel = (row: (role: number, roleLevel: number) => ConfigRow) => roles.flatMap((r) => levels.map((l) => row(r, l)));

function build(): Record<string, ConfigRow[]> {
  return {
    'role-score-limits': perRole((roleId) => ({ roleId, limit: DEFAULT_SCORE_LIMIT })),
    'role-penalties': perRole((role) => ({ role, penaltyPercentage: DEFAULT_PENALTY_PERCENTAGE })),
    'efficiency-scales': EFFICIENCY_TYPES.map((type) => ({ type, scale: DEFAULT_SCALE })),
    'benchmark-scales': BENCHMARK_TYPES.map((type) => ({ type, scale: DEFAULT_SCALE })),
    'role-level-scales': perRoleLevel((role, roleLevel) => ({ role, roleLevel, scale: DEFAULT_SCALE })),
    'performance-scales': roles.flatMap((role) => levels.flatMap((roleLevelUser) =>
      levels.map((roleLevelProject) => ({ role, roleLevelUser, roleLevelProject, scale: DEFAULT_SCALE })))),
    'role-benchmarks': perRoleLevel((role, roleLevel) => ({ role, roleLevel, benchmark: DEFAULT_ROLE_BENCHMARK })),
    'performance-states': roles.flatMap((role) => PERFORMANCE_STATE_TYPES.map((type) => ({ role, type, percent: DEFAULT_PERFORMANCE_PERCENTS[type] }))),
  };
}

export interface ConfigDefaults {
  readonly table: ConfigTable;
  readonly rows: readonly ConfigRow[];
}

/** The default rows of each table that has defaults, in a fixed table order (writers lock in the same order). */
export const CONFIG_DEFAULTS: readonly ConfigDefaults[] = Object.entries(build()).map(([path, rows]) => ({
  table: configTable(path as ConfigTablePath)!,
  rows,
}));
