import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, Public, SessionOnly } from '../../common/decorators';
import { LANG_COOKIE } from '../../common/lang';
import { APP_CONFIG, type AppConfig } from '../../config';
import { AuthService } from './auth.service';
import { ChangePasswordDto, LanguageDto, LoginDto, LoginResultDto } from './dto/auth.dto';
import { PermissionsQueryDto, ProjectPermissionsQueryDto } from './dto/permissions-query.dto';
import { setSessionCookie } from './session-cookie';
import { readCookie, SESSION_COOKIE } from './session.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResultDto })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.auth.login(body.username, body.password, req.ip ?? '');
    await this.auth.adoptBrowserLanguage(result.employeeId, readCookie(req.headers.cookie, LANG_COOKIE));
    setSessionCookie(req, res, this.config, result.token, result.expiresAt);
    return { token: result.token, expiredAt: result.expiredAt };
  }

  @Authenticated()
  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response) {
    await this.auth.logout(user);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Authenticated()
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }

  /** The language the user chose in the interface: later page renders, in any browser, follow it. */
  @Authenticated()
  @Put('language')
  @HttpCode(204)
  async setLanguage(@CurrentUser() user: AuthUser, @Body() body: LanguageDto) {
    await this.auth.setLanguage(user, body.language);
  }

  @Authenticated()
  @Get('permissions')
  async permissions(@CurrentUser() user: AuthUser, @Query() q: PermissionsQueryDto) {
    return { permissions: await this.auth.permissionsFor(user, q.project ?? 0) };
  }

  /**
   * The caller's permissions on several projects in one call (docs/decisions/002): screens listing tasks
   * of many projects (task dashboard, timelines, command palette) would otherwise ask once per project.
   */
  @Authenticated()
  @Get('permissions/projects')
  async projectPermissions(@CurrentUser() user: AuthUser, @Query() q: ProjectPermissionsQueryDto) {
    return { projects: await this.auth.permissionsForProjects(user, q.ids) };
  }

  @Authenticated()
  @SessionOnly()
  @Post('change-password')
  @HttpCode(204)
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto, @Res({ passthrough: true }) res: Response) {
    await this.auth.changePassword(user, body.oldPassword, body.newPassword);
    if (user.via === 'cookie') res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
