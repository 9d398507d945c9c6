import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { roleLevelLabel } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { requireUser } from '~/lib/api.server';
import { displayYmd, fullName } from '~/lib/format';

export function loader({ context }: LoaderFunctionArgs) {
  // The server resolves the user afresh on every request (same shape as GET /api/auth/me).
  return { me: requireUser(context) };
}

export default function ProfileInfo() {
  const { t } = useTranslation();
  const { me } = useLoaderData<typeof loader>();
  const notSet = <span className="text-muted-foreground/70">{t('common.not-set')}</span>;

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
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
