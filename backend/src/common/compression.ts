import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Set on res.locals by the static file server: those files were compressed at build, or are not worth it. */
export const SERVED_FROM_DISK = 'servedFromDisk';

/**
 * Pages (Remix streams them and flushes each chunk, which compression passes on) and API answers
 * above 1 KB, compressed on the fly: br when taken, else gzip. Never: files from disk, partial
 * content, server-sent events (they must reach the client as written), nor types compressed
 * already (xlsx, zip, images: compressible's list). socket.io is answered by engine.io before
 * Express sees the request. docs/decisions/044.
 */
export function httpCompression() {
  const compress = compression({
    threshold: 1024,
    filter: (req, res) => {
      if ((res as Response).locals?.[SERVED_FROM_DISK]) return false;
      if (res.statusCode === 206 || res.getHeader('Content-Range')) return false;
      if (/^text\/event-stream/i.test(String(res.getHeader('Content-Type') ?? ''))) return false;
      return compression.filter(req, res);
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    // Nothing to negotiate (load tools, server-to-server calls): identity, without wrapping the response.
    if (!req.headers['accept-encoding'] || req.path.startsWith('/socket.io')) return next();
    compress(req, res, next);
  };
}
