// Starts the embedded PostgreSQL once per run unless TEST_DATABASE_URL points at a server.
// Each suite then clones a template database (see test/support/app.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { removeCluster, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export default async function globalSetup() {
  if (!process.env.TEST_DATABASE_URL) {
    // One cluster directory per run: two runs at once (or a killed one) must not share it. As root in
    // a private clone it is a symlink to the relocated cluster, removed with it.
    for (const entry of existsSync('.cache') ? readdirSync('.cache') : []) {
      const pid = Number(/^test-pg-(\d+)$/.exec(entry)?.[1]);
      if (pid && !alive(pid)) removeCluster(path.join('.cache', entry));
    }
    const db = await startEmbeddedPostgres({ dir: `.cache/test-pg-${process.pid}`, database: 'postgres', persistent: false });
    process.env.TEST_DATABASE_URL = db.url;
    globalThis.__EMBEDDED_PG__ = db;
  }
  // Databases of this run are named sp_test_<pid>_...; those of runs that died are dropped here,
  // and a concurrent run on the same server is left alone.
  process.env.SP_TEST_RUN = String(process.pid);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const existing = await client.query(`select datname from pg_database where datname ~ '^sp_test_[0-9]+_'`);
  for (const { datname } of existing.rows) {
    const pid = Number(datname.split('_')[2]);
    if (pid === process.pid || !alive(pid)) await client.query(`drop database if exists "${datname}" with (force)`);
  }
  await client.end();
}
