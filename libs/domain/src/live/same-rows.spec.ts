import { sameRows } from './same-rows';

describe('sameRows', () => {
  const task = (id: number, extra: object = {}) => ({ taskId: id, name: `Task ${id}`, score: 1.5, tags: [1, 2], output: { text: 'ok' }, endDate: null, ...extra });

  it('holds for equal rows built separately, nested values included', () => {
    expect(sameRows([task(1), task(2)], [task(1), task(2)])).toBe(true);
    expect(sameRows([], [])).toBe(true);
  });

  it('fails on any difference: a field, a nested value, the order, the length, a missing or extra key', () => {
    expect(sameRows([task(1)], [task(1, { score: 2 })])).toBe(false);
    expect(sameRows([task(1)], [task(1, { tags: [1, 3] })])).toBe(false);
    expect(sameRows([task(1)], [task(1, { output: { text: 'no' } })])).toBe(false);
    expect(sameRows([task(1), task(2)], [task(2), task(1)])).toBe(false);
    expect(sameRows([task(1)], [task(1), task(2)])).toBe(false);
    expect(sameRows([task(1)], [task(1, { extra: 1 })])).toBe(false);
    expect(sameRows([{ a: 1, b: undefined }], [{ a: 1, c: undefined }])).toBe(false);
    expect(sameRows([task(1, { endDate: null })], [task(1, { endDate: 0 })])).toBe(false);
    expect(sameRows([task(1, { tags: [] })], [task(1, { tags: {} })])).toBe(false);
  });
});
