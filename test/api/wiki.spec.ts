import { createHash } from 'crypto';
import request from 'supertest';
import { endpoints } from '@studio/domain';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, type Row, type Session } from '../support/http';
import { type Actor, Workspace } from '../support/workspace';

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

describe('wiki: page permissions, tree, history and concurrent saves', () => {
  let t: TestApp;
  let w: Workspace;
  let pm: Actor;
  let insider: Actor;
  let outsider: Actor;
  let stranger: Actor;
  let configurer: Actor;
  let group: number;
  const P = 8101;
  const P2 = 8102;

  const as = (who: Actor) => {
    const auth = (r: request.Test) => r.set('Authorization', who.s.bearer).set('Accept-Language', 'en');
    return {
      get: (path: string, query: object = {}) => auth(request(t.http).get(path)).query(query),
      post: (path: string, body: object) => auth(request(t.http).post(path)).send(body),
      put: (path: string, body: object) => auth(request(t.http).put(path)).send(body),
    };
  };
  const read = (who: Actor, id: number) => as(who).get(`/api/wiki/pages/${id}`);
  const save = (who: Actor, page: Row, content: string, oldContentHash = page.contentHash as string) =>
    as(who).put(`/api/wiki/pages/${page.id}`, { content, project: page.project, path: page.path, oldContentHash });
  const setRows = (who: Actor, id: number, mode: 'read' | 'write', permissions: object[]) =>
    as(who).put(`/api/wiki/pages/${id}/permissions`, { mode, permissions });
  const newPage = async (path: string, body: object = {}, project = P) =>
    (await as(w.admin).post('/api/wiki/pages', { project, path, content: `# ${path}`, ...body }).expect(201)).body.id as number;
  const current = async (id: number) => (await read(w.admin, id).expect(200)).body.page as Row;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    pm = await w.employee(25, 'Pm');
    insider = await w.employee(20, 'Insider');
    outsider = await w.employee(12, 'Outsider');
    stranger = await w.employee(12, 'Stranger');
    configurer = await w.employee(12, 'Configurer');
    // Project P: the pm leads it, the outsider is a plain member (reads every page without rows).
    await w.project(P, [[pm, 25], [outsider, 12]]);
    await w.project(P2, [[insider, 12]]);
    group = await grant(t.http, w.admin.s, [insider.id], [{ permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: 99999 } }]);
    await grant(t.http, w.admin.s, [configurer.id], [
      { permissionId: 'WikiSystem.Wiki.Config', conditionType: 3, conditionValue: { value: P } },
    ]);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  const RULES: [string, () => object][] = [
    ['User', () => ({ type: 'User', data: { users: [insider.id] } })],
    ['Project', () => ({ type: 'Project', data: { projects: [P2] } })],
    ['PermissionGroup', () => ({ type: 'PermissionGroup', data: { permissionGroups: [group], projects: [] } })],
    ['Role', () => ({ type: 'Role', data: { roles: [20], projects: [] } })],
  ];

  it.each(RULES)('%s rows: the matching employee reads and writes; outside the rule 404 on read, 403 on write', async (type, rule) => {
    const id = await newPage(`Rules/${type}`);
    await setRows(w.admin, id, 'read', [rule()]).expect(200);
    await setRows(w.admin, id, 'write', [rule()]).expect(200);
    // Read rows replace the project's read: the member of P no longer sees it, anywhere.
    let page = (await read(insider, id).expect(200)).body.page;
    expect(page.isEditable).toBe(true);
    expectError(await read(outsider, id), 404, 'common.not-found');
    expectError(await as(outsider).get('/api/wiki/page-id', { project: P, path: `Rules/${type}` }), 404, 'common.not-found');
    expectError(await save(outsider, page, 'x'), 404, 'common.not-found');
    expectError(await as(outsider).get(`/api/wiki/pages/${id}/history`), 404, 'common.not-found');
    expect((await as(outsider).get('/api/wiki/pages', { project: P }).expect(200)).body.pages.map((p: Row) => p.path)).not.toContain(`Rules/${type}`);
    // Even the project's lead is outside the rule.
    expectError(await read(pm, id), 404, 'common.not-found');
    page = (await save(insider, page, `by insider (${type})`).expect(200)).body.page;

    // Everyone reads, only the rule writes: outside it, 403.
    await setRows(w.admin, id, 'read', [{ type: 'Public', data: null }]).expect(200);
    const seen = (await read(outsider, id).expect(200)).body.page;
    expect(seen.isEditable).toBe(false);
    expectError(await save(outsider, seen, 'not mine'), 403, 'common.no-permission');
    expect((await current(id)).content).toBe(`by insider (${type})`);
    await save(insider, seen, `again (${type})`).expect(200);
  });

  it('Public rows open a page to employees without any right on its project', async () => {
    const id = await newPage('Rules/Public');
    expectError(await read(stranger, id), 404, 'common.not-found');
    await setRows(w.admin, id, 'read', [{ type: 'Public', data: null }]).expect(200);
    const page = (await read(stranger, id).expect(200)).body.page;
    expect(page.isEditable).toBe(false);
    expectError(await save(stranger, page, 'x'), 403, 'common.no-permission');
    await setRows(w.admin, id, 'write', [{ type: 'Public', data: null }]).expect(200);
    await save(stranger, page, 'written by anyone').expect(200);
    expect((await read(stranger, id).expect(200)).body.page).toMatchObject({ content: 'written by anyone', isEditable: true });
  });

  it('Parent rows follow the parent page: outside the parent rule 404 on read, 403 on write', async () => {
    const parent = await newPage('Rules/Parent');
    const child = await newPage('Rules/Parent/Child', { parentPath: 'Rules/Parent' });
    // A page made under another starts with Parent rows.
    expect((await current(child)).permissions).toEqual([{ mode: 'read', type: 'Parent', data: null }, { mode: 'write', type: 'Parent', data: null }]);
    await setRows(w.admin, parent, 'read', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    expectError(await read(outsider, child), 404, 'common.not-found');
    const page = (await read(insider, child).expect(200)).body.page;
    await setRows(w.admin, parent, 'read', [{ type: 'Public', data: null }]).expect(200);
    await setRows(w.admin, parent, 'write', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    expectError(await save(outsider, page, 'x'), 403, 'common.no-permission');
    expectError(await save(pm, page, 'x'), 403, 'common.no-permission');
    await save(insider, page, 'child by insider').expect(200);
    // Without a parent, Parent rows fall back to the project's permissions.
    const orphan = await newPage('Orphan');
    await setRows(w.admin, orphan, 'read', [{ type: 'Parent', data: null }]).expect(200);
    await read(outsider, orphan).expect(200);
    expectError(await read(stranger, orphan), 404, 'common.not-found');
  });

  it('the linked-accounts page that project settings writes obeys its rows', async () => {
    const path = `Project/${P}/Development/ThirdPartyAccount`;
    const id = (await as(pm).post('/api/wiki/pages', { project: P, parentPath: '', path }).expect(201)).body.id;
    await setRows(w.admin, id, 'write', [{ type: 'User', data: { users: [configurer.id] } }]).expect(200);
    const page = (await read(pm, id).expect(200)).body.page;
    expect(page.isEditable).toBe(false);
    expectError(await save(pm, page, JSON.stringify({ MAX: [] })), 403, 'common.no-permission');
    await setRows(w.admin, id, 'read', [{ type: 'User', data: { users: [configurer.id] } }]).expect(200);
    expectError(await as(pm).get('/api/wiki/page-id', { project: P, path }), 404, 'common.not-found');
    expectError(await read(pm, id), 404, 'common.not-found');
  });

  it('page permissions need WikiSystem.Wiki.Config (403), whose holders always read and write', async () => {
    const id = await newPage('Config/Locked');
    await setRows(w.admin, id, 'read', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    await setRows(w.admin, id, 'write', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    const page = (await read(configurer, id).expect(200)).body.page;
    expect(page.isEditable).toBe(true);
    await save(configurer, page, 'configurer').expect(200);
    await setRows(configurer, id, 'read', [{ type: 'Public', data: null }]).expect(200);
    // The pm edits the project but may not configure pages.
    expectError(await setRows(pm, id, 'read', []), 403, 'common.no-permission');
    // Not readable: 404 before anything else.
    await setRows(configurer, id, 'read', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    expectError(await setRows(outsider, id, 'read', []), 404, 'common.not-found');
    expectError(await setRows(w.admin, 999999, 'read', []), 404, 'common.not-found');
  });

  it('each type once per mode (400 wiki.type-used), data checked, the other mode kept', async () => {
    const id = await newPage('Config/Rows');
    expectError(await setRows(w.admin, id, 'read', [{ type: 'Public', data: null }, { type: 'Public', data: null }]), 400, 'wiki.type-used', 'All types are used');
    for (const bad of [{ type: 'Everyone' }, { type: 'User', data: { users: [] } }, { type: 'Role', data: { roles: ['hr'] } },
      { type: 'Project', data: { projects: [1], more: 1 } }, { type: 'Public', data: { users: ['x'] } }]) {
      const res = await setRows(w.admin, id, 'read', [bad]);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'common.validation' });
    }
    expectError(await as(w.admin).put(`/api/wiki/pages/${id}/permissions`, { mode: 'delete', permissions: [] }), 400, 'common.validation');
    const all = [{ type: 'Public', data: null }, { type: 'User', data: { users: ['a', 'a'] } }, { type: 'Project', data: { projects: [P] } },
      { type: 'PermissionGroup', data: { permissionGroups: [group] } }, { type: 'Role', data: { roles: [20], projects: [P] } }, { type: 'Parent', data: null }];
    await setRows(w.admin, id, 'read', all).expect(200);
    await setRows(w.admin, id, 'write', [{ type: 'Role', data: { roles: [25], projects: [] } }]).expect(200);
    const rows = (await current(id)).permissions;
    expect(rows).toHaveLength(7);
    expect(rows.filter((r: Row) => r.mode === 'read').map((r: Row) => r.type)).toEqual(['Public', 'User', 'Project', 'PermissionGroup', 'Role', 'Parent']);
    expect(rows.find((r: Row) => r.type === 'User').data).toEqual({ users: ['a'] });
    expect(rows.find((r: Row) => r.type === 'PermissionGroup').data).toEqual({ permissionGroups: [group], projects: [] });
    await setRows(w.admin, id, 'read', []).expect(200);
    expect((await current(id)).permissions).toEqual([{ mode: 'write', type: 'Role', data: { roles: [25], projects: [] } }]);
  });

  it('lists the readable pages of a project as a tree by path; the global wiki has Home, Help and Policy for everyone', async () => {
    await newPage('Tree', {}, P2);
    await newPage('Tree/A/Deep', {}, P2);
    const hidden = await newPage('Tree/Hidden', {}, P2);
    await setRows(w.admin, hidden, 'read', [{ type: 'User', data: { users: [w.admin.id] } }]).expect(200);
    const { pages } = (await as(insider).get('/api/wiki/pages', { project: P2 }).expect(200)).body;
    expect(pages).toEqual([{ id: expect.any(Number), path: 'Tree', type: 2, children: [{ id: expect.any(Number), path: 'Tree/A/Deep', type: 2, children: [] }] }]);
    expect((await as(stranger).get('/api/wiki/pages', { project: P2 }).expect(200)).body.pages).toEqual([]);
    expectError(await as(insider).get('/api/wiki/pages', { project: -1 }), 400, 'common.validation');

    const { id } = (await as(stranger).get('/api/wiki/global-id').expect(200)).body;
    expect((await read(stranger, id).expect(200)).body.page).toMatchObject({ project: 0, path: 'Home', isEditable: false });
    const global = (await as(stranger).get('/api/wiki/pages', { project: 0 }).expect(200)).body.pages.map((p: Row) => p.path);
    expect(global).toEqual(['Help', 'Home', 'Policy']);
    await as(stranger).get('/api/wiki/page-id', { project: 0, path: 'Policy' }).expect(200);
  });

  it('history: who, when and the hash of every save, newest first, each version readable', async () => {
    const id = await newPage('History');
    let page = await current(id);
    page = (await save(w.admin, page, 'second').expect(200)).body.page;
    await setRows(w.admin, id, 'write', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    await setRows(w.admin, id, 'read', [{ type: 'User', data: { users: [insider.id] } }]).expect(200);
    await save(insider, page, 'third').expect(200);
    const { versions } = (await as(insider).get(`/api/wiki/pages/${id}/history`).expect(200)).body;
    expect(versions).toEqual([
      { contentHash: sha256('third'), editedBy: insider.id, editorName: 'Test Insider', editedAt: expect.any(String) },
      { contentHash: sha256('second'), editedBy: 'admin', editorName: 'Administrator', editedAt: expect.any(String) },
      { contentHash: sha256('# History'), editedBy: 'admin', editorName: 'Administrator', editedAt: expect.any(String) },
    ]);
    expect(Date.parse(versions[0].editedAt)).toBeGreaterThanOrEqual(Date.parse(versions[2].editedAt));
    const oldRes = await as(insider).get(`/api/wiki/pages/${id}/history/${sha256('second')}`).expect(200);
    checkAnswer(endpoints.wiki.version, oldRes);
    const old = oldRes.body.version;
    expect(old).toMatchObject({ content: 'second', contentHash: sha256('second'), editedBy: 'admin' });
    expectError(await as(insider).get(`/api/wiki/pages/${id}/history/${sha256('never')}`), 404, 'common.not-found');
    expectError(await as(insider).get(`/api/wiki/pages/${id}/history/not-a-hash`), 404, 'common.not-found');
    expectError(await as(outsider).get(`/api/wiki/pages/${id}/history/${sha256('second')}`), 404, 'common.not-found');
  });

  it('a stale save is 409 with the current page, so the editor can keep its text or reload', async () => {
    const id = await newPage('Conflict');
    const base = await current(id);
    await save(w.admin, base, 'theirs').expect(200);
    const res = await save(pm, base, 'mine');
    expectError(res, 409, 'wiki.stale-content');
    expect(res.body.details.page).toMatchObject({ id, content: 'theirs', contentHash: sha256('theirs'), isEditable: true });
    // Keep mine: save again from their hash; theirs stays in the history.
    await save(pm, base, 'mine', res.body.details.page.contentHash).expect(200);
    const hashes = (await as(pm).get(`/api/wiki/pages/${id}/history`).expect(200)).body.versions.map((v: Row) => v.contentHash);
    expect(hashes).toEqual([sha256('mine'), sha256('theirs'), sha256('# Conflict')]);
  });

  it('page types: Old view is not a new choice, the account table only on its path (400 wiki.type-not-allowed)', async () => {
    const id = await newPage('Types');
    const page = await current(id);
    expectError(await as(w.admin).put(`/api/wiki/pages/${id}`, { content: 'x', project: P, path: 'Types', type: 1, oldContentHash: page.contentHash }),
      400, 'wiki.type-not-allowed', 'This page type cannot be chosen');
    expectError(await as(w.admin).put(`/api/wiki/pages/${id}`, { content: 'x', project: P, path: 'Types', type: 3, oldContentHash: page.contentHash }),
      400, 'wiki.type-not-allowed');
    const old = await newPage('Types/Old', { type: 1 });
    const oldPage = await current(old);
    expect(oldPage.type).toBe(1);
    await as(w.admin).put(`/api/wiki/pages/${old}`, { content: 'x', project: P, path: 'Types/Old', type: 1, oldContentHash: oldPage.contentHash }).expect(200);
    const moved = (await as(w.admin).put(`/api/wiki/pages/${old}`, { content: '{"blocks":[]}', project: P, path: 'Types/Old', type: 2, oldContentHash: sha256('x') }).expect(200)).body.page;
    expect(moved.type).toBe(2);
    expectError(await as(w.admin).post('/api/wiki/pages', { project: P, path: 'Types/Table', type: 3 }), 400, 'wiki.type-not-allowed');
  });

  it('50 concurrent saves from one base hash: exactly one 200, 49 x 409, no 5xx, the winner stored and in the history', async () => {
    const id = await newPage('Race/One');
    const base = await current(id);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => save(i % 2 ? pm : w.admin, base, `edit ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.status === 200)!.body.page.content;
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ code: 'wiki.stale-content', details: { page: { content: winner } } });
    }
    expect((await current(id)).content).toBe(winner);
    const versions = (await as(w.admin).get(`/api/wiki/pages/${id}/history`).expect(200)).body.versions;
    expect(versions.map((v: Row) => v.contentHash)).toEqual([sha256(winner), base.contentHash]);
  });

  it('25 concurrent editors who keep their text after each conflict: every text is saved once, nothing is lost', async () => {
    const id = await newPage('Race/All');
    const base = await current(id);
    const statuses: number[] = [];
    // Each conflict costs a retry, so n editors make about n²/2 requests.
    const N = 25;
    await Promise.all(Array.from({ length: N }, async (_, i) => {
      let hash = base.contentHash as string;
      for (let attempt = 0; attempt < 200; attempt++) {
        const res = await save(i % 2 ? pm : w.admin, base, `editor ${i}`, hash);
        statuses.push(res.status);
        if (res.status === 200) return;
        expect(res.status).toBe(409);
        hash = res.body.details.page.contentHash;
      }
      throw new Error(`editor ${i} never saved`);
    }));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(N);
    const versions = (await as(w.admin).get(`/api/wiki/pages/${id}/history`).expect(200)).body.versions;
    expect(versions).toHaveLength(N + 1);
    expect(new Set(versions.map((v: Row) => v.contentHash))).toEqual(new Set([base.contentHash, ...Array.from({ length: N }, (_, i) => sha256(`editor ${i}`))]));
  }, 60_000);

  it('50 concurrent permission writes: all 200, and the page ends with one of them', async () => {
    const id = await newPage('Race/Rows');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      setRows(w.admin, id, i % 2 ? 'read' : 'write', [{ type: 'User', data: { users: [`u${i}`] } }])));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const rows = (await current(id)).permissions as Row[];
    expect(rows.map((r) => r.mode).sort()).toEqual(['read', 'write']);
    for (const r of rows) expect(r.data.users[0]).toMatch(/^u\d+$/);
  });
});
