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
  useMatches,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

import { ErrorView } from '~/components/error-view';
import '~/lib/context';
import { namespacesOf, requireStrings, switchLanguage, toLang } from '~/lib/i18n';
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
  // The area files of the matched routes, which the client entry loads before hydrating (decision 054).
  const strings = namespacesOf(useMatches().map((m) => m.id)).join(' ');
  React.useEffect(() => {
    // The service worker only shows pushes (no caching; docs/decisions/051). A browser without one, or
    // one that refuses (a private window), just gets no pushes.
    registerServiceWorker()?.catch(() => undefined);
  }, []);
  return (
    <html lang={lang} dir="ltr" data-strings={strings}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Keys pressed before React hydrated the page are kept from React (their default actions
            still happen): a discrete event forces the hydration to finish synchronously, and React 18
            then fails the whole document ("Root did not complete", error #345). Lifted by <Hydrated />
            once the routes hydrated, which also sets window.__spReady (the browser tests wait for it). */}
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
  // No <Suspense> around the routes: React 18 hydrates a Suspense boundary in a later, low-priority pass
  // of its own, after the layout around it, so the whole page stayed server markup for a while after
  // the layout's effects (a Ctrl+K, a click on the account menu or the sidebar's toggle reached no
  // handler; decision 054 addendum). Without a boundary, RouteStrings suspending in a navigation (a
  // transition) keeps the previous page until the strings arrived, as with one.
  return (
    <>
      <RouteStrings>
        <Outlet />
      </RouteStrings>
      <Hydrated />
    </>
  );
}

/**
 * Lifts the hold on keys (HOLD_KEYS_UNTIL_HYDRATED) and sets window.__spReady once the page hydrated:
 * after the routes, whose effects (the app shell's Ctrl+K and '?' listeners, the page's handlers) run
 * before its own. The root error boundary, drawn outside App, renders it too.
 */
function Hydrated() {
  React.useEffect(() => {
    (window as { __spHydrated?: () => void }).__spHydrated?.();
  }, []);
  return null;
}

/**
 * The strings of the matched routes' areas (decision 054): present at the first render (the entries
 * load them); after a navigation to other areas the render waits for them, and the previous page stays
 * meanwhile (navigations render in a transition).
 */
function RouteStrings({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  requireStrings(i18n, toLang(i18n.language), namespacesOf(matches.map((m) => m.id)));
  return children;
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
  return (
    <>
      <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} fullPage />
      <Hydrated />
    </>
  );
}
