// A read-only grid of plain rows (penalties, internal tasks) with Copy and
// Export in its context menu and room for extra actions.
import * as React from 'react';
import type Handsontable from 'handsontable/base';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { setText } from '~/components/tasks/grid/cells';
import type { GridColumn, GridInstance, GridSettings } from '~/components/tasks/grid/data-grid';
import { useFocusRow } from '~/components/tasks/grid/focus-row';
import { Grid } from '~/components/tasks/grid/lazy-grid';
import { menuText, selectionText } from '~/components/tasks/grid/menu';
import { fileStamp } from '~/components/tasks/task-model';
import { copyText } from '~/lib/clipboard';

export type RowColumn<T> = {
  key: string;
  header: string;
  width: number;
  text: (row: T) => string | number;
  paint?: (td: HTMLTableCellElement, row: T) => void;
  align?: 'right';
};

export type RowAction<T> = {
  key: string;
  label: string;
  hidden?: (row: T) => boolean;
  run: (row: T) => void;
};

export function RowGrid<T extends object>({
  label,
  rows,
  columns,
  licenseKey,
  exportName,
  actions = [],
  paintRow,
  rowId,
  emptyText,
  className,
  focus,
}: {
  label: string;
  rows: T[];
  columns: RowColumn<T>[];
  licenseKey: string;
  exportName: string;
  actions?: RowAction<T>[];
  /** Row-wide styling (colours by status). */
  paintRow?: (td: HTMLTableCellElement, row: T) => void;
  /** Marks each <tr> with data-row-id (rows are found by id, not position). */
  rowId?: (row: T) => string | number;
  emptyText?: string;
  className?: string;
  /** A row to select once it is there, by rowId (the URL's ?task=), with the cell of `column`. */
  focus?: { id: string | number; column: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const hotRef = React.useRef<GridInstance | null>(null);
  const latest = React.useRef({ rows, columns, actions, exportName, licenseKey, paintRow, rowId });
  latest.current = { rows, columns, actions, exportName, licenseKey, paintRow, rowId };
  const columnsKey = columns.map((c) => c.key).join(',');

  const { gridColumns, headers } = React.useMemo(() => {
    const gridColumns: GridColumn[] = columns.map((column, index) => ({
      data: column.key,
      width: column.width,
      readOnly: true,
      editor: false,
      renderer: ((instance: Handsontable, td: HTMLTableCellElement, row: number) => {
        const item = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as T | undefined;
        const def = latest.current.columns[index];
        td.classList.toggle('htRight', def?.align === 'right');
        if (!item || !def) return setText(td, '');
        td.dataset.col = def.key;
        const id = latest.current.rowId?.(item);
        if (id !== undefined && td.parentElement) td.parentElement.dataset.rowId = String(id);
        latest.current.paintRow?.(td, item);
        if (def.paint) def.paint(td, item);
        else setText(td, def.text(item));
      }) as unknown as GridColumn['renderer'],
    }));
    return { gridColumns, headers: columns.map((c) => c.header) };
    // Headers follow the language; renderers read the latest columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columnsKey, i18n.language]);

  const settings = React.useMemo<GridSettings>(() => {
    const rowAt = (hot: Handsontable, visual: number) =>
      visual >= 0 ? (hot.getSourceDataAtRow(hot.toPhysicalRow(visual)) as T | undefined) : undefined;
    const menuRow = () => {
      const hot = hotRef.current;
      const range = hot?.getSelectedRangeActive();
      return hot && range ? rowAt(hot, range.highlight.row ?? -1) : undefined;
    };
    const actionItems = Object.fromEntries(
      latest.current.actions.map((a, i) => [
        `row_action_${i}`,
        {
          name: () => menuText(latest.current.actions[i]?.label ?? a.label),
          hidden: () => {
            const row = menuRow();
            const action = latest.current.actions[i];
            return !row || !action || !!action.hidden?.(row);
          },
          callback: () => {
            const row = menuRow();
            if (row) latest.current.actions[i]?.run(row);
          },
        },
      ]),
    );
    return {
      wordWrap: false,
      textEllipsis: true,
      readOnly: true,
      contextMenu: {
        items: {
          copy: {
            name: () => menuText(t('tasks.menu.copy')),
            callback: async () => {
              const hot = hotRef.current;
              if (!hot) return;
              const text = selectionText(hot, (r, c) => {
                const row = rowAt(hot, r);
                const def = latest.current.columns[hot.toPhysicalColumn(c)];
                return row && def ? def.text(row) : '';
              });
              if (await copyText(text)) toast.success(t('tasks.copied'));
            },
          },
          export: {
            name: () => menuText(t('tasks.menu.export')),
            disabled: () => latest.current.rows.length === 0,
            callback: () => {
              const { rows: all, columns: defs, exportName: name, licenseKey: key } = latest.current;
              void import('~/components/tasks/grid/export-xlsx')
                .then(({ exportXlsx }) =>
                  exportXlsx({
                    headers: defs.map((d) => d.header),
                    rows: all.map((row) => defs.map((d) => d.text(row))),
                    widths: defs.map((d) => d.width),
                    filename: `${name}-${fileStamp()}`,
                    licenseKey: key,
                  }),
                )
                .catch(() => toast.error(t('tasks.export-failed')));
            },
          },
          ...(latest.current.actions.length ? { sep1: { name: '---------' } } : {}),
          ...actionItems,
        },
      },
    } as GridSettings;
    // Menu items read the latest rows and actions through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, actions.length]);

  const [grid, setGrid] = React.useState<GridInstance | null>(null);
  const onReady = React.useCallback((hot: GridInstance) => {
    hotRef.current = hot;
    setGrid(hot);
  }, []);
  useFocusRow(grid, rows, focus?.id, (row) => !!focus && latest.current.rowId?.(row as T) === focus.id, focus?.column ?? columns[0]?.key ?? '');

  return (
    <Grid
      label={label}
      className={className}
      licenseKey={licenseKey}
      data={rows}
      columns={gridColumns}
      colHeaders={headers}
      settings={settings}
      onReady={onReady}
      emptyText={emptyText ?? t('tasks.grid.empty')}
    />
  );
}
