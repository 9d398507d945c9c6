import { Migration } from '@mikro-orm/migrations';

export class Migration20261121150000Files extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "stored_file" ("id" varchar(32) not null, "name" varchar(255) not null, "content_type" varchar(255) not null, "size" int not null, "storage_key" varchar(300) not null, "created_by" varchar(64) null, "created_at" timestamptz not null default now(), constraint "stored_file_pkey" primary key ("id"))`);
  }
}
