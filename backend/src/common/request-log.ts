import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { LoggerService, LogLevel } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { pino, symbols, type DestinationStream, type Level, type Logger } from 'pino';
import type { LogLevelName } from '../config';

/**
 * Structured fields never written (docs/decisions/035): credentials of every kind, wherever a log
 * call puts them (top level, or one or two objects deep).
 */
const SECRET_KEYS = [
  'password', 'newPassword', 'oldPassword', 'currentPassword', 'token', 'accessToken', 'refreshToken', 'idToken',
  'jwt', 'cookie', 'cookies', 'authorization', '"set-cookie"', '"x-api-key"', 'apiKey', 'key', 'secret', 'clientSecret',
  'credentials', 'credential', 'privateKey',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((k) => (k.startsWith('"') ? [`[${k}]`, `*[${k}]`, `*.*[${k}]`] : [k, `*.${k}`, `*.*.${k}`]));

/** Credentials a free-text message (Nest's logger) could carry: a bearer token, a cookie, a key=value. */
const SECRET_TEXT = [
  { pattern: /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi, replace: '$1 [redacted]' },
  { pattern: /\b(jwt|authorization|cookie|token|secret|api[-_]?key|x-api-key)(["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi, replace: '$1$2[redacted]' },
];

export function scrub(text: string): string {
  let out = text;
  for (const { pattern, replace } of SECRET_TEXT) out = out.replace(pattern, replace);
  return out;
}

export interface JsonLoggers {
  /** Nest's logger and any structured call: credentials redacted by key. */
  app: Logger;
  /** The request lines: fixed fields built here, none secret, so no redaction pass per request. */
  requests: Logger;
}

let isoMs = -1;
let isoField = '';
/** pino's isoTime, formatted once per millisecond: under load several lines share one (decision 053). */
export function isoTime(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoField;
}

/** JSON lines on one destination (stdout, written synchronously: no line lost at a crash), ISO time, the level by name. */
export function createJsonLoggers(level: LogLevelName, destination: DestinationStream = pino.destination({ dest: 1, sync: true })): JsonLoggers {
  const options = { level, timestamp: isoTime, formatters: { level: (label: string) => ({ level: label }) } };
  return {
    app: pino({ ...options, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination),
    requests: pino(options, destination),
  };
}

/** Nest's LogLevel names for the pretty (text) logger, from LOG_LEVEL. */
export function nestLevels(level: LogLevelName): LogLevel[] {
  const order: [LogLevelName, LogLevel[]][] = [
    ['fatal', ['fatal']], ['error', ['error']], ['warn', ['warn']], ['info', ['log']], ['debug', ['debug']], ['trace', ['verbose']],
  ];
  const at = order.findIndex(([name]) => name === level);
  return at < 0 ? [] : order.slice(0, at + 1).flatMap(([, levels]) => levels);
}

/** Nest's Logger (Logger.log/warn/error of every module) written as JSON lines through pino. */
export class JsonNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void { this.write('info', message, rest); }
  error(message: unknown, ...rest: unknown[]): void { this.write('error', message, rest); }
  warn(message: unknown, ...rest: unknown[]): void { this.write('warn', message, rest); }
  debug(message: unknown, ...rest: unknown[]): void { this.write('debug', message, rest); }
  verbose(message: unknown, ...rest: unknown[]): void { this.write('trace', message, rest); }
  fatal(message: unknown, ...rest: unknown[]): void { this.write('fatal', message, rest); }

  /** Nest calls (message, context) or, for errors, (message, stack, context). */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const params = [...rest];
    const context = params.length && typeof params[params.length - 1] === 'string' ? (params.pop() as string) : undefined;
    const stack = typeof params[0] === 'string' ? scrub(params[0]) : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: { type: message.name, message: scrub(message.message), stack: scrub(message.stack ?? '') } }, scrub(message.message));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, stack, ...message });
    } else {
      this.logger[level]({ context, stack }, scrub(String(message)));
    }
  }
}

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's id); else a new one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The label of a request's route: its template (never ids), or one fixed label per kind of path. */
export function routeLabel(req: Request): string {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  const api = req.originalUrl.startsWith('/api');
  if (typeof template === 'string') return api && !template.startsWith('/api') ? `${req.baseUrl}${template}` : template;
  return api ? '/api/(unmatched)' : '(web)';
}

export interface RequestObserver {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/**
 * First middleware of every request: the X-Request-Id header, then, when the response ends, one
 * histogram observation and (JSON mode) one log line: reqId, method, route, status, ms, user. Neither
 * headers nor bodies are serialized.
 */
/** One request line's fields, in the order written. */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  user: string | null;
  aborted?: true | undefined;
}

/**
 * Writes request lines on `logger`'s destination as the text `logger.info(line, 'request')` (or
 * `.error` from status 500 on) writes: the level by name, the time, the logger's bindings (pid,
 * hostname), the fields, the message. The fields are fixed and none is secret (no redaction), so
 * pino's generic serializer is not needed for them (decision 053 addendum; request-log.spec.ts
 * compares the two texts).
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[symbols.streamSym] as { write(text: string): unknown };
  const bindings = internals[symbols.chindingsSym] as string;
  const timestamp = internals[symbols.timeSym] as () => string;
  const info = logger.isLevelEnabled('info');
  const error = logger.isLevelEnabled('error');
  return (line) => {
    if (!(line.status >= 500 ? error : info)) return;
    const level = line.status >= 500 ? '{"level":"error"' : '{"level":"info"';
    const user = line.user === null ? 'null' : JSON.stringify(line.user);
    stream.write(
      `${level}${timestamp()}${bindings},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${JSON.stringify(line.ms)},"user":${user}${line.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`,
    );
  };
}

export function observeRequests(metrics: RequestObserver, logger?: Logger) {
  const logs = !!logger?.isLevelEnabled('info');
  const write = logs ? requestLineWriter(logger!) : undefined;
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = performance.now();
    const incoming = req.headers['x-request-id'];
    const reqId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', reqId);
    res.once('close', () => {
      const ms = performance.now() - start;
      const route = routeLabel(req);
      const status = res.statusCode;
      metrics.observeRequest(req.method, route, status, ms / 1000);
      if (!logs) return;
      const user = (req as Request & { user?: { id?: string } }).user?.id ?? null;
      write!({ reqId, method: req.method, route, status, ms: Math.round(ms * 10) / 10, user, aborted: res.writableFinished ? undefined : true });
    });
    next();
  };
}
