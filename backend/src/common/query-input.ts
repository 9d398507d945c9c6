import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { IsYmd } from './validators';

// Query strings as typed DTO fields: each turns the text into its value before the constraints run,
// and an absent or empty parameter is undefined. Text the transform cannot read is left as it came,
// for the field's own constraint to refuse (400 common.validation naming the parameter).

const present = (v: unknown) => v !== undefined && v !== '';

/** A yes/no switch: one of `on` ('true' or '1' by default) is on, anything else (or nothing) off. */
export const QueryFlag = (on: readonly string[] = ['true', '1']) =>
  applyDecorators(IsOptional(), Transform(({ value }) => typeof value === 'string' && on.includes(value)));

/** Digits as a number (anything else is left for the field's own constraint to refuse). */
export const QueryNumber = () => applyDecorators(
  IsOptional(),
  Transform(({ value }) => (!present(value) ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
);

/** An integer from `min` to `max`; absent or empty is undefined unless `required`. */
export function QueryInt(min: number, max: number, options: { required?: boolean; message?: string } = {}) {
  const message = options.message ? { message: options.message } : undefined;
  return applyDecorators(
    ...(options.required ? [] : [IsOptional()]),
    Transform(({ value }) => (!present(value) ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
    IsInt(message), Min(min, message), Max(max, message),
  );
}

/** yyyymmdd: eight digits that are a calendar day (else 400 forms.error.date naming the parameter). */
export const QueryYmd = () => applyDecorators(
  IsOptional(),
  Transform(({ value }) => (!present(value) ? undefined : typeof value === 'string' && /^\d{8}$/.test(value) ? Number(value) : value)),
  IsYmd(),
);

/** 'true' or 'false'; absent or empty is undefined, anything else 400. */
export const QueryBoolean = (options?: ValidationOptions) => applyDecorators(
  IsOptional(),
  Transform(({ value }) => (!present(value) ? undefined : value === 'true' ? true : value === 'false' ? false : value)),
  IsBoolean(options),
);

export const IS_ID_LIST = 'isIdList';

/**
 * Comma-separated integer ids (`1,2,3`, spaces around each allowed) as a distinct list of at most
 * `max`; absent or blank is undefined, unless `required`.
 */
export function QueryIds(max: number, options: { required?: boolean; message?: string } = {}) {
  return applyDecorators(
    ...(options.required ? [] : [IsOptional()]),
    Transform(({ value }) => {
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
      if (typeof value !== 'string') return value;
      const parts = value.split(',').map((x) => x.trim());
      if (parts.some((x) => !/^\d{1,9}$/.test(x))) return value;
      const ids = [...new Set(parts.map(Number))];
      return ids.length > max ? value : ids;
    }),
    ValidateBy({
      name: IS_ID_LIST,
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((id) => Number.isInteger(id)),
        defaultMessage: () => options.message ?? `$property must be 1 to ${max} comma-separated ids`,
      },
    }),
  );
}
