import { Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import type { IncomingHttpHeaders } from 'http';
import type { AuthUser } from '../../common/auth-user';
import { AuthRepository } from './auth.repository';
import { TokenService } from './token.service';

export const SESSION_COOKIE = 'jwt';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const cookiePatterns = new Map<string, RegExp>();

/** Reads one cookie without parsing the whole header (this runs on every request). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let pattern = cookiePatterns.get(name);
  if (!pattern) cookiePatterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`)));
  const match = pattern.exec(header);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** Resolves the caller from a bearer token, an API key or the `jwt` cookie, in one query. */
@Injectable()
export class SessionService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
  ) {}

  async authenticate(headers: IncomingHttpHeaders): Promise<AuthUser | null> {
    const apiKey = headers['x-api-key'];
    if (typeof apiKey === 'string' && apiKey) return this.byApiKey(apiKey);
    const authorization = headers.authorization;
    if (authorization?.startsWith('Bearer ')) return this.byToken(authorization.slice(7).trim(), 'bearer');
    const cookie = readCookie(headers.cookie, SESSION_COOKIE);
    return cookie ? this.byToken(cookie, 'cookie') : null;
  }

  async byToken(token: string, via: 'cookie' | 'bearer'): Promise<AuthUser | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    // Tokens issued before the last password change, and revoked ones, are refused.
    const row = await this.repo.userByToken(claims.sub, claims.jti, claims.iatMs);
    if (!row) return null;
    // The row is this call's own object: completed in place rather than copied.
    const user = row as AuthUser;
    user.via = via;
    user.jti = claims.jti;
    user.tokenExpiresAt = claims.exp * 1000;
    return user;
  }

  async byApiKey(key: string): Promise<AuthUser | null> {
    const row = await this.repo.userByApiKeyHash(hashApiKey(key));
    if (!row) return null;
    const user = row as AuthUser;
    user.via = 'api-key';
    return user;
  }
}
