// A save that started from an older version of the page (409 wiki.stale-content): the page as
// it is now beside the editor's text, with the choice to keep that text (saved over the newer
// version, which stays in the history) or to reload the newer version. Nothing is lost either way:
// the editor's text can be copied first, and every saved version is in the history.
import { Copy, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { FormDialogFooter } from '~/components/form-dialog-footer';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { PageContent } from '~/components/wiki/page-content';
import type { WikiPage } from '~/components/wiki/wiki-model';
import { copyText } from '~/lib/clipboard';
import { useFormDialog } from '~/lib/use-form-dialog';

export function ConflictDialog({
  theirs,
  mine,
  type,
  onOpenChange,
  onKeepMine,
  onReload,
}: {
  /** The page as saved meanwhile; null when closed. */
  theirs: WikiPage | null;
  mine: string;
  type: number;
  onOpenChange: (open: boolean) => void;
  /** Saves the editor's text over `theirs`; answers whether it was saved. */
  onKeepMine: (theirs: WikiPage) => Promise<boolean>;
  onReload: (theirs: WikiPage) => void;
}) {
  const { t } = useTranslation();
  const form = useFormDialog({ open: theirs !== null, onOpenChange });

  async function copyMine() {
    if (await copyText(mine)) toast.success(t('wiki.conflict.copied'));
    else toast.error(t('wiki.conflict.copy-fail'));
  }

  return (
    <Dialog {...form.dialog}>
      <DialogContent closeLabel={t('common.close')} className="max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>{t('wiki.conflict.title')}</DialogTitle>
          <DialogDescription>{t('wiki.conflict.description')}</DialogDescription>
        </DialogHeader>
        <form
          id="wiki-conflict"
          noValidate
          onSubmit={form.onSubmit(() => theirs && form.run(async () => (await onKeepMine(theirs)) && form.close()))}
          className="grid gap-4 md:grid-cols-2"
        >
          <section aria-labelledby="wiki-conflict-theirs" className="flex min-w-0 flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="wiki-conflict-theirs" className="text-sm font-semibold">
                {t('wiki.conflict.theirs')}
              </h2>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={form.busy}
                onClick={() => {
                  if (!theirs) return;
                  onReload(theirs);
                  form.close();
                }}
              >
                <RotateCcw aria-hidden="true" />
                {t('wiki.conflict.reload')}
              </Button>
            </div>
            <div className="max-h-[50vh] overflow-auto rounded-md border bg-muted/30 p-3">
              {theirs ? <PageContent content={theirs.content} type={type} /> : null}
            </div>
          </section>
          <section aria-labelledby="wiki-conflict-mine" className="flex min-w-0 flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="wiki-conflict-mine" className="text-sm font-semibold">
                {t('wiki.conflict.mine')}
              </h2>
              <Button type="button" variant="outline" size="sm" onClick={copyMine}>
                <Copy aria-hidden="true" />
                {t('wiki.conflict.copy')}
              </Button>
            </div>
            <div className="max-h-[50vh] overflow-auto rounded-md border p-3">
              <PageContent content={mine} type={type} />
            </div>
          </section>
        </form>
        <FormDialogFooter form={form} formId="wiki-conflict" submitLabel={t('wiki.conflict.keep')} />
      </DialogContent>
    </Dialog>
  );
}
