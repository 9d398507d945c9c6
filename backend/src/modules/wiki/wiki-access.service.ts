import { Injectable } from '@nestjs/common';
import { hasPermission } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { PermissionsService } from '../permissions/permissions.service';

export interface WikiAccess {
  read: boolean;
  create: boolean;
  edit: boolean;
}

/**
 * Who may do what with a project's wiki pages (docs/decisions/006): read with Project.Get or
 * WikiSystem.Wiki.Get on the project; create with Project.Edit or WikiSystem.Wiki.Create; edit with
 * Project.Edit or WikiSystem.Wiki.Edit. Per-page permission rows are not applied yet.
 */
@Injectable()
export class WikiAccessService {
  constructor(private readonly permissions: PermissionsService) {}

  async of(user: AuthUser, project: number): Promise<WikiAccess> {
    const grants = await this.permissions.grantsOf(user);
    const has = (name: string) => hasPermission(grants, name, { project });
    const projectEdit = has('Project.Edit');
    return {
      read: has('Project.Get') || has('WikiSystem.Wiki.Get'),
      create: projectEdit || has('WikiSystem.Wiki.Create'),
      edit: projectEdit || has('WikiSystem.Wiki.Edit'),
    };
  }
}
