import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { OutboxColumns } from '../../../database/outbox-columns.entity';
import { Employee } from '../../hr/entities/employee.entity';
import { Notification } from '../../notifications/entities/notification.entity';

/**
 * The e-mail outbox (docs/decisions/048). A `single` row is one notification's mail, written in the
 * notification's transaction; an `item` row holds a notification for the daily digest until the
 * digest job gathers it into a `digest` row. Senders claim due `single` and `digest` rows. Status:
 * pending, sent, failed (single, digest); held, gathered (item).
 */
@Entity({ tableName: 'mail_outbox' })
@Index({
  name: 'mail_outbox_due_index',
  expression: 'create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "status" = \'pending\'',
})
@Index({
  name: 'mail_outbox_held_index',
  expression: 'create index "mail_outbox_held_index" on "mail_outbox" ("employee_id") where "status" = \'held\'',
})
@Index({ properties: ['status', 'createdAt'] })
export class MailOutbox extends OutboxColumns {
  @ManyToOne(() => Employee, { fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @ManyToOne(() => Notification, { fieldName: 'notification_id', mapToPk: true, deleteRule: 'cascade', nullable: true, index: true }) notificationId?: number | null;
  /** The notification's type; null for a digest. */
  @Property({ type: 'smallint', nullable: true }) type?: number | null;
  /** single, item or digest. */
  @Property({ type: 'string', length: 6 }) kind!: string;
  /** The digest an item was gathered into. */
  @ManyToOne(() => MailOutbox, { fieldName: 'digest_id', mapToPk: true, deleteRule: 'set null', nullable: true, index: true }) digestId?: number | null;
}
