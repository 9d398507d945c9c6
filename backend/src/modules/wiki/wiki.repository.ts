import { Injectable } from '@nestjs/common';
import {
  GROUP_NAME_DEFAULT_PREFIX, GROUP_NAME_PROJECT_PREFIX, WIKI_GLOBAL_PAGES, WIKI_PARENT_DEPTH,
  type WikiPageView, type WikiPermissionMode, type WikiPermissionRow, type WikiViewer,
} from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { uniqueViolation } from '../../database/db-errors';
import { Db } from '../../database/db';
import { employeeNameOrNull } from '../../database/sql';

/** A page as stored: the API's view without the caller's `isEditable`; `permissions` as the column holds it. */
export type PageRow = Omit<WikiPageView, 'isEditable'>;

/** A page as inserted: the table gives the id. */
export type NewPage = Omit<PageRow, 'id' | 'permissions'> & { permissions: WikiPermissionRow[] | null };

/** What the access rules read of a page. */
export type AccessRow = { id: number; project: number; parentId: number | null; permissions: unknown };

/** A page of a project's tree (no content). */
export type TreeRow = AccessRow & { path: string; type: number };

export type VersionRow = { contentHash: string; editedBy: string | null; editorName: string | null; editedAt: string };

const PAGE_COLUMNS = `id, project_id as project, path, type, content, content_hash as "contentHash", parent_id as "parentId", permissions`;

const PATH_UNIQUE = 'wiki_page_project_id_path_unique';
const pathExists = () => new DomainError('wiki.path-exists', 409);

/** Pages listed for one project's tree at most. */
export const TREE_LIMIT = 5000;
/** Versions listed in a page's history at most (newest first). */
export const HISTORY_LIMIT = 200;

/** The wiki_page and wiki_page_version tables, and who the caller is for the page rules. */
@Injectable()
export class WikiRepository {
  constructor(private readonly db: Db) {}

  async idOf(project: number, path: string): Promise<number | undefined> {
    return (await this.db.one<{ id: number }>(`select id from wiki_page where project_id = $1 and path = $2`, [project, path]))?.id;
  }

  async globalId(): Promise<number | undefined> {
    return this.idOf(0, WIKI_GLOBAL_PAGES.home);
  }

  find(id: number): Promise<PageRow | undefined> {
    return this.db.one<PageRow>(`select ${PAGE_COLUMNS} from wiki_page where id = $1`, [id]);
  }

  /** The page and its parents by parent_id (as deep as a Parent row is followed), the page first. */
  accessChain(id: number): Promise<AccessRow[]> {
    return this.db.many<AccessRow>(
      `with recursive chain as (
         select id, project_id, parent_id, permissions, 0 as depth from wiki_page where id = $1
         union all
         select p.id, p.project_id, p.parent_id, p.permissions, c.depth + 1
           from chain c join wiki_page p on p.id = c.parent_id where c.depth < $2)
       select id, project_id as project, parent_id as "parentId", permissions from chain order by depth`,
      [id, WIKI_PARENT_DEPTH + 1],
    );
  }

  /** A project's pages without their content, by path. */
  treeRows(project: number): Promise<TreeRow[]> {
    return this.db.many<TreeRow>(
      `select id, project_id as project, path, type, parent_id as "parentId", permissions
         from wiki_page where project_id = $1 order by path limit $2`,
      [project, TREE_LIMIT],
    );
  }

  /** The caller's roles, project memberships and permission groups, for Role, Project and PermissionGroup rows. */
  async viewer(employeeId: string): Promise<WikiViewer> {
    const row = await this.db.one<Omit<WikiViewer, 'id'>>(
      `with me as (select id, role, extra_role from employee where id = $1),
       roles as (select role from me union select r::int from me, jsonb_array_elements_text(me.extra_role) r),
       members as (select project_id, role from project_employee where employee_id = $1)
       select
         coalesce((select array_agg(role) from roles), '{}') as roles,
         coalesce((select json_agg(json_build_object('project', project_id, 'role', role)) from members), '[]') as "projectRoles",
         coalesce((select json_agg(g) from (
           select group_id as group, null::int as project from permission_group_employee where employee_id = $1
           union
           select pg.id, null from permission_group pg where pg.name in (select '${GROUP_NAME_DEFAULT_PREFIX}' || role from roles)
           union
           select pg.id, m.project_id from members m join permission_group pg on pg.name = '${GROUP_NAME_PROJECT_PREFIX}' || m.role
         ) g), '[]') as groups`,
      [employeeId],
    );
    return { id: employeeId, roles: row?.roles ?? [], projectRoles: row?.projectRoles ?? [], groups: row?.groups ?? [] };
  }

  /** A page by path, share-locked so its content cannot change before the caller's transaction ends. */
  sharedByPath(project: number, path: string): Promise<{ id: number; contentHash: string } | undefined> {
    return this.db.one(
      `select id, content_hash as "contentHash" from wiki_page where project_id = $1 and path = $2 for share`, [project, path],
    );
  }

  /** The id of the longest of these paths that is a page of the project. */
  async deepestOf(project: number, paths: readonly string[]): Promise<number | undefined> {
    if (!paths.length) return undefined;
    return (await this.db.one<{ id: number }>(
      `select id from wiki_page where project_id = $1 and path = any($2::text[]) order by length(path) desc limit 1`, [project, paths],
    ))?.id;
  }

  /** The new page's id; 409 wiki.path-exists when the project already has a page at that path. */
  async insert(page: NewPage): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into wiki_page (project_id, path, type, content, content_hash, parent_id, permissions) values ($1, $2, $3, $4, $5, $6, $7::jsonb)
       on conflict (project_id, path) do nothing returning id`,
      [page.project, page.path, page.type, page.content, page.contentHash, page.parentId, page.permissions ? JSON.stringify(page.permissions) : null],
    );
    if (!row) throw pathExists();
    return row.id;
  }

  /**
   * Writes a page's path and content when its hash is still `oldHash` (one statement: a concurrent
   * save waits for the row and then sees the new hash); `type` null keeps the type. False when the
   * hash had changed.
   */
  async saveIfCurrent(id: number, oldHash: string, page: { path: string; content: string; contentHash: string; type: number | null }): Promise<boolean> {
    try {
      const row = await this.db.one(
        `update wiki_page set path = $1, content = $2, content_hash = $3, type = coalesce($4, type), updated_at = now()
          where id = $5 and content_hash = $6 returning id`,
        [page.path, page.content, page.contentHash, page.type, id, oldHash],
      );
      return !!row;
    } catch (error) {
      // Another page took the path.
      if (uniqueViolation(error) === PATH_UNIQUE) throw pathExists();
      throw error;
    }
  }

  async pathTaken(project: number, path: string, exceptId: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from wiki_page where project_id = $1 and path = $2 and id <> $3`, [project, path, exceptId]));
  }

  async addVersion(pageId: number, content: string, contentHash: string, editedBy: string): Promise<void> {
    await this.db.exec(
      `insert into wiki_page_version (page_id, content, content_hash, edited_by) values ($1, $2, $3, $4)`,
      [pageId, content, contentHash, editedBy],
    );
  }

  /** Replaces the rows of one mode, keeping the other mode's, in one statement. */
  async setPermissions(id: number, mode: WikiPermissionMode, rows: readonly WikiPermissionRow[]): Promise<void> {
    await this.db.exec(
      `update wiki_page set permissions = coalesce(
         (select jsonb_agg(r) from jsonb_array_elements(case when jsonb_typeof(permissions) = 'array' then permissions else '[]'::jsonb end) r
           where r->>'mode' is distinct from $2), '[]'::jsonb) || $3::jsonb,
         updated_at = now()
        where id = $1`,
      [id, mode, JSON.stringify(rows)],
    );
  }

  history(pageId: number): Promise<VersionRow[]> {
    return this.db.many<VersionRow>(
      `select v.content_hash as "contentHash", v.edited_by as "editedBy",
              ${employeeNameOrNull('e')} as "editorName", v.edited_at as "editedAt"
         from wiki_page_version v left join employee e on e.id = v.edited_by
        where v.page_id = $1 order by v.id desc limit $2`,
      [pageId, HISTORY_LIMIT],
    );
  }

  /** The latest version of the page with this content hash. */
  version(pageId: number, hash: string): Promise<(VersionRow & { content: string }) | undefined> {
    return this.db.one(
      `select v.content_hash as "contentHash", v.edited_by as "editedBy",
              ${employeeNameOrNull('e')} as "editorName", v.edited_at as "editedAt", v.content
         from wiki_page_version v left join employee e on e.id = v.edited_by
        where v.page_id = $1 and v.content_hash = $2 order by v.id desc limit 1`,
      [pageId, hash],
    );
  }
}
