import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Row, type Session } from '../support/http';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ALL = ['LevelSystem', ...['Level', 'LevelPack', 'LevelConfig'].flatMap((k) => ['Get', 'Create', 'Edit'].map((a) => `LevelSystem.${k}.${a}`))];

describe('level system', () => {
  let t: TestApp;
  let admin: Session;
  let designer: Session;
  let reader: Session;
  let employee: Session;
  let project: number;
  let other: number;
  let image: string;

  const base = (p: number) => `/api/projects/${p}`;
  const as = (s: Session) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', s.bearer).set('Accept-Language', 'en'),
    post: (path: string, body?: object) => request(t.http).post(path).set('Authorization', s.bearer).set('Accept-Language', 'en').send(body),
    patch: (path: string, body: object) => request(t.http).patch(path).set('Authorization', s.bearer).set('Accept-Language', 'en').send(body),
  });
  const d = () => as(designer);
  const level = (levelId: number, extra: object = {}) =>
    d().post(`${base(project)}/levels`, { levelId, name: `Level ${levelId}`, description: `Stage ${levelId}`, ...extra });
  const pack = (levelPackId: number, levels: number[], extra: object = {}) =>
    d().post(`${base(project)}/level-packs`, { levelPackId, name: `Pack ${levelPackId}`, previewImage: image, levels, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    const mk = (name: string) => request(t.http).post('/api/projects').set('Authorization', admin.bearer).send({ projectName: name }).expect(201);
    project = (await mk('Level game')).body.project.id;
    other = (await mk('Other game')).body.project.id;
    const ids: Record<string, string> = {};
    for (const key of ['designer', 'reader', 'employee']) ids[key] = await createEmployee(t.http, admin, { lastName: 'Lê', firstName: `L${key}`, role: 15 });
    const on = (p: number, names: string[]) => names.map((permissionId) => ({ permissionId, conditionType: 3, conditionValue: { value: p } }));
    await grant(t.http, admin, [ids.designer], [...on(project, ALL), 'Cdn.Upload']);
    await grant(t.http, admin, [ids.reader], on(project, ['LevelSystem', 'LevelSystem.Level.Get', 'LevelSystem.LevelPack.Get', 'LevelSystem.LevelConfig.Get']));
    [designer, reader, employee] = await Promise.all(['designer', 'reader', 'employee'].map((k) => login(t.http, ids[k], 'password-123')));
    const up = await request(t.http).post('/api/files').set('Authorization', designer.bearer).attach('files', PNG, 'level.png').expect(201);
    image = up.body.files[0].url;
  });
  afterAll(async () => { await t?.close(); });

  describe('levels', () => {
    it('creates level 120 at version 1 with Base variant, inactive, and answers it by id', async () => {
      const res = await level(120, { previewImage: image, resource: 'https://drive.example.com/level-120.json', additionalData: { moves: 20 } });
      expect(res.status).toBe(201);
      expect(res.body.level).toEqual({
        id: expect.any(Number), project, levelId: 120, name: 'Level 120', description: 'Stage 120', previewImage: image,
        resource: 'https://drive.example.com/level-120.json', version: 1, variant: 'Base', isActive: false, additionalData: { moves: 20 },
      });
      expect((await d().get(`${base(project)}/levels/${res.body.level.id}`).expect(200)).body).toEqual({ level: res.body.level });
    });

    it('refuses a taken levelId with 409, and lets a new variant join the highest version', async () => {
      expectError(await level(120), 409, 'level.id-taken', 'This ID already exists');
      const hard = await level(120, { variant: 'Hard', name: 'Level 120 hard' });
      expect(hard.status).toBe(201);
      expect(hard.body.level).toMatchObject({ levelId: 120, variant: 'Hard', version: 1 });
      expectError(await level(120, { variant: 'Hard' }), 409, 'level.id-taken');
    });

    it('needs levelId, name and description: Please fill all fields', async () => {
      for (const body of [{ name: 'x', description: 'y' }, { levelId: 7, description: 'y' }, { levelId: 7, name: 'x', description: '  ' }]) {
        expectError(await d().post(`${base(project)}/levels`, body), 400, 'level.fill-all-fields', 'Please fill all fields');
      }
      expectError(await level(0), 400, 'common.validation');
      const abc = await d().post(`${base(project)}/levels`, { levelId: 'abc', name: 'x', description: 'y' });
      expectError(abc, 400, 'common.validation');
      expect(abc.body.details).toEqual([{ field: 'levelId', code: 'forms.error.integer', params: {}, message: expect.any(String) }]);
      expectError(await level(8, { additionalData: [1] }), 400, 'common.validation');
      expectError(await level(8, { previewImage: 'javascript:alert(1)' }), 400, 'common.validation');
      expect((await sql(t.databaseUrl, `select count(*)::int as n from level where level_id in (0, 7, 8)`))[0].n).toBe(0);
    });

    it('new versions lock the id field and take highest + 1; the list shows newest version first, Base first', async () => {
      const list0 = (await d().get(`${base(project)}/levels`).expect(200)).body.levels as Row[];
      const base1 = list0.find((r) => r.levelId === 120 && r.variant === 'Base')!;
      expectError(await d().post(`${base(project)}/levels/${base1.id}/versions`, { levelId: 121, name: 'x', description: 'y' }), 400, 'common.validation');
      expectError(await d().post(`${base(project)}/levels/${base1.id}/versions`, { name: '', description: 'y' }), 400, 'level.fill-all-fields');
      const v2 = await d().post(`${base(project)}/levels/${base1.id}/versions`, { name: 'Level 120 v2', description: 'Harder start' }).expect(201);
      expect(v2.body.level).toMatchObject({ levelId: 120, version: 2, variant: 'Base', isActive: false });
      // A new variant of a level joins its highest version (now 2).
      await level(120, { variant: 'Easy' }).expect(201).expect((r) => expect(r.body.level.version).toBe(2));
      const v3 = await d().post(`${base(project)}/levels/${base1.id}/versions`, { levelId: 120, name: 'Level 120 v3', description: 'Again' }).expect(201);
      expect(v3.body.level.version).toBe(3);
      await level(5).expect(201);
      const list = (await d().get(`${base(project)}/levels`).expect(200)).body.levels as Row[];
      expect(list.map((r) => `${r.levelId}/${r.version}/${r.variant}`)).toEqual(['5/1/Base', '120/3/Base', '120/2/Base', '120/2/Easy', '120/1/Base', '120/1/Hard']);
    });

    it('switches a version active at once and edits it; a blank name or description is refused', async () => {
      const id = (await level(130)).body.level.id;
      const on = await d().patch(`${base(project)}/levels/${id}/active`, { isActive: true }).expect(200);
      expect(on.body.level).toMatchObject({ id, isActive: true });
      expectError(await d().patch(`${base(project)}/levels/${id}/active`, { isActive: 'yes' }), 400, 'common.validation');
      const edited = await d().patch(`${base(project)}/levels/${id}`, { name: 'Renamed', resource: '', additionalData: { stars: 3 } }).expect(200);
      expect(edited.body.level).toMatchObject({ name: 'Renamed', resource: null, additionalData: { stars: 3 }, isActive: true, version: 1 });
      expectError(await d().patch(`${base(project)}/levels/${id}`, { name: ' ' }), 400, 'level.fill-all-fields');
      expectError(await d().patch(`${base(project)}/levels/${id}`, { description: '' }), 400, 'level.fill-all-fields');
      const locked = await d().patch(`${base(project)}/levels/${id}`, { levelId: 999 });
      expectError(locked, 400, 'common.validation');
      expect(locked.body.details).toEqual([expect.objectContaining({ field: 'levelId', code: 'forms.error.unknown-field' })]);
      expect((await d().get(`${base(project)}/levels/${id}`).expect(200)).body.level.name).toBe('Renamed');
    });

    it('takes multipart with the preview image and resource files', async () => {
      const res = await request(t.http).post(`${base(project)}/levels`).set('Authorization', designer.bearer)
        .field('levelId', '140').field('name', 'Level 140').field('description', 'From a form').field('isActive', 'true')
        .field('additionalData', '{"moves":12}')
        .attach('previewImage', PNG, 'preview.png').attach('resource', Buffer.from('{"grid":[]}'), { filename: 'level-140.json', contentType: 'application/json' });
      expect(res.status).toBe(201);
      expect(res.body.level).toMatchObject({ levelId: 140, isActive: true, additionalData: { moves: 12 }, previewImage: expect.stringMatching(/^\/api\/files\//), resource: expect.stringMatching(/^\/api\/files\//) });
      const img = await request(t.http).get(res.body.level.previewImage).set('Authorization', designer.bearer).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      const notImage = await request(t.http).post(`${base(project)}/levels`).set('Authorization', designer.bearer).set('Accept-Language', 'en')
        .field('levelId', '141').field('name', 'x').field('description', 'y').attach('previewImage', Buffer.from('text'), 'x.png');
      expectError(notImage, 400, 'level.preview-not-image');
    });

    it('another project\'s id is 404 in this project', async () => {
      const mine = (await level(150)).body.level.id;
      expectError(await as(admin).get(`${base(other)}/levels/${mine}`), 404, 'common.not-found');
      expectError(await as(admin).patch(`${base(other)}/levels/${mine}/active`, { isActive: true }), 404, 'common.not-found');
      expectError(await as(admin).post(`${base(other)}/levels/${mine}/versions`, { name: 'x', description: 'y' }), 404, 'common.not-found');
      expectError(await as(admin).get(`${base(999999)}/levels`), 404, 'common.not-found');
      expect((await as(admin).get(`${base(other)}/levels`).expect(200)).body).toEqual({ levels: [] });
    });
  });

  describe('level packs and configs', () => {
    it('a pack needs name, preview image and at least one level of this project', async () => {
      expectError(await pack(1, [5], { previewImage: undefined }), 400, 'level.fill-all-fields', 'Please fill all fields');
      expectError(await pack(1, [5], { name: '' }), 400, 'level.fill-all-fields');
      expectError(await pack(1, []), 400, 'level.pack-needs-level', 'Please add at least one level');
      expectError(await pack(1, [5, 777]), 400, 'common.validation');
      expectError(await pack(1, [5, 5]), 400, 'common.validation');
      // Level 5 of another project does not count.
      await as(admin).post(`${base(other)}/levels`, { levelId: 777, name: 'Other', description: 'Other' }).expect(201);
      expectError(await pack(1, [777]), 400, 'common.validation');
    });

    it('creates a pack keeping the level order, versions it and edits it', async () => {
      const created = await pack(1, [130, 5, 120]).expect(201);
      expect(created.body.levelPack).toMatchObject({ levelPackId: 1, version: 1, levels: [130, 5, 120], previewImage: image, isActive: false });
      expectError(await pack(1, [5]), 409, 'level.id-taken');
      const v2 = await d().post(`${base(project)}/level-packs/${created.body.levelPack.id}/versions`, { name: 'Pack 1 v2', previewImage: image, levels: [5, 120, 130] }).expect(201);
      expect(v2.body.levelPack).toMatchObject({ levelPackId: 1, version: 2, levels: [5, 120, 130] });
      expectError(await d().post(`${base(project)}/level-packs/${created.body.levelPack.id}/versions`, { name: 'x', previewImage: image, levels: [] }), 400, 'level.pack-needs-level');
      const id = v2.body.levelPack.id;
      expectError(await d().patch(`${base(project)}/level-packs/${id}`, { name: '  ' }), 400, 'level.name-required', 'Please fill name field');
      expectError(await d().patch(`${base(project)}/level-packs/${id}`, { levels: [] }), 400, 'level.pack-needs-level');
      expectError(await d().patch(`${base(project)}/level-packs/${id}`, { levels: [404] }), 400, 'common.validation');
      const edited = await d().patch(`${base(project)}/level-packs/${id}`, { name: 'Pack one', levels: [120, 5] }).expect(200);
      expect(edited.body.levelPack).toMatchObject({ name: 'Pack one', levels: [120, 5], version: 2 });
      await d().patch(`${base(project)}/level-packs/${id}/active`, { isActive: true }).expect(200).expect((r) => expect(r.body.levelPack.isActive).toBe(true));
      const list = (await d().get(`${base(project)}/level-packs`).expect(200)).body.levelPacks as Row[];
      expect(list.map((r) => [r.levelPackId, r.version])).toEqual([[1, 2], [1, 1]]);
    });

    it('takes a multipart pack with levels[0].. and the image file', async () => {
      const res = await request(t.http).post(`${base(project)}/level-packs`).set('Authorization', designer.bearer)
        .field('levelPackId', '2').field('name', 'Pack 2').field('levels[0]', '120').field('levels[1]', '5').field('levels[2]', '140')
        .attach('previewImage', PNG, 'pack.png');
      expect(res.status).toBe(201);
      expect(res.body.levelPack).toMatchObject({ levelPackId: 2, levels: [120, 5, 140], previewImage: expect.stringMatching(/^\/api\/files\//) });
    });

    it('a config needs at least one pack of this project, in order', async () => {
      const body = { levelConfigId: 1, name: 'Config 1', previewImage: image };
      expectError(await d().post(`${base(project)}/level-configs`, { ...body, levelPacks: [] }), 400, 'level.config-needs-pack', 'Please add at least one level pack');
      expectError(await d().post(`${base(project)}/level-configs`, { ...body, previewImage: '' , levelPacks: [1] }), 400, 'level.fill-all-fields');
      expectError(await d().post(`${base(project)}/level-configs`, { ...body, levelPacks: [1, 9] }), 400, 'common.validation');
      const created = await d().post(`${base(project)}/level-configs`, { ...body, levelPacks: [2, 1] }).expect(201);
      expect(created.body.levelConfig).toMatchObject({ levelConfigId: 1, version: 1, levelPacks: [2, 1] });
      const id = created.body.levelConfig.id;
      expectError(await d().patch(`${base(project)}/level-configs/${id}`, { name: '' }), 400, 'level.name-required');
      expectError(await d().patch(`${base(project)}/level-configs/${id}`, { levelPacks: [] }), 400, 'level.config-needs-pack');
      const v2 = await d().post(`${base(project)}/level-configs/${id}/versions`, { name: 'Config 1 v2', previewImage: image, levelPacks: [1] }).expect(201);
      expect(v2.body.levelConfig).toMatchObject({ levelConfigId: 1, version: 2, levelPacks: [1] });
    });
  });

  describe('permissions', () => {
    it('an employee without LevelSystem.* gets 403 on every call; a reader reads but cannot write', async () => {
      const e = as(employee);
      const r = as(reader);
      const levelRow = (await d().get(`${base(project)}/levels`).expect(200)).body.levels[0];
      for (const path of ['levels', 'level-packs', 'level-configs']) {
        expectError(await e.get(`${base(project)}/${path}`), 403, 'common.no-permission');
        await r.get(`${base(project)}/${path}`).expect(200);
        expectError(await r.post(`${base(project)}/${path}`, {}), 403, 'common.no-permission');
      }
      expectError(await e.get(`${base(project)}/levels/${levelRow.id}`), 403, 'common.no-permission');
      expectError(await e.patch(`${base(project)}/levels/${levelRow.id}/active`, { isActive: true }), 403, 'common.no-permission');
      expectError(await r.patch(`${base(project)}/levels/${levelRow.id}/active`, { isActive: true }), 403, 'common.no-permission');
      expectError(await r.post(`${base(project)}/levels/${levelRow.id}/versions`, { name: 'x', description: 'y' }), 403, 'common.no-permission');
      expectError(await r.patch(`${base(project)}/levels/${levelRow.id}`, { name: 'x' }), 403, 'common.no-permission');
      // The designer's grants are for one project only.
      expectError(await as(designer).get(`${base(other)}/levels`), 403, 'common.no-permission');
      expect((await d().get(`${base(project)}/levels/${levelRow.id}`).expect(200)).body.level.isActive).toBe(levelRow.isActive);
    });
  });

  describe('races', () => {
    it('50 concurrent creates of one levelId: one 201, 49 409, one row', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => level(500)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201)) expectError(r, 409, 'level.id-taken');
      expect((await sql(t.databaseUrl, `select count(*)::int as n from level where project_id = $1 and level_id = 500`, [project]))[0].n).toBe(1);
    });

    it('50 concurrent packs with one id: one 201, the rest 409', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => pack(50, [5])));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201)) expectError(r, 409, 'level.id-taken');
    });

    it('50 concurrent new versions: each 201 or 409, and the versions stored are unique and contiguous', async () => {
      const source = (await level(600)).body.level.id;
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
        d().post(`${base(project)}/levels/${source}/versions`, { name: `v${i}`, description: 'race' })));
      const ok = results.filter((r) => r.status === 201);
      for (const r of results.filter((x) => x.status !== 201)) expectError(r, 409, 'level.version-conflict');
      expect(ok.length).toBeGreaterThanOrEqual(1);
      const versions = (await sql(t.databaseUrl, `select version from level where project_id = $1 and level_id = 600 order by version`, [project])).map((r) => r.version);
      expect(versions).toEqual(Array.from({ length: ok.length + 1 }, (_, i) => i + 1));
      expect(ok.map((r) => r.body.level.version).sort((a, b) => a - b)).toEqual(versions.slice(1));
    });
  });
});
