/// <reference types="jest" />
import {
  BONUS_NODES, bonusNode, bonusNodeByName, checkDefaults, checkShares, computeFunds, distributeProject, employeeResult,
  equalFractions, initialDefaultShares, isLeaf, nodePath, parseProjectBonusBody, percentToShare, projectBonusWire,
  shareToPercent, splitByScores, splitByShares, TOP_LEVEL_IDS,
} from './index';
import { Role } from '../roles';

const DEFAULTS = initialDefaultShares();

describe('fund tree ids', () => {
  it('has ids 0-77 in the spec ranges', () => {
    expect(BONUS_NODES.map((n) => n.id)).toEqual(Array.from({ length: 78 }, (_, i) => i));
    expect([2, 3, 4, 5].map((i) => bonusNode(i)!.name)).toEqual(['marketing', 'product', 'rnd', 'centerline']);
    expect(bonusNode(6)!.name).toBe('gplayFund');
    expect(BONUS_NODES.filter((n) => n.id >= 7 && n.id <= 14).every((n) => /Group$/.test(n.name))).toBe(true);
    expect(BONUS_NODES.filter((n) => n.id >= 35).every((n) => isLeaf(n) && n.roles.length > 0)).toBe(true);
    expect(bonusNode(35)!.name).toBe('cmo');
    expect(bonusNode(77)!.name).toBe('accountant');
    expect(bonusNodeByName('marketing', 'ua')!.id).toBe(44);
    expect(bonusNodeByName('rnd', 'unityDev')!.id).not.toBe(bonusNodeByName('product', 'unityDev')!.id);
  });

  it('names paths like the API', () => {
    expect(nodePath(8)).toBe('marketingFund.memberGroup');
    expect(nodePath(19)).toBe('marketingFund.memberGroup.businessBonusFund');
  });
});

describe('percent and fraction', () => {
  it('stores 5 decimals, shows 3', () => {
    expect(percentToShare(33.33333)).toBe(0.33333);
    expect(shareToPercent(0.33333)).toBe(33.333);
    expect(percentToShare(12.5)).toBe(0.125);
  });

  it('equal fractions put the leftover unit on the first', () => {
    expect(equalFractions(3)).toEqual([0.33334, 0.33333, 0.33333]);
    expect(equalFractions(7).reduce((s, f) => s + Math.round(f * 1e5), 0)).toBe(100000);
  });

  it('the initial defaults are whole', () => {
    expect(checkDefaults(DEFAULTS).ok).toBe(true);
  });
});

describe('largest remainder', () => {
  it('1 000 000 VND by 33.333 / 33.333 / 33.334 %: 333 330 + 333 330 + 333 340 (shares are exact 5-decimal fractions)', () => {
    expect(splitByShares(1_000_000, [0.33333, 0.33333, 0.33334])).toEqual([333_330, 333_330, 333_340]);
    expect(splitByShares(1_000, [0.33333, 0.33333, 0.33334])).toEqual([333, 333, 334]);
  });

  it('100 VND by 0.125/0.125/0.75 keeps exact parts', () => {
    expect(splitByShares(100, [0.125, 0.125, 0.75])).toEqual([13, 12, 75]);
  });

  it('10 VND by thirds goes to the largest remainders, ties to the first', () => {
    expect(splitByShares(10, [0.33334, 0.33333, 0.33333])).toEqual([4, 3, 3]);
  });

  it('shares totalling 90 % give 90 % (never stretched)', () => {
    expect(splitByShares(1000, [0.5, 0.4])).toEqual([500, 400]);
  });

  it('scores: 7 VND by scores 1, 1, 1 -> 3, 2, 2; nobody scored -> equal', () => {
    expect(splitByScores(7, [1, 1, 1])).toEqual([3, 2, 2]);
    expect(splitByScores(7, [0, 0])).toEqual([4, 3]);
    expect(splitByScores(1_000_001, [12.5, 37.5])).toEqual([250_000, 750_001]);
  });

  it('a big fund splits without float loss', () => {
    const parts = splitByShares(987_654_321_987, [0.2, 0.3, 0.3, 0.1, 0.1]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(987_654_321_987);
  });
});

describe('fund tree money', () => {
  it('a project fund of 123 456 789 VND: every node sums its children to the dong', () => {
    const funds = computeFunds(123_456_789, {}, DEFAULTS);
    expect(funds.get(1)).toBe(123_456_789);
    expect(TOP_LEVEL_IDS.reduce((s, id) => s + funds.get(id)!, 0)).toBe(123_456_789);
    expect(funds.get(6)).toBe(24_691_358); // 20 % = 24 691 357.8 -> floor + the largest remainder
    for (const n of BONUS_NODES) {
      if (n.team === null || n.children.length === 0) continue;
      expect(n.children.reduce((s, k) => s + funds.get(k)!, 0)).toBe(funds.get(n.id));
    }
    const leaves = BONUS_NODES.filter(isLeaf).reduce((s, n) => s + funds.get(n.id)!, 0);
    expect(leaves + funds.get(6)!).toBe(123_456_789);
  });

  it('child fund = parent fund x share; a set share beats the default', () => {
    const funds = computeFunds(1_000_000, { 6: 0.1, 2: 0.4 }, DEFAULTS);
    expect(funds.get(6)).toBe(100_000);
    expect(funds.get(2)).toBe(400_000);
    expect(funds.get(7)).toBe(120_000); // managerGroup 30 % of marketing
  });
});

describe('share rules', () => {
  it('nothing set: skipped', () => {
    expect(checkShares({}, DEFAULTS).ok).toBe(true);
  });

  it('top level totals 100 %: 10 + 40 + 30 + 10 + 10', () => {
    expect(checkShares({ 6: 0.1, 2: 0.4 }, DEFAULTS)).toMatchObject({ ok: true });
  });

  it('top level 99.95 %: the first item (Gplay) is topped up to 20.05 %', () => {
    const r = checkShares({ 6: 0.2, 2: 0.2995 }, DEFAULTS);
    expect(r).toEqual({ ok: true, shares: { 6: 0.2005, 2: 0.2995 } });
  });

  it('top level 99.9 % or 100.001 %: Total share must be 100%', () => {
    expect(checkShares({ 2: 0.299 }, DEFAULTS)).toEqual({ ok: false, code: 'bonus.total-share' });
    expect(checkShares({ 2: 0.30001 }, DEFAULTS)).toEqual({ ok: false, code: 'bonus.total-share' });
  });

  it('children of memberGroup at 90 %: the path names the node', () => {
    expect(checkShares({ 18: 0.2 }, DEFAULTS)).toEqual({ ok: false, code: 'bonus.children-share', path: 'marketingFund.memberGroup' });
  });

  it('children of a team in (99.9, 100) top up the first child', () => {
    const r = checkShares({ 7: 0.29995 }, DEFAULTS);
    expect(r).toEqual({ ok: true, shares: { 7: 0.3 } });
  });

  it('three thirds typed as 33.333 % each are topped up', () => {
    const ids = bonusNode(17)!.children.slice(0, 3);
    const shares: Record<number, number> = {};
    ids.forEach((id) => (shares[id] = percentToShare(33.333)));
    bonusNode(17)!.children.slice(3).forEach((id) => (shares[id] = 0));
    const r = checkShares(shares, DEFAULTS);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.shares[ids[0]]).toBe(0.33334);
  });
});

describe('distribution', () => {
  const ua = bonusNodeByName('marketing', 'ua')!;
  const onlyUa: Record<number, number> = {};
  // The whole marketing member business fund goes to UA.
  for (const k of bonusNode(19)!.children) onlyUa[k] = k === ua.id ? 1 : 0;

  it('a whole project: details + undistributed + Gplay = the fund, to the dong', () => {
    const d = distributeProject({
      project: 9, projectFund: 100_000_001, shares: onlyUa, defaults: DEFAULTS,
      members: [
        { employee: 'a', role: Role.Ua, score: 30 },
        { employee: 'b', role: Role.Ua, score: 10 },
        { employee: 'c', role: Role.UnityDev, score: 5 },
      ],
      company: [{ employee: 'boss', role: Role.Ceo, score: 0 }, { employee: 'cmo', role: Role.Cmo, score: 0 }],
      scored: [{ employee: 'x', role: Role.Ceo, score: 1 }, { employee: 'a', role: Role.Ua, score: 30 }],
    });
    expect(d.gplay + d.distributed + d.undistributed).toBe(100_000_001);
    // marketing 30 000 000.3 -> 30 000 001 (the largest remainder of the top level, ties to the first)
    // -> memberGroup 70 % = 21 000 001 -> business 70 % = 14 700 001 -> UA 100 %, 3:1 = 11 025 001 + 3 675 000.
    const uaRows = d.rows.filter((r) => r.node === ua.id);
    expect(uaRows.map((r) => [r.employee, r.bonus])).toEqual([['a', 11_025_001], ['b', 3_675_000]]);
    expect(d.rows.find((r) => r.employee === 'boss')).toMatchObject({ kind: 'company' });
    expect(d.errors.some((e) => e.errorBusinessReward === 1)).toBe(true);
    // Nobody is the marketing manager (a global role): its money stays undistributed, error 3.
    expect(d.errors).toContainEqual({ errorBusinessReward: 3, value: { role: Role.MarketingManager, project: 9, distribution: 36, employees: [] } });
    expect(d.undistributed).toBeGreaterThan(0);
  });

  it('error 3: a global role held by two; error 4: a broken config; error 2: a score without a fund', () => {
    const d = distributeProject({
      project: 1, projectFund: 1000, shares: { 2: 0.5 }, defaults: DEFAULTS, members: [],
      company: [{ employee: 'p', role: Role.Cmo, score: 0 }, { employee: 'q', role: Role.Cmo, score: 0 }],
      scored: [{ employee: 'z', role: Role.ScrumMaster, score: 3 }],
    });
    expect(d.errors).toContainEqual({ errorBusinessReward: 3, value: { role: Role.Cmo, project: 1, distribution: 35, employees: ['p', 'q'] } });
    expect(d.errors).toContainEqual({ errorBusinessReward: 4, value: { project: 1, share: 'total' } });
    expect(d.errors).toContainEqual({ errorBusinessReward: 2, value: { role: Role.ScrumMaster, project: 1, employees: ['z'] } });
  });

  it('an employee result sums their rows by kind', () => {
    const r = employeeResult([
      { employee: 'a', role: 5, project: 1, node: 45, percent: 0.1, bonus: 100, kind: 'business' },
      { employee: 'a', role: 5, project: 1, node: 18, percent: 0.05, bonus: 50, kind: 'performance' },
    ], 9_000_000);
    expect(r).toMatchObject({ bonus_total: 150, bonus_business: 100, bonus_performance: 50, bonus_company: 0, current_salary: 9_000_000, is_business_bonus: true });
  });
});

describe('wire', () => {
  it('leaves out the nodes the caller cannot see', () => {
    const w = projectBonusWire(3, 1000, { 2: 0.3 }, DEFAULTS, (id) => id === 2 || id === 7);
    expect(w.result.marketingFund).toEqual({ marketing: { share: 0.3, shareFund: 300 }, managerGroup: { share: null, shareFund: 90 } });
    expect(w.result.productFund).toBeUndefined();
    expect(w.result.gplayFund).toBeUndefined();
  });

  it('parses only the nodes sent; unknown nodes and shares outside 0-1 are refused', () => {
    const p = parseProjectBonusBody({ projectFund: 5, gplayFund: 0.123456, marketingFund: { ua: { share: null, shareFund: 9 } } });
    expect(p).toEqual({ ok: true, value: { projectFund: 5, shares: new Map([[6, 0.12346], [44, null]]) } });
    expect(parseProjectBonusBody({ marketingFund: { nope: { share: 0.1 } } })).toEqual({ ok: false, field: 'marketingFund.nope' });
    expect(parseProjectBonusBody({ gplayFund: 2 })).toEqual({ ok: false, field: 'gplayFund' });
    expect(parseProjectBonusBody({ projectFund: 1.5 })).toEqual({ ok: false, field: 'projectFund' });
  });
});
