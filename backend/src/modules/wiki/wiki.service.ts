import { Injectable } from '@nestjs/common';
import {
  normalizePermissionRow, pagePermissionRows, repeatedType, wikiPermissionProblems, wikiTree, WikiPageType,
  type WikiPageView, type WikiPermissionRow, type WikiTreeNode,
} from '@studio/domain';
import { createHash } from 'crypto';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { fieldError, invalidField } from '../../common/field-error';
import { Db } from '../../database/db';
import { ProjectsService } from '../projects/projects.service';
import type { CreatePageDto, SetPermissionsDto, UpdatePageDto } from './dto/wiki.dto';
import { emptyLinkedAccounts, linkedAccountsPath, linkedAccountsProblems } from './linked-accounts';
import { WikiAccessService } from './wiki-access.service';
import { WikiRepository, type PageRow } from './wiki.repository';

export const contentHash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/** `a//b/` -> `a/b`; blank -> 400 wiki.path-required; `.` or `..` segments are refused. */
export function normalizePath(raw: string | undefined): string {
  const path = (raw ?? '').trim().replace(/\\/g, '/').split('/').map((s) => s.trim()).filter(Boolean);
  if (!path.length) throw new DomainError('wiki.path-required', 400);
  if (path.some((s) => s === '.' || s === '..')) throw invalidField('path', 'forms.error.format', 'no . or .. segments', {});
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
 * The type a page may take (spec 3: 'Old is not selectable as a new choice'): Old view only when
 * it already is one; the third-party-account table only on the linked-accounts path.
 */
function checkType(type: number | undefined, current: number | undefined, path: string, project: number): void {
  if (type === undefined || type === current) return;
  if (type === WikiPageType.Old && current !== undefined) throw new DomainError('wiki.type-not-allowed', 400);
  if (type === WikiPageType.ThirdPartyAccount && path !== linkedAccountsPath(project)) throw new DomainError('wiki.type-not-allowed', 400);
}

/** The ancestors of a path, nearest last: `a/b/c` -> `a`, `a/b`. */
const ancestorPaths = (path: string) => path.split('/').slice(0, -1).map((_, i, all) => all.slice(0, i + 1).join('/'));

const view = (row: PageRow, isEditable: boolean): WikiPageView => ({ ...row, permissions: pagePermissionRows(row.permissions), isEditable });

/** Wiki pages; the global wiki lives on the root project 0. */
@Injectable()
export class WikiService {
  constructor(
    private readonly db: Db,
    private readonly pages: WikiRepository,
    private readonly projects: ProjectsService,
    private readonly access: WikiAccessService,
  ) {}

  async globalId(): Promise<{ id: number }> {
    const id = await this.pages.globalId();
    if (id === undefined) throw notFound();
    return { id };
  }

  /** The project's pages the caller may read, as a tree by path. */
  async tree(user: AuthUser, project: number): Promise<{ pages: WikiTreeNode[] }> {
    const rows = await this.access.readable(user, project, await this.pages.treeRows(project));
    return { pages: wikiTree(rows) };
  }

  async pageId(user: AuthUser, project: number, rawPath: string) {
    const path = normalizePath(rawPath);
    const id = await this.pages.idOf(project, path);
    if (id === undefined || !(await this.access.page(user, id))?.read) throw notFound();
    return { id };
  }

  async page(user: AuthUser, id: number): Promise<{ page: WikiPageView }> {
    const access = await this.access.page(user, id);
    const row = access?.read ? await this.pages.find(id) : undefined;
    if (!row) throw notFound();
    return { page: view(row, access!.write) };
  }

  async create(user: AuthUser, dto: CreatePageDto): Promise<{ id: number }> {
    const path = normalizePath(dto.path);
    const access = await this.access.of(user, dto.project);
    if (!(await this.projects.exists(dto.project))) throw notFound();
    if (!access.create && !access.config) throw access.read ? forbidden() : notFound();
    checkPathProject(path, dto.project);
    const linked = path === linkedAccountsPath(dto.project);
    const content = dto.content ?? (linked ? emptyLinkedAccounts() : '');
    checkContent(path, dto.project, content);
    checkType(dto.type, undefined, path, dto.project);
    const parentPath = dto.parentPath?.trim() ? normalizePath(dto.parentPath) : undefined;
    const type = dto.type ?? (linked ? WikiPageType.ThirdPartyAccount : WikiPageType.Default);

    return this.db.tx(async () => {
      let parentId: number | null = null;
      if (parentPath) {
        const parent = await this.pages.sharedByPath(dto.project, parentPath);
        if (parent && !(await this.access.page(user, parent.id))?.read) throw notFound();
        // The client linked the new page from a parent it saw: if that parent changed meanwhile, its edit would be lost.
        if (dto.parentContentHash && parent?.contentHash !== dto.parentContentHash) throw new DomainError('wiki.stale-content', 409);
        parentId = parent?.id ?? null;
      }
      // Without a linking page, the page above it in the tree is its parent.
      parentId ??= (await this.pages.deepestOf(dto.project, ancestorPaths(path))) ?? null;
      // A page made under another one starts with that page's access (its Parent rows).
      const permissions: WikiPermissionRow[] | null = parentId === null ? null
        : [{ mode: 'read', type: 'Parent', data: null }, { mode: 'write', type: 'Parent', data: null }];
      const hash = contentHash(content);
      const id = await this.pages.insert({ project: dto.project, path, type, content, contentHash: hash, parentId, permissions });
      await this.pages.addVersion(id, content, hash, user.id);
      return { id };
    });
  }

  /**
   * Saves a page when `oldContentHash` is still its hash; otherwise 409 wiki.stale-content with
   * the current page in `details.page`, so the editor can offer to keep its text or reload.
   */
  async update(user: AuthUser, id: number, dto: UpdatePageDto): Promise<{ page: WikiPageView }> {
    const path = normalizePath(dto.path);
    const access = await this.access.page(user, id);
    const current = access?.read ? await this.pages.find(id) : undefined;
    if (!current) throw notFound();
    if (!access!.write) throw forbidden();
    if (dto.project !== current.project) throw new DomainError('wiki.path-project-mismatch', 400);
    checkPathProject(path, current.project);
    checkContent(path, current.project, dto.content);
    checkType(dto.type, current.type, path, current.project);
    if (path !== current.path && (await this.pages.pathTaken(current.project, path, id))) throw new DomainError('wiki.path-exists', 409);

    const hash = contentHash(dto.content);
    const saved = await this.db.tx(async () => {
      const ok = await this.pages.saveIfCurrent(id, dto.oldContentHash, { path, content: dto.content, contentHash: hash, type: dto.type ?? null });
      if (ok) await this.pages.addVersion(id, dto.content, hash, user.id);
      return ok;
    });
    if (!saved) {
      const now = await this.pages.find(id);
      if (!now) throw notFound();
      throw new DomainError('wiki.stale-content', 409, { page: view(now, access!.write) });
    }
    return this.page(user, id);
  }

  /** Replaces the page's rows of one mode (needs WikiSystem.Wiki.Config on the page's project). */
  async setPermissions(user: AuthUser, id: number, dto: SetPermissionsDto): Promise<{ page: WikiPageView }> {
    const access = await this.access.page(user, id);
    if (!access?.read) throw notFound();
    if (!access.project.config) throw forbidden();
    const problems = wikiPermissionProblems(dto.permissions);
    if (problems.length) throw new DomainError('common.validation', 400, problems.map((p) => fieldError(p.field, 'forms.error.invalid', p.message, {})));
    if (repeatedType(dto.permissions)) throw new DomainError('wiki.type-used', 400);
    await this.pages.setPermissions(id, dto.mode, dto.permissions.map((row) => normalizePermissionRow(row, dto.mode)));
    return this.page(user, id);
  }

  async history(user: AuthUser, id: number) {
    if (!(await this.access.page(user, id))?.read) throw notFound();
    return { versions: await this.pages.history(id) };
  }

  async version(user: AuthUser, id: number, hash: string) {
    if (!/^[0-9a-f]{64}$/.test(hash) || !(await this.access.page(user, id))?.read) throw notFound();
    const version = await this.pages.version(id, hash);
    if (!version) throw notFound();
    return { version };
  }
}
