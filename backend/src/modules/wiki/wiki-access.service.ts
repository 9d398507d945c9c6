import { Injectable } from '@nestjs/common';
import {
  hasPermission, needsViewer, pagePermissionRows, wikiPageAccess,
  type WikiAccessNode, type WikiProjectAccess, type WikiViewer,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { PermissionsService } from '../permissions/permissions.service';
import { WikiRepository, type AccessRow } from './wiki.repository';

export type PageAccess = { read: boolean; write: boolean; project: WikiProjectAccess };

const toNode = (row: AccessRow): WikiAccessNode => ({ id: row.id, parentId: row.parentId, permissions: pagePermissionRows(row.permissions) });

/**
 * Who may do what with wiki pages (docs/decisions/006, API.md "Wiki"). Project-wide: read with
 * Project.Get or WikiSystem.Wiki.Get, write with Project.Edit or WikiSystem.Wiki.Edit, create
 * with Project.Edit or WikiSystem.Wiki.Create, configure with WikiSystem.Wiki.Config. A page's
 * own read / write rows, when it has some, replace the project-wide read / write for that page;
 * Config holders always read and write.
 */
@Injectable()
export class WikiAccessService {
  constructor(
    private readonly permissions: PermissionsService,
    private readonly pages: WikiRepository,
  ) {}

  async of(user: AuthUser, project: number): Promise<WikiProjectAccess> {
    const grants = await this.permissions.grantsOf(user);
    const has = (name: string) => hasPermission(grants, name, { project });
    const projectEdit = has('Project.Edit');
    return {
      read: has('Project.Get') || has('WikiSystem.Wiki.Get'),
      write: projectEdit || has('WikiSystem.Wiki.Edit'),
      create: projectEdit || has('WikiSystem.Wiki.Create'),
      config: has('WikiSystem.Wiki.Config'),
    };
  }

  /** Read and write of one page for the caller; undefined when there is no such page. */
  async page(user: AuthUser, id: number): Promise<PageAccess | undefined> {
    const chain = await this.pages.accessChain(id);
    if (!chain.length) return undefined;
    const nodes = new Map(chain.map((row) => [row.id, toNode(row)]));
    const project = await this.of(user, chain[0].project);
    const page = nodes.get(id)!;
    const parentOf = (pid: number) => nodes.get(pid);
    const viewer = needsViewer(page, parentOf) ? await this.pages.viewer(user.id) : bare(user);
    return { ...wikiPageAccess(page, viewer, project, parentOf), project };
  }

  /** The pages of a list the caller may read. */
  async readable<T extends AccessRow>(user: AuthUser, project: number, rows: readonly T[]): Promise<T[]> {
    const access = await this.of(user, project);
    const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
    const parentOf = (pid: number) => nodes.get(pid);
    const anyRows = [...nodes.values()].some((n) => needsViewer(n, parentOf));
    const viewer = anyRows ? await this.pages.viewer(user.id) : bare(user);
    return rows.filter((row) => wikiPageAccess(nodes.get(row.id)!, viewer, access, parentOf).read);
  }
}

const bare = (user: AuthUser): WikiViewer => ({ id: user.id, roles: [user.role], projectRoles: [], groups: [] });
