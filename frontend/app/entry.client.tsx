import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { startI18n, toLang } from '~/lib/i18n';
import type { Namespace } from '~/locales/namespaces';

async function hydrate() {
  // The server rendered in the language it put on <html lang>, with the strings of the areas it named on
  // <html data-strings> (decision 054): the same arrive before hydration, so the page never shows a key
  // (nor differs from the server's markup).
  const html = document.documentElement;
  const lang = toLang(html.lang);
  const namespaces = (html.dataset.strings ?? '').split(' ').filter(Boolean) as Namespace[];
  await startI18n(i18next.use(initReactI18next), lang, namespaces);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
