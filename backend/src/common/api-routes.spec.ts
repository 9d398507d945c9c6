import express from 'express';
import request from 'supertest';
import { ApiRoutes } from './api-routes';
import { sequence, under } from './middleware-chain';

/**
 * An app laid out as createApp lays it: one layer of middleware ending in the API's dispatch, then
 * Swagger, the web's layers, the API's routes (registered at init), an error handler and the 404.
 */
function layout(options: { take: boolean }) {
  const app = express();
  const seen: string[] = [];
  const routes = new ApiRoutes();
  const api = (req: express.Request, _res: express.Response, next: express.NextFunction) => { seen.push(`api ${req.path}`); next(); };
  app.use(sequence(under('/api', api), routes.dispatch));
  app.get('/api/docs', (_req, res) => { res.send('docs'); });
  app.use((req, _res, next) => { seen.push(`web ${req.path}`); next(); });
  app.get('/api/tasks/:id', (req, res, next) => (req.params.id === 'skip' ? next('route') : res.json({ task: req.params.id, route: (req.route as { path: string }).path })));
  app.get('/api/tasks/export', (_req, res) => { res.json({ export: true }); });
  app.get('/api/tasks/:id', (req, res) => { res.json({ second: req.params.id }); });
  app.post('/api/auth/me', (_req, res) => { res.json({ post: true }); });
  app.get('/api/auth/me', (_req, res) => { res.json({ me: true }); });
  app.get('/api/:kind/count', (req, res) => { res.json({ count: req.params.kind }); });
  app.get('/api/files/:name', (req, res) => { res.json({ file: req.params.name }); });
  app.get('/api/files/count', (_req, res) => { res.json({ never: true }); });
  app.get('/api/boom', () => { throw new Error('boom'); });
  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error.status ?? 500).json({ error: error.message });
  });
  app.use((_req, res) => { res.status(404).json({ code: 'not-found' }); });
  if (options.take) routes.take(app);
  return { app, seen, routes };
}

const describeStack = (app: express.Express) => (app as unknown as { router: { stack: { route?: { path: string; methods: object } }[] } }).router.stack
  .map((l) => (l.route ? `${Object.keys(l.route.methods).join()} ${l.route.path}` : 'middleware'));

const CALLS: [string, string][] = [
  ['get', '/api/auth/me'], ['post', '/api/auth/me'], ['put', '/api/auth/me'], ['head', '/api/auth/me'],
  ['get', '/API/Auth/Me/'], ['get', '/api/auth/me?x=1'], ['get', '/api/auth/me/more'],
  ['get', '/api/tasks/7'], ['get', '/api/tasks/export'], ['get', '/api/tasks/skip'], ['get', '/api/tasks/a%20b'],
  ['get', '/api/tasks/%E0%A4%A'], ['get', '/api/tasks'], ['get', '/api/tasks/count'], ['get', '/api/projects/count'],
  ['get', '/api/files/a.txt'], ['get', '/api/files/count'], ['get', '/api/boom'], ['get', '/api/docs'], ['get', '/api/nope'], ['get', '/api'],
  ['get', '/api/'], ['get', '/dashboard'], ['get', '/apiary/tasks/7'], ['options', '/api/auth/me'],
];

async function answers(app: express.Express) {
  const out: string[] = [];
  for (const [method, path] of CALLS) {
    const res = await (request(app) as unknown as Record<string, (p: string) => request.Test>)[method](path);
    out.push(`${method} ${path} -> ${res.status} ${res.text ?? ''}`);
  }
  return out;
}

describe('ApiRoutes', () => {
  it('takes the API routes out of the stack, and leaves Swagger, the web, the error handler and the 404', () => {
    const { app, routes } = layout({ take: false });
    expect(routes.take(app)).toBe(9);
    expect(describeStack(app)).toEqual(['middleware', 'get /api/docs', 'middleware', 'middleware', 'middleware']);
    expect(() => routes.take(app)).toThrow(/already/);
  });

  it('answers every call exactly as Express walking its own stack does', async () => {
    const plain = layout({ take: false });
    const taken = layout({ take: true });
    const expected = await answers(plain.app);
    // The fixture itself must exercise each case the dispatch handles.
    expect(expected).toEqual(expect.arrayContaining([
      'get /API/Auth/Me/ -> 200 {"me":true}',
      'head /api/auth/me -> 200 ',
      'get /api/tasks/export -> 200 {"task":"export","route":"/api/tasks/:id"}',
      'get /api/tasks/skip -> 200 {"second":"skip"}',
      'get /api/tasks/a%20b -> 200 {"task":"a b","route":"/api/tasks/:id"}',
      'get /api/tasks/%E0%A4%A -> 400 {"error":"Failed to decode param \'%E0%A4%A\'"}',
      'get /api/tasks/count -> 200 {"task":"count","route":"/api/tasks/:id"}',
      'get /api/files/count -> 200 {"count":"files"}',
      'get /api/projects/count -> 200 {"count":"projects"}',
      'get /api/boom -> 500 {"error":"boom"}',
      'get /api/docs -> 200 docs',
      'get /api/nope -> 404 {"code":"not-found"}',
    ]));
    expect(await answers(taken.app)).toEqual(expected);
    // The API middleware ran once per /api call either way; the web's layers now see only the calls no API route answers.
    const api = (seen: string[]) => seen.filter((s) => s.startsWith('api '));
    expect(api(taken.seen)).toEqual(api(plain.seen));
    expect(taken.seen.filter((s) => s.startsWith('web '))).toEqual([
      'web /api/auth/me', 'web /api/auth/me/more', 'web /api/tasks', 'web /api/nope', 'web /api', 'web /api/', 'web /dashboard', 'web /apiary/tasks/7', 'web /api/auth/me',
    ]);
  });

  it('passes every request on while no route is taken yet (before init)', async () => {
    const { app } = layout({ take: false });
    expect((await request(app).get('/api/auth/me')).body).toEqual({ me: true });
  });
});
