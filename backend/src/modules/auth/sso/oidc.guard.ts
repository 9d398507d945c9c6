import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { DomainError } from '../../../common/domain-error';
import { readCookie } from '../session.service';
import { OIDC_STRATEGY, OidcService, type SsoIdentity } from './oidc.service';

export const SSO_STATE_COOKIE = 'sp_sso';

export type SsoRequest = Request & { ssoIdentity?: SsoIdentity | false; ssoError?: string };

/**
 * Runs the openid-client passport strategy on the two sign-on routes. It never throws: a failure
 * is left on the request as an error code, and the controller sends the browser back to the login
 * page with it, instead of showing a JSON error to someone in the middle of a redirect dance.
 */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  constructor(private readonly oidc: OidcService) {
    super();
  }

  getAuthenticateOptions() {
    return { session: false, property: 'ssoIdentity' };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SsoRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    try {
      await this.oidc.ensureStrategy(`${req.protocol}://${req.host}`);
      this.attachState(req, res);
      await super.canActivate(context);
    } catch (err) {
      req.ssoError = err instanceof DomainError ? err.code : 'auth.sso.unavailable';
    }
    return true;
  }

  handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err || !user) throw refusal(err ?? info);
    return user;
  }

  /**
   * openid-client keeps the state, nonce and PKCE verifier of a sign-on in `req.session`; without a
   * server-side session store they travel in a signed, short-lived, httpOnly cookie, written just
   * before the redirect's headers go out.
   */
  private attachState(req: SsoRequest, res: Response): void {
    const before = readCookie(req.headers.cookie, SSO_STATE_COOKIE);
    const session = this.oidc.openState(before);
    const initial = JSON.stringify(session);
    (req as unknown as { session: Record<string, unknown> }).session = session;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent && JSON.stringify(session) !== initial) {
        const empty = Object.keys(session).length === 0;
        res.cookie(SSO_STATE_COOKIE, empty ? '' : this.oidc.sealState(session), {
          httpOnly: true,
          sameSite: 'lax',
          secure: req.secure,
          path: '/api/auth/sso',
          maxAge: empty ? 0 : 600_000,
        });
      }
      return writeHead(...args);
    }) as Response['writeHead'];
  }
}

/** The provider could not be reached (or timed out) versus anything else: a refusal or an answer we cannot trust. */
function refusal(reason: unknown): DomainError {
  const err = reason as { code?: unknown; message?: unknown } | null;
  const unreachable = typeof err?.code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/.test(err.code);
  const timedOut = typeof err?.message === 'string' && /timed out/i.test(err.message);
  return unreachable || timedOut ? new DomainError('auth.sso.unavailable', 503) : new DomainError('auth.sso.refused', 401);
}
