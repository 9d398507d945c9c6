// Projects, wiki and files on the one Db gateway: every write of a request on one transaction
// (a pool of 1 times out on any query that escapes it), stored bytes removed when that transaction
// fails, and the races the row, share and advisory locks settle.
import { createHash } from 'crypto';
import { existsSync, readdirSync } from 'fs';
import * as path from 'path';
import request from 'supertest';
import type { AppConfig } from '../../backend/src/config';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, loginAdmin, sql, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DATA_DIR = path.join(process.cwd(), '.cache/test-data-projects-layer');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const pool = (poolMax: number, acquireTimeoutMs: number): Partial<AppConfig> => ({
  dataDir: DATA_DIR,
  db: { poolMax, poolMin: poolMax, acquireTimeoutMs, statementTimeoutMs: 10_000, lockTimeoutMs: 5_000, idleInTransactionTimeoutMs: 10_000 },
});

/** The stored file bytes under DATA_DIR/uploads (not the incoming folder). */
function storedBytes(): string[] {
  const root = path.join(DATA_DIR, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((d) => d !== '.incoming').flatMap((d) => readdirSync(path.join(root, d)).map((f) => `${d}/${f}`));
}

describe('projects, wiki and files: one transaction per request', () => {
  let t: TestApp;
  let admin: Session;
  const ids: Record<string, string> = {};

  const createProject = (body: object) =>
    request(t.http).post('/api/projects').set('Authorization', admin.bearer).set('Accept-Language', 'en').send(body);
  const patch = (id: number, body: object) =>
    request(t.http).patch(`/api/projects/${id}`).set('Authorization', admin.bearer).set('Accept-Language', 'en').send(body);

  beforeAll(async () => {
    // One connection with a short acquire timeout: a query outside the request's transaction would wait for it and fail.
    t = await createTestApp(pool(1, 2000));
    admin = await loginAdmin(t.http);
    for (const [key, role] of [['pm', 25], ['dev', 12]] as const) {
      ids[key] = await createEmployee(t.http, admin, { lastName: 'Lý', firstName: `L${key}`, role });
    }
    // A project named 'Boom' cannot be written: the failure comes after the icon was stored.
    await sql(t.databaseUrl, `create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'boom' using errcode = '23514'; end if; return new; end $$`);
    await sql(t.databaseUrl, `create trigger refuse_boom before insert or update on project for each row execute function refuse_boom()`);
  });
  afterAll(async () => { await t?.close(); });

  it('creates and edits a project with an icon, members, role levels and a parent on a pool of 1', async () => {
    const parent = (await createProject({ projectName: 'Layer parent' }).expect(201)).body.project.id;
    const created = await request(t.http).post('/api/projects').set('Authorization', admin.bearer)
      .field('projectName', 'Layer child').field('parent', String(parent)).field('pm', ids.pm).attach('icon', PNG, 'icon.png').expect(201);
    const id = created.body.project.id;
    expect(created.body.project).toMatchObject({ parent, icon: expect.stringMatching(/^\/api\/files\//), employees: [{ id: ids.pm, role: 25 }] });
    const res = await patch(id, {
      name: 'Layer child 2', parent: 0, employees: [{ employee: ids.pm, role: 25 }, { employee: ids.dev, role: 12 }],
      roleLevels: [{ role: 12, roleLevel: 32 }],
    }).expect(200);
    expect(res.body.project).toMatchObject({ name: 'Layer child 2', parent: null, roleLevels: [{ role: 12, roleLevel: 32 }] });
    expect(res.body.project.employees.map((e: { id: string }) => e.id).sort()).toEqual([ids.dev, ids.pm].sort());
  });

  it('removes the stored icon bytes and keeps no row when the project write fails', async () => {
    const before = storedBytes();
    const [{ count }] = await sql(t.databaseUrl, `select count(*)::int as count from stored_file`);
    expectError(await request(t.http).post('/api/projects').set('Authorization', admin.bearer)
      .field('projectName', 'Boom').attach('icon', PNG, 'icon.png'), 400, 'common.validation');
    const id = (await createProject({ projectName: 'Will not boom' }).expect(201)).body.project.id;
    expectError(await request(t.http).patch(`/api/projects/${id}`).set('Authorization', admin.bearer)
      .field('projectName', 'Boom').attach('icon', PNG, 'icon.png'), 400, 'common.validation');
    expect(storedBytes()).toEqual(before);
    expect(await sql(t.databaseUrl, `select count(*)::int as count from stored_file`)).toEqual([{ count }]);
    expect(await sql(t.databaseUrl, `select name, icon from project where id = $1`, [id])).toEqual([{ name: 'Will not boom', icon: null }]);
  });

  it('uploads files and writes wiki pages on a pool of 1', async () => {
    const uploaded = await request(t.http).post('/api/files').set('Authorization', admin.bearer)
      .attach('files', PNG, 'a.png').attach('files', Buffer.from('text'), 'b.txt').expect(201);
    expect(uploaded.body.files).toHaveLength(2);
    const project = (await createProject({ projectName: 'Wiki layer' }).expect(201)).body.project.id;
    const parentPath = `Project/${project}/Docs`;
    await request(t.http).post('/api/wiki/pages').set('Authorization', admin.bearer).send({ project, path: parentPath, content: 'p' }).expect(201);
    const { id } = (await request(t.http).post('/api/wiki/pages').set('Authorization', admin.bearer)
      .send({ project, parentPath, parentContentHash: sha256('p'), path: `${parentPath}/A`, content: 'a' }).expect(201)).body;
    const put = await request(t.http).put(`/api/wiki/pages/${id}`).set('Authorization', admin.bearer)
      .send({ project, path: `${parentPath}/B`, content: 'b', oldContentHash: sha256('a') }).expect(200);
    expect(put.body.page).toMatchObject({ path: `${parentPath}/B`, content: 'b', contentHash: sha256('b') });
  });
});

describe('projects and wiki: races', () => {
  let t: TestApp;
  let admin: Session;

  const createProject = async (projectName: string) =>
    (await request(t.http).post('/api/projects').set('Authorization', admin.bearer).send({ projectName }).expect(201)).body.project.id as number;
  const patch = (id: number, body: object) =>
    request(t.http).patch(`/api/projects/${id}`).set('Authorization', admin.bearer).set('Accept-Language', 'en').send(body);

  beforeAll(async () => {
    t = await createTestApp(pool(4, 5000));
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('two opposite parent moves at once: one wins, the other is a cycle, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createProject(`Race A${round}`);
      const b = await createProject(`Race B${round}`);
      const answers = await Promise.all([patch(a, { parent: b }), patch(b, { parent: a })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expectError(answers.find((r) => r.status === 400)!, 400, 'project.parent-cycle');
      const parents = await sql(t.databaseUrl, `select id, parent from project where id = any($1) and parent is not null`, [[a, b]]);
      expect(parents).toHaveLength(1);
    }
  });

  it('two pages moved to one path at once: one wins, the other answers 409 wiki.path-exists', async () => {
    const project = await createProject('Wiki race');
    const make = async (p: string) =>
      (await request(t.http).post('/api/wiki/pages').set('Authorization', admin.bearer).send({ project, path: p, content: p }).expect(201)).body.id as number;
    for (let round = 0; round < 3; round++) {
      const target = `Project/${project}/Target${round}`;
      const [x, y] = [await make(`Project/${project}/X${round}`), await make(`Project/${project}/Y${round}`)];
      const move = (id: number, from: string) => request(t.http).put(`/api/wiki/pages/${id}`).set('Authorization', admin.bearer)
        .set('Accept-Language', 'en').send({ project, path: target, content: 'moved', oldContentHash: sha256(from) });
      const answers = await Promise.all([move(x, `Project/${project}/X${round}`), move(y, `Project/${project}/Y${round}`)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expectError(answers.find((r) => r.status === 409)!, 409, 'wiki.path-exists');
    }
  });
});
