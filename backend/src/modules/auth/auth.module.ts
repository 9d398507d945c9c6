import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
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
import { TokenService } from './token.service';

@Module({
  imports: [PermissionsModule],
  controllers: [AuthController, ProfileKeysController],
  providers: [
    AuthRepository, TokenService, SessionService, PasswordService, LoginRateLimiter, AuthService, ProfileKeysService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, SessionService, PasswordService, PermissionsModule],
})
export class AuthModule {}
