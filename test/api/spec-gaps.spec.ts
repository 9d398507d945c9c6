// The spec's remaining gaps (issue 23 item 3), as the server answers them: the fixed score options
// never restrict a score (custom values stay allowed), the score's 0..limit bounds with the spec's
// messages in vi and en, the revenue bonus's project cards by Get and tree nodes by Get or Set.
import { bonusNodeByName, initialDefaultShares } from '@studio/domain';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { content, type Actor, type Api, Workspace } from '../support/workspace';

const P = 2301;
const A = 2302;
const B = 2303;

describe('spec gaps (issue 23 item 3)', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let tester: Actor;
  let creative: Actor;
  let m: Api;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    tester = await w.employee(16, 'Tester');
    creative = await w.employee(6, 'Store Listing');
    await w.project(P, [[manager, 25], [tester, 16], [creative, 6]]);
    m = w.api(manager);
    await w.api(w.admin).put('/api/config/role-score-limits', { scoreLimits: [6, 8, 9, 16].map((roleId) => ({ roleId, limit: 200 })) }).expect(200);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('active-task score options (spec 1 and 2 section 9)', () => {
    it('a Unity Tester task takes each active option and a custom value: the list never restricts the score', async () => {
      const id = await w.task({ projectId: P, role: 16, employee: tester.id, score: 10 });
      for (const score of [50, 100, 200, 37]) {
        expect((await m.patch(`/api/tasks/${id}`, { score }).expect(200)).body).toMatchObject({ score, finalScore: score });
      }
    });

    it.each<[number, number]>([[6, 16], [8, 4], [9, 40], [9, 16], [9, 23]])(
      'a creative task of role %i is created with the score %i (an option or not)',
      async (role, score) => {
        const res = await m.post(`/api/projects/${P}/tasks`, {
          name: `Creative ${role}-${score}`, role, score, employee: creative.id, deadline: 20991231,
          input: content('brief'), output: content('https://drive.example.com/creative'),
        });
        expect(res.status).toBe(201);
        expect((await w.taskRow(res.body.taskId)).score).toBe(score);
      },
    );
  });

  describe('the score input is bounded to 0..limit (spec 2 section 5), with the spec messages', () => {
    it.each<['vi' | 'en', string, string]>([
      ['en', 'Score must be greater than 0', 'Score exceeds the limit'],
      ['vi', 'Điểm phải lớn hơn 0', 'Điểm vượt quá giới hạn'],
    ])('%s: below 0 and above the role limit are refused and change nothing', async (lang, negative, exceeds) => {
      const id = await w.task({ projectId: P, role: 16, employee: tester.id, score: 10 });
      const send = (score: number) => request(t.http).patch(`/api/tasks/${id}`).set('Authorization', manager.s.bearer).set('Accept-Language', lang).send({ score });
      expectError(await send(-1), 400, 'task.score-negative', negative);
      expectError(await send(201), 400, 'task.score-exceeds-limit', exceeds);
      expect((await w.taskRow(id)).score).toBe(10);
      // The bounds themselves are allowed: the limit the screen clamps to is the one the server reads.
      expect((await m.get(`/api/projects/${P}/score-limit`, { role: 16 }).expect(200)).body).toEqual({ scoreLimit: { limit: 200 } });
      await send(200).expect(200);
      expect((await w.taskRow(id)).score).toBe(200);
    });
  });

  describe('revenue bonus (spec 3): project cards by Get, tree nodes by Get or Set, changed only with Set', () => {
    const node = (name: string) => bonusNodeByName('marketing', name)!.id;
    const DEFAULTS = initialDefaultShares();
    let nodeOp: Actor;
    let projOp: Actor;
    const internal = async (who: Actor) => (await w.api(who).get('/api/bonus/internal').expect(200)).body.businessRewardDistributionInternal as Row;
    const save = (who: Actor, body: object) => w.api(who).put('/api/bonus/internal', { businessRewardDistributionInternal: body });

    beforeAll(async () => {
      await w.project(A, [], 'Alpha Arena');
      await w.project(B, [], 'Beta Blast');
      nodeOp = await w.employee(19, 'Node operator');
      projOp = await w.employee(19, 'Project operator');
      const single = (permissionId: string, value: number) => ({ permissionId, conditionType: 3, conditionValue: { value } });
      // The node operator: reads the marketing team's own share, sets UA and monetization (so sees them too).
      await grant(t.http, w.admin.s, [nodeOp.id], [
        'BusinessReward.Config.Internal.Get', 'BusinessReward.Config.Internal.Set',
        single('BusinessReward.Config.Project.Get', node('marketing')),
        single('BusinessReward.Config.Project.Set', node('ua')), single('BusinessReward.Config.Project.Set', node('monetization')),
      ]);
      // The project operator: the internal screen, and Get on project A only (through its membership there).
      await grant(t.http, w.admin.s, [projOp.id], ['BusinessReward.Config.Internal.Get', 'BusinessReward.Config.Internal.Set']);
      const groups = (await w.api(w.admin).get('/api/permission-groups').expect(200)).body.pgs as Row[];
      const group = groups.find((g) => g.name === 'Project_Employee_27')!;
      await w.api(w.admin).put(`/api/permission-groups/${group.id}`, {
        permissionGroupName: group.name,
        permissions: [...group.permissions, { permissionId: 'BusinessReward.Config.Project.Get', conditionType: 1, conditionValue: null }],
      }).expect(200);
      await w.member(A, projOp, 27);
    });

    it('a project card shows with Get on that project; the tree only the nodes held', async () => {
      const byProject = await internal(projOp);
      expect(byProject.projectShare.map((p: Row) => p.project)).toEqual([A]);
      expect(Object.keys(byProject).sort()).toEqual(['projectShare']);

      const byNode = await internal(nodeOp);
      expect(byNode.gplayFund).toBeUndefined();
      expect(byNode.productFund).toBeUndefined();
      expect(byNode.marketingFund).toEqual({ marketing: DEFAULTS[node('marketing')], ua: DEFAULTS[node('ua')], monetization: DEFAULTS[node('monetization')] });
      // A global grant reaches every project's card.
      expect(byNode.projectShare.map((p: Row) => p.project)).toEqual(expect.arrayContaining([A, B]));
      // The admin holds everything.
      const all = await internal(w.admin);
      expect(Object.keys(all.productFund).length).toBeGreaterThan(5);
      expect(all.gplayFund).toBe(DEFAULTS[6]);
    });

    it('a node changes only with its Set, a project share only on a project in view; a refusal writes nothing', async () => {
      const before = await internal(w.admin);
      expectError(await save(nodeOp, { marketingFund: { marketing: 0.5 } }), 403, 'common.no-permission');
      expectError(await save(nodeOp, { productFund: { product: 0.5 } }), 403, 'common.no-permission');
      expectError(await save(projOp, { projectShare: [{ project: B, projectShareValue: 7_000_000 }] }), 403, 'common.no-permission');
      expect(await internal(w.admin)).toEqual(before);

      // Unchanged values may be sent back as they are.
      await save(nodeOp, { marketingFund: { marketing: DEFAULTS[node('marketing')] } }).expect(200);
      const ua = DEFAULTS[node('ua')];
      const mon = DEFAULTS[node('monetization')];
      const res = await save(nodeOp, { marketingFund: { ua: Math.round((ua + 0.05) * 1e5) / 1e5, monetization: Math.round((mon - 0.05) * 1e5) / 1e5 } }).expect(200);
      expect(res.body.businessRewardDistributionInternal.marketingFund.ua).toBeCloseTo(ua + 0.05, 5);
      expect(Object.keys(res.body.businessRewardDistributionInternal).sort()).toEqual(['marketingFund', 'projectShare']);
      await save(projOp, { projectShare: [{ project: A, projectShareValue: 5_000_000 }, { project: B, projectShareValue: 0 }] }).expect(200);
      expect((await internal(w.admin)).projectShare.find((p: Row) => p.project === A).projectShareValue).toBe(5_000_000);
    });
  });

  describe("the yearly report needs a year (spec 1 section 5, key dashboard.employee-yearly-report.warning-year on screen)", () => {
    it('without a year, or with one out of range, the server answers 400 on the field and computes nothing', async () => {
      const admin = w.api(w.admin);
      for (const query of [{}, { year: '' }, { year: 1999 }]) {
        const res = await admin.get('/api/dashboard/employee-yearly-report', query);
        expectError(res, 400, 'common.validation');
        expect(res.body.details.length).toBeGreaterThan(0);
        expect(res.body.details.every((d: Row) => d.field === 'year')).toBe(true);
      }
      expect((await admin.get('/api/dashboard/employee-yearly-report', { year: 2026 }).expect(200)).body.reports).toEqual(expect.any(Array));
    });
  });
});
