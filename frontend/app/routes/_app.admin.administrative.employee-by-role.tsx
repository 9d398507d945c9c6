import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type ByRoleRow, endpoints, isReportRole, roleTagName } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { personColumns, RoleFilter, roleLevelColumn } from '~/components/hr-reports/report-model';
import { ReportTable } from '~/components/hr-reports/report-table';
import { PageContainer, PageHeader } from '~/components/page-header';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.by-role.title');

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Get');
  const raw = new URL(request.url).searchParams.get('role');
  const role = raw !== null && /^\d{1,3}$/.test(raw) && isReportRole(Number(raw)) ? Number(raw) : null;
  // The API needs a role: until one is chosen there is nothing to ask.
  if (role === null) return { role, results: [] as ByRoleRow[] };
  const { results } = await loadData(context, endpoints.hrReports.byRole, { query: { role } });
  return { role, results };
}

export default function EmployeesByRole() {
  const { t } = useTranslation();
  const { role, results } = useLoaderData<typeof loader>();
  const columns = [...personColumns<ByRoleRow>(t), roleLevelColumn<ByRoleRow>(t)];
  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader title={t('hr-reports.by-role.title')} description={t('hr-reports.by-role.description')} />
      <ReportTable
        label={t('hr-reports.by-role.title')}
        rows={results}
        columns={columns}
        rowKey={(r) => r.id}
        filters={<RoleFilter role={role} />}
        exportName={t('hr-reports.by-role.file', { role: role === null ? '' : roleTagName(role) })}
        empty={t('hr-reports.by-role.empty')}
        notice={role === null ? t('hr-reports.by-role.prompt') : undefined}
      />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
