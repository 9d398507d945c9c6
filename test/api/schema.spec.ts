import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../ormconfig';
import { createTestApp, type TestApp } from '../support/app';

describe('schema', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('the committed migrations build exactly the schema the entities describe', async () => {
    // MikroORM is not part of the running app (docs/decisions/010): a short-lived instance reads the schema.
    const orm = await MikroORM.init({ ...ormConfig(t.databaseUrl), pool: { min: 0, max: 1 } });
    try {
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });
});

describe('migrations on a new database', () => {
  it('two instances starting at once migrate it once, and both start', async () => {
    const { migrate } = await import('../../backend/src/database/migrate');
    const { Client } = await import('pg');
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `sp_test_${process.env.SP_TEST_RUN ?? process.pid}_mig${Math.random().toString(36).slice(2, 6)}`;
    const admin = new Client({ connectionString: Object.assign(new URL(server), { pathname: '/postgres' }).toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
      // Without the lock both would run the first migration: one fails on "relation already exists".
      await Promise.all([migrate(url), migrate(url), migrate(url)]);
      const db = new Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query('select name, count(*)::int as n from mikro_orm_migrations group by name having count(*) > 1');
      await db.end();
      expect(rows).toEqual([]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
