import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { Download, GitBranch, KeyRound, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { GeneralErrorBoundary } from '~/components/error-view';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { call, failToast } from '~/lib/api.client';
import { checkApi, loadResult, requireUser } from '~/lib/api.server';
import { downloadText } from '~/lib/clipboard';
import { displayInstant } from '~/lib/format';
import { pageTitle } from '~/lib/meta';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.tabs.git');

export async function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  const res = await loadResult(context, endpoints.profileKeys.sshKey);
  // 404: no key generated yet.
  return { sshKey: res.status === 404 ? null : checkApi(res) };
}

const PRIVATE_KEY_FILE = 'private_key';

export default function GitPage() {
  const { t } = useTranslation();
  const { sshKey } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [privateKey, setPrivateKey] = React.useState<string | null>(null);

  async function reset() {
    const res = await call(endpoints.profileKeys.resetSsh, undefined, { silent: true });
    if (!res.ok || !res.data?.sshKey) return failToast('profile.ssh-reset-fail', res.data);
    toast.success(t('profile.ssh-reset-success'));
    setPrivateKey(res.data.sshKey);
    revalidator.revalidate();
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-base">{t('profile.git.title')}</CardTitle>
          <CardDescription className="max-w-xl">{t('profile.git.description')}</CardDescription>
        </div>
        <Button variant="outline" onClick={() => setConfirmOpen(true)}>
          <RotateCcw aria-hidden="true" />
          {t('profile.git.reset')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {privateKey ? (
          <div className="flex flex-col gap-4 rounded-lg border border-emerald-200 bg-emerald-50/70 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-semibold text-emerald-900">{t('profile.git.download-title')}</p>
              <p className="text-sm text-emerald-800">{t('profile.git.download-hint')}</p>
            </div>
            <Button onClick={() => downloadText(privateKey, PRIVATE_KEY_FILE)} className="shrink-0">
              <Download aria-hidden="true" />
              {t('profile.git.download')}
            </Button>
          </div>
        ) : null}

        {sshKey ? (
          <section aria-label={t('profile.git.current')} className="rounded-lg border">
            <div className="flex items-center gap-3 border-b px-4 py-3">
              <span className="flex h-8 w-8 items-center justify-center rounded-md bg-primary/10 text-primary">
                <KeyRound className="h-4 w-4" aria-hidden="true" />
              </span>
              <p className="text-sm font-semibold">{t('profile.git.current')}</p>
            </div>
            <dl className="grid gap-4 px-4 py-4 sm:grid-cols-[10rem_1fr]">
              <dt className="text-xs font-medium text-muted-foreground sm:pt-0.5">{t('profile.git.fingerprint')}</dt>
              <dd className="break-all font-mono text-[13px]">{sshKey.fingerprint}</dd>
              <dt className="text-xs font-medium text-muted-foreground sm:pt-0.5">{t('profile.git.created-at')}</dt>
              <dd className="text-sm tabular-nums">{displayInstant(sshKey.createdAt) ?? '—'}</dd>
              <dt className="text-xs font-medium text-muted-foreground sm:pt-0.5">{t('profile.git.public-key')}</dt>
              <dd>
                <code className="block max-h-24 overflow-auto break-all rounded-md bg-muted/60 px-3 py-2 font-mono text-xs leading-relaxed text-muted-foreground">
                  {sshKey.publicKey}
                </code>
              </dd>
            </dl>
          </section>
        ) : (
          <div className="flex flex-col items-center justify-center rounded-lg border border-dashed px-6 py-12 text-center">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-muted">
              <GitBranch className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
            </span>
            <p className="mt-4 text-sm font-medium">{t('profile.git.none')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('profile.git.none-hint')}</p>
          </div>
        )}

        <section className="space-y-3">
          <h3 className="text-sm font-semibold">{t('profile.git.usage')}</h3>
          <ol className="list-decimal space-y-3 pl-5 text-sm text-muted-foreground marker:text-muted-foreground/70">
            <li className="space-y-1.5">
              <p>{t('profile.git.usage-1')}</p>
              <pre className="overflow-x-auto rounded-md bg-slate-950 px-3 py-2 font-mono text-xs text-slate-100">
                {`mv ${PRIVATE_KEY_FILE} ~/.ssh/${PRIVATE_KEY_FILE} && chmod 600 ~/.ssh/${PRIVATE_KEY_FILE}`}
              </pre>
            </li>
            <li className="space-y-1.5">
              <p>{t('profile.git.usage-2')}</p>
              <pre className="overflow-x-auto rounded-md bg-slate-950 px-3 py-2 font-mono text-xs text-slate-100">
                {`ssh-add ~/.ssh/${PRIVATE_KEY_FILE}`}
              </pre>
            </li>
          </ol>
        </section>
      </CardContent>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('profile.git.reset-title')}
        description={t('profile.git.sure-reset')}
        confirmLabel={t('profile.git.reset')}
        destructive
        onConfirm={reset}
      />
    </Card>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
