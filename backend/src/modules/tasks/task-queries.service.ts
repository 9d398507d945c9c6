import { Inject, Injectable } from '@nestjs/common';
import { TaskStatus } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { PermissionsService } from '../permissions/permissions.service';
import { DASHBOARD_ORDER, taskJson } from './task-sql';

export interface TaskFilter {
  filterType: string;
  type?: string;
  values: unknown[];
}

const bad = (message: string) => new DomainError('common.validation', 400, [{ field: 'filters', message }]);
const ints = (values: unknown[]) => values.map(Number).filter((n) => Number.isInteger(n));

/** Reads across projects: the task dashboard, the timeline and the internal (system) tasks. */
@Injectable()
export class TaskQueriesService {
  constructor(
    private readonly sql: Db,
    private readonly permissions: PermissionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** yyyymmdd of a timestamptz column in the company time zone (its name is a trusted config value). */
  private day(column: string): string {
    return `to_char(${column} at time zone '${this.config.timeZone.replace(/'/g, '')}', 'YYYYMMDD')::int`;
  }

  /** Task dashboard: the filters of spec 1 over every project where the caller holds Task.Get. */
  async dashboardJson(user: AuthUser, filters: TaskFilter[], showHidden: boolean): Promise<string> {
    const projects = await this.permissions.projectsWith(user, 'Task.Get');
    const efficiencyProjects = await this.permissions.projectsWith(user, 'Task.Get.Efficiency');
    const params: unknown[] = [projects, efficiencyProjects, showHidden];
    const where: string[] = ['t.project_id = any($1)', 'not t.is_system', '($3 or not t.is_archived)'];
    const add = (value: unknown) => `$${params.push(value)}`;
    for (const f of filters) {
      const values = Array.isArray(f.values) ? f.values : [];
      if (!values.length) continue;
      switch (f.filterType) {
        case 'projectId': case 'role': case 'status':
          where.push(`t.${f.filterType === 'projectId' ? 'project_id' : f.filterType} = any(${add(ints(values))})`);
          break;
        case 'employee':
          where.push(`t.employee = any(${add(values.map(String))})`);
          break;
        case 'taskName':
          where.push(`t.task_name ilike any(${add(values.map((v) => `%${String(v).replace(/[\\%_]/g, '\\$&')}%`))})`);
          break;
        case 'isArchived':
          where.push(`t.is_archived = any(${add(values.map((v) => v === true || v === 'true'))})`);
          break;
        case 'startDate': case 'endDate': case 'deadline': {
          const [from, to] = ints(values);
          if (from === undefined) throw bad(`${f.filterType} needs [from, to] as yyyymmdd`);
          const column = f.filterType === 'deadline' ? 't.deadline'
            : this.day(`t.${f.filterType === 'startDate' ? 'start_date' : 'end_date'}`);
          where.push(`${column} between ${add(from)} and ${add(to ?? from)}`);
          break;
        }
        default:
          throw bad(`unknown filterType ${f.filterType}`);
      }
    }
    const row = await this.sql.one<{ tasks: string }>(
      `select coalesce(json_agg(${taskJson('t', 't.project_id = any($2)')} order by ${DASHBOARD_ORDER('t')}), '[]')::text as tasks
         from task t where ${where.join(' and ')}`,
      params,
    );
    return row!.tasks;
  }

  /**
   * Timeline of one employee (their tasks in projects the caller may read; all of them for themselves)
   * or of one project, between two days; Planning tasks are not shown.
   */
  async timelineJson(user: AuthUser, q: { employee?: string; project?: number; from?: number; to?: number }): Promise<string> {
    if (!q.employee && q.project === undefined) throw bad('employee or project is required');
    const projects = await this.permissions.projectsWith(user, 'Task.Get');
    const params: unknown[] = [TaskStatus.Planning];
    const where = ['t.status <> $1', 'not t.is_system'];
    const add = (value: unknown) => `$${params.push(value)}`;
    if (q.employee) {
      where.push(`t.employee = ${add(q.employee)}`);
      if (q.employee !== user.id) where.push(`t.project_id = any(${add(projects)})`);
    }
    if (q.project !== undefined) {
      if (!projects.includes(q.project)) return '[]';
      where.push(`t.project_id = ${add(q.project)}`);
    }
    // A task shows when its span (start .. end or deadline) meets the range.
    const startDay = this.day('coalesce(t.start_date, t.created_at)');
    const endDay = `greatest(coalesce(${this.day('t.end_date')}, t.deadline, 0), coalesce(t.deadline, 0))`;
    if (q.from) where.push(`(${endDay} >= ${add(q.from)} or t.status = 2)`);
    if (q.to) where.push(`${startDay} <= ${add(q.to)}`);
    const row = await this.sql.one<{ tasks: string }>(
      `select coalesce(json_agg(${taskJson('t', 'false')} order by coalesce(t.start_date, t.created_at), t.task_id), '[]')::text as tasks
         from task t where ${where.join(' and ')}`,
      params,
    );
    return row!.tasks;
  }

  /** Internal tasks: the system tasks of a project. */
  async systemTasks(projectId: number) {
    return this.sql.many(
      `select ${taskJson('t', 'false')} as task from task t where t.project_id = $1 and t.is_system order by t.created_at desc, t.task_id desc`,
      [projectId],
    ).then((rows) => ({ tasks: rows.map((r) => (r as { task: unknown }).task) }));
  }
}
