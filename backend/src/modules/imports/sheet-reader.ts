import { IMPORT_MAX_ROWS, normalizeCell, type CellValue, type SheetRows } from '@studio/domain';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { promises as fs } from 'fs';
import type { Readable } from 'stream';
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

/** A zip entry of unzipper's central-directory reader (the package ships no types). */
interface ZipEntry {
  path: string;
  type: 'File' | 'Directory';
  stream(): Readable;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const unzipper: { Open: { file(path: string): Promise<{ files: ZipEntry[] }> } } = require('unzipper');

/**
 * exceljs 4.4's streaming workbook reader, driven part by part: its parsers of the workbook's
 * relationships, sheet list, shared strings and styles, and of one worksheet read row by row.
 */
interface WorkbookParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(rows: AsyncIterable<unknown>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The first sheet's part: the first of the workbook's sheet list, else the lowest-numbered sheet file. */
function firstSheetPath(book: WorkbookParts, files: Map<string, ZipEntry>): string | undefined {
  const first = book.model?.sheets?.[0];
  const target = first && book.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (files.has(path)) return path;
  }
  const sheets = [...files.keys()].filter((path) => WORKSHEET.test(path));
  return sheets.sort((a, b) => Number(WORKSHEET.exec(a)![1]) - Number(WORKSHEET.exec(b)![1]))[0];
}

/**
 * The first sheet of an .xlsx, its rows read as a stream (a file of many rows stops at the limit
 * instead of being loaded whole). The archive is read through its central directory, the parts a
 * sheet depends on first: exceljs's own pass over the archive as one stream (WorkbookReader's
 * iteration) intermittently lost the entries after the first worksheet (exceljs/exceljs#3064), so a
 * good file written by exceljs (as the templates are) was read without its shared strings or sheet
 * list: an intermittent 400 on a good file.
 */
async function readXlsx(path: string): Promise<SheetRows> {
  const rows = new RowCollector();
  try {
    const files = new Map((await unzipper.Open.file(path)).files.filter((f) => f.type === 'File').map((f) => [f.path, f]));
    const book = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
    }) as unknown as WorkbookParts;
    const part = (name: string) => files.get(name)?.stream();
    const rels = part('xl/_rels/workbook.xml.rels');
    if (rels) await book._parseRels(rels);
    const workbook = part('xl/workbook.xml');
    // No sheet list (a part missing): the sheet's name is all it gives, and only the rows are read.
    book.model = { sheets: [] };
    if (workbook) await book._parseWorkbook(workbook);
    const strings = part('xl/sharedStrings.xml');
    if (strings) for await (const event of book._parseSharedStrings(strings)) void event;
    const styles = part('xl/styles.xml');
    if (styles) await book._parseStyles(styles);
    const sheetPath = firstSheetPath(book, files);
    if (!sheetPath) throw invalid();
    for (const { value: sheet } of book._parseWorksheet(part(sheetPath)!, WORKSHEET.exec(sheetPath)![1])) {
      for await (const row of sheet) {
        // row.values is 1-based (index 0 unused) and sparse.
        const values = row.values as unknown[];
        rows.add(row.number, Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => values[i + 1]));
      }
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
