import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { endpoints, formatYmd, insuranceEditKeepsDates, parseDisplayDate, type SocialInsuranceField, type SocialInsuranceRow } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { EditableCell } from '~/components/hr-reports/editable-cell';
import { personColumns } from '~/components/hr-reports/report-model';
import { ReportTable, type ReportColumn } from '~/components/hr-reports/report-table';
import { PageContainer, PageHeader } from '~/components/page-header';
import { call } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { displayYmd } from '~/lib/format';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'hr-reports.insurance.title');

export async function loader({ context }: LoaderFunctionArgs) {
  const permissions = await requirePermission(context, 'Admin.Employee.Get');
  const { results } = await loadData(context, endpoints.hrReports.socialInsurance);
  return { results, canEdit: hasPermission(permissions, 'Admin.Employee.Edit') };
}

type TextField = 'socialInsurancePayer' | 'socialInsurance';
type DateField = 'socialInsuranceStartDate' | 'socialInsuranceEndDate';

export default function SocialInsurance() {
  const { t } = useTranslation();
  const { results, canEdit } = useLoaderData<typeof loader>();
  const [rows, setRows] = React.useState(results);
  React.useEffect(() => setRows(results), [results]);

  /** One field per call (API.md); the row the server answers replaces the shown one. */
  async function save(row: SocialInsuranceRow, field: SocialInsuranceField, value: string | number | boolean | null): Promise<boolean> {
    const res = await call(endpoints.hrReports.editSocialInsurance, { params: { employee: row.id }, body: { [field]: value } });
    if (!res.ok) return false;
    setRows((all) => all.map((r) => (r.id === row.id ? res.data.result : r)));
    toast.success(t('hr-reports.insurance.updated'));
    return true;
  }

  const textColumn = (field: TextField, header: string): ReportColumn<SocialInsuranceRow> => ({
    id: field, header, value: (r) => r[field], className: 'min-w-[9rem]',
    cell: (r) => (
      <EditableCell text={r[field] ?? ''} disabled={!canEdit} label={t('hr-reports.insurance.edit', { field: header, name: r.name })}
        onCommit={(text) => save(r, field, text.trim() || null)} />
    ),
  });
  const dateColumn = (field: DateField, header: string): ReportColumn<SocialInsuranceRow> => ({
    id: field, header, value: (r) => displayYmd(r[field]), className: 'whitespace-nowrap',
    cell: (r) => (
      <EditableCell text={r[field] ? formatYmd(r[field]!) : ''} disabled={!canEdit} placeholder="DD/MM/YYYY" inputMode="numeric"
        label={t('hr-reports.insurance.edit', { field: header, name: r.name })}
        onCommit={(text) => {
          if (!text.trim()) return save(r, field, null);
          const ymd = parseDisplayDate(text.trim());
          if (ymd === null) {
            toast.error(t('hr-reports.date-invalid'));
            return false;
          }
          // The server's rule (decision 027): the start is not after the end.
          if (!insuranceEditKeepsDates(r, { field, value: ymd })) {
            toast.error(t('employee.insurance-date-error'));
            return false;
          }
          return save(r, field, ymd);
        }} />
    ),
  });

  // Spec 3: id, name, role, insurance payer, insurance id, start date, end date, status checkbox.
  const columns: ReportColumn<SocialInsuranceRow>[] = [
    ...personColumns<SocialInsuranceRow>(t),
    textColumn('socialInsurancePayer', t('hr-reports.col.insurance-payer')),
    textColumn('socialInsurance', t('hr-reports.col.insurance-id')),
    dateColumn('socialInsuranceStartDate', t('hr-reports.col.insurance-start')),
    dateColumn('socialInsuranceEndDate', t('hr-reports.col.insurance-end')),
    {
      id: 'status', header: t('hr-reports.col.insurance-status'), className: 'text-center',
      value: (r) => t(r.socialInsuranceStatus ? 'hr-reports.yes' : 'hr-reports.no'),
      cell: (r) => (
        <input type="checkbox" className="h-4 w-4 cursor-pointer accent-primary disabled:cursor-default" checked={r.socialInsuranceStatus} disabled={!canEdit}
          aria-label={t('hr-reports.insurance.status-of', { name: r.name })}
          onChange={(e) => void save(r, 'socialInsuranceStatus', e.target.checked)} />
      ),
    },
  ];

  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader title={t('hr-reports.insurance.title')} description={t(canEdit ? 'hr-reports.insurance.description' : 'hr-reports.insurance.read-only')} />
      <ReportTable label={t('hr-reports.insurance.title')} rows={rows} columns={columns} rowKey={(r) => r.id}
        exportName={t('hr-reports.insurance.file')} empty={t('hr-reports.insurance.empty')} />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
