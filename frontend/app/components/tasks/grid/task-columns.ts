// The task grid's columns: what each shows (on screen, in a copy and in the
// export), how it is edited, and when. No Handsontable import: the renderers only
// touch the <td> they are given, so this module is safe in the route chunk.
import {
  Efficiency,
  isClosed,
  isTaskStatus,
  statusTargets,
  TaskBenchmark,
  TaskStatus,
  type EffectivePermission,
} from '@studio/domain';
import type Handsontable from 'handsontable/base';
import type { TFunction } from 'i18next';

import { paintTaskRow, setLink, setRole, setStatus, setText } from '~/components/tasks/grid/cells';
import { scoreChoices, scoreChoiceText } from '~/components/tasks/score-options';
import {
  benchmarkKey,
  contentHref,
  contentText,
  displayInstantDay,
  displayYmd,
  efficiencyKey,
  hasBenchmark,
  roleName,
  statusKey,
  TONE_ACCENT,
  rowTone,
  type Member,
  type Task,
} from '~/components/tasks/task-model';
import { formatScore } from '~/lib/format';
import { hasPermission } from '~/lib/permissions';

export type TaskColumnKey =
  | 'project'
  | 'role'
  | 'employee'
  | 'taskName'
  | 'input'
  | 'output'
  | 'score'
  | 'startDate'
  | 'deadline'
  | 'endDate'
  | 'status'
  | 'benchmark'
  | 'creativeType'
  | 'efficiency'
  | 'isSudden'
  | 'altId'
  | 'taskId';

/** Everything the columns read; the grid keeps one mutable object so renderers stay stable. */
export type TaskGridContext = {
  t: TFunction;
  /** The UI language: numbers are written in it (12,5 in vi). */
  lang: string;
  today: number;
  editMode: boolean;
  me: { id: string };
  employeeName: (id: string | null | undefined) => string;
  projectName: (id: number) => string;
  /** Permissions of a project; undefined while unknown (the server decides then). */
  permissionsOf: (projectId: number) => readonly EffectivePermission[] | undefined;
  membersOf: (projectId: number) => readonly Member[];
};

type Cell = HTMLTableCellElement;

export type TaskColumn = {
  key: TaskColumnKey;
  /** Translation key of the header. */
  header: string;
  width: number;
  /** The text of the cell: what a copy and the export carry. */
  text: (task: Task, ctx: TaskGridContext) => string | number;
  align?: 'right';
  /** Draws the cell (defaults to the text). */
  paint?: (td: Cell, task: Task, ctx: TaskGridContext) => void;
  /** Handsontable options besides data/renderer (editor, select options...). */
  settings?: (ctx: TaskGridContext) => Handsontable.ColumnSettings;
  /** The source property, or a getter/setter when the grid edits another form of the value. */
  data?: string | ((task: Task, value?: unknown) => unknown);
  /** May this cell be edited now (edit mode is checked by the grid)? */
  editable?: (task: Task, ctx: TaskGridContext) => boolean;
};

function allowed(ctx: TaskGridContext, task: Task, name: string, extra?: string | number): boolean {
  const perms = ctx.permissionsOf(task.projectId);
  // Not loaded yet: offer the edit, the server answers with its own message.
  return perms ? hasPermission(perms, name, extra) : true;
}

/** Status, input and output of someone else's task need the manager's Task.Edit.Employee as well. */
function ownWork(ctx: TaskGridContext, task: Task): boolean {
  return task.employee === ctx.me.id || allowed(ctx, task, 'Task.Edit.Employee');
}

export function canEditInputOutput(ctx: TaskGridContext, task: Task, field: 'input' | 'output'): boolean {
  return !isClosed(task.status) && allowed(ctx, task, field === 'input' ? 'Task.Edit.Input' : 'Task.Edit.Output') && ownWork(ctx, task);
}

export function statusOptions(ctx: TaskGridContext, task: Task): Record<string, string> {
  const out: Record<string, string> = { [String(task.status)]: ctx.t(statusKey(task.status)) };
  for (const s of statusTargets(task.status)) out[String(s)] = ctx.t(statusKey(s));
  return out;
}

const CLEAR = '---';

function employeeOptions(ctx: TaskGridContext, task: Task): Record<string, string> {
  const out: Record<string, string> = { [CLEAR]: CLEAR };
  for (const m of ctx.membersOf(task.projectId)) out[m.id] = m.name;
  // Someone no longer in the project still shows by name while assigned.
  if (task.employee && !(task.employee in out)) out[task.employee] = ctx.employeeName(task.employee);
  return out;
}

export const EMPLOYEE_CLEAR = CLEAR;

const bool = (ctx: TaskGridContext, v: boolean) => ctx.t(v ? 'tasks.common.yes' : 'tasks.common.no');

export const TASK_COLUMNS: Readonly<Record<TaskColumnKey, TaskColumn>> = {
  project: {
    key: 'project',
    header: 'tasks.col.project',
    width: 140,
    text: (task, ctx) => ctx.projectName(task.projectId),
  },
  role: {
    key: 'role',
    header: 'tasks.col.role',
    width: 120,
    text: (task, ctx) => roleName(task.role, ctx.t('role.none')),
    paint: (td, task, ctx) => setRole(td, task.role, roleName(task.role, ctx.t('role.none'))),
  },
  employee: {
    key: 'employee',
    header: 'tasks.col.employee',
    width: 160,
    data: 'employee',
    text: (task, ctx) => ctx.employeeName(task.employee),
    settings: (ctx) => ({
      editor: 'select',
      selectOptions: (row: number) => employeeOptions(ctx, gridTask(ctx, row)),
    }),
    editable: (task, ctx) => task.status === TaskStatus.Planning && allowed(ctx, task, 'Task.Edit.Employee'),
  },
  taskName: {
    key: 'taskName',
    header: 'tasks.col.task-name',
    width: 240,
    data: 'taskName',
    text: (task) => task.taskName,
    settings: () => ({ editor: 'text' }),
    editable: (task, ctx) => !isClosed(task.status) && allowed(ctx, task, 'Task.Edit.Name'),
  },
  input: {
    key: 'input',
    header: 'tasks.col.input',
    width: 160,
    text: (task) => contentText(task.input),
    paint: (td, task) => paintContent(td, task.input),
  },
  output: {
    key: 'output',
    header: 'tasks.col.output',
    width: 160,
    text: (task) => contentText(task.output),
    paint: (td, task) => paintContent(td, task.output),
  },
  score: {
    key: 'score',
    header: 'tasks.col.score',
    width: 70,
    data: 'score',
    text: (task) => task.score,
    align: 'right',
    paint: (td, task, ctx) => setText(td, formatScore(task.score, ctx.lang)),
    settings: () => ({ editor: 'numeric' }),
    editable: (task, ctx) => !isClosed(task.status) && allowed(ctx, task, 'Task.Edit.Score'),
  },
  startDate: {
    key: 'startDate',
    header: 'tasks.col.start-date',
    width: 105,
    text: (task) => dayOf(task, 'startDate'),
  },
  deadline: {
    key: 'deadline',
    header: 'tasks.col.deadline',
    width: 110,
    // Edited as typed DD/MM/YYYY text, the format the screen shows (the native date editor of
    // Handsontable 18 needs ISO values and a picker popup that keyboard users cannot commit from).
    data: (task, value) => (value === undefined ? displayYmd(task.deadline) : undefined),
    text: (task) => displayYmd(task.deadline),
    settings: () => ({ editor: 'text', placeholder: 'DD/MM/YYYY' }),
    editable: (task, ctx) =>
      (task.status === TaskStatus.Planning || task.status === TaskStatus.InProgress || task.status === TaskStatus.Completed) &&
      (task.projectId === 0 || allowed(ctx, task, 'Task.Edit.Deadline', task.role)),
  },
  endDate: {
    key: 'endDate',
    header: 'tasks.col.end-date',
    width: 105,
    text: (task) => dayOf(task, 'endDate'),
  },
  status: {
    key: 'status',
    header: 'tasks.col.status',
    width: 125,
    data: 'status',
    text: (task, ctx) => (isTaskStatus(task.status) ? ctx.t(statusKey(task.status)) : String(task.status)),
    paint: (td, task, ctx) =>
      setStatus(td, isTaskStatus(task.status) ? ctx.t(statusKey(task.status)) : String(task.status), TONE_ACCENT[rowTone(task, ctx.today)]),
    settings: (ctx) => ({
      editor: 'select',
      selectOptions: (row: number) => statusOptions(ctx, gridTask(ctx, row)),
    }),
    editable: (task, ctx) =>
      statusTargets(task.status).length > 0 &&
      allowed(ctx, task, task.status === TaskStatus.Completed ? 'Task.Edit.FinalStatus' : 'Task.Edit.Status') &&
      ownWork(ctx, task),
  },
  benchmark: {
    key: 'benchmark',
    header: 'tasks.col.benchmark',
    width: 100,
    data: 'benchmark',
    text: (task, ctx) => (hasBenchmark(task.role) && task.benchmark ? ctx.t(benchmarkKey(task.benchmark)) : ''),
    settings: (ctx) => ({
      editor: 'select',
      selectOptions: {
        [TaskBenchmark.Success]: ctx.t(benchmarkKey(TaskBenchmark.Success)),
        [TaskBenchmark.Failed]: ctx.t(benchmarkKey(TaskBenchmark.Failed)),
      },
    }),
    editable: (task, ctx) =>
      hasBenchmark(task.role) &&
      (task.status === TaskStatus.Completed || task.status === TaskStatus.Success) &&
      allowed(ctx, task, 'Task.Edit.Benchmark'),
  },
  // Decision 057: the type a creative task was created with (read only: it is fixed at creation).
  creativeType: {
    key: 'creativeType',
    header: 'tasks.col.creative-type',
    width: 150,
    text: (task, ctx) => (task.creativeType ? ctx.t(`tasks.creative-type.${task.creativeType}`) : ''),
  },
  efficiency: {
    key: 'efficiency',
    header: 'tasks.col.efficiency',
    width: 100,
    data: 'efficiency',
    text: (task, ctx) => (task.efficiency === null || task.efficiency === undefined ? '' : ctx.t(efficiencyKey(task.efficiency))),
    settings: (ctx) => ({
      editor: 'select',
      selectOptions: Object.fromEntries(Object.values(Efficiency).map((v) => [String(v), ctx.t(efficiencyKey(v))])),
    }),
    editable: (task, ctx) =>
      (task.status === TaskStatus.Completed || task.status === TaskStatus.Success) && allowed(ctx, task, 'Task.Edit.Efficiency'),
  },
  isSudden: {
    key: 'isSudden',
    header: 'tasks.col.sudden',
    width: 80,
    text: (task, ctx) => bool(ctx, task.isSudden),
  },
  altId: {
    key: 'altId',
    header: 'tasks.col.alt-id',
    width: 100,
    text: (task) => task.altId,
  },
  taskId: {
    key: 'taskId',
    header: 'tasks.col.task-id',
    width: 90,
    text: (task) => task.taskId,
  },
};

/**
 * Per-row options where the role has fixed scores: its task-score options and its active-task options
 * (spec section 9), listed as "50 · Active task: Easy"; custom values stay allowed.
 */
export function scoreCellSettings(task: Task, ctx: TaskGridContext): Handsontable.CellMeta | null {
  const choices = scoreChoices(task.role, ctx.t);
  if (!choices.length) return null;
  return { editor: 'dropdown', source: choices.map((c) => scoreChoiceText(c, ctx.t)), strict: false, filter: false, allowInvalid: true, trimDropdown: false };
}

// Instants are shown as days of the company time zone; Intl is slow enough to cache per task.
const days = new WeakMap<Task, { startDate: string; endDate: string }>();
function dayOf(task: Task, field: 'startDate' | 'endDate'): string {
  let cached = days.get(task);
  if (!cached) {
    cached = { startDate: displayInstantDay(task.startDate), endDate: displayInstantDay(task.endDate) };
    days.set(task, cached);
  }
  return cached[field];
}

function paintContent(td: Cell, value: string) {
  const text = contentText(value);
  const href = contentHref(value);
  if (href) setLink(td, text, href);
  else setText(td, text);
}

/** The grid sets this before rendering: the task of a visual row. */
export type RowResolver = (row: number) => Task;
const resolvers = new WeakMap<TaskGridContext, RowResolver>();
export function setRowResolver(ctx: TaskGridContext, resolve: RowResolver) {
  resolvers.set(ctx, resolve);
}
function gridTask(ctx: TaskGridContext, row: number): Task {
  return resolvers.get(ctx)!(row);
}

/** The renderer of a column: row colour first, then the cell's own drawing. */
export function taskRenderer(column: TaskColumn, ctx: TaskGridContext) {
  return (instance: Handsontable, td: Cell, row: number) => {
    const task = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as Task | undefined;
    paintTaskRow(td, task, ctx.today);
    if (td.dataset.col !== column.key) td.dataset.col = column.key;
    td.classList.toggle('htRight', column.align === 'right');
    td.classList.toggle('task-archived', !!task?.isArchived);
    if (!task) {
      setText(td, '');
      return td;
    }
    if (column.paint) column.paint(td, task, ctx);
    else setText(td, column.text(task, ctx));
    return td;
  };
}
