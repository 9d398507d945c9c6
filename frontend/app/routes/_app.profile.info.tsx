import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { endpoints, type LeaveBalance, roleLevelLabel } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { loadResult, requireUser } from '~/lib/api.server';
import { displayYmd, formatNumber, fullName } from '~/lib/format';

export async function loader({ context }: LoaderFunctionArgs) {
  // The server resolves the user afresh on every request (same shape as GET /api/auth/me).
  const me = requireUser(context);
  // Days left and the days pending requests hold; the card is left out if the call fails.
  const res = await loadResult(context, endpoints.breaks.balance);
  return { me, leave: res.status < 300 ? res.data : null };
}

export default function ProfileInfo() {
  const { t } = useTranslation();
  const { me, leave } = useLoaderData<typeof loader>();
  const notSet = <span className="text-muted-foreground">{t('common.not-set')}</span>;

  const rows: { label: string; value: ReactNode }[] = [
    { label: t('profile.info.employee-id'), value: <span className="font-mono text-[13px]">{me.id}</span> },
    { label: t('profile.info.name'), value: fullName(me) },
    { label: t('profile.info.role'), value: <RoleTag role={me.role} /> },
    { label: t('profile.info.role-level'), value: me.roleLevel ? roleLevelLabel(me.roleLevel) : notSet },
    { label: t('profile.info.dob'), value: displayYmd(me.dob) ?? notSet },
    { label: t('profile.info.address'), value: me.permanentAddress?.trim() || notSet },
    { label: t('profile.info.join-date'), value: displayYmd(me.joinDate) ?? notSet },
    {
      label: t('profile.info.status'),
      value: me.isActive ? (
        <Badge variant="success">{t('status.active')}</Badge>
      ) : (
        <Badge variant="muted">{t('status.inactive')}</Badge>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex-row items-center gap-4 space-y-0 border-b">
          <UserAvatar user={me} size="lg" />
          <div className="min-w-0 space-y-1.5">
            <CardTitle className="truncate text-lg">{fullName(me)}</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <RoleTag role={me.role} />
            </div>
          </div>
        </CardHeader>
        <CardContent className="pt-6">
          <div className="mb-5 space-y-1">
            <h2 className="text-sm font-semibold">{t('profile.info.title')}</h2>
            <CardDescription className="text-xs">{t('profile.info.description')}</CardDescription>
          </div>
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="min-w-0 space-y-1.5">
                <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
                <dd className="break-words text-sm text-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {leave ? <LeaveCard leave={leave} /> : null}
    </div>
  );
}

/** Paid leave: what is left, what pending requests hold, and what may still be asked for. */
function LeaveCard({ leave }: { leave: LeaveBalance }) {
  const { t, i18n } = useTranslation();
  const available = Math.max(0, Math.round((leave.permittedDayLeft - leave.permittedDayPending) * 10) / 10);
  const figures = [
    { label: t('profile.leave.left'), value: leave.permittedDayLeft },
    { label: t('profile.leave.pending'), value: leave.permittedDayPending },
    { label: t('profile.leave.available'), value: available },
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-sm font-semibold">{t('profile.leave.title')}</CardTitle>
        <CardDescription className="text-xs">{t('profile.leave.note')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map((f) => (
            <div key={f.label} className="rounded-lg border bg-muted/30 px-4 py-3">
              <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums text-foreground">{formatNumber(f.value, i18n.language, { digits: 1 })}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
