// `npm start`: builds when the build is missing or older than the sources, starts an embedded
// PostgreSQL under ./data when DATABASE_URL is unset, then runs the one Node process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startEmbeddedPostgres } from './embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dev = process.argv.includes('--dev');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newest(s) > built);
}

const serverEntry = 'dist/backend/src/main.js';
if (stale(serverEntry, ['backend/src', 'libs/domain/src'])) {
  console.log('Building the server...');
  execSync('npm run build:server', { stdio: 'inherit' });
}
if (!dev && stale('build/server/index.mjs', ['frontend/app', 'libs/domain/src'])) {
  console.log('Building the web app...');
  execSync('npm run build:web', { stdio: 'inherit' });
}

if (dev) process.env.NODE_ENV = 'development';
if (!process.env.DATABASE_URL) {
  const dataDir = process.env.DATA_DIR || 'data';
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: Number(process.env.EMBEDDED_PG_PORT || 54329) });
  process.env.DATABASE_URL = db.url;
  console.log(`Embedded PostgreSQL is running (data in ${path.join(dataDir, 'pg')})`);
  const stop = async () => {
    await db.stop().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

createRequire(import.meta.url)(path.join(root, serverEntry));
