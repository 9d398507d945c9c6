import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { httpCompression } from './compression';
import { keepChain, keepJson, PartsAnswer, sendAnswer } from './kept-json';

const big = JSON.stringify({ rows: Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `Nguyễn ${i}`, score: i / 7 })) });

describe('kept JSON', () => {
  it('a megabytes answer compressed in parts is one gzip of the same bytes', async () => {
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const kept = await keepJson(big);
    expect(kept.raw.toString()).toBe(big);
    expect(gunzipSync(kept.gzip).toString()).toBe(big);
  });

  it('parts laid side by side are one gzip of their bytes; a part is compressed again only when it or the one before it changed', async () => {
    const parts = ['{"list":[', '', ...Array.from({ length: 300 }, (_, i) => `${i ? ',' : ''}{"n":${i},"s":"ở ${i}"}`), ']}'].map((x) => Buffer.from(x));
    const first = await keepChain(parts, new Map());
    expect(first.kept.raw.toString()).toBe(Buffer.concat(parts).toString());
    expect(JSON.parse(gunzipSync(first.kept.gzip).toString())).toEqual(JSON.parse(Buffer.concat(parts).toString()));
    // Part 100 replaced, part 200 dropped: their successors are compressed again with their new dictionaries.
    const changed = [...parts];
    changed[100] = Buffer.from(',{"n":"new"}');
    changed.splice(200, 1);
    const second = await keepChain(changed, first.links);
    expect(JSON.parse(gunzipSync(second.kept.gzip).toString())).toEqual(JSON.parse(Buffer.concat(changed).toString()));
    const redone = changed.filter((part) => second.links.get(part) !== first.links.get(part)).map((part) => changed.indexOf(part));
    expect(redone).toEqual([100, 101, 200]);
  });

  describe('an answer made in parts', () => {
    /** A source whose parts are released one at a time by `next()`, and which fails when `fail()` is called. */
    const gated = (parts: string[]) => {
      const gates: { resolve: () => void; reject: (e: Error) => void }[] = [];
      const waits = parts.map(() => new Promise<void>((resolve, reject) => gates.push({ resolve, reject })));
      let released = 0;
      async function* source() {
        for (let k = 0; k < parts.length; k++) {
          await waits[k];
          yield Buffer.from(parts[k]);
        }
      }
      return { source: source(), next: () => gates[released++].resolve(), fail: () => gates[released].reject(new Error('read failed')) };
    };
    const served = (answer: () => PartsAnswer, arrived: () => void = () => undefined) => {
      const app = express();
      app.use(httpCompression());
      app.get('/a', (req, res, next) => {
        arrived();
        void sendAnswer(req, res, answer()).catch((error: Error) => next(error));
      });
      app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(503).json({ error: error.message }));
      return app;
    };
    const raw = (r: request.Test) => r.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const parts = ['{"rows":[', '{"n":1,"s":"Nguyễn"}', ',{"n":2}', ']}'];

    it('a caller while it is made gets each part as it comes, as one gzip; a caller after gets the kept whole', async () => {
      const g = gated(parts);
      const answer = new PartsAnswer(g.source);
      let arrivals = 0;
      let bothArrived: () => void = () => undefined;
      const arrivedBoth = new Promise<void>((resolve) => { bothArrived = resolve; });
      const app = served(() => answer, () => { if (++arrivals === 2) bothArrived(); });
      const server = app.listen(0);
      const { port } = server.address() as AddressInfo;
      // The wire's bytes as they are, not inflated by a client: the member's header, the parts' deflates and the trailer (CRC-32, size).
      const first = new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get({ port, path: '/a', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      const identity = request(app).get('/a').set('Accept-Encoding', 'identity').then((r) => r);
      // The parts are released one by one once both requests wait on them.
      await arrivedBoth;
      for (let k = 0; k < parts.length; k++) {
        await new Promise((r) => setTimeout(r, 20));
        expect(answer.kept).toBeUndefined();
        g.next();
      }
      const [zipped, plain] = await Promise.all([first, identity]);
      server.close();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-length']).toBeUndefined();
      expect(zipped.headers['transfer-encoding']).toBe('chunked');
      expect(gunzipSync(zipped.body).toString()).toBe(parts.join(''));
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(parts.join(''));
      const kept = await answer.whole;
      expect(kept.raw.toString()).toBe(parts.join(''));
      expect(gunzipSync(kept.gzip).toString()).toBe(parts.join(''));
      const late = await raw(request(app).get('/a').set('Accept-Encoding', 'gzip'));
      expect(late.headers['content-length']).toBe(String(kept.gzip.length));
      expect((late.body as Buffer).toString()).toBe(parts.join(''));
    });

    it('a failure before the first part is an error answer; after it, the connection is cut', async () => {
      const before = gated(parts);
      const failsFirst = new PartsAnswer(before.source);
      before.fail();
      const res = await request(served(() => failsFirst)).get('/a').expect(503);
      expect(res.body).toEqual({ error: 'read failed' });
      await expect(failsFirst.whole).rejects.toThrow('read failed');

      const after = gated(parts);
      const failsLater = new PartsAnswer(after.source);
      const server = served(() => failsLater).listen(0);
      const { port } = server.address() as AddressInfo;
      // The failure comes once the client has the status and the first part: the connection must be cut.
      const cut = new Promise<string>((resolve) => {
        get({ port, path: '/a', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.once('data', () => after.fail());
          res.on('error', () => resolve('cut'));
          res.on('aborted', () => resolve('cut'));
          res.on('end', () => resolve(res.complete ? 'answered' : 'cut'));
          res.resume();
        }).on('error', () => resolve('cut'));
      });
      after.next();
      expect(await cut).toBe('cut');
      server.close();
      await expect(failsLater.whole).rejects.toThrow('read failed');
    });
  });
});
