import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The tasks the score model puts in a month (docs/scoring.md "Which month a task is in"), per
 * employee and status and per the task columns a task's weight reads (project and role, efficiency,
 * benchmark, and a creative task's type and typed score): their count and the sum of their final scores, unweighted. Kept by statement-level
 * triggers on `task` in the writing transaction (decision 052); the yearly report reads it, weighing
 * each cell by the scale tables at read, instead of aggregating a year of tasks. `month` is yyyymm:
 * the end instant's month in the zone of `task_month_zone`, else deadline / 100 as written.
 */
@Entity({ tableName: 'task_month_total' })
// The yearly report's read of a year of cells by ranges of employees, index-only (decision 052, addenda 2 and 4).
@Index({
  name: 'task_month_total_year_index',
  expression: 'create index if not exists "task_month_total_year_index" on "task_month_total" (((month - 1) / 100), "employee") include ("month", "status", "project_id", "role", "efficiency", "benchmark", "creative_type", "task_score", "count", "score")',
})
export class TaskMonthTotal {
  @PrimaryKey({ type: 'integer', autoincrement: false }) month!: number;
  @PrimaryKey({ type: 'string', length: 64 }) employee!: string;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) status!: number;
  @PrimaryKey({ type: 'integer', autoincrement: false }) projectId!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) efficiency!: number;
  /** task.benchmark, or -1 for a task without one (a key column is never null). */
  @PrimaryKey({ type: 'smallint', autoincrement: false }) benchmark!: number;
  /** task.creative_type (decision 057), or -1 for a task that is no creative work. */
  @PrimaryKey({ type: 'smallint', autoincrement: false }) creativeType!: number;
  /** The score typed on a creative task (its creative-score factor reads it), 0 for any other task. */
  @PrimaryKey({ type: 'double' }) taskScore!: number;
  @Property({ type: 'integer', default: 0 }) count: number = 0;
  /** Exact: final_score::numeric added and taken away, so a cell never drifts. */
  @Property({ type: 'string', columnType: 'numeric', default: 0 }) score!: string;
}

/** One row: the company time zone `task_month_total` was computed in (the app writes it at each start). */
@Entity({ tableName: 'task_month_zone' })
export class TaskMonthZone {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id!: number;
  @Property({ type: 'string', length: 64 }) zone!: string;
}
