import { Migration } from '@mikro-orm/migrations';

// Decision 052, addendum 5: the yearly report reads the month summary index-only, which holds only on
// pages the visibility map marks all-visible. Every task write rewrites summary rows (triggers), and a
// scoring preview rewrites and rolls back thousands; with PostgreSQL's default (vacuum at 20 % dead rows,
// some 75,000 of a studio's 375,000), the read visited the heap for most of its rows for hours: a range
// of 500 employees took 88 ms instead of 68 ms. At 1 % the summary is vacuumed within autovacuum's next
// minute of such a burst.
export class Migration20261202220000TaskMonthTotalAutovacuum extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "task_month_total" set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000,
      autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 1000)`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "task_month_total" reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold,
      autovacuum_vacuum_insert_scale_factor, autovacuum_vacuum_insert_threshold)`);
  }
}
