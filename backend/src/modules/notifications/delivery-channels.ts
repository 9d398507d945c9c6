import { Injectable } from '@nestjs/common';
import type { NotificationRow } from './notifications.repository';

/**
 * A way a notification leaves the bell (e-mail now; Web Push next, docs/decisions/048). `enqueue`
 * runs inside the transaction that wrote the rows, so what it queues commits or rolls back with
 * them; it must stay one cheap statement (the write path's budget) and never talk to the outside.
 */
export interface DeliveryChannel {
  readonly name: string;
  enqueue(rows: readonly NotificationRow[], now: Date): Promise<void>;
}

/** The channels modules registered at start (the mail module, later push); called by NotificationsService.notify. */
@Injectable()
export class DeliveryChannels {
  private readonly channels: DeliveryChannel[] = [];

  add(channel: DeliveryChannel): void {
    if (!this.channels.some((c) => c.name === channel.name)) this.channels.push(channel);
  }

  any(): boolean {
    return this.channels.length > 0;
  }

  async enqueue(rows: readonly NotificationRow[], now: Date): Promise<void> {
    if (!rows.length) return;
    for (const channel of this.channels) await channel.enqueue(rows, now);
  }
}
