import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { IMPORT_MAX_ROWS } from '@studio/domain';
import { readSheet } from './sheet-reader';

/** An .xlsx written by exceljs (as the import templates are), optionally without some of its entries. */
async function xlsxFile(rows: unknown[][], without: string[] = []): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nhân sự');
  for (const row of rows) ws.addRow(row);
  const zip = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
  for (const name of without) zip.remove(name);
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sheet-reader-')), 'people.xlsx');
  await fs.writeFile(file, await zip.generateAsync({ type: 'nodebuffer' }));
  return file;
}

const upload = (file: string) => ({ fieldname: 'file', originalname: 'people.xlsx', mimetype: 'application/octet-stream', size: 0, path: file });

describe('readSheet (.xlsx)', () => {
  const rows = [['Họ', 'Tên', 'Ngày vào'], ['Phạm', 'Bảo', 20260105], ['Lê', 'An', null]];

  it('reads the first sheet: the header and the rows', async () => {
    const sheet = await readSheet(upload(await xlsxFile(rows)));
    expect(sheet.header).toEqual({ row: 1, cells: ['Họ', 'Tên', 'Ngày vào'] });
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(sheet.rows[0].cells.slice(0, 2)).toEqual(['Phạm', 'Bảo']);
  });

  it('reads the strings and rows of a file whose archive lost entries in exceljs\'s own streaming pass (exceljs#3064)', async () => {
    // exceljs's WorkbookReader, iterated, ended this archive's entries at the worksheet: no shared
    // strings, so the header read as [null, null, 20260105] and the import answered 400.
    const file = await xlsxFile(rows, ['xl/workbook.xml']);
    const sheet = await readSheet(upload(file));
    expect(sheet.header?.cells).toEqual(['Họ', 'Tên', 'Ngày vào']);
    expect(sheet.rows.map((r) => r.cells.slice(0, 2))).toEqual([['Phạm', 'Bảo'], ['Lê', 'An']]);
  });

  it('reads only the first sheet of several', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Một').addRows([['a', 'b'], ['c', 'd']]);
    wb.addWorksheet('Hai').addRows([['x'], ['y'], ['z']]);
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sheet-reader-')), 'two.xlsx');
    await wb.xlsx.writeFile(file);
    const sheet = await readSheet(upload(file));
    expect(sheet.header?.cells).toEqual(['a', 'b']);
    expect(sheet.rows.map((r) => r.cells)).toEqual([['c', 'd']]);
  });

  it('refuses more rows than the limit as import.too-large, while reading', async () => {
    // Random figures: the worksheet part is larger than one read of the file, so stopping early matters.
    const many = [['h'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => [Math.random(), Math.random(), Math.random()])];
    const file = await xlsxFile(many);
    expect((await fs.stat(file)).size).toBeGreaterThan(256 * 1024);
    const open = async () => (await fs.readdir('/proc/self/fd')).length;
    await expect(readSheet(upload(file))).rejects.toMatchObject({ code: 'import.too-large', status: 400 });
    const before = await open();
    for (let k = 0; k < 5; k++) await expect(readSheet(upload(file))).rejects.toMatchObject({ code: 'import.too-large' });
    // The archive is closed when the read stops early, not left open until the process ends.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await open()).toBeLessThanOrEqual(before);
  });

  it('refuses a file that is not a spreadsheet as import.invalid-file', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sheet-reader-')), 'people.xlsx');
    await fs.writeFile(file, 'not a zip');
    await expect(readSheet(upload(file))).rejects.toMatchObject({ code: 'import.invalid-file', status: 400 });
  });
});
