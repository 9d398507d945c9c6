import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

/** A person's channel for one notification type (docs/decisions/048); no row: the type's default. */
@Entity({ tableName: 'notification_preference' })
export class NotificationPreference {
  @ManyToOne(() => Employee, { fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade', primary: true }) employeeId!: string;
  @PrimaryKey({ type: 'smallint' }) type!: number;
  /** bell, email or digest (NOTIFICATION_CHANNELS). */
  @Property({ type: 'string', length: 6 }) channel!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
