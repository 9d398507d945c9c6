// Conditions of a permission grant, in the wire shape of API.md
// ({conditionType, conditionValue}). What the value means (project, role,
// ticket type, bonus node) depends on the permission's scope.

export const ConditionType = { Any: 1, Range: 2, Single: 3, None: 4, Roles: 5 } as const;
export type ConditionType = (typeof ConditionType)[keyof typeof ConditionType];

export interface AnyCondition {
  conditionType: 1;
  conditionValue: null;
}
export interface RangeCondition {
  conditionType: 2;
  conditionValue: { from: number; to: number; exclude: number[] };
}
export interface SingleCondition {
  conditionType: 3;
  conditionValue: { value: string | number };
}
// Grants the permission itself but no value of its dimension.
export interface NoneCondition {
  conditionType: 4;
  conditionValue: null;
}
export interface RolesCondition {
  conditionType: 5;
  conditionValue: { roles: number[] };
}

export type Condition = AnyCondition | RangeCondition | SingleCondition | NoneCondition | RolesCondition;

export const ANY_CONDITION: AnyCondition = { conditionType: 1, conditionValue: null };
export const NONE_CONDITION: NoneCondition = { conditionType: 4, conditionValue: null };

// The one message the permission-group editor shows for any incomplete row.
export const CONDITION_INCOMPLETE = 'Please fill in all fields';

function num(v: unknown): number {
  return typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
}

export function conditionMatches(cond: Condition, value: number | string): boolean {
  switch (cond.conditionType) {
    case 1:
      return true;
    case 2: {
      const v = num(value);
      const { from, to, exclude } = cond.conditionValue;
      return Number.isFinite(v) && from <= v && v <= to && !exclude.includes(v);
    }
    case 3:
      return String(cond.conditionValue.value).trim() === String(value).trim();
    case 4:
      return false;
    case 5:
      return cond.conditionValue.roles.includes(num(value));
    default:
      return false;
  }
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Checks a condition as received from a client (so `unknown`). Returns the
 * spec's message for an incomplete row, null when valid. A range whose
 * `from` exceeds `to`, or whose exclude list holds a value not strictly
 * between them, is also refused: it could only mean a mistyped row.
 */
export function validateCondition(cond: unknown): string | null {
  if (!isObject(cond)) return CONDITION_INCOMPLETE;
  const value = cond['conditionValue'];
  switch (cond['conditionType']) {
    case 1:
    case 4:
      return null;
    case 2: {
      if (!isObject(value) || isBlank(value['from']) || isBlank(value['to'])) return CONDITION_INCOMPLETE;
      const from = num(value['from']);
      const to = num(value['to']);
      if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) return CONDITION_INCOMPLETE;
      const exclude = value['exclude'] ?? [];
      if (!Array.isArray(exclude)) return CONDITION_INCOMPLETE;
      for (const e of exclude) {
        const x = num(e);
        if (!Number.isFinite(x) || x <= from || x >= to) return CONDITION_INCOMPLETE;
      }
      return null;
    }
    case 3: {
      if (!isObject(value)) return CONDITION_INCOMPLETE;
      const v = value['value'];
      if (typeof v !== 'string' && typeof v !== 'number') return CONDITION_INCOMPLETE;
      return String(v).trim() === '' ? CONDITION_INCOMPLETE : null;
    }
    case 5: {
      if (!isObject(value) || !Array.isArray(value['roles']) || value['roles'].length === 0) {
        return CONDITION_INCOMPLETE;
      }
      return value['roles'].every((r) => Number.isInteger(num(r))) ? null : CONDITION_INCOMPLETE;
    }
    default:
      return CONDITION_INCOMPLETE;
  }
}

function uniqueSorted(values: readonly unknown[]): number[] {
  return [...new Set(values.map(num))].sort((a, b) => a - b);
}

/**
 * Canonical form of a condition that passed validateCondition: numbers as
 * numbers, single value trimmed, lists sorted and deduplicated, null values
 * for any/none. Two rows granting the same thing then compare equal.
 */
export function normalizeCondition(cond: Condition): Condition {
  switch (cond.conditionType) {
    case 2: {
      const { from, to, exclude } = cond.conditionValue;
      return {
        conditionType: 2,
        conditionValue: { from: num(from), to: num(to), exclude: uniqueSorted(exclude ?? []) },
      };
    }
    case 3:
      return { conditionType: 3, conditionValue: { value: String(cond.conditionValue.value).trim() } };
    case 5:
      return { conditionType: 5, conditionValue: { roles: uniqueSorted(cond.conditionValue.roles) } };
    case 1:
      return { conditionType: 1, conditionValue: null };
    default:
      return { conditionType: 4, conditionValue: null };
  }
}

export interface GrantRow {
  permissionId: string;
  conditionType: ConditionType;
  conditionValue: Condition['conditionValue'];
}

/**
 * The save step of the permission-group editor: each row's condition is
 * normalized (single values trimmed) and exact duplicates are dropped, the
 * first occurrence winning. Rows are assumed validated.
 */
export function normalizeGrants<T extends GrantRow>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const row of rows) {
    const cond = normalizeCondition({
      conditionType: row.conditionType,
      conditionValue: row.conditionValue,
    } as Condition);
    const normalized = { ...row, permissionId: row.permissionId.trim(), ...cond };
    const key = JSON.stringify([normalized.permissionId, cond.conditionType, cond.conditionValue]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(normalized);
  }
  return out;
}

/**
 * The concrete values a condition allows within a finite universe, or '**'
 * when it allows every value (type 1).
 */
export function expandCondition(cond: Condition, universe: readonly number[]): number[] | '**' {
  if (cond.conditionType === 1) return '**';
  if (cond.conditionType === 4) return [];
  return universe.filter((u) => conditionMatches(cond, u));
}
