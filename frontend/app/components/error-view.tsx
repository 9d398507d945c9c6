import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { FileQuestion, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

export function ErrorView({ status, fullPage = false }: { status: number; fullPage?: boolean }) {
  const { t } = useTranslation();
  const kind = status === 404 ? '404' : status === 403 ? '403' : '500';
  const Icon = kind === '404' ? FileQuestion : kind === '403' ? ShieldAlert : TriangleAlert;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center px-6 text-center',
        fullPage ? 'min-h-dvh bg-muted/30' : 'min-h-[60vh] py-16',
      )}
    >
      <div className="flex h-12 w-12 items-center justify-center rounded-xl border bg-background shadow-sm">
        <Icon className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="mt-5 text-sm font-semibold tabular-nums text-primary">{status}</p>
      <h1 className="mt-1 text-xl font-semibold tracking-tight">{t(`error.${kind}.title`)}</h1>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">{t(`error.${kind}.description`)}</p>
      <div className="mt-6 flex gap-2">
        {kind === '500' ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/dashboard">{t('error.back-home')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The error boundary every route exports: 403 and 404 get their own page, anything else a generic one. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={statusOf(error)} />;
}
