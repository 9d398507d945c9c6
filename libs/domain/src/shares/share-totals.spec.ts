/// <reference types="jest" />
import { errorMessage } from '../errors';
import {
  balanceShares,
  checkShareTotal,
  checkShareTree,
  effectiveShare,
  fractionToPercent,
  percentToFraction,
  roundPercent,
  type ShareNode,
} from './share-totals';

describe('share rounding', () => {
  it.each([[33.33333, 33.333], [12.3456, 12.346], [100, 100], [0.0004, 0]])('roundPercent(%p) = %p', (p, out) => {
    expect(roundPercent(p)).toBe(out);
  });

  it.each([[33.333333, 0.33333], [12.5, 0.125], [100, 1], [0.0012345, 0.00001]])('percentToFraction(%p) = %p', (p, f) => {
    expect(percentToFraction(p)).toBe(f);
  });

  it.each([[0.33333, 33.333], [0.125, 12.5], [0.1, 10], [0.07, 7]])('fractionToPercent(%p) = %p', (f, p) => {
    expect(fractionToPercent(f)).toBe(p);
  });

  it.each([
    [{ share: 10, defaultShare: 20 }, 10],
    [{ share: 0, defaultShare: 20 }, 0],
    [{ share: null, defaultShare: 20 }, 20],
    [{}, 0],
  ])('effectiveShare(%p) = %p', (v, out) => {
    expect(effectiveShare(v)).toBe(out);
  });
});

describe('balanceShares', () => {
  it.each<[number[], number[] | null]>([
    [[10, 20, 30, 40], [10, 20, 30, 40]],
    [[100], [100]],
    [[33.333, 33.333, 33.333], [33.334, 33.333, 33.333]],
    [[9.95, 30, 30, 30], [10, 30, 30, 30]],
    [[10, 20, 30, 39.901], [10.099, 20, 30, 39.901]],
    [[10, 20, 30, 39.9], null],
    [[10, 20, 30, 41], null],
    [[10, 20, 30, 40.0001], [10, 20, 30, 40.0001]],
    [[50, 50.01], null],
    [[], null],
    [[0.1, 0.2, 99.7], [0.1, 0.2, 99.7]],
  ])('balanceShares(%p) = %p', (input, out) => {
    const r = balanceShares(input);
    expect(r.ok ? r.shares : null).toEqual(out);
  });
});

describe('checkShareTotal', () => {
  it.each<[string, Array<{ share?: number | null; defaultShare?: number | null }>, string | null, number[] | null]>([
    ['nothing set: skipped even when defaults miss', [{ defaultShare: 10 }, { defaultShare: 10 }], null, [10, 10]],
    ['set plus defaults make 100', [{ share: 5 }, { defaultShare: 45 }, { share: 50 }], null, [5, 45, 50]],
    ['a leftover goes to the first item', [{ defaultShare: 5 }, { share: 94.95 }], null, [5.05, 94.95]],
    ['below 99.9 fails', [{ share: 5 }, { defaultShare: 90 }], 'bonus.total-share', null],
    ['exactly 99.9 fails', [{ share: 9.9 }, { share: 90 }], 'bonus.total-share', null],
    ['above 100 fails', [{ share: 60 }, { share: 50 }], 'bonus.total-share', null],
  ])('%s', (_label, items, code, shares) => {
    const r = checkShareTotal(items);
    expect(r.ok ? null : r.code).toBe(code);
    if (r.ok) expect(r.shares).toEqual(shares);
  });

  it('reports skipping', () => {
    expect(checkShareTotal([{ defaultShare: 100 }])).toMatchObject({ ok: true, skipped: true });
    expect(checkShareTotal([{ share: 100 }])).toMatchObject({ ok: true, skipped: false });
  });

  it("answers the spec's text", () => {
    expect(errorMessage('bonus.total-share', 'en')).toBe('Total share must be 100%');
  });
});

describe('checkShareTree', () => {
  const leaf = (label: string, share?: number | null, defaultShare?: number): ShareNode => ({ label, share, defaultShare });
  const tree = (patch: { gplay?: number; ua?: number; perf?: number } = {}): ShareNode[] => [
    leaf('Gplay fund', patch.gplay, 10),
    {
      label: 'Marketing',
      defaultShare: 30,
      children: [
        {
          label: 'Member group',
          defaultShare: 60,
          children: [leaf('Performance bonus', patch.perf, 50), leaf('UA', patch.ua, 50)],
        },
        leaf('Manager group', undefined, 40),
      ],
    },
    leaf('Product', undefined, 30),
    leaf('RnD', undefined, 20),
    leaf('Centerline', undefined, 10),
  ];

  it.each<[string, Parameters<typeof tree>[0], string | null, string | null]>([
    ['nothing set', {}, null, null],
    ['a change that keeps 100', { gplay: 10, ua: 50 }, null, null],
    ['top level off', { gplay: 20 }, 'bonus.total-share', null],
    ['children off', { ua: 40 }, 'bonus.children-share', 'Marketing > Member group'],
    ['children off, top checked first', { gplay: 20, ua: 40 }, 'bonus.total-share', null],
  ])('%s', (_label, patch, code, path) => {
    const r = checkShareTree(tree(patch));
    expect(r.ok ? null : r.code).toBe(code);
    expect(r.ok ? null : (r.params?.path ?? null)).toBe(path);
  });

  it('tops up a child group and returns the corrected tree', () => {
    const r = checkShareTree(tree({ perf: 33.333, ua: 66.666 }));
    if (!r.ok) throw new Error('expected ok');
    const marketing = r.nodes[1];
    expect(marketing.children?.[0].children?.map((n) => n.share)).toEqual([33.334, 66.666]);
    expect(r.skipped).toBe(false);
  });

  it('writes a top-level top-up as an explicit share', () => {
    const r = checkShareTree(tree({ gplay: 9.95 }));
    if (!r.ok) throw new Error('expected ok');
    expect(r.nodes[0].share).toBe(10);
    expect(r.nodes[2].share).toBeUndefined();
  });

  it('fills the path in the message', () => {
    const r = checkShareTree(tree({ ua: 40 }));
    if (r.ok) throw new Error('expected failure');
    expect(errorMessage(r.code, 'en', r.params)).toBe('Total share of children must be 100% in Marketing > Member group');
  });
});
