// The field-level `details` of a refused request ({field, code, params}[] of a 400
// common.validation) as texts in the screen's language: `code` is a key of the forms catalogue;
// a detail without a known code reads as the generic common.validation.
import i18next from 'i18next';

export type FieldDetail = { field: string; message?: string; code?: string; params?: Record<string, string | number> };

/** The screen text of one detail. */
export function detailText(detail: FieldDetail): string {
  if (detail.code && i18next.exists(detail.code)) return i18next.t(detail.code, detail.params);
  return i18next.t('common.validation');
}

/** The details of an error body, or [] when it names no field. */
export function fieldDetails(body: unknown): FieldDetail[] {
  const details = (body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is FieldDetail => !!d && typeof (d as FieldDetail).field === 'string');
}
