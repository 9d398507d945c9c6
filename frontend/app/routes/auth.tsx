import * as React from 'react';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { LanguageSwitch } from '~/components/language-switch';
import { Logo } from '~/components/logo';
import { clearSessionStorage } from '~/lib/storage';

export function loader({ context }: LoaderFunctionArgs) {
  // A signed-in user has nothing to do here.
  if (context.user) throw redirect('/dashboard');
  return null;
}

export default function AuthLayout() {
  const { t } = useTranslation();

  // Whoever reaches the sign-in screens has no session: forget what the last one stored.
  React.useEffect(() => {
    clearSessionStorage();
  }, []);

  return (
    <div className="relative flex min-h-dvh flex-col bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,hsl(235_70%_95%),transparent)]">
      <header className="flex items-center justify-between px-6 py-5">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-[8vh]">
        <div className="w-full max-w-[400px]">
          <Outlet />
          <p className="mt-6 text-center text-xs text-muted-foreground">{t('auth.footer')}</p>
        </div>
      </main>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
