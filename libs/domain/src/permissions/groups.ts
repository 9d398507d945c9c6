// The permission-group screen's listing and editing rules (spec 3 "Permission group"), shared by
// the screen and the server: the three-way filter, the numeric suffix that sorts the rows and names
// the Extra role, the JSON rows of Import / Export, and the merge that never re-adds a row.

import { roleById } from '../roles';
import { isPermissionName } from './catalogue';
import { conditionProblem, normalizeGrants, type ConditionProblem, type GrantRow } from './conditions';
import { GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, SYSTEM_ADMIN_GROUP } from './effective';

/** GET /api/permission-groups: one group of `pgs`. */
export interface PermissionGroupView {
  id: number;
  name: string;
  permissions: GrantRow[];
}

/** GET /api/permission-groups/catalogue: one permission. */
export interface CatalogueEntry {
  id: number;
  name: string;
  scope: 'project' | 'role' | 'ticketType' | 'bonusNode' | 'none';
  description: string;
}

/** The screen's radio: Custom Permission, Project Employee, Default Permission. */
export type GroupFilter = 'custom' | 'project-employee' | 'default-permission';

export const GROUP_FILTERS: readonly GroupFilter[] = ['custom', 'project-employee', 'default-permission'];

/** Project Employee: the name contains Project_Employee; Default Permission: Default_Permission; else custom. */
export function groupFilterOf(name: string): GroupFilter {
  if (name.includes(GROUP_NAME_PROJECT_PREFIX.replace(/_$/, ''))) return 'project-employee';
  if (name.includes(GROUP_NAME_DEFAULT_PREFIX.replace(/_$/, ''))) return 'default-permission';
  return 'custom';
}

/** The global group (system-admin, the built-in admin's): only its employees are edited. */
export function isGlobalGroup(name: string): boolean {
  return name.trim() === SYSTEM_ADMIN_GROUP;
}

/** The numeric suffix of a group name (`Default_Permission_12` -> 12), null without one. */
export function groupSuffix(name: string): number | null {
  const m = /_(\d{1,9})$/.exec(name.trim());
  return m ? Number(m[1]) : null;
}

/** The Extra column: the role the suffix names, by its id; null when there is no such role. */
export function groupExtraRole(name: string): number | null {
  const suffix = groupSuffix(name);
  return suffix !== null && roleById(suffix) ? suffix : null;
}

/** Rows sorted by the numeric suffix; names without one after, by name, then by id. */
export function compareGroups(a: { id: number; name: string }, b: { id: number; name: string }): number {
  const sa = groupSuffix(a.name);
  const sb = groupSuffix(b.name);
  if (sa !== sb) {
    if (sa === null) return 1;
    if (sb === null) return -1;
    return sa - sb;
  }
  const byName = a.name.localeCompare(b.name);
  return byName !== 0 ? byName : a.id - b.id;
}

/** Why an imported JSON file is refused. */
export type ImportProblem = 'not-json' | 'not-a-list' | 'unknown-permission' | ConditionProblem;

/**
 * Reads the rows of an Import JSON file: the list Export JSON writes
 * ([{permissionId, conditionType, conditionValue}]), or an object holding it under
 * `permissions`. Every row must be complete and name a permission of the catalogue; the
 * answer is normalized and without duplicates.
 */
export function parseGrantsJson(
  text: string,
  isRole: (id: number) => boolean = (id) => !!roleById(id),
): { rows: GrantRow[] } | { problem: ImportProblem; index?: number } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'not-json' };
  }
  const list = Array.isArray(data) ? data : (data as { permissions?: unknown } | null)?.permissions;
  if (!Array.isArray(list)) return { problem: 'not-a-list' };
  const rows: GrantRow[] = [];
  for (const [index, item] of list.entries()) {
    const row = (item ?? {}) as Record<string, unknown>;
    const permissionId = typeof row['permissionId'] === 'string' ? row['permissionId'].trim() : '';
    if (!permissionId) return { problem: 'permission-group.fill-all-fields', index };
    const problem = conditionProblem({ conditionType: row['conditionType'], conditionValue: row['conditionValue'] ?? null }, isRole);
    if (problem) return { problem, index };
    if (!isPermissionName(permissionId)) return { problem: 'unknown-permission', index };
    rows.push({
      permissionId,
      conditionType: Number(row['conditionType']) as GrantRow['conditionType'],
      conditionValue: (row['conditionValue'] ?? null) as GrantRow['conditionValue'],
    });
  }
  return { rows: normalizeGrants(rows) };
}

/** `added` rows that the group does not hold yet (compared normalized), once each. */
export function newGrants(existing: readonly GrantRow[], added: readonly GrantRow[]): GrantRow[] {
  const key = (r: GrantRow) => JSON.stringify([r.permissionId, r.conditionType, r.conditionValue]);
  const held = new Set(normalizeGrants(existing).map(key));
  return normalizeGrants(added).filter((r) => !held.has(key(r)));
}
