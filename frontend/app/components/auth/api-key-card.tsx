import * as React from 'react';
import { KeyRound, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { isExpired, type ApiKey } from '~/components/auth/types';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { displayInstantDate } from '~/lib/format';
import { cn } from '~/lib/utils';

export function ApiKeyCard({
  apiKey,
  now,
  onRefresh,
  onDelete,
}: {
  apiKey: ApiKey;
  now: number;
  onRefresh: (key: ApiKey) => Promise<unknown>;
  onDelete: (key: ApiKey) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = React.useState<'refresh' | 'delete' | null>(null);
  const expired = isExpired(apiKey, now);

  return (
    <article
      aria-label={apiKey.name}
      data-expired={expired || undefined}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-5 transition-shadow hover:shadow-sm',
        expired && 'border-red-300 bg-red-50/40',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset',
            expired ? 'bg-red-100 text-red-600 ring-red-600/10' : 'bg-primary/10 text-primary ring-primary/10',
          )}
        >
          <KeyRound className="h-4 w-4" aria-hidden="true" />
        </span>
        <h3 className="min-w-0 flex-1 truncate text-sm font-semibold" title={apiKey.name}>
          {apiKey.name}
        </h3>
      </div>
      <code
        className="mt-4 block truncate rounded-md bg-muted/70 px-2.5 py-1.5 font-mono text-xs text-muted-foreground"
        title={apiKey.maskedKey}
      >
        {apiKey.maskedKey}
      </code>

      <dl className="mb-5 mt-4 grid grid-cols-2 gap-3 text-xs">
        <div className="min-w-0 space-y-1">
          <dt className="text-muted-foreground">{t('profile.api-key.expires-at')}</dt>
          <dd className={cn('font-medium tabular-nums', expired ? 'text-red-700' : 'text-foreground')}>
            {displayInstantDate(apiKey.expiresAt) ?? t('profile.api-key.never')}
          </dd>
          {expired ? (
            <dd>
              <Badge variant="destructive" className="mt-0.5">
                {t('profile.api-key.expired-badge')}
              </Badge>
            </dd>
          ) : null}
        </div>
        <div className="min-w-0 space-y-1">
          <dt className="text-muted-foreground">{t('profile.api-key.created-at')}</dt>
          <dd className="font-medium tabular-nums text-foreground">{displayInstantDate(apiKey.createdAt) ?? '—'}</dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
        <Button variant="outline" size="sm" onClick={() => setConfirm('refresh')}>
          <RefreshCw aria-hidden="true" />
          {t('common.refresh')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={() => setConfirm('delete')}
        >
          <Trash2 aria-hidden="true" />
          {t('common.delete')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirm === 'refresh'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('profile.api-key.refresh-title')}
        description={t('profile.api-key.sure-refresh')}
        confirmLabel={t('profile.api-key.refresh')}
        onConfirm={() => onRefresh(apiKey)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('profile.api-key.delete-title')}
        description={t('profile.api-key.sure-delete')}
        confirmLabel={t('profile.api-key.delete')}
        destructive
        onConfirm={() => onDelete(apiKey)}
      />
    </article>
  );
}
