import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, NotificationType, overdueOutcome, Role, TaskStatus, toYmd } from '@studio/domain';
import type { PoolClient } from 'pg';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { NotificationsService, type NewNotification, type NotificationRow } from '../notifications/notifications.service';

export const JOB_NAMES = ['overdue-tasks', 'near-deadline', 'contract-expiration'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** One advisory lock key per job: with several instances, one runs it. */
const LOCK_KEYS: Record<JobName, number> = { 'overdue-tasks': 7200001, 'near-deadline': 7200002, 'contract-expiration': 7200003 };

interface OpenTask {
  taskId: number;
  projectId: number;
  projectName: string;
  taskName: string;
  employee: string | null;
  employeeName: string | null;
  score: number;
  finalScore: number;
  status: number;
  deadline: number;
  isSudden: boolean;
}

/**
 * The daily jobs. Each recomputes from the dates and writes notifications under dedupe keys,
 * so a second run on the same day (or a restart) changes nothing.
 */
@Injectable()
export class JobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly sql: Db,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(name: string): Promise<{ name: string; changed: number }> {
    if (!(JOB_NAMES as readonly string[]).includes(name)) throw notFound();
    const job = name as JobName;
    let pushed: NotificationRow[] = [];
    let changed = 0;
    await this.sql.transaction(async (client) => {
      const locked = (await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [LOCK_KEYS[job]])).rows[0].ok;
      if (!locked) return;
      const now = this.clock.now();
      const today = toYmd(now, this.config.timeZone);
      const result = job === 'overdue-tasks' ? await this.overdue(client, today, now)
        : job === 'near-deadline' ? await this.nearDeadline(client, today)
        : await this.contractExpiration(client, today);
      changed = result.changed;
      pushed = result.notifications;
    });
    this.notifications.push(pushed);
    if (changed) this.logger.log(`${name}: ${changed} changed`);
    return { name, changed };
  }

  /** Open tasks past their deadline lose 10 % a day; at 0 they fail. Managers hear of both. */
  private async overdue(client: PoolClient, today: number, now: Date) {
    const tasks = (await client.query<OpenTask>(
      `select t.task_id as "taskId", t.project_id as "projectId", p.name as "projectName", t.task_name as "taskName",
              t.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", t.score, t.final_score as "finalScore",
              t.status, t.deadline, t.is_sudden as "isSudden"
         from task t join project p on p.id = t.project_id left join employee e on e.id = t.employee
        where t.status in ($1, $2) and t.deadline is not null and t.deadline < $3
        order by t.project_id, t.task_id for update of t`,
      [TaskStatus.Planning, TaskStatus.InProgress, today],
    )).rows;
    const updates: { id: number; finalScore: number; fail: boolean }[] = [];
    const notes: NewNotification[] = [];
    const managers = await this.managersOf(client, [...new Set(tasks.map((t) => t.projectId))]);
    const lateByProject = new Map<number, OpenTask[]>();
    for (const task of tasks) {
      const outcome = overdueOutcome(task, today);
      if (!outcome) continue;
      if (outcome.finalScore !== task.finalScore || outcome.fail) updates.push({ id: task.taskId, finalScore: outcome.finalScore, fail: outcome.fail });
      const base = { projectId: task.projectId, projectName: task.projectName, taskName: task.taskName, taskId: task.taskId, deadline: task.deadline };
      if (outcome.fail) {
        if (task.employee) notes.push({ employeeId: task.employee, type: NotificationType.taskFailForEmployee, content: base, dedupeKey: `fail:${task.taskId}` });
        for (const m of managers.get(task.projectId) ?? []) {
          notes.push({ employeeId: m, type: NotificationType.taskFailForManager, content: { ...base, employeeId: task.employee, employeeName: task.employeeName }, dedupeKey: `fail-mgr:${task.taskId}:${m}` });
        }
        continue;
      }
      if (task.employee) notes.push({ employeeId: task.employee, type: NotificationType.overDeadlineForEmployee, content: { ...base, finalScore: outcome.finalScore, daysLate: outcome.daysLate }, dedupeKey: `late:${task.taskId}:${today}` });
      lateByProject.set(task.projectId, [...(lateByProject.get(task.projectId) ?? []), task]);
      if (task.isSudden) {
        for (const m of managers.get(task.projectId) ?? []) {
          notes.push({ employeeId: m, type: NotificationType.overDeadlineConfirmSuddenTask, content: { ...base, employeeId: task.employee, employeeName: task.employeeName }, dedupeKey: `sudden-late:${task.taskId}:${m}:${today}` });
        }
      }
    }
    for (const [projectId, late] of lateByProject) {
      const taskDetails = late.map((t) => ({ taskId: t.taskId, taskName: t.taskName, deadline: t.deadline, employee: t.employee, employeeName: t.employeeName }));
      for (const m of managers.get(projectId) ?? []) {
        notes.push({ employeeId: m, type: NotificationType.overDeadlineForManager, content: { projectId, projectName: late[0].projectName, taskDetails }, dedupeKey: `late-mgr:${projectId}:${m}:${today}` });
      }
    }
    if (updates.length) {
      await client.query(
        `update task t set final_score = u."finalScore",
                status = case when u.fail then $2 else t.status end,
                end_date = case when u.fail then $3 else t.end_date end,
                last_modified = $3
           from jsonb_to_recordset($1::jsonb) as u(id int, "finalScore" double precision, fail boolean)
          where t.task_id = u.id`,
        [JSON.stringify(updates), TaskStatus.Failure, now],
      );
    }
    return { changed: updates.length, notifications: await this.notifications.write(notes, client) };
  }

  /** Assignees of open tasks due tomorrow are reminded once. */
  private async nearDeadline(client: PoolClient, today: number) {
    const due = addDays(today, 1);
    const tasks = (await client.query<OpenTask>(
      `select t.task_id as "taskId", t.project_id as "projectId", p.name as "projectName", t.task_name as "taskName", t.employee, t.deadline
         from task t join project p on p.id = t.project_id
        where t.status in ($1, $2) and t.deadline = $3 and t.employee is not null`,
      [TaskStatus.Planning, TaskStatus.InProgress, due],
    )).rows;
    const notes = tasks.map((t) => ({
      employeeId: t.employee!, type: NotificationType.nearDeadlineForEmployee,
      content: { projectId: t.projectId, projectName: t.projectName, taskName: t.taskName, taskId: t.taskId, deadline: t.deadline },
      dedupeKey: `near:${t.taskId}:${t.deadline}`,
    }));
    const written = await this.notifications.write(notes, client);
    return { changed: written.length, notifications: written };
  }

  /** Contracts ending within 30 days: the employee's contact admin is told once per end date. */
  private async contractExpiration(client: PoolClient, today: number) {
    const rows = (await client.query<{ id: string; name: string; end: number; contactAdmin: string | null }>(
      `select id, trim(last_name || ' ' || first_name) as name, contract_end_date as "end", contact_admin as "contactAdmin"
         from employee where is_active and contract_end_date between $1 and $2`,
      [today, addDays(today, 30)],
    )).rows;
    const notes = rows.filter((r) => r.contactAdmin).map((r) => ({
      employeeId: r.contactAdmin!, type: NotificationType.contractExpiration,
      content: { employee: r.id, employeeName: r.name, contractEndDate: r.end },
      dedupeKey: `contract:${r.id}:${r.end}`,
    }));
    const written = await this.notifications.write(notes, client);
    return { changed: written.length, notifications: written };
  }

  /** Project managers (project role 25) of each project. */
  private async managersOf(client: PoolClient, projectIds: number[]): Promise<Map<number, string[]>> {
    const rows = (await client.query<{ projectId: number; employeeId: string }>(
      `select project_id as "projectId", employee_id as "employeeId" from project_employee where project_id = any($1) and role = $2`,
      [projectIds, Role.ProjectManager],
    )).rows;
    const map = new Map<number, string[]>();
    for (const r of rows) map.set(r.projectId, [...(map.get(r.projectId) ?? []), r.employeeId]);
    return map;
  }
}
