// Operator calendar shapes (GET /api/calendar/holidays | makeups | breaks, GET /api/breaks/requests)
// and the bits of display they share.
import { formatYmd, fromYmd, isValidYmd } from '@studio/domain';

/** A holiday or a makeup working day. */
export type CalendarDay = { id: number; date: number; description: string };

/** Which list a day screen shows: API path, answer keys, translation prefix and permissions. */
export type DayKind = {
  path: '/api/calendar/holidays' | '/api/calendar/makeups';
  listKey: 'holidays' | 'makeUps';
  /** Translation prefix: calendar.holiday.* or calendar.makeup.* */
  i18n: 'calendar.holiday' | 'calendar.makeup';
  permission: 'Operator.Holiday' | 'Operator.Makeup';
};

export const HOLIDAY: DayKind = {
  path: '/api/calendar/holidays',
  listKey: 'holidays',
  i18n: 'calendar.holiday',
  permission: 'Operator.Holiday',
};

export const MAKEUP: DayKind = {
  path: '/api/calendar/makeups',
  listKey: 'makeUps',
  i18n: 'calendar.makeup',
  permission: 'Operator.Makeup',
};

/** A day-off record of an employee (hours off, 1-8). */
export type DayOff = {
  id: number;
  employee: string;
  employeeName: string | null;
  date: number;
  time: number;
  isPermitted: boolean;
  description: string;
  breakRequestId: number | null;
};

/** A leave request waiting for a decision. */
export type BreakRequest = {
  id: number;
  employee: string;
  employeeName: string | null;
  role: number;
  permittedDayLeft: number;
  date: number;
  breakTime: number;
  reason: string;
  isPermitted: boolean;
  status: number;
  ticketId: number | null;
  createdAt: string;
};

/** "Monday" in the UI language, for a yyyymmdd date. */
export function weekday(ymd: number, lang: string): string {
  if (!isValidYmd(ymd)) return '';
  const { year, month, day } = fromYmd(ymd);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function showYmd(ymd: number | null | undefined): string {
  return ymd && isValidYmd(ymd) ? formatYmd(ymd) : '—';
}

/** Newest first, as spec 3 lists holidays and makeup days. */
export function newestFirst<T extends { date: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.date - a.date || b.id - a.id);
}
