import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type BreakBalanceRow, checkPermittedDay, endpoints } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { EditableCell } from '~/components/hr-reports/editable-cell';
import { personColumns, roleLevelColumn } from '~/components/hr-reports/report-model';
import { ReportTable, type ReportColumn } from '~/components/hr-reports/report-table';
import { PageContainer, PageHeader } from '~/components/page-header';
import { call, failToast } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { formatNumber } from '~/lib/format';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.break.title');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Get');
  await requirePermission(context, 'PermittedLeft.Change');
  return loadData(context, endpoints.hrReports.breaks);
}

export default function BreakManager() {
  const { t, i18n } = useTranslation();
  const { results } = useLoaderData<typeof loader>();
  const [rows, setRows] = React.useState(results);
  React.useEffect(() => setRows(results), [results]);
  const days = { format: (n: number) => formatNumber(n, i18n.language, { digits: 1 }) };

  // Spec 3 section 5: a number, not below 0; an unchanged value is ignored.
  async function save(row: BreakBalanceRow, text: string): Promise<boolean> {
    const check = checkPermittedDay(text, row.permittedDayLeft);
    if (check.kind === 'unchanged') return true;
    if (check.kind !== 'ok') {
      toast.error(t(check.kind));
      return false;
    }
    const res = await call(endpoints.employees.setPermittedDay, { params: { id: row.id }, body: { permittedDay: check.value } }, { silent: true });
    if (!res.ok) {
      // The server's reason (its own check, a permission) shows underneath.
      failToast('hr-reports.break.fail', res.data);
      return false;
    }
    setRows((all) => all.map((r) => (r.id === row.id ? { ...r, permittedDayLeft: check.value } : r)));
    toast.success(t('hr-reports.break.updated'));
    return true;
  }

  const columns: ReportColumn<BreakBalanceRow>[] = [
    ...personColumns<BreakBalanceRow>(t),
    roleLevelColumn<BreakBalanceRow>(t),
    {
      id: 'left', header: t('hr-reports.col.days-left'), value: (r) => r.permittedDayLeft, className: 'w-40',
      cell: (r) => (
        <EditableCell text={days.format(r.permittedDayLeft)} inputMode="decimal" className="max-w-[8rem] tabular-nums"
          label={t('hr-reports.break.edit', { name: r.name })} onCommit={(text) => save(r, text)} />
      ),
    },
    {
      id: 'pending', header: t('hr-reports.col.days-pending'), value: (r) => r.permittedDayPending, numeric: true,
      cell: (r) => (r.permittedDayPending > 0
        ? <span className={r.permittedDayPending > r.permittedDayLeft ? 'font-medium text-amber-800' : undefined}>{days.format(r.permittedDayPending)}</span>
        : <span className="text-muted-foreground">0</span>),
    },
  ];

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader title={t('hr-reports.break.title')} description={t('hr-reports.break.description')} />
      <ReportTable label={t('hr-reports.break.title')} rows={rows} columns={columns} rowKey={(r) => r.id}
        exportName={t('hr-reports.break.file')} empty={t('hr-reports.break.empty')} />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
