import type { Task } from '~/components/tasks/task-model';
import { barBox, monthOf, monthParam, monthRange, parseMonthParam, shiftMonth, taskSpan } from '~/components/tasks/timeline/timeline-model';

type Dates = Pick<Task, 'createdAt' | 'startDate' | 'endDate' | 'deadline'>;
const task = (dates: Partial<Dates>) => ({ createdAt: '2026-01-05T02:00:00.000Z', startDate: null, endDate: null, deadline: null, ...dates }) as Task;

describe('months', () => {
  it('the month of a day, and months shifted across year ends', () => {
    expect(monthOf(20260131)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth({ year: 2026, month: 3 }, 0)).toEqual({ year: 2026, month: 3 });
  });

  it('the first and last day of a month, leap Februaries included', () => {
    expect(monthRange({ year: 2026, month: 2 })).toEqual({ from: 20260201, to: 20260228, days: 28 });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: 20280201, to: 20280229, days: 29 });
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ from: 20261201, to: 20261231, days: 31 });
  });

  it('the URL form YYYY-MM, read back; anything else is no month', () => {
    expect(monthParam({ year: 2026, month: 3 })).toBe('2026-03');
    expect(parseMonthParam('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthParam(monthParam({ year: 2025, month: 12 }))).toEqual({ year: 2025, month: 12 });
    for (const bad of ['2026-13', '2026-00', '2026-3', '202603', '2026-03-01', '', null]) expect(parseMonthParam(bad)).toBeNull();
  });
});

describe('taskSpan', () => {
  const today = 20260115;

  it('from the start of work (else creation, in the company time zone) to its end', () => {
    expect(taskSpan(task({ startDate: '2026-01-06T01:00:00.000Z', endDate: '2026-01-09T10:00:00.000Z', deadline: 20260120 }), today))
      .toEqual({ start: 20260106, end: 20260109 });
    // 18:00 UTC on the 5th is already the 6th in Ho Chi Minh City.
    expect(taskSpan(task({ createdAt: '2026-01-05T18:00:00.000Z', deadline: 20260120 }), today)).toEqual({ start: 20260106, end: 20260120 });
  });

  it('unfinished: to its deadline, or to today once past it or without one', () => {
    expect(taskSpan(task({ deadline: 20260120 }), today)).toEqual({ start: 20260105, end: 20260120 });
    expect(taskSpan(task({ deadline: 20260110 }), today)).toEqual({ start: 20260105, end: today });
    expect(taskSpan(task({}), today)).toEqual({ start: 20260105, end: today });
    // Finished late: the bar ends when the work did, not today.
    expect(taskSpan(task({ deadline: 20260108, endDate: '2026-01-12T03:00:00.000Z' }), today)).toEqual({ start: 20260105, end: 20260112 });
  });

  it('never ends before it starts', () => {
    expect(taskSpan(task({ startDate: '2026-01-10T03:00:00.000Z', deadline: 20260107 }), 20260109)).toEqual({ start: 20260110, end: 20260110 });
  });
});

describe('barBox', () => {
  const january = { year: 2026, month: 1 }; // 31 days

  it('a span inside the month: its offset and length in percent of the month', () => {
    const box = barBox({ start: 20260102, end: 20260104 }, january)!;
    expect(box.left).toBeCloseTo((1 / 31) * 100);
    expect(box.width).toBeCloseTo((3 / 31) * 100);
    expect(box).toMatchObject({ clippedStart: false, clippedEnd: false });
    expect(barBox({ start: 20260101, end: 20260131 }, january)).toEqual({ left: 0, width: 100, clippedStart: false, clippedEnd: false });
  });

  it('a span over the month edges is cut there and says so', () => {
    const box = barBox({ start: 20251220, end: 20260110 }, january)!;
    expect(box.left).toBe(0);
    expect(box.width).toBeCloseTo((10 / 31) * 100);
    expect(box).toMatchObject({ clippedStart: true, clippedEnd: false });
    expect(barBox({ start: 20260130, end: 20260205 }, january)).toMatchObject({ clippedStart: false, clippedEnd: true });
    expect(barBox({ start: 20251201, end: 20260301 }, january)).toEqual({ left: 0, width: 100, clippedStart: true, clippedEnd: true });
  });

  it('a span outside the month has no bar; one touching its first or last day has', () => {
    expect(barBox({ start: 20251201, end: 20251231 }, january)).toBeNull();
    expect(barBox({ start: 20260201, end: 20260210 }, january)).toBeNull();
    expect(barBox({ start: 20251201, end: 20260101 }, january)!.width).toBeCloseTo((1 / 31) * 100);
    expect(barBox({ start: 20260131, end: 20260201 }, january)!.left).toBeCloseTo((30 / 31) * 100);
  });
});
