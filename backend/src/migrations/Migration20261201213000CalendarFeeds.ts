import { Migration } from '@mikro-orm/migrations';

// Secret calendar feeds (decision 049): one row per employee; the token is derived, only its hash is stored.
export class Migration20261201213000CalendarFeeds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "calendar_feed" ("employee_id" varchar(64) not null, "key_id" varchar(64) not null, "nonce" varchar(64) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), constraint "calendar_feed_pkey" primary key ("employee_id"))`);
    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_token_hash_unique" unique ("token_hash")`);
    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendar_feed" cascade`);
  }
}
