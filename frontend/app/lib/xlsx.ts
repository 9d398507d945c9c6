// One-sheet .xlsx downloads of what a table shows (texts and numbers as on screen). ExcelJS is
// about a megabyte: it is imported on the first export only, and callers import this module lazily too.

export type XlsxSheet = {
  /** Without extension; '.xlsx' is added. */
  filename: string;
  sheetName?: string;
  headers: string[];
  rows: (string | number | null)[][];
  /** Column widths in characters; default from the longest text of each column. */
  widths?: number[];
};

export async function downloadXlsx({ filename, sheetName, headers, rows, widths }: XlsxSheet): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet((sheetName || filename).replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? '' : v)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  headers.forEach((header, i) => {
    const longest = Math.max(header.length, ...rows.map((r) => String(r[i] ?? '').length));
    sheet.getColumn(i + 1).width = widths?.[i] ?? Math.min(60, Math.max(8, longest + 2));
  });
  const buffer = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${filename}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
