// The palette's 'open task N': GET /api/tasks/:id once the typing pauses. A task the user may not
// see answers 404 like one that does not exist, so both read 'not found'.
import * as React from 'react';

import { call } from '~/lib/api.client';
import { endpoints } from '@studio/domain';

import type { TaskLocation } from '@studio/domain';

export type { TaskLocation };

export type TaskLookup =
  | { state: 'idle' }
  | { state: 'loading'; id: number }
  | { state: 'found'; id: number; task: TaskLocation }
  | { state: 'missing'; id: number };

const DEBOUNCE_MS = 200;

async function fetchTask(id: number): Promise<TaskLookup> {
  const res = await call(endpoints.tasks.locate, { params: { taskId: id } }, { silent: true });
  return res.ok && res.data?.task ? { state: 'found', id, task: res.data.task } : { state: 'missing', id };
}

/**
 * Where a task is listed, with its row selected: the project's task view (hidden rows shown for an
 * archived task), or the internal task screen for a system task (the task view leaves those out).
 */
export function taskPath(task: TaskLocation): string {
  if (task.isSystem) return `/internal/task?project=${task.projectId}&task=${task.taskId}`;
  return `/project/${task.projectId}/task-view?task=${task.taskId}${task.isArchived ? '&hidden=1' : ''}`;
}

export function useTaskLookup(id: number | null): { lookup: TaskLookup; resolve: () => Promise<TaskLookup> } {
  const [lookup, setLookup] = React.useState<TaskLookup>({ state: 'idle' });
  // The request for the current id, shared by the debounced fetch and an Enter pressed before it answers.
  const pending = React.useRef<{ id: number; promise: Promise<TaskLookup> } | null>(null);

  const start = React.useCallback((taskId: number) => {
    if (pending.current?.id !== taskId) pending.current = { id: taskId, promise: fetchTask(taskId) };
    return pending.current.promise;
  }, []);

  React.useEffect(() => {
    if (id === null) {
      setLookup({ state: 'idle' });
      return;
    }
    setLookup({ state: 'loading', id });
    let live = true;
    const timer = window.setTimeout(() => {
      void start(id).then((result) => live && setLookup(result));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id, start]);

  const resolve = React.useCallback(async (): Promise<TaskLookup> => {
    if (id === null) return { state: 'idle' };
    const result = await start(id);
    setLookup(result);
    return result;
  }, [id, start]);

  return { lookup, resolve };
}
