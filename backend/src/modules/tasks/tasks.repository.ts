import { Injectable } from '@nestjs/common';
import type { ScoreLedgerEntry, ScoreReason, TaskInternalField, TaskJson, TaskRecord } from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { Db } from '../../database/db';
import { employeeNameOrNull, isoUtc } from '../../database/sql';
import { uniqueViolation } from '../../database/db-errors';

/**
 * The task row, once: TS property -> column. The select list, the insert and update statements
 * and the JSON the API answers are all derived from it, in this order (the JSON keeps it).
 */
const TASK_COLUMNS = {
  taskId: 'task_id',
  altId: 'alt_id',
  projectId: 'project_id',
  taskName: 'task_name',
  role: 'role',
  roleLevel: 'role_level',
  input: 'input',
  output: 'output',
  score: 'score',
  altScore: 'alt_score',
  finalScore: 'final_score',
  status: 'status',
  isSudden: 'is_sudden',
  isArchived: 'is_archived',
  isSystem: 'is_system',
  employee: 'employee',
  createdAt: 'created_at',
  startDate: 'start_date',
  endDate: 'end_date',
  deadline: 'deadline',
  lastModified: 'last_modified',
  efficiency: 'efficiency',
  benchmark: 'benchmark',
  creativeType: 'creative_type',
} as const satisfies { [K in keyof TaskRecord]: string };

type TaskKey = keyof TaskRecord;
const TASK_KEYS = Object.keys(TASK_COLUMNS) as TaskKey[];
const INSTANTS = new Set<TaskKey>(['createdAt', 'startDate', 'endDate', 'lastModified']);
const INTERNAL = new Set<TaskKey>(['isSystem'] satisfies TaskInternalField[]);

/** Given on create; the id comes from the sequence, a blank alt id becomes the id, the rest keep their defaults. */
const INSERTED = [
  'projectId', 'taskName', 'role', 'input', 'output', 'score', 'altScore', 'finalScore', 'status', 'isSudden', 'isSystem',
  'employee', 'createdAt', 'startDate', 'endDate', 'deadline', 'lastModified', 'creativeType',
] as const satisfies readonly TaskKey[];

/** PostgreSQL array type of each inserted column, for the unnest of an import's batch. */
const INSERTED_TYPES: Record<(typeof INSERTED)[number], string> = {
  projectId: 'int', taskName: 'text', role: 'smallint', input: 'text', output: 'text', score: 'float8', altScore: 'float8',
  finalScore: 'float8', status: 'smallint', isSudden: 'boolean', isSystem: 'boolean', employee: 'text', createdAt: 'timestamptz',
  startDate: 'timestamptz', endDate: 'timestamptz', deadline: 'int', lastModified: 'timestamptz', creativeType: 'smallint',
};

/** What an edit writes back. */
const EDITED = [
  'taskName', 'input', 'output', 'score', 'finalScore', 'status', 'isSudden', 'isArchived', 'employee', 'startDate',
  'endDate', 'deadline', 'lastModified', 'efficiency', 'benchmark',
] as const satisfies readonly TaskKey[];

export type NewTask = Pick<TaskRecord, (typeof INSERTED)[number]> & { altId: string | null };
export type CreatedTask = Pick<TaskRecord, 'taskId' | 'altId' | 'createdAt'>;
/** What an import changes of an open task: name, score, assignee (with the final score the score edit leaves), then the deadline. */
export type ImportedTaskEdit = Pick<TaskRecord, 'taskId' | 'taskName' | 'score' | 'employee' | 'lastModified'> & { finalScore: number };
export type ImportedDeadline = Pick<TaskRecord, 'taskId' | 'deadline' | 'finalScore'>;
/** What permission checks need of a task. */
export type TaskSummary = Pick<TaskRecord, 'taskId' | 'projectId' | 'role' | 'status' | 'employee' | 'finalScore'>;
/** Where a task lives, for jumping to it (the command palette): a system task is on the internal task screen. */
/** The overdue job's decay of one task: its new final score, and whether it failed. */
export interface OverdueUpdate {
  id: number;
  finalScore: number;
  fail: boolean;
}

export type TaskLocation = Pick<TaskRecord, 'taskId' | 'projectId' | 'taskName' | 'isArchived' | 'isSystem'>;

/** The column of a task property, qualified by the table alias. */
export const taskColumn = (key: TaskKey, alias = 't') => `${alias}.${TASK_COLUMNS[key]}`;

/** `alias.column as "property"` for each key. */
function selectList(keys: readonly TaskKey[], alias = 't'): string {
  return keys.map((k) => `${taskColumn(k, alias)} as "${k}"`).join(', ');
}

/**
 * A task as the API answers it (TaskJson), built by PostgreSQL: lists are serialised there once
 * instead of parsed into objects and stringified again. `showEfficiency` is an SQL boolean.
 */
export function taskJson(alias = 't', showEfficiency = 'true'): string {
  const fields = TASK_KEYS.filter((k) => !INTERNAL.has(k)).map((k) => {
    const column = taskColumn(k, alias);
    const value = INSTANTS.has(k) ? isoUtc(column) : k === 'efficiency' ? `case when ${showEfficiency} then ${column} end` : column;
    return `'${k}', ${value}`;
  });
  return `json_build_object(${fields.join(', ')})`;
}

/** Open sudden tasks first (weighing like Planning), then status, newest created, task id. */
const LIST_ORDER = `(t.is_sudden and t.status < 3) desc, case when t.is_sudden and t.status < 3 then 0 else t.status end,
   t.created_at desc, t.task_id`;

const SQL = {
  list: `select coalesce(json_agg(${taskJson('t', '$3')} order by ${LIST_ORDER}), '[]')::text as tasks
           from task t where t.project_id = $1 and not t.is_system and ($2 or not t.is_archived)`,
  view: `select ${taskJson('t', '$2')} as task from task t where t.task_id = $1`,
  summary: `select ${selectList(['taskId', 'projectId', 'role', 'status', 'employee', 'finalScore'])} from task t where t.task_id = $1`,
  locate: `select ${selectList(['taskId', 'projectId', 'taskName', 'isArchived', 'isSystem'])} from task t where t.task_id = $1`,
  lock: `select ${selectList(TASK_KEYS)} from task t where t.task_id = $1 for update`,
  insert: `with next as (select nextval(pg_get_serial_sequence('task', 'task_id')) as id)
           insert into task (task_id, alt_id, ${INSERTED.map((k) => TASK_COLUMNS[k]).join(', ')})
           select id, coalesce($1, id::text), ${INSERTED.map((_, i) => `$${i + 2}`).join(', ')} from next
           returning ${selectList(['taskId', 'altId', 'createdAt'], 'task')}`,
  save: `update task t set ${EDITED.map((k, i) => `${TASK_COLUMNS[k]} = $${i + 2}`).join(', ')}
          where t.task_id = $1
          returning ${taskJson('t', `$${EDITED.length + 2}`)} as task`,
};

/** The task table and the few lookups task rules need (projects, assignees, score limits). */
@Injectable()
export class TasksRepository {
  constructor(private readonly db: Db) {}

  /** A project's tasks as JSON text in the list order of the spec: the hot path, a prepared statement. */
  async listJson(projectId: number, showHidden: boolean, showEfficiency: boolean): Promise<string> {
    return (await this.db.prepared<{ tasks: string }>('tasks.list', SQL.list, [projectId, showHidden, showEfficiency]))!.tasks;
  }

  async viewJson(taskId: number, showEfficiency: boolean): Promise<TaskJson | undefined> {
    return (await this.db.prepared<{ task: TaskJson }>('tasks.view', SQL.view, [taskId, showEfficiency]))?.task;
  }

  summary(taskId: number): Promise<TaskSummary | undefined> {
    return this.db.one<TaskSummary>(SQL.summary, [taskId]);
  }

  locate(taskId: number): Promise<TaskLocation | undefined> {
    return this.db.one<TaskLocation>(SQL.locate, [taskId]);
  }

  /** The whole row, locked until the transaction ends (call inside `db.tx`). */
  lock(taskId: number): Promise<TaskRecord | undefined> {
    return this.db.prepared<TaskRecord>('tasks.lock', SQL.lock, [taskId]);
  }

  /** Inserts a task; a blank alt id becomes the task's own number; a taken one is a 409. */
  async insert(t: NewTask): Promise<CreatedTask> {
    try {
      return (await this.db.one<CreatedTask>(SQL.insert, [t.altId, ...INSERTED.map((k) => t[k])]))!;
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new DomainError('task.alt-exists', 409);
      throw error;
    }
  }

  /** The tasks of a project with these alt ids, whole; locked until the transaction ends when `lock` (an import that writes). */
  importMatches(projectId: number, alts: string[], lock: boolean): Promise<TaskRecord[]> {
    return this.db.many<TaskRecord>(
      `select ${selectList(TASK_KEYS)} from task t where t.project_id = $1 and t.alt_id = any($2::text[])${lock ? ' for update' : ''}`,
      [projectId, alts],
    );
  }

  /** Every role's configured score limit (roles without a row have none). */
  async roleScoreLimits(): Promise<Map<number, number>> {
    const rows = await this.db.many<{ role: number; limit: number }>(`select role, score_limit as "limit" from role_score_limit`);
    return new Map(rows.map((r) => [r.role, r.limit]));
  }

  /** Those of `employees` who are assignable in the project (isAssignable, for a batch). */
  async assignable(projectId: number, employees: string[]): Promise<Set<string>> {
    const rows = await this.db.many<{ id: string }>(
      `select e.id from employee e where e.id = any($1::text[]) and e.is_active
          and ($2 = 0 or exists (select 1 from project_employee pe where pe.project_id = $2 and pe.employee_id = e.id))`,
      [employees, projectId],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Inserts an import's tasks in one statement (each with its alt id); a taken alt id is a 409 as for one. */
  async insertMany(tasks: readonly NewTask[]): Promise<CreatedTask[]> {
    if (!tasks.length) return [];
    const params: unknown[] = [tasks.map((t) => t.altId)];
    const arrays = ['$1::text[]'];
    for (const k of INSERTED) {
      params.push(tasks.map((t) => t[k]));
      arrays.push(`$${params.length}::${INSERTED_TYPES[k]}[]`);
    }
    const columns = INSERTED.map((k) => TASK_COLUMNS[k]);
    try {
      return await this.db.many<CreatedTask>(
        `insert into task (alt_id, ${columns.join(', ')})
         select v.alt_id, ${columns.map((c) => `v.${c}`).join(', ')} from unnest(${arrays.join(', ')}) as v(alt_id, ${columns.join(', ')})
         returning ${selectList(['taskId', 'altId', 'createdAt'], 'task')}`,
        params,
      );
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new DomainError('task.alt-exists', 409);
      throw error;
    }
  }

  /** An import's edits of name, score, assignee and the final score they leave, in one statement. */
  async importEdits(edits: readonly ImportedTaskEdit[]): Promise<void> {
    if (!edits.length) return;
    await this.db.exec(
      `update task t set task_name = v.name, score = v.score, employee = v.employee, final_score = v.final_score, last_modified = v.at
         from unnest($1::int[], $2::text[], $3::float8[], $4::text[], $5::float8[], $6::timestamptz[]) as v(id, name, score, employee, final_score, at)
        where t.task_id = v.id`,
      [edits.map((e) => e.taskId), edits.map((e) => e.taskName), edits.map((e) => e.score), edits.map((e) => e.employee),
        edits.map((e) => e.finalScore), edits.map((e) => e.lastModified)],
    );
  }

  /** An import's deadline changes and the final score each leaves, in one statement. */
  async importDeadlines(edits: readonly ImportedDeadline[]): Promise<void> {
    if (!edits.length) return;
    await this.db.exec(
      `update task t set deadline = v.deadline, final_score = v.final_score
         from unnest($1::int[], $2::int[], $3::float8[]) as v(id, deadline, final_score) where t.task_id = v.id`,
      [edits.map((e) => e.taskId), edits.map((e) => e.deadline), edits.map((e) => e.finalScore)],
    );
  }

  /**
   * Names why the final scores this transaction changes change, and who changed them: the ledger
   * trigger reads both (docs/scoring.md, The ledger). Call inside `db.tx`.
   */
  async attributeScoreChanges(reason: ScoreReason, actor: string | null): Promise<void> {
    await this.db.exec(`select set_config('app.score_reason', $1, true), set_config('app.score_actor', $2, true)`, [reason, actor ?? '']);
  }

  /** The overdue job's new final scores; a failed task also gets `failedStatus` and ends now. */
  async applyOverdue(updates: OverdueUpdate[], failedStatus: number, now: Date, actor: string | null = null): Promise<void> {
    // The score ledger records these as the day's decay, made by no one (docs/scoring.md, The ledger),
    // or by the admin whose new role penalty re-applied it.
    await this.attributeScoreChanges('decay', actor);
    await this.db.exec(
      `update task t set final_score = u."finalScore",
              status = case when u.fail then $2 else t.status end,
              end_date = case when u.fail then $3 else t.end_date end,
              last_modified = $3
         from jsonb_to_recordset($1::jsonb) as u(id int, "finalScore" double precision, fail boolean)
        where t.task_id = u.id`,
      [JSON.stringify(updates), failedStatus, now],
    );
  }

  /** Writes one intermediate final score of an edit, so that the ledger records that cause on its own row. */
  async setFinalScore(taskId: number, finalScore: number): Promise<void> {
    await this.db.exec(`update task set final_score = $2 where task_id = $1`, [taskId, finalScore]);
  }

  /** A task's ledger, oldest first, with the actor's name. */
  scoreLedger(taskId: number): Promise<ScoreLedgerEntry[]> {
    return this.db.many<ScoreLedgerEntry>(
      `select l.id::int as id, l.at, l.reason, l.score_before::float8 as "scoreBefore", l.score_after::float8 as "scoreAfter",
              l.delta::float8 as delta, l.actor, ${employeeNameOrNull('e')} as "actorName"
         from task_score_ledger l left join employee e on e.id = l.actor
        where l.task_id = $1 order by l.id`,
      [taskId],
    );
  }

  /** Writes the edited fields and answers the task as the API shows it. */
  async save(t: TaskRecord, showEfficiency: boolean): Promise<TaskJson> {
    const params = [t.taskId, ...EDITED.map((k) => t[k]), showEfficiency];
    return (await this.db.prepared<{ task: TaskJson }>('tasks.save', SQL.save, params))!.task;
  }

  /** Deletes the task only while it still has `status` (a concurrent move wins); false when it did not. */
  async deleteIfStatus(taskId: number, status: number): Promise<boolean> {
    return (await this.db.exec(`delete from task where task_id = $1 and status = $2`, [taskId, status])) > 0;
  }

  async projectName(projectId: number): Promise<string | undefined> {
    return (await this.db.one<{ name: string }>(`select name from project where id = $1`, [projectId]))?.name;
  }

  async employeeRole(employee: string): Promise<number | undefined> {
    return (await this.db.one<{ role: number }>(`select role from employee where id = $1`, [employee]))?.role;
  }

  async roleScoreLimit(role: number): Promise<number | undefined> {
    return (await this.db.one<{ limit: number }>(`select score_limit as "limit" from role_score_limit where role = $1`, [role]))?.limit;
  }

  /** The creative-scores row of a role and creative type (decision 057): undefined without one. */
  async creativeScore(role: number, type: number): Promise<number | undefined> {
    return (await this.db.one<{ score: number }>(`select score from creative_score where role = $1 and type = $2`, [role, type]))?.score;
  }

  /** Every creative-scores row, by `role:type` (a file's new creative tasks, decision 057). */
  async creativeScores(): Promise<Map<string, number>> {
    const rows = await this.db.many<{ role: number; type: number; score: number }>(`select role, type, score from creative_score`);
    return new Map(rows.map((r) => [`${r.role}:${r.type}`, r.score]));
  }

  /** The late penalty of a role, percent a day (role-penalties; docs/scoring.md "Late penalty"): undefined without a row. */
  async latePenalty(role: number): Promise<number | undefined> {
    return (await this.db.one<{ percent: number }>(`select penalty_percentage as percent from role_penalty where role = $1`, [role]))?.percent;
  }

  /** Every role's late penalty, percent a day (an import rescoring many tasks). */
  async latePenalties(): Promise<Map<number, number>> {
    const rows = await this.db.many<{ role: number; percent: number }>(`select role, penalty_percentage as percent from role_penalty`);
    return new Map(rows.map((r) => [r.role, r.percent]));
  }

  /**
   * Open tasks of `roles` past their deadline, locked for the rescoring that follows (a saved role
   * penalty applies to them at once, as the overdue job would), in the job's lock order; `due` narrows
   * them to deadlines in a range (a preview needs only the tasks of its month).
   */
  openLateOfRoles(
    roles: readonly number[], openStatuses: readonly number[], today: number, due: { from: number; to: number } = { from: 0, to: 99991231 },
  ): Promise<{ taskId: number; role: number; status: number; score: number; deadline: number; finalScore: number }[]> {
    if (!roles.length) return Promise.resolve([]);
    return this.db.many(
      `select t.task_id as "taskId", t.role, t.status, t.score, t.deadline, t.final_score as "finalScore"
         from task t
        where t.role = any($1::smallint[]) and t.status = any($2::smallint[]) and t.deadline is not null and t.deadline < $3
          and t.deadline >= $4 and t.deadline <= $5
        order by t.project_id, t.task_id for update of t`,
      [roles, openStatuses, today, due.from, due.to],
    );
  }

  /** An active employee who is a member of the project (any member of the root project 0). */
  async isAssignable(projectId: number, employee: string): Promise<boolean> {
    return !!(await this.db.one(
      `select 1 from employee e where e.id = $1 and e.is_active
          and ($2 = 0 or exists (select 1 from project_employee pe where pe.project_id = $2 and pe.employee_id = e.id))`,
      [employee, projectId],
    ));
  }
}
