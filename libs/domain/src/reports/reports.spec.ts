/// <reference types="jest" />
import { costRow, isCostCreativeRole, postCost } from './cost-summary';
import { parseSummaryCsv, roas, withFigures } from './project-summary';

describe('project summary figures', () => {
  it('derives revenue, cost, profit and ROAS (revenue / cost x 100, 2 decimals; 0 without cost)', () => {
    const row = { project: 1, date: 20261101, revenueIap: 600, revenueAds: 400, costUa: 700, costTracking: 100, anr: 0, crashRate: 0 };
    expect(withFigures(row)).toMatchObject({ totalRevenue: 1000, totalCost: 800, profit: 200, roi: 125 });
    expect(roas(10_000, 3_000)).toBe(333.33);
    expect(roas(5, 0)).toBe(0);
  });

  it('parses a CSV: header in any order, bad lines listed by number, a key twice refused', () => {
    const parsed = parseSummaryCsv([
      'crashRate,anr,costTracking,costUa,revenueAds,revenueIap,date,project',
      '1.5,0.2,4,3,2,1,20261101,7',
      '1,1,1,1,1,1,20261131,7',
      '1,1,1,1,1,1,20261101,7',
      '1,1,1,1,1.5,1,20261102,7',
    ].join('\n'));
    expect(parsed.rows).toEqual([{ line: 2, row: { project: 7, date: 20261101, revenueIap: 1, revenueAds: 2, costUa: 3, costTracking: 4, anr: 0.2, crashRate: 1.5 } }]);
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(parsed.errors[1].message).toMatch(/already on line 2/);
  });

  it('a header missing a column is one error on line 1', () => {
    expect(parseSummaryCsv('project,date\n1,20261101').errors).toEqual([{ line: 1, message: expect.stringMatching(/missing revenueIap/) }]);
  });
});

describe('cost summary rows', () => {
  it('post cost is 1.6 x fixed, split into product or creative by role', () => {
    expect(postCost(22_500_000)).toBe(36_000_000);
    expect(postCost(7_225_806)).toBe(11_561_290);
    expect(costRow(1, 12, 'a', 1000)).toEqual({
      projectId: 1, role: 12, employeeId: 'a', fixTotalCost: 1000, fixProductCost: 1000, fixCreativeCost: 0,
      postTotalCost: 1600, postProductCost: 1600, postCreativeCost: 0, totalCost: 1600,
    });
    expect(costRow(1, 5, 'b', 1000)).toMatchObject({ fixProductCost: 0, fixCreativeCost: 1000, postCreativeCost: 1600, totalCost: 1600 });
    expect(isCostCreativeRole(8)).toBe(true);
    expect(isCostCreativeRole(13)).toBe(false);
  });
});
