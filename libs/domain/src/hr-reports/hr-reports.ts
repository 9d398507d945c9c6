// HR reports of admin > administrative (spec 3 "Report rows", API.md "HR reports"): the rows the
// server answers, the one-field social insurance edit and the break manager's permitted-day rule.
import { COMPANY_TIME_ZONE, fromYmd, isValidYmd, toYmd } from '../dates';
import { isSystemRole, roleById } from '../roles';
import { breakDays, hasLeaveFor } from '../breaks/break-rules';
import type { FieldError } from '../field-errors';

/** GET /api/hr/reports/birthday: active employees born in the month, by day of the month. */
export type BirthdayRow = { id: string; name: string; role: number; birthday: number | null };

/** GET /api/hr/reports/social-insurance. `socialInsurance` is the insurance book id. */
export type SocialInsuranceRow = {
  id: string;
  name: string;
  role: number;
  socialInsurancePayer: string | null;
  socialInsurance: string | null;
  socialInsuranceStartDate: number | null;
  socialInsuranceEndDate: number | null;
  socialInsuranceStatus: boolean;
};

export type QuitRow = { id: string; name: string; joinDate: number | null; role: number; roleLevel: number; quitDate: number | null; reason: string | null };

export type ByRoleRow = { id: string; name: string; role: number; roleLevel: number };

export type InternExpireRow = ByRoleRow & {
  contractType: number;
  contractStartDate: number | null;
  contractEndDate: number | null;
  contractChangeReason: string | null;
};

/** GET /api/hr/reports/breaks: the balance and the days that pending paid requests hold. */
export type BreakBalanceRow = ByRoleRow & { permittedDayLeft: number; permittedDayPending: number };

/** A caller's own leave: GET /api/breaks/balance. */
export type LeaveBalance = { permittedDayLeft: number; permittedDayPending: number };

export const SOCIAL_INSURANCE_FIELDS = [
  'socialInsurancePayer',
  'socialInsurance',
  'socialInsuranceStartDate',
  'socialInsuranceEndDate',
  'socialInsuranceStatus',
] as const;
export type SocialInsuranceField = (typeof SOCIAL_INSURANCE_FIELDS)[number];

/** Column lengths of the employee table. */
const TEXT_LIMITS: Partial<Record<SocialInsuranceField, number>> = { socialInsurancePayer: 100, socialInsurance: 50 };

export type SocialInsuranceEdit = { field: SocialInsuranceField; value: string | number | boolean | null };
export type EditProblem = FieldError;

/**
 * The one field a social insurance edit sets: exactly one of the five, of its type (text trimmed,
 * '' clears it; a date yyyymmdd or null; the status a boolean). Anything else is a problem list.
 */
export function socialInsuranceEdit(body: unknown): SocialInsuranceEdit | EditProblem[] {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const sent = SOCIAL_INSURANCE_FIELDS.filter((f) => b[f] !== undefined);
  const others = Object.keys(b).filter((k) => !(SOCIAL_INSURANCE_FIELDS as readonly string[]).includes(k) && b[k] !== undefined);
  if (sent.length !== 1 || others.length) {
    const problems: EditProblem[] = others.map((field) => ({ field, code: 'forms.error.unknown-field', params: {}, message: 'not a social insurance field' }));
    if (sent.length !== 1) problems.unshift({ field: sent.length ? sent.join(',') : 'socialInsurance*', code: 'forms.error.invalid', params: {}, message: 'send exactly one of the five socialInsurance* fields' });
    return problems;
  }
  const field = sent[0]!;
  const value = b[field];
  if (field === 'socialInsuranceStatus') {
    return typeof value === 'boolean' ? { field, value } : [{ field, code: 'forms.error.type', params: {}, message: 'must be true or false' }];
  }
  if (field === 'socialInsuranceStartDate' || field === 'socialInsuranceEndDate') {
    return value === null || isValidYmd(value) ? { field, value: value as number | null } : [{ field, code: 'forms.error.date', params: {}, message: 'must be a calendar date as yyyymmdd or null' }];
  }
  if (value === null) return { field, value: null };
  if (typeof value !== 'string') return [{ field, code: 'forms.error.type', params: {}, message: 'must be text' }];
  const text = value.trim();
  const max = TEXT_LIMITS[field]!;
  if (text.length > max) return [{ field, code: 'forms.error.max-length', params: { max }, message: `at most ${max} characters` }];
  return { field, value: text === '' ? null : text };
}

/**
 * An insurance period does not start after it ends (decision 027: spec 3 is silent, the contract
 * dates have the same rule); an empty date leaves the other free.
 */
export function insuranceDatesInOrder(start: number | null | undefined, end: number | null | undefined): boolean {
  return start == null || end == null || start <= end;
}

type InsuranceDates = Pick<SocialInsuranceRow, 'socialInsuranceStartDate' | 'socialInsuranceEndDate'>;

/** Whether a one-field edit keeps the row's insurance dates in order (other fields always do). */
export function insuranceEditKeepsDates(row: InsuranceDates, edit: SocialInsuranceEdit): boolean {
  // Dates stored out of order before the rule do not block the other fields.
  if (edit.field !== 'socialInsuranceStartDate' && edit.field !== 'socialInsuranceEndDate') return true;
  const start = edit.field === 'socialInsuranceStartDate' ? (edit.value as number | null) : row.socialInsuranceStartDate;
  const end = edit.field === 'socialInsuranceEndDate' ? (edit.value as number | null) : row.socialInsuranceEndDate;
  return insuranceDatesInOrder(start, end);
}

/** The most days left the break manager may set: a year of days (the column could hold far more). */
export const PERMITTED_DAY_MAX = 366;

export type PermittedDayCheck =
  | { kind: 'ok'; value: number }
  | { kind: 'unchanged' }
  | { kind: 'employee.permitted-day-invalid' }
  | { kind: 'employee.permitted-day-negative' };

/**
 * The break manager's edit of permitted days left (spec 3 section 5): a number ('' or text is
 * invalid; above PERMITTED_DAY_MAX too), not below 0, kept to one decimal as the column stores it;
 * an unchanged value is ignored.
 */
export function checkPermittedDay(input: unknown, current: number): PermittedDayCheck {
  const n = typeof input === 'number' ? input : typeof input === 'string' && input.trim() !== '' ? Number(input.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(n) || n > PERMITTED_DAY_MAX) return { kind: 'employee.permitted-day-invalid' };
  if (n < 0) return { kind: 'employee.permitted-day-negative' };
  const value = Math.round(n * 10) / 10;
  return value === current ? { kind: 'unchanged' } : { kind: 'ok', value };
}

/**
 * Whether a paid request of `breakTime` still fits once the days held by the employee's other
 * pending paid requests are set aside (issue 10 item 6: pending leave counts against the balance).
 */
export function fitsLeave(breakTime: number, permittedDayLeft: number, permittedDayPending: number): boolean {
  return hasLeaveFor(breakTime, Math.round((permittedDayLeft - permittedDayPending) * 10) / 10);
}

/** Days a set of pending paid requests hold. */
export function pendingDays(breakTimes: readonly number[]): number {
  return breakTimes.reduce((sum, t) => sum + breakDays(t), 0);
}

/** A role the by-role report may be asked for: a known role that is not a system role. */
export function isReportRole(role: unknown): role is number {
  return typeof role === 'number' && Number.isInteger(role) && !!roleById(role) && !isSystemRole(role);
}

/** This month and year in the company time zone: the reports' default. */
export function currentMonth(now: Date, timeZone: string = COMPANY_TIME_ZONE): { month: number; year: number } {
  const { year, month } = fromYmd(toYmd(now, timeZone));
  return { month, year };
}
