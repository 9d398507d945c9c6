// The application's Express layers after createApp (decision 053, addendum 7): the API's routes are
// dispatched by the one middleware layer (ApiRoutes), none is left in Express's stack, and every kind
// of answer is as before: a route, HEAD, any case, Swagger, the 404 of an unknown API path (metrics.spec:
// route templates as labels).
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin } from '../support/http';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

type Stack = { router: { stack: { route?: { path: string } }[] } };

it('leaves no API route in Express\'s stack, only Swagger\'s and /metrics', () => {
  const stack = (t.app.getHttpAdapter().getInstance() as Stack).router.stack;
  const routes = stack.filter((l) => l.route).map((l) => l.route!.path);
  expect(routes.filter((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'))).toEqual([]);
  expect(routes).toEqual(expect.arrayContaining(['/metrics', '/api/docs-json']));
});

it('answers API routes, HEAD, Swagger and the 404 of an unknown API path as before', async () => {
  const admin = { Authorization: (await loginAdmin(t.http)).bearer };
  const me = await request(t.http).get('/api/auth/me').set(admin);
  expect(me.status).toBe(200);
  expect(me.body).toHaveProperty('id');
  expect(me.body).toHaveProperty('role');
  expect((await request(t.http).head('/api/auth/me').set(admin)).status).toBe(200);
  expect((await request(t.http).get('/API/Auth/Me/').set(admin)).status).toBe(200);
  expect((await request(t.http).get('/api/auth/me')).status).toBe(401);
  expect((await request(t.http).get('/api/docs-json')).body.info.title).toBe('Studio Portal API');
  const missing = await request(t.http).get('/api/no-such-thing').set(admin);
  expect(missing.status).toBe(404);
  expect(missing.body.statusCode).toBe(404);
  // A parameter that does not decode: refused, never a 500.
  const bad = await request(t.http).get('/api/projects/%E0%A4%A').set(admin);
  expect(bad.status).toBeGreaterThanOrEqual(400);
  expect(bad.status).toBeLessThan(500);
});
