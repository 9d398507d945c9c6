// Reads the chosen file in the browser to show its cells beside the server's verdict (the import
// answer names rows and fields, not values). The server reads the file again for real; this copy
// only displays, read the same way (libs/domain's normalizeCell; the first non-blank row is the
// header; rows keep their sheet numbers). ExcelJS and the CSV parser load on the first import only.
import { normalizeCell, type CellValue } from '@studio/domain';

export type SheetPreview = {
  /** The header row's names, trimmed, in the file's order ('' under a blank header cell). */
  headers: string[];
  /** Data rows by sheet row number (the header is row 1 unless rows above it are blank). */
  rows: Map<number, CellValue[]>;
};

export type ImportFileType = 'xlsx' | 'csv';

export function importFileType(name: string): ImportFileType | null {
  const lower = name.toLowerCase();
  return lower.endsWith('.xlsx') ? 'xlsx' : lower.endsWith('.csv') ? 'csv' : null;
}

function collect(rows: Iterable<[number, unknown[]]>): SheetPreview {
  const preview: SheetPreview = { headers: [], rows: new Map() };
  let headed = false;
  for (const [number, raw] of rows) {
    const cells = raw.map(normalizeCell);
    if (cells.every((c) => c === null)) continue;
    if (headed) preview.rows.set(number, cells);
    else {
      preview.headers = cells.map((c) => (c === null ? '' : String(c)));
      headed = true;
    }
  }
  return preview;
}

async function readXlsx(file: File): Promise<SheetPreview> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const rows: [number, unknown[]][] = [];
  // row.values is 1-based (index 0 unused) and sparse.
  book.worksheets[0]?.eachRow((row, number) => {
    const values = row.values as unknown[];
    rows.push([number, Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => values[i + 1])]);
  });
  return collect(rows);
}

async function readCsv(file: File): Promise<SheetPreview> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  const records: string[][] = parse(await file.text(), { bom: true, relax_column_count: true, skip_empty_lines: false });
  return collect(records.map((record, i) => [i + 1, record] as [number, unknown[]]));
}

/** The file's first sheet (or the CSV), or null when it cannot be read here (the server still says why). */
export async function readSheet(file: File): Promise<SheetPreview | null> {
  try {
    const type = importFileType(file.name);
    return type === 'xlsx' ? await readXlsx(file) : type === 'csv' ? await readCsv(file) : null;
  } catch {
    return null;
  }
}
