import { Injectable } from '@nestjs/common';
import type { WikiPageView } from '@studio/domain';
import { createHash } from 'crypto';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { ProjectsService } from '../projects/projects.service';
import { WikiPageType, type CreatePageDto, type UpdatePageDto } from './dto/wiki.dto';
import { emptyLinkedAccounts, linkedAccountsPath, linkedAccountsProblems } from './linked-accounts';
import { WikiAccessService } from './wiki-access.service';
import { WikiRepository } from './wiki.repository';

export const contentHash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/** `a//b/` -> `a/b`; blank -> 400 wiki.path-required; `.` or `..` segments are refused. */
export function normalizePath(raw: string | undefined): string {
  const path = (raw ?? '').trim().replace(/\\/g, '/').split('/').map((s) => s.trim()).filter(Boolean);
  if (!path.length) throw new DomainError('wiki.path-required', 400);
  if (path.some((s) => s === '.' || s === '..')) throw new DomainError('common.validation', 400, [{ field: 'path', message: 'no . or .. segments' }]);
  return path.join('/');
}

/** A path under `Project/<id>/` belongs to that project only. */
function checkPathProject(path: string, project: number): void {
  const m = /^Project\/(\d+)(\/|$)/i.exec(path);
  if (m && Number(m[1]) !== project) throw new DomainError('wiki.path-project-mismatch', 400);
}

function checkContent(path: string, project: number, content: string): void {
  if (path !== linkedAccountsPath(project)) return;
  const problems = linkedAccountsProblems(content);
  if (problems.length) throw new DomainError('wiki.linked-accounts-invalid', 400, problems);
}

/** Wiki pages; the global wiki lives on the root project 0. */
@Injectable()
export class WikiService {
  constructor(
    private readonly db: Db,
    private readonly pages: WikiRepository,
    private readonly projects: ProjectsService,
    private readonly access: WikiAccessService,
  ) {}

  async pageId(user: AuthUser, project: number, rawPath: string) {
    const path = normalizePath(rawPath);
    if (!(await this.access.of(user, project)).read) throw notFound();
    const id = await this.pages.idOf(project, path);
    if (id === undefined) throw notFound();
    return { id };
  }

  async page(user: AuthUser, id: number): Promise<{ page: WikiPageView }> {
    const row = await this.pages.find(id);
    if (!row) throw notFound();
    const access = await this.access.of(user, row.project);
    if (!access.read) throw notFound();
    return { page: { ...row, permissions: row.permissions ?? [], isEditable: access.edit } };
  }

  async create(user: AuthUser, dto: CreatePageDto): Promise<{ id: number }> {
    const path = normalizePath(dto.path);
    const access = await this.access.of(user, dto.project);
    if (!access.read || !(await this.projects.exists(dto.project))) throw notFound();
    if (!access.create) throw forbidden();
    checkPathProject(path, dto.project);
    const linked = path === linkedAccountsPath(dto.project);
    const content = dto.content ?? (linked ? emptyLinkedAccounts() : '');
    checkContent(path, dto.project, content);
    const parentPath = dto.parentPath?.trim() ? normalizePath(dto.parentPath) : undefined;

    const type = dto.type ?? (linked ? WikiPageType.ThirdPartyAccount : WikiPageType.Default);
    return this.db.tx(async () => {
      let parentId: number | null = null;
      if (parentPath) {
        const parent = await this.pages.sharedByPath(dto.project, parentPath);
        // The client linked the new page from a parent it saw: if that parent changed meanwhile, its edit would be lost.
        if (dto.parentContentHash && parent?.contentHash !== dto.parentContentHash) throw new DomainError('wiki.stale-content', 409);
        parentId = parent?.id ?? null;
      }
      const id = await this.pages.insert({ project: dto.project, path, type, content, contentHash: contentHash(content), parentId });
      return { id };
    });
  }

  async update(user: AuthUser, id: number, dto: UpdatePageDto) {
    const path = normalizePath(dto.path);
    await this.db.tx(async () => {
      const page = await this.pages.lockForUpdate(id);
      const access = page ? await this.access.of(user, page.project) : undefined;
      if (!page || !access?.read) throw notFound();
      if (!access.edit) throw forbidden();
      if (dto.project !== page.project) throw new DomainError('wiki.path-project-mismatch', 400);
      if (dto.oldContentHash !== page.contentHash) throw new DomainError('wiki.stale-content', 409);
      checkPathProject(path, page.project);
      checkContent(path, page.project, dto.content);
      if (path !== page.path && (await this.pages.pathTaken(page.project, path))) throw new DomainError('wiki.path-exists', 409);
      await this.pages.update(id, { path, content: dto.content, contentHash: contentHash(dto.content), type: dto.type ?? null });
    });
    return this.page(user, id);
  }
}
