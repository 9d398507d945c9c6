// Reads the chosen file in the browser to show its cells beside the server's verdict (the import
// answer names rows and fields, not values). The server reads the file again for real; this copy
// only displays. ExcelJS and the CSV parser are large: loaded on the first import only.

export type SheetCell = string | number | boolean | Date | null;

export type SheetPreview = {
  /** The header row's names, trimmed, in the file's order. */
  headers: string[];
  /** Data rows by sheet row number (the header is row 1). */
  rows: Map<number, SheetCell[]>;
};

export type ImportFileType = 'xlsx' | 'csv';

export function importFileType(name: string): ImportFileType | null {
  const lower = name.toLowerCase();
  return lower.endsWith('.xlsx') ? 'xlsx' : lower.endsWith('.csv') ? 'csv' : null;
}

/** An ExcelJS cell value as plain data: rich text, hyperlinks and formulas give their text or result. */
function plainCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value as SheetCell;
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
  if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
  if ('text' in v) return plainCell(v.text);
  if ('result' in v) return plainCell(v.result);
  if ('error' in v) return String(v.error);
  return String(value);
}

async function readXlsx(file: File): Promise<SheetPreview> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  const preview: SheetPreview = { headers: [], rows: new Map() };
  if (!sheet) return preview;
  const width = sheet.getRow(1).cellCount;
  for (let c = 1; c <= width; c++) preview.headers.push(String(plainCell(sheet.getRow(1).getCell(c).value) ?? '').trim());
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetCell[] = [];
    for (let c = 1; c <= width; c++) cells.push(plainCell(row.getCell(c).value));
    preview.rows.set(number, cells);
  });
  return preview;
}

async function readCsv(file: File): Promise<SheetPreview> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  const records: string[][] = parse(await file.text(), { bom: true, relax_column_count: true, skip_empty_lines: false });
  const [header = [], ...data] = records;
  return {
    headers: header.map((h) => h.trim()),
    rows: new Map(data.map((cells, i) => [i + 2, cells.map((c) => (c === '' ? null : c))])),
  };
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
