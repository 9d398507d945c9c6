import { Migration } from '@mikro-orm/migrations';

// The score model reads tasks of a month by their end instant, or by deadline when they have none
// (docs/scoring.md); penalties by date. `if not exists`: the bench studio may already hold them.
export class Migration20261124145000DashboardIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "task_end_date_score_index" on "task" ("end_date") include ("employee", "status", "final_score")`);
    this.addSql(`create index if not exists "task_undated_deadline_score_index" on "task" ("deadline") include ("employee", "status", "final_score") where "end_date" is null`);
    this.addSql(`create index if not exists "penalty_date_index" on "penalty" ("date")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "task_end_date_score_index"`);
    this.addSql(`drop index if exists "task_undated_deadline_score_index"`);
    this.addSql(`drop index if exists "penalty_date_index"`);
  }
}
