import * as React from 'react';
import type { MetaFunction } from '@remix-run/node';
import { endpoints, isErrorCode, validateNewPassword } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { Field } from '~/components/field';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { call } from '~/lib/api.client';
import { pageTitle } from '~/lib/meta';
import { clearSessionStorage } from '~/lib/storage';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.tabs.password');

// The server revokes the session after a change; give the toast time to be read.
const RELOGIN_DELAY_MS = 1500;

type PasswordField = 'oldPassword' | 'newPassword' | 'confirm';

export default function ChangePassword() {
  const { t } = useTranslation();
  const [loading, setLoading] = React.useState(false);
  const [errors, setErrors] = React.useState<Partial<Record<PasswordField, string>>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const oldPassword = String(form.get('oldPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const confirm = String(form.get('confirm') ?? '');

    const code = validateNewPassword(newPassword, confirm);
    if (code) {
      const message = t(code);
      setErrors(code === 'not-match' ? { confirm: message } : { newPassword: message });
      toast.error(message);
      return;
    }
    setErrors({});
    setLoading(true);
    const res = await call(endpoints.auth.changePassword, { body: { oldPassword, newPassword } }, { silent: true });
    if (!res.ok) {
      setLoading(false);
      // A wrong old password answers the change-fail code itself; other codes keep their own text.
      const failCode = (res.data as { code?: string } | null)?.code;
      toast.error(t(failCode && isErrorCode(failCode) ? failCode : 'profile.change-password.change-fail'));
      return;
    }
    clearSessionStorage();
    toast.success(t('profile.change-password.change-success'), { description: t('profile.change-password.relogin') });
    window.setTimeout(() => window.location.assign('/auth/login'), RELOGIN_DELAY_MS);
  }

  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <Field
      id={name}
      label={label}
      // The rule shows until it is broken, then the error takes its place.
      hint={name === 'newPassword' && !errors[name] ? t('profile.change-password.note') : undefined}
      error={errors[name]}
    >
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        onChange={() => errors[name] && setErrors((e) => ({ ...e, [name]: undefined }))}
      />
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('profile.change-password.title')}</CardTitle>
        <CardDescription>{t('profile.change-password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
          {field('oldPassword', t('profile.change-password.old'), 'current-password')}
          {field('newPassword', t('profile.change-password.new'), 'new-password')}
          {field('confirm', t('profile.change-password.confirm'), 'new-password')}
          <div className="pt-1">
            <Button type="submit" loading={loading}>
              {t('profile.change-password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
