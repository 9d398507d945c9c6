// `npm start`: builds when the build is missing or older than the sources, starts an embedded
// PostgreSQL under ./data when DATABASE_URL is unset, then runs the one Node process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startEmbeddedPostgres } from './embedded-db.mjs';
import { ensureBuilt } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dev = process.argv.includes('--dev');

ensureBuilt({ web: !dev });

if (dev) process.env.NODE_ENV = 'development';
if (!process.env.DATABASE_URL) {
  const dataDir = process.env.DATA_DIR || 'data';
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: Number(process.env.EMBEDDED_PG_PORT || 54329) });
  process.env.DATABASE_URL = db.url;
  console.log(`Embedded PostgreSQL is running (data in ${path.join(dataDir, 'pg')})`);
  process.env.STUDIO_MANAGED_SHUTDOWN = '1';
  const stop = async () => {
    await globalThis.studioApp?.close().catch(() => {});
    await db.stop().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

createRequire(import.meta.url)(path.join(root, 'dist/backend/src/main.js'));
