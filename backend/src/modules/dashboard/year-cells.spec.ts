import { CellWeigher, groupCells, sampleRange, type WeightTables } from './year-cells';

const TABLES: WeightTables = {
  es: [[0, 0], [1, 1.1], [2, 1.25], [3, -2]],
  bs: [[100, 1.2], [101, 0]],
  ps: [[12, 31, 33, 1.25], [12, 32, 33, 0]],
  prl: [[7, 12, 33], [8, 13, 33]],
  cs: [[12, 1, 15], [12, 2, 0]],
  cbr: [[12, 1, 1.5], [12, 2, 0]],
};
const w = new CellWeigher(TABLES);

// The cases of the SQL WEIGHT (dashboard.repository.ts): a scale of 0 or without a row counts 1, a
// negative one counts as it is (nullif(x, 0)); the test/api proofs compare the whole report with the SQL.
describe('CellWeigher', () => {
  it('efficiency: the row, 1 for 0 or none, a negative as it is', () => {
    expect(w.weight(12, 0, -1, 1, null, -1, 0)).toBe(1);
    expect(w.weight(12, 1, -1, 1, null, -1, 0)).toBe(1.1);
    expect(w.weight(12, 3, -1, 1, null, -1, 0)).toBe(-2);
    expect(w.weight(12, 9, -1, 1, null, -1, 0)).toBe(1);
  });

  it('benchmark: none (-1) or a 0 scale counts 1; a met creative counts its positive rate instead', () => {
    expect(w.weight(12, 0, 100, 1, null, -1, 0)).toBe(1.2);
    expect(w.weight(12, 0, 101, 1, null, -1, 0)).toBe(1);
    expect(w.weight(12, 0, 100, 1, null, 1, 0)).toBe(1.5);
    expect(w.weight(12, 0, 100, 1, null, 2, 0)).toBe(1.2); // rate 0: the benchmark scale
    expect(w.weight(12, 0, 101, 1, null, 1, 0)).toBe(1); // failed: no rate
  });

  it("performance: the role's row for the assignee's level and the project's level of the role, both needed", () => {
    expect(w.weight(12, 0, -1, 7, 31, -1, 0)).toBe(1.25);
    expect(w.weight(12, 0, -1, 7, null, -1, 0)).toBe(1);
    expect(w.weight(12, 0, -1, 9, 31, -1, 0)).toBe(1); // the project sets no level
    expect(w.weight(12, 0, -1, 7, 32, -1, 0)).toBe(1); // scale 0
    expect(w.weight(13, 0, -1, 8, 31, -1, 0)).toBe(1); // no row for the role
  });

  it("creative score: the type's score over the typed score when both are positive", () => {
    expect(w.weight(12, 0, -1, 1, null, 1, 10)).toBe(1.5);
    expect(w.weight(12, 0, -1, 1, null, 1, 0)).toBe(1);
    expect(w.weight(12, 0, -1, 1, null, 2, 10)).toBe(1);
  });

  it('multiplies in the order of the SQL product: efficiency, benchmark, performance, creative score', () => {
    expect(w.weight(12, 2, 100, 7, 31, 1, 7)).toBe(1.25 * 1.5 * 1.25 * (15 / 7));
  });
});

describe('groupCells', () => {
  const levels = new Map<string, number | null>([['a', 31], ['b,1', null]]);

  it('weighs each cell and adds it to its (employee, month, status) in the order it comes; month 00 of the next year is December', () => {
    const text = [
      ['a', '1,4,7,12,1,-1,2,10.5000', '1,4,7,12,2,100,1,-3.25', '100,2,1,12,0,-1,1,4', '12,2,1,12,0,-1,2,1.5'].join('\x1f'),
      ['admin', '1,4,1,12,0,-1,1,1'].join('\x1f'),
      ['b,1', '3,5,7,12,0,-1,1,2,1,4'].join('\x1f'),
    ].join('\x1e');
    const rows = groupCells(text, levels, w);
    expect(rows).toEqual([
      { employee: 'a', month: 1, status: 4, count: 3, score: 10.5 * (1.1 * 1 * 1.25) + -3.25 * (1.25 * 1.2 * 1.25) },
      // project 1 sets no level: no performance factor
      { employee: 'a', month: 12, status: 2, count: 3, score: 4 + 1.5 },
      // creative type 1, typed score 4: 15 / 4; the assignee has no level, so no performance factor
      { employee: 'b,1', month: 3, status: 5, count: 1, score: 2 * (15 / 4) },
    ]);
  });

  it('reads an empty text as no rows', () => {
    expect(groupCells('', levels, w)).toEqual([]);
  });

  it('reads a typed score in exponent form and whole scores', () => {
    const rows = groupCells(['a', '5,3,1,12,0,-1,1,8,1,1e+21'].join('\x1f'), levels, w);
    expect(rows).toEqual([{ employee: 'a', month: 5, status: 3, count: 1, score: 8 * (15 / 1e21) }]);
  });

  it('reads the made-up range of the warm-up', () => {
    const { text, levels: sample, tables } = sampleRange(0, 10);
    const rows = groupCells(text, sample, new CellWeigher(tables));
    expect(new Set(rows.map((r) => r.employee)).size).toBe(10);
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(10 * 12 * (1 + 2 + 3));
    expect(rows.every((r) => Number.isFinite(r.score) && r.month >= 1 && r.month <= 12)).toBe(true);
  });
});
