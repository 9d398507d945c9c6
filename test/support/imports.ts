// Spreadsheets for the import suites, built in the test: .xlsx through exceljs (with real date
// cells), .csv as plain text.
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { TestApp } from './app';
import type { Session } from './http';

export type Cell = string | number | boolean | Date | null | undefined;

/** An .xlsx whose first sheet holds `rows` (Date values become date cells, formatted as `dateFormat`). */
export async function xlsx(rows: Cell[][], opts: { dateFormat?: string; secondSheet?: Cell[][] } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  for (const row of rows) {
    const added = ws.addRow(row.map((c) => c ?? null));
    row.forEach((c, i) => {
      if (c instanceof Date) added.getCell(i + 1).numFmt = opts.dateFormat ?? 'dd/mm/yyyy';
    });
  }
  if (opts.secondSheet) {
    const other = wb.addWorksheet('Other');
    for (const row of opts.secondSheet) other.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A CSV (comma, CRLF, quoted where needed), optionally with a UTF-8 BOM. */
export function csv(rows: Cell[][], opts: { bom?: boolean } = {}): Buffer {
  const quote = (c: Cell) => {
    const s = c === null || c === undefined ? '' : String(c);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
  return Buffer.concat([opts.bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
}

/** POSTs `file` as multipart field `file` to an import endpoint, with the query flags, in English. */
export function upload(t: TestApp, s: Session, path: string, file: Buffer | null, name = 'people.xlsx', query: Record<string, string> = {}) {
  const req = request(t.http).post(path).query(query).set('Authorization', s.bearer).set('Accept-Language', 'en');
  return file ? req.attach('file', file, name) : req.field('nothing', '1');
}

/** The .xlsx of a template answer: its first sheet's rows as values. */
export async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** Collects a binary answer (supertest's default parser would read the xlsx as text). */
export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
