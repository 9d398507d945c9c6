import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type BirthdayRow, currentMonth, endpoints } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { dateColumn, MonthFilter, personColumns } from '~/components/hr-reports/report-model';
import { ReportTable } from '~/components/hr-reports/report-table';
import { monthParam } from '~/components/hr-reports/report-params';
import { PageContainer, PageHeader } from '~/components/page-header';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.birthday.title');

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Get');
  const month = monthParam(new URL(request.url).searchParams, currentMonth(new Date()).month);
  const { results } = await loadData(context, endpoints.hrReports.birthday, { query: { month } });
  return { month, results };
}

export default function BirthdayReport() {
  const { t } = useTranslation();
  const { month, results } = useLoaderData<typeof loader>();
  const columns = [...personColumns<BirthdayRow>(t), dateColumn<BirthdayRow>('birthday', t('hr-reports.col.birthday'), (r) => r.birthday)];
  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader title={t('hr-reports.birthday.title')} description={t('hr-reports.birthday.description')} />
      <ReportTable
        label={t('hr-reports.birthday.title')}
        rows={results}
        columns={columns}
        rowKey={(r) => r.id}
        filters={<MonthFilter month={month} />}
        exportName={t('hr-reports.birthday.file', { month })}
        empty={t('hr-reports.birthday.empty')}
      />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
