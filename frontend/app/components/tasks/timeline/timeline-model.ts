// Where a task's bar sits on a month: from its start to its end (or deadline).
import { addDays, daysInMonth, diffDays, ymdOf, type YearMonth } from '@studio/domain';

import { instantYmd, type Task } from '~/components/tasks/task-model';

export function monthOf(ymd: number): YearMonth {
  return { year: Math.floor(ymd / 10000), month: Math.floor(ymd / 100) % 100 };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthRange({ year, month }: YearMonth): { from: number; to: number; days: number } {
  const days = daysInMonth(year, month);
  return { from: ymdOf(year, month, 1), to: ymdOf(year, month, days), days };
}

/** 'YYYY-MM' for the URL. */
export function monthParam({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function parseMonthParam(value: string | null): YearMonth | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : null;
}

export type Span = { start: number; end: number };

/** Start: the day work started (or the task was created); end: its end, else deadline, else today. */
export function taskSpan(task: Task, today: number): Span {
  const start = instantYmd(task.startDate) ?? instantYmd(task.createdAt) ?? today;
  let end = instantYmd(task.endDate) ?? task.deadline ?? today;
  // Work in progress past its deadline runs on to today.
  if (!task.endDate && task.deadline && today > task.deadline) end = today;
  return { start, end: Math.max(end, start) };
}

export type BarBox = { left: number; width: number; clippedStart: boolean; clippedEnd: boolean };

/** The bar inside a month as percentages of the month's width; null when outside it. */
export function barBox(span: Span, month: YearMonth): BarBox | null {
  const { from, to, days } = monthRange(month);
  if (span.end < from || span.start > to) return null;
  const first = Math.max(span.start, from);
  const last = Math.min(span.end, to);
  const offset = diffDays(first, from);
  const length = diffDays(addDays(last, 1), first);
  return {
    left: (offset / days) * 100,
    width: (length / days) * 100,
    clippedStart: span.start < from,
    clippedEnd: span.end > to,
  };
}
