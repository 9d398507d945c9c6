import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { ENTITIES } from './backend/src/database/entities';
import { MIGRATIONS } from './backend/src/migrations';

/** One ORM configuration for the app, the tests and the scripts. */
export function ormConfig(clientUrl: string, debug = false) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    discovery: { warnWhenNoEntities: true, requireEntitiesArray: true },
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 2, max: 10 },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug,
  });
}

export default ormConfig(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/studio');
