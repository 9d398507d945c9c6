import { promisify } from 'node:util';
import { availableParallelism } from 'node:os';
import { constants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

/** A kept answer, as JSON bytes and gzip-compressed once (megabytes of JSON are about a tenth of that). */
export interface KeptJson {
  raw: Buffer;
  gzip: Buffer;
}

/** Above this, an answer is compressed in parts at once. */
const PART_BYTES = 1 << 20;

/**
 * The answer's bytes and their gzip, compressed off the event loop (zlib's thread pool), once per kept
 * answer. Megabytes are cut into a part per core, compressed at once and laid as one gzip: the yearly
 * report's 6 MB took most of its first call on one thread.
 */
export async function keepJson(json: string | Buffer): Promise<KeptJson> {
  const raw = typeof json === 'string' ? Buffer.from(json) : json;
  if (raw.length <= PART_BYTES) return { raw, gzip: await gzipAsync(raw, { level: 6 }) };
  const count = Math.min(availableParallelism(), Math.ceil(raw.length / PART_BYTES));
  const size = Math.ceil(raw.length / count);
  const parts = Array.from({ length: count }, (_, k) => raw.subarray(k * size, (k + 1) * size));
  const deflated = await Promise.all(parts.map((part) => deflateRawAsync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })));
  return { raw, gzip: layGzip(raw, deflated) };
}

/** Writes a kept answer as it is: gzip when the client takes it (every browser does), never hashed or compressed again. */
export function sendKept(req: Request, res: Response, kept: KeptJson): void {
  const zipped = req.acceptsEncodings('gzip') === 'gzip';
  const body = zipped ? kept.gzip : kept.raw;
  res.status(200).set({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length), vary: 'Accept-Encoding', 'cache-control': 'no-store' });
  if (zipped) res.set('content-encoding', 'gzip');
  res.end(body);
}

/** gzip header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block (fixed Huffman, end of block): closes a stream of flushed pieces. */
const DEFLATE_END = Buffer.from([3, 0]);

/**
 * A part of a kept answer that can be replaced alone: its bytes and their raw deflate, flushed to a
 * byte boundary (Z_SYNC_FLUSH) and not final, so that pieces laid side by side are one deflate stream.
 */
export interface JsonPiece {
  raw: Buffer;
  deflated: Buffer;
}

/** Pieces are small (one employee's part): level 3 is within a tenth of 6's size at a third of its time. */
const PIECE_LEVEL = 3;
/** Longest run of compression on the event loop before other calls get a turn. */
const SLICE_MS = 10;

/**
 * The texts as pieces, compressed on the event loop in slices of SLICE_MS: a few kilobytes cost more to
 * hand to zlib's thread pool than to compress (2,000 pieces took 3 s that way, 0.4 s here).
 */
export async function jsonPieces(texts: readonly string[]): Promise<JsonPiece[]> {
  const pieces: JsonPiece[] = [];
  let since = performance.now();
  for (const text of texts) {
    if (performance.now() - since > SLICE_MS) {
      await new Promise(setImmediate);
      since = performance.now();
    }
    const raw = Buffer.from(text);
    pieces.push({ raw, deflated: deflateRawSync(raw, { level: PIECE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }) });
  }
  return pieces;
}

/**
 * The answer made of its pieces in order, its gzip laid from their deflates: replacing one piece of a
 * megabytes answer compresses that piece alone (a tenth of a second less per rebuild of 5 MB). Each
 * piece starts with an empty window, so the gzip is somewhat larger than one compressed at once.
 */
export function keepPieces(pieces: readonly JsonPiece[]): KeptJson {
  const raw = Buffer.concat(pieces.map((p) => p.raw));
  return { raw, gzip: layGzip(raw, pieces.map((p) => p.deflated)) };
}

/** One gzip member of `raw` from the flushed deflates of its consecutive parts (RFC 1952: header, blocks, CRC-32, size). */
function layGzip(raw: Buffer, deflated: readonly Buffer[]): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(raw), 0);
  trailer.writeUInt32LE(raw.length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...deflated, DEFLATE_END, trailer]);
}
