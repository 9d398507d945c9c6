import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { errorMessage } from '@studio/domain';
import type { Request, Response } from 'express';
import { translateDbError } from '../database/db-errors';
import { DomainError, TooManyRequests } from './domain-error';
import { langOf } from './lang';

const STATUS_CODES: Record<number, string> = {
  400: 'common.validation',
  401: 'common.unauthorized',
  403: 'common.no-permission',
  404: 'common.not-found',
  409: 'common.conflict',
  413: 'common.payload-too-large',
  429: 'common.too-many-requests',
};

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}

/** Renders every error in the API.md shape; never leaks a stack trace or SQL. */
export function errorBody(raw: unknown, acceptLanguage: string | string[] | undefined): ErrorBody {
  const lang = langOf(acceptLanguage);
  const error = translateDbError(raw);
  if (error instanceof DomainError) {
    const body: ErrorBody = { statusCode: error.status, code: error.code, message: errorMessage(error.code, lang, error.params) };
    if (error.details !== undefined) body.details = error.details;
    return error.extra ? { ...error.extra, ...body } : body;
  }
  const status = error instanceof HttpException ? error.getStatus()
    : typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
  if (status >= 500 || !STATUS_CODES[status]) {
    return { statusCode: 500, code: 'common.internal', message: errorMessage('common.internal', lang) };
  }
  const code = STATUS_CODES[status];
  return { statusCode: status, code, message: errorMessage(code, lang) };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const body = errorBody(error, req.headers['accept-language']);
    if (body.statusCode === 500) this.logger.error(`${req.method} ${req.url}`, (error as Error)?.stack ?? String(error));
    if (res.headersSent) return;
    // A full pool, a timeout or a lost database: the client may retry shortly.
    if (body.statusCode === 503) res.setHeader('Retry-After', '2');
    if (error instanceof TooManyRequests) res.setHeader('Retry-After', String(error.retryAfter));
    res.status(body.statusCode).json(body);
  }
}
