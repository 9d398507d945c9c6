import { ledgerCategory, ledgerContribution, ledgerScore, ledgerTotals } from './ledger';

const entry = (delta: number) => ({ delta });

describe('score ledger', () => {
  it('a task\'s score is the sum of its deltas: 40 created, decayed 10 % twice, raised to 50 by negotiation', () => {
    expect(ledgerScore([entry(40), entry(-4), entry(-3.6), entry(17.6)])).toBeCloseTo(50, 10);
  });

  it('counts statuses where the score model does', () => {
    expect([1, 2, 3, 4, 5].map(ledgerCategory)).toEqual(['inProgress', 'inProgress', 'complete', 'success', 'failure']);
  });

  it('totals a month like the score model: achieved = success - penalty, predicted adds complete and in progress', () => {
    const totals = ledgerTotals([
      { category: 'success', entries: [entry(40)] },
      { category: 'success', entries: [entry(40), entry(-4)] },
      { category: 'complete', entries: [entry(24.5)] },
      { category: 'inProgress', entries: [entry(16)] },
      { category: 'inProgress', entries: [entry(8)] },
      { category: 'failure', entries: [entry(30), entry(-30)] },
    ], [{ entries: [entry(-10)] }, { entries: [entry(-2.5)] }, { entries: [entry(-7), entry(7)] }]);
    // The third penalty was taken back: given and removed add up to nothing.
    expect(totals).toEqual({ success: 76, complete: 24.5, inProgress: 24, penalty: 12.5, achieved: 63.5, predicted: 112 });
  });
});

describe('score ledger with weights (docs/scoring.md "A task\'s weight")', () => {
  it('a task adds its entries x its weight: 40 decayed to 36, hard (x 1.5) -> 54', () => {
    expect(ledgerContribution({ entries: [entry(40), entry(-4)], weight: 1.5 })).toBeCloseTo(54, 10);
    expect(ledgerContribution({ entries: [entry(40), entry(-4)] })).toBeCloseTo(36, 10);
  });

  it('totals weigh each task: the worked example of docs/scoring.md', () => {
    const totals = ledgerTotals([
      { category: 'success', entries: [entry(40)], weight: 1.5 },
      { category: 'success', entries: [entry(20)], weight: 0.8 },
      { category: 'complete', entries: [entry(10)], weight: 1.2 },
      { category: 'inProgress', entries: [entry(8), entry(-0.8)], weight: 1 },
    ], [{ entries: [entry(-5)] }]);
    // success 40 x 1.5 + 20 x 0.8 = 76; complete 12; in progress 7.2; penalties are not weighed.
    expect(totals).toEqual({ success: 76, complete: 12, inProgress: 7.2, penalty: 5, achieved: 71, predicted: 90.2 });
  });
});
