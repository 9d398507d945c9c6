import { promises as fs } from 'fs';

/** Raster image types recognised by their first bytes; only these are ever served inline. */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const INLINE_IMAGE_TYPES: readonly string[] = SIGNATURES.map((s) => s.type);

export async function sniffImageType(filePath: string): Promise<string | undefined> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    return SIGNATURES.find((s) => s.test(bytes))?.type;
  } finally {
    await handle.close();
  }
}

/**
 * The type a file is served with: the sniffed image type, else the declared type when it is a
 * well-formed non-image type, else application/octet-stream. A declared image type whose bytes
 * are not an image is not trusted.
 */
export function servedContentType(sniffed: string | undefined, declared: string | undefined): string {
  if (sniffed) return sniffed;
  const type = (declared ?? '').trim().toLowerCase();
  if (/^[a-z]+\/[a-z0-9.+-]+$/.test(type) && !type.startsWith('image/')) return type;
  return 'application/octet-stream';
}

/** A file name safe to store and echo: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return name || 'file';
}

/** `inline` or `attachment` with the name in ASCII and in UTF-8 (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
