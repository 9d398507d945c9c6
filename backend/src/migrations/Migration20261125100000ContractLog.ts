import { Migration } from '@mikro-orm/migrations';

/** The contract log (issue 10): one row per change of salary, contract, role, role level or manager level. */
export class Migration20261125100000ContractLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contract_log" ("id" serial primary key, "employee" varchar(64) not null, "date" int not null, "reason" varchar(1000) null, "old_salary" bigint not null, "new_salary" bigint not null, "old_contract_type" smallint not null, "new_contract_type" smallint not null, "old_start_date" int null, "new_start_date" int null, "old_end_date" int null, "new_end_date" int null, "old_role" smallint not null, "new_role" smallint not null, "old_role_level" smallint not null, "new_role_level" smallint not null, "old_manager_level" smallint not null, "new_manager_level" smallint not null, "changed_by" varchar(64) null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "contract_log_employee_id_index" on "contract_log" ("employee", "id")`);
    this.addSql(`alter table "contract_log" add constraint "contract_log_employee_foreign" foreign key ("employee") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "contract_log" add constraint "contract_log_changed_by_foreign" foreign key ("changed_by") references "employee" ("id") on update cascade on delete set null`);
  }
}
