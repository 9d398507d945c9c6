// Keyboard work in the task grid (issue 13, docs/decisions/025): Alt+Arrow steps the selected
// task's status along the domain's workflow (statusStep), Alt+T opens its edit ticket, Alt+L its
// score ledger, and a task named by the URL (?task=123, the palette's 'open task') is scrolled to and selected.
// The keys come from lib/shortcuts, the table the help sheet lists.
import * as React from 'react';
import { isClosed, statusStep } from '@studio/domain';
import type Handsontable from 'handsontable/base';
import { toast } from 'sonner';

import { selectRow, useFocusRow } from '~/components/tasks/grid/focus-row';
import { TASK_COLUMNS, type TaskGridContext } from '~/components/tasks/grid/task-columns';
import type { Task } from '~/components/tasks/task-model';
import { isTypingTarget, matchesShortcut } from '~/lib/shortcuts';

export type TaskGridKeysOptions = {
  /** The grid's render context (t, edit mode, permissions), as its cells see it. */
  ctx: TaskGridContext;
  tasks: readonly Task[];
  /** The same path as a status cell edit: domain checks, PATCH, toasts, Failure confirmation. */
  moveStatus: (task: Task, to: number) => Promise<void>;
  /** The edit-task ticket popup, where the grid offers it. */
  openTicket?: (task: Task) => void;
  /** The task's score ledger ('Why this score?'), as the context menu opens it. */
  openLedger: (task: Task) => void;
  /** A task to scroll to and select once it is in the rows. */
  focusTaskId?: number | null;
};

/**
 * Stops a key for the page and for the grid. Handsontable reads a flag of its own on the event
 * (helpers/dom/event), not the DOM's stopImmediatePropagation: with the DOM's alone, the grid still
 * took Alt+T and Alt+L for typed letters and opened the cell's editor behind the dialog they open.
 */
function stopKey(e: KeyboardEvent): void {
  e.stopImmediatePropagation();
  // Handsontable.dom.stopImmediatePropagation, written out: this module stays outside the grid's chunk.
  (e as KeyboardEvent & { isImmediatePropagationEnabled?: boolean }).isImmediatePropagationEnabled = false;
}

/** Answers `attach`, to call with the Handsontable instance once it exists. */
export function useTaskGridKeys(options: TaskGridKeysOptions): (hot: Handsontable) => void {
  const latest = React.useRef(options);
  latest.current = options;
  const [grid, setGrid] = React.useState<Handsontable | null>(null);
  // A task moved by the keyboard: the list re-sorts, and the selection follows the task.
  const follow = React.useRef<number | null>(null);
  const gridRef = React.useRef<Handsontable | null>(null);
  const select = React.useCallback((taskId: number) => selectRow(gridRef.current, (t) => (t as Task).taskId === taskId, 'status'), []);

  const attach = React.useCallback((hot: Handsontable) => {
    gridRef.current = hot;
    setGrid(hot);
    hot.addHook('beforeKeyDown', (e: KeyboardEvent) => {
      // A field outside the grid (the palette's, a dialog's) keeps its keys.
      if (isTypingTarget(e.target) && !hot.rootElement.contains(e.target as Node)) {
        stopKey(e);
        return;
      }
      const editor = hot.getActiveEditor() as (ReturnType<Handsontable['getActiveEditor']> & { htEditor?: Handsontable }) | undefined;
      if (editor?.isOpened()) {
        // A number typed over a list of options (the score cell): the option highlighted for the cell's
        // value stays highlighted until Handsontable re-queries 10 ms after the key, and an Enter before
        // that would save the option instead of what was typed. Typing drops the highlight at once;
        // the arrow keys still pick an option.
        if (editor.htEditor && !e.ctrlKey && !e.metaKey && (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete')) {
          editor.htEditor.deselectCell();
        }
        return;
      }
      const next = matchesShortcut(e, 'nextStatus');
      const previous = matchesShortcut(e, 'previousStatus');
      const ticket = matchesShortcut(e, 'openTicket');
      const ledger = matchesShortcut(e, 'scoreLedger');
      if (!next && !previous && !ticket && !ledger) return;
      const range = hot.getSelectedRangeActive();
      const row = range?.highlight.row ?? -1;
      const task = row >= 0 ? (hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as Task | undefined) : undefined;
      if (!task) return;
      e.preventDefault();
      stopKey(e);
      const { ctx, moveStatus, openTicket, openLedger } = latest.current;
      if (ledger) {
        openLedger(task);
        return;
      }
      if (ticket) {
        // This grid offers no edit ticket at all (the task dashboard): the key does nothing here.
        if (!openTicket) return;
        if (!ctx.editMode) toast.error(ctx.t('palette.grid.edit-mode-off'));
        else if (isClosed(task.status)) toast.error(ctx.t('palette.grid.ticket-closed'));
        else openTicket(task);
        return;
      }
      const to = statusStep(task.status, next ? 'next' : 'previous');
      if (to === null) {
        toast.error(ctx.t('palette.grid.no-step'));
        return;
      }
      if (!ctx.editMode || !TASK_COLUMNS.status.editable?.(task, ctx)) {
        toast.error(ctx.t(ctx.editMode ? 'palette.grid.no-right' : 'palette.grid.edit-mode-off'));
        return;
      }
      follow.current = task.taskId;
      // A refused move changes no rows: stop following so a later change does not move the selection.
      void moveStatus(task, to).finally(() => window.setTimeout(() => {
        if (follow.current === task.taskId) follow.current = null;
      }, 1000));
    });
  }, []);

  // The URL's task, once the grid and its rows are there; again when the URL names another.
  const focusTaskId = options.focusTaskId ?? null;
  useFocusRow(grid, options.tasks, focusTaskId, (t) => (t as Task).taskId === focusTaskId, 'status');

  // After a keyboard move the rows re-sort: keep the moved task selected.
  React.useEffect(() => {
    if (follow.current === null) return;
    // The grid takes the new rows on this render; select after it has.
    const id = window.requestAnimationFrame(() => {
      if (follow.current !== null && select(follow.current)) follow.current = null;
    });
    return () => window.cancelAnimationFrame(id);
  }, [options.tasks, select]);

  return attach;
}
