import { createHash } from 'crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, type Session } from '../support/http';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const ACCOUNTS = {
  MAX: [{ key: 'SDK key', value: 'max-123' }], Admob: [{ key: 'App ID', value: 'ca-app-pub-1~2' }],
  Facebook: [], GG_console: [{ key: 'Account', value: 'studio@example.com' }], Firebase: [],
};

describe('wiki pages (linked accounts)', () => {
  let t: TestApp;
  let admin: Session;
  let pm: Session;
  let member: Session;
  let outsider: Session;
  let editor: Session;
  let project: number;
  let linkedPath: string;

  const post = (body: object, s: Session = pm) => request(t.http).post('/api/wiki/pages').set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const put = (id: number, body: object, s: Session = pm) => request(t.http).put(`/api/wiki/pages/${id}`).set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const page = (id: number, s: Session = pm) => request(t.http).get(`/api/wiki/pages/${id}`).set('Authorization', s.bearer);
  const pageId = (p: number, path: string, s: Session = pm) =>
    request(t.http).get('/api/wiki/page-id').query({ project: p, path }).set('Authorization', s.bearer);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    const ids: Record<string, string> = {};
    for (const [key, role] of [['pm', 25], ['member', 12], ['outsider', 12], ['editor', 12]] as const) {
      ids[key] = await createEmployee(t.http, admin, { lastName: 'Mai', firstName: `W${key}`, role });
    }
    project = (await request(t.http).post('/api/projects').set('Authorization', admin.bearer).send({ projectName: 'Wiki game', pm: ids.pm }).expect(201)).body.project.id;
    await request(t.http).patch(`/api/projects/${project}`).set('Authorization', admin.bearer)
      .send({ employees: [{ employee: ids.pm, role: 25 }, { employee: ids.member, role: 12 }] }).expect(200);
    await grant(t.http, admin, [ids.editor], [
      { permissionId: 'WikiSystem.Wiki.Get', conditionType: 3, conditionValue: { value: project } },
      { permissionId: 'WikiSystem.Wiki.Edit', conditionType: 3, conditionValue: { value: project } },
    ]);
    [pm, member, outsider, editor] = await Promise.all(['pm', 'member', 'outsider', 'editor'].map((k) => login(t.http, ids[k], 'password-123')));
    linkedPath = `Project/${project}/Development/ThirdPartyAccount`;
  });
  afterAll(async () => { await t?.close(); });

  it('creates the linked-accounts page, finds it by path and reads it with its sha256 content hash', async () => {
    expectError(await pageId(project, linkedPath), 404, 'common.not-found');
    const content = JSON.stringify(ACCOUNTS);
    const created = await post({ project, parentPath: `Project/${project}/Development`, path: linkedPath, content });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const { id } = created.body;
    expect((await pageId(project, linkedPath).expect(200)).body).toEqual({ id });
    expect((await pageId(project, `/${linkedPath}/`).expect(200)).body).toEqual({ id });
    const res = await page(id).expect(200);
    expect(res.body.page).toEqual({
      id, project, path: linkedPath, type: 3, content, contentHash: sha256(content), parentId: null, isEditable: true, permissions: [],
    });
  });

  it('edits with the current hash (200 {page}) and refuses a stale one with 409', async () => {
    const { id } = (await pageId(project, linkedPath).expect(200)).body;
    const { contentHash } = (await page(id).expect(200)).body.page;
    const next = JSON.stringify({ ...ACCOUNTS, Facebook: [{ key: 'App ID', value: '42' }] });
    const res = await put(id, { content: next, project, path: linkedPath, type: 3, oldContentHash: contentHash });
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ id, content: next, contentHash: sha256(next) });
    // The same edit again starts from a hash that is no longer current.
    expectError(await put(id, { content: '{}', project, path: linkedPath, type: 3, oldContentHash: contentHash }), 409, 'wiki.stale-content');
    expect((await page(id).expect(200)).body.page.content).toBe(next);
  });

  it('validates the linked-accounts content on that path (400 wiki.linked-accounts-invalid)', async () => {
    const { id } = (await pageId(project, linkedPath).expect(200)).body;
    const { contentHash } = (await page(id).expect(200)).body.page;
    const bad = [
      'not json', '[]', '""', JSON.stringify({ Tiktok: [] }), JSON.stringify({ MAX: {} }),
      JSON.stringify({ MAX: [{ key: '', value: 'x' }] }), JSON.stringify({ MAX: [{ key: 'a' }] }),
      JSON.stringify({ MAX: [{ key: 'a', value: 'x', extra: 1 }] }), JSON.stringify({ MAX: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] }),
      JSON.stringify({ MAX: [{ key: 'a', value: 5 }] }),
    ];
    for (const content of bad) {
      const res = await put(id, { content, project, path: linkedPath, type: 3, oldContentHash: contentHash });
      expect({ content, status: res.status, code: res.body.code }).toEqual({ content, status: 400, code: 'wiki.linked-accounts-invalid' });
      expect(Array.isArray(res.body.details)).toBe(true);
    }
    expect((await page(id).expect(200)).body.page.contentHash).toBe(contentHash);
    // Other pages take any text.
    expect((await post({ project, parentPath: '', path: `Project/${project}/Notes`, content: 'not json' })).status).toBe(201);
  });

  it('starts an omitted linked-accounts content as the five empty groups; an empty text is refused', async () => {
    const other = (await request(t.http).post('/api/projects').set('Authorization', admin.bearer).send({ projectName: 'Second' }).expect(201)).body.project.id;
    const path = `Project/${other}/Development/ThirdPartyAccount`;
    const { id } = (await post({ project: other, parentPath: '', path }, admin).expect(201)).body;
    expect(JSON.parse((await page(id, admin).expect(200)).body.page.content)).toEqual({ MAX: [], Admob: [], Facebook: [], GG_console: [], Firebase: [] });
    // An explicit empty text is not the JSON of the groups.
    const third = (await request(t.http).post('/api/projects').set('Authorization', admin.bearer).send({ projectName: 'Third' }).expect(201)).body.project.id;
    expectError(await post({ project: third, parentPath: '', path: `Project/${third}/Development/ThirdPartyAccount`, content: '' }, admin),
      400, 'wiki.linked-accounts-invalid', 'Invalid linked accounts data');
  });

  it('refuses a blank path, a taken path and a path of another project', async () => {
    expectError(await post({ project, parentPath: '', path: ' / ' }), 400, 'wiki.path-required', 'Path is required');
    expectError(await post({ project, parentPath: '', path: linkedPath, content: JSON.stringify(ACCOUNTS) }), 409, 'wiki.path-exists');
    expectError(await post({ project, parentPath: '', path: `Project/${project + 1000}/Development/ThirdPartyAccount`, content: 'x' }),
      400, 'wiki.path-project-mismatch');
    expectError(await post({ project: 999999, parentPath: '', path: 'Project/999999/A' }, admin), 404, 'common.not-found');
  });

  it('checks the parent content hash when a page is created from a parent', async () => {
    const parent = `Project/${project}/Design`;
    const { id } = (await post({ project, parentPath: '', path: parent, content: 'v1' }).expect(201)).body;
    expectError(await post({ project, parentPath: parent, path: `${parent}/Stale`, parentContentHash: sha256('v0') }), 409, 'wiki.stale-content');
    const child = (await post({ project, parentPath: parent, path: `${parent}/Levels`, parentContentHash: sha256('v1'), content: '' }).expect(201)).body.id;
    expect((await page(child).expect(200)).body.page).toMatchObject({ parentId: id, type: 2, content: '', contentHash: sha256('') });
  });

  it('keeps pages of the global project 0 and any text as it was sent', async () => {
    const content = `Why? It's "quoted", \\ back-slashed, ?? and $1 — tiếng Việt`;
    const { id } = (await post({ project: 0, parentPath: '', path: 'Handbook', content }, admin).expect(201)).body;
    const got = (await page(id, admin).expect(200)).body.page;
    expect(got).toMatchObject({ project: 0, path: 'Handbook', content, contentHash: sha256(content), type: 2 });
    const next = `${content}!`;
    expect((await put(id, { content: next, project: 0, path: 'Handbook', oldContentHash: got.contentHash }, admin).expect(200)).body.page)
      .toMatchObject({ content: next, contentHash: sha256(next), type: 2 });
    expectError(await page(id, pm), 404, 'common.not-found');
  });

  describe('permissions', () => {
    it('a member without Project.Edit reads (isEditable false) but may not write: 403', async () => {
      const { id } = (await pageId(project, linkedPath, member).expect(200)).body;
      const got = (await page(id, member).expect(200)).body.page;
      expect(got.isEditable).toBe(false);
      expectError(await put(id, { content: '{}', project, path: linkedPath, oldContentHash: got.contentHash }, member), 403, 'common.no-permission');
      expectError(await post({ project, parentPath: '', path: `Project/${project}/Mine` }, member), 403, 'common.no-permission');
    });

    it('someone who may not read the project gets 404 everywhere', async () => {
      const { id } = (await pageId(project, linkedPath).expect(200)).body;
      expectError(await pageId(project, linkedPath, outsider), 404, 'common.not-found');
      expectError(await page(id, outsider), 404, 'common.not-found');
      expectError(await put(id, { content: '{}', project, path: linkedPath, oldContentHash: 'x' }, outsider), 404, 'common.not-found');
      expectError(await post({ project, parentPath: '', path: `Project/${project}/Theirs` }, outsider), 404, 'common.not-found');
      expectError(await request(t.http).get(`/api/wiki/pages/${id}`), 401, 'common.unauthorized');
    });

    it('WikiSystem.Wiki.Get / .Edit on the project are enough without membership', async () => {
      const { id } = (await pageId(project, linkedPath, editor).expect(200)).body;
      const got = (await page(id, editor).expect(200)).body.page;
      expect(got.isEditable).toBe(true);
      const content = JSON.stringify({ MAX: [{ key: 'SDK key', value: 'rotated' }] });
      await put(id, { content, project, path: linkedPath, type: 3, oldContentHash: got.contentHash }, editor).expect(200);
      expectError(await post({ project, parentPath: '', path: `Project/${project}/ByEditor` }, editor), 403, 'common.no-permission');
    });
  });
});
