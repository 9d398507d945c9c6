import { existsSync, readdirSync, readFileSync, rmSync } from 'fs';
import * as path from 'path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Row, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DATA_DIR = path.join(process.cwd(), '.cache/test-data-files');

describe('files', () => {
  let t: TestApp;
  let admin: Session;
  let uploader: Session;
  let reader: Session;
  let other: Session;

  const upload = (s: Session = uploader) => request(t.http).post('/api/files').set('Authorization', s.bearer).set('Accept-Language', 'en');
  const fetch = (url: string, s: Session = reader) =>
    request(t.http).get(url).set('Authorization', s.bearer).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

  beforeAll(async () => {
    // Each run starts from an empty store: the files on disk are compared with the rows.
    rmSync(DATA_DIR, { recursive: true, force: true });
    t = await createTestApp({ dataDir: DATA_DIR });
    admin = await loginAdmin(t.http);
    const a = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Uploader' });
    const b = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Reader' });
    const c = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Other' });
    await grant(t.http, admin, [a, c], ['Cdn.Upload']);
    uploader = await login(t.http, a, 'password-123');
    reader = await login(t.http, b, 'password-123');
    other = await login(t.http, c, 'password-123');
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

  it('takes uploads again after the incoming folder is removed while the app runs', async () => {
    rmSync(path.join(DATA_DIR, 'uploads', '.incoming'), { recursive: true, force: true });
    const [file] = (await upload().attach('files', Buffer.from('again'), { filename: 'again.txt', contentType: 'text/plain' }).expect(201)).body.files;
    expect((await fetch(file.url as string).expect(200)).body.toString()).toBe('again');
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

  const remove = (id: string, s: Session = uploader) =>
    request(t.http).delete(`/api/files/${id}`).set('Authorization', s.bearer).set('Accept-Language', 'en');
  const onDisk = (id: string) => path.join(DATA_DIR, 'uploads', id.slice(0, 2), id);
  /** Every stored file on disk (not the incoming folder), as ab/<id>. */
  const diskKeys = () => readdirSync(path.join(DATA_DIR, 'uploads'))
    .filter((d) => d !== '.incoming')
    .flatMap((d) => readdirSync(path.join(DATA_DIR, 'uploads', d)).map((f) => `${d}/${f}`))
    .sort();
  const rowKeys = async () => (await sql<{ k: string }>(t.databaseUrl, `select storage_key as k from stored_file`)).map((r) => r.k).sort();

  it('lets the uploader remove their own file (204): row and bytes go, the link answers 404', async () => {
    const [file] = (await upload().attach('files', Buffer.from('bye'), 'bye.txt').expect(201)).body.files as Row[];
    expect(existsSync(onDisk(file.fileId))).toBe(true);
    await remove(file.fileId).expect(204);
    expect(existsSync(onDisk(file.fileId))).toBe(false);
    expect(await sql(t.databaseUrl, `select id from stored_file where id = $1`, [file.fileId])).toEqual([]);
    expectError(await request(t.http).get(file.url).set('Authorization', reader.bearer), 404, 'common.not-found');
    expectError(await remove(file.fileId), 404, 'common.not-found');
    expectError(await remove('..%2F..%2Fetc'), 404, 'common.not-found');
  });

  it('refuses removal to others (403), without Cdn.Upload (403), signed out (401), and of a project icon (409)', async () => {
    const [file] = (await upload().attach('files', PNG, 'icon.png').expect(201)).body.files as Row[];
    expectError(await remove(file.fileId, other), 403, 'common.no-permission');
    expectError(await remove(file.fileId, reader), 403, 'common.no-permission');
    expectError(await request(t.http).delete(`/api/files/${file.fileId}`), 401, 'common.unauthorized');
    const [project] = await sql(t.databaseUrl, `select id, icon from project order by id limit 1`);
    await sql(t.databaseUrl, `update project set icon = $1 where id = $2`, [file.url, project.id]);
    try {
      expectError(await remove(file.fileId), 409, 'file.in-use', 'This file is a project icon and cannot be removed');
    } finally {
      await sql(t.databaseUrl, `update project set icon = $1 where id = $2`, [project.icon, project.id]);
    }
    expect(existsSync(onDisk(file.fileId))).toBe(true);
    await remove(file.fileId).expect(204);
  });

  it('answers 50 concurrent uploads and 50 concurrent removals with no 5xx; rows and files on disk match', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      upload(i % 2 ? uploader : other).attach('files', Buffer.from(`file ${i}`), `file-${i}.txt`).attach('files', PNG, `pic-${i}.png`)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.flatMap((r) => (r.body.files as Row[]).map((f) => f.fileId))).size).toBe(100);
    expect(diskKeys()).toEqual(await rowKeys());
    expect(readFileSync(onDisk(answers[3].body.files[0].fileId)).toString()).toBe('file 3');

    // Each of 25 files removed twice at once: exactly one 204 and one 404 per file.
    const targets = answers.slice(0, 25).flatMap((r, i) => {
      const target = { id: r.body.files[0].fileId as string, owner: i % 2 ? uploader : other };
      return [target, target];
    });
    const removals = await Promise.all(targets.map(({ id, owner }) => remove(id, owner)));
    const byId = new Map<string, number[]>();
    removals.forEach((r, i) => byId.set(targets[i].id, [...(byId.get(targets[i].id) ?? []), r.status]));
    expect([...byId.values()].map((statuses) => statuses.sort())).toEqual(Array(25).fill([204, 404]));
    expect(diskKeys()).toEqual(await rowKeys());
    expect(readdirSync(path.join(DATA_DIR, 'uploads', '.incoming'))).toEqual([]);
  });
});
