import { toYmd } from '@studio/domain';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 731;
const Q = 732;

describe('penalties', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let managerQ: Actor;
  let member: Actor;
  let outsider: Actor;
  let m: Api;

  const body = () => ({ employee: member.id, role: 12, score: 5, reason: 'Missed the build deadline' });
  const create = (b: object, as: Api = m, project = P) => as.post(`/api/projects/${project}/penalties`, b);
  const list = async (as: Api = m, project = P) => (await as.get(`/api/projects/${project}/penalties`).expect(200)).body.penalties as Row[];
  const count = async () => (await w.q(`select count(*)::int as n from penalty`))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager P');
    managerQ = await w.employee(25, 'Manager Q');
    member = await w.employee(12, 'Member');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[manager, 25], [member, 12]]);
    await w.project(Q, [[managerQ, 25], [outsider, 12]]);
    m = w.api(manager);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('create and list', () => {
    it('a manager records a penalty; the list shows it with the contract fields', async () => {
      const res = await create({ ...body(), reason: '  Missed the build deadline  ' }).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number) });
      const found = (await list()).find((p) => p.id === res.body.id);
      expect(found).toEqual({
        id: res.body.id, employee: member.id, role: 12, score: 5, altScore: 0, reason: 'Missed the build deadline',
        date: toYmd(new Date(), 'Asia/Ho_Chi_Minh'), project: P,
      });
      expect((await w.q(`select created_by from penalty where id = $1`, [res.body.id]))[0].created_by).toBe(manager.id);
    });

    it('lists newest day first, then newest id; only the project\'s own penalties', async () => {
      const ids = (await w.q<{ id: number }>(
        `insert into penalty (project_id, employee, role, score, reason, date) values
           ($1, $2, 12, 1, 'old', 20250101), ($1, $2, 12, 2, 'newer', 20250301), ($1, $2, 12, 3, 'newer too', 20250301),
           ($3, $4, 12, 9, 'other project', 20250401)
         returning id`, [P, member.id, Q, outsider.id],
      )).map((r) => r.id);
      const reasons = (await list()).map((p) => p.reason).filter((r) => ['old', 'newer', 'newer too', 'other project'].includes(r));
      expect(reasons).toEqual(['newer too', 'newer', 'old']);
      expect((await list(w.api(managerQ), Q)).map((p) => p.id)).toEqual([ids[3]]);
    });

    const missing: [string, (b: Row) => object][] = [
      ['employee missing', ({ employee: _e, ...b }) => b],
      ['employee blank', (b) => ({ ...b, employee: '   ' })],
      ['role missing', ({ role: _r, ...b }) => b],
      ['role null', (b) => ({ ...b, role: null })],
      ['score missing', ({ score: _s, ...b }) => b],
      ['score 0', (b) => ({ ...b, score: 0 })],
      ['reason missing', ({ reason: _r, ...b }) => b],
      ['reason blank', (b) => ({ ...b, reason: ' \n ' })],
      ['everything missing', () => ({})],
    ];
    it.each(missing)("%s -> 400 'Please fill in all fields'", async (_t, make) => {
      const before = await count();
      expectError(await create(make(body())), 400, 'penalty.fill-all-fields', 'Please fill in all fields');
      expect(await count()).toBe(before);
    });

    it('a negative score -> 400', async () => {
      expectError(await create({ ...body(), score: -2 }), 400, 'common.validation');
    });

    it('the employee must be a member of the project', async () => {
      expectError(await create({ ...body(), employee: outsider.id }), 400, 'task.employee-not-member');
    });
  });

  describe('permissions', () => {
    let penaltyP: number;
    let penaltyQ: number;
    beforeAll(async () => {
      penaltyP = (await create(body()).expect(201)).body.id;
      penaltyQ = (await create({ ...body(), employee: outsider.id }, w.api(managerQ), Q).expect(201)).body.id;
    });

    it('a member reads the penalties of their project (Penalty.Get) but may not create or delete', async () => {
      const a = w.api(member);
      expect((await list(a)).some((p) => p.id === penaltyP)).toBe(true);
      expectError(await create(body(), a), 403, 'common.no-permission', 'You do not have permission');
      expectError(await a.del(`/api/penalties/${penaltyP}`), 403, 'common.no-permission');
    });

    it('a non-member: 403 on the list and on create, 404 on delete', async () => {
      const o = w.api(outsider);
      expectError(await o.get(`/api/projects/${P}/penalties`), 403, 'common.no-permission');
      expectError(await create(body(), o), 403, 'common.no-permission');
      expectError(await o.del(`/api/penalties/${penaltyP}`), 404, 'common.not-found');
    });

    it("another project's manager cannot delete it (404) and it stays", async () => {
      expectError(await w.api(managerQ).del(`/api/penalties/${penaltyP}`), 404, 'common.not-found');
      expectError(await m.del(`/api/penalties/${penaltyQ}`), 404, 'common.not-found');
      expect(await w.q(`select id from penalty where id in ($1, $2)`, [penaltyP, penaltyQ])).toHaveLength(2);
    });

    it('a custom group with Penalty.Get/Create/Delete on P works there and only there', async () => {
      const clerk = await w.employee(19, 'Clerk');
      const onP = (permissionId: string) => ({ permissionId, conditionType: 3, conditionValue: { value: P } });
      await grant(t.http, w.admin.s, [clerk.id], [onP('Penalty.Get'), onP('Penalty.Create'), onP('Penalty.Delete')]);
      const c = w.api(clerk);
      const id = (await create(body(), c).expect(201)).body.id;
      expect((await list(c)).some((p) => p.id === id)).toBe(true);
      await c.del(`/api/penalties/${id}`).expect(204);
      expectError(await c.get(`/api/projects/${Q}/penalties`), 403, 'common.no-permission');
      expectError(await create({ ...body(), employee: outsider.id }, c, Q), 403, 'common.no-permission');
      expectError(await c.del(`/api/penalties/${penaltyQ}`), 404, 'common.not-found');
    });

    it('Penalty.Get without Penalty.Delete -> 403 on delete', async () => {
      const reader = await w.employee(19, 'Reader');
      await grant(t.http, w.admin.s, [reader.id], [{ permissionId: 'Penalty.Get', conditionType: 3, conditionValue: { value: P } }]);
      expectError(await w.api(reader).del(`/api/penalties/${penaltyP}`), 403, 'common.no-permission');
    });

    it('the manager deletes it: 204, gone from the list; again or unknown -> 404', async () => {
      await m.del(`/api/penalties/${penaltyP}`).expect(204);
      expect((await list()).some((p) => p.id === penaltyP)).toBe(false);
      expectError(await m.del(`/api/penalties/${penaltyP}`), 404, 'common.not-found');
      expectError(await m.del('/api/penalties/987654'), 404, 'common.not-found');
    });
  });
});
