import { Migration } from '@mikro-orm/migrations';

export class Migration20261121160000Requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "holiday" ("id" serial primary key, "date" int not null, "description" text not null)`);
    this.addSql(`create index "holiday_date_index" on "holiday" ("date")`);
    this.addSql(`create table "makeup_day" ("id" serial primary key, "date" int not null, "description" text not null)`);
    this.addSql(`create index "makeup_day_date_index" on "makeup_day" ("date")`);
    this.addSql(`create table "ticket" ("id" serial primary key, "title" varchar(500) not null, "description" text not null default '', "request_type" smallint not null, "priority" smallint not null default 0, "deadline" int null, "created_by" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(64) null, "hidden" boolean not null default false, "content" jsonb not null default '{}', "project_id" int not null)`);
    this.addSql(`create index "ticket_project_id_index" on "ticket" ("project_id")`);
    this.addSql(`create index "ticket_created_by_created_at_index" on "ticket" ("created_by", "created_at")`);
    this.addSql(`create table "break_request" ("id" serial primary key, "employee" varchar(64) not null, "date" int not null, "break_time" smallint not null, "reason" text not null default '', "is_permitted" boolean not null default false, "status" smallint not null default 0, "ticket_id" int null, "created_at" timestamptz not null, "decided_by" varchar(64) null, "decided_at" timestamptz null)`);
    this.addSql(`create index "break_request_ticket_id_index" on "break_request" ("ticket_id")`);
    this.addSql(`create index "break_request_employee_date_index" on "break_request" ("employee", "date")`);
    this.addSql(`create index "break_request_status_created_at_index" on "break_request" ("status", "created_at")`);
    this.addSql(`create table "employee_break" ("id" serial primary key, "employee" varchar(64) not null, "date" int not null, "time" double precision not null, "is_permitted" boolean not null default false, "description" text not null default '', "break_request_id" int null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "employee_break_date_index" on "employee_break" ("date")`);
    this.addSql(`create index "employee_break_employee_date_index" on "employee_break" ("employee", "date")`);
    this.addSql(`create table "ticket_recipient" ("ticket_id" int not null, "employee_id" varchar(64) not null, constraint "ticket_recipient_pkey" primary key ("ticket_id", "employee_id"))`);
    this.addSql(`create index "ticket_recipient_employee_id_index" on "ticket_recipient" ("employee_id")`);
    this.addSql(`create table "ticket_response" ("request_id" int not null, "approve" boolean not null, "description" text not null default '', "content" jsonb null, "created_by" varchar(64) null, "created_at" timestamptz not null, constraint "ticket_response_pkey" primary key ("request_id"))`);
    this.addSql(`alter table "ticket" add constraint "ticket_created_by_foreign" foreign key ("created_by") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "ticket" add constraint "ticket_updated_by_foreign" foreign key ("updated_by") references "employee" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "ticket" add constraint "ticket_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "break_request" add constraint "break_request_employee_foreign" foreign key ("employee") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "break_request" add constraint "break_request_ticket_id_foreign" foreign key ("ticket_id") references "ticket" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "break_request" add constraint "break_request_decided_by_foreign" foreign key ("decided_by") references "employee" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "employee_break" add constraint "employee_break_employee_foreign" foreign key ("employee") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "employee_break" add constraint "employee_break_break_request_id_foreign" foreign key ("break_request_id") references "break_request" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "ticket_recipient" add constraint "ticket_recipient_ticket_id_foreign" foreign key ("ticket_id") references "ticket" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "ticket_recipient" add constraint "ticket_recipient_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "ticket_response" add constraint "ticket_response_request_id_foreign" foreign key ("request_id") references "ticket" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "ticket_response" add constraint "ticket_response_created_by_foreign" foreign key ("created_by") references "employee" ("id") on update cascade on delete set null`);
  }
}
