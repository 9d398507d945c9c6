// i18next setup shared by the server render and the browser. Keys are flat
// ('auth.login.error' is one key), so key and namespace separators are off.
// A page loads only its language (decision 045) and, of that language, the common file and the area
// files its routes can draw (decision 054: locales/namespaces.ts, generated from the code), each a chunk
// of its own, before it renders or hydrates. Every part lands in i18next's one 'translation' table.
import type { i18n as I18n, InitOptions } from 'i18next';
import { ERRORS } from '@studio/domain';

import type { Lang } from '~/lib/context';
import { ALWAYS, ROUTE_NAMESPACES, type Namespace } from '~/locales/namespaces';

/** One language's strings (or a part of them) as one flat table. */
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
 * A language's common file, then the domain's error catalogue: every error code is a key, with the
 * catalogue's text (the same the server answers), so a code never reads differently on screen. Here
 * rather than in the language chunks, which would otherwise share a chunk of their own.
 */
export function buildCatalogue(lang: Lang, common: Catalogue): Catalogue {
  return { ...common, ...errorTexts(lang) };
}

/** A part of a language's strings: its common file, or one area file. */
type Part = 'common' | Namespace;

const commonChunks: Record<Lang, () => Promise<{ catalogue: Catalogue }>> = {
  vi: () => import('~/locales/catalogue.vi'),
  en: () => import('~/locales/catalogue.en'),
};
// One chunk per area file and language; the map of loaders is in the entry, so the areas load beside
// the common file rather than after it.
const areaChunks: Record<Lang, Record<string, () => Promise<Catalogue>>> = {
  vi: import.meta.glob<Catalogue>('../locales/vi/*.json', { import: 'default' }),
  en: import.meta.glob<Catalogue>('../locales/en/*.json', { import: 'default' }),
};

const parts = new Map<string, Promise<Catalogue>>();
/** What has arrived, per language, merged: translate() reads it. */
const arrived: Partial<Record<Lang, Catalogue>> = {};

function loadPart(lang: Lang, part: Part): Promise<Catalogue> {
  const id = `${lang}:${part}`;
  let p = parts.get(id);
  if (!p) {
    const load = part === 'common' ? () => commonChunks[lang]().then((m) => m.catalogue) : areaChunks[lang][`../locales/${lang}/${part}.json`];
    if (!load) throw new Error(`no strings ${id}`);
    p = load().then(
      (texts) => {
        arrived[lang] = { ...texts, ...arrived[lang] };
        return texts;
      },
      (error: unknown) => {
        parts.delete(id); // a later navigation tries again
        throw error;
      },
    );
    parts.set(id, p);
  }
  return p;
}

/** The area files the matched routes (by id, root first) can draw. */
export function namespacesOf(routeIds: readonly string[]): Namespace[] {
  const out = new Set<Namespace>(ALWAYS);
  for (const id of routeIds) for (const ns of ROUTE_NAMESPACES[id] ?? []) out.add(ns);
  return [...out].sort();
}

/**
 * The strings of `lang`: its common file and the area files `namespaces`, loading what has not arrived.
 * The common file (with the error texts) is laid last: an error code reads as the server answers it.
 */
export async function loadCatalogue(lang: Lang, namespaces: readonly Namespace[]): Promise<Catalogue> {
  const [common, ...areas] = await Promise.all([loadPart(lang, 'common'), ...namespaces.map((ns) => loadPart(lang, ns))]);
  return Object.assign({}, ...areas, common) as Catalogue;
}

/** The parts each i18next instance holds, by `lang:part`. */
const held = new WeakMap<I18n, Set<string>>();
const heldBy = (i18n: I18n) => {
  let set = held.get(i18n);
  if (!set) held.set(i18n, (set = new Set()));
  return set;
};

/** Whether `i18n` holds the strings of `lang` for the common file and `namespaces`. */
export function holds(i18n: I18n, lang: Lang, namespaces: readonly Namespace[]): boolean {
  const set = heldBy(i18n);
  return set.has(`${lang}:common`) && namespaces.every((ns) => set.has(`${lang}:${ns}`));
}

/** The areas `i18n` holds in `lang`. */
function heldNamespaces(i18n: I18n, lang: Lang): Namespace[] {
  return [...heldBy(i18n)].filter((id) => id.startsWith(`${lang}:`) && id !== `${lang}:common`).map((id) => id.slice(lang.length + 1) as Namespace);
}

/** Records missing keys in the browser (window.__spMissingKeys) for the browser tests; at most 200. */
function recordMissing(_lngs: readonly string[], _ns: string, key: string): void {
  if (typeof window === 'undefined') return;
  const w = window as { __spMissingKeys?: string[] };
  const list = (w.__spMissingKeys ??= []);
  if (list.length < 200 && !list.includes(key)) list.push(key);
}

/**
 * Starts `i18n` in `lng` with the strings of the common file and `namespaces`. No fallback language: the
 * browser holds one language, so a key missing from it must read the same on the server (the key) as on
 * the client; the key parity test (i18n.spec.ts) and the namespaces of each route (i18n-namespaces.spec.ts)
 * keep that from happening.
 */
export async function startI18n(i18n: I18n, lng: Lang, namespaces: readonly Namespace[]): Promise<void> {
  const catalogue = await loadCatalogue(lng, namespaces);
  const options: InitOptions = {
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
    saveMissing: typeof window !== 'undefined',
    missingKeyHandler: recordMissing,
  };
  await i18n.init(options);
  const set = heldBy(i18n);
  for (const part of ['common', ...namespaces]) set.add(`${lng}:${part}`);
}

/** Makes sure `i18n` holds the strings of `lang` for the common file and `namespaces`. */
export async function ensureStrings(i18n: I18n, lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  if (holds(i18n, lang, namespaces)) return;
  const set = heldBy(i18n);
  const wanted = namespaces.filter((ns) => !set.has(`${lang}:${ns}`));
  const texts = await loadCatalogue(lang, wanted);
  i18n.addResourceBundle(lang, 'translation', texts, true, true);
  for (const part of ['common', ...wanted]) set.add(`${lang}:${part}`);
}

/**
 * Makes sure `i18n` holds the strings of `lang` for what the page holds in its own language (the
 * switch, the palette's other language).
 */
export async function ensureLanguage(i18n: I18n, lang: Lang): Promise<void> {
  await ensureStrings(i18n, lang, heldNamespaces(i18n, toLang(i18n.language)));
}

/** Switches `i18n` to `lang` once its strings arrived, so no key shows untranslated meanwhile. */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  await ensureLanguage(i18n, lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/**
 * Suspends the render until `i18n` holds the strings the matched routes can draw (a navigation to a
 * route of other areas); the page keeps showing the previous route meanwhile (navigations render in a
 * transition). A part that fails to load is given up on (its keys show raw) rather than retried forever.
 */
export function requireStrings(i18n: I18n, lang: Lang, namespaces: readonly Namespace[]): void {
  if (holds(i18n, lang, namespaces)) return;
  throw ensureStrings(i18n, lang, namespaces).catch((error: unknown) => {
    console.error(error);
    const set = heldBy(i18n);
    for (const part of ['common', ...namespaces]) set.add(`${lang}:${part}`);
  });
}

export function toLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'vi';
}

/** Translation outside React (meta functions), in a language already loaded (the page's); else the key. */
export function translate(lang: Lang, key: string): string {
  return arrived[lang]?.[key] ?? key;
}
