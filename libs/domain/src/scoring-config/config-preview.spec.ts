import { changeSize, previewChanges, type MonthFigures } from './config-preview';

const f = (success: number, inProgress = 0, benchmark = 160): MonthFigures => ({ success, complete: 0, inProgress, penalty: 0, benchmark });
const m = (rows: [string, MonthFigures][]) => new Map(rows.map(([id, figures]) => [id, { name: `Name ${id}`, figures }]));

describe('config preview', () => {
  it('the size of a change is the largest move of one figure', () => {
    expect(changeSize(f(40, 10), f(60, 7))).toBe(20);
    expect(changeSize(f(40), f(40, 0, 200))).toBe(40);
  });

  it('lists only the employees whose figures change, largest change first, then by id', () => {
    const before = m([['a', f(40)], ['b', f(40, 28)], ['c', f(10)], ['d', f(5)], ['e', f(5)]]);
    const after = m([['a', f(40)], ['b', f(40, 22)], ['c', f(30)], ['d', f(11)], ['e', f(11)]]);
    expect(previewChanges(before, after).map((c) => [c.employee, c.before.success, c.after.success])).toEqual([
      ['c', 10, 30], ['b', 40, 40], ['d', 5, 11], ['e', 5, 11],
    ]);
    expect(previewChanges(before, after)[1]).toEqual({ employee: 'b', name: 'Name b', before: f(40, 28), after: f(40, 22) });
  });

  it('nothing changes: an empty list', () => {
    expect(previewChanges(m([['a', f(40)]]), m([['a', f(40)]]))).toEqual([]);
  });
});
