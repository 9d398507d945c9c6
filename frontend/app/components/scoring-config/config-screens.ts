// The scoring configuration screens of admin > config (spec 3 "Config screens"): one descriptor per
// screen says which table it edits and how the rows are laid out as a grid (rows x columns).
import {
  ACTIVE_ROLE_LEVELS, BENCHMARK_TYPES, CONFIG_CREATIVE_ROLES, CREATIVE_TYPES, EFFICIENCY_TYPES, NON_SYSTEM_ROLES,
  PERFORMANCE_STATE_TYPES, configTable, roleTagName, type ConfigRow, type ConfigTable, type PermissionName,
} from '@studio/domain';

/** One axis entry: its label and the key fields it sets in a row. */
export type AxisItem = { id: string; label: string; fields: ConfigRow };

export type AxisKind =
  | 'roles' | 'creativeRoles' | 'roleLevels' | 'projectLevels' | 'roleAndUserLevel'
  | 'efficiencyTypes' | 'benchmarkTypes' | 'creativeTypes' | 'states' | 'value';

export type GridScreen = {
  kind: 'grid';
  /** The path under /admin/config. */
  path: string;
  nav: string;
  titleKey: string;
  descriptionKey: string;
  table: ConfigTable;
  rows: AxisKind;
  columns: AxisKind;
  /** The numeric field the cells edit. */
  value: string;
  /** Each cell also shows value x 20 (role benchmark, performance benchmark) for editors. */
  paired?: boolean;
  /** A fraction 0-1 shown as 0-100 %. */
  percent?: boolean;
  /** Spec 3: benchmark and scale values are saved only when not 0. */
  saveOnlyTruthy?: boolean;
  quickConfig?: boolean;
};

export type MissionScreen = {
  kind: 'missions';
  path: string;
  nav: string;
  titleKey: string;
  descriptionKey: string;
  table: ConfigTable;
  /** Whose missions: a role (mission config) or an employee (mission instances). */
  owner: 'role' | 'employee';
};

export type ConfigScreen = GridScreen | MissionScreen;

const t = (path: string) => configTable(path)!;

export const CONFIG_SCREENS: readonly ConfigScreen[] = [
  { kind: 'grid', path: 'task/efficiency-scale', nav: 'admin.nav.efficiency-scale', titleKey: 'scoring.efficiency.title',
    descriptionKey: 'scoring.efficiency.description', table: t('efficiency-scales'), rows: 'efficiencyTypes', columns: 'value', value: 'scale', saveOnlyTruthy: true },
  { kind: 'grid', path: 'task/benchmark-scale', nav: 'admin.nav.benchmark-scale', titleKey: 'scoring.benchmark-scale.title',
    descriptionKey: 'scoring.benchmark-scale.description', table: t('benchmark-scales'), rows: 'benchmarkTypes', columns: 'value', value: 'scale', saveOnlyTruthy: true },
  { kind: 'grid', path: 'task/performance-scale', nav: 'admin.nav.performance-scale', titleKey: 'scoring.performance-scale.title',
    descriptionKey: 'scoring.performance-scale.description', table: t('performance-scales'), rows: 'roleAndUserLevel', columns: 'projectLevels',
    value: 'scale', saveOnlyTruthy: true, quickConfig: true },
  { kind: 'grid', path: 'role/benchmark', nav: 'admin.nav.role-benchmark', titleKey: 'scoring.role-benchmark.title',
    descriptionKey: 'scoring.role-benchmark.description', table: t('role-benchmarks'), rows: 'roles', columns: 'roleLevels', value: 'benchmark',
    paired: true, saveOnlyTruthy: true },
  { kind: 'grid', path: 'role/limit', nav: 'admin.nav.role-limit', titleKey: 'scoring.role-limit.title',
    descriptionKey: 'scoring.role-limit.description', table: t('role-score-limits'), rows: 'roles', columns: 'value', value: 'limit' },
  { kind: 'grid', path: 'role/penalty', nav: 'admin.nav.role-penalty', titleKey: 'scoring.role-penalty.title',
    descriptionKey: 'scoring.role-penalty.description', table: t('role-penalties'), rows: 'roles', columns: 'value', value: 'penaltyPercentage' },
  { kind: 'grid', path: 'role/level-scale', nav: 'admin.nav.role-level-scale', titleKey: 'scoring.role-level-scale.title',
    descriptionKey: 'scoring.role-level-scale.description', table: t('role-level-scales'), rows: 'roles', columns: 'roleLevels', value: 'scale',
    saveOnlyTruthy: true },
  { kind: 'grid', path: 'role/performance-benchmark', nav: 'admin.nav.performance-benchmark', titleKey: 'scoring.performance-benchmark.title',
    descriptionKey: 'scoring.performance-benchmark.description', table: t('performance-benchmarks'), rows: 'roles', columns: 'roleLevels',
    value: 'scale', paired: true, saveOnlyTruthy: true },
  { kind: 'missions', path: 'role/mission', nav: 'admin.nav.mission', titleKey: 'scoring.mission.title',
    descriptionKey: 'scoring.mission.description', table: t('missions'), owner: 'role' },
  { kind: 'missions', path: 'role/mission-instance', nav: 'admin.nav.mission-instance', titleKey: 'scoring.mission-instance.title',
    descriptionKey: 'scoring.mission-instance.description', table: t('mission-instances'), owner: 'employee' },
  { kind: 'grid', path: 'role/creative/task', nav: 'admin.nav.creative-task', titleKey: 'scoring.creative-score.title',
    descriptionKey: 'scoring.creative-score.description', table: t('creative-scores'), rows: 'creativeTypes', columns: 'creativeRoles', value: 'score' },
  { kind: 'grid', path: 'role/creative/benchmark-rate', nav: 'admin.nav.creative-benchmark-rate', titleKey: 'scoring.creative-rate.title',
    descriptionKey: 'scoring.creative-rate.description', table: t('creative-benchmark-rates'), rows: 'creativeTypes', columns: 'creativeRoles',
    value: 'rate' },
  { kind: 'grid', path: 'role/performance-states', nav: 'admin.nav.performance-states', titleKey: 'scoring.performance-states.title',
    descriptionKey: 'scoring.performance-states.description', table: t('performance-states'), rows: 'roles', columns: 'states', value: 'percent',
    percent: true },
];

export function configScreen(path: string): ConfigScreen | undefined {
  return CONFIG_SCREENS.find((s) => s.path === path);
}

/** The permission to write a screen's table (role level scale: .Create). */
export const writePermission = (s: ConfigScreen): PermissionName => s.table.set;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The entries of one axis; system roles and inactive role levels are never offered. */
export function axisItems(kind: AxisKind, tr: Translate): AxisItem[] {
  const levels = ACTIVE_ROLE_LEVELS;
  switch (kind) {
    case 'roles':
      return NON_SYSTEM_ROLES.map((r) => ({ id: `r${r.id}`, label: r.tagName, fields: { role: r.id, roleId: r.id } }));
    case 'creativeRoles':
      return CONFIG_CREATIVE_ROLES.map((id) => ({ id: `r${id}`, label: roleTagName(id), fields: { role: id } }));
    case 'roleLevels':
      return levels.map((l) => ({ id: `l${l.id}`, label: l.label, fields: { roleLevel: l.id } }));
    case 'projectLevels':
      return levels.map((l) => ({ id: `p${l.id}`, label: tr('scoring.col.project-level', { level: l.label }), fields: { roleLevelProject: l.id } }));
    case 'roleAndUserLevel':
      return NON_SYSTEM_ROLES.flatMap((r) => levels.map((l) => ({
        id: `r${r.id}u${l.id}`, label: `${r.tagName} · ${l.label}`, fields: { role: r.id, roleLevelUser: l.id },
      })));
    case 'efficiencyTypes':
      return EFFICIENCY_TYPES.map((ty) => ({ id: `t${ty}`, label: tr(`scoring.efficiency.type.${ty}`), fields: { type: ty } }));
    case 'benchmarkTypes':
      return BENCHMARK_TYPES.map((ty) => ({ id: `t${ty}`, label: tr(`scoring.benchmark.type.${ty}`), fields: { type: ty } }));
    case 'creativeTypes':
      return CREATIVE_TYPES.map((ty) => ({ id: `t${ty}`, label: tr(`scoring.creative.type.${ty}`), fields: { type: ty } }));
    case 'states':
      return PERFORMANCE_STATE_TYPES.map((ty) => ({ id: `s${ty}`, label: tr(`scoring.state.${ty}`), fields: { type: ty } }));
    case 'value':
      return [{ id: 'v', label: '', fields: {} }];
  }
}

/** The row-axis header of a screen. */
export function rowHeader(kind: AxisKind, tr: Translate): string {
  switch (kind) {
    case 'roles': case 'creativeRoles': return tr('scoring.col.role');
    case 'roleAndUserLevel': return tr('scoring.col.role-user-level');
    case 'states': return tr('scoring.col.state');
    default: return tr('scoring.col.type');
  }
}

/** The key fields of a row, whatever it is called in this table (role or roleId). */
export function keyFields(table: ConfigTable, fields: ConfigRow): ConfigRow {
  return Object.fromEntries(table.fields.filter((f) => f.key).map((f) => [f.name, fields[f.name]]));
}
