import { ValidationPipe, type ArgumentMetadata, type PipeTransform, type ValidationPipeOptions } from '@nestjs/common';
import { DomainError } from './domain-error';
import { validationDetails } from './field-error';

const OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  transform: true,
  // The failed object and value are kept on each error (never sent): its decorators' arguments
  // and a whole body's refusal are read from them.
  validationError: { target: true, value: true },
  exceptionFactory: (errors) => new DomainError('common.validation', 400, validationDetails(errors)),
};

/**
 * The global DTO check (decision 040). A body (and a path DTO) refuses a field its class does not
 * declare: a misspelt field is a mistake the caller should hear of. A query drops an unknown
 * parameter silently, as the API always has: links, caches and proxies add their own (`?_=1`,
 * `utm_source`), and a screen may send a switch an older server does not know yet.
 */
export class InputValidationPipe implements PipeTransform {
  private readonly strict = new ValidationPipe({ ...OPTIONS, forbidNonWhitelisted: true });
  private readonly query = new ValidationPipe({ ...OPTIONS, forbidNonWhitelisted: false });

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // A custom decorator's value (@CurrentUser) is never validated (validateCustomDecorators is off):
    // returned as it is, without the ValidationPipe's promise (decision 053).
    if (metadata.type === 'custom') return value;
    return (metadata.type === 'query' ? this.query : this.strict).transform(value, metadata);
  }
}
