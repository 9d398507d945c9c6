import { type INestApplication, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { Admission } from './common/admission';
import { AllExceptionsFilter, errorBody } from './common/all-exceptions.filter';
import { EmptyBodyPipe } from './common/body.pipe';
import { DomainError } from './common/domain-error';
import { cleanInput } from './common/request-input';
import { httpCompression } from './common/compression';
import { ApiRoutes } from './common/api-routes';
import { JsonReplyExpressAdapter } from './common/json-reply.adapter';
import { hasBody, sequence, under } from './common/middleware-chain';
import { InputValidationPipe } from './common/validation.pipe';
import { createJsonLoggers, JsonNestLogger, nestLevels, observeRequests } from './common/request-log';
import { securityHeaders } from './common/security-headers';
import type { AppConfig } from './config';
import { AppModule } from './app.module';
import { migrate } from './database/migrate';
import { BuiltInSeeder } from './database/seeders/built-in.seeder';
import { ScoringConfigService } from './modules/scoring-config/scoring-config.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { cspNonce, mountWeb } from './web';
import { describeResponses } from './openapi/response-schemas';
import { RedisIoAdapter } from './modules/notifications/redis-io.adapter';
import { Metrics } from './modules/metrics/metrics.service';
import type { DestinationStream } from 'pino';

/**
 * Body parsers on /api only (Remix reads its own request stream), with errors in the API shape.
 * A request without a body (most calls: GET) skips them: each would only find that out and pass it on.
 */
export function apiBodyParsers(limit: string) {
  // text/csv: the project-summary import.
  const parsers = [express.json({ limit }), express.urlencoded({ extended: false, limit }), express.text({ type: 'text/csv', limit })];
  const parse = sequence(...parsers.map((parser) => (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status === 413 ? 413 : 400;
      const body = errorBody(new DomainError(status === 413 ? 'common.payload-too-large' : 'common.validation', status), req.headers['accept-language']);
      res.status(status).json(body);
    })));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (hasBody(req)) return parse(req, res, next);
    // What the parsers leave on a request without a body.
    const bag = req as { body?: unknown };
    if (!('body' in bag)) bag.body = undefined;
    // Read to its (empty) end now: a request nobody read is dumped when its answer finishes, and the
    // parser waits for its end with one more listener; /me at 50 connections gained 2-4 % (decision 053 addendum 9).
    req.resume();
    next();
  };
}

/** TRUST_PROXY as Express's 'trust proxy': true/false, a hop count, or addresses and subnets ('loopback, 10.0.0.0/8'). */
export function expressTrustProxy(value: string | false): boolean | number | string {
  if (value === false || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export interface CreateAppOptions {
  web?: boolean;
  /** Nest's text logger levels (LOG_FORMAT=pretty; default from LOG_LEVEL), or false for none (tests). */
  logger?: LogLevel[] | false;
  /** Where JSON lines go (LOG_FORMAT=json); stdout by default. */
  logDestination?: DestinationStream;
}

/** Builds the whole application: migrations, built-in data and scoring defaults first, then API, socket and web. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  await migrate(config.databaseUrl);
  const json = config.log.format === 'json' ? createJsonLoggers(config.log.level, options.logDestination) : undefined;
  // Plain JSON answers written without Express's res.json overhead, byte for byte the same (decision 053).
  const app = await NestFactory.create(AppModule.forRoot(config), new JsonReplyExpressAdapter(), {
    bodyParser: false,
    logger: options.logger === false ? false : json ? new JsonNestLogger(json.app) : options.logger ?? nestLevels(config.log.level),
  });
  await app.get(BuiltInSeeder).run();
  await app.get(ScoringConfigService).writeDefaults();
  // The yearly report's month summary is kept in the company zone: a start in another zone rebuilds it (decision 052).
  await app.get(DashboardService).keepMonthTotals();

  const http = app.getHttpAdapter().getInstance() as express.Express;
  http.disable('x-powered-by');
  // API answers are small and uncached: hashing every body for an ETag costs more than it saves.
  http.set('etag', false);
  // X-Forwarded-For/Proto/Host (req.ip, req.protocol, req.host) are believed only from TRUST_PROXY.
  http.set('trust proxy', expressTrustProxy(config.trustProxy));
  // Every request, pages included: X-Request-Id, the duration histogram, the JSON request line (decision 035).
  const metrics = app.get(Metrics);
  // Then pages and API answers above 1 KB; static files were compressed at build (decision 044).
  // No NUL character and no deep nesting in the path, query or body of any API request.
  const apiMiddleware = sequence(app.get(Admission).middleware, apiBodyParsers(config.bodyLimit), cleanInput);
  // The middleware of every request, then the API's routes, are one Express layer: the router's walk
  // and match per layer was the largest framework cost of a small API call (decision 053, addendum 7).
  const apiRoutes = new ApiRoutes();
  app.use(sequence(
    observeRequests(metrics, json?.requests), httpCompression(), cspNonce, securityHeaders(), under('/api', apiMiddleware), apiRoutes.dispatch,
  ));
  // Outside /api: neither the admission bound, the API guard, nor the Remix handler (mounted later).
  http.get('/metrics', metrics.handler);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  // A missing body is {} everywhere (EmptyBodyPipe), then DTOs are validated (a query's unknown parameters dropped).
  app.useGlobalPipes(new EmptyBodyPipe(), new InputValidationPipe());
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, config.redisUrl, config.redisChannel);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }

  const document = SwaggerModule.createDocument(app, new DocumentBuilder()
    .setTitle('Studio Portal API')
    .setDescription('REST API of Studio Portal. Errors: {statusCode, code, message}. Dates yyyymmdd; instants ISO 8601 UTC.')
    .setVersion('1.0')
    .addCookieAuth('jwt')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-API-Key' }, 'api-key')
    .build());
  describeResponses(document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  if (options.web ?? config.serveWeb) await mountWeb(app, config);
  await app.init();
  apiRoutes.take(http);
  return app;
}
