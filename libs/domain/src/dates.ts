// Date-only values travel as integers yyyymmdd (20241127). "Today" is counted
// in the company time zone, not the server's or the browser's, so both sides
// agree on which day an instant belongs to.

export const COMPANY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface YmdParts {
  year: number;
  month: number;
  day: number;
}

// Intl formatters are costly to build; one per time zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(date: Date, timeZone: string): YmdParts & { hour: number } {
  const out = { year: 0, month: 0, day: 0, hour: 0 };
  for (const p of formatterFor(timeZone).formatToParts(date)) {
    if (p.type === 'year' || p.type === 'month' || p.type === 'day' || p.type === 'hour') {
      out[p.type] = Number(p.value);
    }
  }
  // Some engines still print midnight as 24 even with h23.
  if (out.hour === 24) out.hour = 0;
  return out;
}

export function ymdOf(year: number, month: number, day: number): number {
  return year * 10000 + month * 100 + day;
}

export function toYmd(date: Date, timeZone: string = COMPANY_TIME_ZONE): number {
  const { year, month, day } = zonedParts(date, timeZone);
  return ymdOf(year, month, day);
}

// Hour 0-23 of an instant in a time zone (for the "before 08:00" break rule).
export function hourIn(date: Date, timeZone: string = COMPANY_TIME_ZONE): number {
  return zonedParts(date, timeZone).hour;
}

export function fromYmd(n: number): YmdParts {
  return { year: Math.floor(n / 10000), month: Math.floor(n / 100) % 100, day: n % 100 };
}

export function isValidYmd(n: unknown): n is number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 10000101 || n > 99991231) return false;
  const { year, month, day } = fromYmd(n);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

// Screens show DD/MM/YYYY.
export function formatYmd(n: number): string {
  const { year, month, day } = fromYmd(n);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

// ISO form, for <input type="date"> values.
export function formatYmdIso(n: number): string {
  const { year, month, day } = fromYmd(n);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function checked(year: number, month: number, day: number): number | null {
  const n = ymdOf(year, month, day);
  return isValidYmd(n) ? n : null;
}

export function parseDisplayDate(value: string): number | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  return checked(Number(m[3]), Number(m[2]), Number(m[1]));
}

/**
 * Accepts what clients send for a date-only field: a yyyymmdd number or
 * string, 'YYYY-MM-DD', 'DD/MM/YYYY', or a full ISO instant (its day in
 * `timeZone`). Anything else, or an impossible date, is null.
 */
export function parseDateInput(value: string | number, timeZone: string = COMPANY_TIME_ZONE): number | null {
  if (typeof value === 'number') return isValidYmd(value) ? value : null;
  const s = value.trim();
  if (/^\d{8}$/.test(s)) return isValidYmd(Number(s)) ? Number(s) : null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (s.includes('/')) return parseDisplayDate(s);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s)) {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : toYmd(d, timeZone);
  }
  return null;
}

// Calendar arithmetic in UTC: no DST or local-zone drift can shift a day.
function toUtcMs(ymd: number): number {
  const { year, month, day } = fromYmd(ymd);
  return Date.UTC(year, month - 1, day);
}

const DAY_MS = 86_400_000;

export function addDays(ymd: number, n: number): number {
  const d = new Date(toUtcMs(ymd) + n * DAY_MS);
  return ymdOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Whole days from `b` to `a` (a - b), like date-fns differenceInDays(a, b). */
export function diffDays(a: number, b: number): number {
  return Math.round((toUtcMs(a) - toUtcMs(b)) / DAY_MS);
}

// Day of week 0 (Sunday) - 6 (Saturday), for working-day counts.
export function weekdayOf(ymd: number): number {
  return new Date(toUtcMs(ymd)).getUTCDay();
}
