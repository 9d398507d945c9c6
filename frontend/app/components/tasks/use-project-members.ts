// The members of the projects a screen shows tasks of (GET /api/projects/:id), for names and the
// assignee pickers: fetched once per project while the screen is open.
import * as React from 'react';

import { uniqueMembers, type Member } from '~/components/tasks/task-model';
import { api } from '~/lib/api.client';
import { projectIdsKey } from '~/lib/project-permissions';

/** Members of each project in `projectIds` as they arrive; a project that cannot be read has none. */
export function useProjectMembers(projectIds: readonly number[]): ReadonlyMap<number, readonly Member[]> {
  const [known, setKnown] = React.useState<ReadonlyMap<number, readonly Member[]>>(() => new Map());
  const idsKey = projectIdsKey(projectIds);

  React.useEffect(() => {
    const missing = idsKey ? idsKey.split(',').map(Number).filter((id) => !known.has(id)) : [];
    if (!missing.length) return;
    let live = true;
    void Promise.all(
      missing.map(async (id) => {
        const res = await api<{ project?: { employees?: Member[] } }>('GET', `/api/projects/${id}`, undefined, { silent: true });
        return [id, uniqueMembers(res.data?.project?.employees ?? [])] as const;
      }),
    ).then((entries) => {
      if (live) setKnown((prev) => new Map([...prev, ...entries]));
    });
    return () => {
      live = false;
    };
  }, [idsKey, known]);

  return known;
}
