// The one grid of the scoring configuration screens: the table's rows laid out as row axis x
// column axis (role x role level, type x value...), edited in place. Edits are checked as numbers,
// collected and saved together 500 ms after the last keystroke; JSON pasted from the clipboard
// (Ctrl+V in the grid, or the Paste JSON button) is checked and saved as a whole. With "Review before
// saving" on, edits wait: Preview shows what they would do to people's month, then Save or Cancel.
import * as React from 'react';
import type Handsontable from 'handsontable/base';
import { ClipboardCopy, ClipboardPaste, Eye, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONFIG_SAVE_DEBOUNCE_MS, type ConfigRow, endpoints, PAIRED_INPUT_RATIO, parseConfigNumber, rowKey } from '@studio/domain';

import { parsePastedConfig } from '~/components/scoring-config/config-paste';
import { ConfigPreviewDialog } from '~/components/scoring-config/config-preview-dialog';
import { axisItems, keyFields, rowHeader, type AxisItem, type GridScreen } from '~/components/scoring-config/config-screens';
import { clear, setText } from '~/components/tasks/grid/cells';
import type { GridColumn, GridInstance, GridSettings } from '~/components/tasks/grid/data-grid';
import { Grid } from '~/components/tasks/grid/lazy-grid';
import { Button } from '~/components/ui/button';
import { Switch } from '~/components/ui/switch';
import { call, failToast } from '~/lib/api.client';
import { copyText } from '~/lib/clipboard';

type GridRow = Record<string, string | number>;

/** Up to 4 decimals, no trailing zeros (0.1 + 0.2 shows 0.3). */
export function formatNumber(n: number): string {
  return String(Math.round(n * 10000) / 10000);
}

/** A typed cell: a number >= 0, '' is 0 (spec 3: unparseable input becomes 0); else null. */
function typedNumber(input: unknown): number | null {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return 0;
  const n = typeof input === 'number' ? input : Number(String(input).trim().replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return null;
  return parseConfigNumber(n);
}

/** Names what Handsontable leaves unnamed: its scroll area (focusable, for keyboard scrolling) and its text areas. */
function labelGridInternals(hot: GridInstance | null, tr: (key: string) => string) {
  const root = hot?.rootElement;
  if (!root) return;
  const region = root.closest('[role="region"]')?.getAttribute('aria-label') ?? '';
  const holder = root.querySelector<HTMLElement>('.ht_master > .wtHolder');
  if (holder && holder.getAttribute('tabindex') !== '0') {
    holder.setAttribute('tabindex', '0');
    holder.removeAttribute('role');
    holder.setAttribute('aria-label', region);
  }
  // The selection marks cells aria-selected even without grid roles, where axe does not allow it.
  for (const cell of root.querySelectorAll('td[aria-selected], th[aria-selected]')) cell.removeAttribute('aria-selected');
  for (const area of document.querySelectorAll<HTMLTextAreaElement>('textarea:not([aria-label]):not([id])')) {
    if (root.contains(area) || area.closest('.handsontable') || area.className.includes('HandsontableCopyPaste')) {
      area.setAttribute('aria-label', tr('scoring.cell-editor'));
    }
  }
}

export function ConfigGrid({
  screen,
  rows: initialRows,
  canEdit,
  licenseKey,
  toolbar,
  onRows,
}: {
  screen: GridScreen;
  rows: ConfigRow[];
  canEdit: boolean;
  licenseKey: string;
  /** Extra buttons (quick config). */
  toolbar?: React.ReactNode;
  /** The table as saved (the quick config reads it). */
  onRows?: (rows: ConfigRow[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { table } = screen;
  const onRowsRef = React.useRef(onRows);
  onRowsRef.current = onRows;
  const [serverRows, setServerRows] = React.useState(initialRows);
  React.useEffect(() => setServerRows(initialRows), [initialRows]);
  const rowItems = React.useMemo(() => axisItems(screen.rows, t), [screen.rows, t]);
  const colItems = React.useMemo(() => axisItems(screen.columns, t), [screen.columns, t]);
  const paired = !!screen.paired && canEdit;

  const cellRow = React.useCallback(
    (r: AxisItem, c: AxisItem, value: number): ConfigRow => ({ ...keyFields(table, { ...r.fields, ...c.fields }), [screen.value]: value }),
    [table, screen.value],
  );

  const data = React.useMemo<GridRow[]>(() => {
    const byKey = new Map(serverRows.map((row) => [rowKey(table, row), Number(row[screen.value]) || 0]));
    return rowItems.map((r) => {
      const out: GridRow = { __label: r.label, __id: r.id };
      for (const c of colItems) {
        const stored = byKey.get(rowKey(table, cellRow(r, c, 0))) ?? 0;
        const shown = screen.percent ? stored * 100 : stored;
        out[c.id] = shown;
        if (paired) out[`${c.id}x`] = stored * PAIRED_INPUT_RATIO;
      }
      return out;
    });
  }, [serverRows, rowItems, colItems, table, screen.value, screen.percent, paired, cellRow]);

  // Review before saving: edits wait for Preview -> Save instead of the debounced save.
  const [review, setReview] = React.useState(false);
  const [pendingCount, setPendingCount] = React.useState(0);
  const [previewRows, setPreviewRows] = React.useState<ConfigRow[] | null>(null);
  // Everything the grid hooks read goes through this ref, so `settings` stays stable.
  const latest = React.useRef({ rowItems, colItems, screen, cellRow, t, review });
  latest.current = { rowItems, colItems, screen, cellRow, t, review };
  const hotRef = React.useRef<GridInstance | null>(null);
  const pending = React.useRef(new Map<string, ConfigRow>());
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  const [saving, setSaving] = React.useState(false);

  const reload = React.useCallback(async () => {
    const res = await call(endpoints.scoringConfig[table.path].list);
    if (res.ok) {
      pending.current.clear();
      setPendingCount(0);
      setServerRows(res.data[table.key] ?? []);
      onRowsRef.current?.(res.data[table.key] ?? []);
    }
  }, [table]);

  const put = React.useCallback(async (rows: ConfigRow[], success: string, fail: string) => {
    setSaving(true);
    const res = await call(endpoints.scoringConfig[table.path].save, { body: { [table.key]: rows } }, { silent: true });
    setSaving(false);
    if (res.ok) {
      toast.success(latest.current.t(success));
      onRowsRef.current?.(res.data[table.key] ?? []);
      return res.data[table.key] ?? [];
    }
    failToast(fail, res.data);
    await reload();
    return null;
  }, [table, reload]);

  /** The edits a save sends (scales and benchmarks: only truthy values, spec 3). */
  const pendingRows = React.useCallback(
    () => [...pending.current.values()].filter((r) => !latest.current.screen.saveOnlyTruthy || Number(r[latest.current.screen.value]) !== 0),
    [],
  );

  const flush = React.useCallback(async () => {
    clearTimeout(timer.current);
    const rows = pendingRows();
    pending.current.clear();
    setPendingCount(0);
    if (rows.length) return (await put(rows, 'scoring.toast.saved', 'scoring.toast.save-failed')) !== null;
    return true;
  }, [put, pendingRows]);

  // A pending save is not lost when the screen is left (edits waiting for review are: they were not confirmed).
  React.useEffect(() => () => { if (!latest.current.review) void flush(); }, [flush]);

  const importJson = React.useCallback(async (text: string) => {
    const checked = parsePastedConfig(table, text);
    if ('error' in checked) {
      if (checked.error === 'scoring.paste.not-json') toast.error(latest.current.t(checked.error));
      else toast.error(latest.current.t(checked.error), { description: latest.current.t(checked.detail) });
      return;
    }
    if (latest.current.review) {
      // Reviewed like typed edits: the pasted table is previewed before it is saved.
      setPreviewRows(checked.rows);
      return;
    }
    const saved = await put(checked.rows, 'scoring.toast.saved', 'scoring.toast.save-failed');
    if (saved) setServerRows(saved);
  }, [table, put]);

  const { columns, headers } = React.useMemo(() => {
    const valueRenderer = ((instance: Handsontable, td: HTMLTableCellElement, row: number, _col: number, prop: string | number) => {
      const item = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as GridRow | undefined;
      const value = Number(item?.[prop as string] ?? 0);
      td.dataset.col = String(prop);
      if (td.parentElement && item) td.parentElement.dataset.rowId = String(item.__id);
      td.classList.add('htRight');
      td.classList.toggle('text-muted-foreground', value === 0);
      td.classList.toggle('config-paired', String(prop).endsWith('x'));
      setText(td, screen.percent && !String(prop).endsWith('x') ? `${formatNumber(value)} %` : formatNumber(value));
    }) as unknown as GridColumn['renderer'];
    const labelRenderer = ((instance: Handsontable, td: HTMLTableCellElement, row: number) => {
      const item = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as GridRow | undefined;
      clear(td);
      td.dataset.col = '__label';
      td.classList.add('font-medium');
      setText(td, item ? String(item.__label) : '');
    }) as unknown as GridColumn['renderer'];
    const cols: GridColumn[] = [{ data: '__label', readOnly: true, editor: false, width: screen.rows === 'roleAndUserLevel' ? 220 : 180, renderer: labelRenderer }];
    const heads = [rowHeader(screen.rows, t)];
    const valueHeader = t(`scoring.value.${screen.value}`);
    for (const c of colItems) {
      cols.push({ data: c.id, readOnly: !canEdit, width: colItems.length === 1 ? 180 : 110, renderer: valueRenderer });
      heads.push(c.label || valueHeader);
      if (paired) {
        cols.push({ data: `${c.id}x`, readOnly: !canEdit, width: 125, renderer: valueRenderer });
        heads.push(t('scoring.col.paired', { label: c.label || valueHeader, ratio: PAIRED_INPUT_RATIO }));
      }
    }
    return { columns: cols, headers: heads };
    // Headers follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [colItems, canEdit, paired, screen, i18n.language]);

  const settings = React.useMemo<GridSettings>(() => ({
    // Handsontable's treegrid roles fail axe (rows under presentation wrappers): plain tables, and
    // the scroll area and the cell editors get their names.
    ariaTags: false,
    // Hooks run with the grid as `this`: the first render comes before onReady.
    afterRender(this: Handsontable) {
      labelGridInternals(this, latest.current.t);
    },
    afterBeginEditing(this: Handsontable) {
      labelGridInternals(this, latest.current.t);
    },
    afterChange: (changes: Handsontable.CellChange[] | null, source: string) => {
      const hot = hotRef.current;
      if (!changes || !hot || source === 'loadData' || source === 'pair') return;
      const { rowItems: rs, colItems: cs, screen: s, cellRow: make, t: tr } = latest.current;
      for (const [visualRow, prop, , next] of changes) {
        const field = String(prop);
        const isPair = field.endsWith('x');
        const colId = isPair ? field.slice(0, -1) : field;
        const c = cs.find((x) => x.id === colId);
        const physical = hot.toPhysicalRow(visualRow);
        const r = rs[physical];
        if (!c || !r) continue;
        const typed = typedNumber(next);
        const value = typed === null ? null : isPair ? typed / PAIRED_INPUT_RATIO : s.percent ? typed / 100 : typed;
        if (value === null || (s.percent && value > 1) || (s.table.path === 'role-penalties' && value > 100)) {
          toast.error(tr(s.percent ? 'admin.config.role.performance-states.invalid-percent' : s.paired ? 'benchmarks.invalid-benchmark' : 'message.number-error'));
          void reload();
          return;
        }
        // The cell shows the parsed number; its paired cell follows.
        hot.setDataAtRowProp(visualRow, field, isPair ? typed! : s.percent ? value * 100 : value, 'pair');
        if (s.paired && hot.getSettings().columns && hot.propToCol(`${colId}x`) !== null) {
          hot.setDataAtRowProp(visualRow, isPair ? colId : `${colId}x`, isPair ? value : value * PAIRED_INPUT_RATIO, 'pair');
        }
        const row = make(r, c, value);
        pending.current.set(rowKey(s.table, row), row);
      }
      setPendingCount(pending.current.size);
      clearTimeout(timer.current);
      if (!latest.current.review) timer.current = setTimeout(() => { void flush(); }, CONFIG_SAVE_DEBOUNCE_MS);
    },
    // Pasted JSON is a whole table (spec 3: pasting into the grids reads JSON from the clipboard).
    beforePaste: (pasted: unknown[][]) => {
      const text = pasted.map((cells) => cells.join('\t')).join('\n').trim();
      if (!/^[[{]/.test(text)) return true;
      void importJson(text);
      return false;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), []);

  const copyJson = async () => {
    const ok = await copyText(JSON.stringify({ [table.key]: serverRows }, null, 2));
    if (ok) toast.success(t('scoring.copy.done'));
    else toast.error(t('scoring.copy.fail'));
  };
  const pasteJson = async () => {
    try {
      await importJson(await navigator.clipboard.readText());
    } catch {
      toast.error(t('scoring.paste.unsupported'));
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {saving ? t('scoring.saving')
            : !canEdit ? t('scoring.read-only')
              : review ? t('scoring.preview.pending', { count: pendingCount })
                : t('scoring.autosave-hint')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit ? (
            <>
              <label className="flex items-center gap-2 text-sm">
                <Switch
                  checked={review}
                  onCheckedChange={(on) => {
                    setReview(on);
                    // Edits waiting for review are saved as before when review is turned off.
                    if (!on && pending.current.size) void flush();
                  }}
                />
                {t('scoring.preview.review')}
              </label>
              <Button variant="outline" size="sm" disabled={!review || pendingCount === 0} onClick={() => setPreviewRows(pendingRows())}>
                <Eye aria-hidden="true" />
                {t('scoring.preview.button')}
              </Button>
            </>
          ) : null}
          {toolbar}
          <Button variant="outline" size="sm" onClick={() => void copyJson()}>
            <ClipboardCopy aria-hidden="true" />
            {t('scoring.copy.button')}
          </Button>
          {canEdit ? (
            <Button variant="outline" size="sm" onClick={() => void pasteJson()}>
              <ClipboardPaste aria-hidden="true" />
              {t('scoring.paste.button')}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => void reload()} aria-label={t('scoring.reload')}>
            <RotateCw aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Grid
        label={t(screen.titleKey)}
        className="h-[500px]"
        licenseKey={licenseKey}
        data={data}
        columns={columns}
        colHeaders={headers}
        settings={settings}
        onReady={(hot) => { hotRef.current = hot; }}
      />
      {previewRows ? (
        <ConfigPreviewDialog
          open
          onOpenChange={(open) => { if (!open) setPreviewRows(null); }}
          table={table}
          rows={previewRows}
          onSave={async () => {
            const pasted = previewRows !== null && pending.current.size === 0;
            const saved = await put(previewRows, 'scoring.toast.saved', 'scoring.toast.save-failed');
            if (saved === null) return false;
            pending.current.clear();
            setPendingCount(0);
            if (pasted) setServerRows(saved);
            return true;
          }}
        />
      ) : null}
    </div>
  );
}
