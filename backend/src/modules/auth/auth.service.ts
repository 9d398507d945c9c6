import { Inject, Injectable } from '@nestjs/common';
import { validateLogin, validateNewPassword } from '@studio/domain';
import { toMe, type AuthUser } from '../../common/auth-user';
import { DomainError, TooManyRequests } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { isLang } from '../../common/lang';
import { APP_CONFIG, type AppConfig } from '../../config';
import { EmployeesRepository } from '../hr/employees.repository';
import { PermissionsService } from '../permissions/permissions.service';
import { AuthRepository } from './auth.repository';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly employees: EmployeesRepository,
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
    const slot = await this.limiter.hit(username, ip);
    if (!slot.ok) throw new TooManyRequests(slot.retryAfter);

    const row = await this.repo.loginRow(username);
    // An inactive account is checked against the dummy hash: the same time and the same refusal.
    const verdict = await this.passwords.verifyGated(row?.isActive ? row.hash : undefined, password, slot.gate);
    if ('retryAfter' in verdict) throw new TooManyRequests(verdict.retryAfter);
    if (!row || !verdict.ok) throw new DomainError('auth.login.error', 401);
    const { token, expiresAt } = this.tokens.issue(row.id);
    return { employeeId: row.id, token, expiredAt: expiresAt.toISOString(), expiresAt };
  }

  /** A session for an employee a sign-on named (OidcService checked it is active). */
  issueSession(employeeId: string) {
    return this.tokens.issue(employeeId);
  }

  async logout(user: AuthUser): Promise<void> {
    if (!user.jti) return;
    await this.repo.revokeToken(user.jti, user.tokenExpiresAt ?? Date.now());
    // Expired entries are useless: the signature check already refuses their tokens.
    await this.repo.purgeExpiredRevocations();
  }

  async changePassword(user: AuthUser, rawOld: string, rawNew: string): Promise<void> {
    // Login trims what it is given, so passwords are compared and stored trimmed.
    const oldPassword = rawOld.trim();
    const newPassword = rawNew.trim();
    const invalid = validateNewPassword(newPassword);
    if (invalid) throw new DomainError(invalid, 400);
    if (!(await this.passwords.verify(await this.repo.passwordHash(user.id), oldPassword))) throw new DomainError('profile.change-password.change-fail', 400);
    await this.setPassword(user.id, newPassword);
    await this.logout(user);
  }

  /** Sets a password and revokes every session issued before it. */
  async setPassword(employeeId: string, password: string): Promise<void> {
    const hash = await this.passwords.hash(password);
    await this.employees.setPasswordHash(employeeId, hash);
  }

  async setLanguage(user: AuthUser, language: unknown): Promise<void> {
    if (language !== 'vi' && language !== 'en') throw invalidField('language', 'forms.error.choice', 'vi or en', {});
    await this.employees.setLanguage(user.id, language);
  }

  /**
   * At sign-in, the language this browser chose (its `lng` cookie) becomes the user's own when they
   * have none yet (docs/decisions/030); a stored choice is never overwritten by a browser's.
   */
  async adoptBrowserLanguage(employeeId: string, cookie: string | undefined): Promise<void> {
    if (isLang(cookie)) await this.employees.setLanguageIfUnset(employeeId, cookie);
  }

  me(user: AuthUser) {
    return toMe(user);
  }

  permissionsFor(user: AuthUser, project: number) {
    return this.permissions.effective(user, project);
  }

  /** One entry per asked project, in the order asked; the grants are read once (cached per ACL version). */
  permissionsForProjects(user: AuthUser, projects: readonly number[]) {
    return Promise.all(projects.map(async (projectId) => ({ projectId, permissions: await this.permissions.effective(user, projectId) })));
  }
}
