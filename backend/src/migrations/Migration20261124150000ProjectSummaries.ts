import { Migration } from '@mikro-orm/migrations';

/** Project summaries per day (project report, CSV import, connectors later). */
export class Migration20261124150000ProjectSummaries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "project_summary" ("project_id" int not null, "date" int not null, "revenue_iap" bigint not null default 0, "revenue_ads" bigint not null default 0, "cost_ua" bigint not null default 0, "cost_tracking" bigint not null default 0, "anr" double precision not null default 0, "crash_rate" double precision not null default 0, "updated_at" timestamptz not null default now(), constraint "project_summary_pkey" primary key ("project_id", "date"))`);
    this.addSql(`create index "project_summary_date_index" on "project_summary" ("date")`);
    this.addSql(`alter table "project_summary" add constraint "project_summary_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
  }
}
