export type Lang = 'vi' | 'en';

/** `Accept-Language: en...` answers in English; anything else in Vietnamese, the default. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return value && /^\s*en\b/i.test(value) ? 'en' : 'vi';
}
