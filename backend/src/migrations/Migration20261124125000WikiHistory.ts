import { Migration } from '@mikro-orm/migrations';

/** Wiki page history: every saved content with who saved it; existing pages start with their current content. */
export class Migration20261124125000WikiHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wiki_page_version" ("id" bigserial primary key, "page_id" int not null, "content" text not null, "content_hash" varchar(64) not null, "edited_by" varchar(64) null, "edited_at" timestamptz not null default now())`);
    this.addSql(`create index "wiki_page_version_page_id_id_index" on "wiki_page_version" ("page_id", "id")`);
    this.addSql(`alter table "wiki_page_version" add constraint "wiki_page_version_page_id_foreign" foreign key ("page_id") references "wiki_page" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "wiki_page_version" add constraint "wiki_page_version_edited_by_foreign" foreign key ("edited_by") references "employee" ("id") on update cascade on delete set null`);
    this.addSql(`insert into "wiki_page_version" ("page_id", "content", "content_hash", "edited_by", "edited_at") select "id", "content", "content_hash", null, "updated_at" from "wiki_page" order by "id"`);
  }
}
