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
 * Megabytes of repetitive JSON at level 3 (deflate's fast matcher) take under half the time of level 6
 * for about a fifth more bytes (the yearly report's 6 MB: about 240 KB instead of 200 KB): the first
 * call of a year waits for it (decision 052).
 */
const PART_LEVEL = 3;

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
  const deflated = await Promise.all(parts.map((part) => deflateRawAsync(part, { level: PART_LEVEL, finishFlush: constants.Z_SYNC_FLUSH })));
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

/** One part of an answer made in parts: its bytes, and their deflate flushed to a byte boundary. */
export interface AnswerPart {
  raw: Buffer;
  deflated: Promise<Buffer>;
}

/**
 * A kept answer made in ordered parts (a megabytes report read and written range by range). Each part
 * is deflated as it comes (zlib's thread pool, flushed to a byte boundary, so the deflates laid side by
 * side are one stream), and callers while it is made are sent the parts as they come (sendAnswer): the
 * first bytes leave, and the client inflates them, while the rest is still read. `kept` is the whole
 * once the last part is in.
 */
export class PartsAnswer {
  kept: KeptJson | undefined;
  readonly whole: Promise<KeptJson>;
  private readonly parts: AnswerPart[] = [];
  private ended = false;
  private failure: { error: unknown } | undefined;
  private waiting: (() => void)[] = [];

  constructor(source: AsyncIterable<Buffer>) {
    this.whole = this.take(source);
    this.whole.catch(() => undefined);
  }

  private async take(source: AsyncIterable<Buffer>): Promise<KeptJson> {
    try {
      for await (const raw of source) {
        const deflated = deflateRawAsync(raw, { level: PART_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
        deflated.catch(() => undefined);
        this.parts.push({ raw, deflated });
        this.wake();
      }
      const raw = Buffer.concat(this.parts.map((p) => p.raw));
      this.kept = { raw, gzip: layGzip(raw, await Promise.all(this.parts.map((p) => p.deflated))) };
      return this.kept;
    } catch (error) {
      this.failure = { error };
      throw error;
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** The parts in order, those made already first; throws when making the answer failed. */
  async *each(): AsyncGenerator<AnswerPart> {
    for (let k = 0; ; k++) {
      while (k >= this.parts.length && !this.ended) await new Promise<void>((resolve) => this.waiting.push(resolve));
      if (this.failure) throw this.failure.error;
      if (k >= this.parts.length) return;
      yield this.parts[k];
    }
  }
}

/**
 * Sends an answer made in parts: as it is kept once whole (sendKept), else each part as it comes, gzip
 * when the client takes it (the member's header, the parts' deflates, the end block and trailer). A
 * failure before the first part is thrown (the error answer); after it, the connection is cut, as the
 * status is sent.
 */
export async function sendAnswer(req: Request, res: Response, answer: PartsAnswer): Promise<void> {
  if (answer.kept) return sendKept(req, res, answer.kept);
  const zipped = req.acceptsEncodings('gzip') === 'gzip';
  let crc = 0;
  let size = 0;
  let started = false;
  const start = () => {
    started = true;
    res.status(200).set({ 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding', 'cache-control': 'no-store' });
    if (zipped) {
      res.set('content-encoding', 'gzip');
      res.write(GZIP_HEADER);
    }
  };
  try {
    for await (const part of answer.each()) {
      const body = zipped ? await part.deflated : part.raw;
      if (!started) start();
      crc = crc32(part.raw, crc);
      size += part.raw.length;
      res.write(body);
    }
  } catch (error) {
    if (!started) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  if (!started) start();
  if (zipped) res.write(Buffer.concat([DEFLATE_END, gzipTrailer(crc, size)]));
  res.end();
}

/** gzip header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block (fixed Huffman, end of block): closes a stream of flushed pieces. */
const DEFLATE_END = Buffer.from([3, 0]);

/** A part's deflate, made with the bytes just before it in the answer as preset dictionary. */
export interface ChainLink {
  before: Buffer;
  deflated: Buffer;
}

/** The dictionary of the first part. */
const NOTHING = Buffer.alloc(0);
/** Small parts compress at 6 in about 0.1 ms: no slower than handing them to zlib's thread pool. */
const LINK_LEVEL = 6;
/** Longest run of compression on the event loop before other calls get a turn. */
const SLICE_MS = 10;

/**
 * The answer made of `parts` in order, its gzip laid from a deflate per part: replacing one part of a
 * megabytes answer compresses that part and the one after it, not the whole (a tenth of a second or
 * more per rebuild of 5 MB). Each part is raw-deflated flushed to a byte boundary (Z_SYNC_FLUSH, not
 * final) with the part before it as preset dictionary: its back-references then point at the bytes just
 * before it in the stream, so the deflates laid side by side are one valid stream, and compress almost
 * as well as the whole at once (a part alone starts with an empty window: twice the size).
 * Parts are distinct Buffers. `links` are the previous answer's, by part (the same Buffer): a part whose predecessor is the same
 * Buffer as when it was compressed is not compressed again. Compression runs on the event loop in slices
 * of SLICE_MS: 2,000 deflates of a few kilobytes handed to zlib's thread pool took 3 s.
 */
export async function keepChain(
  parts: readonly Buffer[], links: ReadonlyMap<Buffer, ChainLink>,
): Promise<{ kept: KeptJson; links: Map<Buffer, ChainLink> }> {
  const next = new Map<Buffer, ChainLink>();
  let since = performance.now();
  for (let k = 0; k < parts.length; k++) {
    const before = k ? parts[k - 1] : NOTHING;
    const known = links.get(parts[k]);
    if (known && known.before === before) {
      next.set(parts[k], known);
      continue;
    }
    if (performance.now() - since > SLICE_MS) {
      await new Promise(setImmediate);
      since = performance.now();
    }
    const deflated = deflateRawSync(parts[k], { level: LINK_LEVEL, finishFlush: constants.Z_SYNC_FLUSH, ...(before.length ? { dictionary: before } : {}) });
    next.set(parts[k], { before, deflated });
  }
  const raw = Buffer.concat(parts);
  return { kept: { raw, gzip: layGzip(raw, parts.map((part) => next.get(part)!.deflated)) }, links: next };
}

/** One gzip member of `raw` from the flushed deflates of its consecutive parts (RFC 1952: header, blocks, CRC-32, size). */
function layGzip(raw: Buffer, deflated: readonly Buffer[]): Buffer {
  return Buffer.concat([GZIP_HEADER, ...deflated, DEFLATE_END, gzipTrailer(crc32(raw), raw.length)]);
}

/** A gzip member's trailer: CRC-32 and size of the uncompressed bytes (RFC 1952). */
function gzipTrailer(crc: number, size: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return trailer;
}
