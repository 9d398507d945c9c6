// i18next setup shared by the server render and the browser. Keys are flat
// ('auth.login.error' is one key), so key and namespace separators are off.
// Each language's strings are a chunk of their own (locales/catalogue.<lang>.ts), loaded on demand: a
// page loads only its language (decision 045), before it renders or hydrates.
import type { i18n as I18n, InitOptions } from 'i18next';
import { ERRORS } from '@studio/domain';

import type { Lang } from '~/lib/context';

/** One language's strings as one flat table. */
export type Catalogue = Record<string, string>;

export const SUPPORTED_LANGS: readonly Lang[] = ['vi', 'en'];
export const DEFAULT_LANG: Lang = 'vi';
export const LANG_COOKIE = 'lng';

function errorTexts(lang: Lang): Catalogue {
  const out: Catalogue = {};
  for (const [code, def] of Object.entries(ERRORS)) {
    // The catalogue uses {name}; i18next interpolates {{name}}.
    out[code] = def[lang].replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}

/**
 * A language's common file, then every area file, then the domain's error catalogue: every error code
 * is a key, with the catalogue's text (the same the server answers), so a code never reads differently
 * on screen. Here rather than in the language chunks, which would otherwise share a chunk of their own.
 */
export function buildCatalogue(lang: Lang, common: Catalogue, areas: Record<string, Catalogue>): Catalogue {
  const texts = Object.values(areas).reduce((all, area) => ({ ...all, ...area }), { ...common });
  return { ...texts, ...errorTexts(lang) };
}

const chunks: Record<Lang, () => Promise<{ catalogue: Catalogue }>> = {
  vi: () => import('~/locales/catalogue.vi'),
  en: () => import('~/locales/catalogue.en'),
};
const loaded: Partial<Record<Lang, Catalogue>> = {};

/** The strings of a language, loading its chunk the first time. */
export async function loadCatalogue(lang: Lang): Promise<Catalogue> {
  return (loaded[lang] ??= (await chunks[lang]()).catalogue);
}

/**
 * Options for an instance that starts in `lng` with only that language's strings. No fallback language:
 * the browser holds one language, so a key missing from it must read the same on the server (the key)
 * as on the client; the key parity test (i18n.spec.ts) keeps that from happening.
 */
export function i18nOptions(lng: Lang, catalogue: Catalogue): InitOptions {
  return {
    resources: { [lng]: { translation: catalogue } },
    lng,
    fallbackLng: false,
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

/** Makes sure `i18n` holds the strings of `lang` (the switch, the palette's other language). */
export async function ensureLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await loadCatalogue(lang));
}

/** Switches `i18n` to `lang` once its strings arrived, so no key shows untranslated meanwhile. */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  await ensureLanguage(i18n, lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

export function toLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'vi';
}

/** Translation outside React (meta functions), in a language already loaded (the page's); else the key. */
export function translate(lang: Lang, key: string): string {
  return loaded[lang]?.[key] ?? key;
}
