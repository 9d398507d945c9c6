// The codes of a refused field (the `details` of a 400 common.validation): keys of the screens'
// forms catalogue, each with the params its text takes.

export interface FieldErrorParams {
  'forms.error.max-length': { max: number };
  'forms.error.min-length': { min: number };
  'forms.error.max': { max: number };
  'forms.error.min': { min: number };
  'forms.error.max-items': { max: number };
  'forms.error.integer': Record<string, never>;
  'forms.error.number': Record<string, never>;
  'forms.error.email': Record<string, never>;
  'forms.error.required': Record<string, never>;
  'forms.error.choice': Record<string, never>;
  'forms.error.type': Record<string, never>;
  'forms.error.unknown-field': Record<string, never>;
  'forms.error.date': Record<string, never>;
  'forms.error.format': Record<string, never>;
  'forms.error.json': Record<string, never>;
  'forms.error.nul': Record<string, never>;
  'forms.error.too-deep': { max: number };
  'forms.error.invalid': Record<string, never>;
}

export type FieldErrorCode = keyof FieldErrorParams;

/** One refused field as the API answers it; `message` is the English text for logs and scripts. */
export interface FieldError<C extends FieldErrorCode = FieldErrorCode> {
  field: string;
  code: C;
  params: FieldErrorParams[C];
  message: string;
}

export const FIELD_ERROR_CODES: readonly FieldErrorCode[] = [
  'forms.error.max-length', 'forms.error.min-length', 'forms.error.max', 'forms.error.min', 'forms.error.max-items',
  'forms.error.integer', 'forms.error.number', 'forms.error.email', 'forms.error.required', 'forms.error.choice',
  'forms.error.type', 'forms.error.unknown-field', 'forms.error.date', 'forms.error.format', 'forms.error.json',
  'forms.error.nul', 'forms.error.too-deep', 'forms.error.invalid',
];
