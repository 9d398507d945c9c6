import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  checkCreateTask, checkDelete, initialStatus, isCreativeRole, NotificationType, Role, scoreLimitFor, TaskStatus,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { NotificationsService } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateTaskDto } from './dto/task.dto';
import { insertTask } from './task-store';
import { LIST_ORDER, taskJson } from './task-sql';

export interface TaskRow {
  taskId: number;
  projectId: number;
  role: number;
  status: number;
  employee: string | null;
}

@Injectable()
export class TasksService {
  constructor(
    private readonly sql: Db,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The project's tasks as JSON text, built by PostgreSQL in the list order of the spec. */
  async listJson(user: AuthUser, projectId: number, showHidden: boolean): Promise<string> {
    const efficiency = await this.permissions.has(user, 'Task.Get.Efficiency', { project: projectId });
    const row = await this.sql.one<{ tasks: string }>(
      `select coalesce(json_agg(${taskJson('t', '$3')} order by ${LIST_ORDER('t')}), '[]')::text as tasks
         from task t where t.project_id = $1 and not t.is_system and ($2 or not t.is_archived)`,
      [projectId, showHidden, efficiency],
    );
    return row!.tasks;
  }

  /** One task as the API answers it. */
  async view(user: AuthUser, taskId: number): Promise<Record<string, unknown>> {
    const task = await this.sql.one<{ projectId: number }>(`select project_id as "projectId" from task where task_id = $1`, [taskId]);
    if (!task) throw notFound();
    const efficiency = await this.permissions.has(user, 'Task.Get.Efficiency', { project: task.projectId });
    return (await this.sql.one<{ task: Record<string, unknown> }>(
      `select ${taskJson('t', '$2')} as task from task t where t.task_id = $1`, [taskId, efficiency],
    ))!.task;
  }

  /** Loads a task the caller may see (Task.Get on its project), else 404. */
  async visibleTask(user: AuthUser, taskId: number): Promise<TaskRow> {
    const task = await this.sql.one<TaskRow>(
      `select task_id as "taskId", project_id as "projectId", role, status, employee from task where task_id = $1`, [taskId],
    );
    if (!task || !(await this.permissions.has(user, 'Task.Get', { project: task.projectId }))) throw notFound();
    return task;
  }

  async scoreLimit(user: AuthUser, role: number): Promise<number> {
    const row = await this.sql.one<{ limit: number }>(`select score_limit as "limit" from role_score_limit where role = $1`, [role]);
    return scoreLimitFor(user.role === Role.SystemAdmin, row?.limit ?? 0);
  }

  /** With `opts.client` the task is written inside the caller's transaction (a ticket approval). */
  async create(user: AuthUser, projectId: number, dto: CreateTaskDto, opts: { system?: boolean; client?: PoolClient } = {}) {
    if (!(await this.sql.one(`select 1 from project where id = $1`, [projectId]))) throw notFound();
    const employee = dto.employee?.trim() || null;
    const limit = await this.scoreLimit(user, dto.role);
    const invalid = checkCreateTask({
      role: dto.role, name: dto.name, employee, isSudden: dto.isSudden, score: dto.score, deadline: dto.deadline,
      output: dto.output, scoreLimit: limit,
    });
    if (invalid) throw new DomainError(invalid, 400);
    if (dto.isSudden && !(await this.permissions.has(user, 'Task.Create.Sudden', { project: projectId }))) throw forbidden();
    if (employee) await this.checkAssignable(projectId, employee);

    const now = this.clock.now();
    const status = initialStatus(dto.role);
    const done = status === TaskStatus.Success;
    const write = (client: PoolClient) => insertTask(client, {
      altId: dto.alt?.trim() || null, projectId, taskName: dto.name!.trim(), role: dto.role, input: dto.input ?? '',
      output: dto.output ?? '', score: dto.score!, altScore: dto.altScore ?? 0, finalScore: dto.score!, status,
      isSudden: !!dto.isSudden, isSystem: !!opts.system, employee, createdAt: now, lastModified: now,
      startDate: done ? now : null, endDate: done ? now : null, deadline: dto.deadline ?? null,
    });
    const created = opts.client ? await write(opts.client) : await this.sql.transaction(write);
    if (dto.isSudden && employee) await this.notifySuddenTask({ ...created, projectId, taskName: dto.name!.trim(), deadline: dto.deadline ?? null }, employee);
    return created;
  }
  async remove(user: AuthUser, taskId: number): Promise<void> {
    const task = await this.visibleTask(user, taskId);
    if (!(await this.permissions.has(user, 'Task.Delete', { project: task.projectId }))) throw forbidden();
    const invalid = checkDelete(task.status);
    if (invalid) throw new DomainError(invalid, 400);
    // The status is re-checked in the statement: a concurrent move out of Planning wins.
    const deleted = await this.sql.one(`delete from task where task_id = $1 and status = $2 returning task_id`, [taskId, TaskStatus.Planning]);
    if (!deleted) throw new DomainError('task.delete-not-planning', 400);
  }

  /** Assignees are active employees who are members of the project (any member of the root project 0). */
  async checkAssignable(projectId: number, employee: string): Promise<void> {
    const ok = await this.sql.one(
      `select 1 from employee e where e.id = $1 and e.is_active
          and ($2 = 0 or exists (select 1 from project_employee pe where pe.project_id = $2 and pe.employee_id = e.id))`,
      [employee, projectId],
    );
    if (!ok) throw new DomainError('task.employee-not-member', 400);
  }

  private async notifySuddenTask(task: { taskId: number; projectId: number; taskName: string; deadline: number | null }, employee: string): Promise<void> {
    const project = await this.sql.one<{ name: string }>(`select name from project where id = $1`, [task.projectId]);
    await this.notifications.notify([{
      employeeId: employee,
      type: NotificationType.newSuddenTaskForEmployee,
      content: { projectId: task.projectId, projectName: project?.name, taskName: task.taskName, deadline: task.deadline, taskId: task.taskId },
    }]);
  }

  isCreative(role: number): boolean {
    return isCreativeRole(role);
  }
}
