// Permission checks against the effective list of GET /api/auth/permissions.
// The server decides; these only hide what the user cannot use and guard routes.
// `redirect` comes from @remix-run/react (the same isomorphic function): components
// import this module too, and @remix-run/node must not reach the browser.
import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/react';
import { type EffectivePermission, endpoints, endpointUrl, listAllows, type ResponseOf } from '@studio/domain';

export type Permission = EffectivePermission;

/**
 * Held when a row names the permission and, if `extra` is asked, its
 * extraCondition is '*' (any), '**' (all) or that value.
 */
export function hasPermission(perms: readonly Permission[] | null | undefined, name: string, extra?: string | number) {
  return perms ? listAllows(perms, name, extra) : false;
}

// One request may ask for the same project's list from several loaders.
const cache = new WeakMap<AppLoadContext, Map<number, Promise<Permission[]>>>();

/** The signed-in user's effective permissions on a project (0 = global root). */
export function getPermissions(context: AppLoadContext, project = 0): Promise<Permission[]> {
  let byProject = cache.get(context);
  if (!byProject) {
    byProject = new Map();
    cache.set(context, byProject);
  }
  let pending = byProject.get(project);
  if (!pending) {
    pending = context
      // Not loadResult(): api.server.ts must not reach the browser bundle, which imports this module.
      .api<ResponseOf<typeof endpoints.auth.permissions>>('GET', endpointUrl(endpoints.auth.permissions, { query: { project } }))
      .then(({ status, data }) => {
        if (status === 401) throw redirect('/auth/login');
        return status < 300 && Array.isArray(data?.permissions) ? data.permissions : [];
      });
    byProject.set(project, pending);
  }
  return pending;
}

/** Route guard for loaders: sends a user without the permission to the dynamic dashboard. */
export async function requirePermission(
  context: AppLoadContext,
  name: string,
  project = 0,
  extra?: string | number,
): Promise<Permission[]> {
  if (!context.user) throw redirect('/auth/login');
  const perms = await getPermissions(context, project);
  if (!hasPermission(perms, name, extra)) throw redirect('/dashboard');
  return perms;
}
