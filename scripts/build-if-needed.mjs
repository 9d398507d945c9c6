// Builds the server and/or the web app when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

export function ensureBuilt({ web = true } = {}) {
  if (stale('dist/backend/src/main.js', ['backend/src', 'libs/domain/src', 'ormconfig.ts'])) {
    console.log('Building the server...');
    execSync('npm run build:server', { stdio: 'inherit', cwd: root });
  }
  if (web && stale('build/server/index.mjs', ['frontend/app', 'libs/domain/src', 'vite.config.mts', 'tailwind.config.ts'])) {
    console.log('Building the web app...');
    execSync('npm run build:web', { stdio: 'inherit', cwd: root });
  }
}
