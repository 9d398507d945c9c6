import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

/**
 * An employee's secret calendar feed (docs/decisions/049-calendar-feeds.md). The token itself is never
 * stored: it is HMAC(connector key `keyId`, employee + nonce), so the owner can be shown their URL again,
 * while a copy of the database alone opens nothing. The feed is found by the SHA-256 of the token.
 */
@Entity({ tableName: 'calendar_feed' })
export class CalendarFeed {
  @ManyToOne(() => Employee, { primary: true, fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @Property({ type: 'string', length: 64 }) keyId!: string;
  @Property({ type: 'string', length: 64 }) nonce!: string;
  @Unique() @Property({ type: 'string', length: 64 }) tokenHash!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
