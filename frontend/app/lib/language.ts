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

/** The language cookie of this browser, when it holds one of ours. */
export function readLanguageCookie(): Lang | null {
  const value = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  return value === 'vi' || value === 'en' ? value : null;
}
