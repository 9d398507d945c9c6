// Instances of the production build (dist/, build/) for the load profile, and the reverse proxy.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_PASSWORD = 'bench-admin-password';

/**
 * An empty database named `name` for one bench part: on BENCH_DATABASE_URL's server (dropped and made
 * again), else in an embedded PostgreSQL of its own under .cache/<dir>.
 */
export async function benchDatabase({ dir, name }) {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return startEmbeddedPostgres({ dir: `.cache/${dir}`, database: 'bench', persistent: false });
  const url = new URL(base);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: async () => {} };
}

export async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Waits until the instance's queue has drained (its readiness check, which takes a pooled connection,
 * answers fast twice in a row): requests a client gave up on still run on the server, and stopping
 * it under them only adds errors to the log.
 */
export async function drain(url, seconds = 30) {
  let fast = 0;
  const until = Date.now() + seconds * 1000;
  while (fast < 2 && Date.now() < until) {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/api/health/ready`, { signal: globalThis.AbortSignal.timeout(5000) });
      fast = res.status === 200 && performance.now() - started < 200 ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopper(child) {
  return () => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One app instance on a free port; `env` adds to (and overrides) the defaults below. */
export async function startInstance({ databaseUrl, env = {}, name = 'app' }) {
  const port = await freePort();
  const child = fork(path.join(root, 'dist/backend/src/main.js'), [], {
    cwd: root,
    // BENCH_CPU_PROF=dir writes a V8 CPU profile of each instance there when it stops.
    execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [],
    env: {
      ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1',
      ADMIN_PASSWORD, LOGIN_RATE_LIMIT: '1000000', LOGIN_IP_RATE_LIMIT: '1000000', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited = null;
  child.once('exit', (code, signal) => { exited = { code, signal }; });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/auth/me`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start${exited ? ` (exited ${exited.code ?? exited.signal})` : ''}: ${error.message}`);
  }
  return { name, port, url, pid: child.pid, child, stop: stopper(child) };
}

/** The round-robin reverse proxy (scripts/bench/proxy.mjs) in front of `targets` (base URLs). */
export async function startProxy(targets) {
  const port = await freePort();
  const child = fork(path.join(root, 'scripts/bench/proxy.mjs'), [], {
    env: { ...process.env, PORT: String(port), TARGETS: targets.map((t) => new URL(t).host).join(',') },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)));
  });
  return { port, url: `http://127.0.0.1:${port}`, pid: child.pid, child, stop: stopper(child) };
}

/**
 * The settings docker/compose.yml gives its two instances, with local stand-ins: the S3 store is
 * s3rver (objects in a temporary folder, as test/support/s3.ts), each instance has a DATA_DIR of its
 * own (so only the store can share a file), one CONNECTOR_KEYS for both (a key generated per DATA_DIR
 * would differ), and the proxy's forwarded headers are believed (TRUST_PROXY). `env(name)` is an
 * instance's environment; `stop()` removes the store and the folders.
 */
export async function composeTopology({ redisUrl, bucket = 'studio-bench' }) {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'sp-bench-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const dataRoot = path.join(root, '.cache/bench-data');
  rmSync(dataRoot, { recursive: true, force: true });
  const shared = {
    REDIS_URL: redisUrl,
    S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'portal/',
    CONNECTOR_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    TRUST_PROXY: 'loopback',
  };
  return {
    dataDir: (name) => path.join(dataRoot, name),
    env(name) {
      mkdirSync(path.join(dataRoot, name), { recursive: true });
      return { ...shared, DATA_DIR: path.join(dataRoot, name) };
    },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}
