import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { endpoints, type MailProblem } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Fact, TitledTable } from '~/components/ops-screen';
import { MissingSettingNote } from '~/components/setting-missing';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { TableCell, TableRow } from '~/components/ui/table';
import { loadData } from '~/lib/api.server';
import { displayInstant } from '~/lib/format';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'mail.admin.title');

// In the config area (Config), for the operators (Admin), as GET /api/admin/mail requires (docs/decisions/048).
export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Config');
  await requirePermission(context, 'Admin');
  return loadData(context, endpoints.mail.overview);
}

function Kind({ mail }: { mail: MailProblem }) {
  const { t } = useTranslation();
  return <>{mail.type === null ? t('mail.admin.digest') : t(`notifications.type.${mail.type}`)}</>;
}

export default function MailScreen() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-5xl space-y-6">
      <PageHeader title={t('mail.admin.title')} description={t('mail.admin.description')} />

      {data.configured ? null : <MissingSettingNote setting={{ text: t('mail.admin.off') }} />}

      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">{t('mail.admin.setup')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Fact label={t('mail.admin.state')}>
              <Badge variant={data.configured ? 'success' : 'warning'}>{data.configured ? t('mail.admin.on') : t('mail.admin.off-short')}</Badge>
            </Fact>
            <Fact label={t('mail.admin.from')}><code className="text-xs">{data.from}</code></Fact>
            <Fact label={t('mail.admin.public-url')}><code className="text-xs">{data.publicUrl}</code></Fact>
            <Fact label={t('mail.admin.attempts')}>{data.maxAttempts}</Fact>
            <Fact label={t('mail.admin.digest-at')}>{t('mail.admin.digest-at-value', { time: data.digestAt, zone: data.timeZone })}</Fact>
          </dl>
        </CardContent>
      </Card>

      <TitledTable
        id="mail-problems"
        title={t('mail.admin.problems')}
        empty={t('mail.admin.none')}
        columns={[
          { label: t('mail.admin.recipient') },
          { label: t('mail.admin.kind') },
          { label: t('mail.admin.status') },
          { label: t('mail.admin.tries'), className: 'text-right' },
          { label: t('mail.admin.error') },
        ]}
      >
        {data.mails.map((m) => (
          <TableRow key={m.id} data-status={m.status}>
            <TableCell>
              <span className="block font-medium">{m.employeeName || m.employeeId}</span>
              <span className="block text-xs text-muted-foreground">{m.to ?? t('mail.admin.no-address')}</span>
            </TableCell>
            <TableCell><Kind mail={m} /></TableCell>
            <TableCell>
              <Badge variant={m.status === 'failed' ? 'destructive' : 'warning'}>{t(`mail.admin.status.${m.status}`)}</Badge>
              {m.nextAttemptAt ? <span className="mt-1 block text-xs text-muted-foreground">{t('mail.admin.next', { when: displayInstant(m.nextAttemptAt) })}</span> : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{m.attempts}</TableCell>
            <TableCell className="max-w-[22rem]">
              <span className="line-clamp-2 break-words text-xs text-red-800" title={m.lastError ?? undefined}>{m.lastError}</span>
            </TableCell>
          </TableRow>
        ))}
      </TitledTable>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
