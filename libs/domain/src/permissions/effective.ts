// Effective permissions (DESIGN.md "Permissions"). The server loads the grants
// that reach an employee (custom groups listing them, the default group of
// their role, the project-employee groups of their project roles, or the
// system grant of `admin`), and these pure functions answer from them.

import { PERMISSIONS, permissionByName, type PermissionName, type PermissionScope } from './catalogue';
import { conditionMatches, expandCondition, type Condition } from './conditions';
import { ROLE_IDS } from '../roles';
import { BONUS_NODE_IDS, TICKET_TYPES } from '../statuses';

export const GROUP_NAME_DEFAULT_PREFIX = 'Default_Permission_';
export const GROUP_NAME_PROJECT_PREFIX = 'Project_Employee_';
export const SYSTEM_ADMIN_GROUP = 'system-admin';

/** At most this many projects per GET /api/auth/permissions/projects: 200 ids keep the URL far below any proxy's limit. */
export const MAX_PERMISSION_PROJECTS = 200;

export type GrantKind = 'custom' | 'default-role' | 'project-role' | 'system';

export interface GrantSource {
  kind: GrantKind;
  // For project-role grants: the projects where the employee holds that role.
  projectIds?: number[];
}

export interface Grant {
  permission: string;
  condition: Condition;
  source: GrantSource;
}

export interface ParsedGroupName {
  kind: GrantKind;
  role?: number;
}

/**
 * A group's kind is encoded in its name: `Default_Permission_<role>` reaches
 * every employee of that role, `Project_Employee_<role>` every member holding
 * that project role (for that project only), `system-admin` is the built-in
 * group of `admin`; anything else is a custom group of listed employees.
 */
export function parseGroupName(name: string): ParsedGroupName {
  const n = name.trim();
  if (n === SYSTEM_ADMIN_GROUP) return { kind: 'system' };
  for (const [prefix, kind] of [
    [GROUP_NAME_DEFAULT_PREFIX, 'default-role'],
    [GROUP_NAME_PROJECT_PREFIX, 'project-role'],
  ] as const) {
    if (n.startsWith(prefix)) {
      const suffix = n.slice(prefix.length);
      if (/^\d+$/.test(suffix)) return { kind, role: Number(suffix) };
    }
  }
  return { kind: 'custom' };
}

export function defaultRoleGroupName(role: number): string {
  return `${GROUP_NAME_DEFAULT_PREFIX}${role}`;
}

export function projectRoleGroupName(role: number): string {
  return `${GROUP_NAME_PROJECT_PREFIX}${role}`;
}

function applies(g: Grant, project: number): boolean {
  return g.source.kind !== 'project-role' || (g.source.projectIds ?? []).includes(project);
}

export interface PermissionContext {
  project: number;
  // The value of the permission's own dimension (role, ticket type, bonus
  // node); ignored for project and none scopes.
  value?: number | string;
}

export function hasPermission(
  grants: readonly Grant[],
  name: PermissionName | string,
  ctx: PermissionContext,
): boolean {
  if (grants.some((g) => g.source.kind === 'system')) return true;
  const def = permissionByName(name);
  if (!def) return false;
  const mine = grants.filter((g) => g.permission === name && applies(g, ctx.project));
  if (mine.length === 0) return false;
  switch (def.scope) {
    case 'none':
      return true;
    case 'project':
      return mine.some((g) => conditionMatches(g.condition, ctx.project));
    default: {
      const value = ctx.value;
      if (value === undefined) return true;
      return mine.some((g) => conditionMatches(g.condition, value));
    }
  }
}

export interface EffectivePermission {
  permissionId: string;
  extraCondition: string;
}

// Finite universes of the dimensions, for listing per-value grants.
export const SCOPE_UNIVERSE: Readonly<Record<'role' | 'ticketType' | 'bonusNode', readonly number[]>> = {
  role: ROLE_IDS,
  ticketType: TICKET_TYPES,
  bonusNode: BONUS_NODE_IDS,
};

function isDimension(scope: PermissionScope): scope is 'role' | 'ticketType' | 'bonusNode' {
  return scope === 'role' || scope === 'ticketType' || scope === 'bonusNode';
}

/**
 * The answer of GET /api/auth/permissions for one project: '*' for a held
 * permission without a dimension of its own (scope none or project), '**'
 * when a dimensioned permission is held for every value, otherwise one row
 * per allowed value. A dimensioned permission held only through a none
 * condition gets one row with an empty extraCondition: held, but for no value.
 */
export function effectivePermissions(grants: readonly Grant[], project: number): EffectivePermission[] {
  const isSystem = grants.some((g) => g.source.kind === 'system');
  const out: EffectivePermission[] = [];
  for (const def of PERMISSIONS) {
    const scope: PermissionScope = def.scope;
    if (isSystem) {
      out.push({ permissionId: def.name, extraCondition: isDimension(scope) ? '**' : '*' });
      continue;
    }
    const mine = grants.filter((g) => g.permission === def.name && applies(g, project));
    if (mine.length === 0) continue;
    if (!isDimension(scope)) {
      if (hasPermission(mine, def.name, { project })) out.push({ permissionId: def.name, extraCondition: '*' });
      continue;
    }
    const universe = SCOPE_UNIVERSE[scope];
    const values = new Set<number>();
    let all = false;
    for (const g of mine) {
      const e = expandCondition(g.condition, universe);
      if (e === '**') {
        all = true;
        break;
      }
      e.forEach((v) => values.add(v));
    }
    if (all || values.size === universe.length) {
      out.push({ permissionId: def.name, extraCondition: '**' });
    } else if (values.size === 0) {
      out.push({ permissionId: def.name, extraCondition: '' });
    } else {
      [...values]
        .sort((a, b) => a - b)
        .forEach((v) => out.push({ permissionId: def.name, extraCondition: String(v) }));
    }
  }
  // Stable sort: values of one permission keep their numeric order.
  return out.sort((a, b) => (a.permissionId < b.permissionId ? -1 : a.permissionId > b.permissionId ? 1 : 0));
}

/**
 * The client side of the same question, answered from the
 * {permissionId, extraCondition} list: held when any row exists (no value
 * asked), or a row is '*', '**' or the value itself.
 */
export function listAllows(
  list: readonly EffectivePermission[],
  name: PermissionName | string,
  value?: number | string,
): boolean {
  return list.some(
    (p) =>
      p.permissionId === name &&
      (value === undefined ||
        p.extraCondition === '*' ||
        p.extraCondition === '**' ||
        p.extraCondition === String(value).trim()),
  );
}

/** Values a list allows for a dimensioned permission, for pickers ('**' = every value). */
export function listValues(list: readonly EffectivePermission[], name: PermissionName | string): number[] | '**' {
  const values = new Set<number>();
  for (const p of list) {
    if (p.permissionId !== name) continue;
    if (p.extraCondition === '*' || p.extraCondition === '**') return '**';
    if (p.extraCondition !== '' && Number.isFinite(Number(p.extraCondition))) values.add(Number(p.extraCondition));
  }
  return [...values].sort((a, b) => a - b);
}
