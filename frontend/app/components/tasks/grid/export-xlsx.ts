// Export to .xlsx through Handsontable's exportFile plugin (XLSX since 17.1, with
// ExcelJS as its engine). The plugin writes cell values, and the screen's values
// are ids and codes (employee ids, status numbers, JSON input), so the export
// runs on a short-lived hidden grid filled with the texts the screen shows.
import { Handsontable, registerGridModules, THEME } from '~/components/tasks/grid/hot';

export type ExportSheet = {
  headers: string[];
  rows: (string | number)[][];
  /** Column widths in pixels, as on screen. */
  widths?: number[];
  /** Without extension; '.xlsx' is added. */
  filename: string;
  licenseKey: string;
};

export async function exportXlsx({ headers, rows, widths, filename, licenseKey }: ExportSheet): Promise<void> {
  // ExcelJS is about a megabyte: loaded on the first export only.
  const { default: ExcelJS } = await import('exceljs');
  registerGridModules();
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-20000px;top:0;width:1200px;height:300px;overflow:hidden;visibility:hidden';
  document.body.appendChild(host);
  const hot = new Handsontable(host, {
    data: rows,
    colHeaders: headers,
    colWidths: widths,
    readOnly: true,
    themeName: THEME,
    licenseKey,
    exportFile: { engines: { xlsx: ExcelJS } },
  });
  try {
    await hot.getPlugin('exportFile').downloadFileAsync('xlsx', { filename, colHeaders: true });
  } finally {
    hot.destroy();
    host.remove();
  }
}
