import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth-user';
import {
  AUTHENTICATED, IS_PUBLIC, REQUIRED_PERMISSION, SESSION_ONLY, type PermissionRequirement, type ValueSource,
} from '../../common/decorators';
import { DomainError, forbidden, unauthorized } from '../../common/domain-error';
import { isForeignWrite, isSafeMethod } from '../../common/origin';
import { APP_CONFIG, type AppConfig } from '../../config';
import { PermissionsService } from '../permissions/permissions.service';
import { SessionService } from './session.service';

function readSource(req: Request, source: ValueSource | undefined): number | string | undefined {
  if (source === undefined || typeof source === 'number') return source;
  const [where, key] = source.split(':') as ['param' | 'query' | 'body', string];
  const bag = where === 'param' ? req.params : where === 'query' ? req.query : req.body;
  const raw = (bag as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'number' ? raw : String(raw);
}

const csrf = () => new DomainError('common.csrf', 403);

interface Declared {
  isPublic: boolean;
  authenticated: boolean;
  sessionOnly: boolean;
  requirement?: PermissionRequirement;
}

/** The one global guard: authentication, CSRF (for the cookie), and the permission each endpoint declares. */
@Injectable()
export class AuthGuard implements CanActivate {
  /** What each handler declares, read once (this runs on every request). */
  private readonly declared = new WeakMap<object, Declared>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly permissions: PermissionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const declared = this.declarationsOf(context);
    if (declared.isPublic) {
      // No credential is read, but a login posted from another site's page is still refused.
      if (this.isForeignWrite(req, false)) throw csrf();
      return true;
    }

    const user = await this.sessions.authenticate(req.headers);
    if (!user) throw unauthorized();
    // Decided by the credential that authenticated, not by which headers are present.
    if (user.via === 'cookie' && this.isForeignWrite(req, true)) throw csrf();
    req.user = user;
    if (declared.sessionOnly && user.via === 'api-key') throw forbidden();

    const requirement = declared.requirement;
    if (!requirement) {
      if (declared.authenticated) return true;
      // An endpoint that declares nothing is a bug: refuse rather than leave it open.
      throw new DomainError('common.internal', 500);
    }
    const project = Number(readSource(req, requirement.project) ?? 0);
    if (!Number.isInteger(project)) throw new DomainError('common.not-found', 404);
    const value = readSource(req, requirement.value);
    if (!(await this.permissions.has(user, requirement.name, { project, value }))) throw forbidden();
    return true;
  }

  private isForeignWrite(req: Request, cookieAuthenticated: boolean): boolean {
    if (isSafeMethod(req.method)) return false;
    return isForeignWrite({
      method: req.method, headers: req.headers, self: `${req.protocol}://${req.host}`, trusted: this.config.trustedOrigins,
    }, cookieAuthenticated);
  }

  private declarationsOf(context: ExecutionContext): Declared {
    const handler = context.getHandler();
    let declared = this.declared.get(handler);
    if (!declared) {
      const targets = [handler, context.getClass()];
      declared = {
        isPublic: !!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets),
        authenticated: !!this.reflector.getAllAndOverride<boolean>(AUTHENTICATED, targets),
        sessionOnly: !!this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets),
        requirement: this.reflector.getAllAndOverride<PermissionRequirement | undefined>(REQUIRED_PERMISSION, targets),
      };
      this.declared.set(handler, declared);
    }
    return declared;
  }
}
