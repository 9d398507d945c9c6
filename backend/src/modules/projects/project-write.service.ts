import { Injectable } from '@nestjs/common';
import { PROJECT_ROLES } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { INLINE_IMAGE_TYPES } from '../files/content-type';
import { fileIdOfUrl, FilesService, type StoredFileView } from '../files/files.service';
import type { UploadedFile } from '../files/multipart.interceptor';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateProjectDto, UpdateProjectDto } from './dto/project.dto';
import { ProjectCandidatesService } from './project-candidates.service';
import { ProjectMembersService } from './project-members.service';
import { ProjectsRepository, type ProjectPatch } from './projects.repository';
import { ProjectsService } from './projects.service';

/** What to do with the icon: a new upload, an already uploaded file's url, or clear it. */
type IconChange = { file: UploadedFile } | { url: string | null } | undefined;

const text = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

@Injectable()
export class ProjectWriteService {
  constructor(
    private readonly db: Db,
    private readonly repo: ProjectsRepository,
    private readonly files: FilesService,
    private readonly members: ProjectMembersService,
    private readonly candidates: ProjectCandidatesService,
    private readonly projects: ProjectsService,
    private readonly permissions: PermissionsService,
  ) {}

  async create(user: AuthUser, dto: CreateProjectDto, iconFile?: UploadedFile) {
    const name = dto.projectName?.trim();
    if (!name) throw new DomainError('project.name-required', 400);
    const parent = dto.parent || null;
    const holders = PROJECT_ROLES.flatMap((p) => {
      const employee = dto[p.key]?.trim();
      return employee ? [{ employee, role: p.role as number }] : [];
    });
    const icon = await this.checkIcon(iconFile, dto.icon);

    const id = await this.write(async (keep) => {
      if (parent !== null) await this.checkParentAccess(user, parent);
      await this.members.assertAssignable(holders.map((h) => h.employee));
      await this.candidates.assertCandidates(holders);
      const projectIcon = await this.iconUrl(user, icon, keep);
      const projectId = await this.repo.insert({ name, platform: dto.platform ?? null, projectType: dto.type ?? null, parent, icon: projectIcon });
      await this.members.addMembers(projectId, holders);
      // Members gain project-role grants: cached grants must be reloaded.
      if (holders.length) await this.permissions.bumpAcl();
      return projectId;
    });
    return this.projects.get(id, user);
  }

  async update(user: AuthUser, id: number, dto: UpdateProjectDto, iconFile?: UploadedFile) {
    if (id === 0) throw notFound();
    const icon = await this.checkIcon(iconFile, dto.icon);
    await this.write(async (keep) => {
      const project = await this.repo.lockForUpdate(id);
      if (!project) throw notFound();
      const patch: ProjectPatch = {};
      // 0 is the root, i.e. no parent: a stored 0 is written back as null.
      if (project.parent === 0) patch.parent = null;
      const name = dto.name !== undefined ? dto.name : dto.projectName;
      if (name !== undefined) {
        if (!name?.trim()) throw new DomainError('project.name-required', 400);
        patch.name = name.trim();
      }
      for (const field of ['packageName', 'repositoryId', 'firebaseProjectId', 'firebaseAppId'] as const) {
        const value = text(dto[field]);
        if (value !== undefined) patch[field] = value;
      }
      const projectType = dto.projectType !== undefined ? dto.projectType : dto.type;
      if (projectType !== undefined) patch.projectType = projectType;
      if (dto.platform !== undefined) patch.platform = dto.platform;
      if (dto.statusUa !== undefined) patch.statusUa = dto.statusUa;
      if (dto.parent !== undefined && (dto.parent || null) !== (project.parent || null)) {
        patch.parent = await this.checkParent(user, id, dto.parent);
      }
      if (icon) patch.icon = await this.iconUrl(user, icon, keep);

      await this.repo.update(id, patch);
      const membersChanged = dto.employees ? await this.members.setMembers(user, id, dto.employees) : false;
      if (dto.roleLevels) await this.members.setRoleLevels(user, id, dto.roleLevels);
      // Members gain or lose project-role grants: cached grants must be reloaded.
      if (membersChanged) await this.permissions.bumpAcl();
    });
    return this.projects.get(id, user);
  }

  /** The new parent (null for none or the root 0): an existing project, not itself nor below itself. */
  private async checkParent(user: AuthUser, id: number, requested: number | null): Promise<number | null> {
    const parent = requested || null;
    if (parent === null) return null;
    if (parent === id) throw new DomainError('project.parent-self', 400);
    await this.checkParentAccess(user, parent);
    // Under the lock no other move can run between this check and the commit.
    await this.repo.lockParentChanges();
    if (await this.repo.isSelfOrAbove(id, parent)) throw new DomainError('project.parent-cycle', 400);
    return parent;
  }

  /**
   * A project goes under a parent only by someone who may edit that parent; a parent the caller
   * cannot see reads as unknown, so its existence is not revealed.
   */
  private async checkParentAccess(user: AuthUser, parent: number): Promise<void> {
    if (parent === 0 || !(await this.repo.exists(parent)) || !(await this.permissions.has(user, 'Project.Get', { project: parent }))) {
      throw new DomainError('project.parent-not-found', 400);
    }
    if (!(await this.permissions.has(user, 'Project.Edit', { project: parent }))) throw forbidden();
  }

  /** Checks the icon before anything is written: an image upload, or the url of an uploaded image. */
  private async checkIcon(file: UploadedFile | undefined, url: string | null | undefined): Promise<IconChange> {
    if (file) {
      if (!(await this.files.imageTypeOf(file))) throw new DomainError('project.icon-not-image', 400);
      return { file };
    }
    if (url === undefined) return undefined;
    if (url === null || url.trim() === '') return { url: null };
    const fileId = fileIdOfUrl(url.trim());
    const type = fileId ? await this.files.contentTypeOf(fileId) : undefined;
    if (!type) throw new DomainError('project.icon-not-found', 400);
    if (!INLINE_IMAGE_TYPES.includes(type)) throw new DomainError('project.icon-not-image', 400);
    return { url: url.trim() };
  }

  private async iconUrl(user: AuthUser, icon: IconChange, keep: StoredFileView[]): Promise<string | null> {
    if (!icon) return null;
    if ('url' in icon) return icon.url;
    const stored = await this.files.record(icon.file, user.id);
    keep.push(stored);
    return stored.url;
  }

  /** A transaction that also removes the bytes of files it stored when it fails. */
  private write<T>(work: (stored: StoredFileView[]) => Promise<T>): Promise<T> {
    return this.files.transactionWithFiles(work);
  }
}
