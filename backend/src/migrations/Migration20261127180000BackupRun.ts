import { Migration } from '@mikro-orm/migrations';

/** Scheduled backups (docs/decisions/037): one row per run. */
export class Migration20261127180000BackupRun extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "backup_run" ("id" serial primary key, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "status" varchar(10) not null, "file" varchar(255) null, "bytes" bigint null, "error" text null, "instance" varchar(255) not null)`);
    this.addSql(`create index "backup_run_started_at_index" on "backup_run" ("started_at")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "backup_run"`);
  }
}
