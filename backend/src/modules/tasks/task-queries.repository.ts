import { Injectable } from '@nestjs/common';
import type { TaskJson } from '@studio/domain';
import { Db } from '../../database/db';
import { taskColumn, taskJson } from './tasks.repository';

/** One condition of the task dashboard; conditions are ANDed. */
export type TaskCondition =
  | { field: 'projectId' | 'role' | 'status'; values: number[] }
  | { field: 'employee'; values: string[] }
  /** Case-insensitive substrings of the task name, any of them. */
  | { field: 'taskName'; values: string[] }
  | { field: 'isArchived'; values: boolean[] }
  /** Days (yyyymmdd) in the company time zone; the deadline is already one. */
  | { field: 'startDate' | 'endDate' | 'deadline'; from: number; to: number };

export interface DashboardQuery {
  /** Projects whose tasks the caller may read, and those where efficiency shows. */
  projects: number[];
  efficiencyProjects: number[];
  showHidden: boolean;
  conditions: TaskCondition[];
  timeZone: string;
}

export interface TimelineQuery {
  /** Tasks in this status are left out. */
  hiddenStatus: number;
  employee?: string;
  /** Restricts to these projects (someone else's timeline). */
  inProjects?: number[];
  project?: number;
  from?: number;
  to?: number;
  timeZone: string;
}

/** A project's open task (not archived, not system) with its list and dashboard sort keys and its JSON text. */
export interface OpenTaskEntry {
  projectId: number;
  taskId: number;
  openSudden: boolean;
  status: number;
  role: number;
  /** Microseconds since the epoch (exact in a double until the year 2255). */
  createdUs: number;
  /** The transaction that wrote this row version: with the count, the signature of a project's open set. */
  xmin: number;
  json: string;
}

/** The set a project's open tasks cache stands for (TaskListCache): the list and the dashboard without filters. */
const OPEN_SET = `not t.is_system and not t.is_archived`;

/** Task dashboard: open sudden first, status, role, task id. */
const DASHBOARD_ORDER = `(t.is_sudden and t.status < 3) desc, t.status, t.role, t.task_id`;

/** Parameters of a statement built from optional criteria: `add` answers the placeholder. */
function params(initial: unknown[]) {
  const values = [...initial];
  return { values, add: (value: unknown) => `$${values.push(value)}` };
}

/** yyyymmdd of a timestamptz expression in the time zone bound at `zone`. */
const day = (expression: string, zone: string) => `to_char(${expression} at time zone ${zone}::text, 'YYYYMMDD')::int`;

/** Reads across projects: the task dashboard, the timeline and the internal (system) tasks. */
@Injectable()
export class TaskQueriesRepository {
  constructor(private readonly db: Db) {}

  async dashboardJson(q: DashboardQuery): Promise<string> {
    const p = params([q.projects, q.efficiencyProjects, q.showHidden]);
    const where = ['t.project_id = any($1)', 'not t.is_system', '($3 or not t.is_archived)'];
    for (const c of q.conditions) {
      const column = taskColumn(c.field);
      switch (c.field) {
        case 'taskName':
          where.push(`${column} ilike any(${p.add(c.values.map((v) => `%${v.replace(/[\\%_]/g, '\\$&')}%`))})`);
          break;
        case 'startDate': case 'endDate': case 'deadline': {
          const value = c.field === 'deadline' ? column : day(column, p.add(q.timeZone));
          where.push(`${value} between ${p.add(c.from)} and ${p.add(c.to)}`);
          break;
        }
        default:
          where.push(`${column} = any(${p.add(c.values)})`);
      }
    }
    const row = await this.db.one<{ tasks: string }>(
      `select coalesce(json_agg(${taskJson('t', 't.project_id = any($2)')} order by ${DASHBOARD_ORDER}), '[]')::text as tasks
         from task t where ${where.join(' and ')}`,
      p.values,
    );
    return row!.tasks;
  }

  /**
   * `count:sum(xmin)` of each project's open set. An update gives its row a newer xmin, so the sum
   * moves; an insert or delete moves the count. (max(xmin) missed an update by a transaction older
   * than one that committed first: its row's new xmin stayed below the max.)
   */
  async openSignatures(projects: number[]): Promise<Map<number, string>> {
    const rows = await this.db.many<{ projectId: number; count: number; xmin: string }>({
      name: 'tasks.open-signatures',
      text: `select t.project_id as "projectId", count(*)::int as count, sum(t.xmin::text::bigint)::text as xmin
               from task t where t.project_id = any($1) and ${OPEN_SET} group by t.project_id`,
    }, [projects]);
    return new Map(rows.map((r) => [r.projectId, `${r.count}:${r.xmin}`]));
  }

  /** The open tasks of these projects with their JSON (efficiency shown in `efficiencyProjects`). */
  async openEntries(projects: number[], efficiencyProjects: number[]): Promise<OpenTaskEntry[]> {
    const rows = await this.db.many<Omit<OpenTaskEntry, 'createdUs' | 'xmin'> & { createdUs: string; xmin: string }>({
      name: 'tasks.open-entries',
      text: `select t.project_id as "projectId", t.task_id as "taskId", (t.is_sudden and t.status < 3) as "openSudden",
                    t.status, t.role, (extract(epoch from t.created_at) * 1000000)::bigint::text as "createdUs",
                    t.xmin::text as xmin, ${taskJson('t', 't.project_id = any($2)')}::text as json
               from task t where t.project_id = any($1) and ${OPEN_SET}`,
    }, [projects, efficiencyProjects]);
    return rows.map((r) => ({ ...r, createdUs: Number(r.createdUs), xmin: Number(r.xmin) }));
  }

  /** Tasks whose span (start .. end or deadline) meets the range, oldest start first; efficiency never shows. */
  async timelineJson(q: TimelineQuery): Promise<string> {
    const p = params([q.hiddenStatus]);
    const where = ['t.status <> $1', 'not t.is_system'];
    if (q.employee !== undefined) where.push(`t.employee = ${p.add(q.employee)}`);
    if (q.inProjects) where.push(`t.project_id = any(${p.add(q.inProjects)})`);
    if (q.project !== undefined) where.push(`t.project_id = ${p.add(q.project)}`);
    if (q.from || q.to) {
      const zone = p.add(q.timeZone);
      const startDay = day('coalesce(t.start_date, t.created_at)', zone);
      const endDay = `greatest(coalesce(${day('t.end_date', zone)}, t.deadline, 0), coalesce(t.deadline, 0))`;
      // Work in progress has no end yet: it reaches any later day.
      if (q.from) where.push(`(${endDay} >= ${p.add(q.from)} or t.status = 2)`);
      if (q.to) where.push(`${startDay} <= ${p.add(q.to)}`);
    }
    const row = await this.db.one<{ tasks: string }>(
      `select coalesce(json_agg(${taskJson('t', 'false')} order by coalesce(t.start_date, t.created_at), t.task_id), '[]')::text as tasks
         from task t where ${where.join(' and ')}`,
      p.values,
    );
    return row!.tasks;
  }

  /** The system tasks of a project, newest first. */
  async systemTasks(projectId: number): Promise<TaskJson[]> {
    const rows = await this.db.many<{ task: TaskJson }>(
      `select ${taskJson('t', 'false')} as task from task t where t.project_id = $1 and t.is_system order by t.created_at desc, t.task_id desc`,
      [projectId],
    );
    return rows.map((r) => r.task);
  }
}
