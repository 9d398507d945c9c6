import { checkConfigRows, type ConfigCheckError, type ConfigRow, type ConfigTable } from '@studio/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { fieldError, type Parsed } from '../../../common/field-error';
import { QueryInt } from '../../../common/query-input';

/** POST /api/config/<table>/preview: the month to preview, this month by default. */
export class PreviewQueryDto {
  @ApiPropertyOptional({ description: '1-12, default this month' }) @QueryInt(1, 12, { message: 'must be an integer 1-12' }) month?: number;
  @ApiPropertyOptional({ description: '2000-9999, default this year' }) @QueryInt(2000, 9999, { message: 'must be an integer 2000-9999' }) year?: number;
}

/** A table's rows, checked and normalised, or the domain refusal the service answers (config.mission-duplicate). */
export type CheckedConfigRows = { rows: ConfigRow[] } | { error: ConfigCheckError };

/** The field a refusal names: `missions[2].score`, or the whole list. */
export const configErrorField = (t: ConfigTable, { row, field }: ConfigCheckError): string => (row >= 0 ? `${t.key}[${row}].${field}` : t.key);

/**
 * The body of a table's PUT, `{<key>: rows}` (other keys are left alone): a malformed row is
 * refused as a field (`missions[2].score`); any other refusal is left to the service.
 */
export function readConfigBody(t: ConfigTable, body: unknown): Parsed<CheckedConfigRows> {
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[t.key] : undefined;
  const checked = checkConfigRows(t, sent);
  if (!('error' in checked) || checked.error.code !== 'common.validation') return { ok: true, value: checked };
  return { ok: false, errors: [fieldError(configErrorField(t, checked.error), 'forms.error.invalid', 'common.validation', {})] };
}
