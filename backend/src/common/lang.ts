export type Lang = 'vi' | 'en';

/**
 * The language an `Accept-Language` header asks for among ours: the highest-weighted entry whose
 * primary tag is vi or en (en-US is en), else Vietnamese, the spec's default.
 */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!value) return 'vi';
  let best: { lang: Lang; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'vi' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'vi';
}

/** The cookie holding a browser's language (frontend/app/lib/i18n.ts LANG_COOKIE). */
export const LANG_COOKIE = 'lng';

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
}

/**
 * The language a page renders in (docs/decisions/030): a signed-in user's stored choice wins over
 * whatever this browser remembers, so a choice made in one browser reaches every other one; without
 * it, the browser's own choice (cookie), then what it asks for (Accept-Language), then Vietnamese.
 * `alignCookie` asks the response to bring the browser's cookie in line with the stored choice, so
 * the client code (which reads the cookie) agrees with the page.
 */
export function pageLang(input: { stored: Lang | null | undefined; cookie: string | undefined; acceptLanguage: string | string[] | undefined }): {
  lang: Lang;
  alignCookie: boolean;
} {
  if (input.stored) return { lang: input.stored, alignCookie: input.cookie !== input.stored };
  if (isLang(input.cookie)) return { lang: input.cookie, alignCookie: false };
  return { lang: langOf(input.acceptLanguage), alignCookie: false };
}
