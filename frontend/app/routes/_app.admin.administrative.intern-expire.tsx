import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { currentMonth, endpoints, type InternExpireRow } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { dateColumn, MonthFilter, personColumns, roleLevelColumn, YearFilter } from '~/components/hr-reports/report-model';
import { monthParam, yearParam } from '~/components/hr-reports/report-params';
import { ReportTable, type ReportColumn } from '~/components/hr-reports/report-table';
import { PageContainer, PageHeader } from '~/components/page-header';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.intern-expire.title');

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Get');
  const now = currentMonth(new Date());
  const params = new URL(request.url).searchParams;
  const month = monthParam(params, now.month);
  const year = yearParam(params, now.year);
  const { results } = await loadData(context, endpoints.hrReports.internExpire, { query: { month, year } });
  return { month, year, thisYear: now.year, results };
}

export default function InternExpireReport() {
  const { t } = useTranslation();
  const { month, year, thisYear, results } = useLoaderData<typeof loader>();
  const columns: ReportColumn<InternExpireRow>[] = [
    ...personColumns<InternExpireRow>(t),
    roleLevelColumn<InternExpireRow>(t),
    { id: 'contractType', header: t('hr-reports.col.contract-type'), value: (r) => t(`enum.contract.${r.contractType}`) },
    dateColumn<InternExpireRow>('contractStartDate', t('hr-reports.col.contract-start'), (r) => r.contractStartDate),
    dateColumn<InternExpireRow>('contractEndDate', t('hr-reports.col.contract-end'), (r) => r.contractEndDate),
    { id: 'reason', header: t('hr-reports.col.contract-reason'), value: (r) => r.contractChangeReason, className: 'min-w-[10rem]' },
  ];
  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader title={t('hr-reports.intern-expire.title')} description={t('hr-reports.intern-expire.description')} />
      <ReportTable
        label={t('hr-reports.intern-expire.title')}
        rows={results}
        columns={columns}
        rowKey={(r) => r.id}
        filters={<><MonthFilter month={month} /><YearFilter year={year} thisYear={thisYear} /></>}
        exportName={t('hr-reports.intern-expire.file', { month, year })}
        empty={t('hr-reports.intern-expire.empty')}
      />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
