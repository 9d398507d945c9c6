import { DomainError } from '../common/domain-error';

/** SQLSTATE classes and codes that say something the caller can act on (PostgreSQL appendix A). */
const BAD_INPUT = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (a NUL byte)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
  '23502', // not_null_violation
  '23514', // check_violation
  '2201X', // invalid_row_count_in_result_offset_clause
  '54001', // statement_too_complex
]);
const RACE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const BUSY = new Set([
  '55P03', // lock_not_available (lock_timeout)
  '57014', // query_canceled (statement_timeout, or a request cancelled)
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Query read timeout',
  'connect ECONNREFUSED',
];

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The server went away or the connection broke: the connection must be destroyed, the caller told to retry. */
export function isConnectionError(error: unknown): boolean {
  const raw = (error instanceof DomainError && error.cause) || error;
  const state = sqlState(raw);
  if (state) return state.startsWith('08') || state.startsWith('57P') || state === '25P03';
  const code = (raw as { code?: unknown })?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ECONNRESET, EPIPE...
  const message = (raw as Error)?.message ?? '';
  return CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/** The constraint a unique violation hit (for a repository to answer its own 409 code), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  const raw = (error instanceof DomainError && error.cause) || error;
  return sqlState(raw) === '23505' ? ((raw as { constraint?: string }).constraint ?? '') : undefined;
}

function withCause(domain: DomainError, cause: unknown): DomainError {
  Object.defineProperty(domain, 'cause', { value: cause, enumerable: false });
  return domain;
}

/**
 * Maps a database or pool error to the API's error: a race to 409, bad input to 400, a full
 * pool or a timeout to 503 common.busy, a lost server to 503 common.unavailable. Anything else
 * (a bug) goes on unchanged and is answered 500 without detail.
 */
export function translateDbError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const state = sqlState(error);
  const message = (error as Error)?.message ?? '';
  if (state === '23505') return withCause(new DomainError('common.duplicate', 409, constraintDetail(error)), error);
  if (state === '23503') {
    // Deleting a row still referenced is a conflict; pointing at a row that does not exist is bad input.
    const referenced = /still referenced/.test((error as { detail?: string }).detail ?? '');
    return withCause(new DomainError(referenced ? 'common.in-use' : 'common.reference-missing', referenced ? 409 : 400, constraintDetail(error)), error);
  }
  if (state && RACE.has(state)) return withCause(new DomainError('common.conflict', 409), error);
  if (state && BAD_INPUT.has(state)) return withCause(new DomainError('common.validation', 400), error);
  if (state && BUSY.has(state)) return withCause(new DomainError('common.busy', 503), error);
  if (message.startsWith('timeout exceeded when trying to connect')) return withCause(new DomainError('common.busy', 503), error);
  if (isConnectionError(error)) return withCause(new DomainError('common.unavailable', 503), error);
  return error;
}

function constraintDetail(error: unknown): { constraint: string }[] | undefined {
  const constraint = (error as { constraint?: string }).constraint;
  return constraint ? [{ constraint }] : undefined;
}
