// The field-level `details` of a refused request ({field, message}[] of a 400 common.validation)
// as texts in the screen's language. The server writes them with class-validator's English
// templates, so each known template is read back into a translated key with its number; a
// detail that carries a catalogue `code` is translated by it; anything else reads as the
// generic common.validation.
import i18next from 'i18next';

export type FieldDetail = { field: string; message?: string; code?: string; params?: Record<string, string | number> };

type Rule = [RegExp, string, (m: RegExpMatchArray) => Record<string, string>];

const RULES: readonly Rule[] = [
  [/must be shorter than or equal to (\d+) characters/, 'forms.error.max-length', (m) => ({ max: m[1]! })],
  [/must be longer than or equal to (\d+) characters/, 'forms.error.min-length', (m) => ({ min: m[1]! })],
  [/must not be greater than (-?[\d.e+]+)/, 'forms.error.max', (m) => ({ max: m[1]! })],
  [/must not be less than (-?[\d.e+]+)/, 'forms.error.min', (m) => ({ min: m[1]! })],
  [/must be an integer number/, 'forms.error.integer', () => ({})],
  [/must be a number/, 'forms.error.number', () => ({})],
  [/must be an email/, 'forms.error.email', () => ({})],
  [/should not be (empty|null or undefined)/, 'forms.error.required', () => ({})],
  [/must be one of the following values/, 'forms.error.choice', () => ({})],
  [/must be (a string|a boolean value|an array)/, 'forms.error.type', () => ({})],
  [/should not exist/, 'forms.error.unknown-field', () => ({})],
];

/** The screen text of one detail. */
export function detailText(detail: FieldDetail): string {
  if (detail.code && i18next.exists(detail.code)) return i18next.t(detail.code, detail.params);
  for (const [pattern, key, params] of RULES) {
    const m = detail.message?.match(pattern);
    if (m) return i18next.t(key, params(m));
  }
  return i18next.t('common.validation');
}

/** The details of an error body, or [] when it names no field. */
export function fieldDetails(body: unknown): FieldDetail[] {
  const details = (body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is FieldDetail => !!d && typeof (d as FieldDetail).field === 'string');
}
