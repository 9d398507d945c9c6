// The tasks of the project a task ticket is about, read when the project changes.
import { endpoints } from '@studio/domain';

import type { Task } from '~/components/tasks/task-model';
import { useApiQuery } from '~/lib/use-api-query';

/** null while reading; [] when the project cannot be read. */
export function useProjectTasks(projectId: string, enabled: boolean): Task[] | null {
  const asked = enabled && projectId !== '';
  const { data, status } = useApiQuery(endpoints.tasks.list, asked ? { params: { projectId } } : null);
  return asked && status !== null ? data?.tasks ?? [] : null;
}
