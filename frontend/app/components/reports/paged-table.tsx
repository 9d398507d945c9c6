// A plain table with a page-size select (0 is All) and previous/next buttons.
import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { pageOf } from '~/components/reports/report-model';
import { Button } from '~/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { cn } from '~/lib/utils';

export type Column<T> = {
  key: string;
  label: React.ReactNode;
  numeric?: boolean;
  render: (row: T) => React.ReactNode;
};

export function PagedTable<T>({
  id,
  label,
  columns,
  rows,
  rowKey,
  sizes,
  defaultSize,
  emptyText,
  firstRow,
}: {
  id: string;
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sizes: readonly number[];
  defaultSize: number;
  emptyText: string;
  /** A row shown above the page (a total). */
  firstRow?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [size, setSize] = React.useState(defaultSize);
  const [page, setPage] = React.useState(0);
  const pages = size ? Math.max(1, Math.ceil(rows.length / size)) : 1;
  React.useEffect(() => setPage(0), [rows, size]);
  const shown = pageOf(rows, size, Math.min(page, pages - 1));

  return (
    <div className="space-y-2">
      <Table wrapperClassName="rounded-md border" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.key} className={cn('whitespace-nowrap', c.numeric && 'text-right')}>{c.label}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {firstRow}
          {shown.length ? shown.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.key} className={cn('whitespace-nowrap', c.numeric && 'text-right tabular-nums')}>{c.render(row)}</TableCell>
              ))}
            </TableRow>
          )) : (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-6 text-center text-muted-foreground">{emptyText}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <div className="flex flex-wrap items-center justify-end gap-2 text-sm text-muted-foreground">
        <label htmlFor={`${id}-size`}>{t('reports.page-size')}</label>
        <Select value={String(size)} onValueChange={(v) => setSize(Number(v))}>
          <SelectTrigger id={`${id}-size`} className="h-8 w-24">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sizes.map((s) => <SelectItem key={s} value={String(s)}>{s ? s : t('reports.all')}</SelectItem>)}
          </SelectContent>
        </Select>
        <span aria-live="polite">{t('reports.page-of', { page: Math.min(page, pages - 1) + 1, pages })}</span>
        <Button variant="outline" size="icon" className="h-8 w-8" disabled={page <= 0} onClick={() => setPage((p) => p - 1)} aria-label={t('reports.previous-page')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" className="h-8 w-8" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)} aria-label={t('reports.next-page')}>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
