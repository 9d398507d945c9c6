// Project summaries per day (spec 1 section 3) and the figures the project report derives from
// them (section 9: ROAS = revenue / cost * 100, profit = revenue - cost). Money is integer VND.
import { isValidYmd } from '../dates';

export interface ProjectSummaryRow {
  project: number;
  date: number;
  revenueIap: number;
  revenueAds: number;
  costUa: number;
  costTracking: number;
  /** Percent. */
  anr: number;
  /** Percent. */
  crashRate: number;
}

export interface ProjectSummaryFigures extends ProjectSummaryRow {
  totalRevenue: number;
  totalCost: number;
  profit: number;
  /** ROAS percent, 2 decimals; 0 when there was no cost (nothing to return on). */
  roi: number;
}

export const PROJECT_SUMMARY_COLUMNS = ['project', 'date', 'revenueIap', 'revenueAds', 'costUa', 'costTracking', 'anr', 'crashRate'] as const;
export type ProjectSummaryColumn = (typeof PROJECT_SUMMARY_COLUMNS)[number];
export const MONEY_COLUMNS = ['revenueIap', 'revenueAds', 'costUa', 'costTracking'] as const;
export const PERCENT_COLUMNS = ['anr', 'crashRate'] as const;

/** Largest money value accepted (VND): far above any daily figure, well inside a JS safe integer. */
export const MAX_MONEY = 1_000_000_000_000_000;
/** Longest date range of one report call (days, both ends included). */
export const MAX_REPORT_DAYS = 400;
/** Most rows of one POST /api/project-summaries or one CSV import. */
export const MAX_SUMMARY_ROWS = 5_000;
/** The post cost of an employee is the fixed cost times this (spec 1 section 9). */
export const POST_COST_MULTIPLIER = 1.6;

export function roas(revenue: number, cost: number): number {
  return cost > 0 ? Math.round((revenue / cost) * 10_000) / 100 : 0;
}

export function withFigures(row: ProjectSummaryRow): ProjectSummaryFigures {
  const totalRevenue = row.revenueIap + row.revenueAds;
  const totalCost = row.costUa + row.costTracking;
  return { ...row, totalRevenue, totalCost, profit: totalRevenue - totalCost, roi: roas(totalRevenue, totalCost) };
}

/** What is wrong with one field of a row, or null. */
export function summaryFieldProblem(column: ProjectSummaryColumn, value: unknown): string | null {
  if (column === 'project') {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? null : 'project must be a project id';
  }
  if (column === 'date') return isValidYmd(value) ? null : 'date must be a calendar date as yyyymmdd';
  if ((MONEY_COLUMNS as readonly string[]).includes(column)) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MONEY
      ? null : `${column} must be a whole number of VND from 0`;
  }
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? null : `${column} must be a percent from 0 to 100`;
}

export interface CsvLineError {
  line: number;
  message: string;
}

export interface ParsedSummaryCsv {
  rows: { line: number; row: ProjectSummaryRow }[];
  errors: CsvLineError[];
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') quoted = false; else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') { out.push(cur); cur = ''; } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

function cellNumber(text: string): number {
  // Plain numbers only: '1,000' is two cells, '1e3' and hex are refused.
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

/**
 * A CSV of project summaries: line 1 names the columns (any order, every column of
 * PROJECT_SUMMARY_COLUMNS, case-insensitive), then one row a line. Blank lines are skipped.
 * A header that misses or repeats a column or names an unknown one is one error on line 1 and no rows.
 */
export function parseSummaryCsv(text: string): ParsedSummaryCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const lower = PROJECT_SUMMARY_COLUMNS.map((c) => c.toLowerCase());
  const unknown = header.filter((h) => !lower.includes(h));
  const missing = PROJECT_SUMMARY_COLUMNS.filter((c) => !header.includes(c.toLowerCase()));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  if (unknown.length || missing.length || repeated.length) {
    const parts = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.join(', ')}` : '',
      repeated.length ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    return { rows: [], errors: [{ line: 1, message: `The header must name the columns ${PROJECT_SUMMARY_COLUMNS.join(', ')}: ${parts.join('; ')}` }] };
  }
  const index = PROJECT_SUMMARY_COLUMNS.map((c) => header.indexOf(c.toLowerCase()));
  const rows: ParsedSummaryCsv['rows'] = [];
  const errors: CsvLineError[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i++) {
    const line = i + 1;
    if (!lines[i].trim()) continue;
    const cells = splitCsvLine(lines[i]);
    if (cells.length !== header.length) {
      errors.push({ line, message: `Expected ${header.length} values, found ${cells.length}` });
      continue;
    }
    const row = Object.fromEntries(PROJECT_SUMMARY_COLUMNS.map((c, k) => [c, cellNumber(cells[index[k]])])) as unknown as ProjectSummaryRow;
    const problems = PROJECT_SUMMARY_COLUMNS.map((c) => summaryFieldProblem(c, row[c])).filter((p): p is string => !!p);
    if (problems.length) {
      errors.push({ line, message: problems.join('; ') });
      continue;
    }
    const key = `${row.project}:${row.date}`;
    if (seen.has(key)) {
      errors.push({ line, message: `Project ${row.project} on ${row.date} is already on line ${seen.get(key)}` });
      continue;
    }
    seen.set(key, line);
    rows.push({ line, row });
  }
  return { rows, errors };
}
