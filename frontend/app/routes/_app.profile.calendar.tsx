import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { CalendarDays, Copy, ExternalLink, RotateCcw, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { endpoints, type CalendarFeedUrls } from '@studio/domain';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { GeneralErrorBoundary } from '~/components/error-view';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { call, failToast } from '~/lib/api.client';
import { requireUser } from '~/lib/api.server';
import { copyText } from '~/lib/clipboard';
import { pageTitle } from '~/lib/meta';
import { useApiQuery } from '~/lib/use-api-query';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'calendar-feed.tab');

export async function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  // The URLs are read from the browser: the server builds them from the host it is asked on
  // (or PUBLIC_URL), and the loader asks it on the loopback address.
  return null;
}

const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

type Feed = { id: string; field: keyof CalendarFeedUrls; label: string; hint: string; copy: string; open: string };

/** The two feeds: the owner's own, and the studio's holidays (decision 049). */
const FEEDS: readonly Feed[] = [
  { id: 'calendar-feed-url', field: 'url', label: 'calendar-feed.personal', hint: 'calendar-feed.personal-hint',
    copy: 'calendar-feed.copy', open: 'calendar-feed.open-app' },
  { id: 'calendar-feed-holidays-url', field: 'holidaysUrl', label: 'calendar-feed.holidays', hint: 'calendar-feed.holidays-hint',
    copy: 'calendar-feed.copy-holidays', open: 'calendar-feed.open-app-holidays' },
];

/** Where each calendar app subscribes to a URL. */
const HOW_TO: readonly [string, string][] = [
  ['Google Calendar', 'calendar-feed.how-google'],
  ['Outlook', 'calendar-feed.how-outlook'],
  ['Apple Calendar', 'calendar-feed.how-apple'],
];

/** The caller's secret feed URLs (decision 049): copy, open in a calendar app, regenerate. */
export default function CalendarFeedPage() {
  const { t } = useTranslation();
  const query = useApiQuery(endpoints.calendarFeeds.urls, {}, { maxAgeMs: 0, toastErrors: true });
  const [rotated, setRotated] = React.useState<CalendarFeedUrls | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const urls = rotated ?? query.data;

  async function regenerate() {
    const res = await call(endpoints.calendarFeeds.rotate, undefined, { silent: true });
    if (!res.ok || !res.data?.url) return failToast('calendar-feed.regenerate-fail', res.data);
    setRotated(res.data);
    toast.success(t('calendar-feed.regenerated'));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('calendar-feed.title')}</CardTitle>
        <CardDescription className="max-w-xl">{t('calendar-feed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {/* The way out of a leak stands beside the warning about it. */}
        <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 sm:flex-row sm:items-center">
          <ShieldAlert className="hidden h-4 w-4 shrink-0 text-amber-600 sm:block" aria-hidden="true" />
          <p className="flex-1">{t('calendar-feed.secret-warning')}</p>
          <Button variant="outline" className="shrink-0 bg-background" onClick={() => setConfirmOpen(true)} disabled={!urls}>
            <RotateCcw aria-hidden="true" />
            {t('calendar-feed.regenerate')}
          </Button>
        </div>

        {FEEDS.map((feed) => (
          <FeedField key={feed.id} feed={feed} url={urls?.[feed.field]} />
        ))}

        <section className="space-y-3">
          <h3 className="text-sm font-semibold">{t('calendar-feed.how')}</h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            {HOW_TO.map(([app, text]) => (
              <React.Fragment key={app}>
                <dt className="font-medium">{app}</dt>
                <dd className="text-muted-foreground">{t(text)}</dd>
              </React.Fragment>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">{t('calendar-feed.refresh-note')}</p>
        </section>
      </CardContent>

      <ConfirmDialog
        open={confirmOpen} onOpenChange={setConfirmOpen} destructive onConfirm={regenerate}
        title={t('calendar-feed.regenerate-title')} description={t('calendar-feed.sure-regenerate')}
        confirmLabel={t('calendar-feed.regenerate')}
      />
    </Card>
  );
}

function FeedField({ feed, url }: { feed: Feed; url: string | undefined }) {
  const { t } = useTranslation();
  const { id } = feed;
  async function copy() {
    if (url && (await copyText(url))) toast.success(t('Copied to clipboard'));
  }
  return (
    <section className="space-y-2">
      <div className="flex items-center gap-2">
        <CalendarDays className="h-4 w-4 text-primary" aria-hidden="true" />
        <label htmlFor={id} className="text-sm font-semibold">{t(feed.label)}</label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">{t(feed.hint)}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url ?? ''}
          placeholder={t('common.loading')}
          aria-describedby={`${id}-hint`}
          className="font-mono text-[13px]"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={copy} disabled={!url} aria-label={t(feed.copy)}>
            <Copy aria-hidden="true" />
            {t('calendar-feed.copy')}
          </Button>
          {url ? (
            <Button variant="ghost" asChild>
              <a href={webcal(url)} aria-label={t(feed.open)} title={t(feed.open)}>
                <ExternalLink aria-hidden="true" />
                {t('calendar-feed.open')}
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
