// The scoring configuration tables (spec 3 "Scoring configuration", API.md "Scoring configuration"):
// one descriptor per table drives the server's generic controller, service and SQL, and the admin
// screens' generic grid. The checks below are the server's; the screens run the same ones before saving.

import type { ErrorCode } from '../errors';
import type { PermissionName } from '../permissions/catalogue';
import { ACTIVE_ROLE_LEVEL_IDS } from '../role-levels';
import { Role, isRoleId, isSystemRole } from '../roles';
import { MissionType } from '../statuses';

export const CONFIG_CREATIVE_ROLES: readonly number[] = [Role.Ua, Role.CreativeManager];

/** Mission type: 1 WS, 2 NoBug, 3 TeamPerformance, 4 WSMkt, 5 WSTester (spec 1). */
export const MISSION_TYPES: readonly number[] = [1, 2, 3, 4, 5];
/** Efficiency (difficulty): 0 unknown, 1 normal, 2 hard, 3 very_hard. */
export const EFFICIENCY_TYPES: readonly number[] = [0, 1, 2, 3];
/** Task benchmark: 100 Success, 101 Failed. */
export const BENCHMARK_TYPES: readonly number[] = [100, 101];
/** Performance state: 1 Bonus, 2 Pass, 3 Warning, 4 Critical. */
export const PERFORMANCE_STATE_TYPES: readonly number[] = [1, 2, 3, 4];
/**
 * Creative task types scored for UA and creative managers. The spec does not list them; these are the
 * deliverables the creative roles hand in (video, playable, image, store listing).
 */
export const CREATIVE_TYPES: readonly number[] = [1, 2, 3, 4];

/**
 * The x20 paired input of role benchmark and performance benchmark (spec 3 section 9): the stored
 * value is per working day, x 20 is the month's figure (20 working days).
 */
export const PAIRED_INPUT_RATIO = 20;
/** Debounce of grid edits and of the quick-config popup (spec 3 section 9). */
export const CONFIG_SAVE_DEBOUNCE_MS = 500;
export const QUICK_CONFIG_DEBOUNCE_MS = 100;
/** Rows in one PUT (performance scales: 51 roles x 5 x 5 = 1275). */
export const CONFIG_MAX_ROWS = 5000;
/** Projects or roles in one mission config. */
export const MISSION_LIST_MAX = 500;

export type ConfigFieldKind =
  | 'role' // key: a non-system role (creative tables: 5 or 10)
  | 'roleLevel' // key: an active role level 30-34
  | 'type' // key: one of `types`
  | 'missionType' // key: 1-5
  | 'employee' // key: an employee id
  | 'employeeRole' // read-only: the employee's role
  | 'number' // a finite number >= 0, at most `max`
  | 'fraction' // a fraction 0-1 (performance state percent)
  | 'missionConfig'; // the mission's JSON config, shaped by missionType

export type ConfigValueType = 'int' | 'float' | 'text' | 'json';

export interface ConfigField {
  readonly name: string;
  readonly column: string;
  readonly kind: ConfigFieldKind;
  readonly key?: boolean;
  readonly types?: readonly number[];
  readonly max?: number;
}

export type ConfigTablePath =
  | 'efficiency-scales' | 'benchmark-scales' | 'performance-scales' | 'role-benchmarks' | 'role-score-limits'
  | 'role-penalties' | 'role-level-scales' | 'performance-benchmarks' | 'performance-states' | 'creative-scores'
  | 'creative-benchmark-rates' | 'missions' | 'mission-instances';

export interface ConfigTable {
  readonly path: ConfigTablePath;
  /** Key of the rows in the request and answer bodies. */
  readonly key: string;
  readonly table: string;
  readonly fields: readonly ConfigField[];
  readonly get: PermissionName;
  readonly set: PermissionName;
  /** The list replaces the table (missions); otherwise rows are upserted on their key fields. */
  readonly replace?: boolean;
  readonly creativeRoles?: boolean;
}

const role: ConfigField = { name: 'role', column: 'role', kind: 'role', key: true };
const roleLevel: ConfigField = { name: 'roleLevel', column: 'role_level', kind: 'roleLevel', key: true };
const num = (name: string, column = name, max?: number): ConfigField => ({ name, column, kind: 'number', max });
const typed = (types: readonly number[]): ConfigField => ({ name: 'type', column: 'type', kind: 'type', key: true, types });

export const CONFIG_TABLES: readonly ConfigTable[] = [
  { path: 'efficiency-scales', key: 'scales', table: 'efficiency_scale', fields: [typed(EFFICIENCY_TYPES), num('scale')],
    get: 'Config.EfficiencyScale.Get', set: 'Config.EfficiencyScale.Set' },
  { path: 'benchmark-scales', key: 'benchmarkScales', table: 'benchmark_scale', fields: [typed(BENCHMARK_TYPES), num('scale')],
    get: 'Config.BenchmarkScale.Get', set: 'Config.BenchmarkScale.Set' },
  { path: 'performance-scales', key: 'performanceScales', table: 'performance_scale',
    fields: [role, { name: 'roleLevelUser', column: 'role_level_user', kind: 'roleLevel', key: true },
      { name: 'roleLevelProject', column: 'role_level_project', kind: 'roleLevel', key: true }, num('scale')],
    get: 'Config.PerformanceScale.Get', set: 'Config.PerformanceScale.Set' },
  { path: 'role-benchmarks', key: 'benchmarks', table: 'role_benchmark', fields: [role, roleLevel, num('benchmark')],
    get: 'Config.RoleBenchmark.Get', set: 'Config.RoleBenchmark.Set' },
  { path: 'role-score-limits', key: 'scoreLimits', table: 'role_score_limit',
    fields: [{ name: 'roleId', column: 'role', kind: 'role', key: true }, num('limit', 'score_limit')],
    get: 'Config.RoleLimit.Get', set: 'Config.RoleLimit.Set' },
  { path: 'role-penalties', key: 'rolePenalties', table: 'role_penalty', fields: [role, num('penaltyPercentage', 'penalty_percentage', 100)],
    get: 'Config.RolePenalty.Get', set: 'Config.RolePenalty.Set' },
  { path: 'role-level-scales', key: 'roleLevelScales', table: 'role_level_scale', fields: [role, roleLevel, num('scale')],
    get: 'Config.RoleLevelScale.Get', set: 'Config.RoleLevelScale.Create' },
  { path: 'performance-benchmarks', key: 'performanceBenchmarks', table: 'performance_benchmark', fields: [role, roleLevel, num('scale')],
    get: 'Config.PerformanceBenchmark.Get', set: 'Config.PerformanceBenchmark.Set' },
  { path: 'performance-states', key: 'performanceStates', table: 'performance_state',
    fields: [role, typed(PERFORMANCE_STATE_TYPES), { name: 'percent', column: 'percent', kind: 'fraction' }],
    get: 'Config.PerformanceStates.Get', set: 'Config.PerformanceStates.Set' },
  { path: 'creative-scores', key: 'creativeScores', table: 'creative_score', fields: [role, typed(CREATIVE_TYPES), num('score')],
    get: 'Config.CreativeScore.Get', set: 'Config.CreativeScore.Set', creativeRoles: true },
  { path: 'creative-benchmark-rates', key: 'creativeBenchmarkRates', table: 'creative_benchmark_rate',
    fields: [role, typed(CREATIVE_TYPES), num('rate')],
    get: 'Config.CreativeBenchmarkRate.Get', set: 'Config.CreativeBenchmarkRate.Set', creativeRoles: true },
  { path: 'missions', key: 'missionConfigs', table: 'mission_config',
    fields: [role, { name: 'missionType', column: 'mission_type', kind: 'missionType', key: true },
      { name: 'defaultConfig', column: 'default_config', kind: 'missionConfig' }],
    get: 'Config.Mission.Get', set: 'Config.Mission.Set', replace: true },
  { path: 'mission-instances', key: 'missionInstances', table: 'mission_instance',
    fields: [{ name: 'employee', column: 'employee', kind: 'employee', key: true },
      { name: 'role', column: 'role', kind: 'employeeRole' },
      { name: 'missionType', column: 'mission_type', kind: 'missionType', key: true },
      { name: 'value', column: 'value', kind: 'missionConfig' }],
    get: 'Config.MissionInstance.Get', set: 'Config.MissionInstance.Set', replace: true },
];

export function configTable(path: string): ConfigTable | undefined {
  return CONFIG_TABLES.find((t) => t.path === path);
}

/** The stored columns of a table (the employee's role is read, never written). */
export function storedFields(t: ConfigTable): readonly ConfigField[] {
  return t.fields.filter((f) => f.kind !== 'employeeRole');
}

export function valueType(f: ConfigField): ConfigValueType {
  switch (f.kind) {
    case 'number': case 'fraction': return 'float';
    case 'employee': case 'employeeRole': return 'text';
    case 'missionConfig': return 'json';
    default: return 'int';
  }
}

export type ConfigRow = Record<string, unknown>;

export interface ConfigCheckError {
  readonly code: ErrorCode;
  readonly row: number;
  readonly field: string;
}

function isNonNegativeNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

function isIdList(v: unknown, check: (n: number) => boolean): v is number[] {
  return Array.isArray(v) && v.length <= MISSION_LIST_MAX && v.every((n) => Number.isInteger(n) && check(n as number));
}

/**
 * The config of a mission, normalised: NoBug {projects: [id]}, TeamPerformance {roles: [id], performance
 * 0-1}, the others {}. A missing config is the empty one of its type; a wrong shape is null.
 */
export function normalizeMissionConfig(missionType: number, value: unknown): Record<string, unknown> | null {
  const v = value ?? {};
  if (typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (missionType === MissionType.NoBug) {
    const projects = o.projects ?? [];
    return isIdList(projects, (n) => n >= 0) ? { projects: [...new Set(projects)] } : null;
  }
  if (missionType === MissionType.TeamPerformance) {
    const roles = o.roles ?? [];
    const performance = o.performance ?? 0;
    if (!isIdList(roles, (n) => isRoleId(n) && !isSystemRole(n))) return null;
    if (!isNonNegativeNumber(performance) || performance > 1) return null;
    return { roles: [...new Set(roles)], performance };
  }
  return {};
}

function checkField(t: ConfigTable, f: ConfigField, v: unknown, row: ConfigRow): ErrorCode | null {
  switch (f.kind) {
    case 'role':
      if (!Number.isInteger(v) || !isRoleId(v) || isSystemRole(v as number)) return 'config.role-invalid';
      if (t.creativeRoles && !CONFIG_CREATIVE_ROLES.includes(v as number)) return 'config.role-invalid';
      return null;
    case 'roleLevel':
      return Number.isInteger(v) && ACTIVE_ROLE_LEVEL_IDS.includes(v as number) ? null : 'config.role-level-invalid';
    case 'type':
      return Number.isInteger(v) && (f.types ?? []).includes(v as number) ? null : 'common.validation';
    case 'missionType':
      return Number.isInteger(v) && MISSION_TYPES.includes(v as number) ? null : 'common.validation';
    case 'employee':
      return typeof v === 'string' && v.trim() !== '' && v.length <= 64 ? null : 'common.validation';
    case 'employeeRole':
      return null;
    case 'number':
      return isNonNegativeNumber(v) && (f.max === undefined || v <= f.max) ? null : 'message.number-error';
    case 'fraction':
      if (!isNonNegativeNumber(v)) return 'message.number-error';
      return v <= 1 ? null : 'admin.config.role.performance-states.invalid-percent';
    case 'missionConfig':
      return normalizeMissionConfig(Number(row.missionType), v) ? null : 'common.validation';
  }
}

/** The key of a row, for de-duplication and the mission duplicate rule. */
export function rowKey(t: ConfigTable, row: ConfigRow): string {
  return t.fields.filter((f) => f.key).map((f) => String(row[f.name])).join('|');
}

/**
 * Checks and normalises the rows of a PUT. Missions: a mission type appears once per role (per
 * employee), else config.mission-duplicate. Other tables: a key sent twice keeps its last row.
 */
export function checkConfigRows(t: ConfigTable, rows: unknown): { rows: ConfigRow[] } | { error: ConfigCheckError } {
  if (!Array.isArray(rows) || rows.length > CONFIG_MAX_ROWS) return { error: { code: 'common.validation', row: -1, field: t.key } };
  const out = new Map<string, ConfigRow>();
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i] as unknown;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { error: { code: 'common.validation', row: i, field: t.key } };
    const row = raw as ConfigRow;
    const clean: ConfigRow = {};
    for (const f of storedFields(t)) {
      const v = f.kind === 'missionConfig' ? row[f.name] ?? {} : row[f.name];
      const code = checkField(t, f, v, row);
      if (code) return { error: { code, row: i, field: f.name } };
      clean[f.name] = f.kind === 'missionConfig' ? normalizeMissionConfig(Number(row.missionType), v)
        : f.kind === 'employee' ? (v as string).trim() : v;
    }
    const key = rowKey(t, clean);
    if (t.replace && out.has(key)) return { error: { code: 'config.mission-duplicate', row: i, field: 'missionType' } };
    out.delete(key);
    out.set(key, clean);
  }
  return { rows: [...out.values()] };
}

/** What a grid cell typed as a number becomes: unparseable input is 0 (spec 3 section 5). */
export function parseConfigNumber(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const n = Number(input.trim().replace(',', '.'));
  return input.trim() !== '' && Number.isFinite(n) ? n : 0;
}
