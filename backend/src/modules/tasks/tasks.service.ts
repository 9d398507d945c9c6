import { Injectable } from '@nestjs/common';
import {
  checkCreateTask, checkDelete, creativeInitialScore, initialStatus, isCreativeRole, NotificationType, Role, roleTagName, scoreLimitFor, TaskStatus, type TaskJson, type ErrorCode,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { LiveService } from '../live/live.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateTaskDto } from './dto/task.dto';
import { TaskListCache } from './task-list-cache';
import { TasksRepository, type CreatedTask, type NewTask, type TaskSummary } from './tasks.repository';

/** A refused task rule (400); a missing score limit names the task's role in its message. */
export function taskRuleError(code: ErrorCode, role: number): DomainError {
  return new DomainError(code, 400, undefined, code === 'task.score-limit-unset' ? { role: roleTagName(role) } : undefined);
}

@Injectable()
export class TasksService {
  constructor(
    private readonly db: Db,
    private readonly repo: TasksRepository,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly openTasks: TaskListCache,
    private readonly live: LiveService,
  ) {}

  /** The project's tasks as JSON text in the list order of the spec (the open ones kept between calls). */
  async listJson(user: AuthUser, projectId: number, showHidden: boolean): Promise<string | Buffer> {
    const efficiency = await this.permissions.has(user, 'Task.Get.Efficiency', { project: projectId });
    if (!showHidden) return this.openTasks.listJson(projectId, efficiency);
    return this.repo.listJson(projectId, showHidden, efficiency);
  }

  /** One task as the API answers it. */
  async view(user: AuthUser, taskId: number): Promise<TaskJson> {
    const task = await this.repo.summary(taskId);
    if (!task) throw notFound();
    const efficiency = await this.permissions.has(user, 'Task.Get.Efficiency', { project: task.projectId });
    const json = await this.repo.viewJson(taskId, efficiency);
    if (!json) throw notFound();
    return json;
  }

  /** Loads a task the caller may see (Task.Get on its project), else 404. */
  async visibleTask(user: AuthUser, taskId: number): Promise<TaskSummary> {
    const task = await this.repo.summary(taskId);
    if (!task || !(await this.permissions.has(user, 'Task.Get', { project: task.projectId }))) throw notFound();
    return task;
  }

  async scoreLimit(user: AuthUser, role: number): Promise<number> {
    return scoreLimitFor(user.role === Role.SystemAdmin, (await this.repo.roleScoreLimit(role)) ?? 0);
  }

  /** Joins the caller's transaction when there is one (a ticket approval). */
  async create(user: AuthUser, projectId: number, dto: CreateTaskDto, opts: { system?: boolean } = {}): Promise<CreatedTask> {
    const projectName = await this.repo.projectName(projectId);
    if (projectName === undefined) throw notFound();
    const employee = dto.employee?.trim() || null;
    const limit = await this.scoreLimit(user, dto.role);
    const creativeType = dto.creativeType ?? null;
    const invalid = checkCreateTask({
      role: dto.role, name: dto.name, employee, isSudden: dto.isSudden, score: dto.score, deadline: dto.deadline,
      output: dto.output, scoreLimit: limit, creativeType,
    });
    if (invalid) throw taskRuleError(invalid, dto.role);
    // A piece of creative work is scored by its type's row of creative-scores when one is set (decision 057).
    const score = creativeType === null ? dto.score! : creativeInitialScore(dto.score!, creativeType, await this.repo.creativeScore(dto.role, creativeType));
    if (dto.isSudden && !(await this.permissions.has(user, 'Task.Create.Sudden', { project: projectId }))) throw forbidden();
    if (employee) await this.checkAssignable(projectId, employee);

    const now = this.clock.now();
    const status = initialStatus(dto.role);
    const done = status === TaskStatus.Success;
    const task: NewTask = {
      altId: dto.alt?.trim() || null, projectId, taskName: dto.name!.trim(), role: dto.role, input: dto.input ?? '',
      output: dto.output ?? '', score, altScore: dto.altScore ?? 0, finalScore: score, status,
      isSudden: !!dto.isSudden, isSystem: !!opts.system, employee, createdAt: now, lastModified: now,
      startDate: done ? now : null, endDate: done ? now : null, deadline: dto.deadline ?? null, creativeType,
    };
    return this.db.tx(async () => {
      await this.repo.attributeScoreChanges('create', user.id);
      const created = await this.repo.insert(task);
      this.live.tasks(projectId, [created.taskId], [employee]);
      if (task.isSudden && employee) {
        await this.notifications.notify([{
          employeeId: employee,
          type: NotificationType.newSuddenTaskForEmployee,
          content: { projectId, projectName, taskName: task.taskName, deadline: task.deadline, taskId: created.taskId },
        }]);
      }
      return created;
    });
  }

  async remove(user: AuthUser, taskId: number): Promise<void> {
    const task = await this.visibleTask(user, taskId);
    if (!(await this.permissions.has(user, 'Task.Delete', { project: task.projectId }))) throw forbidden();
    const invalid = checkDelete(task.status);
    if (invalid) throw new DomainError(invalid, 400);
    // The status is re-checked by the delete: a concurrent move out of Planning wins. The ledger keeps
    // the task's rows and closes them with a 'deleted' row by the caller (docs/scoring.md, The ledger).
    const deleted = await this.db.tx(async () => {
      await this.repo.attributeScoreChanges('deleted', user.id);
      return this.repo.deleteIfStatus(taskId, TaskStatus.Planning);
    });
    if (!deleted) throw new DomainError('task.delete-not-planning', 400);
    this.live.tasks(task.projectId, [taskId], [task.employee]);
  }

  /** Assignees are active employees who are members of the project (any member of the root project 0). */
  async checkAssignable(projectId: number, employee: string): Promise<void> {
    if (!(await this.repo.isAssignable(projectId, employee))) throw new DomainError('task.employee-not-member', 400);
  }

  isCreative(role: number): boolean {
    return isCreativeRole(role);
  }
}
