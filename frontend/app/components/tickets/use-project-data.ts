// The tasks of the project a task ticket is about, read when the project changes.
import type { Task } from '~/components/tasks/task-model';
import { useApiQuery } from '~/lib/use-api-query';

/** null while reading; [] when the project cannot be read. */
export function useProjectTasks(projectId: string, enabled: boolean): Task[] | null {
  const path = enabled && projectId !== '' ? `/api/projects/${encodeURIComponent(projectId)}/tasks` : null;
  const { data, status } = useApiQuery<{ tasks?: Task[] }>(path);
  return path && status !== null ? data?.tasks ?? [] : null;
}
