import { Migration } from '@mikro-orm/migrations';

// Decision 052, addendum 4: the yearly report reads a year of cells in ranges of employees, two at a time.
// Keyed by the report's year ((month - 1) / 100: yyyy01..yyyy12 and the next year's month 00, the read's old
// month range) and the employee, each range is an index-only scan of its own cells; on the month index
// each range scanned the whole year and filtered three quarters away. It replaces that index (only this
// read used it).
export class Migration20261202180000TaskMonthTotalYearIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "task_month_total_year_index" on "task_month_total" (((month - 1) / 100), "employee")
      include ("month", "status", "project_id", "role", "efficiency", "benchmark", "creative_type", "task_score", "count", "score")`);
    this.addSql(`drop index if exists "task_month_total_read_index"`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index if not exists "task_month_total_read_index" on "task_month_total" ("month")
      include ("employee", "status", "project_id", "role", "efficiency", "benchmark", "creative_type", "task_score", "count", "score")`);
    this.addSql(`drop index if exists "task_month_total_year_index"`);
  }
}
