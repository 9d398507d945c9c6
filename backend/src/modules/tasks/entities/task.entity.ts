import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';
import { Project } from '../../projects/entities/project.entity';

@Entity({ tableName: 'task' })
@Unique({ properties: ['projectId', 'altId'] })
@Index({ properties: ['projectId', 'isArchived'] })
@Index({ properties: ['status', 'deadline'] })
// The score model's month aggregations (dashboard module, docs/scoring.md): index-only scans by end instant
// and, for tasks without an end, by deadline, with the columns a task's weight reads (decisions 056, 057).
@Index({
  name: 'task_end_date_score_index',
  expression: 'create index if not exists "task_end_date_score_index" on "task" ("end_date") include ("employee", "status", "final_score", "efficiency", "benchmark", "role", "project_id", "creative_type", "score")',
})
@Index({
  name: 'task_undated_deadline_score_index',
  expression: 'create index if not exists "task_undated_deadline_score_index" on "task" ("deadline") include ("employee", "status", "final_score", "efficiency", "benchmark", "role", "project_id", "creative_type", "score") where "end_date" is null',
})
export class Task {
  @PrimaryKey({ type: 'integer' }) taskId!: number;
  @Property({ type: 'string', length: 64 }) altId!: string;
  @ManyToOne(() => Project, { fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Property({ type: 'string', length: 500 }) taskName!: string;
  @Property({ type: 'smallint' }) role!: number;
  @Property({ type: 'smallint', nullable: true }) roleLevel?: number | null;
  @Property({ type: 'text', default: '' }) input: string = '';
  @Property({ type: 'text', default: '' }) output: string = '';
  @Property({ type: 'double', default: 0 }) score: number = 0;
  @Property({ type: 'double', default: 0 }) altScore: number = 0;
  @Property({ type: 'double', default: 0 }) finalScore: number = 0;
  @Index() @Property({ type: 'smallint', default: 1 }) status: number = 1;
  @Property({ type: 'boolean', default: false }) isSudden: boolean = false;
  @Property({ type: 'boolean', default: false }) isArchived: boolean = false;
  @Property({ type: 'boolean', default: false }) isSystem: boolean = false;
  @Index() @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, nullable: true, deleteRule: 'set null' }) employee?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) startDate?: Date | null;
  @Property({ type: 'datetime', nullable: true }) endDate?: Date | null;
  @Property({ type: 'integer', nullable: true }) deadline?: number | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) lastModified: Date = new Date();
  @Property({ type: 'smallint', default: 0 }) efficiency: number = 0;
  @Property({ type: 'smallint', nullable: true }) benchmark?: number | null;
  /** Decision 057: the creative type (1-4) of a UA or creative manager's piece of creative work; null: not creative. */
  @Property({ type: 'smallint', nullable: true }) creativeType?: number | null;
}

@Entity({ tableName: 'penalty' })
@Index({ name: 'penalty_date_index', properties: ['date'] })
export class Penalty {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Index() @ManyToOne(() => Project, { fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Index() @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, deleteRule: 'cascade' }) employee!: string;
  @Property({ type: 'smallint' }) role!: number;
  @Property({ type: 'double' }) score!: number;
  @Property({ type: 'double', default: 0 }) altScore: number = 0;
  @Property({ type: 'text' }) reason!: string;
  @Property({ type: 'integer' }) date!: number;
  @Property({ type: 'string', length: 64, nullable: true }) createdBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/**
 * One change of a work score: a task's final score, or a penalty given or taken back. Append-only:
 * written only by the database triggers on task and penalty, and a trigger refuses UPDATE, DELETE and
 * TRUNCATE (docs/scoring.md, The ledger; decision 029). task_id is a plain reference, so that deleting
 * a task keeps its history.
 */
@Entity({ tableName: 'task_score_ledger' })
@Index({ properties: ['taskId', 'id'] })
@Index({
  name: 'task_score_ledger_penalty_index',
  expression: 'create index "task_score_ledger_penalty_index" on "task_score_ledger" ("employee", "penalty_date") where penalty_id is not null',
})
@Check({ name: 'task_score_ledger_subject_check', expression: '(task_id is null) <> (penalty_id is null)' })
export class TaskScoreLedger {
  @PrimaryKey({ type: 'bigint' }) id!: string;
  @Property({ type: 'integer', nullable: true }) taskId?: number | null;
  @Property({ type: 'string', length: 64, nullable: true }) employee?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) at: Date = new Date();
  @Property({ type: 'string', length: 20 }) reason!: string;
  @Property({ type: 'decimal', precision: 20, scale: 6 }) scoreBefore!: string;
  @Property({ type: 'decimal', precision: 20, scale: 6 }) scoreAfter!: string;
  @Property({ type: 'decimal', precision: 20, scale: 6 }) delta!: string;
  @Property({ type: 'string', length: 64, nullable: true }) actor?: string | null;
  /** A penalty's rows: its id, day (yyyymmdd, the month it counts in), project and reason, kept after it is deleted. */
  @Property({ type: 'integer', nullable: true }) penaltyId?: number | null;
  @Property({ type: 'integer', nullable: true }) penaltyDate?: number | null;
  @Property({ type: 'integer', nullable: true }) projectId?: number | null;
  @Property({ type: 'text', nullable: true }) note?: string | null;
}
