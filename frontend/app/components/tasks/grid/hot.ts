// Handsontable for the browser only: the modules the grids use, registered once
// (the full bundle would ship every plugin), and the main theme's styles. Imported
// through React.lazy, so neither the server render nor the route chunks load it.
import Handsontable from 'handsontable/base';
import { DateCellType, DropdownCellType, NumericCellType, registerCellType, SelectCellType, TextCellType } from 'handsontable/cellTypes';
import {
  AutoColumnSize,
  ContextMenu,
  CopyPaste,
  ExportFile,
  HiddenColumns,
  ManualColumnResize,
  registerPlugin,
} from 'handsontable/plugins';
import 'handsontable/styles/handsontable.min.css';
import 'handsontable/styles/ht-theme-main.min.css';

let registered = false;

export function registerGridModules() {
  if (registered) return;
  registered = true;
  registerCellType(TextCellType);
  registerCellType(NumericCellType);
  registerCellType(DateCellType);
  registerCellType(DropdownCellType);
  registerCellType(SelectCellType);
  // The context menu measures its items with AutoColumnSize.
  registerPlugin(AutoColumnSize);
  registerPlugin(ContextMenu);
  registerPlugin(CopyPaste);
  registerPlugin(ExportFile);
  registerPlugin(HiddenColumns);
  registerPlugin(ManualColumnResize);
}

export const THEME = 'ht-theme-main';

export { Handsontable };
