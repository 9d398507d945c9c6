// Rows for a Handsontable grid that others may change while this user types in a cell. Replacing
// the grid's data re-selects cells and closes an open editor, losing what was typed: while an
// editor is open the rows shown stay the same objects, updated in place (values refresh, the edit
// and its position stay), and the new list (order, added and removed rows) is applied once the
// editor closes. The edit is saved against the row as it now is.
import * as React from 'react';

import type { GridInstance } from '~/components/tasks/grid/data-grid';

const EDITOR_POLL_MS = 200;

const isEditing = (grid: GridInstance | null) => !!grid && !grid.isDestroyed && !!grid.getActiveEditor()?.isOpened();

export function useEditSafeRows<T extends object>(rows: T[], key: keyof T, grid: React.RefObject<GridInstance | null>): T[] {
  const shown = React.useRef(rows);
  const [, redraw] = React.useReducer((n: number) => n + 1, 0);
  const held = shown.current !== rows && isEditing(grid.current);
  if (!held) shown.current = rows;

  React.useEffect(() => {
    if (!held) return;
    const fresh = new Map(rows.map((row) => [row[key], row]));
    for (const row of shown.current) {
      const next = fresh.get(row[key]);
      if (next && next !== row) Object.assign(row, next);
    }
    grid.current?.render();
    const poll = setInterval(() => {
      if (isEditing(grid.current)) return;
      clearInterval(poll);
      redraw();
    }, EDITOR_POLL_MS);
    return () => clearInterval(poll);
  }, [rows, held, key, grid]);

  return shown.current;
}
