import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

/**
 * A browser's Web Push subscription (docs/decisions/051): the push service's endpoint and the keys
 * the payload is encrypted with (RFC 8291). One row per endpoint; the endpoint belongs to whoever
 * subscribed with it last on that browser.
 */
@Entity({ tableName: 'push_subscription' })
export class PushSubscription {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Employee, { fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade', index: true }) employeeId!: string;
  @Unique() @Property({ type: 'text' }) endpoint!: string;
  @Property({ type: 'string', length: 128 }) p256dh!: string;
  @Property({ type: 'string', length: 64 }) auth!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
