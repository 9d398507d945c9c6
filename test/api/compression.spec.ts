// Issue 24 item 1, decision 044: built assets precompressed and chosen by Accept-Encoding; pages and
// API answers above 1 KB compressed on the fly; small answers, downloads of compressed types and the
// socket left alone. Raw HTTP (node:http): fetch and supertest would decompress before we look.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/app';
import { createEmptyDatabase, freePort, startAppProcess, type AppProcess } from '../support/app-process';
import { loginAdmin, type Session } from '../support/http';

const ROOT = path.resolve(__dirname, '../..');

interface Raw { status: number; headers: IncomingHttpHeaders; body: Buffer }

function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (res: Raw): Buffer => {
  const coding = res.headers['content-encoding'];
  return coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
};
const varies = (res: Raw) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('API answers compressed on the fly', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  const get = (p: string, acceptEncoding?: string) =>
    raw(`${t.url}${p}`, { authorization: admin.bearer, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });

  it('a JSON answer above 1 KB: br when taken, else gzip, else as it is; the same JSON each way', async () => {
    const plain = await get('/api/permission-groups/catalogue');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/permission-groups/catalogue', 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding'], varies(br)]).toEqual([200, 'br', true]);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(br).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await get('/api/permission-groups/catalogue', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect((await get('/api/permission-groups/catalogue', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('an answer under 1 KB stays as it is', async () => {
    const me = await get('/api/auth/me', 'gzip, deflate, br');
    expect(me.status).toBe(200);
    expect(me.body.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(me.body.toString())).toMatchObject({ id: 'admin' });
  });

  it('a download of a compressed type (xlsx) is sent as it is', async () => {
    const xlsx = await get('/api/hr/employees/import-template', 'gzip, deflate, br');
    expect(xlsx.status).toBe(200);
    expect(xlsx.body.length).toBeGreaterThan(1024);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the built web app: precompressed assets and compressed pages', () => {
  let app: AppProcess;
  let db: { url: string; drop(): Promise<void> };
  let asset: { url: string; bytes: Buffer; br: Buffer; gz: Buffer };

  beforeAll(async () => {
    // The production builds, as `npm start` and the browser tests use them (built when missing or stale).
    execFileSync(process.execPath, ['--input-type=module', '-e', `(await import('./scripts/build-if-needed.mjs')).ensureBuilt({ web: true })`], {
      cwd: ROOT, stdio: 'inherit',
    });
    const dir = path.join(ROOT, 'build/client/assets');
    const largest = readdirSync(dir).filter((f) => f.endsWith('.js')).sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0];
    const file = path.join(dir, largest);
    asset = { url: `/assets/${largest}`, bytes: readFileSync(file), br: readFileSync(`${file}.br`), gz: readFileSync(`${file}.gz`) };
    db = await createEmptyDatabase('compress');
    app = await startAppProcess(db.url, await freePort(), { SERVE_WEB: 'true' }, { built: true });
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await db?.drop();
  });

  const immutable = (res: Raw) => expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);

  it('a hashed asset: br when taken, with the script type, the variant length and the long cache', async () => {
    const res = await raw(`${app.url}${asset.url}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([res.status, res.headers['content-encoding'], varies(res)]).toEqual([200, 'br', true]);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(asset.br.length));
    immutable(res);
    expect(decoded(res).equals(asset.bytes)).toBe(true);
  });

  it('gzip when only gzip is taken, the file itself otherwise, Vary on each', async () => {
    const gzip = await raw(`${app.url}${asset.url}`, { 'accept-encoding': 'gzip' });
    expect([gzip.status, gzip.headers['content-encoding'], varies(gzip)]).toEqual([200, 'gzip', true]);
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gzip.headers['content-length']).toBe(String(asset.gz.length));
    immutable(gzip);
    expect(decoded(gzip).equals(asset.bytes)).toBe(true);
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await raw(`${app.url}${asset.url}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect([acceptEncoding, plain.status, plain.headers['content-encoding'], varies(plain)]).toEqual([acceptEncoding, 200, undefined, true]);
      expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
      immutable(plain);
      expect(plain.body.equals(asset.bytes)).toBe(true);
    }
  });

  it('HEAD and byte ranges answer for the variant that is sent', async () => {
    const head = await raw(`${app.url}${asset.url}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual([200, 'br', String(asset.br.length), 0]);
    const range = await raw(`${app.url}${asset.url}`, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect([range.status, range.headers['content-encoding'], range.headers['content-range']]).toEqual([206, 'br', `bytes 0-99/${asset.br.length}`]);
    expect(range.body.equals(asset.br.subarray(0, 100))).toBe(true);
    const plainRange = await raw(`${app.url}${asset.url}`, { range: 'bytes=10-19' });
    expect([plainRange.status, plainRange.headers['content-encoding']]).toEqual([206, undefined]);
    expect(plainRange.body.equals(asset.bytes.subarray(10, 20))).toBe(true);
  });

  it('an asset carries nosniff and its resource policy, not the page policies a document needs', async () => {
    const res = await raw(`${app.url}${asset.url}`, { 'accept-encoding': 'br' });
    expect([res.headers['x-content-type-options'], res.headers['cross-origin-resource-policy']]).toEqual(['nosniff', 'same-origin']);
    for (const pageOnly of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(res.headers[pageOnly]).toBeUndefined();
    }
    const page = await raw(`${app.url}/auth/login`, { 'accept-language': 'en' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('a page is compressed as it streams, and is the same page uncompressed', async () => {
    const page = await raw(`${app.url}/auth/login`, { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' });
    expect([page.status, page.headers['content-encoding'], varies(page)]).toEqual([200, 'br', true]);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = decoded(page).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('</html>');
    expect(html).toMatch(/\/assets\/[\w.-]+\.js/);
    const plain = await raw(`${app.url}/auth/login`, { 'accept-language': 'en' });
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.body.toString()).toContain('</html>');
  });
});
