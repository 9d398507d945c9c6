import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PROJECT_ROLES } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { INLINE_IMAGE_TYPES } from '../files/content-type';
import { fileIdOfUrl, FilesService, type StoredFileView } from '../files/files.service';
import type { UploadedFile } from '../files/multipart.interceptor';
import { BUMP_ACL_SQL, PermissionsService } from '../permissions/permissions.service';
import type { CreateProjectDto, UpdateProjectDto } from './dto/project.dto';
import { Project, ProjectEmployee } from './entities/project.entity';
import { ProjectCandidatesService } from './project-candidates.service';
import { ProjectMembersService } from './project-members.service';
import { ProjectsService } from './projects.service';

/** Serialises parent changes so two concurrent moves cannot close a cycle. */
const PARENT_LOCK = 7100101;

/** What to do with the icon: a new upload, an already uploaded file's url, or clear it. */
type IconChange = { file: UploadedFile } | { url: string | null } | undefined;

const text = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

@Injectable()
export class ProjectWriteService {
  constructor(
    private readonly em: EntityManager,
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

    const id = await this.write(async (em, keep) => {
      if (parent !== null) await this.checkParentAccess(em, user, parent);
      await this.members.assertAssignable(em, holders.map((h) => h.employee));
      await this.candidates.assertCandidates(holders);
      const project = Object.assign(new Project(), {
        name, platform: dto.platform ?? null, projectType: dto.type ?? null, parent, popularity: 0, createdAt: new Date(),
      });
      project.icon = await this.iconUrl(em, user, icon, keep);
      em.persist(project);
      await em.flush();
      for (const h of holders) em.persist(Object.assign(new ProjectEmployee(), { projectId: project.id, employeeId: h.employee, role: h.role }));
      await em.flush();
      if (holders.length) await em.execute(BUMP_ACL_SQL);
      return project.id;
    });
    return this.projects.get(id, user);
  }

  async update(user: AuthUser, id: number, dto: UpdateProjectDto, iconFile?: UploadedFile) {
    if (id === 0) throw notFound();
    const icon = await this.checkIcon(iconFile, dto.icon);
    await this.write(async (em, keep) => {
      const project = await em.findOne(Project, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!project) throw notFound();
      // 0 is the root, i.e. no parent; a stored 0 would also trip MikroORM's flush (mikro-orm#8003).
      if (project.parent === 0) project.parent = null;
      const name = dto.name !== undefined ? dto.name : dto.projectName;
      if (name !== undefined) {
        if (!name?.trim()) throw new DomainError('project.name-required', 400);
        project.name = name.trim();
      }
      for (const field of ['packageName', 'repositoryId', 'firebaseProjectId', 'firebaseAppId'] as const) {
        const value = text(dto[field]);
        if (value !== undefined) project[field] = value;
      }
      const projectType = dto.projectType !== undefined ? dto.projectType : dto.type;
      if (projectType !== undefined) project.projectType = projectType;
      if (dto.platform !== undefined) project.platform = dto.platform;
      if (dto.statusUa !== undefined) project.statusUa = dto.statusUa;
      if (dto.parent !== undefined && (dto.parent || null) !== (project.parent ?? null)) {
        project.parent = await this.checkParent(em, user, id, dto.parent);
      }
      if (icon) project.icon = await this.iconUrl(em, user, icon, keep);

      const membersChanged = dto.employees ? await this.members.setMembers(em, user, id, dto.employees) : false;
      if (dto.roleLevels) await this.members.setRoleLevels(em, user, id, dto.roleLevels);
      await em.flush();
      if (membersChanged) await em.execute(BUMP_ACL_SQL);
    });
    return this.projects.get(id, user);
  }

  /** The new parent (null for none or the root 0): an existing project, not itself nor below itself. */
  private async checkParent(em: EntityManager, user: AuthUser, id: number, requested: number | null): Promise<number | null> {
    const parent = requested || null;
    if (parent === null) return null;
    if (parent === id) throw new DomainError('project.parent-self', 400);
    await this.checkParentAccess(em, user, parent);
    await em.execute(`select pg_advisory_xact_lock(${PARENT_LOCK})`);
    const [row] = await em.execute<{ cycle: boolean }[]>(
      `with recursive up as (
         select id, parent from project where id = ?
         union
         select p.id, p.parent from project p join up on p.id = up.parent
       )
       select exists (select 1 from up where id = ?) as cycle`,
      [parent, id],
    );
    if (row.cycle) throw new DomainError('project.parent-cycle', 400);
    return parent;
  }

  /**
   * A project goes under a parent only by someone who may edit that parent; a parent the caller
   * cannot see reads as unknown, so its existence is not revealed.
   */
  private async checkParentAccess(em: EntityManager, user: AuthUser, parent: number): Promise<void> {
    if (parent === 0 || !(await em.count(Project, { id: parent })) || !(await this.permissions.has(user, 'Project.Get', { project: parent }))) {
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

  private async iconUrl(em: EntityManager, user: AuthUser, icon: IconChange, keep: StoredFileView[]): Promise<string | null> {
    if (!icon) return null;
    if ('url' in icon) return icon.url;
    const stored = await this.files.record(em, icon.file, user.id);
    keep.push(stored);
    return stored.url;
  }

  /** A transaction that also removes the bytes of files it stored when it fails. */
  private async write<T>(work: (em: EntityManager, stored: StoredFileView[]) => Promise<T>): Promise<T> {
    const stored: StoredFileView[] = [];
    try {
      return await this.em.transactional((em) => work(em, stored));
    } catch (error) {
      await this.files.discard(stored);
      throw error;
    }
  }
}
