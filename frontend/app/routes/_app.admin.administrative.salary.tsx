import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type ContractLogRow, endpoints, roleLevelLabel } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { dateColumn, idNameColumns, RoleName, roleName } from '~/components/hr-reports/report-model';
import { ReportTable, type ReportColumn } from '~/components/hr-reports/report-table';
import { PageContainer, PageHeader } from '~/components/page-header';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { formatNumber } from '~/lib/format';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.salary.title');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Get');
  await requirePermission(context, 'Admin.Employee.Salary');
  // Like the other reports: a refused or failed call is the route's error view.
  return loadData(context, endpoints.contractLogs.list);
}

/** VND -> thousands of VND, as the administrative screens show money. */
const thousands = (vnd: number | null) => (vnd === null || vnd === undefined ? null : Math.round(Number(vnd) / 1000));

export default function SalaryChanges() {
  const { t, i18n } = useTranslation();
  const { logs } = useLoaderData<typeof loader>();
  const moneyColumn = (id: string, header: string, get: (r: ContractLogRow) => number | null): ReportColumn<ContractLogRow> => ({
    id, header, numeric: true, value: (r) => thousands(get(r)), className: 'min-w-[5.5rem] whitespace-normal',
    cell: (r) => { const k = thousands(get(r)); return k === null ? '—' : formatNumber(k, i18n.language); },
  });
  // Spec 3 "Salary changes": id, name, old contract type, old role, old role level, old salary,
  // new role level, new salary, reason, effective date; then who made the change (decision 028).
  const columns: ReportColumn<ContractLogRow>[] = [
    ...idNameColumns<ContractLogRow>(t, (r) => r.employee, (r) => r.name),
    { id: 'oldContractType', header: t('hr-reports.col.old-contract-type'), value: (r) => (r.oldContractType === null ? null : t(`enum.contract.${r.oldContractType}`)), className: 'whitespace-nowrap' },
    { id: 'oldRole', header: t('hr-reports.col.old-role'), value: (r) => (r.oldRole === null ? null : roleName(t, r.oldRole)), cell: (r) => (r.oldRole === null ? '—' : <RoleName role={r.oldRole} />), className: 'whitespace-nowrap' },
    { id: 'oldRoleLevel', header: t('hr-reports.col.old-role-level'), value: (r) => (r.oldRoleLevel ? roleLevelLabel(r.oldRoleLevel) : null), className: 'min-w-[5rem] whitespace-normal' },
    moneyColumn('oldSalary', t('hr-reports.col.old-salary'), (r) => r.oldSalary),
    { id: 'newRoleLevel', header: t('hr-reports.col.new-role-level'), value: (r) => (r.newRoleLevel ? roleLevelLabel(r.newRoleLevel) : null), className: 'min-w-[5rem] whitespace-normal' },
    moneyColumn('newSalary', t('hr-reports.col.new-salary'), (r) => r.newSalary),
    { id: 'reason', header: t('hr-reports.col.reason'), value: (r) => r.reason, className: 'min-w-[12rem] whitespace-normal' },
    dateColumn<ContractLogRow>('date', t('hr-reports.col.effective-date'), (r) => r.date),
    { id: 'changedBy', header: t('hr-reports.col.changed-by'), value: (r) => r.changedByName, className: 'whitespace-nowrap' },
  ];
  return (
    <PageContainer className="max-w-[96rem] space-y-6">
      <PageHeader title={t('hr-reports.salary.title')} description={t('hr-reports.salary.description')} />
      <ReportTable
        label={t('hr-reports.salary.title')}
        rows={logs}
        columns={columns}
        rowKey={(r) => r.id}
        exportName={t('hr-reports.salary.file')}
        empty={t('hr-reports.salary.empty')}
      />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
