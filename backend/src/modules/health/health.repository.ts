import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db';

@Injectable()
export class HealthRepository {
  constructor(private readonly db: Db) {}

  /** Names of the migrations applied to this database (MikroORM's table). */
  async appliedMigrations(): Promise<string[]> {
    const rows = await this.db.many<{ name: string }>(`select name from mikro_orm_migrations`);
    return rows.map((r) => r.name);
  }
}
