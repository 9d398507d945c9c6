import { Copy, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { ApiKeyWithSecret } from '~/components/auth/types';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { copyText } from '~/lib/clipboard';

/** Shows a new or refreshed key once, with a reminder and a copy button. */
export function SecretKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyWithSecret | null; onClose: () => void }) {
  const { t } = useTranslation();

  async function copy() {
    if (apiKey && (await copyText(apiKey.key))) toast.success(t('Copied to clipboard'));
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        closeLabel={t('common.close')}
        onPointerDownOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('profile.api-key.new-key-title')}</DialogTitle>
          <DialogDescription>{apiKey?.name}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
          <p>{t('profile.api-key.new-key-warning')}</p>
        </div>
        <div className="space-y-2">
          <p id="secret-key-label" className="text-xs font-medium text-muted-foreground">
            {t('profile.api-key.key')}
          </p>
          <div className="flex items-stretch gap-2">
            <code
              aria-labelledby="secret-key-label"
              className="flex-1 select-all break-all rounded-md border bg-muted/60 px-3 py-2.5 font-mono text-[13px] leading-relaxed"
            >
              {apiKey?.key}
            </code>
            <Button variant="outline" size="icon" className="h-auto w-10" onClick={copy} aria-label={t('profile.api-key.copy')} title={t('profile.api-key.copy')}>
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
