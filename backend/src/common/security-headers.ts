import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** The hashed files of the build (scripts, styles): never a document, so no page policy and no nonce. */
export const isBuiltAsset = (path: string) => path.startsWith('/assets/');

/**
 * The headers a helmet policy writes, computed once: for a policy without per-request parts
 * (no nonce), setting them directly costs a fraction of running helmet's chain on every request.
 */
function precomputed(policy: ReturnType<typeof helmet>): Middleware {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
    locals: {},
  };
  policy({} as never, recorder as never, () => undefined);
  return fixedHeaders(headers);
}

function fixedHeaders(headers: readonly [string, string][]): Middleware {
  return (_req, res, next) => {
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    next();
  };
}

const referrerPolicy = { policy: 'same-origin' as const };

/** helmet headers with a CSP per kind of answer: pages (script nonce), the JSON API, the API docs. */
export function securityHeaders(): Middleware {
  const pages = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce ?? 'none'}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers never run anything: the strictest policy.
  const api = precomputed(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    referrerPolicy,
  }));
  // Swagger UI ships inline styles and scripts of its own.
  const docs = precomputed(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"], scriptSrc: ["'self'", "'unsafe-inline'"], styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'], frameAncestors: ["'none'"], objectSrc: ["'none'"],
      },
    },
    referrerPolicy,
  }));
  // A script or stylesheet of the build is never a document: the page policies (CSP, frame and
  // HSTS headers, about 700 bytes) do nothing on it, and a first visit fetches about a hundred of them.
  const asset = fixedHeaders([['X-Content-Type-Options', 'nosniff'], ['Cross-Origin-Resource-Policy', 'same-origin']]);
  return (req, res, next) => {
    const path = req.path;
    if (isBuiltAsset(path)) return asset(req, res, next);
    if (path.startsWith('/api/docs')) return docs(req, res, next);
    if (path === '/api' || path.startsWith('/api/')) {
      // API answers are personal (and login's holds a token): no cache, shared or private, keeps
      // one. A handler may set its own policy (files: private and immutable under a random id).
      res.setHeader('Cache-Control', 'no-store');
      return api(req, res, next);
    }
    return pages(req, res, next);
  };
}
