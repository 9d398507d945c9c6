import { errorStatus, type ErrorCode } from '@studio/domain';

/** A refused request: `code` is a key of the shared error catalogue; the filter renders it. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = errorStatus(code),
    readonly details?: unknown,
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
