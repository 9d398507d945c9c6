import { Injectable } from '@nestjs/common';
import { toYmd, type PenaltyRow } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { LiveService } from '../live/live.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreatePenaltyDto } from './dto/task.dto';
import { PenaltiesRepository } from './penalties.repository';
import { TasksService } from './tasks.service';

@Injectable()
export class PenaltiesService {
  constructor(
    private readonly repo: PenaltiesRepository,
    private readonly permissions: PermissionsService,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
    private readonly live: LiveService,
  ) {}

  async list(projectId: number): Promise<{ penalties: PenaltyRow[] }> {
    return { penalties: await this.repo.list(projectId) };
  }

  async create(user: AuthUser, projectId: number, dto: CreatePenaltyDto, timeZone: string) {
    const employee = dto.employee?.trim();
    const reason = dto.reason?.trim();
    if (!employee || dto.role === undefined || dto.role === null || !dto.score || !reason) {
      throw new DomainError('penalty.fill-all-fields', 400);
    }
    await this.tasks.checkAssignable(projectId, employee);
    const id = await this.repo.insert({
      projectId, employee, role: dto.role, score: dto.score, reason, date: toYmd(this.clock.now(), timeZone), createdBy: user.id,
    });
    this.live.penalties(projectId, employee);
    return { id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const projectId = await this.repo.projectOf(id);
    if (projectId === undefined || !(await this.permissions.has(user, 'Penalty.Get', { project: projectId }))) throw notFound();
    if (!(await this.permissions.has(user, 'Penalty.Delete', { project: projectId }))) throw forbidden();
    this.live.penalties(projectId, await this.repo.delete(id, user.id));
  }
}
