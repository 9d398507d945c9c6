// A page's history: who saved it, when, and the content hash of each version, newest first;
// picking one shows that version as it read.
import * as React from 'react';
import { endpoints } from '@studio/domain';
import { History, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { PageContent } from '~/components/wiki/page-content';
import type { WikiPage } from '~/components/wiki/wiki-model';
import { displayInstant } from '~/lib/format';
import { useApiQuery } from '~/lib/use-api-query';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

export function HistoryDialog({ page, open, onOpenChange }: { page: WikiPage; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = React.useState<number>(0);
  const form = useFormDialog({
    open,
    onOpenChange,
    resetKey: page.id,
    onOpen: () => setChosen(0),
  });
  const list = useApiQuery(endpoints.wiki.history, open ? { params: { id: page.id } } : null, { toastErrors: true, keepPrevious: true });
  // null while reading; none when it could not be read.
  const versions = list.status === null ? null : list.data?.versions ?? [];

  const version = versions?.[chosen];
  const hash = version?.contentHash;
  // A version's content never changes under its hash: kept until this tab writes something.
  const content = useApiQuery(endpoints.wiki.version, open && hash ? { params: { id: page.id, hash } } : null, {
    maxAgeMs: Infinity,
    toastErrors: true,
    keepPrevious: true,
  }).data?.version.content;

  return (
    <Dialog {...form.dialog}>
      <DialogContent closeLabel={t('common.close')} className="max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>{t('wiki.history.title')}</DialogTitle>
          <DialogDescription>{t('wiki.history.description')}</DialogDescription>
        </DialogHeader>
        {versions === null ? (
          <div className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('common.loading')}
          </div>
        ) : versions.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{t('wiki.history.empty')}</p>
        ) : (
          <div className="grid min-h-[50vh] gap-4 md:grid-cols-[18rem_1fr]">
            <ol aria-label={t('wiki.history.versions')} className="max-h-[60vh] space-y-1 overflow-y-auto pr-1">
              {versions.map((v, i) => (
                <li key={`${v.contentHash}-${i}`}>
                  <button
                    type="button"
                    aria-current={i === chosen ? 'true' : undefined}
                    onClick={() => setChosen(i)}
                    className={cn(
                      'w-full rounded-md border px-3 py-2 text-left text-sm transition-colors hover:bg-accent',
                      i === chosen ? 'border-primary/50 bg-accent' : 'border-transparent',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium">{v.editorName ?? t('wiki.history.unknown-editor')}</span>
                      {i === 0 ? <span className="shrink-0 rounded bg-primary/10 px-1.5 text-xs text-primary">{t('wiki.history.current')}</span> : null}
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                      <span>{displayInstant(v.editedAt)}</span>
                      <span className="font-mono" title={v.contentHash}>
                        {v.contentHash.slice(0, 10)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            <section aria-label={t('wiki.history.preview')} className="max-h-[60vh] overflow-auto rounded-md border p-4">
              {hash && content !== undefined ? (
                <PageContent content={content} type={page.type} />
              ) : (
                <div className="flex items-center gap-2 text-sm text-muted-foreground">
                  <History className="h-4 w-4" aria-hidden="true" />
                  {t('common.loading')}
                </div>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
