import express from 'express';
import request from 'supertest';
import { apiRoutesFirst } from './route-order';

/** An app laid out as createApp lays it: API middleware, Swagger and web layers, then the API's routes and the 404. */
function layout() {
  const app = express();
  const seen: string[] = [];
  const api = (req: express.Request, _res: express.Response, next: express.NextFunction) => { seen.push(`api ${req.path}`); next(); };
  app.use('/api', api);
  app.get('/api/docs', (_req, res) => { res.send('docs'); });
  app.use((req, _res, next) => { seen.push(`web ${req.path}`); next(); });
  app.get('/api/tasks/:id', (req, res) => { res.json({ task: req.params.id }); });
  app.post('/api/auth/me', (_req, res) => { res.json({ post: true }); });
  app.get('/api/auth/me', (_req, res) => { res.json({ me: true }); });
  app.use((_req, res) => { res.status(404).json({ code: 'not-found' }); });
  return { app, api, seen };
}

const paths = (app: express.Express) => (app as unknown as { router: { stack: { route?: { path: string; methods: object } }[] } }).router.stack
  .map((l) => (l.route ? `${Object.keys(l.route.methods).join()} ${l.route.path}` : 'middleware'));

describe('apiRoutesFirst', () => {
  it('moves the API routes just after the API middleware, GET /api/auth/me first, and keeps the rest in order', () => {
    const { app, api } = layout();
    apiRoutesFirst(app, api);
    expect(paths(app)).toEqual(['middleware', 'get /api/auth/me', 'get /api/tasks/:id', 'post /api/auth/me', 'get /api/docs', 'middleware', 'middleware']);
  });

  it('answers as before: API routes skip the web layers, Swagger and pages still answer, the 404 stays last', async () => {
    const { app, api, seen } = layout();
    apiRoutesFirst(app, api);
    expect((await request(app).get('/api/auth/me')).body).toEqual({ me: true });
    expect((await request(app).get('/api/tasks/7')).body).toEqual({ task: '7' });
    expect((await request(app).get('/api/docs')).text).toBe('docs');
    expect((await request(app).get('/dashboard')).status).toBe(404);
    expect((await request(app).get('/api/nope')).body).toEqual({ code: 'not-found' });
    expect(seen).toEqual(['api /auth/me', 'api /tasks/7', 'api /docs', 'web /dashboard', 'api /nope', 'web /api/nope']);
  });

  it('refuses an app whose API middleware is not mounted', () => {
    const { app } = layout();
    expect(() => apiRoutesFirst(app, () => undefined)).toThrow(/not mounted/);
  });
});
