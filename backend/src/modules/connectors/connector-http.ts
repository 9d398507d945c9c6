import type { ConnectorsConfig } from '../../config';

/** A service call that failed for good: the message names the service and status, never a credential. */
export class SyncError extends Error {}

export interface HttpPolicy {
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  maxRetryWaitMs: number;
}

export const policyOf = (c: ConnectorsConfig): HttpPolicy => ({
  timeoutMs: c.timeoutMs, maxRetries: c.maxRetries, retryBaseMs: c.retryBaseMs, maxRetryWaitMs: c.maxRetryWaitMs,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * fetch with a timeout per attempt, retrying 429, 5xx and network failures with exponential
 * backoff (base x 2^attempt) or the server's Retry-After, each wait capped, at most maxRetries times.
 * Other answers are returned as they are for the client to read.
 */
export async function fetchWithRetry(service: string, url: string, init: RequestInit, policy: HttpPolicy): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let res: Response | null = null;
    let failure = '';
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
    } catch (error) {
      failure = (error as Error).name === 'TimeoutError' ? `no answer within ${policy.timeoutMs} ms` : 'could not be reached';
    }
    const retryable = !res || res.status === 429 || res.status >= 500;
    if (!retryable) return res!;
    if (attempt >= policy.maxRetries) {
      throw new SyncError(`${service}: ${res ? `HTTP ${res.status}` : failure} after ${attempt + 1} attempts`);
    }
    const hinted = res ? retryAfterMs(res.headers.get('retry-after')) : null;
    await res?.body?.cancel().catch(() => undefined);
    await sleep(Math.min(policy.maxRetryWaitMs, hinted ?? policy.retryBaseMs * 2 ** attempt));
  }
}

/** The body as JSON, or a SyncError naming the service when the status is not 2xx or the body is not JSON. */
export async function jsonOf<T>(service: string, res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new SyncError(`${service}: HTTP ${res.status} ${brief(text)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SyncError(`${service}: the answer is not JSON`);
  }
}

/** A short, single-line excerpt of an error body. */
export function brief(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Minimal RFC 4180 CSV reader (quoted fields, doubled quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}
