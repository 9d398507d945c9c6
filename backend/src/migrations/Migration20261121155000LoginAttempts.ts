import { Migration } from '@mikro-orm/migrations';

/** Login attempts in PostgreSQL, so the rate limit holds across instances. */
export class Migration20261121155000LoginAttempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "login_attempt" ("id" bigserial primary key, "key" varchar(300) not null, "at" timestamptz not null default now())`);
    this.addSql(`create index "login_attempt_key_at_index" on "login_attempt" ("key", "at")`);
  }
}
