import * as React from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

import { ErrorView } from '~/components/error-view';
import '~/lib/context';
import { switchLanguage, toLang } from '~/lib/i18n';
import { persistLanguage, readLanguageCookie } from '~/lib/language';
import { useNonce } from '~/lib/nonce';
import { registerServiceWorker } from '~/lib/push';
import { readStorage, STORAGE_KEYS, writeStorage } from '~/lib/storage';
import stylesheet from '~/tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable (docs/decisions/051): the manifest, and the icon iOS puts on the home screen.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

export const meta: MetaFunction = () => [{ title: 'Studio Portal' }, { name: 'theme-color', content: '#4338CA' }];

export function loader({ context }: LoaderFunctionArgs) {
  return { locale: toLang(context.lang), signedIn: !!context.user };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const lang = data?.locale ?? toLang(i18n.language);
  // In the Layout, not App: a page the root error boundary draws must take keys again too.
  React.useEffect(() => {
    (window as { __spHydrated?: () => void }).__spHydrated?.();
    // The service worker only shows pushes (no caching; docs/decisions/051). A browser without one, or
    // one that refuses (a private window), just gets no pushes.
    registerServiceWorker()?.catch(() => undefined);
  }, []);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Keys pressed before React hydrated the page are kept from React (their default actions
            still happen): a discrete event forces the hydration to finish synchronously, and React 18
            then fails the whole document ("Root did not complete", error #345). Lifted in Layout's
            effect, which also sets window.__spReady (the browser tests wait for it). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_KEYS_UNTIL_HYDRATED }} />
      </head>
      <body>
        {children}
        <Toaster position="top-center" duration={3300} richColors closeButton theme="light" />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const HOLD_KEYS_UNTIL_HYDRATED = `(function(){var k=['keydown','keyup','keypress'];function h(e){e.stopImmediatePropagation()}
k.forEach(function(n){window.addEventListener(n,h,true)});
window.__spHydrated=function(){window.__spReady=true;k.forEach(function(n){window.removeEventListener(n,h,true)})}})();`;

export default function App() {
  const { locale } = useLoaderData<typeof loader>();
  useLanguageOfPage(locale);
  useLanguageCookieSync(locale);
  return <Outlet />;
}

/** Follows the language the server rendered the data in (after a switch, or one made in another browser). */
function useLanguageOfPage(locale: string) {
  const { i18n } = useTranslation();
  React.useEffect(() => {
    if (i18n.language !== locale) void switchLanguage(i18n, toLang(locale));
  }, [locale, i18n]);
}

/**
 * The `lng` cookie is this browser's language as the server last rendered it (for a signed-in user
 * with a stored choice, the server aligns the cookie to it: decision 030); localStorage keeps a copy
 * that follows the cookie, so a browser that lost the cookie gets it back.
 */
function useLanguageCookieSync(locale: string) {
  const revalidator = useRevalidator();
  React.useEffect(() => {
    const cookie = readLanguageCookie();
    const stored = readStorage(STORAGE_KEYS.lang);
    if (cookie) {
      if (stored !== cookie) writeStorage(STORAGE_KEYS.lang, cookie);
    } else if (stored === 'vi' || stored === 'en') {
      persistLanguage(stored);
      if (stored !== locale) revalidator.revalidate();
    }
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} fullPage />;
}
