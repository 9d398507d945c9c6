// What the import screens show, apart from React: the answer (libs/domain's import wire), the
// columns of the table, the cells as text.
import {
  formatYmd,
  parseImportDate,
  type CellValue,
  type ImportAction,
  type ImportAnswer,
  type ImportCellError,
  type ImportRowResult,
  type ImportSummary,
} from '@studio/domain';

import type { SheetPreview } from './read-sheet';

export const IMPORT_ACTIONS: readonly ImportAction[] = ['create', 'update', 'unchanged', 'error'];

/** A column the import knows: its name in the header row, and how its cells read on screen. */
export type ImportColumn = {
  name: string;
  /** Translation key of its heading. */
  label: string;
  required?: boolean;
  /** The cell as text (a role's name, a person's name, a date DD/MM/YYYY); default: dates and text as they are. */
  format?: (cell: CellValue) => string;
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
 * The table's columns: the file's own columns in its order (known ones with their canonical name)
 * that hold a value or an error in some row (the template's optional columns left blank take no
 * room), then the known columns the file lacks that some row's errors name (a required column left out).
 */
export function shownColumns(known: readonly ImportColumn[], sheet: SheetPreview | null, rows: readonly ImportRowResult[]): ShownColumn[] {
  const named = new Set(rows.flatMap((r) => r.errors.map((e) => e.field.toLowerCase())));
  const used = (index: number) => rows.some((r) => (sheet?.rows.get(r.row)?.[index] ?? null) !== null);
  const shown: ShownColumn[] = [];
  (sheet?.headers ?? []).forEach((header, index) => {
    if (!header || (!named.has(header.toLowerCase()) && !used(index))) return;
    const column = known.find((c) => sameName(c.name, header));
    shown.push(column ? { ...column, index } : { name: header, label: header, index });
  });
  for (const column of known) {
    if (named.has(column.name.toLowerCase()) && !shown.some((s) => sameName(s.name, column.name))) shown.push({ ...column, index: -1 });
  }
  return shown;
}

/** The errors of a row that no shown column holds (shown with the row's result). */
export function rowLevelErrors(row: ImportRowResult, columns: readonly ShownColumn[]): ImportCellError[] {
  return row.errors.filter((e) => !columns.some((c) => sameName(c.name, e.field)));
}

export function cellErrors(row: ImportRowResult, column: ShownColumn): ImportCellError[] {
  return row.errors.filter((e) => sameName(e.field, column.name));
}

/** A cell as the file holds it; a date (a date cell, yyyy-mm-dd, dd/mm/yyyy) as DD/MM/YYYY. */
export function cellText(cell: CellValue): string {
  if (cell === null) return '';
  if (cell instanceof Date || typeof cell === 'string') {
    const date = parseImportDate(cell);
    if ('value' in date) return formatYmd(date.value);
  }
  return String(cell);
}

export const PAGE_SIZE = 50;
