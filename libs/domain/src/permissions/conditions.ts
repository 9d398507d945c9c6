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

/** Bounds of a condition as received: ids fit the id columns, lists and texts stay small. */
export const CONDITION_LIMITS = { maxId: 2_147_483_647, maxList: 1000, maxText: 100 } as const;

/**
 * Why a condition is refused, as an error code of the catalogue (errors.ts):
 * - fill-all-fields: a part the row needs is missing (no type, single without
 *   a value, range without from or to, roles without a role), the spec's
 *   'Please fill in all fields';
 * - range-order: from is greater than to;
 * - exclude-out-of-range: an excluded value is not strictly between from and to;
 * - condition-invalid: a value of the wrong kind (text where an id goes, an
 *   unknown condition type or role, an oversized list or text).
 */
export type ConditionProblem =
  | 'permission-group.fill-all-fields'
  | 'permission-group.range-order'
  | 'permission-group.exclude-out-of-range'
  | 'permission-group.condition-invalid';

function isId(v: number): boolean {
  return Number.isInteger(v) && Math.abs(v) <= CONDITION_LIMITS.maxId;
}

/**
 * Checks a condition as received from a client (so `unknown`): the code of
 * the first problem, null when valid. The screen runs the same check before
 * it sends, the server again before it stores.
 */
export function conditionProblem(cond: unknown, isRole: (id: number) => boolean = () => true): ConditionProblem | null {
  if (!isObject(cond) || isBlank(cond['conditionType'])) return 'permission-group.fill-all-fields';
  const value = cond['conditionValue'];
  switch (num(cond['conditionType'])) {
    case 1:
    case 4:
      return null;
    case 2: {
      if (!isObject(value) || isBlank(value['from']) || isBlank(value['to'])) return 'permission-group.fill-all-fields';
      const from = num(value['from']);
      const to = num(value['to']);
      if (!isId(from) || !isId(to)) return 'permission-group.condition-invalid';
      if (from > to) return 'permission-group.range-order';
      const exclude = value['exclude'] ?? [];
      if (!Array.isArray(exclude) || exclude.length > CONDITION_LIMITS.maxList) return 'permission-group.condition-invalid';
      for (const e of exclude) {
        const x = num(e);
        if (!isId(x)) return 'permission-group.condition-invalid';
        if (x <= from || x >= to) return 'permission-group.exclude-out-of-range';
      }
      return null;
    }
    case 3: {
      if (!isObject(value) || isBlank(value['value'])) return 'permission-group.fill-all-fields';
      const v = value['value'];
      if (typeof v !== 'string' && typeof v !== 'number') return 'permission-group.condition-invalid';
      return String(v).trim().length > CONDITION_LIMITS.maxText ? 'permission-group.condition-invalid' : null;
    }
    case 5: {
      if (!isObject(value) || isBlank(value['roles'])) return 'permission-group.fill-all-fields';
      const roles = value['roles'];
      if (!Array.isArray(roles) || roles.length > CONDITION_LIMITS.maxList) return 'permission-group.condition-invalid';
      if (roles.length === 0) return 'permission-group.fill-all-fields';
      return roles.every((r) => isId(num(r)) && isRole(num(r))) ? null : 'permission-group.condition-invalid';
    }
    default:
      return 'permission-group.condition-invalid';
  }
}

/**
 * The spec's message for an incomplete row, or null when the condition is
 * complete. Any other problem (see conditionProblem) is also refused: a range
 * whose `from` exceeds `to`, or whose exclude list holds a value not strictly
 * between them, could only mean a mistyped row.
 */
export function validateCondition(cond: unknown): string | null {
  return conditionProblem(cond) ? CONDITION_INCOMPLETE : null;
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
