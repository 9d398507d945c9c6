import { Migration } from '@mikro-orm/migrations';

/** Employee incomes (salary slips, quarter and business bonuses) and their list revision. */
export class Migration20261125120000Incomes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "employee_income" ("id" serial primary key, "employee" varchar(64) not null, "type" smallint not null, "date" int not null, "income" bigint not null, "is_show" boolean not null default false, "value" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "employee_income_date_employee_index" on "employee_income" ("date", "employee")`);
    this.addSql(`create index "employee_income_employee_date_index" on "employee_income" ("employee", "date")`);
    this.addSql(`alter table "employee_income" add constraint "employee_income_employee_foreign" foreign key ("employee") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`create table "income_revision" ("id" smallint not null, "version" bigint not null default 0, constraint "income_revision_pkey" primary key ("id"))`);
    this.addSql(`insert into "income_revision" ("id", "version") values (1, 0)`);
  }
}
