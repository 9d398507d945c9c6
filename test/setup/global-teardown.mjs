import pg from 'pg';

export default async function globalTeardown() {
  if (process.env.TEST_DATABASE_URL && !globalThis.__EMBEDDED_PG__) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const mine = await client.query(`select datname from pg_database where datname like $1`, [`sp_test_${process.pid}_%`]);
    for (const { datname } of mine.rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  }
  await globalThis.__EMBEDDED_PG__?.stop();
}
