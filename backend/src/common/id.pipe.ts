import { Param, PipeTransform } from '@nestjs/common';
import { DomainError } from './domain-error';
import { invalidField } from './field-error';

const MAX_ID = 2_147_483_647;

/** Integer path ids: not a number -> 400; beyond the id column's range nothing can exist -> 404. */
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d+$/.test(value)) throw invalidField('id', 'forms.error.integer', 'must be an integer', {});
    const id = Number(value);
    if (id > MAX_ID) throw new DomainError('common.not-found', 404);
    return id;
  }
}

export const IdParam = (name = 'id') => Param(name, new ParseIdPipe());
