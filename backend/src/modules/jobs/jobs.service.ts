import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, latePenaltyPercent, NotificationType, overdueOutcome, Role, TaskStatus, toYmd } from '@studio/domain';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { LiveService } from '../live/live.service';
import { Metrics } from '../metrics/metrics.service';
import { NotificationsService, type NewNotification } from '../notifications/notifications.service';
import { TasksRepository, type OverdueUpdate } from '../tasks/tasks.repository';
import { JobsRepository, type OpenTask } from './jobs.repository';

export const JOB_NAMES = ['overdue-tasks', 'near-deadline', 'contract-expiration'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** One advisory lock key per job: with several instances, one runs it. */
const LOCK_KEYS: Record<JobName, number> = { 'overdue-tasks': 7200001, 'near-deadline': 7200002, 'contract-expiration': 7200003 };

/** Tasks still running: they decay past their deadline and are reminded before it. */
const OPEN = [TaskStatus.Planning, TaskStatus.InProgress];

/**
 * The daily jobs. Each recomputes from the dates and writes notifications under dedupe keys,
 * so a second run on the same day (or a restart) changes nothing.
 */
@Injectable()
export class JobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly db: Db,
    private readonly repo: JobsRepository,
    private readonly tasks: TasksRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveService,
    private readonly metrics: Metrics,
  ) {}

  async run(name: string): Promise<{ name: string; changed: number }> {
    if (!(JOB_NAMES as readonly string[]).includes(name)) throw notFound();
    const job = name as JobName;
    const changed = await this.metrics.countJob(job, () => this.db.tx(async () => {
      if (!(await this.repo.tryLock(LOCK_KEYS[job]))) return 0;
      const now = this.clock.now();
      const today = toYmd(now, this.config.timeZone);
      return job === 'overdue-tasks' ? this.overdue(today, now)
        : job === 'near-deadline' ? this.nearDeadline(today)
        : this.contractExpiration(today);
    }));
    if (changed) this.logger.log(`${name}: ${changed} changed`);
    return { name, changed };
  }

  /** Open tasks past their deadline lose their role's late penalty a day (10 % by default); at 0 they fail. Managers hear of both. */
  private async overdue(today: number, now: Date): Promise<number> {
    const tasks = await this.repo.lockOverdue(OPEN, today);
    const updates: OverdueUpdate[] = [];
    const notes: NewNotification[] = [];
    const managers = await this.repo.membersWithRole([...new Set(tasks.map((t) => t.projectId))], Role.ProjectManager);
    const lateByProject = new Map<number, OpenTask[]>();
    for (const task of tasks) {
      const outcome = overdueOutcome(task, today, latePenaltyPercent(task.penaltyPercent));
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
    if (updates.length) await this.tasks.applyOverdue(updates, TaskStatus.Failure, now);
    const decayed = new Set(updates.map((u) => u.id));
    this.publishDecay(tasks.filter((t) => decayed.has(t.taskId)));
    await this.notifications.notify(notes);
    return updates.length;
  }

  /** The grids and scores of the projects whose tasks decayed follow the day's run. */
  private publishDecay(changed: OpenTask[]): void {
    const byProject = new Map<number, OpenTask[]>();
    for (const task of changed) byProject.set(task.projectId, [...(byProject.get(task.projectId) ?? []), task]);
    for (const [projectId, list] of byProject) this.live.tasks(projectId, list.map((t) => t.taskId), list.map((t) => t.employee));
  }

  /** Assignees of open tasks due tomorrow are reminded once. */
  private async nearDeadline(today: number): Promise<number> {
    const tasks = await this.repo.dueOn(OPEN, addDays(today, 1));
    const notes = tasks.map((t) => ({
      employeeId: t.employee!, type: NotificationType.nearDeadlineForEmployee,
      content: { projectId: t.projectId, projectName: t.projectName, taskName: t.taskName, taskId: t.taskId, deadline: t.deadline },
      dedupeKey: `near:${t.taskId}:${t.deadline}`,
    }));
    return (await this.notifications.notify(notes)).length;
  }

  /** Contracts ending within 30 days: the employee's contact admin is told once per end date. */
  private async contractExpiration(today: number): Promise<number> {
    const rows = await this.repo.expiringContracts(today, addDays(today, 30));
    const notes = rows.filter((r) => r.contactAdmin).map((r) => ({
      employeeId: r.contactAdmin!, type: NotificationType.contractExpiration,
      content: { employee: r.id, employeeName: r.name, contractEndDate: r.end },
      dedupeKey: `contract:${r.id}:${r.end}`,
    }));
    return (await this.notifications.notify(notes)).length;
  }
}
