import { isValidYmd } from '@studio/domain';
import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';
import { inputProblem, MAX_INPUT_DEPTH } from './request-input';

export const IS_YMD = 'isYmd';

/**
 * A date-only field: an integer yyyymmdd that is a real calendar day (libs/domain isValidYmd), so
 * 99999999 and 20260230 answer 400 common.validation naming the field. Combine with the field's
 * own @IsOptional() / nullable rule.
 */
export function IsYmd(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: IS_YMD,
    validator: {
      validate: (value: unknown) => isValidYmd(value),
      defaultMessage: buildMessage((each) => `${each}$property must be a calendar date as yyyymmdd`, options),
    },
  }, options);
}

export const IS_CLEAN_JSON_TEXT = 'isCleanJsonText';

/**
 * A field that takes an object or its JSON text: the text, once parsed, obeys what cleanInput
 * enforces on a JSON body (no NUL character, at most MAX_INPUT_DEPTH levels). Text that is no
 * JSON is left to the field's own check.
 */
export function IsCleanJsonText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: IS_CLEAN_JSON_TEXT,
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          return true;
        }
        return inputProblem(parsed, 'value', '') === null;
      },
      defaultMessage: buildMessage((each) => `${each}$property must not nest deeper than ${MAX_INPUT_DEPTH} levels or hold a NUL character`, options),
    },
  }, options);
}
