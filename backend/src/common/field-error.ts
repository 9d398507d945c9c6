import type { FieldError, FieldErrorCode, FieldErrorParams } from '@studio/domain';
import { applyDecorators } from '@nestjs/common';
import { Expose, Transform } from 'class-transformer';
import { getMetadataStorage, ValidateBy, type ValidationArguments, type ValidationError } from 'class-validator';
import { DomainError } from './domain-error';

type Params = Record<string, number>;

/** class-validator constraint name -> field code, and the params read from the decorator's arguments. */
const BY_CONSTRAINT: Record<string, [FieldErrorCode, ((args: unknown[]) => Params)?]> = {
  maxLength: ['forms.error.max-length', ([max]) => ({ max: Number(max) })],
  minLength: ['forms.error.min-length', ([min]) => ({ min: Number(min) })],
  max: ['forms.error.max', ([max]) => ({ max: Number(max) })],
  min: ['forms.error.min', ([min]) => ({ min: Number(min) })],
  arrayMaxSize: ['forms.error.max-items', ([max]) => ({ max: Number(max) })],
  isInt: ['forms.error.integer'],
  isNumber: ['forms.error.number'],
  isEmail: ['forms.error.email'],
  isNotEmpty: ['forms.error.required'],
  isDefined: ['forms.error.required'],
  isIn: ['forms.error.choice'],
  isEnum: ['forms.error.choice'],
  isString: ['forms.error.type'],
  isBoolean: ['forms.error.type'],
  isArray: ['forms.error.type'],
  isObject: ['forms.error.type'],
  nestedValidation: ['forms.error.type'],
  unknownValue: ['forms.error.type'],
  whitelistValidation: ['forms.error.unknown-field'],
  matches: ['forms.error.format'],
  isYmd: ['forms.error.date'],
  isIdList: ['forms.error.format'],
};

/** One refused field; the params are typed by the code. */
export function fieldError<C extends FieldErrorCode>(field: string, code: C, message: string, params: FieldErrorParams[C]): FieldError<C> {
  return { field, code, params, message };
}

/** 400 common.validation naming one field. */
export function invalidField<C extends FieldErrorCode>(field: string, code: C, message: string, params: FieldErrorParams[C]): DomainError {
  return new DomainError('common.validation', 400, [fieldError(field, code, message, params)]);
}

/** The arguments the decorator named `constraint` was given on the property that failed. */
function constraintArgs(error: ValidationError, constraint: string): unknown[] {
  const target = error.target?.constructor;
  if (!target) return [];
  const meta = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)
    .find((m) => m.propertyName === error.property && m.name === constraint);
  return meta?.constraints ?? [];
}

function detailsOf(error: ValidationError, field: string, constraint: string, message: string): FieldError[] {
  // A whole body's refusal already names its fields.
  // No value at all: the body was no JSON object (text), so the reader never ran.
  if (constraint === IS_PARSED) return (error.value as { errors?: FieldError[] } | undefined)?.errors ?? [notAnObject];
  const [code, params] = BY_CONSTRAINT[constraint] ?? ['forms.error.invalid'];
  return [{ field, code, params: params ? params(constraintArgs(error, constraint)) : {}, message } as FieldError];
}

/**
 * The ValidationPipe's errors as `details`: one per failed constraint, the field as a path
 * (`content.list.0.text`), its code by the constraint's name (never by reading its English).
 */
export function validationDetails(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).flatMap(([constraint, message]) => detailsOf(e, field, constraint, message));
    return [...own, ...validationDetails(e.children ?? [], field)];
  });
}

/** What a map-shaped body's reader answers: the typed value, or the fields it refuses. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export const IS_PARSED = 'isParsed';
const notAnObject = fieldError('body', 'forms.error.type', 'send a JSON object', {});

/**
 * The whole JSON body as this one property, read by `parse`: for a body whose keys are data (a
 * config map, a share tree) that no list of decorated properties can describe. The class must be
 * `@Exclude()`d so that no other key is copied onto it; the refusal names the body's own field.
 */
export function WholeBody<T>(parse: (body: unknown) => Parsed<T>): PropertyDecorator {
  return applyDecorators(
    Expose(),
    Transform(({ obj }) => parse(obj), { toClassOnly: true }),
    ValidateBy({
      name: IS_PARSED,
      validator: {
        validate: (value: unknown) => (value as Parsed<T> | undefined)?.ok === true,
        defaultMessage: (args?: ValidationArguments) => ((args?.value as { errors?: FieldError[] } | undefined)?.errors ?? [notAnObject]).map((e) => e.message).join('; '),
      },
    }),
  );
}
