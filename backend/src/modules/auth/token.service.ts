import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { createSecretKey, randomBytes, randomUUID, type KeyObject } from 'crypto';
import * as jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../../config';
import { AuthRepository } from './auth.repository';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  /** Issue time in ms: a password change must refuse tokens issued earlier in the same second. */
  iatMs: number;
  exp: number;
}

const ALGORITHM = 'HS256';
/** Verified tokens kept (decision 053 addendum): a session's calls present the same string each time. */
const VERIFIED_MAX = 1024;
const SSO_STATE_AUDIENCE = 'sso-state';

/** Signs and verifies session tokens. The key is shared through the database unless JWT_SECRET is set. */
@Injectable()
export class TokenService implements OnModuleInit {
  /** A KeyObject made once: given a string, jsonwebtoken builds one (and tries a public key first) per call. */
  private secret!: KeyObject;
  /**
   * The claims of tokens whose signature was checked, by the token's exact text, until they expire.
   * Only the signature check is skipped: revocation, the password-change cut-off and a disabled
   * account are read from the database on every call (SessionService.byToken). A string that fails
   * the check is never kept, so only tokens signed with our key take room; the oldest leaves first.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: AuthRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.jwtSecret) {
      this.secret = createSecretKey(Buffer.from(this.config.jwtSecret));
      return;
    }
    const stored = await this.repo.secret('jwt', randomBytes(48).toString('base64url'));
    this.secret = createSecretKey(Buffer.from(stored));
  }

  issue(employeeId: string): { token: string; jti: string; expiresAt: Date } {
    const jti = randomUUID();
    const iatMs = Date.now();
    const now = Math.floor(iatMs / 1000);
    const exp = now + this.config.jwtTtlSeconds;
    const token = jwt.sign({ sub: employeeId, jti, iat: now, iatMs, exp }, this.secret, { algorithm: ALGORITHM });
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /** A sign-on's state for its cookie: signed with the session key, for another audience, 10 minutes. */
  sealState(state: object): string {
    return jwt.sign({ state }, this.secret, { algorithm: ALGORITHM, audience: SSO_STATE_AUDIENCE, expiresIn: 600 });
  }

  openState(value: string): Record<string, unknown> | null {
    try {
      const claims = jwt.verify(value, this.secret, { algorithms: [ALGORITHM], audience: SSO_STATE_AUDIENCE }) as { state?: unknown };
      return claims.state && typeof claims.state === 'object' ? (claims.state as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** Null for anything but an unexpired HS256 token signed with our key. */
  verify(token: string): TokenClaims | null {
    const kept = this.verified.get(token);
    if (kept) {
      // jsonwebtoken's test: expired from the second of `exp` on.
      if (Math.floor(Date.now() / 1000) < kept.exp) return kept;
      this.verified.delete(token);
      return null;
    }
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] }) as TokenClaims;
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || 'aud' in claims || typeof claims.iatMs !== 'number') return null;
    // Every session token has an expiry (issue); one without is checked each time rather than kept forever.
    if (typeof claims.exp !== 'number') return claims;
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }
}
