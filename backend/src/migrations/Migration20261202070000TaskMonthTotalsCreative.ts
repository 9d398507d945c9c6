import { Migration } from '@mikro-orm/migrations';
import { applyFunction, rebuildFunction } from './Migration20261202020000TaskMonthTotals';

// Decision 052, addendum (decision 057's creative work): a creative task's weight reads two more task columns,
// its creative type (creative-scores and creative-benchmark-rates rows of its role and type) and the score typed
// on it (the creative-score factor is the type's score over it). The summary is keyed by every task column the
// weight reads, so both join the key: `creative_type` (-1 for a task that is no creative work, a key column is
// never null) and `task_score`, the typed score of a creative task (0 for any other: its weight never reads it,
// so the cells of non-creative tasks stay as they were). The read weighs each cell by the same WEIGHT text with
// the cell's typed score as the task's, so a creative cell's figure is the aggregation's float for float, and a
// change of creative-scores or creative-benchmark-rates needs no rebuild (no cell depends on them). A task's
// creative type or typed score changing moves it to another cell, like any key column.
// Rejected: keeping sum(final_score / score) per cell (no more cells, but the read's
// sum x type score is not the aggregation's final score x (type score / score) to the last bit, even for one task).
const KEY = 'month, employee, status, project_id, role, efficiency, benchmark, creative_type, task_score';
const CELL = `task_month_of(end_date, deadline, z) as month, employee, status, project_id, role, efficiency,
                coalesce(benchmark, -1::smallint) as benchmark, coalesce(creative_type, -1::smallint) as creative_type,
                (case when creative_type is null then 0 else score end)::float8 as task_score`;
const KEY_BEFORE = 'month, employee, status, project_id, role, efficiency, benchmark';
const CELL_BEFORE = `task_month_of(end_date, deadline, z) as month, employee, status, project_id, role, efficiency,
                coalesce(benchmark, -1::smallint) as benchmark`;
const PKEY = `"month", "employee", "status", "project_id", "role", "efficiency", "benchmark", "creative_type", "task_score"`;
const PKEY_BEFORE = `"month", "employee", "status", "project_id", "role", "efficiency", "benchmark"`;
const ZONE = `(select zone from task_month_zone where id = 1)`;

export class Migration20261202070000TaskMonthTotalsCreative extends Migration {
  override async up(): Promise<void> {
    // Emptied first (rebuilt below): the new key columns have no default.
    this.addSql(`delete from "task_month_total"`);
    this.addSql(`alter table "task_month_total" add column "creative_type" smallint not null,
      add column "task_score" double precision not null`);
    this.addSql(`alter table "task_month_total" drop constraint "task_month_total_pkey",
      add constraint "task_month_total_pkey" primary key (${PKEY})`);
    this.addSql(applyFunction(KEY, CELL));
    this.addSql(rebuildFunction(KEY, CELL));
    // The existing creative tasks were kept in their non-creative cells: the summary again, in its zone.
    this.addSql(`select task_month_total_rebuild(${ZONE})`);
  }

  override async down(): Promise<void> {
    this.addSql(applyFunction(KEY_BEFORE, CELL_BEFORE));
    this.addSql(rebuildFunction(KEY_BEFORE, CELL_BEFORE));
    this.addSql(`delete from "task_month_total"`);
    this.addSql(`alter table "task_month_total" drop constraint "task_month_total_pkey"`);
    this.addSql(`alter table "task_month_total" drop column "creative_type", drop column "task_score"`);
    this.addSql(`alter table "task_month_total" add constraint "task_month_total_pkey" primary key (${PKEY_BEFORE})`);
    this.addSql(`select task_month_total_rebuild(${ZONE})`);
  }
}
