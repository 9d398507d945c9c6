import { Migration } from '@mikro-orm/migrations';

import { taskScoreIndexes } from './ddl';

// Decision 057: a task of a UA or creative manager may be a piece of creative work of a type (1 Video,
// 2 Playable ad, 3 Image, 4 Store listing); its month then reads creative-scores and creative-benchmark-rates.
// Existing tasks get null (not creative): every figure stays as it was. The two score indexes carry the
// type and the typed score, which the creative factors read, so the yearly report stays index-only.
const INCLUDE = `("employee", "status", "final_score", "efficiency", "benchmark", "role", "project_id", "creative_type", "score")`;
const INCLUDE_BEFORE = `("employee", "status", "final_score", "efficiency", "benchmark", "role", "project_id")`;

export class Migration20261202060000TaskCreativeType extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "task" add column "creative_type" smallint null`);
    for (const sql of taskScoreIndexes(INCLUDE)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of taskScoreIndexes(INCLUDE_BEFORE)) this.addSql(sql);
    this.addSql(`alter table "task" drop column "creative_type"`);
  }
}
