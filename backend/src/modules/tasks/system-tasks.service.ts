import { Injectable } from '@nestjs/common';
import { TaskStatus } from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { LiveService } from '../live/live.service';
import type { CreateSystemTaskDto } from './dto/task.dto';
import { TasksRepository, type CreatedTask } from './tasks.repository';
import { TasksService } from './tasks.service';

/** Internal (system) tasks: a name, a score of at least 1, an optional Task ID and assignee. */
@Injectable()
export class SystemTasksService {
  constructor(
    private readonly repo: TasksRepository,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
    private readonly live: LiveService,
  ) {}

  async create(dto: CreateSystemTaskDto): Promise<CreatedTask> {
    const name = dto.taskName?.trim();
    if (!name) throw new DomainError('task.system-name-empty', 400);
    if ((await this.repo.projectName(dto.project)) === undefined) throw notFound();
    const employee = dto.employee?.trim() || null;
    if (employee) await this.tasks.checkAssignable(dto.project, employee);
    // The task takes the assignee's own role.
    const role = employee ? (await this.repo.employeeRole(employee))! : 0;
    const now = this.clock.now();
    const score = dto.score ?? 1;
    // One statement: atomic on its own, so it is published once it has answered.
    const created = await this.repo.insert({
      altId: dto.altId?.trim() || null, projectId: dto.project, taskName: name, role, input: '', output: '', score,
      altScore: 0, finalScore: score, status: TaskStatus.Planning, isSudden: false, isSystem: true, employee,
      createdAt: now, lastModified: now, startDate: null, endDate: null, deadline: null, creativeType: null,
    });
    // The project's internal task screen follows the project's tasks topic.
    this.live.tasks(dto.project, [created.taskId], [employee]);
    return created;
  }
}
