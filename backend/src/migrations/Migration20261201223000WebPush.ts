import { Migration } from '@mikro-orm/migrations';

// Web Push (decision 051): browsers' subscriptions, and the outbox of pushes written in the notification's transaction.
export class Migration20261201223000WebPush extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "push_subscription" ("id" serial primary key, "employee_id" varchar(64) not null, "endpoint" text not null, "p256dh" varchar(128) not null, "auth" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "push_subscription_employee_id_index" on "push_subscription" ("employee_id")`);
    this.addSql(`alter table "push_subscription" add constraint "push_subscription_endpoint_unique" unique ("endpoint")`);
    this.addSql(`alter table "push_subscription" add constraint "push_subscription_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);

    this.addSql(`create table "push_outbox" ("id" serial primary key, "subscription_id" int not null, "notification_id" int not null, "status" varchar(8) not null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "claim" varchar(36) null, "locked_until" timestamptz null, "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null)`);
    this.addSql(`create index "push_outbox_subscription_id_index" on "push_outbox" ("subscription_id")`);
    this.addSql(`create index "push_outbox_notification_id_index" on "push_outbox" ("notification_id")`);
    this.addSql(`create index "push_outbox_due_index" on "push_outbox" ("next_attempt_at") where "status" = 'pending'`);
    this.addSql(`alter table "push_outbox" add constraint "push_outbox_subscription_id_foreign" foreign key ("subscription_id") references "push_subscription" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "push_outbox" add constraint "push_outbox_notification_id_foreign" foreign key ("notification_id") references "notification" ("id") on update cascade on delete cascade`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_outbox"`);
    this.addSql(`drop table if exists "push_subscription"`);
  }
}
