// DDL written the same way by several migrations. What these return must never change: a migration
// that ran is not run again, so a change here would make new and upgraded databases differ.

/** The two covering score indexes of `task` (the month aggregations read them index-only), with `include`. */
export function taskScoreIndexes(include: string): string[] {
  return [
    `drop index if exists "task_end_date_score_index"`,
    `drop index if exists "task_undated_deadline_score_index"`,
    `create index "task_end_date_score_index" on "task" ("end_date") include ${include}`,
    `create index "task_undated_deadline_score_index" on "task" ("deadline") include ${include} where "end_date" is null`,
  ];
}

/**
 * Statement-level triggers `<prefix>_insert|update|delete` on `table` calling `fn()` with the transition
 * tables `new_rows` and `old_rows` (one call a statement, however many rows it touched).
 */
export function statementTriggers(table: string, prefix: string, fn: string): string[] {
  return [
    `create trigger ${prefix}_insert after insert on ${table}
      referencing new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${prefix}_update after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${prefix}_delete after delete on ${table}
      referencing old table as old_rows for each statement execute function ${fn}()`,
  ];
}
