import { checkShares, computeFunds, endpoints, initialDefaultShares, Role } from '@studio/domain';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, sql, type Row } from '../support/http';
import { type Actor, Workspace } from '../support/workspace';

const P = 951;
const P2 = 952;
const OTHER = 953;
const YEAR = 2025;
const DEFAULTS = initialDefaultShares();

describe('bonus (API.md "Bonus")', () => {
  let t: TestApp;
  let w: Workspace;
  let partial: Actor;
  let outsider: Actor;
  let nobody: Actor;
  let uaA: Actor;
  let uaB: Actor;
  let cmo: Actor;

  const call = (who: Actor, method: 'get' | 'put' | 'post', path: string, body?: object) => {
    const r = request(t.http)[method](path).set('Authorization', who.s.bearer).set('Accept-Language', 'en');
    return body ? r.send(body) : r;
  };
  const config = (who: Actor = w.admin, project = P) => call(who, 'get', `/api/projects/${project}/bonus-config`);
  const save = (body: object, who: Actor = w.admin, project = P) => call(who, 'put', `/api/projects/${project}/bonus-config`, body);
  const stored = async (project = P) => (await sql(t.databaseUrl, `select project_fund as "projectFund", shares from project_bonus_config where project_id = $1`, [project]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    partial = await w.employee(Role.Ua, 'Partial');
    outsider = await w.employee(Role.Ua, 'Outsider');
    nobody = await w.employee(Role.UnityDev, 'Nobody');
    uaA = await w.employee(Role.Ua, 'Ua A');
    uaB = await w.employee(Role.Ua, 'Ua B');
    cmo = await w.employee(Role.Cmo, 'Cmo');
    await w.project(P, [[uaA, Role.Ua], [uaB, Role.Ua], [partial, Role.Ua]]);
    await w.project(P2, [[uaA, Role.Ua]]);
    await w.project(OTHER, []);
    // Partial: sees the marketing team node and its groups, sets only the UA node (44); Project.Get on P only.
    await grant(t.http, w.admin.s, [partial.id], [
      { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: P } },
      { permissionId: 'BusinessReward.Config.Project.Get', conditionType: 2, conditionValue: { from: 2, to: 44, exclude: [3, 4, 5, 6, 9, 10, 11, 12, 13, 14, ...Array.from({ length: 15 }, (_, i) => 20 + i)] } },
      { permissionId: 'BusinessReward.Config.Project.Set', conditionType: 3, conditionValue: { value: 44 } },
    ]);
    // Outsider: node permissions but no Project.Get on P.
    await grant(t.http, w.admin.s, [outsider.id], ['BusinessReward.Config.Project.Get', 'BusinessReward.Config.Project.Set',
      { permissionId: 'Project.Get', conditionType: 3, conditionValue: { value: OTHER } }]);
    // Scores of the year: UA A 30, UA B 10 (successful tasks ended in 2025); a task of 2024 does not count.
    await w.task({ projectId: P, role: Role.Ua, employee: uaA.id, status: 4, score: 30, finalScore: 30, endDate: '2025-06-01T03:00:00Z' });
    await w.task({ projectId: P, role: Role.Ua, employee: uaB.id, status: 4, score: 10, finalScore: 10, endDate: '2025-07-01T03:00:00Z' });
    await w.task({ projectId: P, role: Role.Ua, employee: uaB.id, status: 4, score: 99, finalScore: 99, endDate: '2024-07-01T03:00:00Z' });
    // Someone scored in a role no fund pays (error 2).
    await w.task({ projectId: P, role: Role.ScrumMaster, employee: nobody.id, status: 4, score: 5, finalScore: 5, endDate: '2025-03-01T03:00:00Z' });
  }, 120_000);
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('project bonus config', () => {
    it('a fresh project: every node with its default, no money', async () => {
      const res = await config().expect(200);
      expect(res.body.result).toMatchObject({ projectId: P, projectFund: 0, gplayFund: null });
      expect(res.body.result.marketingFund.ua).toEqual({ share: null, shareFund: 0 });
      expect(Object.keys(res.body.result.marketingFund)).toHaveLength(1 + 2 + 5 + 16);
      expect(res.body.resultInternal.gplayFund).toBe(0.2);
      expect(res.body.resultInternal.marketingFund.memberGroup).toBe(0.7);
    });

    it('saves a fund and shares; child fund = parent fund x share; an audit row says who, before and after', async () => {
      const res = await save({ projectFund: 1_000_000_000, gplayFund: 0.1, marketingFund: { marketing: { share: 0.4, shareFund: 123 } } }).expect(200);
      expect(res.body.result.projectFund).toBe(1_000_000_000);
      expect(res.body.result.gplayFund).toBe(0.1);
      expect(res.body.result.marketingFund.marketing).toEqual({ share: 0.4, shareFund: 400_000_000 });
      expect(res.body.result.marketingFund.memberGroup).toEqual({ share: null, shareFund: 280_000_000 });
      const audit = await call(w.admin, 'get', '/api/bonus/audit', undefined).query({ project: P }).expect(200);
      checkAnswer(endpoints.bonus.audit, audit);
      expect(audit.body.audit[0]).toMatchObject({ kind: 'project', project: P, employee: 'admin', before: { projectFund: 0, shares: {} },
        after: { projectFund: 1_000_000_000, shares: { 6: 0.1, 2: 0.4 } } });
    });

    it('refuses a top level that is not 100 % with the spec message, and changes nothing', async () => {
      const before = await stored();
      expectError(await save({ gplayFund: 0.3 }), 400, 'bonus.total-share', 'Total share must be 100%');
      expect(await stored()).toEqual(before);
    });

    it('refuses children not totalling 100 % with the path', async () => {
      expectError(await save({ marketingFund: { performanceBonusFund: { share: 0.2 } } }), 400, 'bonus.children-share',
        'Total share of children must be 100% in marketingFund.memberGroup');
    });

    it('a total in (99.9, 100) is topped up on the first item (Gplay)', async () => {
      const res = await save({ gplayFund: 0.1, marketingFund: { marketing: { share: 0.3995 } } }).expect(200);
      expect(res.body.result.gplayFund).toBe(0.1005);
      // blanking (null) resets to the default
      const reset = await save({ gplayFund: 0.2, marketingFund: { marketing: { share: null } } }).expect(200);
      expect(reset.body.result.marketingFund.marketing).toEqual({ share: null, shareFund: 300_000_000 });
    });

    it('bad input -> 400 common.validation', async () => {
      expectError(await save({ gplayFund: 2 }), 400, 'common.validation');
      expectError(await save({ projectFund: -5 }), 400, 'common.validation');
      const nope = await save({ marketingFund: { nope: { share: 0.1 } } });
      expectError(nope, 400, 'common.validation');
      // The share tree is one map-shaped body: its refusal still names the node.
      expect(nope.body.details).toEqual([{ field: 'marketingFund.nope', code: 'forms.error.invalid', params: {}, message: 'common.validation' }]);
    });

    it('per node: nodes without Get are left out; a change needs Set for that node', async () => {
      const res = await config(partial).expect(200);
      expect(res.body.result.productFund).toBeUndefined();
      expect(res.body.result.gplayFund).toBeUndefined();
      expect(Object.keys(res.body.result.marketingFund)).toContain('ua');
      expect(Object.keys(res.body.result.marketingFund)).not.toContain('monetization');
      // UA to its own default share: allowed (Set on 44).
      await save({ marketingFund: { ua: { share: DEFAULTS[44] } } }, partial).expect(200);
      // Sending an unchanged node is fine; changing the fund or another node is 403.
      expectError(await save({ marketingFund: { memberGroup: { share: 0.7 } } }, partial), 403, 'common.no-permission');
      expectError(await save({ projectFund: 5 }, partial), 403, 'common.no-permission');
    });

    it('without Project.Get on the project: 404; an ordinary employee: 403', async () => {
      expectError(await config(outsider), 404, 'common.not-found');
      expectError(await save({ gplayFund: 0.2 }, outsider), 404, 'common.not-found');
      expectError(await config(nobody), 403, 'common.no-permission');
      expectError(await save({}, nobody), 403, 'common.no-permission');
    });

    afterAll(async () => {
      // Leave P2 out of the distribution below, whatever the race test did.
      await sql(t.databaseUrl, `delete from project_bonus_config where project_id = $1`, [P2]);
    });

    it('50 concurrent PUTs: each 200 or 409, never 500; the stored tree is one of them, whole; one audit row per success', async () => {
      const auditBefore = Number((await sql(t.databaseUrl, `select count(*)::int as n from bonus_audit where project_id = $1`, [P2]))[0].n);
      const bodies = Array.from({ length: 50 }, (_, i) => ({
        projectFund: 1_000_000 + i,
        gplayFund: (10 + (i % 10)) / 100,
        marketingFund: { marketing: { share: (40 - (i % 10)) / 100 } },
      }));
      const results = await Promise.all(bodies.map((b) => save(b, w.admin, P2)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, 'common.conflict');
      const ok = statuses.filter((s) => s === 200).length;
      expect(ok).toBeGreaterThan(0);
      const row = await stored(P2);
      const match = bodies.find((b) => b.projectFund === Number(row.projectFund));
      expect(match).toBeDefined();
      expect(row.shares).toEqual({ 6: match!.gplayFund, 2: match!.marketingFund.marketing.share });
      expect(checkShares(row.shares, DEFAULTS).ok).toBe(true);
      const auditAfter = Number((await sql(t.databaseUrl, `select count(*)::int as n from bonus_audit where project_id = $1`, [P2]))[0].n);
      expect(auditAfter - auditBefore).toBe(ok);
    }, 120_000);
  });

  describe('internal config', () => {
    it('GET lists the defaults and every project share', async () => {
      const res = await call(w.admin, 'get', '/api/bonus/internal').expect(200);
      const internal = res.body.businessRewardDistributionInternal;
      expect(internal.gplayFund).toBe(0.2);
      expect(internal.marketingFund.ua).toBe(DEFAULTS[44]);
      expect(internal.projectShare.find((p: Row) => p.project === P)).toMatchObject({ name: `Project ${P}`, projectShareValue: 0 });
    });

    it('PUT refuses defaults not totalling 100 %; saves a valid one with an audit row', async () => {
      expectError(await call(w.admin, 'put', '/api/bonus/internal', { businessRewardDistributionInternal: { gplayFund: 0.5 } }), 400, 'bonus.total-share');
      expectError(await call(w.admin, 'put', '/api/bonus/internal', { businessRewardDistributionInternal: { projectShare: [{ project: 999_999, projectShareValue: 1 }] } }), 400, 'common.validation');
      const negative = await call(w.admin, 'put', '/api/bonus/internal', { businessRewardDistributionInternal: { projectShare: [{ project: 1, projectShareValue: -1 }] } });
      expectError(negative, 400, 'common.validation');
      expect(negative.body.details).toEqual([expect.objectContaining({ field: 'projectShare[0].projectShareValue', code: 'forms.error.invalid' })]);
      const year = await call(w.admin, 'post', '/api/bonus/export', { year: 1999 });
      expectError(year, 400, 'common.validation');
      expect(year.body.details).toEqual([expect.objectContaining({ field: 'year', code: 'forms.error.min', params: { min: 2000 } })]);
      const res = await call(w.admin, 'put', '/api/bonus/internal', {
        businessRewardDistributionInternal: { gplayFund: 0.2, projectShare: [{ project: OTHER, projectShareValue: 0 }] },
      }).expect(200);
      expect(res.body.businessRewardDistributionInternal.gplayFund).toBe(0.2);
      const audit = await call(w.admin, 'get', '/api/bonus/audit').expect(200);
      expect(audit.body.audit[0]).toMatchObject({ kind: 'internal', employee: 'admin' });
    });

    it('an ordinary employee gets 403 on every operator call', async () => {
      for (const [m, p] of [['get', '/api/bonus/internal'], ['put', '/api/bonus/internal'], ['get', '/api/bonus/details'],
        ['get', `/api/bonus/employees/${uaA.id}`], ['post', '/api/bonus/export'], ['get', '/api/bonus/reveal'], ['get', '/api/bonus/audit']] as const) {
        expectError(await call(nobody, m, p, m === 'get' ? undefined : {}), 403, 'common.no-permission');
      }
    });
  });

  describe('distribution, export, reveal', () => {
    const FUND = 100_000_001;
    const onlyUa: Record<string, { share: number }> = {};

    beforeAll(async () => {
      // The whole marketing business fund to UA (node 44), everything else at the defaults.
      for (const name of ['ua', 'monetization', 'account', 'storelisting', 'creative', 'playableAds', 'researchMarket']) onlyUa[name] = { share: name === 'ua' ? 1 : 0 };
      await save({ projectFund: FUND, gplayFund: null, marketingFund: { marketing: { share: null }, ...onlyUa } }).expect(200);
    });

    it('details: UA money split 3:1 by the year\'s scores, to the dong', async () => {
      const res = await call(w.admin, 'get', '/api/bonus/details').query({ year: YEAR }).expect(200);
      const shares = (await stored()).shares;
      const funds = computeFunds(FUND, shares, DEFAULTS);
      const ua = res.body.data.filter((r: Row) => r.project === P && r.node === 44);
      expect(funds.get(44)).toBe(14_700_001);
      // UA A 30, UA B 10, Partial 0 -> 3:1:0 of 14 700 001.
      expect(ua.map((r: Row) => [r.employee, r.bonus])).toEqual([[uaA.id, 11_025_001], [uaB.id, 3_675_000]].sort());
      expect(ua[0]).toMatchObject({ role: Role.Ua, employeeName: expect.any(String) });
    });

    it('the exported workbook: a summary and a sheet per project whose totals match the tree', async () => {
      const res = await call(w.admin, 'post', '/api/bonus/export', { year: YEAR }).expect(200);
      expect(res.body.fileName).toBe(`bonus-${YEAR}.xlsx`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.body.file, 'base64') as unknown as ArrayBuffer);
      const summary = wb.getWorksheet('Summary')!;
      const rowOf = (id: number) => { let found: ExcelJS.Row | undefined; summary.eachRow((r) => { if (r.getCell(1).value === id) found = r; }); return found!; };
      const value = (c: ExcelJS.Cell) => (typeof c.value === 'object' && c.value !== null && 'result' in c.value ? c.value.result : c.value) as number;
      const row = rowOf(P);
      const funds = computeFunds(FUND, (await stored()).shares, DEFAULTS);
      expect(value(row.getCell(3))).toBe(FUND);
      expect(value(row.getCell(4))).toBe(funds.get(6));
      expect(value(row.getCell(3)) - value(row.getCell(4)) - value(row.getCell(5)) - value(row.getCell(6))).toBe(0);
      expect((row.getCell(7).value as ExcelJS.CellFormulaValue).formula).toBe(`C${row.number}-D${row.number}-E${row.number}-F${row.number}`);
      const details = (await call(w.admin, 'get', '/api/bonus/details').query({ year: YEAR })).body.data.filter((r: Row) => r.project === P);
      const sheet = wb.worksheets.find((s) => s.name.startsWith(`${P} `))!;
      const amounts: number[] = [];
      sheet.eachRow((r, i) => { if (i > 1 && r.getCell(2).value !== 'Total') amounts.push(r.getCell(6).value as number); });
      expect(amounts.reduce((s, a) => s + a, 0)).toBe(details.reduce((s: number, r: Row) => s + r.bonus, 0));
      const totalRow = sheet.getRow(sheet.rowCount);
      expect(totalRow.getCell(2).value).toBe('Total');
      expect(value(totalRow.getCell(6))).toBe(value(row.getCell(5)));
      expect((totalRow.getCell(6).value as ExcelJS.CellFormulaValue).formula).toMatch(/^SUM\(F2:F\d+\)$/);
    });

    it('the error list names the four kinds that apply', async () => {
      const res = await call(w.admin, 'post', '/api/bonus/export', { year: YEAR }).expect(200);
      const kinds = new Set(res.body.errorList.map((e: Row) => e.errorBusinessReward));
      expect(kinds).toEqual(new Set([1, 2, 3]));
      expect(res.body.errorList).toContainEqual({ errorBusinessReward: 2, value: { role: Role.ScrumMaster, project: P, employees: [nobody.id] } });
      expect(res.body.errorList).toContainEqual({ errorBusinessReward: 3, value: { role: Role.MarketingManager, project: P, distribution: 36, employees: [] } });
      // A stored config the current defaults no longer complete: error 4.
      await sql(t.databaseUrl, `update project_bonus_config set shares = shares || '{"7": 0.5}'::jsonb where project_id = $1`, [P]);
      const broken = await call(w.admin, 'post', '/api/bonus/export', { year: YEAR }).expect(200);
      expect(broken.body.errorList).toContainEqual({ errorBusinessReward: 4, value: { project: P, share: 'marketingFund' } });
      await sql(t.databaseUrl, `update project_bonus_config set shares = shares - '7' where project_id = $1`, [P]);
    });

    it('employee result and reveal', async () => {
      const res = await call(w.admin, 'get', `/api/bonus/employees/${uaA.id}`).query({ year: YEAR }).expect(200);
      const mine = res.body.projects.filter((p: Row) => p.project === P);
      expect(mine).toContainEqual({ project: P, role: Role.Ua, percent: 0.11025, bonus: 11_025_001 });
      expect(res.body.bonus_business).toBe(11_025_001);
      expect(res.body.bonus_total).toBe(res.body.bonus_business + res.body.bonus_company + res.body.bonus_performance);
      expect(res.body.is_business_bonus).toBe(true);
      const reveal = await call(w.admin, 'get', '/api/bonus/reveal').query({ employee: uaA.id, year: YEAR }).expect(200);
      expect(reveal.body.employee).toMatchObject({ id: uaA.id, name: expect.stringContaining('Ua A') });
      expect(reveal.body.result).toEqual(res.body);
      expectError(await call(w.admin, 'get', '/api/bonus/reveal').query({ employee: 'nope', year: YEAR }), 404, 'common.not-found');
      expectError(await call(w.admin, 'get', '/api/bonus/details').query({ year: 'abc' }), 400, 'common.validation');
    });

    it('the CMO (a global role held once) gets the marketing c-level money', async () => {
      const res = await call(w.admin, 'get', `/api/bonus/employees/${cmo.id}`).query({ year: YEAR }).expect(200);
      const funds = computeFunds(FUND, (await stored()).shares, DEFAULTS);
      expect(res.body.bonus_company).toBe(funds.get(35));
    });
  });
});
