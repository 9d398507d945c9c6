// i18next setup shared by the server render and the browser. Keys are flat
// ('auth.login.error' is one key), so key and namespace separators are off.
import type { InitOptions, Resource } from 'i18next';
import { ERRORS } from '@studio/domain';

import en from '~/locales/en.json';
import vi from '~/locales/vi.json';
import type { Lang } from '~/lib/context';

// Each area keeps its strings in locales/<lang>/<area>.json; all are merged into one flat table.
const areas = import.meta.glob<Record<string, string>>('../locales/*/*.json', { eager: true, import: 'default' });

function areaTexts(lang: Lang): Record<string, string> {
  return Object.entries(areas)
    .filter(([file]) => file.includes(`/locales/${lang}/`))
    .reduce((all, [, texts]) => ({ ...all, ...texts }), {} as Record<string, string>);
}

export const SUPPORTED_LANGS: readonly Lang[] = ['vi', 'en'];
export const DEFAULT_LANG: Lang = 'vi';
export const LANG_COOKIE = 'lng';

function errorTexts(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, def] of Object.entries(ERRORS)) {
    // The catalogue uses {name}; i18next interpolates {{name}}.
    out[code] = def[lang].replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}

// Every error code of the domain catalogue is a key, with the catalogue's text
// (the same the server answers), so a code never reads differently on screen.
export const translations: Record<Lang, Record<string, string>> = {
  vi: { ...(vi as Record<string, string>), ...areaTexts('vi'), ...errorTexts('vi') },
  en: { ...(en as Record<string, string>), ...areaTexts('en'), ...errorTexts('en') },
};

export const resources: Resource = {
  vi: { translation: translations.vi },
  en: { translation: translations.en },
};

export function i18nOptions(lng: Lang): InitOptions {
  return {
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGS],
    defaultNS: 'translation',
    ns: ['translation'],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  };
}

export function toLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'vi';
}

/** Translation outside React (meta functions): falls back to English, then to the key. */
export function translate(lang: Lang, key: string): string {
  return translations[lang][key] ?? translations.en[key] ?? key;
}
