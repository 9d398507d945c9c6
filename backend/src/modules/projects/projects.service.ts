import { Injectable } from '@nestjs/common';
import { hasPermission, type ProjectDetail, type ProjectSummary } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { notFound } from '../../common/domain-error';
import { PermissionsService } from '../permissions/permissions.service';
import { ProjectsRepository } from './projects.repository';

@Injectable()
export class ProjectsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly permissions: PermissionsService,
  ) {}

  /** Every project but the global root that the caller holds Project.Get on. */
  async visible(user: AuthUser): Promise<{ projects: ProjectSummary[] }> {
    const [grants, rows] = await Promise.all([this.permissions.grantsOf(user), this.repo.list()]);
    return { projects: rows.filter((p) => hasPermission(grants, 'Project.Get', { project: p.id })) };
  }

  /** One project with its members, and its role levels for holders of Project.Get.RoleLevel. */
  async get(id: number, user: AuthUser): Promise<{ project: ProjectDetail }> {
    const [project, withLevels] = await Promise.all([
      this.repo.detail(id),
      this.permissions.has(user, 'Project.Get.RoleLevel', { project: id }),
    ]);
    if (!project) throw notFound();
    if (!withLevels) delete project.roleLevels;
    return { project };
  }

  /** Whether a project (the global root 0 included) exists. */
  exists(id: number): Promise<boolean> {
    return this.repo.exists(id);
  }
}
