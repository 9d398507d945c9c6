import type { IncomingHttpHeaders } from 'http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads: never refused for their origin (nothing changes, and a foreign page cannot read the answer). */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/**
 * The origin a browser claims for a request: its Origin header, else the origin of its Referer.
 * Undefined when it sends neither; 'null' for an opaque origin or a Referer that is no URL.
 */
export function claimedOrigin(headers: IncomingHttpHeaders): string | undefined {
  const origin = headers.origin;
  if (origin) return origin;
  const referer = headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The request as the CSRF check sees it: `self` is its own origin as Express reads it (req.protocol, req.host). */
export interface OriginCheck {
  method: string;
  headers: IncomingHttpHeaders;
  /** `${req.protocol}://${req.host}`: X-Forwarded-Proto/Host count only behind a trusted proxy (TRUST_PROXY). */
  self: string;
  trusted: readonly string[];
}

/**
 * CSRF. A browser attaches the session cookie to any request, even one another site's page makes,
 * and it always names the page's origin (Origin, at least Referer) on a write. So a write
 * authenticated by the cookie (`cookieAuthenticated`) must name the request's own host or a
 * TRUSTED_ORIGINS entry; naming none is refused too. Other writes (a public endpoint such as
 * login) are refused only when they name a foreign origin.
 * Bearer tokens and API keys are never attached by a browser: requests they authenticate do not come here.
 */
export function isForeignWrite(req: OriginCheck, cookieAuthenticated: boolean): boolean {
  if (isSafeMethod(req.method)) return false;
  return isForeignOrigin(req, cookieAuthenticated);
}

/**
 * The origin rule of a write, whatever the method: a cookie-authenticated request (a socket.io
 * handshake too) must name the request's own host or a TRUSTED_ORIGINS entry; any other is refused
 * only when it names a foreign origin.
 */
export function isForeignOrigin(req: Omit<OriginCheck, 'method'>, cookieAuthenticated: boolean): boolean {
  const claimed = claimedOrigin(req.headers);
  if (claimed === undefined) return cookieAuthenticated;
  const origin = originOf(claimed);
  if (!origin) return true;
  if (req.trusted.some((t) => originOf(t) === origin)) return false;
  // The host only: behind a TLS proxy that is not trusted, req.protocol says http for an https page.
  const own = hostOf(req.self);
  return !own || hostOf(origin) !== own;
}

/** Express's 'trust proxy fn': is the hop at `index` (0: the peer) a trusted proxy? */
export type TrustProxyFn = (address: string | undefined, index: number) => boolean;

/**
 * The host of a request Express did not wrap (a socket.io handshake), as Express's req.host reads
 * it: X-Forwarded-Host (its first entry) only when the peer is a trusted proxy, else Host.
 */
export function rawRequestHost(headers: IncomingHttpHeaders, peer: string | undefined, trust: TrustProxyFn): string | undefined {
  const header = headers['x-forwarded-host'];
  const forwarded = Array.isArray(header) ? header[0] : header;
  if (forwarded && trust(peer, 0)) return forwarded.split(',')[0].trim() || undefined;
  return headers.host || undefined;
}
