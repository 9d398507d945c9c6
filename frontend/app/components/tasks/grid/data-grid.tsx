// The one Handsontable wrapper of the app (loaded lazily, in the browser only).
// The React wrapper hands every prop to updateSettings() on each render, `data`
// included, which re-reads the whole data set: this component is memoised and the
// callers keep `settings` stable (hooks read their state through refs), so the
// grid re-reads rows only when the rows themselves change.
import * as React from 'react';
import { HotTable, type HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';

import { fixGridAria } from '~/components/tasks/grid/grid-aria';
import { registerGridModules, THEME } from '~/components/tasks/grid/hot';
import '~/components/tasks/grid/grid.css';

registerGridModules();

export type GridSettings = Omit<Handsontable.GridSettings, 'className'>;
export type GridColumn = Handsontable.ColumnSettings;
export type GridInstance = Handsontable;

export type DataGridProps = {
  licenseKey: string;
  data: object[];
  columns: GridColumn[];
  colHeaders: string[];
  /** Physical indexes of columns hidden by the HiddenColumns plugin. */
  hiddenColumns?: number[];
  /** Stable options (hooks, cells, contextMenu...): a new object re-applies all of them. */
  settings?: GridSettings;
  rowHeight?: number;
  onReady?: (hot: GridInstance) => void;
};

function DataGridImpl({
  licenseKey,
  data,
  columns,
  colHeaders,
  hiddenColumns,
  settings,
  rowHeight = 34,
  onReady,
}: DataGridProps) {
  const ref = React.useRef<HotTableRef>(null);
  const hidden = React.useMemo(() => ({ columns: hiddenColumns ?? [], indicators: false, copyPasteEnabled: false }), [hiddenColumns]);

  React.useEffect(() => {
    const hot = ref.current?.hotInstance;
    if (!hot) return;
    const aria = () => fixGridAria(hot);
    aria();
    hot.addHook('afterRender', aria);
    if (onReady) onReady(hot);
    // Once: the instance lives as long as the component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <HotTable
      ref={ref}
      themeName={THEME}
      licenseKey={licenseKey}
      data={data}
      columns={columns}
      colHeaders={colHeaders}
      hiddenColumns={hidden}
      rowHeaders
      width="100%"
      height="100%"
      rowHeights={rowHeight}
      autoRowSize={false}
      autoColumnSize={false}
      // Rows are virtualised; the few columns are all drawn (cells stay findable and
      // horizontal scrolling never waits for a render).
      viewportColumnRenderingOffset={24}
      manualColumnResize
      stretchH="all"
      // Read-only cells keep the row colour instead of the dimmed grey.
      readOnlyCellClassName="task-cell-readonly"
      outsideClickDeselects={false}
      fillHandle={false}
      ariaTags
      {...settings}
    />
  );
}

export const DataGrid = React.memo(DataGridImpl);
export default DataGrid;
