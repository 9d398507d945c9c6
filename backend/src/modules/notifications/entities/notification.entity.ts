import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

@Entity({ tableName: 'notification' })
@Index({ properties: ['employeeId', 'isRead', 'createdAt'] })
export class Notification {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Employee, { fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @Property({ type: 'smallint' }) type!: number;
  @Property({ type: 'json' }) content: Record<string, unknown> = {};
  @Property({ type: 'boolean', default: false }) isRead: boolean = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  /** Makes a job's notification idempotent: the same key is written once. */
  @Unique() @Property({ type: 'string', length: 200, nullable: true }) dedupeKey?: string | null;
}
