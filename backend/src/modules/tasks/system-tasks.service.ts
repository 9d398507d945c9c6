import { Injectable } from '@nestjs/common';
import { TaskStatus } from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import type { CreateSystemTaskDto } from './dto/task.dto';
import { insertTask } from './task-store';
import { TasksService } from './tasks.service';

/** Internal (system) tasks: a name, a score of at least 1, an optional Task ID and assignee. */
@Injectable()
export class SystemTasksService {
  constructor(
    private readonly sql: Db,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
  ) {}

  async create(dto: CreateSystemTaskDto) {
    const name = dto.taskName?.trim();
    if (!name) throw new DomainError('task.system-name-empty', 400);
    if (!(await this.sql.one(`select 1 from project where id = $1`, [dto.project]))) throw notFound();
    const employee = dto.employee?.trim() || null;
    if (employee) await this.tasks.checkAssignable(dto.project, employee);
    const role = employee ? (await this.sql.one<{ role: number }>(`select role from employee where id = $1`, [employee]))!.role : 0;
    const now = this.clock.now();
    const score = dto.score ?? 1;
    return this.sql.transaction((client) => insertTask(client, {
      altId: dto.altId?.trim() || null, projectId: dto.project, taskName: name, role, input: '', output: '', score,
      altScore: 0, finalScore: score, status: TaskStatus.Planning, isSudden: false, isSystem: true, employee,
      createdAt: now, lastModified: now, startDate: null, endDate: null, deadline: null,
    }));
  }
}
