// Employee income (spec 3 "Income", API.md "Employee income"): salary slips, quarter bonuses and
// business bonuses. The server checks every income with these rules; the dialog runs the same
// ones first. Money is integers in VND; screens enter and show thousands of VND.
import { COMPANY_TIME_ZONE, daysInMonth, fromYmd, toYmd, ymdOf } from '../dates';
import { IncomeType } from '../statuses';

export const SALARY_PERCENT_MIN = 0;
export const SALARY_PERCENT_MAX = 100;
export const INCOME_QUARTERS = ['1', '2', '3', '4'] as const;
export type IncomeQuarter = (typeof INCOME_QUARTERS)[number];
export const INCOME_YEAR_MIN = 2000;
export const INCOME_YEAR_MAX = 2100;
/** Largest amount accepted, in VND (a trillion): far above any slip, far below float trouble. */
export const INCOME_AMOUNT_MAX = 1_000_000_000_000;
/** The list's default range reaches this many months back from today (spec 3 section 9). */
export const INCOME_DEFAULT_MONTHS = 3;

export interface SalaryValue {
  percent: number;
  totalSalary: number;
  actualSalary: number;
}

export interface QuarterBonusValue {
  personalBenchmarkPercentage: number;
  quarterBonusBenchmarkPercentage: number;
  totalBonus: number;
  quarter: IncomeQuarter;
  year: number;
}

export interface BusinessBonusValue {
  totalBonus: number;
  year: number;
  /** Project ids. */
  project: number[];
}

export type IncomeValue = SalaryValue | QuarterBonusValue | BusinessBonusValue;

/** An income as the API answers it. `date` is the settlement date (yyyymmdd); amounts in VND. */
export type Income = {
  id: number;
  employee: string;
  type: IncomeType;
  date: number;
  income: number;
  isShow: boolean;
  value: IncomeValue;
};

/** GET /api/incomes/employees: everyone an income may be for (role 0 and inactive employees included). */
export type IncomeEmployee = {
  id: string;
  name: string;
  role: number;
  icon: string | null;
  isActive: boolean;
};

export const INCOME_TYPES: readonly IncomeType[] = [IncomeType.Salary, IncomeType.QuarterBonus, IncomeType.BusinessBonus];

/** The value's fields of each type, in display order. */
export const INCOME_VALUE_FIELDS = {
  [IncomeType.Salary]: ['percent', 'totalSalary', 'actualSalary'],
  [IncomeType.QuarterBonus]: ['personalBenchmarkPercentage', 'quarterBonusBenchmarkPercentage', 'totalBonus', 'quarter', 'year'],
  [IncomeType.BusinessBonus]: ['totalBonus', 'year', 'project'],
} as const satisfies Record<1 | 2 | 3, readonly string[]>;

/** Money fields of a value (VND in the API, thousands on screen). */
export const INCOME_MONEY_FIELDS: ReadonlySet<string> = new Set(['totalSalary', 'actualSalary', 'totalBonus']);

export type IncomeError = { code: 'common.validation' | 'income.percent-range'; field: string };
export type IncomeCheck<T> = { ok: T } | { error: IncomeError };

export function isIncomeType(type: unknown): type is 1 | 2 | 3 {
  return type === IncomeType.Salary || type === IncomeType.QuarterBonus || type === IncomeType.BusinessBonus;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (field: string): { error: IncomeError } => ({ error: { code: 'common.validation', field } });

/** A non-negative whole amount of VND. */
export function isIncomeAmount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= INCOME_AMOUNT_MAX;
}

const isPercentNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isYear = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= INCOME_YEAR_MIN && v <= INCOME_YEAR_MAX;

/**
 * Checks an income's value against its type and answers it normalised (the type's fields only, a
 * quarter as text "1"-"4", projects unique). A value may come as its JSON text (spec 3 stores text).
 */
export function checkIncomeValue(type: unknown, raw: unknown): IncomeCheck<IncomeValue> {
  if (!isIncomeType(type)) return bad('type');
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return bad('value');
    }
  }
  if (!isObject(value)) return bad('value');
  const allowed: readonly string[] = INCOME_VALUE_FIELDS[type];
  const extra = Object.keys(value).find((k) => !allowed.includes(k));
  if (extra) return bad(`value.${extra}`);
  const v = value;
  if (type === IncomeType.Salary) {
    if (!isPercentNumber(v.percent)) return bad('value.percent');
    if (v.percent < SALARY_PERCENT_MIN || v.percent > SALARY_PERCENT_MAX) return { error: { code: 'income.percent-range', field: 'value.percent' } };
    for (const f of ['totalSalary', 'actualSalary'] as const) if (!isIncomeAmount(v[f])) return bad(`value.${f}`);
    return { ok: { percent: v.percent, totalSalary: v.totalSalary as number, actualSalary: v.actualSalary as number } };
  }
  if (type === IncomeType.QuarterBonus) {
    for (const f of ['personalBenchmarkPercentage', 'quarterBonusBenchmarkPercentage'] as const) {
      if (!isPercentNumber(v[f]) || (v[f] as number) < 0) return bad(`value.${f}`);
    }
    if (!isIncomeAmount(v.totalBonus)) return bad('value.totalBonus');
    const quarter = typeof v.quarter === 'number' ? String(v.quarter) : v.quarter;
    if (!INCOME_QUARTERS.includes(quarter as IncomeQuarter)) return bad('value.quarter');
    if (!isYear(v.year)) return bad('value.year');
    return {
      ok: {
        personalBenchmarkPercentage: v.personalBenchmarkPercentage as number,
        quarterBonusBenchmarkPercentage: v.quarterBonusBenchmarkPercentage as number,
        totalBonus: v.totalBonus,
        quarter: quarter as IncomeQuarter,
        year: v.year,
      },
    };
  }
  if (!isIncomeAmount(v.totalBonus)) return bad('value.totalBonus');
  if (!isYear(v.year)) return bad('value.year');
  if (!Array.isArray(v.project) || v.project.some((p) => typeof p !== 'number' || !Number.isInteger(p) || p < 0)) return bad('value.project');
  return { ok: { totalBonus: v.totalBonus, year: v.year, project: [...new Set(v.project as number[])] } };
}

/** What the slip pays: the actual salary, or the bonus total. */
export function incomeAmountOf(type: IncomeType, value: IncomeValue): number {
  if (type === IncomeType.Salary) return (value as SalaryValue).actualSalary;
  return (value as QuarterBonusValue | BusinessBonusValue).totalBonus;
}

export interface IncomeInput {
  employee?: unknown;
  type?: unknown;
  date?: unknown;
  income?: unknown;
  isShow?: unknown;
  value?: unknown;
}

export type CheckedIncome = Omit<Income, 'id'>;

/**
 * The whole income: employee, a calendar settlement date, a known type and its value. `income` is
 * the slip's own amount (incomeAmountOf), whatever was sent; a sent one must still be an amount.
 */
export function checkIncome(input: IncomeInput, isValidDate: (n: unknown) => boolean): IncomeCheck<CheckedIncome> {
  if (typeof input.employee !== 'string' || input.employee.trim() === '' || input.employee.length > 64) return bad('employee');
  if (!isValidDate(input.date)) return bad('date');
  if (!isIncomeType(input.type)) return bad('type');
  if (input.isShow !== undefined && typeof input.isShow !== 'boolean') return bad('isShow');
  const value = checkIncomeValue(input.type, input.value);
  if ('error' in value) return value;
  // Like a fund's shareFund, the amount is computed; one sent must still be an amount.
  if (input.income !== undefined && input.income !== null && !isIncomeAmount(input.income)) return bad('income');
  return {
    ok: {
      employee: input.employee.trim(), type: input.type, date: input.date as number, income: incomeAmountOf(input.type, value.ok),
      isShow: input.isShow === true, value: value.ok,
    },
  };
}

/** The list's default range: three months ago to today, in the company time zone. */
export function defaultIncomeRange(now: Date, timeZone: string = COMPANY_TIME_ZONE): { from: number; to: number } {
  const to = toYmd(now, timeZone);
  const { year, month, day } = fromYmd(to);
  const back = month - INCOME_DEFAULT_MONTHS;
  const y = back <= 0 ? year - 1 : year;
  const m = back <= 0 ? back + 12 : back;
  return { from: ymdOf(y, m, Math.min(day, daysInMonth(y, m))), to };
}

/** Thousands of VND typed on screen -> VND (null when not a number). */
export function thousandsToVnd(text: string | number): number | null {
  const n = typeof text === 'number' ? text : Number(String(text).replace(/[\s,]/g, '').trim());
  if (typeof text === 'string' && text.trim() === '') return null;
  return Number.isFinite(n) ? Math.round(n * 1000) : null;
}

/** VND -> thousands of VND, for an input's value. */
export function vndToThousands(vnd: number): number {
  return vnd / 1000;
}

/** The quarter a settlement date falls in, "1"-"4". */
export function quarterOf(ymd: number): IncomeQuarter {
  return String(Math.floor((fromYmd(ymd).month - 1) / 3) + 1) as IncomeQuarter;
}
