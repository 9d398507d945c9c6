// The task as the API answers it, and the display rules every task screen shares
// (row colours, names instead of ids, dates). Pure: safe on the server and in tests.
import {
  formatYmd,
  isCreativeRole,
  isOpenSudden,
  isValidYmd,
  linkHref,
  roleTagName,
  Role,
  TaskStatus,
  taskContentText,
  toYmd,
  type EmployeeOption as EmployeeOptionWire,
  type PenaltyRow,
  type ProjectMember,
  type ProjectSummary as ProjectSummaryWire,
  type TaskJson,
} from '@studio/domain';

/** The task as GET /api/projects/:id/tasks answers it. */
export type Task = TaskJson;

export type Penalty = PenaltyRow;

/** A project member as GET /api/projects/:id lists it (one row per project role). */
export type Member = ProjectMember;

/** An employee of GET /api/employees/options, as far as the task screens read it. */
export type EmployeeOption = Pick<EmployeeOptionWire, 'id' | 'name' | 'role'>;

/** A project of GET /api/projects, as far as the task screens read it. */
export type ProjectSummary = Pick<ProjectSummaryWire, 'id' | 'name'>;

export const STATUS_LIST = [
  TaskStatus.Planning,
  TaskStatus.InProgress,
  TaskStatus.Completed,
  TaskStatus.Success,
  TaskStatus.Failure,
] as const;

export const statusKey = (status: number) => `tasks.status.${status}`;
export const efficiencyKey = (value: number) => `tasks.efficiency.${value}`;
export const benchmarkKey = (value: number) => `tasks.benchmark.${value}`;

/** Today in the company time zone, as yyyymmdd. */
export function todayYmd(now = new Date()): number {
  return toYmd(now);
}

export type RowTone = 'planning' | 'in-progress' | 'overdue' | 'completed' | 'success' | 'failure';

/** Spec 2 'Project task view': the colour of a row follows its status; late work in progress is orange. */
export function rowTone(task: Pick<Task, 'status' | 'deadline'>, today: number): RowTone {
  switch (task.status) {
    case TaskStatus.InProgress:
      return isValidYmd(task.deadline) && task.deadline < today ? 'overdue' : 'in-progress';
    case TaskStatus.Completed:
      return 'completed';
    case TaskStatus.Success:
      return 'success';
    case TaskStatus.Failure:
      return 'failure';
    default:
      return 'planning';
  }
}

/** Row backgrounds: white, pale yellow, orange, pale blue, pale green, pale pink. */
export const ROW_BACKGROUND: Readonly<Record<RowTone, string>> = {
  planning: '#ffffff',
  'in-progress': '#fef9c3',
  overdue: '#fed7aa',
  completed: '#dbeafe',
  success: '#dcfce7',
  failure: '#fce7f3',
};

/** Stronger tints of the same palette for timeline bars and legends. */
export const TONE_ACCENT: Readonly<Record<RowTone, string>> = {
  planning: '#94a3b8',
  'in-progress': '#eab308',
  overdue: '#f97316',
  completed: '#3b82f6',
  success: '#22c55e',
  failure: '#ec4899',
};

/** An unfinished sudden task is underlined in red. */
export const SUDDEN_UNDERLINE = '#dc2626';

export function isUnfinishedSudden(task: Pick<Task, 'status' | 'isSudden'>): boolean {
  return isOpenSudden(task);
}

export function displayYmd(value: number | null | undefined): string {
  return isValidYmd(value) ? formatYmd(value) : '';
}

export function displayInstantDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatYmd(toYmd(d));
}

/** yyyymmdd of an ISO instant in the company time zone (null when missing). */
export function instantYmd(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : toYmd(d);
}

/** 'YYYY-MM-DD' (or yyyymmdd, or DD/MM/YYYY) -> yyyymmdd; null when empty or invalid. */
export function isoToYmd(value: unknown): number | null {
  if (typeof value === 'number') return isValidYmd(value) ? value : null;
  const text = String(value ?? '').trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) {
    const n = Number(`${m[1]}${m[2]}${m[3]}`);
    return isValidYmd(n) ? n : null;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) {
    const n = Number(m[3]) * 10000 + Number(m[2]) * 100 + Number(m[1]);
    return isValidYmd(n) ? n : null;
  }
  if (/^\d{8}$/.test(text)) return isValidYmd(Number(text)) ? Number(text) : null;
  return null;
}

export function contentText(value: string | null | undefined): string {
  return taskContentText(value);
}

export function contentHref(value: string | null | undefined): string | null {
  return linkHref(taskContentText(value));
}

/** The benchmark column only means something for creative work. */
export function hasBenchmark(role: number): boolean {
  return isCreativeRole(role);
}

export function roleName(role: number, noneLabel: string): string {
  return role === Role.Unknown ? noneLabel : roleTagName(role);
}

/** Looks up names by employee id; falls back to the id only for someone no list knows. */
export function nameLookup(...lists: ReadonlyArray<readonly { id: string; name: string }[]>) {
  const names = new Map<string, string>();
  for (const list of lists) for (const e of list) if (e.name && !names.has(e.id)) names.set(e.id, e.name);
  return (id: string | null | undefined): string => (id ? names.get(id) ?? id : '');
}

/** Project members once each (a member may hold several project roles), in the API's order. */
export function uniqueMembers(members: readonly Member[]): Member[] {
  const seen = new Set<string>();
  return members.filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
}

export function fileStamp(now = new Date()): string {
  return String(toYmd(now));
}
