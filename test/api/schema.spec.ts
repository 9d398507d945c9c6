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
