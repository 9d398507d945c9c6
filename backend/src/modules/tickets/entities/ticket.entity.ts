import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';
import { Project } from '../../projects/entities/project.entity';

/**
 * A request (spec 2 "Ticket request"). Rows are written in SQL (the global project 0 is an
 * ordinary relation key, which MikroORM 6.6.16 cannot flush); the entities describe the schema.
 */
@Entity({ tableName: 'ticket' })
@Index({ properties: ['createdBy', 'createdAt'] })
export class Ticket {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'string', length: 500 }) title!: string;
  @Property({ type: 'text', default: '' }) description: string = '';
  @Property({ type: 'smallint' }) requestType!: number;
  @Property({ type: 'smallint', default: 0 }) priority: number = 0;
  /** yyyymmdd */
  @Property({ type: 'integer', nullable: true }) deadline?: number | null;
  @ManyToOne(() => Employee, { fieldName: 'created_by', mapToPk: true, deleteRule: 'cascade' }) createdBy!: string;
  @Property({ type: 'datetime' }) createdAt!: Date;
  @Property({ type: 'datetime' }) updatedAt!: Date;
  @ManyToOne(() => Employee, { fieldName: 'updated_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) updatedBy?: string | null;
  @Property({ type: 'boolean', default: false }) hidden: boolean = false;
  @Property({ type: 'json', default: '{}' }) content: Record<string, unknown> = {};
  /** When its creator withdrew it before any answer (decision 026); a withdrawn ticket takes no answer or edit. */
  @Property({ type: 'datetime', nullable: true }) withdrawnAt?: Date | null;
  /** From the content's project; 0 (the global root) for tickets about no project. */
  @Index() @ManyToOne(() => Project, { fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
}

/** Who receives a ticket (docs/decisions/007-ticket-routing.md). */
@Entity({ tableName: 'ticket_recipient' })
@Index({ properties: ['employeeId'] })
export class TicketRecipient {
  @ManyToOne(() => Ticket, { primary: true, fieldName: 'ticket_id', mapToPk: true, deleteRule: 'cascade' }) ticketId!: number;
  @ManyToOne(() => Employee, { primary: true, fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
}

/** The one answer of a ticket: its key is the ticket, so a second answer cannot be stored. */
@Entity({ tableName: 'ticket_response' })
export class TicketResponse {
  @ManyToOne(() => Ticket, { primary: true, fieldName: 'request_id', mapToPk: true, deleteRule: 'cascade' }) requestId!: number;
  @Property({ type: 'boolean' }) approve!: boolean;
  @Property({ type: 'text', default: '' }) description: string = '';
  @Property({ type: 'json', nullable: true }) content?: Record<string, unknown> | null;
  @ManyToOne(() => Employee, { fieldName: 'created_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) createdBy?: string | null;
  @Property({ type: 'datetime' }) createdAt!: Date;
}
