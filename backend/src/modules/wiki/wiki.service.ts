import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { WikiPageType, type CreatePageDto, type UpdatePageDto } from './dto/wiki.dto';
import { emptyLinkedAccounts, linkedAccountsPath, linkedAccountsProblems } from './linked-accounts';
import { WikiAccessService } from './wiki-access.service';

export const contentHash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

interface PageRow {
  id: number;
  project: number;
  path: string;
  type: number;
  content: string;
  contentHash: string;
  parentId: number | null;
  permissions: unknown;
}

const PAGE_COLUMNS = `id, project_id as project, path, type, content, content_hash as "contentHash", parent_id as "parentId", permissions`;

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

/**
 * Writes are SQL inside em.transactional: MikroORM 6.6.16 overflows its stack flushing an entity whose
 * mapToPk relation holds 0 (mikro-orm#8003), and the global wiki lives on project 0.
 */
@Injectable()
export class WikiService {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Db,
    private readonly access: WikiAccessService,
  ) {}

  async pageId(user: AuthUser, project: number, rawPath: string) {
    const path = normalizePath(rawPath);
    if (!(await this.access.of(user, project)).read) throw notFound();
    const row = await this.sql.one<{ id: number }>(`select id from wiki_page where project_id = $1 and path = $2`, [project, path]);
    if (!row) throw notFound();
    return { id: row.id };
  }

  async page(user: AuthUser, id: number) {
    const row = await this.sql.one<PageRow>(`select ${PAGE_COLUMNS} from wiki_page where id = $1`, [id]);
    if (!row) throw notFound();
    const access = await this.access.of(user, row.project);
    if (!access.read) throw notFound();
    return { page: { ...row, permissions: row.permissions ?? [], isEditable: access.edit } };
  }

  async create(user: AuthUser, dto: CreatePageDto): Promise<{ id: number }> {
    const path = normalizePath(dto.path);
    const access = await this.access.of(user, dto.project);
    if (!access.read || !(await this.sql.one(`select 1 from project where id = $1`, [dto.project]))) throw notFound();
    if (!access.create) throw forbidden();
    checkPathProject(path, dto.project);
    const linked = path === linkedAccountsPath(dto.project);
    const content = dto.content ?? (linked ? emptyLinkedAccounts() : '');
    checkContent(path, dto.project, content);
    const parentPath = dto.parentPath?.trim() ? normalizePath(dto.parentPath) : undefined;

    const type = dto.type ?? (linked ? WikiPageType.ThirdPartyAccount : WikiPageType.Default);
    return this.em.transactional(async (em) => {
      let parentId: number | null = null;
      if (parentPath) {
        const [parent] = await em.execute<{ id: number; contentHash: string }[]>(
          `select id, content_hash as "contentHash" from wiki_page where project_id = ? and path = ? for share`, [dto.project, parentPath],
        );
        // The client linked the new page from a parent it saw: if that parent changed meanwhile, its edit would be lost.
        if (dto.parentContentHash && parent?.contentHash !== dto.parentContentHash) throw new DomainError('wiki.stale-content', 409);
        parentId = parent?.id ?? null;
      }
      const [row] = await em.execute<{ id: number }[]>(
        `insert into wiki_page (project_id, path, type, content, content_hash, parent_id) values (?, ?, ?, ?, ?, ?)
         on conflict (project_id, path) do nothing returning id`,
        [dto.project, path, type, content, contentHash(content), parentId],
      );
      if (!row) throw new DomainError('wiki.path-exists', 409);
      return { id: row.id };
    });
  }

  async update(user: AuthUser, id: number, dto: UpdatePageDto) {
    const path = normalizePath(dto.path);
    await this.em.transactional(async (em) => {
      const [page] = await em.execute<{ project: number; path: string; contentHash: string }[]>(
        `select project_id as project, path, content_hash as "contentHash" from wiki_page where id = ? for update`, [id],
      );
      const access = page ? await this.access.of(user, page.project) : undefined;
      if (!page || !access?.read) throw notFound();
      if (!access.edit) throw forbidden();
      if (dto.project !== page.project) throw new DomainError('wiki.path-project-mismatch', 400);
      if (dto.oldContentHash !== page.contentHash) throw new DomainError('wiki.stale-content', 409);
      checkPathProject(path, page.project);
      checkContent(path, page.project, dto.content);
      if (path !== page.path) {
        const [taken] = await em.execute(`select 1 from wiki_page where project_id = ? and path = ?`, [page.project, path]);
        if (taken) throw new DomainError('wiki.path-exists', 409);
      }
      await em.execute(
        `update wiki_page set path = ?, content = ?, content_hash = ?, type = coalesce(?, type), updated_at = now() where id = ?`,
        [path, dto.content, contentHash(dto.content), dto.type ?? null, id],
      );
    });
    return this.page(user, id);
  }
}
