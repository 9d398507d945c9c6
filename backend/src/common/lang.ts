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
