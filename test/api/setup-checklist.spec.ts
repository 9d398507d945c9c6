// The first-run checklist (issue 20 scope 5, docs/decisions/033): each step's state follows the data
// of a fresh database (no demo), hiding is per user, who sees what, and concurrent writes.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SETUP_STEP_KEYS, type SetupChecklist } from '@studio/domain';
import request from 'supertest';
import { loadConfig } from '../../backend/src/config';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Session } from '../support/http';

/** The test config's connector settings without any key: a production start with neither CONNECTOR_KEYS nor a key file. */
const NO_KEYS = { ...loadConfig({ NODE_ENV: 'test' }, { databaseUrl: 'postgres://unused/none' }).connectors, keys: [] };

/** A DATA_DIR whose connector-keys is a folder: no key file can be read or generated there. */
function noKeyDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-setup-'));
  mkdirSync(path.join(dir, 'connector-keys'));
  return dir;
}

type Step = SetupChecklist['steps'][number];

async function read(t: TestApp, s: Session): Promise<SetupChecklist> {
  const res = await request(t.http).get('/api/setup/checklist').set('Authorization', s.bearer).expect(200);
  return res.body.checklist as SetupChecklist;
}

const doneOf = (c: SetupChecklist) => Object.fromEntries(c.steps.map((s) => [s.key, s.done]));
const step = (c: SetupChecklist, key: Step['key']) => c.steps.find((s) => s.key === key)!;

describe('setup checklist on a fresh database without connector keys', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ connectors: NO_KEYS, dataDir: noKeyDataDir() });
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('starts with every step open, each linked to its screen, and the scoring step markable', async () => {
    const c = await read(t, admin);
    expect(c.dismissed).toBe(false);
    expect(c.steps.map((s) => s.key)).toEqual([...SETUP_STEP_KEYS]);
    expect(c.steps).toEqual([
      { key: 'people', done: false, href: '/admin/administrative/employee', canMark: false },
      { key: 'permission-group', done: false, href: '/admin/config/permission-group', canMark: false },
      { key: 'project', done: false, href: '/project-select/my-project', canMark: false },
      { key: 'scoring', done: false, href: '/admin/config/role/limit', canMark: true },
      { key: 'connector-keys', done: false, href: '/admin/config/connector', canMark: false },
      { key: 'backups', done: false, href: '/admin/config/backup', canMark: false },
    ]);
  });

  it('each step turns done as its data appears, and not before', async () => {
    // An inactive employee is not "people added".
    const gone = await createEmployee(t.http, admin, { lastName: 'Cũ', firstName: 'Người' });
    await request(t.http).patch(`/api/hr/employees/${gone}`).set('Authorization', admin.bearer).send({ isActive: false }).expect(200);
    expect(doneOf(await read(t, admin)).people).toBe(false);

    const hr = await createEmployee(t.http, admin, { lastName: 'Nguyễn', firstName: 'An' });
    expect(doneOf(await read(t, admin))).toEqual({ people: true, 'permission-group': false, project: false, scoring: false, 'connector-keys': false, backups: false });

    // An empty custom group, and the built-in admin in one, are not a group given to someone.
    await grant(t.http, admin, [], ['Admin.Employee.Get'], 'HR empty');
    await grant(t.http, admin, ['admin'], ['Admin.Employee.Get'], 'Admins only');
    expect(doneOf(await read(t, admin))['permission-group']).toBe(false);
    await grant(t.http, admin, [hr], ['Admin.Employee.Get'], 'HR');
    expect(doneOf(await read(t, admin))['permission-group']).toBe(true);

    // A project without members, then with one.
    const created = await request(t.http).post('/api/projects').set('Authorization', admin.bearer).send({ projectName: 'Empty' }).expect(201);
    expect(doneOf(await read(t, admin)).project).toBe(false);
    await request(t.http).patch(`/api/projects/${created.body.project.id}`).set('Authorization', admin.bearer)
      .send({ employees: [{ employee: hr, role: 25 }] }).expect(200);
    expect(doneOf(await read(t, admin)).project).toBe(true);

    // Saving any scoring table reviews the defaults, and records who.
    await request(t.http).put('/api/config/role-penalties').set('Authorization', admin.bearer)
      .send({ rolePenalties: [{ role: 12, penaltyPercentage: 10 }] }).expect(200);
    const c = await read(t, admin);
    expect(step(c, 'scoring')).toEqual({ key: 'scoring', done: true, href: '/admin/config/role/limit', canMark: false });
    expect(await sql(t.databaseUrl, `select step, reviewed_by as "by" from setup_step_review`)).toEqual([{ step: 'scoring', by: 'admin' }]);
    expect(doneOf(c)['connector-keys']).toBe(false);
  });

  it('a refused scoring save reviews nothing', async () => {
    await sql(t.databaseUrl, `delete from setup_step_review`);
    const res = await request(t.http).put('/api/config/role-score-limits').set('Authorization', admin.bearer).send({ scoreLimits: [{ roleId: 1, limit: 5 }] });
    expectError(res, 400, 'config.role-invalid');
    expect(step(await read(t, admin), 'scoring').done).toBe(false);
  });
});

describe('setup checklist: marks, hiding, who sees it', () => {
  let t: TestApp;
  let admin: Session;
  let plain: Session;
  let hr: Session;
  let pm: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
    const [plainId, hrId, pmId] = [
      await createEmployee(t.http, admin, { lastName: 'Lê', firstName: 'Thường' }),
      await createEmployee(t.http, admin, { lastName: 'Phạm', firstName: 'Nhân' }),
      await createEmployee(t.http, admin, { lastName: 'Võ', firstName: 'Quản' }),
    ];
    // HR may add people but open no config screen; the PM may create projects (and mark nothing).
    await grant(t.http, admin, [hrId], ['Admin.Employee.Create', 'Admin.Employee.Get'], 'HR');
    await grant(t.http, admin, [pmId], ['Project.Create'], 'Makers');
    [plain, hr, pm] = await Promise.all([login(t.http, plainId, 'password-123'), login(t.http, hrId, 'password-123'), login(t.http, pmId, 'password-123')]);
  });
  afterAll(async () => { await t?.close(); });

  it('connector keys present in the config: that step is done from the start', async () => {
    expect(step(await read(t, admin), 'connector-keys').done).toBe(true);
  });

  it('a plain employee gets no steps, and may neither hide, reopen nor mark', async () => {
    expect(await read(t, plain)).toEqual({ steps: [], dismissed: false });
    for (const path of ['/api/setup/checklist/dismiss', '/api/setup/checklist/reopen', '/api/setup/checklist/scoring/review']) {
      expectError(await request(t.http).post(path).set('Authorization', plain.bearer), 403, 'common.no-permission');
    }
    expect(await sql(t.databaseUrl, `select * from setup_checklist_dismissal`)).toEqual([]);
    expect(await sql(t.databaseUrl, `select * from setup_step_review`)).toEqual([]);
    expectError(await request(t.http).get('/api/setup/checklist'), 401, 'common.unauthorized');
  });

  it('a holder of one act permission sees every step, linked only where they may open the screen', async () => {
    const c = await read(t, hr);
    expect(c.steps.map((s) => [s.key, s.href, s.canMark])).toEqual([
      ['people', '/admin/administrative/employee', false],
      ['permission-group', null, false],
      ['project', '/project-select/my-project', false],
      ['scoring', null, false],
      ['connector-keys', null, false],
      ['backups', null, false],
    ]);
    expect(doneOf(c)).toEqual(doneOf(await read(t, admin)));
    expect(step(await read(t, pm), 'people').href).toBeNull();
    expectError(await request(t.http).post('/api/setup/checklist/scoring/review').set('Authorization', hr.bearer), 403, 'common.no-permission');
  });

  it('"Mark as reviewed" makes the scoring step done for everyone and stores who and when', async () => {
    const before = Date.now();
    const res = await request(t.http).post('/api/setup/checklist/scoring/review').set('Authorization', admin.bearer).expect(200);
    expect(step(res.body.checklist, 'scoring')).toMatchObject({ done: true, canMark: false });
    expect(step(await read(t, hr), 'scoring').done).toBe(true);
    const [row] = await sql(t.databaseUrl, `select step, reviewed_by as "by", reviewed_at as "at" from setup_step_review`);
    expect(row).toMatchObject({ step: 'scoring', by: 'admin' });
    expect(new Date(row.at).getTime()).toBeGreaterThanOrEqual(before - 5000);
    // A later save or mark keeps the first review.
    await request(t.http).put('/api/config/role-score-limits').set('Authorization', admin.bearer).send({ scoreLimits: [{ roleId: 12, limit: 300 }] }).expect(200);
    expect(await sql(t.databaseUrl, `select step, reviewed_by as "by" from setup_step_review`)).toEqual([{ step: 'scoring', by: 'admin' }]);
  });

  it('hiding is per user: the one who hid it sees dismissed, others still see it; reopening shows it again', async () => {
    const hidden = await request(t.http).post('/api/setup/checklist/dismiss').set('Authorization', hr.bearer).expect(200);
    expect(hidden.body.checklist.dismissed).toBe(true);
    expect((await read(t, hr)).dismissed).toBe(true);
    expect((await read(t, admin)).dismissed).toBe(false);
    expect((await read(t, pm)).dismissed).toBe(false);
    const reopened = await request(t.http).post('/api/setup/checklist/reopen').set('Authorization', hr.bearer).expect(200);
    expect(reopened.body.checklist.dismissed).toBe(false);
    expect((await read(t, hr)).dismissed).toBe(false);
  });

  it('50 concurrent hides and 50 concurrent marks all answer 200 and leave one row each', async () => {
    await sql(t.databaseUrl, `delete from setup_step_review`);
    const calls = Array.from({ length: 50 }, (_, i) => request(t.http)
      .post(i % 2 ? '/api/setup/checklist/dismiss' : '/api/setup/checklist/scoring/review').set('Authorization', admin.bearer));
    const more = Array.from({ length: 50 }, (_, i) => request(t.http)
      .post(i % 2 ? '/api/setup/checklist/scoring/review' : '/api/setup/checklist/dismiss').set('Authorization', admin.bearer));
    const answers = await Promise.all([...calls, ...more]);
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await sql(t.databaseUrl, `select employee_id as id from setup_checklist_dismissal`)).toEqual([{ id: 'admin' }]);
    expect(await sql(t.databaseUrl, `select step, reviewed_by as "by" from setup_step_review`)).toEqual([{ step: 'scoring', by: 'admin' }]);
    const c = await read(t, admin);
    expect(c.dismissed).toBe(true);
    expect(step(c, 'scoring').done).toBe(true);
  });
});
