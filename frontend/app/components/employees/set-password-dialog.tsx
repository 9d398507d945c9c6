import * as React from 'react';
import { validateNewPassword } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { api } from '~/lib/api.client';

/** An admin sets or resets an employee's password (PUT /api/hr/employees/:id/password). */
export function SetPasswordDialog({
  employeeId,
  name,
  open,
  onOpenChange,
}: {
  employeeId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (open) setError(null);
  }, [open]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const code = validateNewPassword(password, String(form.get('confirm') ?? ''));
    if (code) {
      setError(t(code));
      return;
    }
    setLoading(true);
    const res = await api('PUT', `/api/hr/employees/${encodeURIComponent(employeeId)}/password`, { password });
    setLoading(false);
    if (!res.ok) return;
    toast.success(t('employee.set-password.success'));
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !loading && onOpenChange(next)}>
      <DialogContent className="max-w-md" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('employee.set-password.title', { name })}</DialogTitle>
          <DialogDescription>{t('employee.set-password.description', { id: employeeId })}</DialogDescription>
        </DialogHeader>
        <form id="set-password" onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="set-password-new">{t('employee.set-password.new')}</Label>
            <Input id="set-password-new" name="password" type="password" autoComplete="new-password" autoFocus />
            <p className="text-xs text-muted-foreground">{t('profile.change-password.note')}</p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="set-password-confirm">{t('employee.set-password.confirm')}</Label>
            <Input
              id="set-password-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'set-password-error' : undefined}
            />
          </div>
          {error ? (
            <p id="set-password-error" role="alert" className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="set-password" loading={loading}>
            {t('employee.set-password')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
