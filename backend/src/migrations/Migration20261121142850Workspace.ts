import { Migration } from '@mikro-orm/migrations';

export class Migration20261121142850Workspace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification" ("id" serial primary key, "employee_id" varchar(64) not null, "type" smallint not null, "content" jsonb not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now(), "dedupe_key" varchar(200) null)`);
    this.addSql(`alter table "notification" add constraint "notification_dedupe_key_unique" unique ("dedupe_key")`);
    this.addSql(`create index "notification_employee_id_is_read_created_at_index" on "notification" ("employee_id", "is_read", "created_at")`);
    this.addSql(`create table "project_role_level" ("project_id" int not null, "role" smallint not null, "role_level" smallint not null, constraint "project_role_level_pkey" primary key ("project_id", "role"))`);
    this.addSql(`create table "role_score_limit" ("role" smallint not null, "score_limit" double precision not null, constraint "role_score_limit_pkey" primary key ("role"))`);
    this.addSql(`create table "wiki_page" ("id" serial primary key, "project_id" int not null, "path" varchar(500) not null, "type" smallint not null default 1, "content" text not null default '', "content_hash" varchar(64) not null, "parent_id" int null, "permissions" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`);
    this.addSql(`alter table "wiki_page" add constraint "wiki_page_project_id_path_unique" unique ("project_id", "path")`);
    this.addSql(`alter table "notification" add constraint "notification_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "project_role_level" add constraint "project_role_level_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "wiki_page" add constraint "wiki_page_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "wiki_page" add constraint "wiki_page_parent_id_foreign" foreign key ("parent_id") references "wiki_page" ("id") on update cascade on delete set null`);
    this.addSql(`create index "task_status_deadline_index" on "task" ("status", "deadline")`);
  }
}
