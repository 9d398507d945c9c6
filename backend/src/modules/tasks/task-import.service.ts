import { Inject, Injectable } from '@nestjs/common';
import {
  checkAssigneeEdit, checkCreateTask, checkDeadlineEdit, checkNameEdit, checkScoreEdit, duplicateKeys, finalScoreFor, initialStatus, isClosed,
  creativeInitialScore, latePenaltyPercent, makeTaskContent, NO_CHANGE, NotificationType, parseTaskRow, Role, scoreLimitFor, TASK_ERROR_FIELD, TASK_IMPORT_COLUMNS,
  TASK_IMPORT_EXAMPLE, TaskStatus, toYmd, type ImportCellError, type ImportRowResult, type PermissionName, type TaskImportColumn,
  type TaskImportFields, type TaskRecord,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import type { UploadedFile } from '../files/multipart.interceptor';
import { ImportsService, type ImportOptions, type ImportPlan, type ImportRows } from '../imports/imports.service';
import { LiveService } from '../live/live.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import { TasksRepository, type ImportedDeadline, type ImportedTaskEdit, type NewTask } from './tasks.repository';

/** An open task as an import leaves it: `editFinal` is the final score its score edit leaves (before a deadline change). */
interface TaskUpdate {
  before: TaskRecord;
  after: TaskRecord;
  editFinal: number;
  deadlineChanged: boolean;
}

/** A rule's answer as a cell error (no error for a null or an unchanged value). */
const cellError = (code: string | null, field?: TaskImportColumn): ImportCellError[] =>
  (code && code !== NO_CHANGE ? [{ field: field ?? TASK_ERROR_FIELD[code] ?? 'alt', code }] : []);

/**
 * POST /api/projects/:projectId/tasks/import (API.md "Imports", decision 032): each row obeys the
 * single create's and edit's rules for the person importing, and leaves what they leave (score
 * ledger rows, live refresh, sudden-task notifications), for a whole file in a few statements.
 */
@Injectable()
export class TaskImportService {
  constructor(
    private readonly imports: ImportsService,
    private readonly repo: TasksRepository,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly live: LiveService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async import(user: AuthUser, projectId: number, file: UploadedFile | undefined, options: ImportOptions) {
    const projectName = await this.repo.projectName(projectId);
    if (projectName === undefined) throw notFound();
    return this.imports.run({
      kind: 'tasks', projectId, user, file, columns: TASK_IMPORT_COLUMNS, options,
      plan: (rows) => this.plan(user, projectId, projectName, rows, !options.dryRun),
    });
  }

  template(): Promise<Buffer> {
    return this.imports.template('tasks', TASK_IMPORT_COLUMNS, TASK_IMPORT_EXAMPLE);
  }

  private async plan(user: AuthUser, projectId: number, projectName: string, file: ImportRows<TaskImportColumn>, writes: boolean): Promise<ImportPlan> {
    const parsed = file.rows.map((r) => ({ row: r.row, ...parseTaskRow(r.cells) }));
    const alts = [...new Set(parsed.map((p) => p.fields.alt).filter((a): a is string => !!a))];
    const employees = [...new Set(parsed.map((p) => p.fields.employee).filter((e): e is string => !!e))];
    const [existing, limits, assignable, penalties, creativeScores] = await Promise.all([
      this.repo.importMatches(projectId, alts, writes),
      this.repo.roleScoreLimits(),
      this.repo.assignable(projectId, employees),
      this.repo.latePenalties(),
      this.repo.creativeScores(),
    ]);
    const penaltyOf = (role: number) => latePenaltyPercent(penalties.get(role));
    const byAlt = new Map(existing.map((t) => [t.altId, t]));
    const limitOf = (role: number) => scoreLimitFor(user.role === Role.SystemAdmin, limits.get(role) ?? 0);
    const may = (name: PermissionName, value?: number) => this.permissions.has(user, name, { project: projectId, value });
    const now = this.clock.now();
    const today = toYmd(now, this.config.timeZone);

    const duplicates = duplicateKeys(parsed, (p) => p.fields.alt ?? null);
    const creates: NewTask[] = [];
    const updates: TaskUpdate[] = [];
    const rows: ImportRowResult[] = [];
    for (const item of parsed) {
      const { row, fields, errors: cellErrors } = item;
      const errors: ImportCellError[] = [...cellErrors];
      const alt = fields.alt ?? null;
      const answer = (action: ImportRowResult['action']) => rows.push({ row, key: alt, action: errors.length ? 'error' : action, errors });
      if (duplicates.has(item)) {
        errors.push({ field: 'alt', code: 'import.duplicate-in-file' });
        answer('error');
        continue;
      }
      const task = alt === null ? undefined : byAlt.get(alt);
      if (!task) {
        if (!cellErrors.length) errors.push(...(await this.checkCreate(fields, limitOf, may, assignable)));
        if (!errors.length) creates.push(this.newTask(projectId, fields, now, creativeScores));
        answer('create');
        continue;
      }
      if (isClosed(task.status)) {
        errors.push({ field: 'alt', code: 'task.closed' });
        answer('error');
        continue;
      }
      const update = errors.length ? undefined : await this.checkUpdate(task, fields, errors, { projectId, today, limitOf, may, assignable, now, penaltyOf });
      if (update) updates.push(update);
      answer(update || errors.length ? 'update' : 'unchanged');
    }
    return { rows, write: () => this.write(user, projectId, projectName, creates, updates) };
  }

  /** The single create's checks (TasksService.create), in its order, with the permission per role. */
  private async checkCreate(
    fields: TaskImportFields, limitOf: (role: number) => number, may: (name: PermissionName, value?: number) => Promise<boolean>,
    assignable: Set<string>,
  ): Promise<ImportCellError[]> {
    const role = fields.role ?? 0;
    const invalid = checkCreateTask({
      role, name: fields.name, employee: fields.employee, isSudden: fields.isSudden, score: fields.score, deadline: fields.deadline,
      output: null, scoreLimit: fields.role === undefined ? null : limitOf(role), creativeType: fields.creativeType,
    });
    if (invalid) return cellError(invalid);
    if (!(await may('Task.Create', role))) return [{ field: 'role', code: 'common.no-permission' }];
    if (fields.isSudden && !(await may('Task.Create.Sudden'))) return [{ field: 'isSudden', code: 'common.no-permission' }];
    if (fields.employee && !assignable.has(fields.employee)) return [{ field: 'employee', code: 'task.employee-not-member' }];
    return [];
  }

  /**
   * The single edit's checks (TaskEditService) of name, score, assignee and deadline, each only when
   * the file changes it; answers the task as it would be left, or undefined when nothing changes.
   */
  private async checkUpdate(
    task: TaskRecord, fields: TaskImportFields, errors: ImportCellError[],
    ctx: {
      projectId: number; today: number; now: Date; limitOf: (role: number) => number; assignable: Set<string>; penaltyOf: (role: number) => number;
      may: (name: PermissionName, value?: number) => Promise<boolean>;
    },
  ): Promise<TaskUpdate | undefined> {
    const after: TaskRecord = { ...task };
    // The type is the task's from its creation (decision 057): a file may repeat it, not change it.
    if (fields.creativeType !== undefined && fields.creativeType !== task.creativeType) errors.push({ field: 'creativeType', code: 'task.creative-type-fixed' });
    const permitted = async (name: PermissionName, field: TaskImportColumn, value?: number) => {
      if (await ctx.may(name, value)) return true;
      errors.push({ field, code: 'common.no-permission' });
      return false;
    };
    if (fields.name !== undefined && checkNameEdit(task.taskName, fields.name) !== NO_CHANGE && (await permitted('Task.Edit.Name', 'name'))) {
      after.taskName = fields.name.trim();
    }
    if (fields.score !== undefined && fields.score !== task.score && (await permitted('Task.Edit.Score', 'score'))) {
      const check = checkScoreEdit(task.score, fields.score, ctx.limitOf(task.role));
      errors.push(...cellError(check, 'score'));
      after.score = fields.score;
    }
    if (fields.employee !== undefined && fields.employee !== task.employee && (await permitted('Task.Edit.Employee', 'employee'))) {
      errors.push(...cellError(checkAssigneeEdit(task.status), 'employee'));
      if (!ctx.assignable.has(fields.employee)) errors.push({ field: 'employee', code: 'task.employee-not-member' });
      after.employee = fields.employee;
    }
    // The deadline permission is per role, and not asked in the global project.
    if (fields.deadline !== undefined && fields.deadline !== task.deadline
      && (ctx.projectId === 0 || (await permitted('Task.Edit.Deadline', 'deadline', task.role)))) {
      errors.push(...cellError(checkDeadlineEdit(task.status, { isGlobalProject: ctx.projectId === 0, hasDeadlinePermissionForRole: true }), 'deadline'));
      after.deadline = fields.deadline;
    }
    const scoreChanged = after.score !== task.score;
    const deadlineChanged = after.deadline !== task.deadline;
    if (errors.length || (!scoreChanged && !deadlineChanged && after.taskName === task.taskName && after.employee === task.employee)) return undefined;
    // The final score each cause leaves, as the single edit computes it: the score edit against the old deadline, then the deadline.
    const percent = ctx.penaltyOf(task.role);
    const editFinal = scoreChanged ? finalScoreFor({ ...after, deadline: task.deadline }, ctx.today, this.config.timeZone, percent) ?? task.finalScore : task.finalScore;
    const finalScore = deadlineChanged ? finalScoreFor(after, ctx.today, this.config.timeZone, percent) ?? editFinal : editFinal;
    return { before: task, after: { ...after, finalScore, lastModified: ctx.now }, editFinal, deadlineChanged };
  }

  /** The task a row creates, as TasksService.create makes it: a creative task takes its type's creative-scores row when set. */
  private newTask(projectId: number, fields: TaskImportFields, now: Date, creativeScores: ReadonlyMap<string, number>): NewTask {
    const status = initialStatus(fields.role!);
    const done = status === TaskStatus.Success;
    const creativeType = fields.creativeType ?? null;
    const score = creativeInitialScore(fields.score!, creativeType, creativeScores.get(`${fields.role}:${creativeType}`));
    return {
      altId: fields.alt!, projectId, taskName: fields.name!.trim(), role: fields.role!, input: fields.input ? makeTaskContent(fields.input) : '',
      output: '', score, altScore: 0, finalScore: score, status, isSudden: !!fields.isSudden, isSystem: false,
      employee: fields.employee ?? null, createdAt: now, lastModified: now, startDate: done ? now : null, endDate: done ? now : null,
      deadline: fields.deadline ?? null, creativeType,
    };
  }

  /** Creates, then the edits: each cause is its own score ledger row, named as the single calls name it. */
  private async write(user: AuthUser, projectId: number, projectName: string, creates: NewTask[], updates: TaskUpdate[]) {
    await this.repo.attributeScoreChanges('create', user.id);
    const created = await this.repo.insertMany(creates);
    await this.repo.attributeScoreChanges('edit', user.id);
    await this.repo.importEdits(updates.map((u): ImportedTaskEdit => ({
      taskId: u.before.taskId, taskName: u.after.taskName, score: u.after.score, employee: u.after.employee, lastModified: u.after.lastModified,
      finalScore: u.editFinal,
    })));
    await this.repo.attributeScoreChanges('deadline', user.id);
    await this.repo.importDeadlines(updates.filter((u) => u.deadlineChanged).map((u): ImportedDeadline => ({
      taskId: u.before.taskId, deadline: u.after.deadline, finalScore: u.after.finalScore,
    })));
    const ids = [...created.map((c) => c.taskId), ...updates.map((u) => u.before.taskId)];
    if (ids.length) {
      this.live.tasks(projectId, ids, [...creates.map((c) => c.employee), ...updates.flatMap((u) => [u.before.employee, u.after.employee])]);
    }
    const idOf = new Map(created.map((c) => [c.altId, c.taskId]));
    await this.notifications.notify(creates.filter((task) => task.isSudden && task.employee).map((task) => ({
      employeeId: task.employee!,
      type: NotificationType.newSuddenTaskForEmployee,
      content: { projectId, projectName, taskName: task.taskName, deadline: task.deadline, taskId: idOf.get(task.altId!)! },
    })));
  }
}
