import { Migration } from '@mikro-orm/migrations';

/**
 * Bonus (docs/bonus.md): the internal distribution config (one row, id 1), the project shares of
 * the revenue bonus, each project's bonus config, and the audit of every save.
 */
export class Migration20261125130000Bonus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "bonus_internal" ("id" smallint not null, "shares" jsonb not null, "version" int not null default 0, "updated_at" timestamptz not null default now(), constraint "bonus_internal_pkey" primary key ("id"))`);
    this.addSql(`create table "bonus_project_share" ("project_id" int not null, "value" bigint not null default 0, constraint "bonus_project_share_pkey" primary key ("project_id"))`);
    this.addSql(`alter table "bonus_project_share" add constraint "bonus_project_share_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`create table "project_bonus_config" ("project_id" int not null, "project_fund" bigint not null default 0, "shares" jsonb not null, "version" int not null default 0, "updated_by" varchar(64) null, "updated_at" timestamptz not null default now(), constraint "project_bonus_config_pkey" primary key ("project_id"))`);
    this.addSql(`alter table "project_bonus_config" add constraint "project_bonus_config_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`create table "bonus_audit" ("id" bigserial primary key, "kind" varchar(20) not null, "project_id" int null, "employee_id" varchar(64) null, "at" timestamptz not null default now(), "before" jsonb null, "after" jsonb not null)`);
    this.addSql(`create index "bonus_audit_at_index" on "bonus_audit" ("at")`);
    this.addSql(`create index "bonus_audit_project_id_index" on "bonus_audit" ("project_id")`);
  }
}
