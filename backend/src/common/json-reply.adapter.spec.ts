import express from 'express';
import request from 'supertest';
import { httpCompression } from './compression';
import { JsonReplyExpressAdapter } from './json-reply.adapter';

// The adapter's plain JSON answers must be what Express's res.json sends (decision 053).
describe('JsonReplyExpressAdapter', () => {
  const bodies: Record<string, unknown> = {
    object: { id: 'admin', firstName: 'Quản trị', dob: null, n: 1.5, list: [1, 'two'] },
    array: [{ a: 1 }, { b: 'ü' }],
    large: { text: 'é'.repeat(3000) },
    nullProto: Object.assign(Object.create(null) as object, { a: 1 }),
  };
  const app = express();
  app.set('etag', false);
  app.use(httpCompression());
  const adapter = new JsonReplyExpressAdapter(app);
  app.all('/fast/:name', (req, res) => void adapter.reply(res, bodies[req.params.name], Number(req.query.status ?? 200)));
  app.all('/express/:name', (req, res) => void res.status(Number(req.query.status ?? 200)).json(bodies[req.params.name]));

  const headersOf = (res: request.Response) => ({
    status: res.status,
    type: res.headers['content-type'],
    length: res.headers['content-length'],
    encoding: res.headers['content-encoding'],
    vary: res.headers.vary,
  });

  it.each(Object.keys(bodies))('answers %s with the same status, headers and bytes as res.json', async (name) => {
    const cases: [string, (r: request.Test) => request.Test][] = [
      ['GET', (r) => r],
      ['GET 201', (r) => r.query({ status: 201 })],
      ['GET br', (r) => r.set('Accept-Encoding', 'br')],
      ['GET If-None-Match *', (r) => r.set('If-None-Match', '*')],
      ['POST', (r) => r],
    ];
    for (const [label, shape] of cases) {
      const method = label.startsWith('POST') ? 'post' : 'get';
      const fast = await shape(request(app)[method](`/fast/${name}`)).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const slow = await shape(request(app)[method](`/express/${name}`)).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect({ label, ...headersOf(fast) }).toEqual({ label, ...headersOf(slow) });
      expect((fast.body as Buffer).equals(slow.body as Buffer)).toBe(true);
    }
    const headFast = await request(app).head(`/fast/${name}`);
    const headSlow = await request(app).head(`/express/${name}`);
    expect(headersOf(headFast)).toEqual(headersOf(headSlow));
  });
});
