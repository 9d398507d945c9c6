// Builds the server and/or the web app when the build is missing or older than its sources.
// Each build also records a hash of its sources (dist/.sources-sha256, build/.sources-sha256), so a
// build copied next to identical sources with newer times (a fresh clone) is reused, not redone.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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

function files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).sort().flatMap((name) => files(path.join(relative, name)));
}

/** sha256 over the paths and contents of every source file. */
function sourcesHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(files)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

const targets = {
  server: { output: 'dist/backend/src/main.js', stamp: 'dist/.sources-sha256', sources: ['backend/src', 'libs/domain/src', 'ormconfig.ts'], script: 'build:server', label: 'the server' },
  // The web build's last step writes build/.precompressed: a build that stopped before it is not taken as done.
  web: { output: 'build/.precompressed', stamp: 'build/.sources-sha256', sources: ['frontend/app', 'libs/domain/src', 'vite.config.mts', 'tailwind.config.ts', 'scripts/precompress.mjs', 'scripts/i18n-namespaces.mjs'], script: 'build:web', label: 'the web app' },
};

/** Fresh when the output is newer than every source, or was built from sources with the same hash. */
function ensure({ output, stamp, sources, script, label }) {
  const out = path.join(root, output);
  const stampFile = path.join(root, stamp);
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  // A built image (docker/Dockerfile) carries the build without its sources, in a folder its user cannot write.
  if (existsSync(out) && !sources.some((s) => existsSync(path.join(root, s)))) return;
  if (existsSync(out)) {
    const newerSources = sources.some((s) => newest(path.join(root, s)) > statSync(out).mtimeMs);
    if (!newerSources && recorded) return;
    const current = sourcesHash(sources);
    if (current === recorded) return;
    if (!newerSources) return writeFileSync(stampFile, `${current}\n`);
  }
  const hash = sourcesHash(sources); // before the build: sources edited meanwhile make it stale
  console.log(`Building ${label}...`);
  // Always a production build: jest sets NODE_ENV=test, and a web build made under it bundles React's
  // development build (slow, and its hydration checks differ), which `npm start` would then reuse.
  execSync(`npm run ${script}`, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(stampFile, `${hash}\n`);
}

export function ensureBuilt({ web = true } = {}) {
  ensure(targets.server);
  if (web) ensure(targets.web);
}
