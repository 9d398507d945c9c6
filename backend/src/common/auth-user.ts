import type { Me } from '@studio/domain';

/** The caller as resolved by the guard: the /me fields and how it authenticated. */
export interface AuthUser extends Me {
  /** How the request authenticated: cookie (CSRF-checked), bearer token or API key. */
  via: 'cookie' | 'bearer' | 'api-key';
  /** The session token id (for logout); absent for API keys. */
  jti?: string;
  tokenExpiresAt?: number;
  aclVersion: number;
  /** The interface language the user chose (the page render follows it); not part of /me. */
  language: 'vi' | 'en' | null;
}

/** The public view of the caller (GET /api/auth/me and the Remix load context). */
export function toMe({ via: _via, jti: _jti, tokenExpiresAt: _exp, aclVersion: _acl, language: _lang, ...me }: AuthUser) {
  return me;
}
