// The header row of an import: names the columns (any order, any case), refuses unknown and repeated ones.
import type { CellValue } from './cells';

/** A file's content after reading: the header row and the non-blank data rows with their sheet row numbers. */
export interface SheetRows {
  header: { row: number; cells: CellValue[] } | null;
  rows: { row: number; cells: CellValue[] }[];
}

export type HeaderMatch<K extends string> =
  | { ok: true; columns: (K | null)[]; present: Set<K> }
  | { ok: false; code: 'import.unknown-column' | 'import.duplicate-column'; column: string };

const plain = (s: string) => s.trim().toLowerCase();

/**
 * Maps each header cell to one of `columns` (trimmed, case-insensitive). A blank header cell is a
 * column that is not read; an unknown name is import.unknown-column, a name given twice import.duplicate-column.
 */
export function matchHeader<K extends string>(columns: readonly K[], header: readonly CellValue[]): HeaderMatch<K> {
  const byName = new Map(columns.map((c) => [plain(c), c]));
  const present = new Set<K>();
  const out: (K | null)[] = [];
  for (const cell of header) {
    if (cell === null || String(cell).trim() === '') {
      out.push(null);
      continue;
    }
    const name = String(cell).trim();
    const key = byName.get(plain(name));
    if (!key) return { ok: false, code: 'import.unknown-column', column: name };
    if (present.has(key)) return { ok: false, code: 'import.duplicate-column', column: name };
    present.add(key);
    out.push(key);
  }
  return { ok: true, columns: out, present };
}

/** A data row as {column: cell} for the named columns (cells under a blank header are dropped). */
export function rowRecord<K extends string>(columns: readonly (K | null)[], cells: readonly CellValue[]): Partial<Record<K, CellValue>> {
  const out: Partial<Record<K, CellValue>> = {};
  columns.forEach((key, i) => {
    if (key) out[key] = cells[i] ?? null;
  });
  return out;
}

/** Keeps the first row of each key; the later ones are the rows to report import.duplicate-in-file on. */
export function duplicateKeys<T>(items: readonly T[], keyOf: (item: T) => string | null): Set<T> {
  const seen = new Set<string>();
  const duplicates = new Set<T>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    if (seen.has(key)) duplicates.add(item);
    else seen.add(key);
  }
  return duplicates;
}
