import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { HrDataModule } from '../hr/hr-data.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordService } from './password.service';
import { ProfileKeysController } from './profile-keys.controller';
import { ProfileKeysService } from './profile-keys.service';
import { SessionService } from './session.service';
import { OidcGuard } from './sso/oidc.guard';
import { OidcService } from './sso/oidc.service';
import { SsoController } from './sso/sso.controller';
import { TokenService } from './token.service';

@Module({
  imports: [PermissionsModule, HrDataModule],
  controllers: [AuthController, ProfileKeysController, SsoController],
  providers: [
    AuthRepository, TokenService, SessionService, PasswordService, LoginRateLimiter, AuthService, ProfileKeysService, OidcService, OidcGuard,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, SessionService, PasswordService, PermissionsModule],
})
export class AuthModule {}
