import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

const BY_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** negotiator 1.x's `preferred` tie-break (its @types still describe 0.6). */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * The coding to send, among those available, for an Accept-Encoding header: the highest weight,
 * br before gzip at equal weight (smaller for the same text), else none (identity). Browsers list
 * gzip first with the same weight as br, so the header's order must not decide: negotiator's
 * `preferred` breaks the tie.
 */
export function preferredEncoding(header: string | undefined, available: readonly ContentCoding[] = BY_PREFERENCE): ContentCoding | undefined {
  if (!header) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  return negotiator.encoding(available, { preferred: BY_PREFERENCE }) as ContentCoding | undefined;
}
