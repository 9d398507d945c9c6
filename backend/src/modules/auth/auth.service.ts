import { Inject, Injectable } from '@nestjs/common';
import { validateLogin, validateNewPassword } from '@studio/domain';
import { toMe, type AuthUser } from '../../common/auth-user';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { PermissionsService } from '../permissions/permissions.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly sql: Db,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly limiter: LoginRateLimiter,
    private readonly permissions: PermissionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(rawUsername: unknown, rawPassword: unknown, ip: string) {
    const username = typeof rawUsername === 'string' ? rawUsername.trim() : '';
    const password = typeof rawPassword === 'string' ? rawPassword.trim() : '';
    const invalid = validateLogin(username, password);
    if (invalid) throw new DomainError(invalid, 400);
    if (!(await this.limiter.hit(username, ip))) throw new DomainError('common.too-many-requests', 429);

    const row = await this.sql.one<{ id: string; hash: string | null; isActive: boolean }>(
      `select id, password_hash as hash, is_active as "isActive" from employee where id = $1`,
      [username],
    );
    const ok = await this.passwords.verify(row?.hash, password);
    if (!row || !ok || !row.isActive) throw new DomainError('auth.login.error', 401);
    const { token, expiresAt } = this.tokens.issue(row.id);
    return { token, expiredAt: expiresAt.toISOString(), expiresAt };
  }

  async logout(user: AuthUser): Promise<void> {
    if (!user.jti) return;
    await this.sql.many(
      `insert into revoked_token (jti, expires_at) values ($1, to_timestamp($2 / 1000.0)) on conflict do nothing`,
      [user.jti, user.tokenExpiresAt ?? Date.now()],
    );
    // Expired entries are useless: the signature check already refuses their tokens.
    await this.sql.many(`delete from revoked_token where expires_at < now() - interval '1 day'`);
  }

  async changePassword(user: AuthUser, rawOld: string, rawNew: string): Promise<void> {
    // Login trims what it is given, so passwords are compared and stored trimmed.
    const oldPassword = rawOld.trim();
    const newPassword = rawNew.trim();
    const invalid = validateNewPassword(newPassword);
    if (invalid) throw new DomainError(invalid, 400);
    const row = await this.sql.one<{ hash: string | null }>(`select password_hash as hash from employee where id = $1`, [user.id]);
    if (!(await this.passwords.verify(row?.hash, oldPassword))) throw new DomainError('profile.change-password.change-fail', 400);
    await this.setPassword(user.id, newPassword);
    await this.logout(user);
  }

  /** Sets a password and revokes every session issued before it. */
  async setPassword(employeeId: string, password: string): Promise<void> {
    const hash = await this.passwords.hash(password);
    await this.sql.many(`update employee set password_hash = $2, password_changed_at = now() where id = $1`, [employeeId, hash]);
  }

  me(user: AuthUser) {
    return toMe(user);
  }

  permissionsFor(user: AuthUser, project: number) {
    return this.permissions.effective(user, project);
  }
}
