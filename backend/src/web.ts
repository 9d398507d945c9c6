import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'crypto';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { AddressInfo } from 'net';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { LANG_COOKIE, pageLang } from './common/lang';
import { isBuiltAsset } from './common/security-headers';
import { sequence, type Middleware } from './common/middleware-chain';
import { toMe } from './common/auth-user';
import { precompressedStatic } from './web-static';
import type { AppConfig } from './config';
import { readCookie, SESSION_COOKIE, SessionService } from './modules/auth/session.service';

// tsc turns import() into require() under CommonJS, which cannot load the ESM Remix build or Vite.
const dynamicImport = new Function('specifier', 'return import(specifier)') as <T = unknown>(specifier: string) => Promise<T>;

const ROOT = path.resolve(__dirname, '..', '..', '..');
const isBackendPath = (p: string) => p === '/api' || p.startsWith('/api/') || p.startsWith('/socket.io');

/** Per-request CSP nonce for the inline scripts Remix writes (pages only: the API serves no script). */
export function cspNonce(req: Request, res: Response, next: NextFunction): void {
  if (!isBackendPath(req.path) && !isBuiltAsset(req.path)) res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

// As long as the client's own cookie (frontend/app/lib/language.ts).
const LANG_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Hands every request outside /api and /socket.io to Remix: Vite middleware in development,
 * the built app in production. Registered before Nest's router, so it must pass /api on.
 */
export async function mountWeb(app: INestApplication, config: AppConfig): Promise<void> {
  const server = app.getHttpAdapter().getInstance() as express.Express;
  const sessions = app.get(SessionService);
  const { createRequestHandler } = await dynamicImport<typeof import('@remix-run/express')>('@remix-run/express');

  let build: unknown;
  /** Run before Remix for every request outside /api and /socket.io (production: the built files). */
  const staticFiles: Middleware[] = [];
  if (config.devWeb) {
    const vite = await dynamicImport<typeof import('vite')>('vite');
    const dev = await vite.createServer({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.mts'),
      server: { middlewareMode: true, hmr: { host: '127.0.0.1', port: 24678 } },
      appType: 'custom',
    });
    server.use((req, res, next) => (isBackendPath(req.path) ? next() : dev.middlewares(req, res, next)));
    build = () => dev.ssrLoadModule('virtual:remix/server-build');
  } else {
    const client = path.join(ROOT, 'build', 'client');
    // Both answer the .br/.gz written at build to a client that takes them (docs/decisions/044).
    const assets = precompressedStatic(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false });
    const files = precompressedStatic(client, { maxAge: '1h', index: false });
    // The service worker is looked at again on every visit, so a new one takes over at once (decision 051).
    const worker = precompressedStatic(client, { maxAge: 0, index: false });
    server.use('/assets', assets);
    // API and socket requests never look for a file on disk.
    staticFiles.push((req, res, next) => (req.path === '/sw.js' ? worker(req, res, next) : next()), files);
    build = await dynamicImport(pathToFileURL(path.join(ROOT, 'build', 'server', 'index.mjs')).href);
  }

  const handler = createRequestHandler({
    build: build as Parameters<typeof createRequestHandler>[0]['build'],
    mode: config.devWeb ? 'development' : 'production',
    getLoadContext: async (req, res) => {
      const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
      const session = cookie ? await sessions.byToken(cookie, 'cookie') : null;
      const { lang, alignCookie } = pageLang({
        stored: session?.language,
        cookie: readCookie(req.headers.cookie, LANG_COOKIE),
        acceptLanguage: req.headers['accept-language'],
      });
      // Not httpOnly: the language switch and root.tsx read and write it too.
      if (alignCookie) {
        res.cookie(LANG_COOKIE, lang, { path: '/', maxAge: LANG_COOKIE_MAX_AGE_MS, sameSite: 'lax', secure: config.cookieSecure || req.secure });
      }
      const port = (app.getHttpServer().address() as AddressInfo).port;
      return {
        cspNonce: res.locals.cspNonce as string,
        lang,
        handsontableLicenseKey: config.handsontableLicenseKey,
        user: session ? toMe(session) : null,
        api: async (method: string, apiPath: string, body?: unknown) => {
          const response = await fetch(`http://127.0.0.1:${port}${apiPath}`, {
            method,
            headers: {
              ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
              'accept-language': lang,
              // Loopback: compressing here only to decompress in fetch would spend CPU twice for nothing.
              'accept-encoding': 'identity',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await response.text();
          return { status: response.status, data: text ? JSON.parse(text) : null };
        },
      };
    },
  });
  // One Express layer that an API or socket request passes at once (decision 053).
  const web = sequence(...staticFiles, (req, res, next) => {
    // Pages (and their loader data) are rendered for the one who asks: a signed-in user's income,
    // contracts or bonus must not stay in any cache, shared or the browser's own, as the API's do not.
    // Static files were answered above with their own (long) policy.
    res.setHeader('Cache-Control', 'no-store');
    return handler(req, res, next);
  });
  server.use((req, res, next) => (isBackendPath(req.path) ? next() : web(req, res, next)));
}
