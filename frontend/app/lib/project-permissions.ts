// The signed-in user's permissions on several projects, for the screens that show many projects at
// once (task dashboard, employee timeline, internal tasks, command palette). The projects not known
// yet are asked in one call (GET /api/auth/permissions/projects); answers are kept for the tab a
// short while, so moving between those screens asks nothing again. The server decides anyway: a
// grant changed meanwhile shows in the buttons within KEEP_MS.
import * as React from 'react';
import { endpoints, MAX_PERMISSION_PROJECTS } from '@studio/domain';

import { call } from '~/lib/api.client';
import { useAppData } from '~/lib/app-data';
import type { Permission } from '~/lib/permissions';

const KEEP_MS = 30_000;

type Kept = { at: number; pending: Promise<Permission[] | null> };
// Per user and project. A failed answer is forgotten at once, so the next screen asks again.
const kept = new Map<string, Kept>();

/** The pending answer of each project: kept ones as they are, the rest asked in as few calls as the limit allows. */
function permissionsOf(userId: string, ids: readonly number[]): Map<number, Promise<Permission[] | null>> {
  const now = Date.now();
  const out = new Map<number, Promise<Permission[] | null>>();
  const missing: number[] = [];
  for (const id of ids) {
    const entry = kept.get(`${userId}:${id}`);
    if (entry && now - entry.at < KEEP_MS) out.set(id, entry.pending);
    else missing.push(id);
  }
  for (let i = 0; i < missing.length; i += MAX_PERMISSION_PROJECTS) {
    const chunk = missing.slice(i, i + MAX_PERMISSION_PROJECTS);
    const answer = call(endpoints.auth.projectPermissions, { query: { ids: chunk.join(',') } }, { silent: true }).then((res) => (res.ok && Array.isArray(res.data?.projects) ? new Map(res.data.projects.map((p) => [p.projectId, p.permissions])) : null));
    for (const id of chunk) {
      const key = `${userId}:${id}`;
      const pending = answer.then((byId) => byId?.get(id) ?? null);
      void pending.then((perms) => {
        if (!perms && kept.get(key)?.pending === pending) kept.delete(key);
      });
      kept.set(key, { at: now, pending });
      out.set(id, pending);
    }
  }
  return out;
}

/** The distinct ids, sorted, as one string: a hook's effect runs again only when the set changes. */
export function projectIdsKey(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/**
 * The user's permissions on `projectIds` as they arrive (a project not answered yet is absent: treat
 * it as "nothing allowed yet"). Projects asked for earlier stay in the map. `delayMs` waits for a
 * pause first (the palette asks as the user types).
 */
export function useProjectPermissions(projectIds: readonly number[], { delayMs = 0 } = {}): ReadonlyMap<number, readonly Permission[]> {
  const { user } = useAppData();
  const [known, setKnown] = React.useState<ReadonlyMap<number, readonly Permission[]>>(() => new Map());
  const idsKey = projectIdsKey(projectIds);

  React.useEffect(() => {
    const ids = idsKey ? idsKey.split(',').map(Number) : [];
    if (!ids.length) return;
    let live = true;
    const ask = () => {
      for (const [id, pending] of permissionsOf(user.id, ids)) {
        void pending.then((perms) => {
          if (live && perms) setKnown((prev) => (prev.get(id) === perms ? prev : new Map(prev).set(id, perms)));
        });
      }
    };
    const timer = delayMs > 0 ? window.setTimeout(ask, delayMs) : undefined;
    if (timer === undefined) ask();
    return () => {
      live = false;
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [user.id, idsKey, delayMs]);

  return known;
}
