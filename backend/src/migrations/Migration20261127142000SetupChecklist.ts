import { Migration } from '@mikro-orm/migrations';

// The first-run checklist (docs/decisions/033): a step reviewed by hand, and who hid the checklist.
export class Migration20261127142000SetupChecklist extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "setup_step_review" ("step" varchar(40) not null, "reviewed_by" varchar(64) null, "reviewed_at" timestamptz not null default now(), constraint "setup_step_review_pkey" primary key ("step"))`);
    this.addSql(`create table "setup_checklist_dismissal" ("employee_id" varchar(64) not null, "dismissed_at" timestamptz not null default now(), constraint "setup_checklist_dismissal_pkey" primary key ("employee_id"))`);
    this.addSql(`alter table "setup_step_review" add constraint "setup_step_review_reviewed_by_foreign" foreign key ("reviewed_by") references "employee" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "setup_checklist_dismissal" add constraint "setup_checklist_dismissal_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "setup_checklist_dismissal"`);
    this.addSql(`drop table if exists "setup_step_review"`);
  }
}
