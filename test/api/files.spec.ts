import { existsSync, readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DATA_DIR = path.join(process.cwd(), '.cache/test-data-files');

describe('files', () => {
  let t: TestApp;
  let admin: Session;
  let uploader: Session;
  let reader: Session;

  const upload = (s: Session = uploader) => request(t.http).post('/api/files').set('Authorization', s.bearer).set('Accept-Language', 'en');
  const fetch = (url: string, s: Session = reader) =>
    request(t.http).get(url).set('Authorization', s.bearer).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

  beforeAll(async () => {
    t = await createTestApp({ dataDir: DATA_DIR });
    admin = await loginAdmin(t.http);
    const a = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Uploader' });
    const b = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Reader' });
    await grant(t.http, admin, [a], ['Cdn.Upload']);
    uploader = await login(t.http, a, 'password-123');
    reader = await login(t.http, b, 'password-123');
  });
  afterAll(async () => { await t?.close(); });

  it('needs Cdn.Upload to upload and a session to read', async () => {
    expectError(await upload(reader).attach('files', PNG, 'a.png'), 403, 'common.no-permission');
    expectError(await request(t.http).post('/api/files').attach('files', PNG, 'a.png'), 401, 'common.unauthorized');
    expectError(await request(t.http).get('/api/files/AAAAAAAAAAAAAAAAAAAAAA'), 401, 'common.unauthorized');
  });

  it('stores several files under DATA_DIR/uploads with random names and answers {files: [{fileId, name, url}]}', async () => {
    const res = await upload().attach('files', PNG, 'logo.png').attach('files', Buffer.from('hello'), { filename: 'Báo cáo tháng.txt', contentType: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body.files).toEqual([
      { fileId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: 'logo.png', url: expect.stringMatching(/^\/api\/files\//) },
      { fileId: expect.any(String), name: 'Báo cáo tháng.txt', url: expect.any(String) },
    ]);
    const [png, txt] = res.body.files as { fileId: string; url: string }[];
    expect(png.url).toBe(`/api/files/${png.fileId}`);
    expect(png.fileId).not.toBe(txt.fileId);
    const onDisk = path.join(DATA_DIR, 'uploads', png.fileId.slice(0, 2), png.fileId);
    expect(readFileSync(onDisk).equals(PNG)).toBe(true);
    // Nothing is stored under the client's name, and the incoming folder is emptied.
    expect(existsSync(path.join(DATA_DIR, 'uploads', 'logo.png'))).toBe(false);
    expect(readdirSync(path.join(DATA_DIR, 'uploads', '.incoming'))).toEqual([]);
    const rows = await sql(t.databaseUrl, `select name, content_type, size from stored_file where id = $1`, [txt.fileId]);
    expect(rows).toEqual([{ name: 'Báo cáo tháng.txt', content_type: 'text/plain', size: 5 }]);
  });

  it('serves images inline and everything else as an attachment, with nosniff', async () => {
    const res = await upload()
      .attach('files', PNG, 'pic.png')
      .attach('files', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'page.html', contentType: 'text/html' })
      .attach('files', Buffer.from('<html>not an image</html>'), { filename: 'fake.png', contentType: 'image/png' })
      .attach('files', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), { filename: 'x.svg', contentType: 'image/svg+xml' })
      .expect(201);
    const [pic, html, fake, svg] = res.body.files as { url: string }[];

    const image = await fetch(pic.url).expect(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(image.headers['content-disposition']).toBe(`inline; filename="pic.png"; filename*=UTF-8''pic.png`);
    expect((image.body as Buffer).equals(PNG)).toBe(true);

    const page = await fetch(html.url).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-disposition']).toMatch(/^attachment; filename="page.html"/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    // A declared image type is not trusted: the bytes decide.
    const lying = await fetch(fake.url).expect(200);
    expect(lying.headers['content-type']).toBe('application/octet-stream');
    expect(lying.headers['content-disposition']).toMatch(/^attachment/);
    const vector = await fetch(svg.url).expect(200);
    expect(vector.headers['content-type']).toBe('application/octet-stream');
    expect(vector.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('encodes a non-ASCII name for the download', async () => {
    const [file] = (await upload().attach('files', Buffer.from('x'), { filename: 'Hợp đồng.pdf', contentType: 'application/pdf' }).expect(201)).body.files;
    const res = await fetch(file.url).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="H_p __ng.pdf"; filename*=UTF-8''H%E1%BB%A3p%20%C4%91%E1%BB%93ng.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await request(t.http).get('/api/files/AAAAAAAAAAAAAAAAAAAAAA').set('Authorization', reader.bearer), 404, 'common.not-found');
    expectError(await request(t.http).get('/api/files/..%2F..%2Fetc%2Fpasswd').set('Authorization', reader.bearer), 404, 'common.not-found');
  });

  it('refuses an upload without files (400), over 20 files (400) and a file over 50 MB (413)', async () => {
    expectError(await upload().send({}), 400, 'file.required');
    expectError(await upload().field('note', 'no file'), 400, 'file.required');
    let many = upload();
    for (let i = 0; i < 21; i++) many = many.attach('files', Buffer.from(String(i)), `f${i}.txt`);
    expectError(await many, 400, 'file.too-many');
    const before = Number((await sql(t.databaseUrl, `select count(*)::int as n from stored_file`))[0].n);
    expectError(await upload().attach('files', PNG, 'ok.png').attach('files', Buffer.alloc(50 * 1024 * 1024 + 1), 'huge.bin'),
      413, 'file.too-large', 'Each file must not be larger than 50 MB');
    expect(Number((await sql(t.databaseUrl, `select count(*)::int as n from stored_file`))[0].n)).toBe(before);
    expect(readdirSync(path.join(DATA_DIR, 'uploads', '.incoming'))).toEqual([]);
  });
});
