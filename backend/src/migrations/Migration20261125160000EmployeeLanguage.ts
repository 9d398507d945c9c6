import { Migration } from '@mikro-orm/migrations';

// The language a user chose, so it follows them to another browser (null: never chosen); the
// service accepts only vi and en.
export class Migration20261125160000EmployeeLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "employee" add column "language" varchar(2) null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "employee" drop column "language"`);
  }
}
