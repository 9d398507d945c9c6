/** The caller as resolved by the guard, with the fields GET /api/auth/me answers. */
export interface AuthUser {
  id: string;
  firstName: string;
  lastName: string;
  icon: string | null;
  role: number;
  roleLevel: number;
  dob: number | null;
  permanentAddress: string | null;
  joinDate: number | null;
  isActive: boolean;
  permittedDayLeft: number;
  /** How the request authenticated: cookie (CSRF-checked), bearer token or API key. */
  via: 'cookie' | 'bearer' | 'api-key';
  /** The session token id (for logout); absent for API keys. */
  jti?: string;
  tokenExpiresAt?: number;
  aclVersion: number;
}

/** The public view of the caller (GET /api/auth/me and the Remix load context). */
export function toMe({ via: _via, jti: _jti, tokenExpiresAt: _exp, aclVersion: _acl, ...me }: AuthUser) {
  return me;
}
