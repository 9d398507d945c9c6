// Employee yearly report (spec 1 'Employee yearly report', section 9): the yearly percent of each
// employee and month, Q1-Q4 and Total columns on toggles, the Total row first; rows whose total is
// not above 0 are left out, months with no positive value hidden; over 100 % shows an extra bar.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { clampProgress, endpoints, quarterMonths, reportPercent, roleTagName, sumReportRows, toYmd, type MonthlyReportRow } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { cn } from '~/lib/utils';
import { formatNumber } from '~/lib/format';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.employee-yearly-report');

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePermission(context, 'Dashboard.Employees.YearReport');
  const raw = new URL(request.url).searchParams.get('year');
  const current = Math.floor(toYmd(new Date()) / 10000);
  const year = raw && /^\d{4}$/.test(raw) && Number(raw) >= 2000 ? Number(raw) : current;
  const [{ reports }, { employees }] = await Promise.all([
    loadData(context, endpoints.dashboard.yearlyReport, { query: { year } }),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  return { year, reports, employees };
}

type Column = { key: string; label: string; months: number[]; kind: 'month' | 'quarter' | 'total' };

function Cell({ rows, months, strong }: { rows: readonly MonthlyReportRow[]; months: number[]; strong?: boolean }) {
  const { t, i18n } = useTranslation();
  const sum = sumReportRows(rows.filter((r) => months.includes(r.month)));
  const percent = reportPercent(sum);
  if (percent === -1) {
    return (
      <td className="px-2 py-2 text-center text-xs text-muted-foreground">
        <span aria-label={t('dashboard.yearly.no-data')}>—</span>
      </td>
    );
  }
  const nf = { format: (n: number) => formatNumber(n, i18n.language, { digits: 1 }) };
  const nf2 = { format: (n: number) => formatNumber(n, i18n.language, { digits: 2 }) };
  return (
    <td
      className="px-2 py-2"
      title={t('dashboard.yearly.cell', { success: nf2.format(sum.taskSuccessScore), penalty: nf2.format(sum.penaltyScore), benchmark: nf2.format(sum.benchmark) })}
    >
      <div className={cn('text-right text-xs tabular-nums', strong && 'font-semibold', percent < 0 && 'text-rose-700')}>{nf.format(percent)}%</div>
      <div className="mt-1 flex h-1.5 gap-px" aria-hidden="true">
        <div className="h-full flex-1 overflow-hidden rounded-full bg-muted">
          <div className={cn('h-full rounded-full', percent >= 100 ? 'bg-emerald-500' : percent >= 80 ? 'bg-amber-500' : 'bg-rose-500')} style={{ width: `${clampProgress(percent)}%` }} />
        </div>
        {percent > 100 ? (
          <div className="h-full flex-1 overflow-hidden rounded-full bg-muted" data-testid="extra-bar">
            <div className="h-full rounded-full bg-violet-500" style={{ width: `${clampProgress(percent - 100)}%` }} />
          </div>
        ) : null}
      </div>
    </td>
  );
}

export default function EmployeeYearlyReport() {
  const { t } = useTranslation();
  const { year, reports, employees } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [quarters, setQuarters] = React.useState<boolean[]>([false, false, false, false]);
  const [showTotal, setShowTotal] = React.useState(true);
  const names = React.useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);
  const all = Array.from({ length: 12 }, (_, i) => i + 1);

  // Rows whose yearly total is not above 0 are left out.
  const shown = reports.filter((r) => reportPercent(sumReportRows(r.monthlyReports)) > 0);
  const totalRows = shown.flatMap((r) => r.monthlyReports);
  // Months where no shown row has a positive value are hidden.
  const months = all.filter((m) => shown.some((r) => reportPercent(sumReportRows(r.monthlyReports.filter((x) => x.month === m))) > 0));
  const columns: Column[] = [];
  for (let q = 1; q <= 4; q++) {
    for (const m of quarterMonths(q)) if (months.includes(m)) columns.push({ key: `m${m}`, label: t('dashboard.yearly.month', { n: m }), months: [m], kind: 'month' });
    if (quarters[q - 1]) columns.push({ key: `q${q}`, label: t('dashboard.yearly.quarter', { n: q }), months: quarterMonths(q), kind: 'quarter' });
  }
  if (showTotal) columns.push({ key: 'total', label: t('dashboard.yearly.total'), months: all, kind: 'total' });

  const toggle = (active: boolean, label: string, onClick: () => void) => (
    <Button key={label} type="button" size="sm" variant={active ? 'default' : 'outline'} aria-pressed={active} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader
        title={t('dashboard.yearly.title')}
        description={t('dashboard.yearly.description')}
        actions={
          <Form
            method="get"
            noValidate
            className="flex items-end gap-2"
            onSubmit={(event) => {
              // Spec 1 section 5: a year is required; the warning says so and nothing is fetched.
              const typed = new FormData(event.currentTarget).get('year')?.toString().trim() ?? '';
              if (!/^\d{4}$/.test(typed) || Number(typed) < 2000) {
                event.preventDefault();
                toast.warning(t('dashboard.employee-yearly-report.warning-year'));
              }
            }}
          >
            <div className="space-y-1">
              <Label htmlFor="yearly-year">{t('dashboard.yearly.year')}</Label>
              <Input id="yearly-year" name="year" type="number" min={2000} max={9999} required defaultValue={year} className="h-9 w-28 tabular-nums" />
            </div>
            <Button type="submit" size="sm" className="h-9" disabled={navigation.state !== 'idle'}>
              {t('dashboard.yearly.apply')}
            </Button>
          </Form>
        }
      />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('dashboard.yearly.columns')}>
        {[1, 2, 3, 4].map((q) => toggle(quarters[q - 1], t('dashboard.yearly.quarter', { n: q }), () => setQuarters((s) => s.map((v, i) => (i === q - 1 ? !v : v)))))}
        {toggle(showTotal, t('dashboard.yearly.total'), () => setShowTotal((v) => !v))}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border bg-card px-5 py-8 text-center text-sm text-muted-foreground">{t('dashboard.yearly.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[720px] border-collapse text-sm" data-testid="yearly-report">
            <thead>
              <tr className="border-b bg-muted/40 text-xs text-muted-foreground">
                <th scope="col" className="sticky left-0 bg-muted/40 px-3 py-2 text-left font-medium">{t('dashboard.yearly.employee')}</th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={cn('min-w-[84px] px-2 py-2 text-right font-medium', c.kind !== 'month' && 'bg-indigo-50/60 text-indigo-900')}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="border-b bg-slate-50 font-semibold" data-testid="total-row">
                <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2 text-left">{t('dashboard.yearly.total-row')}</th>
                {columns.map((c) => <Cell key={c.key} rows={totalRows} months={c.months} strong />)}
              </tr>
              {shown.map((r) => {
                const who = names.get(r.employee);
                return (
                  <tr key={r.employee} className="border-b last:border-0">
                    <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-normal">
                      <div className="font-medium">{who?.name || r.employee}</div>
                      {who ? <div className="text-xs text-muted-foreground">{roleTagName(who.role)}</div> : null}
                    </th>
                    {columns.map((c) => <Cell key={c.key} rows={r.monthlyReports} months={c.months} />)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
