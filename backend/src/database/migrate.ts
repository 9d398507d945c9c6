import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../ormconfig';
import { MIGRATIONS } from '../migrations';

/**
 * Brings the schema up to date before the app opens its pool. MikroORM is kept for the schema
 * (entities), the migrations and their diff check; it runs here on one short-lived connection and
 * is closed, so the process serves with a single pool (docs/decisions/010-data-access.md).
 */
export async function migrate(databaseUrl: string): Promise<void> {
  const orm = await MikroORM.init({ ...ormConfig(databaseUrl), pool: { min: 0, max: 1 } });
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
}

/** The table where MikroORM records the applied migrations (its default name). */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** The names of the migrations this code knows, oldest first. */
export function knownMigrations(): string[] {
  return MIGRATIONS.map((m) => m.name);
}

/** Runs this code's migrations up to and including `to` (a restore rebuilds the archive's schema so). */
export async function migrateTo(databaseUrl: string, to: string): Promise<void> {
  const orm = await MikroORM.init({ ...ormConfig(databaseUrl), pool: { min: 0, max: 1 } });
  try {
    await orm.migrator.up({ to });
  } finally {
    await orm.close(true);
  }
}
