// What a change of the scoring configuration does to people's month (API.md "Scoring configuration",
// POST /api/config/<table>/preview; docs/scoring.md "Preview"): the employees whose month figures
// would change, largest change first.

/** A month as the month ledger's totals count it, with the work score's benchmark. */
export interface MonthFigures {
  success: number;
  complete: number;
  inProgress: number;
  penalty: number;
  benchmark: number;
}

export interface ConfigPreviewChange {
  employee: string;
  name: string;
  before: MonthFigures;
  after: MonthFigures;
}

export const MONTH_FIGURE_KEYS: readonly (keyof MonthFigures)[] = ['success', 'complete', 'inProgress', 'penalty', 'benchmark'];

export const ZERO_FIGURES: MonthFigures = { success: 0, complete: 0, inProgress: 0, penalty: 0, benchmark: 0 };

/** How much a month changes: the largest move of one of its figures (figures are stored to 2 decimals). */
export function changeSize(before: MonthFigures, after: MonthFigures): number {
  return Math.max(...MONTH_FIGURE_KEYS.map((k) => Math.abs(after[k] - before[k])));
}

/**
 * The employees whose figures differ, largest change first (then by employee id, so the order is
 * stable). An employee present on one side only counts from zero figures.
 */
export function previewChanges(
  before: ReadonlyMap<string, { name: string; figures: MonthFigures }>,
  after: ReadonlyMap<string, { name: string; figures: MonthFigures }>,
): ConfigPreviewChange[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  const out: (ConfigPreviewChange & { size: number })[] = [];
  for (const employee of ids) {
    const b = before.get(employee);
    const a = after.get(employee);
    const from = b?.figures ?? ZERO_FIGURES;
    const to = a?.figures ?? ZERO_FIGURES;
    const size = changeSize(from, to);
    if (size > 0.000001) out.push({ employee, name: a?.name ?? b?.name ?? employee, before: from, after: to, size });
  }
  out.sort((x, y) => y.size - x.size || (x.employee < y.employee ? -1 : x.employee > y.employee ? 1 : 0));
  return out.map(({ size: _size, ...c }) => c);
}
