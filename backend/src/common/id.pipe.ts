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

/**
 * Text path keys (employee ids, file ids, job names, version hashes): at most `max` characters
 * (64, the employee id column); a longer one names nothing that can exist -> 404, as an unknown
 * key does. The format of each kind of key stays its service's to judge (also 404).
 */
export class ParseKeyPipe implements PipeTransform<string, string> {
  constructor(private readonly max = 64) {}

  transform(value: string): string {
    if (typeof value !== 'string' || value.length > this.max) throw new DomainError('common.not-found', 404);
    return value;
  }
}

export const KeyParam = (name = 'id', max?: number) => Param(name, new ParseKeyPipe(max));
