// Project report dashboard (spec 1): platform select, date range and Apply; the eight chips, four
// 7-day cards, Report by Date, a treemap by the chosen metric and the per-project table with
// View Detail. Admins import project summaries from CSV here.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { addDays, endpoints, formatYmd, Platform, toYmd } from '@studio/domain';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { ImportDialog } from '~/components/reports/import-dialog';
import { MetricChips } from '~/components/reports/metric-chips';
import { MultiSelect } from '~/components/reports/multi-select';
import { PagedTable, type Column } from '~/components/reports/paged-table';
import { ProjectDetailDialog } from '~/components/reports/project-detail-dialog';
import { RangeFields, parseRange, type RangeText } from '~/components/reports/range-fields';
import {
  byDay, byProject, METRICS, metricText, totalsOf, type DayTotals, type Metric, type ProjectTotals,
} from '~/components/reports/report-model';
import { Treemap } from '~/components/reports/treemap';
import { TrendCards } from '~/components/reports/trend-cards';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { call } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.project-report');

const DEFAULT_PLATFORMS = [Platform.Android, Platform.IOS];
const OTHER_PLATFORM = 0;

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin');
  const endDate = toYmd(new Date());
  const startDate = addDays(endDate, -6);
  const [{ projectSummaries }, { projects }] = await Promise.all([
    loadData(context, endpoints.reportDashboards.projectReport, { query: { startDate, endDate, platforms: DEFAULT_PLATFORMS.join(',') } }),
    loadData(context, endpoints.projects.list),
  ]);
  return { startDate, endDate, projectSummaries, projects: projects.filter((p) => p.id !== 0).map((p) => ({ id: p.id, name: p.name })) };
}

export default function ProjectReportDashboard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const initial = useLoaderData<typeof loader>();
  const [platforms, setPlatforms] = React.useState<number[]>(DEFAULT_PLATFORMS);
  const [range, setRange] = React.useState<RangeText>({ from: formatYmd(initial.startDate), to: formatYmd(initial.endDate) });
  const [shown, setShown] = React.useState({ startDate: initial.startDate, endDate: initial.endDate, reports: initial.projectSummaries });
  const [loading, setLoading] = React.useState(false);
  const [treeMetric, setTreeMetric] = React.useState<Metric>('totalRevenue');
  const [detail, setDetail] = React.useState<number | null>(null);
  const [detailOpen, setDetailOpen] = React.useState(false);
  const [importOpen, setImportOpen] = React.useState(false);

  async function apply(event?: React.FormEvent) {
    event?.preventDefault();
    const r = parseRange(range);
    if (!r) {
      toast.warning(t('reports.warning-date'));
      return;
    }
    setLoading(true);
    const res = await call(
      endpoints.reportDashboards.projectReport, { query: { startDate: r.startDate, endDate: r.endDate, platforms: platforms.join(',') } }, { silent: true },
    );
    setLoading(false);
    if (!res.ok) {
      toast.error(t('reports.fetch-error'));
      return;
    }
    setShown({ ...r, reports: res.data.projectSummaries });
  }

  const totals = React.useMemo(() => totalsOf(shown.reports.flatMap((r) => r.data)), [shown]);
  const days = React.useMemo(() => byDay(shown.reports, shown.startDate, shown.endDate), [shown]);
  const projects = React.useMemo(() => byProject(shown.reports).sort((a, b) => b.totalRevenue - a.totalRevenue), [shown]);
  const newestFirst = React.useMemo(() => [...days].reverse(), [days]);
  const platformOptions = [
    { value: Platform.Android, label: t('reports.platform.android') },
    { value: Platform.IOS, label: t('reports.platform.ios') },
    { value: OTHER_PLATFORM, label: t('reports.platform.other') },
  ];
  const platformName = (p: number | null) => t(p === Platform.Android ? 'reports.platform.android' : p === Platform.IOS ? 'reports.platform.ios' : 'reports.platform.other');

  const metricColumns = <T extends Record<Metric, number>>(): Column<T>[] =>
    METRICS.map((m) => ({ key: m, label: t(`reports.metric.${m}`), numeric: true, render: (r: T) => metricText(m, r[m], lang) }));
  const dateColumns: Column<DayTotals>[] = [{ key: 'date', label: t('reports.col.date'), render: (r) => formatYmd(r.date) }, ...metricColumns<DayTotals>()];
  const projectColumns: Column<ProjectTotals>[] = [
    { key: 'project', label: t('reports.col.project'), render: (r) => <span className="font-medium">{r.project.name}</span> },
    { key: 'platform', label: t('reports.col.platform'), render: (r) => platformName(r.project.platform) },
    ...metricColumns<ProjectTotals>(),
    {
      key: 'detail',
      label: <span className="sr-only">{t('reports.view-detail')}</span>,
      render: (r) => (
        <Button size="sm" variant="outline" onClick={() => { setDetail(r.project.id); setDetailOpen(true); }} aria-label={`${t('reports.view-detail')}: ${r.project.name}`}>
          {t('reports.view-detail')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer className="max-w-[96rem] space-y-6">
      <PageHeader
        title={t('nav.project-report')}
        description={t('reports.project-report.description')}
        actions={(
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload className="mr-2 h-4 w-4" aria-hidden="true" />
            {t('reports.import.open')}
          </Button>
        )}
      />
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4" aria-label={t('reports.filters')}>
        <div className="flex flex-col gap-1.5">
          <Label id="report-platforms-label" htmlFor="report-platforms">{t('reports.col.platform')}</Label>
          <MultiSelect id="report-platforms" options={platformOptions} value={platforms} onChange={setPlatforms} emptyLabel={t('reports.platform.all')} className="w-64" aria-labelledby="report-platforms-label" />
        </div>
        <RangeFields id="report-range" value={range} onChange={setRange} />
        <Button type="submit" loading={loading}>{t('reports.apply')}</Button>
      </form>

      <MetricChips totals={totals} reports={shown.reports} />

      <section className="space-y-3" aria-labelledby="trend-title">
        <h2 id="trend-title" className="text-base font-semibold">{t('reports.trend.title')}</h2>
        <TrendCards days={days} />
      </section>

      <section className="space-y-3" aria-labelledby="by-date-title">
        <h2 id="by-date-title" className="text-base font-semibold">{t('reports.by-date.title')}</h2>
        <PagedTable id="by-date" label={t('reports.by-date.title')} columns={dateColumns} rows={newestFirst} rowKey={(r) => r.date} sizes={[5, 10, 20, 0]} defaultSize={10} emptyText={t('reports.no-data')} />
      </section>

      <section className="space-y-3" aria-labelledby="treemap-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="treemap-title" className="text-base font-semibold">{t('reports.treemap.title')}</h2>
          <div className="flex items-center gap-2">
            <Label htmlFor="treemap-metric">{t('reports.treemap.metric')}</Label>
            <Select value={treeMetric} onValueChange={(v) => setTreeMetric(v as Metric)}>
              <SelectTrigger id="treemap-metric" className="w-48"><SelectValue /></SelectTrigger>
              <SelectContent>
                {METRICS.map((m) => <SelectItem key={m} value={m}>{t(`reports.metric.${m}`)}</SelectItem>)}
              </SelectContent>
            </Select>
          </div>
        </div>
        <Treemap
          label={t('reports.treemap.title')}
          emptyText={t('reports.no-data')}
          items={projects.map((p) => ({ key: p.project.id, label: p.project.name, value: p[treeMetric], text: metricText(treeMetric, p[treeMetric], lang, true) }))}
        />
      </section>

      <section className="space-y-3" aria-labelledby="by-project-title">
        <h2 id="by-project-title" className="text-base font-semibold">{t('reports.by-project.title')}</h2>
        <PagedTable id="by-project" label={t('reports.by-project.title')} columns={projectColumns} rows={projects} rowKey={(r) => r.project.id} sizes={[5, 10, 20, 50, 0]} defaultSize={10} emptyText={t('reports.no-data')} />
      </section>

      <ProjectDetailDialog
        open={detailOpen}
        onOpenChange={setDetailOpen}
        projects={initial.projects}
        projectId={detail}
        range={{ from: formatYmd(shown.startDate), to: formatYmd(shown.endDate) }}
      />
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} onImported={() => void apply()} />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
