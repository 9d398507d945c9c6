// Cost summary (spec 1, docs/decisions/014): projects (default all, at most 3 tags shown), a
// required date range (default last 7 days), Apply; the grid grouped by project, role and
// employee with sums and the grand total on top, money in thousands of VND.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { addDays, endpoints, formatYmd, roleTagName, toYmd, type ResponseOf } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { COST_COLUMNS, groupCosts, thousands, type CostLine } from '~/components/reports/cost-model';
import { MultiSelect } from '~/components/reports/multi-select';
import { RangeFields, parseRange, type RangeText } from '~/components/reports/range-fields';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.cost-summary');

type CostAnswer = ResponseOf<typeof endpoints.reportDashboards.costSummary>;

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Dashboard.CostSummary');
  const endDate = toYmd(new Date());
  const startDate = addDays(endDate, -6);
  const answer = await loadData(context, endpoints.reportDashboards.costSummary, { query: { startDate, endDate } });
  return { startDate, endDate, answer };
}

export default function CostSummary() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const initial = useLoaderData<typeof loader>();
  const projectOptions = React.useMemo(() => initial.answer.projects.map((p) => ({ value: p.id, label: p.name })), [initial]);
  const [selected, setSelected] = React.useState<number[]>(() => projectOptions.map((p) => p.value));
  const [range, setRange] = React.useState<RangeText>({ from: formatYmd(initial.startDate), to: formatYmd(initial.endDate) });
  const [answer, setAnswer] = React.useState<CostAnswer>(initial.answer);
  const [loading, setLoading] = React.useState(false);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    const r = parseRange(range);
    if (!r) {
      toast.warning(t('dashboard.cost-summary.warning-date'));
      return;
    }
    // All or none chosen: every project.
    const projects = selected.length && selected.length < projectOptions.length ? selected.join(',') : undefined;
    setLoading(true);
    const res = await call(endpoints.reportDashboards.costSummary, { query: { startDate: r.startDate, endDate: r.endDate, projects } }, { silent: true });
    setLoading(false);
    if (!res.ok) {
      toast.error(t('dashboard.cost-summary.error-fetch-data'));
      return;
    }
    setAnswer(res.data);
  }

  const names = React.useMemo(() => ({
    project: new Map(answer.projects.map((p) => [p.id, p.name])),
    employee: new Map(answer.employees.map((e) => [e.id, e.name])),
  }), [answer]);
  const lines = React.useMemo(() => groupCosts(answer.result, (id) => names.project.get(id) ?? ''), [answer, names]);

  const label = (line: CostLine) => {
    if (line.level === 'total') return t('reports.cost.grand-total');
    if (line.level === 'project') return names.project.get(line.projectId) ?? t('reports.cost.unknown-project');
    if (line.level === 'role') return roleTagName(line.role);
    return names.employee.get(line.employeeId) ?? t('reports.cost.unknown-employee');
  };

  return (
    <PageContainer className="max-w-[96rem] space-y-6">
      <PageHeader title={t('nav.cost-summary')} description={t('reports.cost.description')} />
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4" aria-label={t('reports.filters')}>
        <div className="flex flex-col gap-1.5">
          <Label id="cost-projects-label" htmlFor="cost-projects">{t('reports.col.project')}</Label>
          <MultiSelect id="cost-projects" options={projectOptions} value={selected} onChange={setSelected} emptyLabel={t('reports.all-projects')} className="w-80" aria-labelledby="cost-projects-label" />
        </div>
        <RangeFields id="cost-range" value={range} onChange={setRange} />
        <Button type="submit" loading={loading}>{t('reports.apply')}</Button>
      </form>
      <p className="text-sm text-muted-foreground">{t('reports.cost.unit-note')}</p>
      <Table wrapperClassName="max-h-[500px] rounded-md border" aria-label={t('nav.cost-summary')}>
        <TableHeader className="sticky top-0 z-10 bg-background">
          <TableRow>
            <TableHead className="min-w-56">{t('reports.cost.name')}</TableHead>
            {COST_COLUMNS.map((c) => <TableHead key={c} className="w-28 text-right leading-tight">{t(`reports.cost.${c}`)}</TableHead>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.length > 1 ? lines.map((line) => (
            <TableRow
              key={line.key}
              data-level={line.level}
              className={cn(line.level === 'total' && 'bg-amber-50 font-semibold', line.level === 'project' && 'bg-muted/60 font-semibold', line.level === 'role' && 'font-medium')}
            >
              <TableCell className={cn('whitespace-nowrap', line.level === 'role' && 'pl-8', line.level === 'employee' && 'pl-14')}>{label(line)}</TableCell>
              {COST_COLUMNS.map((c) => <TableCell key={c} className="whitespace-nowrap text-right tabular-nums">{thousands(line.sums[c], lang)}</TableCell>)}
            </TableRow>
          )) : (
            <TableRow>
              <TableCell colSpan={COST_COLUMNS.length + 1} className="py-6 text-center text-muted-foreground">{t('reports.no-data')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
