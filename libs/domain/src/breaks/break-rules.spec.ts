/// <reference types="jest" />
import { errorMessage } from '../errors';
import { BreakTime } from '../statuses';
import {
  BREAK_HOUR_CHOICES,
  breakDays,
  checkBreakHours,
  checkBreakRequest,
  earliestBreakDate,
  hasLeaveFor,
  isBreakTime,
  type BreakRequestInput,
} from './break-rules';

const { Morning, Afternoon, FullDay } = BreakTime;

describe('earliestBreakDate', () => {
  it.each<[string, string | undefined, number]>([
    ['2024-11-27T00:59:00Z', undefined, 20241127], // 07:59 local
    ['2024-11-27T01:00:00Z', undefined, 20241128], // 08:00 local
    ['2024-11-26T17:00:00Z', undefined, 20241127], // 00:00 local
    ['2024-11-27T16:59:00Z', undefined, 20241128], // 23:59 local
    ['2024-12-31T05:00:00Z', undefined, 20250101],
    ['2024-11-27T07:59:00Z', 'UTC', 20241127],
    ['2024-11-27T08:00:00Z', 'UTC', 20241128],
  ])('at %s (%s) -> %p', (iso, tz, ymd) => {
    expect(earliestBreakDate(new Date(iso), tz)).toBe(ymd);
  });
});

describe('checkBreakRequest', () => {
  // 10:00 on 27/11/2024 local: the earliest date is 28/11.
  const now = new Date('2024-11-27T03:00:00Z');
  const ok: BreakRequestInput = { date: 20241128, title: 'Family', breakTime: FullDay, isPermitted: true, permittedDayLeft: 3 };

  it.each<[string, Partial<BreakRequestInput>, string | null]>([
    ['a valid request', {}, null],
    ['no date', { date: null }, 'break.fill-all-fields'],
    ['an impossible date', { date: 20241131 }, 'break.fill-all-fields'],
    ['no title', { title: '' }, 'break.fill-all-fields'],
    ['a blank title', { title: '   ' }, 'break.fill-all-fields'],
    ['no break time', { breakTime: null }, 'break.fill-all-fields'],
    ['an unknown break time', { breakTime: 3 }, 'break.fill-all-fields'],
    ['today after 08:00', { date: 20241127 }, 'break.date-too-early'],
    ['a past date', { date: 20241101 }, 'break.date-too-early'],
    ['0 days left', { permittedDayLeft: 0 }, 'break.not-enough-days'],
    ['no balance known', { permittedDayLeft: null }, 'break.not-enough-days'],
    ['half a day left for a full day', { permittedDayLeft: 0.5 }, 'break.not-enough-days'],
    ['half a day left for a morning', { permittedDayLeft: 0.5, breakTime: Morning }, null],
    ['half a day left for an afternoon', { permittedDayLeft: 0.5, breakTime: Afternoon }, null],
    ['one day left for a full day', { permittedDayLeft: 1 }, null],
    ['unpaid leave ignores the balance', { permittedDayLeft: 0, isPermitted: false }, null],
    ['date checked before the balance', { date: 20241101, permittedDayLeft: 0 }, 'break.date-too-early'],
  ])('%s', (_label, patch, code) => {
    expect(checkBreakRequest({ ...ok, ...patch }, now)?.code ?? null).toBe(code);
  });

  it('names the earliest date in the message', () => {
    const r = checkBreakRequest({ ...ok, date: 20241127 }, now);
    expect(r).toEqual({ code: 'break.date-too-early', params: { date: '28/11/2024' }, earliest: 20241128 });
    if (r?.code !== 'break.date-too-early') throw new Error('unreachable');
    expect(errorMessage(r.code, 'en', r.params)).toBe('Leave can only be requested from 28/11/2024');
    expect(errorMessage(r.code, 'vi', r.params)).toBe('Chỉ có thể xin nghỉ từ ngày 28/11/2024');
  });

  it('allows today before 08:00', () => {
    expect(checkBreakRequest({ ...ok, date: 20241127 }, new Date('2024-11-27T00:30:00Z'))).toBeNull();
  });

  it('says "not enough leave days" in Vietnamese as the spec does', () => {
    expect(errorMessage('break.not-enough-days', 'vi')).toBe('Số ngày phép còn lại không đủ');
  });
});

describe('break days and hours', () => {
  it.each([[FullDay, 1], [Morning, 0.5], [Afternoon, 0.5]])('breakDays(%i) = %p', (time, days) => {
    expect(breakDays(time)).toBe(days);
  });

  it.each<[number, number | null, boolean]>([
    [FullDay, 1, true],
    [FullDay, 0.5, false],
    [Morning, 0.5, true],
    [Morning, 0.25, false],
    [Morning, 0, false],
    [Morning, -1, false],
    [Morning, null, false],
  ])('hasLeaveFor(%i, %p) = %p', (time, left, ok) => {
    expect(hasLeaveFor(time, left)).toBe(ok);
  });

  it.each<[unknown, boolean]>([[0, true], [1, true], [2, true], [3, false], ['2', false], [null, false]])(
    'isBreakTime(%p) = %p',
    (v, ok) => {
      expect(isBreakTime(v)).toBe(ok);
    },
  );

  it.each<[number | null, string | null]>([
    [1, null], [4, null], [8, null], [2.5, null],
    [0, 'break.hours-invalid'], [0.5, 'break.hours-invalid'], [9, 'break.hours-invalid'],
    [-1, 'break.hours-invalid'], [Number.NaN, 'break.hours-invalid'], [null, 'break.hours-invalid'],
  ])('checkBreakHours(%p) = %p', (hours, code) => {
    expect(checkBreakHours(hours)).toBe(code);
  });

  it('offers 4 and 8 hours as quick choices', () => {
    expect(BREAK_HOUR_CHOICES).toEqual([4, 8]);
    expect(errorMessage('break.hours-invalid', 'en')).toBe('Hours must be between 1 and 8');
  });
});
