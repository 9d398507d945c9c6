import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { roleLevelLabel, toYmd } from '@studio/domain';
import { ArrowUpRight, CalendarCheck, CalendarDays, Layers, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ChangeNotesList } from '~/components/change-log-dialog';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer } from '~/components/page-header';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { requireUser } from '~/lib/api.server';
import { useAppData } from '~/lib/app-data';
import { displayYmd, fullName } from '~/lib/format';
import { pageTitle } from '~/lib/meta';
import { DASHBOARD_LINKS, dashboardLabel, visibleEntries } from '~/lib/navigation';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'dashboard.title');

export function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  // "Today" in the company time zone, so server and browser agree.
  return { today: toYmd(new Date()) };
}

function weekday(ymd: number, lang: string) {
  const d = new Date(Date.UTC(Math.floor(ymd / 10000), (Math.floor(ymd / 100) % 100) - 1, ymd % 100));
  const name = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', { weekday: 'long', timeZone: 'UTC' }).format(d);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export default function DynamicDashboard() {
  const { t, i18n } = useTranslation();
  const { today } = useLoaderData<typeof loader>();
  const { user, permissions } = useAppData();
  const view = dashboardLabel(permissions);
  const links = visibleEntries(DASHBOARD_LINKS, permissions);

  const stats: { label: string; value: string; icon: LucideIcon }[] = [
    {
      label: t('dashboard.stat.days-left'),
      value: `${user.permittedDayLeft} ${t('dashboard.stat.days-unit')}`,
      icon: CalendarCheck,
    },
    { label: t('dashboard.stat.role-level'), value: user.roleLevel ? roleLevelLabel(user.roleLevel) : t('common.not-set'), icon: Layers },
    { label: t('dashboard.stat.join-date'), value: displayYmd(user.joinDate) ?? t('common.not-set'), icon: CalendarDays },
  ];

  return (
    <PageContainer className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('nav.dashboard')} className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <span>{t('nav.dashboard')}</span>
          <span aria-hidden="true">/</span>
          <span className="font-medium text-foreground">{t(view)}</span>
        </nav>
        <p className="text-sm tabular-nums text-muted-foreground">
          {weekday(today, i18n.language)}, {displayYmd(today)}
        </p>
      </div>

      <section className="flex flex-col gap-6 rounded-2xl border bg-gradient-to-br from-indigo-50/70 via-background to-background p-6 sm:flex-row sm:items-center sm:p-8">
        <UserAvatar user={user} size="xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.greeting', { name: fullName(user) })}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <RoleTag role={user.role} />
            <span className="text-sm text-muted-foreground">{user.id}</span>
          </div>
          <p className="text-sm text-muted-foreground">{t('dashboard.subtitle')}</p>
        </div>
      </section>

      <section className="grid gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border bg-card px-5 py-4">
            <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <s.icon className="h-3.5 w-3.5" aria-hidden="true" />
              {s.label}
            </p>
            <p className="mt-2 text-lg font-semibold tabular-nums tracking-tight">{s.value}</p>
          </div>
        ))}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="space-y-3 lg:col-span-2" aria-labelledby="quick-links">
          <h2 id="quick-links" className="text-sm font-semibold text-foreground">
            {t('dashboard.quick-links')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                prefetch="intent"
                className="group relative flex flex-col rounded-xl border bg-card p-5 transition-all hover:border-primary/30 hover:shadow-md hover:shadow-slate-900/[0.04] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className={`flex h-9 w-9 items-center justify-center rounded-lg ring-1 ring-inset ${link.tint}`}>
                  <link.icon className="h-[18px] w-[18px]" aria-hidden="true" />
                </span>
                <span className="mt-4 flex items-center gap-1 text-sm font-semibold">
                  {t(link.label)}
                  <ArrowUpRight
                    className="h-3.5 w-3.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-1 text-[13px] leading-relaxed text-muted-foreground">{link.description ? t(link.description) : null}</span>
              </Link>
            ))}
          </div>
        </section>

        <Card className="self-start">
          <CardHeader className="pb-4">
            <CardTitle className="flex items-center gap-2 text-sm">
              <Sparkles className="h-4 w-4 text-primary" aria-hidden="true" />
              {t('dashboard.whats-new')}
            </CardTitle>
            <CardDescription className="text-xs">{t('dashboard.whats-new.desc')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangeNotesList compact />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
