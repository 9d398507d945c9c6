import { Migration } from '@mikro-orm/migrations';

/** Notification preferences and the e-mail outbox (docs/decisions/048). */
export class Migration20261201212915NotificationMail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" serial primary key, "employee_id" varchar(64) not null, "notification_id" int null, "type" smallint null, "kind" varchar(6) not null, "status" varchar(8) not null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "claim" varchar(36) null, "locked_until" timestamptz null, "last_error" text null, "digest_id" int null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null)`);
    this.addSql(`create index "mail_outbox_notification_id_index" on "mail_outbox" ("notification_id")`);
    this.addSql(`create index "mail_outbox_digest_id_index" on "mail_outbox" ("digest_id")`);
    this.addSql(`create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at")`);
    this.addSql(`create index "mail_outbox_held_index" on "mail_outbox" ("employee_id") where "status" = 'held'`);
    this.addSql(`create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "status" = 'pending'`);
    this.addSql(`create table "notification_preference" ("employee_id" varchar(64) not null, "type" smallint not null, "channel" varchar(6) not null, "updated_at" timestamptz not null default now(), constraint "notification_preference_pkey" primary key ("employee_id", "type"))`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_notification_id_foreign" foreign key ("notification_id") references "notification" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_digest_id_foreign" foreign key ("digest_id") references "mail_outbox" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "notification_preference" add constraint "notification_preference_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox"`);
    this.addSql(`drop table if exists "notification_preference"`);
  }
}
