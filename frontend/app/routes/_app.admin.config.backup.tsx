import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { BACKUP_RECENT_DAYS, type BackupRunView, endpoints, isBackupRecent } from '@studio/domain';
import { DatabaseBackup, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { describeCron, lastFinished, STATUS_BADGE } from '~/components/backups/backup-model';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Fact, TitledTable } from '~/components/ops-screen';
import { MissingSettingNote } from '~/components/setting-missing';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { TableCell, TableRow } from '~/components/ui/table';
import { formatSize } from '~/components/files/upload-request';
import {  call } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { displayInstant } from '~/lib/format';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'backups.title');

// Config needs Config; backups are the operator's (Admin), as the API requires (docs/decisions/037).
export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Config');
  await requirePermission(context, 'Admin');
  return loadData(context, endpoints.backups.overview);
}

/** How often the screen reads the runs again while one is running. */
const POLL_MS = 1000;

function StatusBadge({ run }: { run: BackupRunView }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_BADGE[run.status]}>{t(`backups.status.${run.status}`)}</Badge>;
}

export default function BackupsScreen() {
  const { schedule, runs } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const reload = React.useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;
  const [starting, setStarting] = React.useState(false);
  /** The run this screen started: its end is told in a toast. */
  const [watching, setWatching] = React.useState<number | null>(null);
  const running = runs.some((r) => r.status === 'running');
  const last = lastFinished(runs);
  const size = (bytes: number | null) => (bytes === null ? '—' : formatSize(bytes, i18n.language));

  React.useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => reload.current(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [running, runs]);

  React.useEffect(() => {
    const run = watching === null ? undefined : runs.find((r) => r.id === watching);
    if (!run || run.status === 'running') return;
    setWatching(null);
    if (run.status === 'succeeded') toast.success(t('backups.done-toast'), { description: run.file ?? undefined });
    else toast.error(t('backups.failed-toast'), { description: run.error ?? undefined });
  }, [runs, watching, t]);

  async function start() {
    setStarting(true);
    try {
      const res = await call(endpoints.backups.run);
      if (res.ok) {
        toast.info(t('backups.started-toast'));
        setWatching(res.data.run.id);
      }
      // 409: another run is under way (its toast came from api()); show it.
      if (res.ok || res.status === 409) reload.current();
    } finally {
      setStarting(false);
    }
  }

  return (
    <PageContainer className="max-w-5xl space-y-6">
      <PageHeader
        title={t('backups.title')}
        description={t('backups.description')}
        actions={(
          <Button onClick={start} loading={starting || running}>
            {starting || running ? null : <DatabaseBackup aria-hidden="true" className="size-4" />}
            {running ? t('backups.running') : t('backups.run-now')}
          </Button>
        )}
      />

      {schedule.enabled ? null : <MissingSettingNote setting={{ text: t('backups.schedule.off') }} />}

      {last?.status === 'failed' ? (
        <div role="note" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium">{t('backups.last-failed', { when: displayInstant(last.finishedAt ?? last.startedAt) })}</p>
            <p className="mt-0.5 break-words font-mono text-xs">{last.error}</p>
          </div>
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{t('backups.schedule.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Fact label={t('backups.schedule.when')}>
                {schedule.cron ? (
                  <>
                    {describeCron(schedule.cron, t)}
                    <span className="block text-xs font-normal text-muted-foreground">{t('backups.schedule.zone', { zone: schedule.timeZone })}</span>
                  </>
                ) : t('backups.schedule.none')}
              </Fact>
              <Fact label={t('backups.schedule.next')}>{schedule.nextRunAt ? displayInstant(schedule.nextRunAt) : '—'}</Fact>
              <Fact label={t('backups.schedule.keep')}>{t('backups.schedule.keep-value', { count: schedule.keep })}</Fact>
              <Fact label={t('backups.schedule.dir')}><code className="text-xs">{schedule.dir}</code></Fact>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{t('backups.last.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {last ? (
              <dl className="divide-y">
                <Fact label={t('backups.last.when')}>{displayInstant(last.finishedAt ?? last.startedAt)}</Fact>
                <Fact label={t('backups.last.result')}><StatusBadge run={last} /></Fact>
                <Fact label={t('backups.last.size')}>{size(last.bytes)}</Fact>
                <Fact label={t('backups.last.file')}>{last.file ? <code className="text-xs">{last.file}</code> : '—'}</Fact>
              </dl>
            ) : (
              <p className="py-2 text-sm text-muted-foreground">{t('backups.last.none')}</p>
            )}
            {last && !isBackupRecent(last, new Date()) && last.status === 'succeeded' ? (
              <p className="mt-2 text-sm text-amber-800">{t('backups.last.old', { count: BACKUP_RECENT_DAYS })}</p>
            ) : null}
          </CardContent>
        </Card>
      </div>

      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('backups.security')}
      </p>

      <TitledTable
        id="backup-runs"
        title={t('backups.runs.title')}
        empty={t('backups.runs.empty')}
        columns={[
          { label: t('backups.runs.started') },
          { label: t('backups.runs.finished') },
          { label: t('backups.runs.result') },
          { label: t('backups.runs.size'), className: 'text-right' },
          { label: t('backups.runs.file') },
        ]}
      >
        {runs.map((run) => (
          <TableRow key={run.id} data-status={run.status}>
            <TableCell className="whitespace-nowrap">{displayInstant(run.startedAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{run.finishedAt ? displayInstant(run.finishedAt) : '—'}</TableCell>
            <TableCell><StatusBadge run={run} /></TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{size(run.bytes)}</TableCell>
            <TableCell className="max-w-[22rem]">
              {run.status === 'failed'
                ? <span className="line-clamp-2 break-words text-xs text-red-800" title={run.error ?? undefined}>{run.error}</span>
                : run.file ? <code className="text-xs">{run.file}</code> : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TitledTable>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
