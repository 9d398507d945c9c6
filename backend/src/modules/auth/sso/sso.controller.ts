import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/decorators';
import { DomainError } from '../../../common/domain-error';
import { LANG_COOKIE } from '../../../common/lang';
import { APP_CONFIG, type AppConfig } from '../../../config';
import { AuthService } from '../auth.service';
import { setSessionCookie } from '../session-cookie';
import { readCookie } from '../session.service';
import { OidcGuard, type SsoRequest } from './oidc.guard';
import { OidcService } from './oidc.service';

const LOGIN_PAGE = '/auth/login';

@ApiTags('auth')
@Controller('auth/sso')
export class SsoController {
  constructor(
    private readonly oidc: OidcService,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The login page shows its sign-on button only when this says so. */
  @Public()
  @Get()
  status() {
    return { enabled: this.oidc.enabled };
  }

  /** Sends the browser to the provider; reached only when that could not be done. */
  @Public()
  @Get('login')
  @UseGuards(OidcGuard)
  login(@Req() req: SsoRequest, @Res() res: Response) {
    res.redirect(302, failed(req.ssoError ?? 'auth.sso.unavailable'));
  }

  /** The provider sends the browser back here with a code; the session is the product's own. */
  @Public()
  @Get('callback')
  @UseGuards(OidcGuard)
  async callback(@Req() req: SsoRequest, @Res() res: Response) {
    if (req.ssoError || !req.ssoIdentity) return res.redirect(302, failed(req.ssoError ?? 'auth.sso.refused'));
    let employeeId: string;
    try {
      employeeId = await this.oidc.employeeFor(req.ssoIdentity);
    } catch (err) {
      if (err instanceof DomainError) return res.redirect(302, failed(err.code));
      throw err;
    }
    await this.auth.adoptBrowserLanguage(employeeId, readCookie(req.headers.cookie, LANG_COOKIE));
    const { token, expiresAt } = this.auth.issueSession(employeeId);
    setSessionCookie(req, res, this.config, token, expiresAt);
    res.redirect(302, '/dashboard');
  }
}

function failed(code: string): string {
  return `${LOGIN_PAGE}?sso=${encodeURIComponent(code)}`;
}
