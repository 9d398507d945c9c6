import express from 'express';
import request from 'supertest';
import { hasBody, sequence, under } from './middleware-chain';

describe('sequence', () => {
  const app = express();
  const trail = (name: string) => (req: express.Request, _res: express.Response, next: express.NextFunction) => {
    (req as express.Request & { trail?: string[] }).trail = [...((req as express.Request & { trail?: string[] }).trail ?? []), name];
    next();
  };
  app.use(sequence(trail('a'), trail('b')));
  app.use('/api', sequence(trail('c'), (req, res, next) => (req.query.stop ? void res.json({ stopped: true }) : next()), trail('d')));
  app.use('/api', sequence((req, _res, next) => (req.query.fail ? next(new Error('failed')) : next())));
  app.use('/api', sequence(async (req, _res, next) => {
    await Promise.resolve();
    if (req.query.reject) throw new Error('rejected');
    next();
  }));
  app.get('/api/x', (req, res) => void res.json({ trail: (req as express.Request & { trail?: string[] }).trail, url: req.url }));
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).json({ error: error.message }));

  it('runs the middleware in order, once per group, as separate layers would', async () => {
    expect((await request(app).get('/api/x?go=1')).body).toEqual({ trail: ['a', 'b', 'c', 'd'], url: '/api/x?go=1' });
  });

  it('stops where a middleware answers', async () => {
    expect((await request(app).get('/api/x?stop=1')).body).toEqual({ stopped: true });
  });

  it('hands an error, thrown or rejected, to the error handlers', async () => {
    expect((await request(app).get('/api/x?fail=1')).body).toEqual({ error: 'failed' });
    expect((await request(app).get('/api/x?reject=1')).body).toEqual({ error: 'rejected' });
  });
});

describe('hasBody', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as express.Request;
  it('is type-is hasBody', () => {
    expect(hasBody(req({}))).toBe(false);
    expect(hasBody(req({ 'content-length': '0' }))).toBe(true);
    expect(hasBody(req({ 'content-length': '' }))).toBe(true);
    expect(hasBody(req({ 'content-length': 'x' }))).toBe(false);
    expect(hasBody(req({ 'transfer-encoding': 'chunked' }))).toBe(true);
  });
});

describe('under', () => {
  it('runs its handler for the prefix and the paths under it, in any case, as app.use(prefix) mounts it, and leaves req.url whole', async () => {
    const mounted = express();
    const plain = express();
    const seen: Record<string, string[]> = { mounted: [], plain: [] };
    const note = (to: string[]) => (req: express.Request, _res: express.Response, next: express.NextFunction) => { to.push(req.originalUrl); next(); };
    mounted.use('/api', note(seen.mounted));
    plain.use(under('/api', note(seen.plain)));
    for (const app of [mounted, plain]) app.use((req, res) => void res.json({ url: req.url }));
    for (const path of ['/api', '/api/', '/API/Tasks', '/api/x?y=1', '/apiary', '/ap', '/x/api']) {
      expect((await request(plain).get(path)).body.url).toBe(path);
      await request(mounted).get(path);
    }
    expect(seen.plain).toEqual(seen.mounted);
    expect(seen.plain).toEqual(['/api', '/api/', '/API/Tasks', '/api/x?y=1']);
  });
});
