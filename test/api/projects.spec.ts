import { endpoints } from '@studio/domain';
import request from 'supertest';
import { callApi } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('projects: create, candidates, employee options', () => {
  let t: TestApp;
  let admin: Session;
  const ids: Record<string, string> = {};

  const create = (body: object, s: Session = admin) =>
    request(t.http).post('/api/projects').set('Authorization', s.bearer).set('Accept-Language', 'en').send(body);
  const form = (fields: Record<string, string>, s: Session = admin) => {
    const req = request(t.http).post('/api/projects').set('Authorization', s.bearer).set('Accept-Language', 'en');
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req;
  };
  const projectCount = async () => (await sql(t.databaseUrl, `select count(*)::int as n from project`))[0].n as number;
  const members = async (project: number) =>
    (await sql(t.databaseUrl, `select employee_id as e, role from project_employee where project_id = $1 order by role, employee_id`, [project]))
      .map((r) => `${r.role}:${r.e}`);
  const aclVersion = async () => Number((await sql(t.databaseUrl, `select version from acl_version`))[0].version);
  const holders = () => ({ pm: ids.pm, po: ids.po, ua: ids.ua, cm: ids.cm, rnd: ids.rnd });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    const people: [string, number][] = [['pm', 25], ['po', 18], ['ua', 11], ['cm', 10], ['rnd', 22], ['ceo', 2], ['cto', 3], ['dev', 12], ['gone', 25], ['maker', 12]];
    for (const [key, role] of people) ids[key] = await createEmployee(t.http, admin, { lastName: 'Phạm', firstName: `P${key}`, role });
    await request(t.http).patch(`/api/hr/employees/${ids.gone}`).set('Authorization', admin.bearer).send({ isActive: false }).expect(200);
    await request(t.http).patch(`/api/hr/employees/${ids.dev}`).set('Authorization', admin.bearer).send({ extraRole: [18] }).expect(200);
  });
  afterAll(async () => { await t?.close(); });

  describe('POST /api/projects', () => {
    it('creates the project and its five holders with their project roles, and answers 201 {project}', async () => {
      const before = await aclVersion();
      const res = await create({ projectName: '  Zombie Run ', platform: 1, type: 2, ...holders() });
      expect(res.status).toBe(201);
      expect(res.body.project).toMatchObject({
        id: expect.any(Number), name: 'Zombie Run', platform: 1, projectType: 2, parent: null, child: [], icon: null,
      });
      const id = res.body.project.id;
      expect(await members(id)).toEqual([`10:${ids.cm}`, `11:${ids.ua}`, `18:${ids.po}`, `22:${ids.rnd}`, `25:${ids.pm}`]);
      expect((res.body.project.employees as { id: string; role: number }[]).map((e) => `${e.role}:${e.id}`).sort())
        .toEqual((await members(id)).sort());
      expect(await aclVersion()).toBeGreaterThan(before);
    });

    it('membership takes effect on permissions at once (acl_version bumped)', async () => {
      const pm = await login(t.http, ids.pm, 'password-123');
      await callApi(t.http, pm, endpoints.projects.list).expect(200); // grants now cached
      const id = (await create({ projectName: 'Fresh', platform: 2, pm: ids.pm }).expect(201)).body.project.id;
      await callApi(t.http, pm, endpoints.projects.get, { params: { id } }).expect(200);
      const listed = (await callApi(t.http, pm, endpoints.projects.list).expect(200)).body.projects;
      expect(listed.map((p) => p.id)).toContain(id);
    });

    it('takes the holders optional and an empty platform as Other (null)', async () => {
      const res = await form({ projectName: 'No platform', platform: '', type: '', parent: '', pm: '' }).expect(201);
      expect(res.body.project).toMatchObject({ name: 'No platform', platform: null, projectType: null, parent: null, employees: [] });
    });

    it('refuses a blank name with 400 project.name-required and creates nothing', async () => {
      const before = await projectCount();
      for (const projectName of [undefined, '', '   ']) {
        expectError(await create({ projectName, platform: 1, ...holders() }), 400, 'project.name-required', 'Please input project name');
      }
      expectError(await form({ projectName: ' ', platform: '1' }), 400, 'project.name-required');
      expect(await projectCount()).toBe(before);
    });

    it('refuses an unknown or inactive employee and an unknown parent with 400', async () => {
      const before = await projectCount();
      expectError(await create({ projectName: 'X', pm: 'no-such-person' }), 400, 'project.employee-not-found');
      expectError(await create({ projectName: 'X', pm: ids.gone }), 400, 'project.employee-not-found');
      expectError(await create({ projectName: 'X', pm: 'admin' }), 400, 'project.employee-not-found');
      expectError(await create({ projectName: 'X', parent: 999999 }), 400, 'project.parent-not-found', 'The parent project does not exist');
      expectError(await create({ projectName: 'X', platform: 3 }), 400, 'common.validation');
      expect(await projectCount()).toBe(before);
    });

    it('takes holders from the candidate rule only: the role itself, an extra role, or management', async () => {
      expectError(await create({ projectName: 'X', pm: ids.dev }), 400, 'project.not-candidate');
      expectError(await create({ projectName: 'X', ua: ids.pm }), 400, 'project.not-candidate');
      // ceo and cto may hold any of the five; dev holds project_owner as an extra role.
      const res = await create({ projectName: 'Managed', pm: ids.ceo, po: ids.dev, ua: ids.ceo, cm: ids.cto, rnd: ids.cto }).expect(201);
      expect(await members(res.body.project.id)).toEqual([`10:${ids.cto}`, `11:${ids.ceo}`, `18:${ids.dev}`, `22:${ids.cto}`, `25:${ids.ceo}`]);
    });

    it('needs Project.Create on the root project', async () => {
      const maker = await login(t.http, ids.maker, 'password-123');
      expectError(await create({ projectName: 'Mine' }, maker), 403, 'common.no-permission');
      expectError(await request(t.http).post('/api/projects').send({ projectName: 'Anon' }), 401, 'common.unauthorized');
      await grant(t.http, admin, [ids.maker], ['Project.Create']);
      await create({ projectName: 'Mine' }, maker).expect(201);
    });

    it('accepts a multipart form with an image icon, stored in the file store', async () => {
      const res = await form({ projectName: 'With icon', platform: '2', pm: ids.pm }).attach('icon', PNG, 'icon.png').expect(201);
      expect(res.body.project).toMatchObject({ name: 'With icon', platform: 2, icon: expect.stringMatching(/^\/api\/files\/[A-Za-z0-9_-]{22}$/) });
      expect(await members(res.body.project.id)).toEqual([`25:${ids.pm}`]);
      const icon = await request(t.http).get(res.body.project.icon).set('Authorization', admin.bearer).expect(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['content-disposition']).toMatch(/^inline/);
      expect(Buffer.compare(icon.body, PNG)).toBe(0);
    });

    it('refuses a non-image icon (400) and an icon over 2 MB (413), creating nothing', async () => {
      const before = await projectCount();
      const files = Number((await sql(t.databaseUrl, `select count(*)::int as n from stored_file`))[0].n);
      expectError(await form({ projectName: 'Bad icon' }).attach('icon', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'x.png', contentType: 'image/png' }),
        400, 'project.icon-not-image');
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
      expectError(await form({ projectName: 'Big icon' }).attach('icon', big, 'big.png'), 413, 'project.icon-too-large', 'The icon must not be larger than 2 MB');
      expectError(await form({ projectName: 'Two' }).attach('other', PNG, 'a.png'), 400, 'common.validation');
      expect(await projectCount()).toBe(before);
      expect(Number((await sql(t.databaseUrl, `select count(*)::int as n from stored_file`))[0].n)).toBe(files);
    });

    it('creates a child project under a parent; parent 0 means none', async () => {
      const parent = (await create({ projectName: 'Parent game', platform: 1 }).expect(201)).body.project.id;
      const child = await create({ projectName: 'Parent game iOS', platform: 2, parent, pm: ids.pm }).expect(201);
      expect(child.body.project).toMatchObject({ parent, name: 'Parent game iOS' });
      const got = await callApi(t.http, admin, endpoints.projects.get, { params: { id: parent } }).expect(200);
      expect(got.body.project.child).toEqual([child.body.project.id]);
      const viaForm = await form({ projectName: 'Child by form', parent: String(parent) }).expect(201);
      expect(viaForm.body.project.parent).toBe(parent);
      expect((await create({ projectName: 'Top', parent: 0 }).expect(201)).body.project.parent).toBeNull();
    });

    it('puts a child only under a parent the caller may edit; an invisible parent reads as unknown', async () => {
      const parent = (await create({ projectName: 'Guarded parent', pm: ids.pm }).expect(201)).body.project.id;
      await grant(t.http, admin, [ids.pm, ids.dev], ['Project.Create']);
      const [pm, dev] = [await login(t.http, ids.pm, 'password-123'), await login(t.http, ids.dev, 'password-123')];
      expectError(await create({ projectName: 'Sneaky child', parent }, dev), 400, 'project.parent-not-found');
      await request(t.http).patch(`/api/projects/${parent}`).set('Authorization', admin.bearer)
        .send({ employees: [{ employee: ids.pm, role: 25 }, { employee: ids.dev, role: 12 }] }).expect(200);
      expectError(await create({ projectName: 'Sneaky child', parent }, dev), 403, 'common.no-permission');
      const child = (await create({ projectName: 'Real child', parent, pm: ids.pm }, pm).expect(201)).body.project;
      expect(child.parent).toBe(parent);
      // Moving a project under a parent follows the same rule.
      const own = (await create({ projectName: 'Own', pm: ids.pm }).expect(201)).body.project.id;
      const foreign = (await create({ projectName: 'Foreign' }).expect(201)).body.project.id;
      expectError(await callApi(t.http, pm, endpoints.projects.update, { params: { id: own }, body: { parent: foreign } }),
        400, 'project.parent-not-found');
      expect((await callApi(t.http, pm, endpoints.projects.update, { params: { id: own }, body: { parent } }).expect(200)).body.project.parent)
        .toBe(parent);
    });
  });

  describe('GET /api/projects/candidates', () => {
    it('lists active employees of the project role, an extra role or a management role, per key', async () => {
      const someone = await login(t.http, ids.maker, 'password-123');
      const res = await callApi(t.http, someone, endpoints.projects.candidates).expect(200);
      const idsOf = (key: 'pm' | 'po' | 'ua' | 'cm' | 'rnd') => res.body[key].map((c) => c.id).sort();
      expect(Object.keys(res.body).sort()).toEqual(['cm', 'pm', 'po', 'rnd', 'ua']);
      expect(idsOf('pm')).toEqual([ids.pm, ids.ceo, ids.cto].sort());
      expect(idsOf('po')).toEqual([ids.po, ids.ceo, ids.cto, ids.dev].sort());
      expect(idsOf('ua')).toEqual([ids.ua, ids.ceo, ids.cto].sort());
      expect(idsOf('cm')).toEqual([ids.cm, ids.ceo, ids.cto].sort());
      expect(idsOf('rnd')).toEqual([ids.rnd, ids.ceo, ids.cto].sort());
      expect(res.body.pm.find((c) => c.id === ids.pm)).toEqual({ id: ids.pm, name: 'Phạm Ppm', role: 25, icon: null });
      expectError(await request(t.http).get('/api/projects/candidates'), 401, 'common.unauthorized');
    });
  });

  describe('GET /api/employees/options', () => {
    it('lists active non-system employees without admin, with {id, name, role, roleLevel, icon}', async () => {
      const someone = await login(t.http, ids.maker, 'password-123');
      await sql(t.databaseUrl, `insert into employee (id, first_name, last_name, role) values ('sysbot', 'Bot', 'System', 45)`);
      const res = await callApi(t.http, someone, endpoints.employeeOptions.options).expect(200);
      const listed = res.body.employees.map((e) => e.id);
      expect(listed).toEqual(expect.arrayContaining([ids.pm, ids.dev, ids.maker]));
      for (const hidden of ['admin', 'sysbot', ids.gone]) expect(listed).not.toContain(hidden);
      expect(res.body.employees.find((e) => e.id === ids.dev)).toEqual({ id: ids.dev, name: 'Phạm Pdev', role: 12, roleLevel: 30, icon: null });
      expectError(await request(t.http).get('/api/employees/options'), 401, 'common.unauthorized');
    });
  });
});
