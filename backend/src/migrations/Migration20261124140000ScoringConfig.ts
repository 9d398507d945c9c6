import { Migration } from '@mikro-orm/migrations';

export class Migration20261124140000ScoringConfig extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "benchmark_scale" ("type" smallint not null, "scale" double precision not null default 0, constraint "benchmark_scale_pkey" primary key ("type"))`);
    this.addSql(`create table "creative_benchmark_rate" ("role" smallint not null, "type" smallint not null, "rate" double precision not null default 0, constraint "creative_benchmark_rate_pkey" primary key ("role", "type"))`);
    this.addSql(`create table "creative_score" ("role" smallint not null, "type" smallint not null, "score" double precision not null default 0, constraint "creative_score_pkey" primary key ("role", "type"))`);
    this.addSql(`create table "efficiency_scale" ("type" smallint not null, "scale" double precision not null default 0, constraint "efficiency_scale_pkey" primary key ("type"))`);
    this.addSql(`create table "mission_config" ("role" smallint not null, "mission_type" smallint not null, "default_config" jsonb not null default '{}', constraint "mission_config_pkey" primary key ("role", "mission_type"))`);
    this.addSql(`create table "mission_instance" ("employee" varchar(64) not null, "mission_type" smallint not null, "value" jsonb not null default '{}', constraint "mission_instance_pkey" primary key ("employee", "mission_type"))`);
    this.addSql(`create table "performance_benchmark" ("role" smallint not null, "role_level" smallint not null, "scale" double precision not null default 0, constraint "performance_benchmark_pkey" primary key ("role", "role_level"))`);
    this.addSql(`create table "performance_scale" ("role" smallint not null, "role_level_user" smallint not null, "role_level_project" smallint not null, "scale" double precision not null default 0, constraint "performance_scale_pkey" primary key ("role", "role_level_user", "role_level_project"))`);
    this.addSql(`create table "performance_state" ("role" smallint not null, "type" smallint not null, "percent" double precision not null default 0, constraint "performance_state_pkey" primary key ("role", "type"))`);
    this.addSql(`create table "role_benchmark" ("role" smallint not null, "role_level" smallint not null, "benchmark" double precision not null default 0, constraint "role_benchmark_pkey" primary key ("role", "role_level"))`);
    this.addSql(`create table "role_level_scale" ("role" smallint not null, "role_level" smallint not null, "scale" double precision not null default 0, constraint "role_level_scale_pkey" primary key ("role", "role_level"))`);
    this.addSql(`create table "role_penalty" ("role" smallint not null, "penalty_percentage" double precision not null default 0, constraint "role_penalty_pkey" primary key ("role"))`);
    this.addSql(`alter table "mission_instance" add constraint "mission_instance_employee_foreign" foreign key ("employee") references "employee" ("id") on update cascade on delete cascade`);
  }
}
