import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { IMPORT_MAX_BYTES } from '@studio/domain';
import type { Response } from 'express';
import { QueryFlag } from '../../common/query-input';
import { contentDisposition } from '../files/content-type';
import { MultipartInterceptor } from '../files/multipart.interceptor';
import type { ImportOptions } from './imports.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The upload of an import: one file in field `file`, at most 5 MB while streaming (else 400 import.too-large). */
const ImportForm = MultipartInterceptor({ file: { field: 'file' }, maxFileSize: IMPORT_MAX_BYTES, tooLarge: 'import.too-large' });

/** `?dryRun=true&onlyValid=1`: the switches of an import. */
export class ImportQueryDto implements ImportOptions {
  @QueryFlag() dryRun = false;
  @QueryFlag() onlyValid = false;
}

/** The multipart reading and the OpenAPI description of an import endpoint. */
export const ImportEndpoint = () => applyDecorators(
  UseInterceptors(ImportForm),
  ApiConsumes('multipart/form-data'),
  ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', description: '.xlsx (first sheet) or .csv (UTF-8, comma, header row); at most 5 MB and 5,000 rows' } } } }),
  ApiQuery({ name: 'dryRun', required: false, type: Boolean, description: 'match and check only; nothing is written' }),
  ApiQuery({ name: 'onlyValid', required: false, type: Boolean, description: 'write the valid rows even when others have errors' }),
  ApiResponse({ status: 200, description: '{summary: {create, update, unchanged, error}, rows: [{row, key, action, errors: [{field, code}]}]}' }),
  ApiResponse({ status: 422, description: 'import.has-errors: an error row without dryRun or onlyValid; the same body, nothing written' }),
  ApiResponse({ status: 400, description: 'file.required, import.invalid-file, import.too-large, import.unknown-column, import.duplicate-column' }),
);

export const TemplateEndpoint = () => applyDecorators(ApiProduces(XLSX), ApiResponse({ status: 200, description: 'an .xlsx with the header row and one example row' }));

export function sendXlsx(res: Response, fileName: string, bytes: Buffer): void {
  res.setHeader('Content-Type', XLSX);
  res.setHeader('Content-Disposition', contentDisposition('attachment', fileName));
  res.send(bytes);
}
