import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportAnswer, ImportCellError } from '@studio/domain';

import { Button } from '~/components/ui/button';
import { Switch } from '~/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { formatNumber } from '~/lib/format';
import { cn } from '~/lib/utils';

import {
  cellErrors,
  cellText,
  PAGE_SIZE,
  rowLevelErrors,
  shownColumns,
  type ImportColumn,
  type ShownColumn,
} from './import-model';
import { ActionTag } from './import-summary';
import type { SheetPreview } from './read-sheet';

/** A row's messages, translated from their codes (the catalogue's texts). */
function Messages({ errors, className }: { errors: readonly ImportCellError[]; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!errors.length) return null;
  return (
    <ul className={cn('mt-1 space-y-0.5 whitespace-normal text-xs font-normal text-red-700', className)}>
      {errors.map((e, i) => (
        <li key={i} data-code={e.code}>
          <span className="sr-only">{t('import.table.error-prefix')} </span>
          {i18n.exists(e.code) ? t(e.code) : e.code}
        </li>
      ))}
    </ul>
  );
}

/**
 * The checked rows, page by page (a 5,000-row file renders 50 rows at a time), with each bad
 * cell in red and its messages under its value; 'Errors only' keeps the rows to fix.
 */
export function ImportRowsTable({
  answer,
  sheet,
  columns: known,
  columnLabel,
}: {
  answer: ImportAnswer;
  sheet: SheetPreview | null;
  columns: readonly ImportColumn[];
  columnLabel: (name: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [errorsOnly, setErrorsOnly] = React.useState(answer.summary.error > 0);
  const [page, setPage] = React.useState(0);
  const titleId = React.useId();

  const columns = React.useMemo(() => shownColumns(known, sheet, answer.rows), [known, sheet, answer.rows]);
  const rows = React.useMemo(() => (errorsOnly ? answer.rows.filter((r) => r.errors.length > 0) : answer.rows), [answer.rows, errorsOnly]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  React.useEffect(() => setPage(0), [answer, errorsOnly]);

  const value = (row: number, column: ShownColumn): string => {
    const cell = column.index >= 0 ? sheet?.rows.get(row)?.[column.index] ?? null : null;
    return column.format ? column.format(cell) : cellText(cell);
  };
  const n = (x: number) => formatNumber(x, i18n.language);
  const badColumns = (row: (typeof shown)[number]) => columns.filter((c) => cellErrors(row, c).length > 0);

  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5">
        <div>
          <h2 id={titleId} className="text-sm font-semibold">{t('import.table.title')}</h2>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {errorsOnly
              ? t('import.table.count-errors', { count: rows.length, shown: n(rows.length), total: n(answer.rows.length) })
              : t('import.table.count', { count: rows.length, shown: n(rows.length) })}
          </p>
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
          <Switch checked={errorsOnly} onCheckedChange={setErrorsOnly} disabled={!answer.summary.error && !errorsOnly} />
          {t('import.table.errors-only')}
        </label>
      </div>

      <Table aria-labelledby={titleId}>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="sticky-col pl-5">{t('import.table.row')}</TableHead>
            {columns.map((c) => (
              <TableHead key={c.name} data-column={c.name}>
                {columnLabel(c.name)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.length ? (
            shown.map((row) => (
              <TableRow
                key={row.row}
                data-row={row.row}
                data-action={row.action}
                className={cn('align-top', row.errors.length && 'bg-red-50/40 [--sticky-tint:rgb(254_242_242_/_0.4)]')}
              >
                {/* Stays in view while the table scrolls sideways: the row, its verdict, and which cells to look at. */}
                <TableCell className="sticky-col min-w-[9rem] pl-5 align-top">
                  <div className="flex items-center gap-3">
                    <span className="w-10 tabular-nums text-muted-foreground">{row.row}</span>
                    <ActionTag action={row.action} />
                  </div>
                  {badColumns(row).length ? (
                    <ul className="mt-1 pl-[3.25rem] text-xs text-red-700" aria-label={t('import.table.bad-cells')}>
                      {badColumns(row).map((c) => <li key={c.name} className="whitespace-nowrap">{columnLabel(c.name)}</li>)}
                    </ul>
                  ) : null}
                  <Messages errors={rowLevelErrors(row, columns)} className="max-w-[12rem] pl-[3.25rem]" />
                </TableCell>
                {columns.map((c) => {
                  const errors = cellErrors(row, c);
                  const text = value(row.row, c);
                  // The file is read here while the server checks it: until then a value is unknown, not empty.
                  return (
                    <TableCell
                      key={c.name}
                      data-column={c.name}
                      data-invalid={errors.length ? '' : undefined}
                      className={cn(
                        'align-top',
                        errors.length && 'bg-red-50 text-red-900 shadow-[inset_0_0_0_1px_rgb(252,165,165)]',
                      )}
                    >
                      <span className={cn('block max-w-[15rem] truncate', !text && 'text-muted-foreground')} title={text || undefined}>
                        {text || (errors.length && sheet ? t('import.table.empty-cell') : '')}
                      </span>
                      <Messages errors={errors} className="min-w-[11rem] max-w-56" />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          ) : (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length + 1} className="py-10 text-center text-sm text-muted-foreground">
                {t('import.table.none')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>

      {pages > 1 ? (
        <nav aria-label={t('import.table.pages')} className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-3 text-sm">
          <p className="tabular-nums text-muted-foreground">
            {t('import.table.range', { from: n(page * PAGE_SIZE + 1), to: n(page * PAGE_SIZE + shown.length), total: n(rows.length) })}
          </p>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page === 0}>
              <ChevronLeft aria-hidden="true" />
              {t('import.table.previous')}
            </Button>
            <span className="tabular-nums text-muted-foreground">{t('import.table.page', { page: n(page + 1), pages: n(pages) })}</span>
            <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages - 1}>
              {t('import.table.next')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
