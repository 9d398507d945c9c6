import { Migration } from '@mikro-orm/migrations';

// The score ledger (issue 13, docs/scoring.md "The ledger"): every change of a task's final score is
// one append-only row, written by a trigger so that no path (the API, the overdue job, an approved
// request, plain SQL) can change a score without one. The path names its reason and actor with
// set_config('app.score_reason' / 'app.score_actor', ..., true) inside its transaction.
// Amounts are numeric: the deltas of a task add up exactly to its final score.
export class Migration20261125161000ScoreLedger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "task_score_ledger" (
      "id" bigserial primary key,
      "task_id" int not null,
      "employee" varchar(64) null,
      "at" timestamptz not null default now(),
      "reason" varchar(20) not null,
      "score_before" numeric(20, 6) not null,
      "score_after" numeric(20, 6) not null,
      "delta" numeric(20, 6) not null,
      "actor" varchar(64) null
    )`);
    this.addSql(`alter table "task_score_ledger" add constraint "task_score_ledger_task_id_foreign" foreign key ("task_id") references "task" ("task_id") on update cascade on delete cascade`);
    this.addSql(`create index "task_score_ledger_task_id_id_index" on "task_score_ledger" ("task_id", "id")`);
    this.addSql(`create or replace function task_score_ledger_append() returns trigger language plpgsql as $fn$
      declare
        reason text := nullif(current_setting('app.score_reason', true), '');
        actor text := nullif(current_setting('app.score_actor', true), '');
      begin
        if tg_op = 'INSERT' then
          insert into task_score_ledger (task_id, employee, reason, score_before, score_after, delta, actor)
          values (new.task_id, new.employee, coalesce(reason, 'create'), 0, new.final_score::numeric(20, 6), new.final_score::numeric(20, 6), actor);
        elsif new.final_score is distinct from old.final_score then
          insert into task_score_ledger (task_id, employee, reason, score_before, score_after, delta, actor)
          values (new.task_id, new.employee, coalesce(reason, 'edit'), old.final_score::numeric(20, 6), new.final_score::numeric(20, 6),
                  new.final_score::numeric(20, 6) - old.final_score::numeric(20, 6), actor);
        end if;
        return null;
      end
    $fn$`);
    this.addSql(`create trigger task_score_ledger_append after insert or update of final_score on task
      for each row execute function task_score_ledger_append()`);
    // Tasks older than the ledger open it with their score as it stands.
    this.addSql(`insert into task_score_ledger (task_id, employee, reason, score_before, score_after, delta)
      select task_id, employee, 'opening', 0, final_score::numeric(20, 6), final_score::numeric(20, 6) from task`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists task_score_ledger_append on task`);
    this.addSql(`drop function if exists task_score_ledger_append()`);
    this.addSql(`drop table if exists "task_score_ledger"`);
  }
}
