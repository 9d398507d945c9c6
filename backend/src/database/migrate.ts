import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ormConfig } from '../../../ormconfig';
import { MIGRATIONS } from '../migrations';

/** Advisory lock held while migrating: two instances starting at once on one database migrate once. */
const MIGRATION_LOCK = 7100001;
/** How long a start waits for another instance's migrations before it gives up with a clear error. */
const MIGRATION_WAIT = '10min';

/**
 * Brings the schema up to date before the app opens its pool. MikroORM is kept for the schema
 * (entities), the migrations and their diff check; it runs here on one short-lived connection and
 * is closed, so the process serves with a single pool (docs/decisions/010-data-access.md).
 */
export async function migrate(databaseUrl: string): Promise<void> {
  // The lock lives on its own connection: the migrator's transactions cannot release it.
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query(`set lock_timeout = '${MIGRATION_WAIT}'`);
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') {
        throw new Error(`Another instance has been migrating this database for ${MIGRATION_WAIT}; start again when it is done.`);
      }
      throw error;
    }
    const orm = await MikroORM.init({ ...ormConfig(databaseUrl), pool: { min: 0, max: 1 } });
    try {
      await orm.migrator.up();
    } finally {
      await orm.close(true);
    }
  } finally {
    // Closing the session releases the lock, also after a failed migration.
    await lock.end().catch(() => {});
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
