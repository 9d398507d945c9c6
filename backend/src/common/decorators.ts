import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { PermissionName } from '@studio/domain';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_PERMISSION = 'requiredPermission';

/** Reachable without credentials. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Where a value comes from: a literal, or `param:x`, `query:x`, `body:x` of the request.
 * The project defaults to the global root project 0.
 */
export type ValueSource = number | `param:${string}` | `query:${string}` | `body:${string}`;

export interface PermissionRequirement {
  name: PermissionName;
  project?: ValueSource;
  value?: ValueSource;
}

/** Declares the permission an endpoint needs; the one global guard enforces it. */
export const RequirePermission = (name: PermissionName, scope: Omit<PermissionRequirement, 'name'> = {}) =>
  SetMetadata(REQUIRED_PERMISSION, { name, ...scope } satisfies PermissionRequirement);

/** Authenticated only, no particular permission (own profile, own keys). */
export const AUTHENTICATED = 'authenticated';
export const Authenticated = () => SetMetadata(AUTHENTICATED, true);

/**
 * Needs a session (the `jwt` cookie or a Bearer token): a request an API key authenticates is
 * refused 403 common.no-permission. For credential management (password, API keys), so a leaked
 * key cannot lock its owner out or mint further keys. Goes with @Authenticated() or @RequirePermission().
 */
export const SESSION_ONLY = 'sessionOnly';
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest().user;
});
