import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';
import { BreakTime, addDays, fromYmd } from '@studio/domain';
import type { FeedItemRow } from './calendar-feeds.repository';

export type FeedLang = 'vi' | 'en';

/** Working hours of a half-day leave, company time (the 8 hours of a day off: 08-12 and 13-17). */
const HALF_DAY: Record<number, [number, number]> = { [BreakTime.Morning]: [8, 12], [BreakTime.Afternoon]: [13, 17] };

const TEXT = {
  vi: {
    personal: 'Studio Portal - Lịch của tôi',
    holidays: 'Studio Portal - Ngày lễ và ngày làm bù',
    deadline: 'Hạn chót',
    leave: 'Nghỉ phép',
    morning: 'buổi sáng',
    afternoon: 'buổi chiều',
    pending: 'chờ duyệt',
    dayOff: 'Nghỉ',
    hours: 'giờ',
    holiday: 'Ngày lễ',
    makeup: 'Ngày làm bù',
    project: 'Dự án',
    reason: 'Lý do',
  },
  en: {
    personal: 'Studio Portal - My calendar',
    holidays: 'Studio Portal - Holidays and makeup days',
    deadline: 'Deadline',
    leave: 'Leave',
    morning: 'morning',
    afternoon: 'afternoon',
    pending: 'pending',
    dayOff: 'Day off',
    hours: 'h',
    holiday: 'Holiday',
    makeup: 'Makeup working day',
    project: 'Project',
    reason: 'Reason',
  },
} as const;

export interface FeedOptions {
  kind: 'personal' | 'holidays';
  lang: FeedLang;
  timeZone: string;
  /** The portal's origin, for links back to a task. */
  baseUrl: string;
  items: FeedItemRow[];
}

const dateOnly = (ymd: number) => {
  const { year, month, day } = fromYmd(ymd);
  return DateTime.fromObject({ year, month, day }, { zone: 'UTC' });
};

/**
 * The iCalendar text (RFC 5545) of a feed. All-day events carry dates only (no zone); a half-day leave
 * is a timed event with TZID = the company time zone and its VTIMEZONE. DTSTAMP is UTC. UIDs are
 * `<kind>-<id>@studio-portal` (a leave keeps its request's id from pending to approved), so a
 * calendar that polls the feed again replaces an event instead of adding one.
 */
export function renderFeed(o: FeedOptions): string {
  const t = TEXT[o.lang];
  const cal = ical({
    name: o.kind === 'personal' ? t.personal : t.holidays,
    prodId: { company: 'Studio Portal', product: 'calendar-feed', language: o.lang.toUpperCase() },
    // name null: no calendar-wide zone (ical-generator would then write DTSTAMP in it, not in UTC);
    // the generator still writes a VTIMEZONE for the zone of each timed event.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 3600,
  });
  cal.x([['X-WR-TIMEZONE', o.timeZone]]);
  for (const item of o.items) {
    const uid = `${item.kind}-${item.id}@studio-portal`;
    const allDay = { allDay: true, start: dateOnly(item.date), end: dateOnly(addDays(item.date, 1)) };
    switch (item.kind) {
      case 'task':
        cal.createEvent({
          id: uid, ...allDay, summary: `${t.deadline}: ${item.title}`,
          description: `${t.project}: ${item.project ?? ''}${item.altId ? ` · ${item.altId}` : ''}`,
          url: `${o.baseUrl}/project/${item.projectId}/task-view`,
          transparency: ICalEventTransparency.TRANSPARENT,
        });
        break;
      case 'leave': {
        const half = item.part === null ? undefined : HALF_DAY[item.part];
        const notes = [item.part === BreakTime.Morning ? t.morning : item.part === BreakTime.Afternoon ? t.afternoon : null, item.pending ? t.pending : null]
          .filter(Boolean);
        const summary = `${t.leave}${notes.length ? ` (${notes.join(', ')})` : ''}`;
        const when = half
          ? {
              start: DateTime.fromObject({ ...fromYmd(item.date), hour: half[0] }, { zone: o.timeZone }),
              end: DateTime.fromObject({ ...fromYmd(item.date), hour: half[1] }, { zone: o.timeZone }),
              timezone: o.timeZone,
            }
          : allDay;
        cal.createEvent({
          id: uid, ...when, summary, description: item.title ? `${t.reason}: ${item.title}` : null,
          status: item.pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
          transparency: ICalEventTransparency.OPAQUE,
        });
        break;
      }
      case 'day-off':
        cal.createEvent({
          id: uid, ...allDay, summary: `${t.dayOff}${item.hours !== null && item.hours < 8 ? ` (${item.hours} ${t.hours})` : ''}`,
          description: item.title || null, status: ICalEventStatus.CONFIRMED, transparency: ICalEventTransparency.OPAQUE,
        });
        break;
      case 'holiday':
        cal.createEvent({ id: uid, ...allDay, summary: `${t.holiday}: ${item.title}`, transparency: ICalEventTransparency.TRANSPARENT });
        break;
      case 'makeup':
        cal.createEvent({ id: uid, ...allDay, summary: `${t.makeup}: ${item.title}`, transparency: ICalEventTransparency.TRANSPARENT });
        break;
    }
  }
  return cal.toString();
}
