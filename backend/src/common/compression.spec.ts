import express from 'express';
import request from 'supertest';
import { httpCompression, SERVED_FROM_DISK } from './compression';

// The exclusions that no endpoint of today exercises (decision 044), on a bare Express app.
describe('httpCompression', () => {
  const text = 'x'.repeat(4096);
  const app = express();
  app.use(httpCompression());
  app.get('/text', (_req, res) => void res.type('text/plain').send(text));
  app.get('/events', (_req, res) => {
    res.setHeader('Content-Type', 'text/event-stream');
    res.write(`data: ${text}\n\n`);
    res.end();
  });
  app.get('/partial', (_req, res) => void res.status(206).set('Content-Range', `bytes 0-4095/8192`).type('text/plain').send(text));
  app.get('/disk', (_req, res) => {
    res.locals[SERVED_FROM_DISK] = true;
    res.type('text/plain').send(text);
  });
  const get = (path: string) => request(app).get(path).set('Accept-Encoding', 'gzip, br');

  it('compresses a text answer above 1 KB (br first)', async () => {
    expect((await get('/text')).headers['content-encoding']).toBe('br');
  });

  it('leaves server-sent events, partial content and files from disk as they are', async () => {
    for (const path of ['/events', '/partial', '/disk']) {
      const res = await get(path);
      expect(`${path} ${res.headers['content-encoding']}`).toBe(`${path} undefined`);
    }
  });
});
