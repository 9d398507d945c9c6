import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { i18nOptions, loadCatalogue, toLang } from '~/lib/i18n';

async function hydrate() {
  // The server rendered in the language it put on <html lang>: its strings arrive before hydration,
  // so the page never shows a key (nor differs from the server's markup).
  const lang = toLang(document.documentElement.lang);
  await i18next.use(initReactI18next).init(i18nOptions(lang, await loadCatalogue(lang)));

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
