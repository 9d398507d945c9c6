// The project settings form model (spec 2, Project Setting and section 5 'Project save').
import { NON_SYSTEM_ROLES, isSystemRole, listValues } from '@studio/domain';

import type { ProjectDetail, ProjectMember, ProjectRoleLevel } from '~/components/projects/project-model';
import type { Permission } from '~/lib/permissions';

/** Select values: '' is "not set" for type, platform ('none' = Other) and UA status. */
export type SettingValues = {
  name: string;
  packageName: string;
  projectType: string;
  parent: string | null;
  platform: string;
  repositoryId: string;
  firebaseProjectId: string;
  firebaseAppId: string;
  statusUa: string;
};

export const NONE = 'none';

export function toValues(p: ProjectDetail): SettingValues {
  return {
    name: p.name ?? '',
    packageName: p.packageName ?? '',
    projectType: p.projectType === null || p.projectType === undefined ? '' : String(p.projectType),
    parent: p.parent ? String(p.parent) : null,
    platform: p.platform === 1 || p.platform === 2 ? String(p.platform) : NONE,
    repositoryId: p.repositoryId ?? '',
    firebaseProjectId: p.firebaseProjectId ?? '',
    firebaseAppId: p.firebaseAppId ?? '',
    statusUa: p.statusUa ? String(p.statusUa) : '',
  };
}

const memberKey = (m: { id: string; role: number }) => `${m.role}:${m.id}`;

export function sameMembers(a: readonly ProjectMember[], b: readonly ProjectMember[]): boolean {
  const keys = new Set(a.map(memberKey));
  return a.length === b.length && b.every((m) => keys.has(memberKey(m)));
}

/** role -> level as the form holds it (null = not set). */
export type LevelMap = Record<number, number | null>;

export function toLevelMap(list: readonly ProjectRoleLevel[] | undefined): LevelMap {
  return Object.fromEntries((list ?? []).map((l) => [l.role, l.roleLevel]));
}

export function sameLevels(a: LevelMap, b: LevelMap): boolean {
  return Object.keys({ ...a, ...b }).every((role) => (a[Number(role)] ?? null) === (b[Number(role)] ?? null));
}

const text = (v: string) => v.trim() || null;
const int = (v: string) => (v === '' || v === NONE ? null : Number(v));

/**
 * The PATCH body: name, package name and parent (0 = the global root, i.e. none) always; the
 * other fields, the member list and the role levels only when they changed.
 */
export function settingPayload(
  values: SettingValues,
  initial: SettingValues,
  members: { now: readonly ProjectMember[]; initial: readonly ProjectMember[] },
  levels: { now: LevelMap; initial: LevelMap } | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    packageName: text(values.packageName),
    parent: values.parent ? Number(values.parent) : 0,
  };
  if (values.projectType !== initial.projectType) body.projectType = int(values.projectType);
  if (values.platform !== initial.platform) body.platform = int(values.platform);
  if (values.statusUa !== initial.statusUa) body.statusUa = int(values.statusUa);
  for (const key of ['repositoryId', 'firebaseProjectId', 'firebaseAppId'] as const) {
    if (values[key].trim() !== initial[key].trim()) body[key] = text(values[key]);
  }
  if (!sameMembers(members.now, members.initial)) {
    body.employees = members.now.map((m) => ({ employee: m.id, role: m.role }));
  }
  if (levels) {
    const changed = Object.keys({ ...levels.now, ...levels.initial })
      .map(Number)
      .filter((role) => (levels.now[role] ?? null) !== (levels.initial[role] ?? null))
      .map((role) => ({ role, roleLevel: levels.now[role] ?? null }));
    if (changed.length) body.roleLevels = changed;
  }
  return body;
}

/** The roles a role-scoped project permission lets the user change, without system roles. */
export function editableRoles(permissions: readonly Permission[], name: string): number[] {
  const values = listValues(permissions, name);
  if (values === '**') return NON_SYSTEM_ROLES.map((r) => r.id);
  return values.filter((r) => !isSystemRole(r));
}
