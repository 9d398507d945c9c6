import { Inject, Injectable } from '@nestjs/common';
import {
  applyStatusChange, checkAssigneeEdit, checkBenchmarkOrEfficiencyEdit, checkDeadlineEdit, checkInputOutputEdit,
  checkNameEdit, checkScoreEdit, checkStatusChange, checkTaskEditable, finalScoreFor, isValidYmd, latePenaltyPercent, NO_CHANGE,
  statusPermissionFor, toYmd, type PermissionName, type ScoreReason, type TaskJson, type TaskStatus, type ErrorCode,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { LiveService } from '../live/live.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { UpdateTaskDto } from './dto/task.dto';
import { TasksRepository } from './tasks.repository';
import { taskRuleError, TasksService } from './tasks.service';

const fail = (code: ErrorCode | typeof NO_CHANGE | null) => {
  if (code && code !== NO_CHANGE) throw new DomainError(code, code === 'common.no-permission' ? 403 : 400);
};

/** The edit permission each field needs (status depends on where the task is). */
const FIELD_PERMISSIONS: [keyof UpdateTaskDto, PermissionName][] = [
  ['name', 'Task.Edit.Name'], ['score', 'Task.Edit.Score'], ['employee', 'Task.Edit.Employee'],
  ['isClearEmployee', 'Task.Edit.Employee'], ['deadline', 'Task.Edit.Deadline'], ['isClearDeadline', 'Task.Edit.Deadline'],
  ['isArchived', 'Task.Edit.Archived'], ['efficiency', 'Task.Edit.Efficiency'], ['benchmark', 'Task.Edit.Benchmark'],
  ['input', 'Task.Edit.Input'], ['output', 'Task.Edit.Output'],
];

/** Work on one's own task; someone else's needs the manager's Task.Edit.Employee as well. */
const OWN_TASK_FIELDS = new Set<keyof UpdateTaskDto>(['status', 'input', 'output']);

@Injectable()
export class TaskEditService {
  constructor(
    private readonly db: Db,
    private readonly repo: TasksRepository,
    private readonly tasks: TasksService,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveService,
  ) {}

  /** Answers the task as the API shows it, built by the same statement that saves it. */
  async update(user: AuthUser, taskId: number, dto: UpdateTaskDto): Promise<TaskJson> {
    return this.db.tx(() => this.write(user, taskId, dto));
  }

  /** A task view's "why is my score X": the task's score ledger, to whoever may see the task. */
  async scoreLedger(user: AuthUser, taskId: number) {
    const task = await this.repo.summary(taskId);
    if (!task || !(await this.permissions.has(user, 'Task.Get', { project: task.projectId }))) throw notFound();
    const entries = await this.repo.scoreLedger(taskId);
    return { taskId, finalScore: task.finalScore, entries };
  }

  /**
   * Where a task lives (the palette's 'open task N'). A task the caller may not see answers the
   * same 404 as one that does not exist, so ids do not leak what exists.
   */
  async locate(user: AuthUser, taskId: number) {
    const task = await this.repo.locate(taskId);
    if (!task || !(await this.permissions.has(user, 'Task.Get', { project: task.projectId }))) throw notFound();
    return { task };
  }

  /** The same edit inside the caller's transaction (an approved ticket), with the same rules and permissions. */
  async apply(user: AuthUser, taskId: number, dto: UpdateTaskDto): Promise<void> {
    await this.db.tx(() => this.write(user, taskId, dto, 'negotiation'));
  }

  /** Locks the row first, so the permission and rule checks see the task as it is written. */
  private async write(user: AuthUser, taskId: number, dto: UpdateTaskDto, reason?: ScoreReason): Promise<TaskJson> {
    const task = await this.repo.lock(taskId);
    if (!task || !(await this.permissions.has(user, 'Task.Get', { project: task.projectId }))) throw notFound();
    const fields = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as UpdateTaskDto;
    await this.authorize(user, task, fields);
    const now = this.clock.now();
    const today = toYmd(now, this.config.timeZone);
    const before = { status: task.status, score: task.score, deadline: task.deadline, employee: task.employee };

    if (fields.name !== undefined) {
      fail(checkTaskEditable(task.status));
      const check = checkNameEdit(task.taskName, fields.name);
      fail(check);
      if (check !== NO_CHANGE) task.taskName = fields.name.trim();
    }
    if (fields.score !== undefined) {
      fail(checkTaskEditable(task.status));
      const check = checkScoreEdit(task.score, fields.score, await this.tasks.scoreLimit(user, task.role));
      if (check && check !== NO_CHANGE) throw taskRuleError(check, task.role);
      if (check !== NO_CHANGE) task.score = fields.score;
    }
    if (fields.employee !== undefined || fields.isClearEmployee) {
      fail(checkAssigneeEdit(task.status));
      // '---' in the grid's picker clears the assignee.
      const next = fields.isClearEmployee || !fields.employee || fields.employee === '---' ? null : fields.employee.trim();
      if (next) await this.tasks.checkAssignable(task.projectId, next);
      task.employee = next;
    }
    if (fields.deadline !== undefined || fields.isClearDeadline) {
      fail(checkDeadlineEdit(task.status, { isGlobalProject: task.projectId === 0, hasDeadlinePermissionForRole: true }));
      const next = fields.isClearDeadline ? null : fields.deadline ?? null;
      if (next !== null && !isValidYmd(next)) throw invalidField('deadline', 'forms.error.date', 'yyyymmdd', {});
      task.deadline = next;
    }
    if (fields.input !== undefined) {
      fail(checkInputOutputEdit(task.status, fields.input));
      task.input = fields.input;
    }
    if (fields.output !== undefined) {
      fail(checkInputOutputEdit(task.status, fields.output));
      task.output = fields.output;
    }
    if (fields.isArchived !== undefined) task.isArchived = fields.isArchived;
    if (fields.efficiency !== undefined) {
      fail(checkBenchmarkOrEfficiencyEdit(task.status));
      task.efficiency = fields.efficiency;
    }
    if (fields.benchmark !== undefined) {
      fail(checkBenchmarkOrEfficiencyEdit(task.status));
      task.benchmark = fields.benchmark;
    }
    // The final score each cause leaves, in order: the score edit (against the old deadline), the
    // deadline edit, the status move. Each cause that moves it is its own ledger row.
    const stages: { reason: ScoreReason; finalScore: number }[] = [];
    // The decay of the task's role (role-penalties), read only when something rescores the task.
    const rescores = task.score !== before.score || fields.deadline !== undefined || !!fields.isClearDeadline
      || (fields.status !== undefined && fields.status !== task.status);
    const percent = rescores ? latePenaltyPercent(await this.repo.latePenalty(task.role)) : undefined;
    const rescore = (cause: ScoreReason, state: typeof task) => {
      const finalScore = finalScoreFor(state, today, this.config.timeZone, percent);
      if (finalScore !== null) stages.push({ reason: cause, finalScore });
    };
    if (task.score !== before.score) rescore('edit', { ...task, deadline: before.deadline });
    if (fields.deadline !== undefined || fields.isClearDeadline) rescore('deadline', task);
    if (stages.length) task.finalScore = stages[stages.length - 1].finalScore;
    if (fields.status !== undefined && fields.status !== task.status) {
      // Checked against the task as this request leaves it (e.g. output and Completed together).
      fail(checkStatusChange(task, fields.status, { now, today, timeZone: this.config.timeZone }));
      Object.assign(task, applyStatusChange(task, fields.status as TaskStatus, now, this.config.timeZone, percent));
      stages.push({ reason: 'status', finalScore: task.finalScore });
    }
    task.lastModified = now;
    await this.recordStages(taskId, stages, reason, user.id);
    const efficiency = await this.permissions.has(user, 'Task.Get.Efficiency', { project: task.projectId });
    const saved = await this.repo.save(task, efficiency);
    this.live.tasks(task.projectId, [taskId], [before.employee, task.employee]);
    return saved;
  }

  /**
   * Names the causes of this edit's score change for the ledger trigger (docs/scoring.md, The ledger):
   * every stage but the last that moves the final score is written on its own first, so one PATCH that
   * edits the score and moves the status leaves an 'edit' row and a 'status' row. An approved request
   * (`single`) is one 'negotiation' row, whatever it changed.
   */
  private async recordStages(taskId: number, stages: { reason: ScoreReason; finalScore: number }[], single: ScoreReason | undefined, actor: string) {
    if (single || stages.length === 0) return this.repo.attributeScoreChanges(single ?? 'edit', actor);
    for (const stage of stages.slice(0, -1)) {
      await this.repo.attributeScoreChanges(stage.reason, actor);
      await this.repo.setFinalScore(taskId, stage.finalScore);
    }
    await this.repo.attributeScoreChanges(stages[stages.length - 1].reason, actor);
  }

  private async authorize(user: AuthUser, task: { projectId: number; role: number; status: number; employee: string | null }, fields: UpdateTaskDto) {
    const project = task.projectId;
    const needed: [PermissionName, number | undefined][] = [];
    for (const [field, permission] of FIELD_PERMISSIONS) {
      if (fields[field] === undefined || (field === 'isClearEmployee' || field === 'isClearDeadline') && !fields[field]) continue;
      // The deadline permission is per role, and not asked in the global project.
      if (permission === 'Task.Edit.Deadline') {
        if (project !== 0) needed.push([permission, task.role]);
        continue;
      }
      needed.push([permission, undefined]);
    }
    if (fields.status !== undefined && fields.status !== task.status) needed.push([statusPermissionFor(task.status), undefined]);
    const touchesOwnWork = [...OWN_TASK_FIELDS].some((f) => fields[f] !== undefined);
    if (touchesOwnWork && task.employee !== user.id) needed.push(['Task.Edit.Employee', undefined]);
    for (const [name, value] of needed) {
      if (!(await this.permissions.has(user, name, { project, value }))) throw forbidden();
    }
  }
}
