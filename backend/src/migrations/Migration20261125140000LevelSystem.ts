import { Migration } from '@mikro-orm/migrations';

/**
 * The level system (issue 12): levels, level packs and level configs, one row per version. The
 * unique keys on (project, id field, version[, variant]) make a taken id or a lost version race a
 * unique violation (409), never a second row.
 */
export class Migration20261125140000LevelSystem extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "level" ("id" serial primary key, "project_id" int not null, "version" int not null, "name" varchar(255) not null, "description" text not null default '', "preview_image" varchar(500) null, "resource" varchar(500) null, "is_active" boolean not null default false, "additional_data" jsonb not null default '{}', "created_by" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "level_id" int not null, "variant" varchar(64) not null default 'Base')`);
    this.addSql(`alter table "level" add constraint "level_project_id_level_id_version_variant_unique" unique ("project_id", "level_id", "version", "variant")`);
    this.addSql(`alter table "level" add constraint "level_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "level" add constraint "level_created_by_foreign" foreign key ("created_by") references "employee" ("id") on update cascade on delete set null`);
    this.addSql(`create table "level_pack" ("id" serial primary key, "project_id" int not null, "version" int not null, "name" varchar(255) not null, "description" text not null default '', "preview_image" varchar(500) null, "resource" varchar(500) null, "is_active" boolean not null default false, "additional_data" jsonb not null default '{}', "created_by" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "level_pack_id" int not null, "levels" jsonb not null default '[]')`);
    this.addSql(`alter table "level_pack" add constraint "level_pack_project_id_level_pack_id_version_unique" unique ("project_id", "level_pack_id", "version")`);
    this.addSql(`alter table "level_pack" add constraint "level_pack_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "level_pack" add constraint "level_pack_created_by_foreign" foreign key ("created_by") references "employee" ("id") on update cascade on delete set null`);
    this.addSql(`create table "level_config" ("id" serial primary key, "project_id" int not null, "version" int not null, "name" varchar(255) not null, "description" text not null default '', "preview_image" varchar(500) null, "resource" varchar(500) null, "is_active" boolean not null default false, "additional_data" jsonb not null default '{}', "created_by" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "level_config_id" int not null, "level_packs" jsonb not null default '[]')`);
    this.addSql(`alter table "level_config" add constraint "level_config_project_id_level_config_id_version_unique" unique ("project_id", "level_config_id", "version")`);
    this.addSql(`alter table "level_config" add constraint "level_config_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "level_config" add constraint "level_config_created_by_foreign" foreign key ("created_by") references "employee" ("id") on update cascade on delete set null`);
  }
}
