// View Detail of the project report (spec 1): project select, date range, Apply, a totals table
// and the daily table (page size 20).
import * as React from 'react';
import { endpoints, formatYmd, type ProjectSummaryFigures } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { PagedTable, type Column } from '~/components/reports/paged-table';
import { RangeFields, parseRange, type RangeText } from '~/components/reports/range-fields';
import { METRICS, metricText, totalsOf, type ProjectReport } from '~/components/reports/report-model';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

export function ProjectDetailDialog({
  open,
  onOpenChange,
  projects,
  projectId,
  range,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: readonly { id: number; name: string }[];
  projectId: number | null;
  range: RangeText;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [project, setProject] = React.useState('');
  const [dates, setDates] = React.useState<RangeText>(range);
  const [report, setReport] = React.useState<ProjectReport | null>(null);
  const form = useFormDialog<'project' | 'startDate'>({
    open,
    onOpenChange,
    resetKey: projectId,
    onOpen: () => {
      setProject(projectId ? String(projectId) : '');
      setDates(range);
      setReport(null);
      if (projectId) void load(projectId, range);
    },
    fields: { project: 'project', startDate: 'startDate', endDate: 'startDate' },
    fieldId: (f) => (f === 'project' ? 'detail-project' : 'detail-range-from'),
  });

  async function load(id: number, text: RangeText) {
    const r = parseRange(text);
    if (!r) return form.refuse('startDate', t('reports.warning-date'), 'warning');
    await form.submit((o) => call(endpoints.reportDashboards.oneProjectReport, { params: { projectId: id }, query: { startDate: r.startDate, endDate: r.endDate } }, o), {
      keepOpen: true,
      fail: 'reports.fetch-error',
      onSuccess: (data) => setReport(data.projectSummary),
    });
  }

  const totals = React.useMemo(() => totalsOf(report?.data ?? []), [report]);
  const columns: Column<ProjectSummaryFigures>[] = [
    { key: 'date', label: t('reports.col.date'), render: (r) => formatYmd(r.date) },
    ...METRICS.map((m) => ({ key: m, label: t(`reports.metric.${m}`), numeric: true, render: (r: ProjectSummaryFigures) => metricText(m, r[m], lang) })),
    { key: 'anr', label: t('reports.col.anr'), numeric: true, render: (r) => `${r.anr}%` },
    { key: 'crashRate', label: t('reports.col.crash-rate'), numeric: true, render: (r) => `${r.crashRate}%` },
  ];

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-6xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('reports.detail.title')}</DialogTitle>
          <DialogDescription>{report ? report.project.name : t('reports.detail.description')}</DialogDescription>
        </DialogHeader>
        <form
          id="project-detail-form"
          onSubmit={form.onSubmit(() => (project ? load(Number(project), dates) : form.refuse('project', t('reports.detail.pick-project'))))}
          noValidate
          className="flex flex-wrap items-end gap-3"
        >
          <Field id="detail-project" label={t('reports.col.project')} error={form.error('project')} className="w-64">
            <Select value={project} onValueChange={(v) => { setProject(v); form.clear('project'); }}>
              <SelectTrigger id="detail-project"><SelectValue placeholder={t('reports.detail.pick-project')} /></SelectTrigger>
              <SelectContent>
                {projects.map((p) => <SelectItem key={p.id} value={String(p.id)}>{p.name}</SelectItem>)}
              </SelectContent>
            </Select>
          </Field>
          <RangeFields id="detail-range" value={dates} onChange={(v) => { setDates(v); form.clear('startDate'); }} />
        </form>
        <div className="max-h-[60vh] space-y-4 overflow-y-auto pr-1">
          <Table wrapperClassName="rounded-md border" aria-label={t('reports.detail.totals')}>
            <TableHeader>
              <TableRow>{METRICS.map((m) => <TableHead key={m} className="whitespace-nowrap text-right">{t(`reports.metric.${m}`)}</TableHead>)}</TableRow>
            </TableHeader>
            <TableBody>
              <TableRow>{METRICS.map((m) => <TableCell key={m} className="whitespace-nowrap text-right font-medium tabular-nums">{metricText(m, totals[m], lang)}</TableCell>)}</TableRow>
            </TableBody>
          </Table>
          <PagedTable
            id="detail-daily"
            label={t('reports.detail.daily')}
            columns={columns}
            rows={report ? [...report.data].reverse() : []}
            rowKey={(r) => r.date}
            sizes={[20]}
            defaultSize={20}
            emptyText={form.busy ? t('common.loading') : t('reports.no-data')}
          />
        </div>
        <FormDialogFooter form={form} formId="project-detail-form" submitLabel={t('reports.apply')} />
      </DialogContent>
    </Dialog>
  );
}
