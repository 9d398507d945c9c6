import type { Lang } from '~/lib/context';
import { LANG_COOKIE } from '~/lib/i18n';
import { STORAGE_KEYS, writeStorage } from '~/lib/storage';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the language for the server (cookie) and the browser (localStorage). */
export function persistLanguage(lang: Lang) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
  writeStorage(STORAGE_KEYS.lang, lang);
}
