import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';

// Query strings as typed DTO fields: each turns the text into its value before the constraints run,
// and an absent or empty parameter is undefined.

const present = (v: unknown) => v !== undefined && v !== '';

/** A yes/no switch: 'true' or '1' is on, anything else (or nothing) off. */
export const QueryFlag = () => applyDecorators(IsOptional(), Transform(({ value }) => value === 'true' || value === '1'));

/** Digits as a number (anything else is left for the field's own constraint to refuse). */
export const QueryNumber = () => applyDecorators(
  IsOptional(),
  Transform(({ value }) => (!present(value) ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
);
