// Leave requests (spec 2 section 5) and day-off hours (spec 3 section 5). The
// earliest date and the balance are counted in the company time zone, so a
// request made at 07:59 in Ho Chi Minh City may still be for today.
import { COMPANY_TIME_ZONE, addDays, formatYmd, hourIn, isValidYmd, toYmd } from '../dates';
import { BreakTime, breakTimeDays } from '../statuses';

/** Requests for today close at this hour. */
export const BREAK_SAME_DAY_CUTOFF_HOUR = 8;
export const BREAK_HOURS_MIN = 1;
export const BREAK_HOURS_MAX = 8;
/** Quick choices of the day-off hours input; other values may be typed. */
export const BREAK_HOUR_CHOICES: readonly number[] = [4, 8];

export function earliestBreakDate(now: Date, timeZone: string = COMPANY_TIME_ZONE): number {
  const today = toYmd(now, timeZone);
  return hourIn(now, timeZone) < BREAK_SAME_DAY_CUTOFF_HOUR ? today : addDays(today, 1);
}

export function isBreakTime(value: unknown): value is BreakTime {
  return value === BreakTime.Morning || value === BreakTime.Afternoon || value === BreakTime.FullDay;
}

/** Leave days a break spends: 1 for a full day, 0.5 for a morning or afternoon. */
export function breakDays(breakTime: number): number {
  return breakTimeDays(breakTime);
}

export interface BreakRequestInput {
  readonly date?: number | null;
  readonly title?: string | null;
  readonly breakTime?: number | null;
  /** Paid leave, spent from permittedDayLeft. */
  readonly isPermitted?: boolean | null;
  readonly permittedDayLeft?: number | null;
}

export type BreakRequestError =
  | { readonly code: 'break.fill-all-fields' }
  | { readonly code: 'break.date-too-early'; readonly params: { readonly date: string }; readonly earliest: number }
  | { readonly code: 'break.not-enough-days' };

/** The first problem of a leave request, or null; `params` fill the message. */
export function checkBreakRequest(
  input: BreakRequestInput,
  now: Date,
  timeZone: string = COMPANY_TIME_ZONE,
): BreakRequestError | null {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!isValidYmd(input.date) || title === '' || !isBreakTime(input.breakTime)) {
    return { code: 'break.fill-all-fields' };
  }
  const earliest = earliestBreakDate(now, timeZone);
  if (input.date < earliest) {
    return { code: 'break.date-too-early', params: { date: formatYmd(earliest) }, earliest };
  }
  if (input.isPermitted && !hasLeaveFor(input.breakTime, input.permittedDayLeft)) {
    return { code: 'break.not-enough-days' };
  }
  return null;
}

// Spec: refused at 0 days left, or below 1 for a full day; half a day left
// still covers a morning or an afternoon.
export function hasLeaveFor(breakTime: number, permittedDayLeft: number | null | undefined): boolean {
  const left = typeof permittedDayLeft === 'number' && Number.isFinite(permittedDayLeft) ? permittedDayLeft : 0;
  return left > 0 && left >= breakDays(breakTime);
}

/** Hours of an employee day-off record: 1 to 8. */
export function checkBreakHours(hours: number | null | undefined): 'break.hours-invalid' | null {
  return typeof hours === 'number' && Number.isFinite(hours) && hours >= BREAK_HOURS_MIN && hours <= BREAK_HOURS_MAX
    ? null
    : 'break.hours-invalid';
}
