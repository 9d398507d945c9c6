// The permission editor's rows: what the inputs hold (texts, so a half-typed row stays as typed),
// and the conversions to and from the wire rows of API.md ({permissionId, conditionType,
// conditionValue}). The rules themselves are @studio/domain's, the same the server runs.
import { conditionProblem, isRoleId, type ConditionProblem, type ConditionType, type GrantRow } from '@studio/domain';

export type EditRow = {
  key: number;
  permissionId: string;
  /** '' until chosen, else '1'..'5'. */
  conditionType: string;
  from: string;
  to: string;
  /** Excluded values as typed: numbers separated by commas or spaces. */
  exclude: string;
  value: string;
  roles: number[];
};

export const CONDITION_TYPES: readonly ConditionType[] = [1, 2, 3, 4, 5];

let nextKey = 1;

export function emptyRow(): EditRow {
  return { key: nextKey++, permissionId: '', conditionType: '', from: '', to: '', exclude: '', value: '', roles: [] };
}

export function toEditRow(row: GrantRow): EditRow {
  const base = { ...emptyRow(), permissionId: row.permissionId, conditionType: String(row.conditionType) };
  const v = row.conditionValue as Record<string, unknown> | null;
  switch (row.conditionType) {
    case 2:
      return {
        ...base,
        from: String(v?.['from'] ?? ''),
        to: String(v?.['to'] ?? ''),
        exclude: ((v?.['exclude'] as unknown[] | undefined) ?? []).join(', '),
      };
    case 3:
      return { ...base, value: String(v?.['value'] ?? '') };
    case 5:
      return { ...base, roles: ((v?.['roles'] as unknown[] | undefined) ?? []).map(Number) };
    default:
      return base;
  }
}

function excludeList(text: string): (number | string)[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((x) => (/^-?\d+$/.test(x) ? Number(x) : x));
}

/** The wire row of an editor row (not yet checked). */
export function toWire(row: EditRow): { permissionId: string; conditionType: number | null; conditionValue: unknown } {
  const type = row.conditionType ? Number(row.conditionType) : null;
  const num = (s: string) => (/^-?\d+$/.test(s.trim()) ? Number(s.trim()) : s.trim());
  let conditionValue: unknown = null;
  if (type === 2) conditionValue = { from: num(row.from), to: num(row.to), exclude: excludeList(row.exclude) };
  else if (type === 3) conditionValue = { value: row.value.trim() };
  else if (type === 5) conditionValue = { roles: row.roles };
  return { permissionId: row.permissionId.trim(), conditionType: type, conditionValue };
}

/** The first problem of a row, as an error code ('permission-group.fill-all-fields' when incomplete). */
export function rowProblem(row: EditRow, isPermission: (name: string) => boolean): ConditionProblem | 'permission-group.unknown-permission' | null {
  const wire = toWire(row);
  if (!wire.permissionId || wire.conditionType === null) return 'permission-group.fill-all-fields';
  const problem = conditionProblem(wire, isRoleId);
  if (problem) return problem;
  return isPermission(wire.permissionId) ? null : 'permission-group.unknown-permission';
}

/** An untouched new row: left out of a save instead of refusing it. */
export function isBlankRow(row: EditRow): boolean {
  return !row.permissionId && !row.conditionType;
}

/** A file name from a group name (Export JSON). */
export function exportFileName(name: string): string {
  const base = name.trim().replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${base || 'permission-group'}.json`;
}
