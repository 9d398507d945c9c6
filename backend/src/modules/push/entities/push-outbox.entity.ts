import { Entity, Index, ManyToOne } from '@mikro-orm/core';
import { OutboxColumns } from '../../../database/outbox-columns.entity';
import { Notification } from '../../notifications/entities/notification.entity';
import { PushSubscription } from './push-subscription.entity';

/**
 * The push outbox (docs/decisions/051): one row per notification and subscription, written in the
 * notification's transaction; senders claim due rows as the mail senders do (database/outbox.ts).
 */
@Entity({ tableName: 'push_outbox' })
@Index({
  name: 'push_outbox_due_index',
  expression: 'create index "push_outbox_due_index" on "push_outbox" ("next_attempt_at") where "status" = \'pending\'',
})
export class PushOutbox extends OutboxColumns {
  @ManyToOne(() => PushSubscription, { fieldName: 'subscription_id', mapToPk: true, deleteRule: 'cascade', index: true }) subscriptionId!: number;
  @ManyToOne(() => Notification, { fieldName: 'notification_id', mapToPk: true, deleteRule: 'cascade', index: true }) notificationId!: number;
}
