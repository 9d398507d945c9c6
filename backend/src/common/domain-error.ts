import { errorStatus, type ErrorCode, type FieldError } from '@studio/domain';

/**
 * What an error's `details` hold: a validation failure lists its refused fields, each with a field code the
 * screens translate (decision 040); other errors may carry what explains them (a conflict's page, a constraint).
 */
export type ErrorDetails<C extends ErrorCode> = C extends 'common.validation' ? readonly FieldError[] : unknown;

/** A refused request: `code` is a key of the shared error catalogue; the filter renders it. */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    readonly status: number = errorStatus(code),
    readonly details?: ErrorDetails<C>,
    /** Fill the message's {placeholders} (e.g. the earliest leave date). */
    readonly params?: Readonly<Record<string, string | number>>,
    /** More top-level fields of the error body (an import's 422 carries its whole answer). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
  }
}

/** 429 common.too-many-requests, answered with `Retry-After: retryAfter` (seconds). */
export class TooManyRequests extends DomainError {
  constructor(readonly retryAfter: number) {
    super('common.too-many-requests', 429);
  }
}

export const notFound = () => new DomainError('common.not-found', 404);
export const forbidden = () => new DomainError('common.no-permission', 403);
export const unauthorized = () => new DomainError('common.unauthorized', 401);
