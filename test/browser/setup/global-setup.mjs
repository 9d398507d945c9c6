// Builds if needed, starts a PostgreSQL (embedded unless TEST_DATABASE_URL) and one production app per
// jest worker (BROWSER_WORKERS, default 2), each on its own database and data folder: the spec files of
// two workers never see each other's rows or settings.
import { fork } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../../../scripts/build-if-needed.mjs';
import { freePort, startEmbeddedPostgres } from '../../../scripts/embedded-db.mjs';

export const BROWSER_ADMIN_PASSWORD = 'browser-admin-password';

export function browserWorkers() {
  const n = Number(process.env.BROWSER_WORKERS ?? 2);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A server and a way to make (and drop) one empty database on it per app. */
async function server() {
  if (!process.env.TEST_DATABASE_URL) {
    const db = await startEmbeddedPostgres({ dir: '.cache/browser-pg', database: 'browser', persistent: false });
    return { url: new URL(db.url), prefix: 'browser', stop: db.stop };
  }
  // One set of databases per run, so runs from several checkouts on one server never share one.
  return { url: new URL(process.env.TEST_DATABASE_URL), prefix: `sp_browser_${process.pid}`, stop: async () => {} };
}

async function onServer(url, work) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startApp(base, worker) {
  const name = `${base.prefix}_${worker}`;
  await onServer(base.url, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(base.url);
  url.pathname = `/${name}`;
  const port = await freePort();
  // The connector test (test/browser/connectors.spec.ts) serves a fake Unity Ads on this port.
  const fakeUnityPort = await freePort();
  // The app's JSON log, to read after a failure (the terminal keeps only its stderr).
  const log = openSync(`.cache/browser-app-${worker}.log`, 'w');
  const app = fork(path.resolve('dist/backend/src/main.js'), [], {
    env: {
      ...process.env, NODE_ENV: 'production', DATABASE_URL: url.toString(), PORT: String(port), HOST: '127.0.0.1',
      ADMIN_PASSWORD: BROWSER_ADMIN_PASSWORD, DATA_DIR: `.cache/browser-data-${worker}`, LOGIN_RATE_LIMIT: '1000', LOGIN_IP_RATE_LIMIT: '1000',
      CONNECTOR_KEYS: `browser:${Buffer.alloc(32, 3).toString('base64')}`, CONNECTOR_UNITY_URL: `http://127.0.0.1:${fakeUnityPort}`,
      CONNECTOR_RETRY_BASE_MS: '50',
    },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  const drop = () => onServer(base.url, (c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {});
  return { app, worker, base: `http://127.0.0.1:${port}`, databaseUrl: url.toString(), fakeUnityPort, drop };
}

async function ready(started) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${started.base}/api/auth/me`)).status === 401) return;
    } catch { /* starting */ }
    if (i > 480 || started.app.exitCode !== null) throw new Error(`the app of worker ${started.worker} did not start (.cache/browser-app-${started.worker}.log)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function globalSetup() {
  ensureBuilt({ web: true });
  mkdirSync('.cache', { recursive: true });
  const db = await server();
  const apps = [];
  globalThis.__BROWSER_APP__ = { apps, db };
  try {
    for (let worker = 1; worker <= browserWorkers(); worker++) apps.push(await startApp(db, worker));
    await Promise.all(apps.map(ready));
  } catch (error) {
    // jest runs no teardown after a failed setup: nothing may keep running.
    for (const { app } of apps) app.kill('SIGTERM');
    await db.stop();
    throw error;
  }
  // Each spec file reads its worker's app through test/browser/support.ts (JEST_WORKER_ID).
  for (const a of apps) {
    process.env[`BROWSER_BASE_URL_${a.worker}`] = a.base;
    process.env[`BROWSER_FAKE_UNITY_PORT_${a.worker}`] = String(a.fakeUnityPort);
    process.env[`BROWSER_DATABASE_URL_${a.worker}`] = a.databaseUrl;
  }
  process.env.BROWSER_ADMIN_PASSWORD = BROWSER_ADMIN_PASSWORD;
}
