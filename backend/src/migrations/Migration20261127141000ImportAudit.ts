import { Migration } from '@mikro-orm/migrations';

/** The audit of imports (issue 20, decision 032): one row per import that wrote. */
export class Migration20261127141000ImportAudit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "import_audit" ("id" serial primary key, "kind" varchar(20) not null, "project_id" int null, "file_name" varchar(255) not null, "created_by" varchar(64) not null, "created" int not null, "updated" int not null, "unchanged" int not null, "errors" int not null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "import_audit_created_at_index" on "import_audit" ("created_at")`);
  }
}
