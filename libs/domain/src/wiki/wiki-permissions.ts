// Per-page wiki permissions (spec 3, Wiki; API.md "Wiki"): rows of a type and its data, kept per
// mode. The server decides with these functions on every read and write; the Config popup checks
// the same rules before it sends.
import { WikiPermissionType } from '../statuses';

export const WIKI_PERMISSION_TYPES = [
  WikiPermissionType.Public,
  WikiPermissionType.User,
  WikiPermissionType.Project,
  WikiPermissionType.PermissionGroup,
  WikiPermissionType.Role,
  WikiPermissionType.Parent,
] as const;

export const WIKI_PERMISSION_MODES = ['read', 'write'] as const;
export type WikiPermissionMode = (typeof WIKI_PERMISSION_MODES)[number];

/** Data of a row by type: Public and Parent carry none. */
export type WikiPermissionData =
  | null
  | { users: string[] }
  | { projects: number[] }
  | { permissionGroups: number[]; projects: number[] }
  | { roles: number[]; projects: number[] };

/** A row as PUT .../permissions sends it (one mode at a time). */
export type WikiPermissionInput = { type: WikiPermissionType; data: WikiPermissionData };

/** A row as the page keeps it and answers it. */
export type WikiPermissionRow = WikiPermissionInput & { mode: WikiPermissionMode };

export const WIKI_PERMISSION_LIMITS = { idsPerList: 500 } as const;

/** What the rules need to know about the caller. */
export type WikiViewer = {
  id: string;
  /** Main and extra roles. */
  roles: readonly number[];
  /** Project memberships with the project role. */
  projectRoles: readonly { project: number; role: number }[];
  /** Permission groups reaching the caller; `project` set when the group reaches through that project's membership. */
  groups: readonly { group: number; project: number | null }[];
};

/** A page as the rules see it. */
export type WikiAccessNode = { id: number; parentId: number | null; permissions: readonly WikiPermissionRow[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ints = (v: unknown) => Array.isArray(v) && v.every((x) => Number.isInteger(x) && (x as number) >= 0);
const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 100);

/** The data keys a type takes, each with its check. */
const DATA_SHAPE: Record<WikiPermissionType, Record<string, (v: unknown) => boolean> | null> = {
  Public: null,
  Parent: null,
  User: { users: strings },
  Project: { projects: ints },
  PermissionGroup: { permissionGroups: ints, projects: ints },
  Role: { roles: ints, projects: ints },
};

/** The keys a type's data must hold. */
const REQUIRED: Record<WikiPermissionType, readonly string[]> = {
  Public: [], Parent: [], User: ['users'], Project: ['projects'], PermissionGroup: ['permissionGroups'], Role: ['roles'],
};

/**
 * What is wrong with the rows of one mode, as {field, message} rows (empty when valid), except a
 * repeated type, which `repeatedType` reports (400 wiki.type-used).
 */
export function wikiPermissionProblems(rows: readonly unknown[]): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  rows.forEach((row, i) => {
    const field = `permissions[${i}]`;
    if (!isObject(row) || !(WIKI_PERMISSION_TYPES as readonly unknown[]).includes(row.type)) {
      problems.push({ field: `${field}.type`, message: `must be one of ${WIKI_PERMISSION_TYPES.join(', ')}` });
      return;
    }
    const type = row.type as WikiPermissionType;
    const shape = DATA_SHAPE[type];
    if (!shape) {
      if (row.data !== null && row.data !== undefined) problems.push({ field: `${field}.data`, message: 'must be null' });
      return;
    }
    const data = row.data;
    if (!isObject(data)) {
      problems.push({ field: `${field}.data`, message: `must be {${Object.keys(shape).join(', ')}}` });
      return;
    }
    for (const key of Object.keys(data)) {
      if (!(key in shape)) problems.push({ field: `${field}.data.${key}`, message: 'unknown key' });
    }
    for (const [key, check] of Object.entries(shape)) {
      const value = data[key];
      if (value === undefined && !REQUIRED[type].includes(key)) continue;
      if (!check(value)) problems.push({ field: `${field}.data.${key}`, message: key === 'users' ? 'must be a list of employee ids' : 'must be a list of ids' });
      else if ((value as unknown[]).length > WIKI_PERMISSION_LIMITS.idsPerList) {
        problems.push({ field: `${field}.data.${key}`, message: `at most ${WIKI_PERMISSION_LIMITS.idsPerList} ids` });
      } else if (REQUIRED[type].includes(key) && !(value as unknown[]).length) {
        problems.push({ field: `${field}.data.${key}`, message: 'must not be empty' });
      }
    }
  });
  return problems;
}

/** The first type that appears twice in one mode, if any. */
export function repeatedType(rows: readonly { type: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { type } of rows) {
    if (seen.has(type)) return type;
    seen.add(type);
  }
  return undefined;
}

/** A valid row in its stored form: lists deduplicated, an omitted `projects` as []. */
export function normalizePermissionRow(row: WikiPermissionInput, mode: WikiPermissionMode): WikiPermissionRow {
  const uniq = <T>(list: readonly T[] | undefined) => [...new Set(list ?? [])];
  const d = (row.data ?? {}) as Record<string, unknown[] | undefined>;
  switch (row.type) {
    case 'User':
      return { mode, type: row.type, data: { users: uniq(d.users as string[]) } };
    case 'Project':
      return { mode, type: row.type, data: { projects: uniq(d.projects as number[]) } };
    case 'PermissionGroup':
      return { mode, type: row.type, data: { permissionGroups: uniq(d.permissionGroups as number[]), projects: uniq(d.projects as number[]) } };
    case 'Role':
      return { mode, type: row.type, data: { roles: uniq(d.roles as number[]), projects: uniq(d.projects as number[]) } };
    default:
      return { mode, type: row.type, data: null };
  }
}

/** The stored rows of a page, whatever the column held (null, or rows of an older shape). */
export function pagePermissionRows(stored: unknown): WikiPermissionRow[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (r): r is WikiPermissionRow =>
      isObject(r) && (WIKI_PERMISSION_MODES as readonly unknown[]).includes(r.mode) && (WIKI_PERMISSION_TYPES as readonly unknown[]).includes(r.type),
  );
}

const inProjects = (projects: readonly number[] | undefined, project: number) => !projects?.length || projects.includes(project);

/**
 * Whether one row (not Parent) lets the viewer in:
 * - Public: every signed-in employee.
 * - User: the caller is listed.
 * - Project: the caller is a member of one of the projects.
 * - Role: without projects, the caller's main or extra role is listed; with projects, the
 *   caller's role in one of those projects is.
 * - PermissionGroup: the caller belongs to one of the groups (listed member, the default group of
 *   their role, or a project-role group through a membership); with projects, a project-role
 *   group counts through those projects only, and other groups need a membership of one of them.
 */
export function rowLetsIn(row: WikiPermissionRow, viewer: WikiViewer): boolean {
  const data = (row.data ?? {}) as { users?: string[]; projects?: number[]; roles?: number[]; permissionGroups?: number[] };
  switch (row.type) {
    case 'Public':
      return true;
    case 'User':
      return !!data.users?.includes(viewer.id);
    case 'Project':
      return viewer.projectRoles.some((m) => !!data.projects?.includes(m.project));
    case 'Role':
      if (!data.projects?.length) return viewer.roles.some((r) => !!data.roles?.includes(r));
      return viewer.projectRoles.some((m) => data.projects!.includes(m.project) && !!data.roles?.includes(m.role));
    case 'PermissionGroup': {
      const member = !data.projects?.length || viewer.projectRoles.some((m) => data.projects!.includes(m.project));
      return viewer.groups.some((g) =>
        data.permissionGroups?.includes(g.group) && (g.project === null ? member : inProjects(data.projects, g.project)));
    }
    default:
      return false;
  }
}

export const WIKI_PARENT_DEPTH = 16;

/**
 * Whether the viewer passes a page's rows of one mode: with no rows, `fallback` (the project-wide
 * permission) decides; otherwise one row must let the viewer in, a Parent row by the parent
 * page's rows of the same mode (a page without a parent, or a chain deeper than
 * WIKI_PARENT_DEPTH, falls back likewise / refuses).
 */
export function passesRows(
  page: WikiAccessNode,
  mode: WikiPermissionMode,
  viewer: WikiViewer,
  fallback: boolean,
  parentOf: (id: number) => WikiAccessNode | undefined,
  depth = 0,
): boolean {
  if (depth > WIKI_PARENT_DEPTH) return false;
  const rows = page.permissions.filter((r) => r.mode === mode);
  if (!rows.length) return fallback;
  return rows.some((row) => {
    if (row.type !== 'Parent') return rowLetsIn(row, viewer);
    const parent = page.parentId === null ? undefined : parentOf(page.parentId);
    return parent ? passesRows(parent, mode, viewer, fallback, parentOf, depth + 1) : fallback;
  });
}

/** Whether any row of the page or its Parent chain needs to know who the viewer is beyond the id. */
export function needsViewer(page: WikiAccessNode, parentOf: (id: number) => WikiAccessNode | undefined): boolean {
  let node: WikiAccessNode | undefined = page;
  for (let depth = 0; node && depth <= WIKI_PARENT_DEPTH; depth++) {
    if (node.permissions.some((r) => r.type === 'Project' || r.type === 'Role' || r.type === 'PermissionGroup')) return true;
    if (!node.permissions.some((r) => r.type === 'Parent') || node.parentId === null) return false;
    node = parentOf(node.parentId);
  }
  return false;
}

/** The project-wide permissions that decide for pages without rows, and for Config holders always. */
export type WikiProjectAccess = { read: boolean; write: boolean; create: boolean; config: boolean };

/** Read and write of one page: write needs read (a page one may not read is 404 in every call). */
export function wikiPageAccess(
  page: WikiAccessNode,
  viewer: WikiViewer,
  project: WikiProjectAccess,
  parentOf: (id: number) => WikiAccessNode | undefined,
): { read: boolean; write: boolean } {
  // Those who configure a project's pages can never lock themselves out of one.
  if (project.config) return { read: true, write: true };
  const read = passesRows(page, 'read', viewer, project.read, parentOf);
  return { read, write: read && passesRows(page, 'write', viewer, project.write, parentOf) };
}
