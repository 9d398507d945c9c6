// A row named by the URL (?task=123, the command palette's 'open task'), selected and scrolled to
// once the grid and its rows are there: the task grids and the read-only internal task grid.
import * as React from 'react';
import type Handsontable from 'handsontable/base';

/** Selects the `prop` cell of the row whose source object `match` picks, scrolled to the top. */
export function selectRow(hot: Handsontable | null, match: (row: object) => boolean, prop: string): boolean {
  if (!hot || hot.isDestroyed) return false;
  const physical = (hot.getSourceData() as object[]).findIndex(match);
  if (physical < 0) return false;
  const row = hot.toVisualRow(physical);
  const col = hot.propToCol(prop);
  hot.selectCell(row, typeof col === 'number' && col >= 0 ? col : 0);
  hot.scrollViewportTo({ row, verticalSnap: 'top' });
  return true;
}

/**
 * Selects the row `match` picks once `hot` exists and its rows hold it; `id` names the row asked
 * for, and a new id selects again (a later list refresh leaves the user's own selection alone).
 */
export function useFocusRow(
  hot: Handsontable | null,
  rows: readonly unknown[],
  id: number | string | null | undefined,
  match: (row: object) => boolean,
  prop: string,
): void {
  const done = React.useRef<number | string | null>(null);
  const latest = React.useRef(match);
  latest.current = match;
  React.useEffect(() => {
    if (!hot || id === null || id === undefined || done.current === id) return;
    if (selectRow(hot, latest.current, prop)) done.current = id;
  }, [hot, rows, id, prop]);
}
