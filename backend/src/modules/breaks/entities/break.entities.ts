import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';
import { Ticket } from '../../tickets/entities/ticket.entity';

/** A leave request, filed through a Break ticket (spec 3 "Calendar and break entities"). */
@Entity({ tableName: 'break_request' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['employee', 'date'] })
export class BreakRequest {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, deleteRule: 'cascade' }) employee!: string;
  /** yyyymmdd */
  @Property({ type: 'integer' }) date!: number;
  /** 0 morning, 1 afternoon, 2 full day */
  @Property({ type: 'smallint' }) breakTime!: number;
  @Property({ type: 'text', default: '' }) reason: string = '';
  @Property({ type: 'boolean', default: false }) isPermitted: boolean = false;
  /** 0 Pending, 1 Accept, 2 Reject */
  @Property({ type: 'smallint', default: 0 }) status: number = 0;
  @Index() @ManyToOne(() => Ticket, { fieldName: 'ticket_id', mapToPk: true, nullable: true, deleteRule: 'set null' }) ticketId?: number | null;
  @Property({ type: 'datetime' }) createdAt!: Date;
  @ManyToOne(() => Employee, { fieldName: 'decided_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) decidedBy?: string | null;
  @Property({ type: 'datetime', nullable: true }) decidedAt?: Date | null;
}

/** A day-off record: written when a break is accepted, or by an operator. */
@Entity({ tableName: 'employee_break' })
@Index({ properties: ['employee', 'date'] })
export class EmployeeBreak {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, deleteRule: 'cascade' }) employee!: string;
  @Index() @Property({ type: 'integer' }) date!: number;
  /** Hours off, 1-8. */
  @Property({ type: 'double' }) time!: number;
  @Property({ type: 'boolean', default: false }) isPermitted: boolean = false;
  @Property({ type: 'text', default: '' }) description: string = '';
  @ManyToOne(() => BreakRequest, { fieldName: 'break_request_id', mapToPk: true, nullable: true, deleteRule: 'set null' }) breakRequestId?: number | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

@Entity({ tableName: 'holiday' })
export class Holiday {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Index() @Property({ type: 'integer' }) date!: number;
  @Property({ type: 'text' }) description!: string;
}

/** A makeup working day. */
@Entity({ tableName: 'makeup_day' })
export class MakeupDay {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Index() @Property({ type: 'integer' }) date!: number;
  @Property({ type: 'text' }) description!: string;
}
