import { Migration } from '@mikro-orm/migrations';

// The score ledger becomes append-only and takes in penalties (decision 029, docs/scoring.md "The ledger").
// - No foreign key to task: deleting a task must not delete its history. A deleted task closes its
//   ledger with a 'deleted' row (its deltas then add up to 0, as it now counts nowhere).
// - Penalties are ledger rows too, written by a trigger on `penalty` like the task one: 'penalty' when
//   one is given, 'penalty-removed' when it is taken back (deleted, also by a cascade). The row carries
//   the penalty's day, project and reason, since the penalty itself may be gone when the month is read.
// - A trigger refuses UPDATE, DELETE and TRUNCATE of the ledger.
export class Migration20261127120000ScoreLedgerAppendOnly extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "task_score_ledger" drop constraint "task_score_ledger_task_id_foreign"`);
    this.addSql(`alter table "task_score_ledger" alter column "task_id" drop not null`);
    this.addSql(`alter table "task_score_ledger" add column "penalty_id" int null, add column "penalty_date" int null,
      add column "project_id" int null, add column "note" text null`);
    this.addSql(`alter table "task_score_ledger" add constraint "task_score_ledger_subject_check"
      check ((task_id is null) <> (penalty_id is null))`);
    this.addSql(`create index "task_score_ledger_penalty_index" on "task_score_ledger" ("employee", "penalty_date") where penalty_id is not null`);

    // The task trigger as before, plus the closing row of a deleted task.
    this.addSql(`create or replace function task_score_ledger_append() returns trigger language plpgsql as $fn$
      declare
        reason text := nullif(current_setting('app.score_reason', true), '');
        actor text := nullif(current_setting('app.score_actor', true), '');
      begin
        if tg_op = 'INSERT' then
          insert into task_score_ledger (task_id, employee, reason, score_before, score_after, delta, actor)
          values (new.task_id, new.employee, coalesce(reason, 'create'), 0, new.final_score::numeric(20, 6), new.final_score::numeric(20, 6), actor);
        elsif tg_op = 'DELETE' then
          insert into task_score_ledger (task_id, employee, reason, score_before, score_after, delta, actor)
          values (old.task_id, old.employee, 'deleted', old.final_score::numeric(20, 6), 0, -old.final_score::numeric(20, 6), actor);
        elsif new.final_score is distinct from old.final_score then
          insert into task_score_ledger (task_id, employee, reason, score_before, score_after, delta, actor)
          values (new.task_id, new.employee, coalesce(reason, 'edit'), old.final_score::numeric(20, 6), new.final_score::numeric(20, 6),
                  new.final_score::numeric(20, 6) - old.final_score::numeric(20, 6), actor);
        end if;
        return null;
      end
    $fn$`);
    this.addSql(`create trigger task_score_ledger_deleted after delete on task
      for each row execute function task_score_ledger_append()`);

    // A penalty lowers the work score by its score: the given row is 0 -> -score, the taken back row -score -> 0.
    // An SQL change of whom, how much or which day is a take-back of the old penalty and a new one.
    this.addSql(`create or replace function penalty_score_ledger_append() returns trigger language plpgsql as $fn$
      declare
        actor text := nullif(current_setting('app.score_actor', true), '');
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into task_score_ledger (penalty_id, employee, reason, score_before, score_after, delta, actor, penalty_date, project_id, note)
          values (old.id, old.employee, 'penalty-removed', -old.score::numeric(20, 6), 0, old.score::numeric(20, 6), actor, old.date, old.project_id, old.reason);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into task_score_ledger (penalty_id, employee, reason, score_before, score_after, delta, actor, penalty_date, project_id, note)
          values (new.id, new.employee, 'penalty', 0, -new.score::numeric(20, 6), -new.score::numeric(20, 6),
                  coalesce(actor, new.created_by), new.date, new.project_id, new.reason);
        end if;
        return null;
      end
    $fn$`);
    this.addSql(`create trigger penalty_score_ledger_append after insert or delete on penalty
      for each row execute function penalty_score_ledger_append()`);
    this.addSql(`create trigger penalty_score_ledger_change after update of employee, score, date on penalty
      for each row when (old.employee is distinct from new.employee or old.score is distinct from new.score or old.date is distinct from new.date)
      execute function penalty_score_ledger_append()`);
    // Penalties older than the ledger open it as given by their author on their day.
    this.addSql(`insert into task_score_ledger (penalty_id, employee, at, reason, score_before, score_after, delta, actor, penalty_date, project_id, note)
      select id, employee, created_at, 'penalty', 0, -score::numeric(20, 6), -score::numeric(20, 6), created_by, date, project_id, reason
        from penalty order by id`);

    this.addSql(`create or replace function score_ledger_refuse_change() returns trigger language plpgsql as $fn$
      begin
        raise exception 'the score ledger is append-only (% refused)', tg_op using errcode = 'P0001';
      end
    $fn$`);
    this.addSql(`create trigger task_score_ledger_append_only before update or delete on task_score_ledger
      for each row execute function score_ledger_refuse_change()`);
    this.addSql(`create trigger task_score_ledger_no_truncate before truncate on task_score_ledger
      for each statement execute function score_ledger_refuse_change()`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists task_score_ledger_no_truncate on task_score_ledger`);
    this.addSql(`drop trigger if exists task_score_ledger_append_only on task_score_ledger`);
    this.addSql(`drop function if exists score_ledger_refuse_change()`);
    this.addSql(`drop trigger if exists penalty_score_ledger_change on penalty`);
    this.addSql(`drop trigger if exists penalty_score_ledger_append on penalty`);
    this.addSql(`drop function if exists penalty_score_ledger_append()`);
    this.addSql(`drop trigger if exists task_score_ledger_deleted on task`);
    this.addSql(`delete from task_score_ledger where penalty_id is not null or reason = 'deleted'
      or task_id not in (select task_id from task)`);
    this.addSql(`drop index if exists "task_score_ledger_penalty_index"`);
    this.addSql(`alter table "task_score_ledger" drop constraint if exists "task_score_ledger_subject_check"`);
    this.addSql(`alter table "task_score_ledger" drop column "penalty_id", drop column "penalty_date", drop column "project_id", drop column "note"`);
    this.addSql(`alter table "task_score_ledger" alter column "task_id" set not null`);
    this.addSql(`alter table "task_score_ledger" add constraint "task_score_ledger_task_id_foreign" foreign key ("task_id") references "task" ("task_id") on update cascade on delete cascade`);
  }
}
