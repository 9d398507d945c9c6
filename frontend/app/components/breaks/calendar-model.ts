// Operator calendar shapes (GET /api/calendar/holidays | makeups | breaks, GET /api/breaks/requests)
// and the bits of display they share.
import { endpoints, formatYmd, fromYmd, isValidYmd } from '@studio/domain';

const { calendar } = endpoints;

// The API's shapes live in libs/domain; re-exported under the names the calendar components use.
export type { BreakRequestItem as BreakRequest, CalendarDay, DayOffRecord as DayOff } from '@studio/domain';

/** Which list a day screen shows: its routes, answer keys, translation prefix and permissions. */
export type DayKind = {
  routes: {
    create: typeof calendar.createHoliday | typeof calendar.createMakeUp;
    update: typeof calendar.updateHoliday | typeof calendar.updateMakeUp;
    remove: typeof calendar.removeHoliday | typeof calendar.removeMakeUp;
  };
  listKey: 'holidays' | 'makeUps';
  /** Translation prefix: calendar.holiday.* or calendar.makeup.* */
  i18n: 'calendar.holiday' | 'calendar.makeup';
  permission: 'Operator.Holiday' | 'Operator.Makeup';
};

export const HOLIDAY: DayKind = {
  routes: { create: calendar.createHoliday, update: calendar.updateHoliday, remove: calendar.removeHoliday },
  listKey: 'holidays',
  i18n: 'calendar.holiday',
  permission: 'Operator.Holiday',
};

export const MAKEUP: DayKind = {
  routes: { create: calendar.createMakeUp, update: calendar.updateMakeUp, remove: calendar.removeMakeUp },
  listKey: 'makeUps',
  i18n: 'calendar.makeup',
  permission: 'Operator.Makeup',
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
