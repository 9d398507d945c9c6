// Project report figures (spec 1 "Project report dashboard", section 9): totals, per-day sums,
// top projects of a day, the 7-day series and the treemap's values, all from the API's
// {projectSummaries: [{project, data}]}.
import { addDays, diffDays, formatYmd, roas, type ProjectSummaryFigures } from '@studio/domain';
import { formatNumber } from '~/lib/format';

export type ReportProject = { id: number; name: string; icon: string | null; platform: number | null };
export type ProjectReport = { project: ReportProject; data: ProjectSummaryFigures[] };

export const METRICS = ['costUa', 'costTracking', 'totalCost', 'revenueIap', 'revenueAds', 'totalRevenue', 'profit', 'roi'] as const;
export type Metric = (typeof METRICS)[number];

export type Totals = Record<Metric, number>;

export const EMPTY_TOTALS: Totals = { costUa: 0, costTracking: 0, totalCost: 0, revenueIap: 0, revenueAds: 0, totalRevenue: 0, profit: 0, roi: 0 };

/** Sums of rows; ROAS of the sums (not the mean of ROAS values). */
export function totalsOf(rows: readonly ProjectSummaryFigures[]): Totals {
  const t = { ...EMPTY_TOTALS };
  for (const r of rows) {
    t.costUa += r.costUa;
    t.costTracking += r.costTracking;
    t.totalCost += r.totalCost;
    t.revenueIap += r.revenueIap;
    t.revenueAds += r.revenueAds;
    t.totalRevenue += r.totalRevenue;
    t.profit += r.profit;
  }
  t.roi = roas(t.totalRevenue, t.totalCost);
  return t;
}

/** Every day of [start, end], oldest first. */
export function daysOf(start: number, end: number): number[] {
  const n = diffDays(end, start) + 1;
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(start, i));
}

export type DayTotals = Totals & { date: number };

export function byDay(reports: readonly ProjectReport[], start: number, end: number): DayTotals[] {
  const rows = new Map<number, ProjectSummaryFigures[]>();
  for (const r of reports) for (const d of r.data) rows.set(d.date, [...(rows.get(d.date) ?? []), d]);
  return daysOf(start, end).map((date) => ({ date, ...totalsOf(rows.get(date) ?? []) }));
}

export type ProjectTotals = Totals & { project: ReportProject };

export function byProject(reports: readonly ProjectReport[]): ProjectTotals[] {
  return reports.map((r) => ({ project: r.project, ...totalsOf(r.data) }));
}

/** The top `n` projects of each day by a metric (highest first), days newest first. */
export function topPerDay(reports: readonly ProjectReport[], metric: Metric, n = 5): { date: number; top: { name: string; value: number }[] }[] {
  const days = new Map<number, { name: string; value: number }[]>();
  for (const r of reports) {
    for (const d of r.data) days.set(d.date, [...(days.get(d.date) ?? []), { name: r.project.name, value: d[metric] }]);
  }
  return [...days.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([date, list]) => ({ date, top: list.sort((a, b) => b.value - a.value).slice(0, n) }));
}

/** Change from the day before, percent to 1 decimal; null when the day before was 0. */
export function dayOverDay(today: number, yesterday: number): number | null {
  if (!yesterday) return null;
  return Math.round(((today - yesterday) / Math.abs(yesterday)) * 1000) / 10;
}

export function lastDays<T>(list: readonly T[], n: number): T[] {
  return list.slice(Math.max(0, list.length - n));
}

export function shortDate(ymd: number): string {
  return formatYmd(ymd).slice(0, 5);
}

/** Whole VND with separators. */
export function money(value: number, lang: string): string {
  return formatNumber(value, lang);
}

/** Short VND for chips and cards (42,4 Tr / 42.4M). */
export function compactMoney(value: number, lang: string): string {
  return formatNumber(value, lang, { digits: 1, compact: true });
}

export function percent(value: number, lang: string, digits = 2): string {
  return `${formatNumber(value, lang, { digits, minDigits: digits })}%`;
}

export function metricText(metric: Metric, value: number, lang: string, compact = false): string {
  if (metric === 'roi') return percent(value, lang);
  return compact ? compactMoney(value, lang) : money(value, lang);
}

/** Rows of a page (size 0 is All). */
export function pageOf<T>(rows: readonly T[], size: number, page: number): T[] {
  return size ? rows.slice(page * size, page * size + size) : [...rows];
}
