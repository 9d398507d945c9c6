import { Migration } from '@mikro-orm/migrations';

import { taskScoreIndexes } from './ddl';

// A task's month score is weighed by the scoring configuration (docs/scoring.md "A task's weight";
// decision 056): the month aggregations read efficiency, benchmark, role and project too. The two
// score indexes carry them, so the yearly report stays an index-only scan.
const INCLUDE = `("employee", "status", "final_score", "efficiency", "benchmark", "role", "project_id")`;

export class Migration20261202010000ScoreWeightIndexes extends Migration {
  override async up(): Promise<void> {
    for (const sql of taskScoreIndexes(INCLUDE)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of taskScoreIndexes(`("employee", "status", "final_score")`)) this.addSql(sql);
  }
}
