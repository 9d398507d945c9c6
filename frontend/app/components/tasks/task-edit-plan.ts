// What a grid or dialog edit of a task does: nothing, a refusal with a message key, or the PATCH of
// that field. The same rules the server enforces (libs/domain), so most refusals show at once without a
// round trip. Pure: task-edits.ts fetches the score limit and sends the patch.
import { checkInputOutputEdit, checkNameEdit, checkScoreEdit, checkStatusChange, NO_CHANGE } from '@studio/domain';

import { EMPLOYEE_CLEAR, type TaskColumnKey } from '~/components/tasks/grid/task-columns';
import { scoreOfChoice } from '~/components/tasks/score-options';
import { isoToYmd, type Task } from '~/components/tasks/task-model';

export type TaskPatch = {
  name?: string;
  score?: number;
  employee?: string;
  isClearEmployee?: boolean;
  deadline?: number;
  isClearDeadline?: boolean;
  status?: number;
  isArchived?: boolean;
  efficiency?: number;
  benchmark?: number;
  input?: string;
  output?: string;
};

/** What to do with an edit: nothing, refuse with a message key, or send a patch. */
export type EditPlan = { kind: 'skip' } | { kind: 'error'; code: string } | { kind: 'patch'; patch: TaskPatch };

const skip: EditPlan = { kind: 'skip' };
const error = (code: string): EditPlan => ({ kind: 'error', code });
const patch = (p: TaskPatch): EditPlan => ({ kind: 'patch', patch: p });

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/**
 * Turns a grid edit of a column into a plan, with the domain's checks. `scoreLimit` is the limit of the
 * task's project and role (only a score edit reads it); `now` judges a status change.
 */
export function planEdit(task: Task, key: TaskColumnKey, value: unknown, scoreLimit: number, now: Date): EditPlan {
  switch (key) {
    case 'taskName': {
      const check = checkNameEdit(task.taskName, typeof value === 'string' ? value : String(value ?? ''));
      if (check === NO_CHANGE) return skip;
      return check ? error(check) : patch({ name: String(value).trim() });
    }
    case 'score': {
      // A typed number, or a fixed option picked from the cell's list ("50 · ...").
      const next = scoreOfChoice(value);
      const check = checkScoreEdit(task.score, next, scoreLimit);
      if (check === NO_CHANGE) return skip;
      return check ? error(check) : patch({ score: next });
    }
    case 'employee': {
      const next = value === null || value === undefined || value === '' || value === EMPLOYEE_CLEAR ? null : String(value);
      if (next === (task.employee ?? null)) return skip;
      return next ? patch({ employee: next }) : patch({ isClearEmployee: true });
    }
    case 'deadline': {
      if (value === null || value === undefined || String(value).trim() === '') {
        return task.deadline ? patch({ isClearDeadline: true }) : skip;
      }
      const next = isoToYmd(value);
      if (next === null) return error('common.invalid-date');
      return next === task.deadline ? skip : patch({ deadline: next });
    }
    case 'status': {
      const to = toNumber(value);
      const check = checkStatusChange(task, to, { now });
      if (check === NO_CHANGE) return skip;
      return check ? error(check) : patch({ status: to });
    }
    case 'efficiency': {
      const next = toNumber(value);
      return Number.isInteger(next) && next !== task.efficiency ? patch({ efficiency: next }) : skip;
    }
    case 'benchmark': {
      const next = toNumber(value);
      return Number.isInteger(next) && next !== task.benchmark ? patch({ benchmark: next }) : skip;
    }
    default:
      return skip;
  }
}

/** The input/output dialog's check (closed task, or not a valid content). */
export function planContentEdit(task: Task, field: 'input' | 'output', content: string): EditPlan {
  const text = content.trim();
  if (!text) return error(field === 'input' ? 'task.input-empty' : 'task.output-empty');
  const value = JSON.stringify({ type: 1, data: { content: text } });
  const check = checkInputOutputEdit(task.status, value);
  if (check) return error(check);
  return text === (readContent(task[field]) ?? '') ? skip : patch({ [field]: value });
}

function readContent(value: string): string | null {
  try {
    const parsed = JSON.parse(value) as { data?: { content?: unknown } };
    return typeof parsed?.data?.content === 'string' ? parsed.data.content.trim() : null;
  } catch {
    return null;
  }
}
