import type { MetaFunction } from '@remix-run/node';
import { NavLink, Outlet } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { pageTitle } from '~/lib/meta';
import { PROFILE_TABS } from '~/lib/navigation';
import { cn } from '~/lib/utils';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.title');

export default function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      <div className="mt-8 flex flex-col gap-6 lg:flex-row lg:gap-8">
        <nav aria-label={t('profile.tabs')} className="shrink-0 lg:w-52">
          <ul className="flex gap-1 overflow-x-auto border-b pb-2 lg:flex-col lg:border-b-0 lg:pb-0">
            {PROFILE_TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-2.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isActive
                        ? 'bg-accent text-accent-foreground'
                        : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <tab.icon className={cn('h-4 w-4', isActive ? 'text-primary' : '')} aria-hidden="true" />
                      {t(tab.label)}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
