// What the import screens show, apart from React: the answer's shape, the columns of the table,
// the cells as text.
import type { SheetCell, SheetPreview } from './read-sheet';

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';
export type ImportRowError = { field: string; code: string };
export type ImportRowResult = { row: number; key: string; action: ImportAction; errors: ImportRowError[] };
export type ImportSummary = Record<ImportAction, number>;
export type ImportAnswer = { summary: ImportSummary; rows: ImportRowResult[] };

export const IMPORT_ACTIONS: readonly ImportAction[] = ['create', 'update', 'unchanged', 'error'];

/** A column the import knows: its name in the header row, and how its cells read on screen. */
export type ImportColumn = {
  name: string;
  /** Translation key of its heading. */
  label: string;
  required?: boolean;
  /** The cell as text (a role's name, a person's name, a date DD/MM/YYYY); default: dates and text as they are. */
  format?: (cell: SheetCell) => string;
};

/** The answer of a 200, or the body of a 422 `import.has-errors` (at its top or under `details`). */
export function answerOf(body: unknown): ImportAnswer | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<ImportAnswer> & { details?: unknown };
  if (b.summary && Array.isArray(b.rows)) return { summary: b.summary, rows: b.rows };
  return b.details ? answerOf(b.details) : null;
}

/** Rows the server would write (or wrote). */
export function writtenCount(summary: ImportSummary): number {
  return summary.create + summary.update;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type ShownColumn = ImportColumn & {
  /** Where its cells are in the file's rows; -1 when the file has no such column. */
  index: number;
};

/**
 * The table's columns: the file's own columns in its order (known ones with their canonical
 * name), then the known columns the file lacks that some row's errors name (a required column left out).
 */
export function shownColumns(known: readonly ImportColumn[], sheet: SheetPreview | null, rows: readonly ImportRowResult[]): ShownColumn[] {
  const shown: ShownColumn[] = [];
  (sheet?.headers ?? []).forEach((header, index) => {
    if (!header) return;
    const column = known.find((c) => sameName(c.name, header));
    shown.push(column ? { ...column, index } : { name: header, label: header, index });
  });
  const named = new Set(rows.flatMap((r) => r.errors.map((e) => e.field)));
  for (const column of known) {
    if (named.has(column.name) && !shown.some((s) => sameName(s.name, column.name))) shown.push({ ...column, index: -1 });
  }
  return shown;
}

/** The errors of a row that no shown column holds (shown with the row's result). */
export function rowLevelErrors(row: ImportRowResult, columns: readonly ShownColumn[]): ImportRowError[] {
  return row.errors.filter((e) => !columns.some((c) => sameName(c.name, e.field)));
}

export function cellErrors(row: ImportRowResult, column: ShownColumn): ImportRowError[] {
  return row.errors.filter((e) => sameName(e.field, column.name));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell or a yyyy-mm-dd text as DD/MM/YYYY; anything else unchanged (null when not a date). */
export function cellDate(cell: SheetCell): string | null {
  if (cell instanceof Date) {
    // Excel dates carry no zone: ExcelJS gives them at UTC midnight.
    return Number.isNaN(cell.getTime()) ? null : `${pad(cell.getUTCDate())}/${pad(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
  }
  const iso = typeof cell === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell.trim()) : null;
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : null;
}

/** A cell as the file holds it, dates as DD/MM/YYYY. */
export function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  return cellDate(cell) ?? String(cell).trim();
}

export const PAGE_SIZE = 50;
