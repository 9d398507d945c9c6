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
export function toMe(user: AuthUser): Me {
  // Named one by one (a rest copy walks every key of the user on each /me); the order is the JSON's.
  return {
    id: user.id, firstName: user.firstName, lastName: user.lastName, icon: user.icon, role: user.role, roleLevel: user.roleLevel,
    dob: user.dob, permanentAddress: user.permanentAddress, joinDate: user.joinDate, isActive: user.isActive,
    permittedDayLeft: user.permittedDayLeft,
  };
}
