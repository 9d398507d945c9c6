import * as React from 'react';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { KeyRound } from 'lucide-react';
import { endpoints, isErrorCode, validateLogin } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { LogoMark } from '~/components/logo';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { call } from '~/lib/api.client';
import { afterLogin } from '~/lib/after-login';
import { pageTitle } from '~/lib/meta';
import { STORAGE_KEYS, writeStorage } from '~/lib/storage';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { loadResult } from '~/lib/api.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.login.title');

const REDIRECT_DELAY_MS = 1000;

/** The single sign-on button shows only when the server has a provider configured. */
export async function loader({ context }: LoaderFunctionArgs) {
  const res = await loadResult(context, endpoints.sso.status);
  return json({ sso: res.status === 200 && res.data.enabled });
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [loading, setLoading] = React.useState(false);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const { sso } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // A sign-on that failed comes back here with the reason's error code; anything else in the
  // address reads as a refusal, so the page never shows a raw code.
  const ssoParam = params.get('sso');
  const ssoError = ssoParam === null ? null : isErrorCode(ssoParam) && ssoParam.startsWith('auth.sso.') ? ssoParam : 'auth.sso.refused';

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '').trim();
    if (validateLogin(username, password)) {
      toast.error(t('auth.login.empty-username-or-password'));
      return;
    }

    setLoading(true);
    // The screen stays silent on failure (spec 1 section 8).
    const res = await call(endpoints.auth.login, { body: { username, password } }, { silent: true, allowUnauthorized: true });
    if (!res.ok) {
      setLoading(false);
      passwordRef.current?.select();
      return;
    }
    writeStorage(STORAGE_KEYS.username, username);
    toast.success(t('auth.login.success'), { description: t('auth.login.success-message') });
    // A full document load, so the server renders with the new cookie.
    const target = afterLogin(params.get('next'));
    window.setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
  }

  return (
    <div className="rounded-2xl border bg-card p-8 shadow-[0_1px_3px_rgba(16,24,40,0.06),0_8px_24px_-6px_rgba(16,24,40,0.08)]">
      <div className="mb-7 flex flex-col items-center text-center">
        <LogoMark className="h-10 w-10" />
        <h1 className="mt-4 text-xl font-semibold tracking-tight">{t('auth.login.title')}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{t('auth.login.subtitle')}</p>
      </div>
      {/* Until React hydrated the page, submitting would be the browser's own GET with the password in
          the address: the button waits for hydration, and POST keeps it out of the address anyway. */}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="username">{t('auth.login.username')}</Label>
          <Input
            id="username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            placeholder={t('auth.login.username-placeholder')}
            className="h-10"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">{t('auth.login.password')}</Label>
          <Input
            ref={passwordRef}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('auth.login.password-placeholder')}
            className="h-10"
          />
        </div>
        <Button
          type="submit"
          // Not dimmed while hydrating: it is a fraction of a second, and a flicker would read as a fault.
          className={cn('h-10 w-full', !hydrated && 'disabled:opacity-100')}
          loading={loading}
          disabled={!hydrated}
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      {ssoError && (
        <p role="alert" className="mt-4 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {t(ssoError)}
        </p>
      )}
      {sso && (
        <>
          <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('auth.login.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button asChild variant="outline" className="h-10 w-full">
            <a href="/api/auth/sso/login">
              <KeyRound className="mr-2 h-4 w-4" aria-hidden="true" />
              {t('auth.login.sso')}
            </a>
          </Button>
        </>
      )}
      <p className="mt-6 text-center text-xs leading-relaxed text-muted-foreground">{t('auth.login.help')}</p>
    </div>
  );
}
