import type { IncomingHttpHeaders } from 'http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a browser always sends Origin (or at least Referer) on a cross-site write, and the cookie
 * is its only ambient credential. A write with a foreign origin and no explicit credential is refused.
 */
export function isForeignWrite(method: string, headers: IncomingHttpHeaders, trusted: string[]): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (headers.authorization || headers['x-api-key']) return false;
  const origin = (headers.origin as string | undefined) ?? refererOrigin(headers.referer);
  if (!origin || origin === 'null') return origin === 'null';
  const host = (headers['x-forwarded-host'] as string | undefined) ?? headers.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== host && !trusted.includes(origin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
