import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { endpoints, formatYmdIso, toYmd } from '@studio/domain';
import { KeyRound, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ApiKeyCard } from '~/components/auth/api-key-card';
import { CreateApiKeyDialog } from '~/components/auth/create-api-key-dialog';
import { SecretKeyDialog } from '~/components/auth/secret-key-dialog';
import type { ApiKey, ApiKeyWithSecret } from '~/components/auth/types';
import { GeneralErrorBoundary } from '~/components/error-view';
import { Button } from '~/components/ui/button';
import { call, failToast } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.tabs.api-key');

export async function loader({ context }: LoaderFunctionArgs) {
  const { apiKeys } = await loadData(context, endpoints.profileKeys.list);
  const now = new Date();
  return {
    // Newest first (the API already answers so; kept explicit for the grid).
    apiKeys: [...(apiKeys ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id),
    // One clock for server and browser renders, so "expired" never flips on hydration.
    now: now.getTime(),
    today: formatYmdIso(toYmd(now)),
  };
}

export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { apiKeys, now, today } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [createOpen, setCreateOpen] = React.useState(false);
  const [secret, setSecret] = React.useState<ApiKeyWithSecret | null>(null);

  function onCreated(key: ApiKeyWithSecret) {
    setSecret(key);
    revalidator.revalidate();
  }

  async function refresh(key: ApiKey) {
    const res = await call(endpoints.profileKeys.refresh, { params: { id: key.id } }, { silent: true });
    if (!res.ok) return failToast('profile.api-key.refresh-fail', res.data);
    toast.success(t('profile.api-key.refresh-success'));
    setSecret(res.data);
    revalidator.revalidate();
  }

  async function remove(key: ApiKey) {
    const res = await call(endpoints.profileKeys.remove, { params: { id: key.id } }, { silent: true });
    if (!res.ok) return failToast('profile.api-key.delete-fail', res.data);
    toast.success(t('profile.api-key.delete-success'));
    revalidator.revalidate();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-base font-semibold">{t('profile.api-key.title')}</h2>
          <p className="max-w-xl text-sm text-muted-foreground">{t('profile.api-key.description')}</p>
        </div>
        <Button onClick={() => setCreateOpen(true)}>
          <Plus aria-hidden="true" />
          {t('profile.api-key.create')}
        </Button>
      </div>

      {apiKeys.length === 0 ? (
        <div className="flex flex-col items-center justify-center rounded-xl border border-dashed px-6 py-16 text-center">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-muted">
            <KeyRound className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
          </span>
          <p className="mt-4 text-sm font-medium">{t('profile.api-key.empty')}</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('profile.api-key.empty-hint')}</p>
        </div>
      ) : (
        <section aria-label={t('profile.api-key.list')} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {apiKeys.map((key) => (
            <ApiKeyCard key={key.id} apiKey={key} now={now} onRefresh={refresh} onDelete={remove} />
          ))}
        </section>
      )}

      <CreateApiKeyDialog open={createOpen} onOpenChange={setCreateOpen} minDate={today} onCreated={onCreated} />
      <SecretKeyDialog apiKey={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
