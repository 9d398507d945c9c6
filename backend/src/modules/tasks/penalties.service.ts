import { Injectable } from '@nestjs/common';
import { toYmd } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreatePenaltyDto } from './dto/task.dto';
import { TasksService } from './tasks.service';

@Injectable()
export class PenaltiesService {
  constructor(
    private readonly sql: Db,
    private readonly permissions: PermissionsService,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
  ) {}

  async list(projectId: number) {
    const penalties = await this.sql.many(
      `select id, employee, role, score, alt_score as "altScore", reason, date, project_id as project
         from penalty where project_id = $1 order by date desc, id desc`,
      [projectId],
    );
    return { penalties };
  }

  async create(user: AuthUser, projectId: number, dto: CreatePenaltyDto, timeZone: string) {
    const employee = dto.employee?.trim();
    const reason = dto.reason?.trim();
    if (!employee || dto.role === undefined || dto.role === null || !dto.score || !reason) {
      throw new DomainError('penalty.fill-all-fields', 400);
    }
    await this.tasks.checkAssignable(projectId, employee);
    const row = await this.sql.one<{ id: number }>(
      `insert into penalty (project_id, employee, role, score, alt_score, reason, date, created_by)
       values ($1, $2, $3, $4, 0, $5, $6, $7) returning id`,
      [projectId, employee, dto.role, dto.score, reason, toYmd(this.clock.now(), timeZone), user.id],
    );
    return { id: row!.id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const penalty = await this.sql.one<{ projectId: number }>(`select project_id as "projectId" from penalty where id = $1`, [id]);
    if (!penalty || !(await this.permissions.has(user, 'Penalty.Get', { project: penalty.projectId }))) throw notFound();
    if (!(await this.permissions.has(user, 'Penalty.Delete', { project: penalty.projectId }))) throw forbidden();
    await this.sql.many(`delete from penalty where id = $1`, [id]);
  }
}
