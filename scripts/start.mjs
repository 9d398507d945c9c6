// `npm start`: starts an embedded PostgreSQL under ./data when DATABASE_URL is unset, builds when the
// build is missing or older than the sources, then runs the one Node process. The database starts
// first, so a machine where it cannot run says so in one sentence before a build is spent.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { EmbeddedDbError, startEmbeddedPostgres } from './embedded-db.mjs';
import { ensureBuilt } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dev = process.argv.includes('--dev');

if (dev) process.env.NODE_ENV = 'development';
let db = null;
if (!process.env.DATABASE_URL) {
  const dataDir = process.env.DATA_DIR || 'data';
  const dir = path.join(dataDir, 'pg');
  try {
    db = await startEmbeddedPostgres({ dir, port: Number(process.env.EMBEDDED_PG_PORT || 54329) });
  } catch (error) {
    const reason = error instanceof EmbeddedDbError ? error.message : `it failed (${error?.message ?? error})`;
    console.error(`Cannot start the embedded PostgreSQL: ${reason} (or set DATABASE_URL to use another PostgreSQL server).`);
    process.exit(1);
  }
  process.env.DATABASE_URL = db.url;
  console.log(db.relocated
    ? `Embedded PostgreSQL is running (data in ${db.databaseDir}, linked from ${dir}: its postgres user cannot enter this clone's directory)`
    : `Embedded PostgreSQL is running (data in ${dir})`);
  process.env.STUDIO_MANAGED_SHUTDOWN = '1';
  const stop = async () => {
    await globalThis.studioApp?.close().catch(() => {});
    await db.stop().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

try {
  ensureBuilt({ web: !dev });
} catch {
  console.error('Cannot start: the build failed (its errors are above).');
  await db?.stop().catch(() => {});
  process.exit(1);
}

createRequire(import.meta.url)(path.join(root, 'dist/backend/src/main.js'));
