import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

// The first-run checklist (docs/decisions/033): what cannot be computed from the studio's data.

/** A step with nothing to compute (scoring defaults reviewed): who first reviewed it, and when. */
@Entity({ tableName: 'setup_step_review' })
export class SetupStepReview {
  @PrimaryKey({ type: 'string', length: 40 }) step!: string;
  @ManyToOne(() => Employee, { fieldName: 'reviewed_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) reviewedBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) reviewedAt: Date = new Date();
}

/** A user who hid the checklist from their dashboard (per user: decision 033). */
@Entity({ tableName: 'setup_checklist_dismissal' })
export class SetupChecklistDismissal {
  @ManyToOne(() => Employee, { primary: true, fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) dismissedAt: Date = new Date();
}

export const SETUP_ENTITIES = [SetupStepReview, SetupChecklistDismissal];
