// The one accessible table of the HR reports (admin > administrative): filters, a name/id
// search, a count and an .xlsx export of the rows shown, with the texts the screen shows.
import * as React from 'react';
import { Download, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { searchKey } from '~/components/hr/employee-form';
import { Button } from '~/components/ui/button';
import { SearchInput } from '~/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { cn } from '~/lib/utils';

export type ReportColumn<R> = {
  id: string;
  header: string;
  /** The text or number of the cell: exported, and searched when `searchable`. */
  value: (row: R) => string | number | null;
  /** What the screen shows, when not the value itself. */
  cell?: (row: R) => React.ReactNode;
  searchable?: boolean;
  numeric?: boolean;
  /** Stays in view while a table too wide for the window scrolls sideways (the name). */
  sticky?: boolean;
  className?: string;
};

export function ReportTable<R>({
  label,
  rows,
  columns,
  rowKey,
  filters,
  exportName,
  empty,
  notice,
}: {
  /** The table's accessible name and the sheet's name. */
  label: string;
  rows: readonly R[];
  columns: readonly ReportColumn<R>[];
  rowKey: (row: R) => string | number;
  /** Selectors shown before the search box. */
  filters?: React.ReactNode;
  /** File name of the export, without extension. */
  exportName: string;
  empty: string;
  /** Shown instead of the rows (a failed call, a filter still to choose). */
  notice?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = React.useState('');
  const [exporting, setExporting] = React.useState(false);

  const needle = searchKey(query.trim());
  const searchable = columns.filter((c) => c.searchable);
  const shown = needle
    ? rows.filter((r) => searchKey(searchable.map((c) => String(c.value(r) ?? '')).join(' ')).includes(needle))
    : rows;

  async function exportRows() {
    setExporting(true);
    try {
      const { downloadXlsx } = await import('~/lib/xlsx');
      await downloadXlsx({
        filename: exportName,
        sheetName: label,
        headers: columns.map((c) => c.header),
        rows: shown.map((r) => columns.map((c) => c.value(r))),
      });
    } catch (error) {
      console.error('Export failed', error);
      toast.error(t('hr-reports.export-fail'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex flex-wrap items-center gap-3 border-b px-5 py-3.5">
        {filters}
        <SearchInput value={query} onChange={setQuery} label={t('hr-reports.search')} className="max-w-xs" />
        <div className="ml-auto flex items-center gap-3">
          <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
            {needle
              ? t('hr-reports.count-filtered', { shown: shown.length, count: rows.length })
              : t('hr-reports.count', { count: rows.length })}
          </p>
          <Button variant="outline" size="sm" onClick={exportRows} loading={exporting} disabled={!!notice || shown.length === 0}>
            {exporting ? null : <Download aria-hidden="true" />}
            {t('hr-reports.export')}
          </Button>
        </div>
      </div>
      {notice ? (
        <div className="px-5 py-14 text-center text-sm text-muted-foreground">{notice}</div>
      ) : (
        <Table aria-label={label}>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              {columns.map((c, i) => (
                <TableHead
                  key={c.id}
                  className={cn(c.numeric && 'text-right', i === 0 && 'pl-5', i === columns.length - 1 && 'pr-5', c.sticky && 'sticky-col', c.className)}
                >
                  {c.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columns.length} className="py-14 text-center">
                  <div className="flex flex-col items-center gap-2 text-muted-foreground">
                    <Inbox className="h-5 w-5" aria-hidden="true" />
                    <p className="text-sm">{needle ? t('hr-reports.no-match') : empty}</p>
                  </div>
                </TableCell>
              </TableRow>
            ) : (
              shown.map((r) => (
                <TableRow key={rowKey(r)}>
                  {columns.map((c, i) => (
                    <TableCell
                      key={c.id}
                      className={cn(
                        c.numeric && 'text-right tabular-nums',
                        i === 0 && 'pl-5',
                        i === columns.length - 1 && 'pr-5',
                        c.sticky && 'sticky-col',
                        c.className,
                      )}
                    >
                      {c.cell ? c.cell(r) : (c.value(r) ?? <span className="text-muted-foreground">—</span>)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
