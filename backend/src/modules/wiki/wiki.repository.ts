import { Injectable } from '@nestjs/common';
import type { WikiPageView } from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { uniqueViolation } from '../../database/db-errors';
import { Db } from '../../database/db';

/** A page as stored: the API's view without the caller's `isEditable`. */
export type PageRow = Omit<WikiPageView, 'isEditable'>;

/** A page as inserted: the table gives the id, and `permissions` is left null. */
export type NewPage = Omit<PageRow, 'id' | 'permissions'>;

const PAGE_COLUMNS = `id, project_id as project, path, type, content, content_hash as "contentHash", parent_id as "parentId", permissions`;

const PATH_UNIQUE = 'wiki_page_project_id_path_unique';
const pathExists = () => new DomainError('wiki.path-exists', 409);

/** The wiki_page table. */
@Injectable()
export class WikiRepository {
  constructor(private readonly db: Db) {}

  async idOf(project: number, path: string): Promise<number | undefined> {
    return (await this.db.one<{ id: number }>(`select id from wiki_page where project_id = $1 and path = $2`, [project, path]))?.id;
  }

  find(id: number): Promise<PageRow | undefined> {
    return this.db.one<PageRow>(`select ${PAGE_COLUMNS} from wiki_page where id = $1`, [id]);
  }

  /** A page by path, share-locked so its content cannot change before the caller's transaction ends. */
  sharedByPath(project: number, path: string): Promise<{ id: number; contentHash: string } | undefined> {
    return this.db.one(
      `select id, content_hash as "contentHash" from wiki_page where project_id = $1 and path = $2 for share`, [project, path],
    );
  }

  /** The new page's id; 409 wiki.path-exists when the project already has a page at that path. */
  async insert(page: NewPage): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into wiki_page (project_id, path, type, content, content_hash, parent_id) values ($1, $2, $3, $4, $5, $6)
       on conflict (project_id, path) do nothing returning id`,
      [page.project, page.path, page.type, page.content, page.contentHash, page.parentId],
    );
    if (!row) throw pathExists();
    return row.id;
  }

  /** The page's row, locked for update until the caller's transaction ends. */
  lockForUpdate(id: number): Promise<{ project: number; path: string; contentHash: string } | undefined> {
    return this.db.one(`select project_id as project, path, content_hash as "contentHash" from wiki_page where id = $1 for update`, [id]);
  }

  async pathTaken(project: number, path: string): Promise<boolean> {
    return !!(await this.db.one(`select 1 from wiki_page where project_id = $1 and path = $2`, [project, path]));
  }

  /** Writes a page's path and content; `type` null keeps the current type. */
  async update(id: number, page: { path: string; content: string; contentHash: string; type: number | null }): Promise<void> {
    try {
      await this.db.exec(
        `update wiki_page set path = $1, content = $2, content_hash = $3, type = coalesce($4, type), updated_at = now() where id = $5`,
        [page.path, page.content, page.contentHash, page.type, id],
      );
    } catch (error) {
      // A concurrent create or move took the path after pathTaken() answered.
      if (uniqueViolation(error) === PATH_UNIQUE) throw pathExists();
      throw error;
    }
  }
}
