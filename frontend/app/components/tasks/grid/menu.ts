// Context-menu helpers. Handsontable writes item names as HTML: texts are escaped.
import type Handsontable from 'handsontable/base';

export function menuText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A toggle item's label with Handsontable's own check mark. */
export function checkedLabel(text: string, checked: boolean): string {
  return checked ? `<span class="selected">${String.fromCharCode(10003)}</span>${menuText(text)}` : menuText(text);
}

/** Visual rows of the selection, once each, top to bottom. */
export function selectedRows(hot: Handsontable): number[] {
  const rows = new Set<number>();
  for (const range of hot.getSelectedRange() ?? []) {
    const from = Math.max(0, Math.min(range.from.row ?? 0, range.to.row ?? 0));
    const to = Math.max(range.from.row ?? 0, range.to.row ?? 0);
    for (let r = from; r <= to; r++) rows.add(r);
  }
  return [...rows].sort((a, b) => a - b);
}

/** The selection as tab-separated text of what the cells show. */
export function selectionText(hot: Handsontable, textOf: (row: number, col: number) => string | number): string {
  const range = hot.getSelectedRangeActive();
  if (!range) return '';
  const [fromRow, toRow] = [range.from.row ?? 0, range.to.row ?? 0];
  const [fromCol, toCol] = [range.from.col ?? 0, range.to.col ?? 0];
  const top = Math.max(0, Math.min(fromRow, toRow));
  const bottom = Math.max(fromRow, toRow);
  const left = Math.max(0, Math.min(fromCol, toCol));
  const right = Math.max(fromCol, toCol);
  const lines: string[] = [];
  for (let r = top; r <= bottom; r++) {
    const cells: string[] = [];
    for (let c = left; c <= right; c++) {
      if (hot.getPlugin('hiddenColumns')?.isHidden(c)) continue;
      cells.push(String(textOf(r, c)).replace(/[\t\n\r]+/g, ' '));
    }
    lines.push(cells.join('\t'));
  }
  return lines.join('\n');
}
