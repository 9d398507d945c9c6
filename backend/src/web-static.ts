import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { readdirSync } from 'fs';
import * as path from 'path';
import { preferredEncoding, type ContentCoding } from './common/accept-encoding';
import { SERVED_FROM_DISK } from './common/compression';

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
const CODING = 'staticCoding';

/** URL path (below dir) of each file with a precompressed variant beside it, and those variants. */
function precompressedFiles(dir: string): Map<string, ContentCoding[]> {
  const found = new Map<string, ContentCoding[]>();
  const walk = (folder: string, url: string) => {
    const names = new Set(readdirSync(folder));
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${url}${entry.name}/`);
      else {
        const codings = (['br', 'gzip'] as const).filter((c) => names.has(entry.name + SUFFIX[c]));
        if (codings.length) found.set(url + entry.name, codings);
      }
    }
  };
  walk(dir, '/');
  return found;
}

/**
 * express.static over a built folder, answering NAME.br or NAME.gz (scripts/precompress.mjs) to a
 * client that takes it: the original's Content-Type, the variant's length, ETag and byte ranges,
 * the folder's Cache-Control, and Vary: Accept-Encoding on every answer of such a file. The build
 * folder does not change while the server runs, so its variants are listed once.
 */
export function precompressedStatic(dir: string, options: Parameters<typeof express.static>[1] = {}) {
  const variants = precompressedFiles(dir);
  const serve = express.static(dir, {
    ...options,
    setHeaders: (res: Response, file: string) => {
      res.locals[SERVED_FROM_DISK] = true;
      const coding = res.locals[CODING] as ContentCoding | undefined;
      if (!coding) return;
      res.setHeader('Content-Encoding', coding);
      res.type(path.extname(file.slice(0, -SUFFIX[coding].length)));
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const available = req.method === 'GET' || req.method === 'HEAD' ? variants.get(safeDecode(req.path)) : undefined;
    if (!available) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const coding = preferredEncoding(req.headers['accept-encoding'], available);
    if (!coding) return serve(req, res, next);
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query === -1 ? url + SUFFIX[coding] : url.slice(0, query) + SUFFIX[coding] + url.slice(query);
    res.locals[CODING] = coding;
    serve(req, res, (error?: unknown) => {
      // The variant vanished (a build replaced under a running server): on to the next handler as asked.
      req.url = url;
      delete res.locals[CODING];
      res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}

function safeDecode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
