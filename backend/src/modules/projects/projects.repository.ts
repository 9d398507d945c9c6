import { Injectable } from '@nestjs/common';
import type { ProjectDetail, ProjectSummary } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

/** The columns a caller may write on an existing project, by their API names. */
const WRITABLE = {
  name: 'name',
  icon: 'icon',
  packageName: 'package_name',
  platform: 'platform',
  projectType: 'project_type',
  parent: 'parent',
  statusUa: 'status_ua',
  repositoryId: 'repository_id',
  firebaseProjectId: 'firebase_project_id',
  firebaseAppId: 'firebase_app_id',
} as const;

export type ProjectRow = {
  id: number;
  name: string;
  icon: string | null;
  packageName: string | null;
  platform: number | null;
  projectType: number | null;
  parent: number | null;
  statusUa: number | null;
  repositoryId: string | null;
  firebaseProjectId: string | null;
  firebaseAppId: string | null;
};

/** Fields to set on a project; an undefined field stays as it is. */
export type ProjectPatch = Partial<Omit<ProjectRow, 'id'>>;

export type NewProject = {
  name: string;
  platform: number | null;
  projectType: number | null;
  parent: number | null;
  icon: string | null;
};

/** Serialises parent changes so two concurrent moves cannot close a cycle. */
const PARENT_LOCK = 7100101;

const SUMMARY_COLUMNS = `p.id, p.name, p.icon, p.package_name as "packageName", p.platform, p.parent,
  coalesce((select array_agg(c.id order by c.id) from project c where c.parent = p.id), '{}') as child,
  p.project_type as "projectType", p.status_ua as "statusUa"`;

const ROW_COLUMNS = `id, name, icon, package_name as "packageName", platform, project_type as "projectType", parent,
  status_ua as "statusUa", repository_id as "repositoryId", firebase_project_id as "firebaseProjectId", firebase_app_id as "firebaseAppId"`;

/** The project table. */
@Injectable()
export class ProjectsRepository {
  constructor(private readonly db: Db) {}

  /** Every project but the global root 0, by name. */
  list(): Promise<ProjectSummary[]> {
    return this.db.many<ProjectSummary>(`select ${SUMMARY_COLUMNS} from project p where p.id <> 0 order by p.name, p.id`);
  }

  /** One project with its members and all its role levels. */
  detail(id: number): Promise<ProjectDetail | undefined> {
    return this.db.one<ProjectDetail>(
      `select ${SUMMARY_COLUMNS}, p.firebase_project_id as "firebaseProjectId", p.firebase_app_id as "firebaseAppId",
              p.popularity, p.link_wiki as "linkWiki", p.repository_id as "repositoryId",
              coalesce((select json_agg(json_build_object('id', e.id, 'name', ${employeeName('e')}, 'role', pe.role)
                          order by pe.role, e.first_name, e.id)
                 from project_employee pe join employee e on e.id = pe.employee_id where pe.project_id = p.id), '[]') as employees,
              coalesce((select json_agg(json_build_object('role', rl.role, 'roleLevel', rl.role_level) order by rl.role)
                 from project_role_level rl where rl.project_id = p.id), '[]') as "roleLevels"
         from project p where p.id = $1`,
      [id],
    );
  }

  async exists(id: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from project where id = $1`, [id]));
  }

  /**
   * The project's row, locked against other writers until the caller's transaction ends. `no key
   * update`: the id never changes, and rows that reference the project (a child's parent, tasks,
   * members) may still be written meanwhile; `for update` would make two opposite moves deadlock.
   */
  lockForUpdate(id: number): Promise<ProjectRow | undefined> {
    return this.db.one<ProjectRow>(`select ${ROW_COLUMNS} from project where id = $1 for no key update`, [id]);
  }

  async insert(project: NewProject): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into project (name, platform, project_type, parent, icon, popularity, created_at) values ($1, $2, $3, $4, $5, 0, now())
       returning id`,
      [project.name, project.platform, project.projectType, project.parent, project.icon],
    );
    return row!.id;
  }

  async update(id: number, patch: ProjectPatch): Promise<void> {
    const fields = (Object.keys(WRITABLE) as (keyof typeof WRITABLE)[]).filter((f) => patch[f] !== undefined);
    if (!fields.length) return;
    const sets = fields.map((f, i) => `${WRITABLE[f]} = $${i + 2}`).join(', ');
    await this.db.exec(`update project set ${sets} where id = $1`, [id, ...fields.map((f) => patch[f])]);
  }

  /** Held until the transaction ends: parent changes run one at a time, so the cycle check below stays true. */
  async lockParentChanges(): Promise<void> {
    await this.db.query(`select pg_advisory_xact_lock($1)`, [PARENT_LOCK]);
  }

  /** Whether `ancestor` is `project` itself or one of the projects above `project`. */
  async isSelfOrAbove(ancestor: number, project: number): Promise<boolean> {
    const row = await this.db.one<{ found: boolean }>(
      `with recursive up as (
         select id, parent from project where id = $1
         union
         select p.id, p.parent from project p join up on p.id = up.parent
       )
       select exists (select 1 from up where id = $2) as found`,
      [project, ancestor],
    );
    return !!row?.found;
  }
}
