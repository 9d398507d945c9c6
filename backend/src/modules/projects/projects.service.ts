import { Injectable } from '@nestjs/common';
import { hasPermission } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { PermissionsService } from '../permissions/permissions.service';

const PROJECT_COLUMNS = `p.id, p.name, p.icon, p.package_name as "packageName", p.platform, p.parent,
  coalesce((select array_agg(c.id order by c.id) from project c where c.parent = p.id), '{}') as child,
  p.project_type as "projectType", p.status_ua as "statusUa"`;

@Injectable()
export class ProjectsService {
  constructor(
    private readonly sql: Db,
    private readonly permissions: PermissionsService,
  ) {}

  /** Every project but the global root that the caller holds Project.Get on. */
  async visible(user: AuthUser) {
    const [grants, rows] = await Promise.all([
      this.permissions.grantsOf(user),
      this.sql.many<{ id: number }>(`select ${PROJECT_COLUMNS} from project p where p.id <> 0 order by p.name, p.id`),
    ]);
    return { projects: rows.filter((p) => hasPermission(grants, 'Project.Get', { project: p.id })) };
  }

  /** One project with its members, and its role levels for holders of Project.Get.RoleLevel. */
  async get(id: number, user: AuthUser) {
    const [project, withLevels] = await Promise.all([
      this.sql.one<Record<string, unknown>>(
        `select ${PROJECT_COLUMNS}, p.firebase_project_id as "firebaseProjectId", p.firebase_app_id as "firebaseAppId",
                p.popularity, p.link_wiki as "linkWiki", p.repository_id as "repositoryId",
                coalesce((select json_agg(json_build_object('id', e.id, 'name', trim(e.last_name || ' ' || e.first_name), 'role', pe.role)
                            order by pe.role, e.first_name, e.id)
                   from project_employee pe join employee e on e.id = pe.employee_id where pe.project_id = p.id), '[]') as employees,
                coalesce((select json_agg(json_build_object('role', rl.role, 'roleLevel', rl.role_level) order by rl.role)
                   from project_role_level rl where rl.project_id = p.id), '[]') as "roleLevels"
           from project p where p.id = $1`,
        [id],
      ),
      this.permissions.has(user, 'Project.Get.RoleLevel', { project: id }),
    ]);
    if (!project) throw notFound();
    if (!withLevels) delete project.roleLevels;
    return { project };
  }
}
