import type { PoolClient } from 'pg';
import { DomainError } from '../../common/domain-error';
import { uniqueViolation } from '../../database/db-errors';
import { taskJson } from './task-sql';

/**
 * Task rows written with SQL: MikroORM 6.6.16 overflows its stack flushing an entity whose
 * relation key is 0 (mikro-orm#8003), and tasks of the global project 0 are ordinary.
 */
export interface TaskRecord {
  taskId: number;
  altId: string;
  projectId: number;
  taskName: string;
  role: number;
  input: string;
  output: string;
  score: number;
  altScore: number;
  finalScore: number;
  status: number;
  isSudden: boolean;
  isArchived: boolean;
  isSystem: boolean;
  employee: string | null;
  createdAt: Date;
  startDate: Date | null;
  endDate: Date | null;
  deadline: number | null;
  lastModified: Date;
  efficiency: number;
  benchmark: number | null;
}

export type NewTask = Omit<TaskRecord, 'taskId' | 'altId' | 'isArchived' | 'efficiency' | 'benchmark'> & { altId: string | null };

const COLUMNS = `task_id as "taskId", alt_id as "altId", project_id as "projectId", task_name as "taskName", role, input, output,
  score, alt_score as "altScore", final_score as "finalScore", status, is_sudden as "isSudden", is_archived as "isArchived",
  is_system as "isSystem", employee, created_at as "createdAt", start_date as "startDate", end_date as "endDate", deadline,
  last_modified as "lastModified", efficiency, benchmark`;

/** Inserts a task; a blank Task ID becomes the task's own number; a taken one is a 409. */
export async function insertTask(client: PoolClient, t: NewTask): Promise<Pick<TaskRecord, 'taskId' | 'altId' | 'createdAt'>> {
  try {
    const { rows } = await client.query(
      `with next as (select nextval(pg_get_serial_sequence('task', 'task_id')) as id)
       insert into task (task_id, alt_id, project_id, task_name, role, input, output, score, alt_score, final_score, status,
                         is_sudden, is_system, employee, created_at, start_date, end_date, deadline, last_modified)
       select id, coalesce($1, id::text), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18 from next
       returning task_id as "taskId", alt_id as "altId", created_at as "createdAt"`,
      [t.altId, t.projectId, t.taskName, t.role, t.input, t.output, t.score, t.altScore, t.finalScore, t.status,
        t.isSudden, t.isSystem, t.employee, t.createdAt, t.startDate, t.endDate, t.deadline, t.lastModified],
    );
    return rows[0];
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new DomainError('task.alt-exists', 409);
    throw error;
  }
}

export async function lockTask(client: PoolClient, taskId: number): Promise<TaskRecord | undefined> {
  return (await client.query<TaskRecord>(`select ${COLUMNS} from task where task_id = $1 for update`, [taskId])).rows[0];
}

/** Writes the task and answers it as the API shows it (efficiency only when the caller may see it). */
export async function saveTask(client: PoolClient, t: TaskRecord, showEfficiency: boolean): Promise<Record<string, unknown>> {
  const { rows } = await client.query<{ task: Record<string, unknown> }>(
    `update task set task_name = $2, input = $3, output = $4, score = $5, final_score = $6, status = $7, is_sudden = $8,
            is_archived = $9, employee = $10, start_date = $11, end_date = $12, deadline = $13, last_modified = $14,
            efficiency = $15, benchmark = $16
      where task_id = $1
      returning ${taskJson('task', '$17')} as task`,
    [t.taskId, t.taskName, t.input, t.output, t.score, t.finalScore, t.status, t.isSudden, t.isArchived, t.employee,
      t.startDate, t.endDate, t.deadline, t.lastModified, t.efficiency, t.benchmark, showEfficiency],
  );
  return rows[0].task;
}
