import { Inject, Injectable } from '@nestjs/common';
import { TaskStatus, type TaskJson } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { invalidField } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { PermissionsService } from '../permissions/permissions.service';
import { TaskListCache } from './task-list-cache';
import { TaskQueriesRepository, type TaskCondition } from './task-queries.repository';

export interface TaskFilter {
  filterType: string;
  type?: string;
  values: unknown[];
}

const bad = (message: string) => invalidField('filters', 'forms.error.invalid', message, {});
const ints = (values: unknown[]) => values.map(Number).filter((n) => Number.isInteger(n));

/** The dashboard's filters (spec 1) as conditions; a filter without values filters nothing. */
function conditionOf(f: TaskFilter): TaskCondition | null {
  const values = Array.isArray(f.values) ? f.values : [];
  if (!values.length) return null;
  switch (f.filterType) {
    case 'projectId': case 'role': case 'status':
      return { field: f.filterType, values: ints(values) };
    case 'employee': case 'taskName':
      return { field: f.filterType, values: values.map(String) };
    case 'isArchived':
      return { field: 'isArchived', values: values.map((v) => v === true || v === 'true') };
    case 'startDate': case 'endDate': case 'deadline': {
      const [from, to] = ints(values);
      if (from === undefined) throw bad(`${f.filterType} needs [from, to] as yyyymmdd`);
      return { field: f.filterType, from, to: to ?? from };
    }
    default:
      throw bad(`unknown filterType ${f.filterType}`);
  }
}

/** Reads across projects: the task dashboard, the timeline and the internal (system) tasks. */
@Injectable()
export class TaskQueriesService {
  constructor(
    private readonly repo: TaskQueriesRepository,
    private readonly openTasks: TaskListCache,
    private readonly permissions: PermissionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Task dashboard: the filters of spec 1 over every project where the caller holds Task.Get. */
  async dashboardJson(user: AuthUser, filters: TaskFilter[], showHidden: boolean): Promise<string | Buffer> {
    const conditions = filters.map(conditionOf).filter((c): c is TaskCondition => c !== null);
    const projects = await this.permissions.projectsWith(user, 'Task.Get');
    const efficiencyProjects = await this.permissions.projectsWith(user, 'Task.Get.Efficiency');
    // The first view (no filter, hidden tasks hidden) is every open task of the caller's projects.
    if (!showHidden && !conditions.length) return this.openTasks.dashboardJson(projects, efficiencyProjects);
    return this.repo.dashboardJson({ projects, efficiencyProjects, showHidden, conditions, timeZone: this.config.timeZone });
  }

  /**
   * Timeline of one employee (their tasks in projects the caller may read; all of them for themselves)
   * or of one project, between two days; Planning tasks are not shown.
   */
  async timelineJson(user: AuthUser, q: { employee?: string; project?: number; from?: number; to?: number }): Promise<string> {
    if (!q.employee && q.project === undefined) throw bad('employee or project is required');
    const projects = await this.permissions.projectsWith(user, 'Task.Get');
    if (q.project !== undefined && !projects.includes(q.project)) return '[]';
    return this.repo.timelineJson({
      hiddenStatus: TaskStatus.Planning,
      employee: q.employee || undefined,
      inProjects: q.employee && q.employee !== user.id ? projects : undefined,
      project: q.project, from: q.from, to: q.to, timeZone: this.config.timeZone,
    });
  }

  /** Internal tasks: the system tasks of a project. */
  async systemTasks(projectId: number): Promise<{ tasks: TaskJson[] }> {
    return { tasks: await this.repo.systemTasks(projectId) };
  }
}
