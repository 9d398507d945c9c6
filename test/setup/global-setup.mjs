// Starts the embedded PostgreSQL once per run unless TEST_DATABASE_URL points at a server.
// Each suite then clones a template database (see test/support/app.ts).
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';

export const TEMPLATE_DB = 'sp_test_template';

export default async function globalSetup() {
  if (!process.env.TEST_DATABASE_URL) {
    const db = await startEmbeddedPostgres({ dir: '.cache/test-pg', database: 'postgres', persistent: false });
    process.env.TEST_DATABASE_URL = db.url;
    globalThis.__EMBEDDED_PG__ = db;
  }
  // A template from an earlier run may predate a migration: start from scratch each run.
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const stale = await client.query(`select datname from pg_database where datname like 'sp_test_%'`);
  for (const { datname } of stale.rows) await client.query(`drop database if exists "${datname}" with (force)`);
  await client.end();
}
