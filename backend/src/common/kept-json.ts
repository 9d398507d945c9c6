import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);

/** A kept answer, as JSON bytes and gzip-compressed once (megabytes of JSON are about a tenth of that). */
export interface KeptJson {
  raw: Buffer;
  gzip: Buffer;
}

/** The answer's bytes and their gzip, compressed off the event loop (zlib's thread pool), once per kept answer. */
export async function keepJson(json: string | Buffer): Promise<KeptJson> {
  const raw = typeof json === 'string' ? Buffer.from(json) : json;
  return { raw, gzip: await gzipAsync(raw, { level: 6 }) };
}

/** Writes a kept answer as it is: gzip when the client takes it (every browser does), never hashed or compressed again. */
export function sendKept(req: Request, res: Response, kept: KeptJson): void {
  const zipped = req.acceptsEncodings('gzip') === 'gzip';
  const body = zipped ? kept.gzip : kept.raw;
  res.status(200).set({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length), vary: 'Accept-Encoding', 'cache-control': 'no-store' });
  if (zipped) res.set('content-encoding', 'gzip');
  res.end(body);
}
