// Spreadsheet cells as the import reads them (xlsx through exceljs, csv as text), and their
// normalisation into the values the rules check. Pure: the screens use the same helpers.
import { isValidYmd, parseDisplayDate, ymdOf } from '../dates';
import type { ImportCellError } from './import-wire';

/** A cell after reading: text (trimmed, never empty), a number, a boolean, an Excel date cell, or nothing. */
export type CellValue = string | number | boolean | Date | null;

/** What a parse of one cell gives: the value, nothing (a blank cell), or the error code of the cell. */
export type CellParse<T> = { value: T } | { blank: true } | { error: string };

const blank = { blank: true } as const;

/**
 * Any exceljs cell value (rich text, formula result, hyperlink, error...) or csv text, as a CellValue.
 * Text is trimmed; an empty text is null.
 */
export function normalizeCell(raw: unknown): CellValue {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'string') {
    const s = raw.trim();
    return s === '' ? null : s;
  }
  if (typeof raw === 'object') {
    const o = raw as { richText?: { text?: unknown }[]; result?: unknown; text?: unknown; formula?: unknown; sharedFormula?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return normalizeCell(o.richText.map((r) => (typeof r.text === 'string' ? r.text : '')).join(''));
    if ('formula' in o || 'sharedFormula' in o || 'result' in o) return normalizeCell(o.result);
    if ('text' in o) return normalizeCell(o.text);
    if ('error' in o) return null;
  }
  return null;
}

/** Text of a cell (a number cell as written, e.g. a phone), at most `maxLength` characters. */
export function parseText(cell: CellValue, maxLength: number): CellParse<string> {
  if (cell === null) return blank;
  if (cell instanceof Date) return { error: 'import.invalid-value' };
  const text = String(cell).trim();
  if (text === '') return blank;
  return text.length > maxLength ? { error: 'import.too-long' } : { value: text };
}

/** A number cell, or text holding one ('12', '12.5', '12,5'). */
export function parseNumber(cell: CellValue): CellParse<number> {
  if (cell === null) return blank;
  if (typeof cell === 'number') return { value: cell };
  if (typeof cell !== 'string') return { error: 'import.invalid-number' };
  const s = cell.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(s)) return { error: 'import.invalid-number' };
  return { value: Number(s.replace(',', '.')) };
}

/**
 * A date as yyyymmdd: text `yyyy-mm-dd` or `dd/mm/yyyy`, or an Excel date cell (exceljs reads it as
 * the day at UTC midnight, so its UTC day is the day shown in Excel). Nothing else.
 */
export function parseImportDate(cell: CellValue): CellParse<number> {
  if (cell === null) return blank;
  if (cell instanceof Date) {
    const n = ymdOf(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return isValidYmd(n) ? { value: n } : { error: 'import.invalid-date' };
  }
  if (typeof cell !== 'string') return { error: 'import.invalid-date' };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell.trim());
  if (iso) {
    const n = ymdOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return isValidYmd(n) ? { value: n } : { error: 'import.invalid-date' };
  }
  const display = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(cell.trim()) ? parseDisplayDate(cell) : null;
  return display === null ? { error: 'import.invalid-date' } : { value: display };
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'x', 'có', 'co']);
const FALSE = new Set(['false', '0', 'no', 'n', 'không', 'khong']);

/** A boolean cell, 1/0, or true/false, yes/no, có/không in text. */
export function parseBoolean(cell: CellValue): CellParse<boolean> {
  if (cell === null) return blank;
  if (typeof cell === 'boolean') return { value: cell };
  const s = String(cell).trim().toLowerCase();
  if (TRUE.has(s)) return { value: true };
  if (FALSE.has(s)) return { value: false };
  return { error: 'import.invalid-value' };
}

/**
 * One value of an enumeration: its number, or its name (any case, spaces and underscores ignored),
 * e.g. ContractType 1 or 'Official'.
 */
export function parseEnum(cell: CellValue, values: Readonly<Record<string, number>>, code = 'import.invalid-value'): CellParse<number> {
  if (cell === null) return blank;
  const plain = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');
  if (typeof cell === 'number' || /^\d+$/.test(String(cell).trim())) {
    const n = Number(cell);
    return Object.values(values).includes(n) ? { value: n } : { error: code };
  }
  if (typeof cell !== 'string') return { error: code };
  const hit = Object.entries(values).find(([name]) => plain(name) === plain(cell));
  return hit ? { value: hit[1] } : { error: code };
}

// A practical check (one @, a dot in the domain, no spaces), as the dialogs do.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** A row being read: the fields read so far, the refused cells, and `take` to add one cell's parse to either. */
export function rowReader<F extends object>() {
  const fields = {} as F;
  const errors: ImportCellError[] = [];
  const take = <K extends keyof F & string>(field: K, parsed: CellParse<NonNullable<F[K]>>) => {
    if ('error' in parsed) errors.push({ field, code: parsed.error });
    else if ('value' in parsed) fields[field] = parsed.value as F[K];
  };
  return { fields, errors, take };
}
