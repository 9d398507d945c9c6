import { Migration } from '@mikro-orm/migrations';

import { statementTriggers } from './ddl';

// The yearly report reads a summary kept on write instead of aggregating a year of tasks (decision 052).
// - `task_month_total` holds, per (month yyyymm, employee, status) and per the task columns a task's weight
//   reads (decision 056, libs/domain taskWeight: project_id and role for the project's level of the role,
//   efficiency, benchmark), the count and the sum of final_score of the tasks the score model puts in that
//   month (docs/scoring.md "Which month a task is in"). The weight itself is NOT stored: the read joins the
//   scale tables, the assignee's level and the project's level of the role, and multiplies each cell's sum,
//   so a change of the configuration, of an employee's level or of a project's level needs no rebuild.
//   `benchmark` is -1 for a task without one (a key column cannot be null; the read maps it back).
//   The month is the end instant's month in the company time zone when the task has an end, else
//   deadline / 100 (yyyymm, as written: the read maps it to the report's month the way the aggregation did).
//   Sums are numeric (final_score::numeric, 15 significant digits): adding and taking away is exact,
//   so a cell never drifts however often it is written.
// - `task_month_zone` (one row) names the zone the months were computed in. The company zone is the
//   app's setting (TZ_COMPANY), not known to SQL: the app writes it at every start, and a different
//   zone rebuilds the summary (task_month_total_ensure). The migration starts it in the default zone.
// - Statement-level triggers on task (insert, update, delete; transition tables) apply each statement's
//   net change in the writing transaction, for the API, the overdue job, requests, cascades and plain SQL
//   alike, alongside the score ledger's row triggers (decision 029). Cells are upserted in key order, so
//   two statements of the same months do not deadlock; a statement that changes nothing the summary
//   counts (a rename, archiving) writes no cell. TRUNCATE empties it.
// - A load that switches triggers off (session_replication_role = replica: the bench seeder, a restore)
//   calls task_month_total_rebuild(zone) after it, or leaves it to the next start when the zone is unset.
const KEY = 'month, employee, status, project_id, role, efficiency, benchmark';
/** A task row (of task, new_rows or old_rows) as its cell's key in zone z, then its final score. */
const CELL = `task_month_of(end_date, deadline, z) as month, employee, status, project_id, role, efficiency,
                coalesce(benchmark, -1::smallint) as benchmark`;

/**
 * The statement trigger's function: each statement's net change upserted by cell (key columns `key`, a row of
 * task, new_rows or old_rows as its cell by `cell`). Shared with the migrations that change the key (decision 052's addendum).
 */
export const applyFunction = (key: string, cell: string): string => `create or replace function task_month_total_apply() returns trigger language plpgsql as $fn$
      declare
        z text := (select zone from task_month_zone where id = 1);
      begin
        if tg_op = 'INSERT' then
          insert into task_month_total as s (${key}, count, score)
          select ${key}, count(*), sum(final_score::numeric)
            from (select ${cell}, final_score from new_rows) d
           where month is not null and employee is not null
           group by ${key} order by ${key}
          on conflict (${key}) do update set count = s.count + excluded.count, score = s.score + excluded.score;
        elsif tg_op = 'DELETE' then
          insert into task_month_total as s (${key}, count, score)
          select ${key}, -count(*), -sum(final_score::numeric)
            from (select ${cell}, final_score from old_rows) d
           where month is not null and employee is not null
           group by ${key} order by ${key}
          on conflict (${key}) do update set count = s.count + excluded.count, score = s.score + excluded.score;
        else
          insert into task_month_total as s (${key}, count, score)
          select ${key}, sum(n), sum(v)
            from (select ${cell}, -1 as n, -final_score::numeric as v from old_rows
                  union all
                  select ${cell}, 1, final_score::numeric from new_rows) d
           where month is not null and employee is not null
           group by ${key} having sum(n) <> 0 or sum(v) <> 0 order by ${key}
          on conflict (${key}) do update set count = s.count + excluded.count, score = s.score + excluded.score;
        end if;
        return null;
      end
    $fn$`;

/** The whole summary again in zone z, while task writers wait (SHARE). */
export const rebuildFunction = (key: string, cell: string): string => `create or replace function task_month_total_rebuild(z text) returns void language plpgsql as $fn$
      begin
        lock table task in share mode;
        update task_month_zone set zone = z where id = 1;
        delete from task_month_total;
        insert into task_month_total (${key}, count, score)
        select ${key}, count(*), sum(final_score::numeric)
          from (select ${cell}, final_score from task) d
         where month is not null and employee is not null
         group by ${key};
      end
    $fn$`;

export class Migration20261202020000TaskMonthTotals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "task_month_total" ("month" int not null, "employee" varchar(64) not null, "status" smallint not null,
      "project_id" int not null, "role" smallint not null, "efficiency" smallint not null, "benchmark" smallint not null,
      "count" int not null default 0, "score" numeric not null default 0,
      constraint "task_month_total_pkey" primary key ("month", "employee", "status", "project_id", "role", "efficiency", "benchmark"))`);
    this.addSql(`create table "task_month_zone" ("id" smallint not null, "zone" varchar(64) not null,
      constraint "task_month_zone_pkey" primary key ("id"))`);
    this.addSql(`insert into task_month_zone (id, zone) values (1, 'Asia/Ho_Chi_Minh')`);
    // The month a task counts in, in zone z: null when it has neither an end nor a deadline.
    this.addSql(`create or replace function task_month_of(end_date timestamptz, deadline int, z text) returns int
      language sql immutable parallel safe as $fn$
        select case when end_date is not null
                    then (date_part('year', end_date at time zone z) * 100 + date_part('month', end_date at time zone z))::int
                    else deadline / 100 end
      $fn$`);
    this.addSql(applyFunction(KEY, CELL));
    this.addSql(`create or replace function task_month_total_clear() returns trigger language plpgsql as $fn$
      begin
        delete from task_month_total;
        return null;
      end
    $fn$`);
    for (const sql of statementTriggers('task', 'task_month_total', 'task_month_total_apply')) this.addSql(sql);
    this.addSql(`create trigger task_month_total_truncate after truncate on task
      for each statement execute function task_month_total_clear()`);
    // The whole summary again, in zone z, while task writers wait (SHARE): the first start in another
    // zone, and loads that bypass the triggers.
    this.addSql(rebuildFunction(KEY, CELL));
    // At every start: rebuilds only when the summary was kept in another zone (answers whether it did).
    this.addSql(`create or replace function task_month_total_ensure(z text) returns boolean language plpgsql as $fn$
      begin
        perform 1 from task_month_zone where id = 1 and zone = z;
        if found then return false; end if;
        lock table task in share mode;
        perform 1 from task_month_zone where id = 1 and zone = z for update;
        if found then return false; end if;
        perform task_month_total_rebuild(z);
        return true;
      end
    $fn$`);
    this.addSql(`select task_month_total_rebuild('Asia/Ho_Chi_Minh')`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists task_month_total_insert on task`);
    this.addSql(`drop trigger if exists task_month_total_update on task`);
    this.addSql(`drop trigger if exists task_month_total_delete on task`);
    this.addSql(`drop trigger if exists task_month_total_truncate on task`);
    this.addSql(`drop function if exists task_month_total_ensure(text)`);
    this.addSql(`drop function if exists task_month_total_rebuild(text)`);
    this.addSql(`drop function if exists task_month_total_apply()`);
    this.addSql(`drop function if exists task_month_total_clear()`);
    this.addSql(`drop function if exists task_month_of(timestamptz, int, text)`);
    this.addSql(`drop table if exists "task_month_zone"`);
    this.addSql(`drop table if exists "task_month_total"`);
  }
}
