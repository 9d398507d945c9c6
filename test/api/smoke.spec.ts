import { endpoints } from '@studio/domain';
import { callApi } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin } from '../support/http';

describe('app boots on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('signs the built-in admin in and answers /me', async () => {
    const admin = await loginAdmin(t.http);
    const me = await callApi(t.http, admin, endpoints.auth.me).expect(200);
    expect(me.body).toMatchObject({ id: 'admin', role: 1, isActive: true });
  });
});
