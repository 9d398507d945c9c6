import { Migration } from '@mikro-orm/migrations';

/** Connectors: encrypted credentials, their audit, linked projects, sync runs and what each pulled (docs/decisions/021). */
export class Migration20261125150000Connectors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "connector" ("id" serial primary key, "name" varchar(200) not null, "service_id" smallint not null, "status" boolean not null default true, "expire_time" int not null default 30000101, "config_global" jsonb not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "connector_service_id_index" on "connector" ("service_id")`);
    this.addSql(`create table "connector_secret" ("connector_id" int not null, "field" varchar(40) not null, "key_id" varchar(40) not null, "iv" bytea not null, "ciphertext" bytea not null, "tag" bytea not null, "updated_at" timestamptz not null default now(), constraint "connector_secret_pkey" primary key ("connector_id", "field"))`);
    this.addSql(`create table "connector_secret_audit" ("id" serial primary key, "connector_id" int not null, "field" varchar(40) not null, "action" varchar(10) not null, "employee_id" varchar(50) null, "at" timestamptz not null default now())`);
    this.addSql(`create index "connector_secret_audit_connector_id_at_index" on "connector_secret_audit" ("connector_id", "at")`);
    this.addSql(`create table "connector_sync_run" ("id" serial primary key, "connector_id" int not null, "trigger" varchar(10) not null, "schedule_day" int null, "from_date" int not null, "to_date" int not null, "started_by" varchar(50) null, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "status" varchar(10) not null default 'running', "rows" int not null default 0, "error" text null)`);
    this.addSql(`alter table "connector_sync_run" add constraint "connector_sync_run_connector_id_schedule_day_unique" unique ("connector_id", "schedule_day")`);
    this.addSql(`create table "connector_project" ("connector_id" int not null, "project_id" int not null, "active" boolean not null default false, "config" jsonb null, constraint "connector_project_pkey" primary key ("connector_id", "project_id"))`);
    this.addSql(`create table "connector_daily" ("connector_id" int not null, "project_id" int not null, "date" int not null, "metric" varchar(12) not null, "amount" bigint not null, "reported" varchar(40) not null, "run_id" int not null, constraint "connector_daily_pkey" primary key ("connector_id", "project_id", "date", "metric"))`);
    this.addSql(`create index "connector_daily_project_id_date_index" on "connector_daily" ("project_id", "date")`);
    this.addSql(`alter table "connector_secret" add constraint "connector_secret_connector_id_foreign" foreign key ("connector_id") references "connector" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "connector_sync_run" add constraint "connector_sync_run_connector_id_foreign" foreign key ("connector_id") references "connector" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "connector_project" add constraint "connector_project_connector_id_foreign" foreign key ("connector_id") references "connector" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "connector_project" add constraint "connector_project_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "connector_daily" add constraint "connector_daily_connector_id_foreign" foreign key ("connector_id") references "connector" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "connector_daily" add constraint "connector_daily_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "connector_daily" add constraint "connector_daily_run_id_foreign" foreign key ("run_id") references "connector_sync_run" ("id") on update cascade on delete cascade`);
  }
}
