// The members and tasks of the project a task ticket is about, fetched when the project changes.
import * as React from 'react';

import type { ProjectMember } from '~/components/projects/project-model';
import type { Task } from '~/components/tasks/task-model';
import { api } from '~/lib/api.client';

export function useProjectMembers(projectId: string): ProjectMember[] | null {
  const [members, setMembers] = React.useState<ProjectMember[] | null>(null);
  React.useEffect(() => {
    setMembers(null);
    if (projectId === '') return;
    let live = true;
    void api<{ project?: { employees?: ProjectMember[] } }>('GET', `/api/projects/${encodeURIComponent(projectId)}`, undefined, {
      silent: true,
    }).then((res) => {
      if (live) setMembers(res.ok ? res.data?.project?.employees ?? [] : []);
    });
    return () => {
      live = false;
    };
  }, [projectId]);
  return members;
}

export function useProjectTasks(projectId: string, enabled: boolean): Task[] | null {
  const [tasks, setTasks] = React.useState<Task[] | null>(null);
  React.useEffect(() => {
    setTasks(null);
    if (!enabled || projectId === '') return;
    let live = true;
    void api<{ tasks?: Task[] }>('GET', `/api/projects/${encodeURIComponent(projectId)}/tasks`, undefined, { silent: true }).then(
      (res) => {
        if (live) setTasks(res.ok ? res.data?.tasks ?? [] : []);
      },
    );
    return () => {
      live = false;
    };
  }, [projectId, enabled]);
  return tasks;
}
