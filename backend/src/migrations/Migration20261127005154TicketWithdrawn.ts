import { Migration } from '@mikro-orm/migrations';

export class Migration20261127005154TicketWithdrawn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ticket" add column "withdrawn_at" timestamptz null`);
  }
}
