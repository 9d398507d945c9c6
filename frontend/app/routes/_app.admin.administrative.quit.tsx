import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { QuitRow } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { dateColumn, personColumns, roleLevelColumn } from '~/components/hr-reports/report-model';
import { ReportTable, type ReportColumn } from '~/components/hr-reports/report-table';
import { PageContainer, PageHeader } from '~/components/page-header';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.quit.title');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Get');
  return loadData(context, endpoints.hrReports.quit);
}

export default function QuitReport() {
  const { t } = useTranslation();
  const { results } = useLoaderData<typeof loader>();
  const [id, name, role] = personColumns<QuitRow>(t);
  // Spec 3 "Employee quit": id, join date, name, role, role level, quit date, quit reason.
  const columns: ReportColumn<QuitRow>[] = [
    id!,
    dateColumn<QuitRow>('joinDate', t('hr-reports.col.join-date'), (r) => r.joinDate),
    name!,
    role!,
    roleLevelColumn<QuitRow>(t),
    dateColumn<QuitRow>('quitDate', t('hr-reports.col.quit-date'), (r) => r.quitDate),
    { id: 'reason', header: t('hr-reports.col.quit-reason'), value: (r) => r.reason, className: 'min-w-[12rem] whitespace-pre-wrap' },
  ];
  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader title={t('hr-reports.quit.title')} description={t('hr-reports.quit.description')} />
      <ReportTable label={t('hr-reports.quit.title')} rows={results} columns={columns} rowKey={(r) => r.id}
        exportName={t('hr-reports.quit.file')} empty={t('hr-reports.quit.empty')} />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
