import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/app';

describe('schema', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('the committed migrations build exactly the schema the entities describe', async () => {
    const diff = await t.app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});
