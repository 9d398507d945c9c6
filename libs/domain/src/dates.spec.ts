/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import {
  addDays,
  diffDays,
  formatYmd,
  fromYmd,
  hourIn,
  isValidYmd,
  parseDateInput,
  parseDisplayDate,
  toYmd,
} from './dates';

describe('dates', () => {
  it('counts the day in Asia/Ho_Chi_Minh (UTC+7)', () => {
    const a = new Date('2024-11-27T00:30:00Z');
    expect(toYmd(a)).toBe(20241127);
    expect(hourIn(a)).toBe(7);
    const b = new Date('2024-11-26T18:00:00Z');
    expect(toYmd(b)).toBe(20241127);
    expect(hourIn(b)).toBe(1);
    expect(toYmd(b, 'UTC')).toBe(20241126);
    expect(hourIn(b, 'UTC')).toBe(18);
  });

  it('reports midnight as hour 0', () => {
    expect(hourIn(new Date('2024-11-26T17:00:00Z'))).toBe(0);
  });

  it('splits, validates and formats yyyymmdd', () => {
    expect(fromYmd(20241127)).toEqual({ year: 2024, month: 11, day: 27 });
    expect(isValidYmd(20240229)).toBe(true);
    expect(isValidYmd(20230229)).toBe(false);
    expect(isValidYmd(20241301)).toBe(false);
    expect(isValidYmd(20241100)).toBe(false);
    expect(isValidYmd(2024112.5)).toBe(false);
    expect(formatYmd(20240105)).toBe('05/01/2024');
  });

  it('parses DD/MM/YYYY', () => {
    expect(parseDisplayDate('27/11/2024')).toBe(20241127);
    expect(parseDisplayDate(' 5/1/2024 ')).toBe(20240105);
    expect(parseDisplayDate('31/02/2024')).toBeNull();
    expect(parseDisplayDate('2024-11-27')).toBeNull();
  });

  it('parses every accepted input form', () => {
    expect(parseDateInput(20241127)).toBe(20241127);
    expect(parseDateInput(20241132)).toBeNull();
    expect(parseDateInput('20241127')).toBe(20241127);
    expect(parseDateInput('2024-11-27')).toBe(20241127);
    expect(parseDateInput('27/11/2024')).toBe(20241127);
    expect(parseDateInput('2024-11-26T18:00:00Z')).toBe(20241127);
    expect(parseDateInput('2024-02-30')).toBeNull();
    expect(parseDateInput('tomorrow')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });

  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays(20241130, 1)).toBe(20241201);
    expect(addDays(20241231, 1)).toBe(20250101);
    expect(addDays(20240301, -1)).toBe(20240229);
    expect(addDays(20241127, 0)).toBe(20241127);
    expect(diffDays(20241201, 20241130)).toBe(1);
    expect(diffDays(20240101, 20250101)).toBe(-366);
    expect(diffDays(20241127, 20241127)).toBe(0);
  });
});
