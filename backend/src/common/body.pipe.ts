import { Body, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { invalidField } from './field-error';

/**
 * A request with no body the API parses (none at all, text/plain, XML: Express leaves `req.body`
 * undefined) reaches every `@Body()` handler as `{}`, as the ValidationPipe already treats DTOs: a
 * handler taking `Record<string, unknown>` then refuses the missing fields with 400 common.validation
 * instead of failing on `undefined` with a 500.
 */
@Injectable()
export class EmptyBodyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'body' && metadata.data === undefined && value === undefined ? {} : value;
  }
}

/** A body sent as text (text/csv): anything else is 400 naming `body`. */
@Injectable()
export class TextBodyPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string') throw invalidField('body', 'forms.error.type', 'send the rows as text/csv', {});
    return value;
  }
}

/** The raw text of a text/csv body (the API's parsers keep it a string). */
export const TextBody = () => Body(TextBodyPipe);
