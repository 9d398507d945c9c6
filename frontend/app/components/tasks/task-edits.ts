// One grid edit = one PATCH of that field. The plan of an edit (task-edit-plan.ts) runs the rules the
// server enforces first; this module asks the server for the score limit and sends the patch.
import { endpoints, Role, scoreLimitFor } from '@studio/domain';

import type { TaskColumnKey } from '~/components/tasks/grid/task-columns';
import { planEdit, type EditPlan, type TaskPatch } from '~/components/tasks/task-edit-plan';
import type { Task } from '~/components/tasks/task-model';
import { call, type ApiOptions, type ApiResponse } from '~/lib/api.client';

export { planContentEdit, type EditPlan, type TaskPatch } from '~/components/tasks/task-edit-plan';

/** Score limits per project and role (GET /score-limit), fetched once each; a missing one (0) again next time, once an admin may have set it. */
const limits = new Map<string, Promise<number>>();

export function scoreLimit(projectId: number, role: number, myRole: number): Promise<number> {
  if (myRole === Role.SystemAdmin) return Promise.resolve(scoreLimitFor(true));
  const key = `${projectId}:${role}`;
  let pending = limits.get(key);
  if (!pending) {
    pending = call(endpoints.tasks.scoreLimit, { params: { projectId }, query: { role } }, { silent: true }).then(
      (res) => {
        const limit = scoreLimitFor(false, res.ok ? res.data?.scoreLimit?.limit : 0);
        if (limit <= 0) limits.delete(key);
        return limit;
      },
    );
    limits.set(key, pending);
  }
  return pending;
}

/** Turns a grid edit of a column into a plan, with the domain's checks (a score against the project's limit). */
export async function planCellEdit(task: Task, key: TaskColumnKey, value: unknown, myRole: number): Promise<EditPlan> {
  const limit = key === 'score' ? await scoreLimit(task.projectId, task.role, myRole) : 0;
  return planEdit(task, key, value, limit, new Date());
}

/** PATCH /api/tasks/:id, answering the response (a dialog shows the outcome itself). */
export function patchTask(taskId: number, body: TaskPatch, options?: ApiOptions): Promise<ApiResponse<Task>> {
  return call(endpoints.tasks.update, { params: { taskId }, body }, options);
}

/** PATCH /api/tasks/:id; a refusal shows the server's translated message. Answers the updated task. */
export async function sendPatch(taskId: number, body: TaskPatch): Promise<Task | null> {
  const res = await patchTask(taskId, body);
  return res.ok ? res.data : null;
}

export async function deleteTask(taskId: number): Promise<boolean> {
  const res = await call(endpoints.tasks.remove, { params: { taskId } });
  return res.ok;
}
