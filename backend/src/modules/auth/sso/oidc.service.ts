import { Inject, Injectable, Logger } from '@nestjs/common';
import { custom, Issuer, Strategy, type Client, type TokenSet, type UserinfoResponse } from 'openid-client';
import { PassportStrategy } from '@nestjs/passport';
import { DomainError } from '../../../common/domain-error';
import { APP_CONFIG, type AppConfig, type OidcConfig } from '../../../config';
import { AuthRepository } from '../auth.repository';
import { TokenService } from '../token.service';

export const OIDC_STRATEGY = 'oidc';

/** What the provider vouches for, as the strategy hands it to the guard. */
export interface SsoIdentity {
  subject: string;
  /** Only when the provider marks it verified. */
  email: string | null;
}

/** Arity 3 tells openid-client to fetch userinfo and pass it beside the token set. */
class OidcStrategy extends PassportStrategy(Strategy<SsoIdentity>, OIDC_STRATEGY, 3) {
  validate(tokenset: TokenSet, userinfo: UserinfoResponse): SsoIdentity {
    const claims = { ...tokenset.claims(), ...userinfo };
    return {
      subject: String(claims.sub),
      email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null,
    };
  }
}

/**
 * OpenID Connect through passport and openid-client (docs/decisions/022). The provider is
 * discovered at the first sign-on, not at boot, so a provider that is down never stops the app;
 * discovery is retried on the next sign-on after a failure.
 */
@Injectable()
export class OidcService {
  private readonly log = new Logger('OIDC');
  private ready: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
  ) {}

  get enabled(): boolean {
    return !!this.config.oidc;
  }

  /** Registers the passport strategy once the provider has been discovered. */
  ensureStrategy(origin: string): Promise<void> {
    const oidc = this.config.oidc;
    if (!oidc) return Promise.reject(new DomainError('auth.sso.disabled', 404));
    this.ready ??= this.register(oidc, origin).catch((err: unknown) => {
      this.ready = null;
      this.log.warn(`discovery of ${oidc.issuer} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new DomainError('auth.sso.unavailable', 503);
    });
    return this.ready;
  }

  private async register(oidc: OidcConfig, origin: string): Promise<void> {
    // Every call to the provider is bounded: a provider that hangs answers 'unavailable'.
    custom.setHttpOptionsDefaults({ timeout: oidc.timeoutMs });
    const issuer = await Issuer.discover(oidc.issuer);
    const client: Client = new issuer.Client({
      client_id: oidc.clientId,
      client_secret: oidc.clientSecret,
      redirect_uris: [oidc.redirectUri ?? `${origin}/api/auth/sso/callback`],
      response_types: ['code'],
    });
    // Constructing it registers it with passport under OIDC_STRATEGY.
    new OidcStrategy({ client, params: { scope: oidc.scope }, usePKCE: 'S256', sessionKey: 'oidc' });
  }

  /**
   * The employee an identity names, or why none: an account is never created by a sign-on. The ways
   * of OIDC_MATCH are tried in order (default: verified e-mail, then subject as an employee id); the
   * first that names exactly one employee decides, even when that employee is deactivated.
   */
  async employeeFor(identity: SsoIdentity): Promise<string> {
    const ways = this.config.oidc?.match ?? [];
    const rows = await this.repo.ssoCandidates(
      ways.includes('subject') ? identity.subject : null,
      ways.includes('email') ? identity.email : null,
    );
    let match: (typeof rows)[number] | undefined;
    for (const way of ways) {
      // Two employees sharing the e-mail name nobody by it.
      const named = rows.filter((r) => (way === 'email' ? r.byEmail : r.bySubject));
      if (named.length === 1) {
        match = named[0];
        break;
      }
    }
    if (!match) throw new DomainError('auth.sso.unknown', 403);
    if (!match.isActive) throw new DomainError('auth.sso.inactive', 403);
    return match.id;
  }

  /** The short-lived state of one sign-on (state, nonce, PKCE verifier), signed, kept in a cookie. */
  sealState(state: object): string {
    return this.tokens.sealState(state);
  }

  openState(value: string | undefined): Record<string, unknown> {
    return (value && this.tokens.openState(value)) || {};
  }
}
