import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

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
