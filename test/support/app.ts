import '../../backend/src/register-paths';
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'net';
import type { App } from 'supertest/types';
import { Client } from 'pg';
import { createApp, type CreateAppOptions } from '../../backend/src/app.factory';
import { loadConfig, type AppConfig } from '../../backend/src/config';

export const ADMIN_PASSWORD = 'admin-password-123';
const RUN = process.env.SP_TEST_RUN ?? String(process.pid);
const TEMPLATE_DB = `sp_test_${RUN}_template`;

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  return withDatabase('postgres', work);
}

async function withDatabase<T>(database: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function testConfig(databaseUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test' }, {
    databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir: '.cache/test-data', ...overrides,
  });
}

/**
 * The first suite of a run migrates and seeds a template; every suite clones it (about 100 ms). Jest
 * workers of one run build it once: the first takes an advisory lock, the others wait for it.
 */
async function ensureTemplate(): Promise<void> {
  if (templateReady) return;
  await admin(async (c) => {
    await c.query(`set lock_timeout = '120s'`);
    await c.query(`select pg_advisory_lock(hashtext($1))`, [TEMPLATE_DB]);
    try {
      const exists = await c.query(`select 1 from pg_database where datname = $1`, [TEMPLATE_DB]);
      if (exists.rowCount) return;
      const building = `${TEMPLATE_DB}_build`;
      await c.query(`drop database if exists "${building}" with (force)`);
      await c.query(`create database "${building}"`);
      const app = await createApp(testConfig(serverUrl(building)), { web: false, logger: false });
      await app.close();
      // The start wrote the scoring defaults (score limit 200 for every non-system role, docs/scoring.md).
      await c.query(`alter database "${building}" rename to "${TEMPLATE_DB}"`);
    } finally {
      await c.query(`select pg_advisory_unlock(hashtext($1))`, [TEMPLATE_DB]);
    }
  });
  templateReady = true;
}
let templateReady = false;

export interface TestApp {
  app: INestApplication;
  /** The http.Server, for supertest. */
  http: App;
  /** Base URL of the listening server (for socket.io clients). */
  url: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database and a listening app for one test file. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: CreateAppOptions = {}): Promise<TestApp> {
  await ensureTemplate();
  const database = `sp_test_${RUN}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((c) => c.query(`create database "${database}" template "${TEMPLATE_DB}"`));
  const databaseUrl = serverUrl(database);
  const app = await createApp(testConfig(databaseUrl, overrides), { web: false, logger: false, ...options });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return {
    app,
    http: app.getHttpServer(),
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    async close() {
      await app.close();
      await admin((c) => c.query(`drop database if exists "${database}" with (force)`));
    },
  };
}
