// The user's permissions on the projects whose screens the palette lists (the project sidebar's
// rule: GET /api/auth/permissions?project=). Asked only for the few projects a query names or a
// recent choice needs, once the typing pauses, and kept for the tab: a user with many projects
// does not pay a request per project on every open.
import * as React from 'react';

import { api } from '~/lib/api.client';
import type { Permission } from '~/lib/permissions';

const DEBOUNCE_MS = 200;

// Per user and project; a failed request is forgotten so a later query asks again.
const cache = new Map<string, Promise<Permission[] | null>>();

function permissionsOf(userId: string, projectId: number): Promise<Permission[] | null> {
  const key = `${userId}:${projectId}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = api<{ permissions?: Permission[] }>('GET', `/api/auth/permissions?project=${projectId}`, undefined, { silent: true }).then(
      (res) => {
        if (res.ok && Array.isArray(res.data?.permissions)) return res.data.permissions;
        cache.delete(key);
        return null;
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

/** Permissions of `projectIds` as they arrive; projects asked for earlier stay in the map. */
export function useProjectPermissions(userId: string, projectIds: readonly number[]): ReadonlyMap<number, readonly Permission[]> {
  const [known, setKnown] = React.useState<ReadonlyMap<number, readonly Permission[]>>(() => new Map());
  const idsKey = projectIds.join(',');

  React.useEffect(() => {
    const ids = idsKey ? idsKey.split(',').map(Number) : [];
    if (!ids.length) return;
    let live = true;
    const timer = window.setTimeout(() => {
      for (const id of ids) {
        void permissionsOf(userId, id).then((perms) => {
          if (!live || !perms) return;
          setKnown((prev) => (prev.get(id) === perms ? prev : new Map(prev).set(id, perms)));
        });
      }
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [userId, idsKey]);

  return known;
}
