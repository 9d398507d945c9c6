// Builds if needed, starts a PostgreSQL (embedded unless TEST_DATABASE_URL) and the production app.
import { fork } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../../../scripts/build-if-needed.mjs';
import { freePort, startEmbeddedPostgres } from '../../../scripts/embedded-db.mjs';

export const BROWSER_ADMIN_PASSWORD = 'browser-admin-password';

async function database() {
  if (!process.env.TEST_DATABASE_URL) {
    return startEmbeddedPostgres({ dir: '.cache/browser-pg', database: 'browser', persistent: false });
  }
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  // One database per run, so runs from several checkouts on one server never share one.
  const name = `sp_browser_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  const stop = async () => {
    url.pathname = '/postgres';
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await c.end();
  };
  return { url: url.toString(), stop };
}

export default async function globalSetup() {
  ensureBuilt({ web: true });
  const db = await database();
  const port = await freePort();
  // The connector test (test/browser/connectors.spec.ts) serves a fake Unity Ads on this port.
  const fakeUnityPort = await freePort();
  // The app's JSON log, to read after a failure (the terminal keeps only its stderr).
  mkdirSync('.cache', { recursive: true });
  const log = openSync('.cache/browser-app.log', 'w');
  const app = fork(path.resolve('dist/backend/src/main.js'), [], {
    env: {
      ...process.env, NODE_ENV: 'production', DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1',
      ADMIN_PASSWORD: BROWSER_ADMIN_PASSWORD, DATA_DIR: '.cache/browser-data', LOGIN_RATE_LIMIT: '1000', LOGIN_IP_RATE_LIMIT: '1000',
      CONNECTOR_KEYS: `browser:${Buffer.alloc(32, 3).toString('base64')}`, CONNECTOR_UNITY_URL: `http://127.0.0.1:${fakeUnityPort}`,
      CONNECTOR_RETRY_BASE_MS: '50',
    },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/auth/me`)).status === 401) break;
    } catch { /* starting */ }
    if (i > 480 || app.exitCode !== null) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.BROWSER_BASE_URL = base;
  process.env.BROWSER_FAKE_UNITY_PORT = String(fakeUnityPort);
  process.env.BROWSER_ADMIN_PASSWORD = BROWSER_ADMIN_PASSWORD;
  process.env.BROWSER_DATABASE_URL = db.url;
  globalThis.__BROWSER_APP__ = { app, db };
}
