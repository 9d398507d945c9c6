// The From / To range of the report screens (project report, cost summary, incomes), as typed.
import { parseDisplayDate } from '@studio/domain';

export type RangeText = { from: string; to: string };

/**
 * Both dates (DD/MM/YYYY), in order; null when one is missing, invalid or they are reversed: the
 * screens then show their range warning (reports.warning-date, dashboard.cost-summary.warning-date,
 * income.range-invalid) and fetch nothing.
 */
export function parseRange(range: RangeText): { startDate: number; endDate: number } | null {
  const date = (text: string) => (text.trim() ? parseDisplayDate(text.trim()) : null);
  const startDate = date(range.from);
  const endDate = date(range.to);
  if (!startDate || !endDate || startDate > endDate) return null;
  return { startDate, endDate };
}
