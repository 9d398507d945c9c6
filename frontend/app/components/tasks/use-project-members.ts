// The members of the projects a screen shows (GET /api/projects/:id), for names and the assignee
// pickers: read through the query cache, so screens and dialogs opened one after another share them.
import * as React from 'react';

import { uniqueMembers, type Member } from '~/components/tasks/task-model';
import { projectIdsKey } from '~/lib/project-permissions';
import { queryCache } from '~/lib/use-api-query';

type ProjectAnswer = { project?: { employees?: Member[] } };

/** Members of each project in `projectIds` as they arrive; a project that cannot be read has none. */
export function useProjectMembers(projectIds: readonly number[]): ReadonlyMap<number, readonly Member[]> {
  const [known, setKnown] = React.useState<ReadonlyMap<number, readonly Member[]>>(() => new Map());
  const idsKey = projectIdsKey(projectIds);

  React.useEffect(() => {
    const missing = idsKey ? idsKey.split(',').map(Number).filter((id) => !known.has(id)) : [];
    if (!missing.length) return;
    const controller = new AbortController();
    void Promise.all(
      missing.map(async (id) => {
        const res = await queryCache.read<ProjectAnswer>(`/api/projects/${id}`, controller.signal);
        return [id, uniqueMembers(res.ok ? res.data?.project?.employees ?? [] : [])] as const;
      }),
    ).then(
      (entries) => setKnown((prev) => new Map([...prev, ...entries])),
      () => {
        // Aborted: the screen shows other projects now, or left.
      },
    );
    return () => controller.abort();
  }, [idsKey, known]);

  return known;
}
