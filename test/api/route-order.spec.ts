// The application's Express layers after createApp (decision 053, addendum 3): the API's routes come
// right after the API middleware, GET /api/auth/me first, ahead of Swagger's layers; all still answer.
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

it('puts GET /api/auth/me first among the API routes, every API route before Swagger', () => {
  const stack = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router.stack;
  const routes = stack.map((l, i) => ({ i, route: l.route })).filter((x) => x.route?.path.startsWith('/api/'));
  expect(routes[0].route).toMatchObject({ path: '/api/auth/me', methods: { get: true } });
  const docs = routes.find((x) => x.route!.path === '/api/docs')!.i;
  const api = routes.filter((x) => x.route!.path.startsWith('/api/') && !x.route!.path.startsWith('/api/docs'));
  expect(api.length).toBeGreaterThan(150);
  expect(api.every((x) => x.i < docs)).toBe(true);
});

it('answers as before: the session check, Swagger, and the 404 of an unknown API path', async () => {
  expect((await request(t.http).get('/api/auth/me')).status).toBe(401);
  expect((await request(t.http).get('/api/docs-json')).body.info.title).toBe('Studio Portal API');
  const missing = await request(t.http).get('/api/no-such-thing');
  expect(missing.status).toBe(404);
});
