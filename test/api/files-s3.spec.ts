// Uploads in S3 mode: the app stores bytes through the AWS SDK v3 client in a real S3-compatible
// server (s3rver on 127.0.0.1, started here), and every call to the store is bounded.
import { createServer, type Server, type Socket } from 'net';
import type { AddressInfo } from 'net';
import { existsSync, readdirSync, rmSync } from 'fs';
import * as path from 'path';
import request from 'supertest';
import { loadConfig } from '../../backend/src/config';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Row, type Session } from '../support/http';
import { startLocalS3, type LocalS3 } from '../support/s3';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DATA_DIR = path.join(process.cwd(), '.cache/test-data-files-s3');

const binary = (req: request.Test) => req.buffer(true).parse((res, cb) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
});

async function uploaderOf(t: TestApp): Promise<{ admin: Session; uploader: Session; other: Session; reader: Session }> {
  const admin = await loginAdmin(t.http);
  const a = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Uploader' });
  const b = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Other' });
  const c = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Reader' });
  await grant(t.http, admin, [a, b], ['Cdn.Upload']);
  return { admin, uploader: await login(t.http, a, 'password-123'), other: await login(t.http, b, 'password-123'), reader: await login(t.http, c, 'password-123') };
}

describe('files in an S3-compatible store', () => {
  let s3: LocalS3;
  let t: TestApp;
  let uploader: Session;
  let other: Session;
  let reader: Session;

  const upload = (s: Session = uploader) => request(t.http).post('/api/files').set('Authorization', s.bearer).set('Accept-Language', 'en');
  const fetch = (url: string, s: Session = reader) => binary(request(t.http).get(url).set('Authorization', s.bearer));
  const remove = (id: string, s: Session = uploader) => request(t.http).delete(`/api/files/${id}`).set('Authorization', s.bearer).set('Accept-Language', 'en');
  const objectKey = (id: string) => `${s3.config.prefix}${id.slice(0, 2)}/${id}`;
  const rowKeys = async () =>
    (await sql<{ k: string }>(t.databaseUrl, `select storage_key as k from stored_file`)).map((r) => `${s3.config.prefix}${r.k}`).sort();

  beforeAll(async () => {
    rmSync(DATA_DIR, { recursive: true, force: true });
    s3 = await startLocalS3();
    t = await createTestApp({ dataDir: DATA_DIR, s3: s3.config });
    ({ uploader, other, reader } = await uploaderOf(t));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('round trip: upload puts the bytes in the bucket under a server-made key, GET serves them, DELETE removes both', async () => {
    const text = Buffer.from('Xin chào, kho tệp!');
    const res = await upload().attach('files', PNG, 'logo.png').attach('files', text, { filename: '../../Báo cáo.txt', contentType: 'text/plain' }).expect(201);
    const [png, txt] = res.body.files as Row[];
    expect(png).toEqual({ fileId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: 'logo.png', url: `/api/files/${png.fileId}` });
    expect(txt.name).toBe('Báo cáo.txt');

    expect(await s3.bytes(objectKey(png.fileId))).toEqual(PNG);
    expect(await s3.bytes(objectKey(txt.fileId))).toEqual(text);
    // Nothing under the client's name, nothing kept on local disk but the emptied incoming folder.
    expect((await s3.keys()).some((k) => k.includes('logo') || k.includes('cáo'))).toBe(false);
    expect(existsSync(path.join(DATA_DIR, 'uploads', png.fileId.slice(0, 2)))).toBe(false);
    expect(readdirSync(path.join(DATA_DIR, 'uploads', '.incoming'))).toEqual([]);

    const image = await fetch(png.url).expect(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-length': String(PNG.length) });
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.body).toEqual(PNG);
    const download = await fetch(txt.url).expect(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="B_o c_o.txt"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o.txt`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body).toEqual(text);

    await remove(txt.fileId).expect(204);
    expect(await s3.bytes(objectKey(txt.fileId))).toBeUndefined();
    expect(await sql(t.databaseUrl, `select id from stored_file where id = $1`, [txt.fileId])).toEqual([]);
    expectError(await request(t.http).get(txt.url).set('Authorization', reader.bearer), 404, 'common.not-found');
    expectError(await remove(txt.fileId), 404, 'common.not-found');
    // The other file is untouched.
    expect((await fetch(png.url).expect(200)).body).toEqual(PNG);
  });

  it('keeps the bytes of a large file exactly (no checksum framing stored with them)', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024 + 123);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const [file] = (await upload().attach('files', big, { filename: 'level-pack.bin', contentType: 'application/octet-stream' }).expect(201)).body.files as Row[];
    expect((await s3.bytes(objectKey(file.fileId)))?.equals(big)).toBe(true);
    const res = await fetch(file.url).expect(200);
    expect((res.body as Buffer).equals(big)).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="level-pack.bin"/);
  });

  it('applies the limits before anything reaches the bucket: 50 MB (413), 20 files (400), no file (400)', async () => {
    const before = await s3.keys();
    expectError(await upload().attach('files', PNG, 'ok.png').attach('files', Buffer.alloc(50 * 1024 * 1024 + 1), 'huge.bin'), 413, 'file.too-large');
    let many = upload();
    for (let i = 0; i < 21; i++) many = many.attach('files', Buffer.from(String(i)), `f${i}.txt`);
    expectError(await many, 400, 'file.too-many');
    expectError(await upload().field('note', 'x'), 400, 'file.required');
    expect(await s3.keys()).toEqual(before);
    expect(await rowKeys()).toEqual(before);
  });

  it('removes only the uploader\'s own files; reading needs a session; uploading needs Cdn.Upload', async () => {
    const [file] = (await upload().attach('files', Buffer.from('mine'), 'mine.txt').expect(201)).body.files as Row[];
    expectError(await remove(file.fileId, other), 403, 'common.no-permission');
    expectError(await remove(file.fileId, reader), 403, 'common.no-permission');
    expectError(await upload(reader).attach('files', PNG, 'a.png'), 403, 'common.no-permission');
    expectError(await request(t.http).get(file.url), 401, 'common.unauthorized');
    expect(await s3.bytes(objectKey(file.fileId))).toEqual(Buffer.from('mine'));
    await remove(file.fileId).expect(204);
  });

  it('answers 50 concurrent uploads, then 50 concurrent removals, with rows and objects matching', async () => {
    const before = await s3.keys();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      upload(i % 2 ? uploader : other).attach('files', Buffer.from(`file ${i}`), `file-${i}.txt`).attach('files', PNG, `pic-${i}.png`)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = answers.flatMap((r) => (r.body.files as Row[]).map((f) => f.fileId as string));
    expect(new Set(ids).size).toBe(100);
    const keys = await s3.keys();
    expect(keys).toEqual(await rowKeys());
    expect(keys.length).toBe(before.length + 100);
    expect(await s3.bytes(objectKey(answers[7].body.files[0].fileId))).toEqual(Buffer.from('file 7'));

    // 50 removals at once: half of them twice (the second of a pair is 404), never a 5xx.
    const targets = answers.slice(0, 25).flatMap((r, i) => {
      const id = r.body.files[0].fileId as string;
      const owner = i % 2 ? uploader : other;
      return [{ id, owner }, { id, owner }];
    });
    const removals = await Promise.all(targets.map(({ id, owner }) => remove(id, owner)));
    const byId = new Map<string, number[]>();
    removals.forEach((r, i) => byId.set(targets[i].id, [...(byId.get(targets[i].id) ?? []), r.status]));
    for (const statuses of byId.values()) expect(statuses.sort()).toEqual([204, 404]);
    const after = await s3.keys();
    expect(after).toEqual(await rowKeys());
    expect(after.length).toBe(before.length + 75);
  });
});

describe('files when the S3 store does not answer', () => {
  let silent: Server;
  const held: Socket[] = [];
  let t: TestApp;
  let down: TestApp;
  let uploader: Session;

  beforeAll(async () => {
    // Accepts connections and never answers: every wait must end by the app's own bound.
    silent = createServer((socket) => { held.push(socket); socket.on('error', () => undefined); });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const s3 = { bucket: 'b', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: '', timeoutMs: 400 };
    t = await createTestApp({ dataDir: DATA_DIR, s3 });
    ({ uploader } = await uploaderOf(t));
    // A closed port: connection refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    down = await createTestApp({ dataDir: DATA_DIR, s3: { ...s3, endpoint: `http://127.0.0.1:${closedPort}` } });
  });
  afterAll(async () => {
    await t?.close();
    await down?.close();
    for (const s of held) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers 503 file.store-unavailable within its bound, and keeps no row', async () => {
    const started = Date.now();
    const res = await request(t.http).post('/api/files').set('Authorization', uploader.bearer).set('Accept-Language', 'en')
      .attach('files', PNG, 'a.png');
    expectError(res, 503, 'file.store-unavailable', 'The file store is unavailable, please try again in a moment');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await sql(t.databaseUrl, `select id from stored_file`)).toEqual([]);
    expect(readdirSync(path.join(DATA_DIR, 'uploads', '.incoming'))).toEqual([]);

    // A row whose bytes cannot be fetched: the read is bounded too.
    await sql(t.databaseUrl, `insert into stored_file (id, name, content_type, size, storage_key) values ('AAAAAAAAAAAAAAAAAAAAAA', 'x.txt', 'text/plain', 1, 'AA/AAAAAAAAAAAAAAAAAAAAAA')`);
    const read = Date.now();
    expectError(await request(t.http).get('/api/files/AAAAAAAAAAAAAAAAAAAAAA').set('Authorization', uploader.bearer), 503, 'file.store-unavailable');
    expect(Date.now() - read).toBeLessThan(5000);
  });

  it('answers 503 when the store refuses connections', async () => {
    const { uploader: u } = await uploaderOf(down);
    expectError(await request(down.http).post('/api/files').set('Authorization', u.bearer).attach('files', PNG, 'a.png'), 503, 'file.store-unavailable');
    expect(await sql(down.databaseUrl, `select id from stored_file`)).toEqual([]);
  });
});

describe('S3 settings from the environment', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/x' } as const;

  it('keeps files on local disk without S3_BUCKET', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('reads the bucket, endpoint, keys, prefix and timeout', () => {
    expect(loadConfig({
      ...base, S3_BUCKET: 'studio', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's',
      S3_PREFIX: '/portal/', S3_TIMEOUT_MS: '2500',
    }).s3).toEqual({
      bucket: 'studio', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's',
      forcePathStyle: true, prefix: 'portal/', timeoutMs: 2500,
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'studio', S3_REGION: 'ap-southeast-1' }).s3).toMatchObject({
      endpoint: undefined, region: 'ap-southeast-1', forcePathStyle: false, accessKeyId: undefined, timeoutMs: 10000,
    });
  });

  it('refuses half a key pair, a bad endpoint and a bad timeout', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_TIMEOUT_MS: 'soon' })).toThrow(/S3_TIMEOUT_MS/);
  });
});
