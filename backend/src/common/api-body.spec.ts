import type { AddressInfo } from 'node:net';
import express from 'express';
import { apiBodyParsers } from '../app.factory';

// The API's body step (app.factory.ts): a request without a body is read to its end at once; one with a
// body is parsed as before.
describe('apiBodyParsers', () => {
  const seen: { ended?: boolean; body?: unknown }[] = [];
  let server: ReturnType<express.Express['listen']>;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(apiBodyParsers('1mb'));
    app.all('/x', (req, res) => {
      setImmediate(() => {
        seen.push({ ended: req.readableEnded, body: req.body });
        res.json({ ok: true });
      });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads a request without a body to its end before the handler answers', async () => {
    seen.length = 0;
    expect((await fetch(`${base}/x`)).status).toBe(200);
    expect(seen).toEqual([{ ended: true, body: undefined }]);
  });

  it('still parses a JSON body', async () => {
    seen.length = 0;
    const res = await fetch(`${base}/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ ended: true, body: { a: 1 } }]);
  });
});
