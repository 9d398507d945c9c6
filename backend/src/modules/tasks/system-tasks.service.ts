import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TaskStatus } from '@studio/domain';
import { DomainError, notFound } from '../../common/domain-error';
import { SqlService } from '../../database/sql.service';
import type { CreateSystemTaskDto } from './dto/task.dto';
import { Task } from './entities/task.entity';
import { TasksService } from './tasks.service';

/** Internal (system) tasks: a name, a score of at least 1, an optional Task ID and assignee. */
@Injectable()
export class SystemTasksService {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlService,
    private readonly tasks: TasksService,
  ) {}

  async create(dto: CreateSystemTaskDto) {
    const name = dto.taskName?.trim();
    if (!name) throw new DomainError('task.system-name-empty', 400);
    if (!(await this.sql.one(`select 1 from project where id = $1`, [dto.project]))) throw notFound();
    const employee = dto.employee?.trim() || null;
    if (employee) await this.tasks.checkAssignable(dto.project, employee);
    const role = employee ? (await this.sql.one<{ role: number }>(`select role from employee where id = $1`, [employee]))!.role : 0;
    const now = new Date();
    const task = Object.assign(new Task(), {
      altId: dto.altId?.trim() || `tmp-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
      projectId: dto.project, taskName: name, role, score: dto.score ?? 1, finalScore: dto.score ?? 1,
      status: TaskStatus.Planning, isSystem: true, employee, createdAt: now, lastModified: now,
    });
    try {
      await this.em.transactional(async (em) => {
        em.persist(task);
        await em.flush();
        if (!dto.altId?.trim()) {
          task.altId = String(task.taskId);
          await em.flush();
        }
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('task.alt-exists', 409);
      throw error;
    }
    return { taskId: task.taskId, altId: task.altId, createdAt: task.createdAt };
  }
}
