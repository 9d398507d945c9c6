import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BreakRequestStatus, endpoints } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { BreakRequestsTable } from '~/components/breaks/break-requests-table';
import { GeneralErrorBoundary } from '~/components/error-view';
import { useLiveRevalidate } from '~/components/live/use-live';
import { PageContainer, PageHeader } from '~/components/page-header';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'calendar.decide.title');

// Spec 3: Decide Break needs Operator.Break.Decision; only pending requests are listed.
export async function loader({ context }: LoaderFunctionArgs) {
  // The operator area needs Admin (spec 3), then the screen its own permission.
  await requirePermission(context, 'Admin');
  await requirePermission(context, 'Operator.Break.Decision');
  const [{ permittedBreakRequests }, { employees }] = await Promise.all([
    loadData(context, endpoints.breaks.list, { query: { status: BreakRequestStatus.Pending } }),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  return { requests: permittedBreakRequests, icons: employees.map((e) => [e.id, e.icon] as const) };
}

export default function DecideBreak() {
  const { t } = useTranslation();
  const { requests, icons } = useLoaderData<typeof loader>();
  // A new, moved or decided request shows without a reload.
  useLiveRevalidate({ topics: ['breaks'], breaks: true });
  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader title={t('calendar.decide.title')} description={t('calendar.decide.description')} />
      <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
        <div className="flex items-center justify-between border-b px-5 py-3.5">
          <p className="text-sm text-muted-foreground">{t('calendar.decide.pending')}</p>
          <p className="text-sm tabular-nums text-muted-foreground">{t('calendar.count', { count: requests.length })}</p>
        </div>
        <BreakRequestsTable requests={requests} icons={new Map(icons)} />
      </div>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
