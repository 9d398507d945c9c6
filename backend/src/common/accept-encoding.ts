export type ContentCoding = 'br' | 'gzip';

const BY_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send, among those available, for an Accept-Encoding header: the highest weight,
 * br before gzip at equal weight (smaller for the same text), else none (identity). Browsers list
 * gzip first with the same weight as br, so the header's order must not decide, as in Negotiator.
 */
export function preferredEncoding(header: string | undefined, available: readonly ContentCoding[] = BY_PREFERENCE): ContentCoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of BY_PREFERENCE) {
    const weight = q.get(coding) ?? q.get('*') ?? 0;
    if (available.includes(coding) && weight > bestQ) [best, bestQ] = [coding, weight];
  }
  return best;
}
