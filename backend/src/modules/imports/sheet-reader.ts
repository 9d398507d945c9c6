import { IMPORT_MAX_ROWS, normalizeCell, type CellValue, type SheetRows } from '@studio/domain';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { promises as fs } from 'fs';
import { DomainError } from '../../common/domain-error';
import type { UploadedFile } from '../files/multipart.interceptor';

const invalid = () => new DomainError('import.invalid-file', 400);
const tooLarge = () => new DomainError('import.too-large', 400);

/** Collects rows: the first non-blank one is the header, blank ones are skipped; more than the limit is import.too-large. */
class RowCollector {
  readonly sheet: SheetRows = { header: null, rows: [] };

  add(row: number, raw: unknown[]): void {
    const cells: CellValue[] = raw.map(normalizeCell);
    if (cells.every((c) => c === null)) return;
    if (!this.sheet.header) this.sheet.header = { row, cells };
    else if (this.sheet.rows.push({ row, cells }) > IMPORT_MAX_ROWS) throw tooLarge();
  }
}

/**
 * The first sheet of an .xlsx (read as a stream, so a file of many rows stops at the limit instead of
 * being loaded whole) or a .csv (UTF-8, comma, an optional BOM). The file's name decides which; a
 * file that is not what its name says is import.invalid-file.
 */
export async function readSheet(file: UploadedFile): Promise<SheetRows> {
  const name = file.originalname.toLowerCase();
  if (name.endsWith('.xlsx')) return readXlsx(file.path);
  if (name.endsWith('.csv')) return readCsv(file.path);
  throw invalid();
}

async function readXlsx(path: string): Promise<SheetRows> {
  const rows = new RowCollector();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // row.values is 1-based (index 0 unused) and sparse.
        const values = row.values as unknown[];
        rows.add(row.number, Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => values[i + 1]));
      }
      break;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid();
  }
  return rows.sheet;
}

async function readCsv(path: string): Promise<SheetRows> {
  const text = await fs.readFile(path);
  let records: string[][];
  try {
    records = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: false, encoding: 'utf8' });
  } catch {
    throw invalid();
  }
  const rows = new RowCollector();
  records.forEach((record, i) => rows.add(i + 1, record));
  return rows.sheet;
}
