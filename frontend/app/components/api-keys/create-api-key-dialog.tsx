import * as React from 'react';
import { validateApiKeyName } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { ApiKeyWithSecret } from '~/components/api-keys/types';
import { DateField, parseDateField } from '~/components/date-field';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { api, failToast } from '~/lib/api.client';

export function CreateApiKeyDialog({
  open,
  onOpenChange,
  minDate,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today as 'YYYY-MM-DD' (company time zone): no expiry in the past. */
  minDate: string;
  onCreated: (key: ApiKeyWithSecret) => void;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = React.useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const expiresAt = parseDateField(form.get('expiresAt'));
    if (validateApiKeyName(name)) {
      toast.error(t('profile.api-key.name-empty'));
      return;
    }
    if (expiresAt === null) {
      toast.error(t('common.invalid-date'));
      return;
    }
    setLoading(true);
    const res = await api<ApiKeyWithSecret>('POST', '/api/auth/api-keys', expiresAt ? { name, expiresAt } : { name }, { silent: true });
    setLoading(false);
    if (!res.ok) {
      failToast('profile.api-key.create-fail', res.data);
      return;
    }
    toast.success(t('profile.api-key.create-success'));
    onOpenChange(false);
    onCreated(res.data);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !loading && onOpenChange(next)}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('profile.api-key.create-title')}</DialogTitle>
          <DialogDescription>{t('profile.api-key.create-description')}</DialogDescription>
        </DialogHeader>
        <form id="create-api-key" onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="space-y-2">
            <Label htmlFor="api-key-name">{t('profile.api-key.name')}</Label>
            <Input
              id="api-key-name"
              name="name"
              autoComplete="off"
              maxLength={100}
              placeholder={t('profile.api-key.name-placeholder')}
              autoFocus
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="api-key-expires" className="flex items-center justify-between">
              <span>{t('profile.api-key.expires')}</span>
              <span className="text-xs font-normal text-muted-foreground">{t('common.optional')}</span>
            </Label>
            <DateField id="api-key-expires" name="expiresAt" min={minDate} aria-describedby="api-key-expires-hint" />
            <p id="api-key-expires-hint" className="text-xs text-muted-foreground">
              {t('profile.api-key.expires-hint')}
            </p>
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-api-key" loading={loading}>
            {t('common.create')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
