import { round2, type MonthlyReportRow } from '@studio/domain';
import { addToYear, YEAR_SUMS, yearlyReportJson, type YearOfEmployee } from './yearly-report-json';

const PAIRS = ['taskInProgress', 'taskWaitingReview', 'taskSuccess', 'taskFail', 'penalty'] as const;
const STATUS_OF_PAIR = [1, 3, 4, 5, 0];

/** The report as objects, built field by field: what the bytes must be the JSON.stringify of. */
function asObjects(year: number, employees: YearOfEmployee[]): { reports: { employee: string; monthlyReports: MonthlyReportRow[] }[] } {
  return {
    reports: employees.map((e) => ({
      employee: e.employee,
      monthlyReports: Array.from({ length: 12 }, (_, m) => {
        const row: Record<string, number> = { year, month: m + 1 };
        PAIRS.forEach((p, k) => {
          row[`${p}Count`] = e.sums[m * 10 + 2 * k];
          row[`${p}Score`] = round2(e.sums[m * 10 + 2 * k + 1]);
        });
        row.benchmark = e.benchmarkOf(m + 1);
        return row as unknown as MonthlyReportRow;
      }),
    })),
  };
}

describe('yearlyReportJson', () => {
  it('writes exactly what JSON.stringify writes of the rows, for any figures and employee ids', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const ids = ['e0001', 'nguyễn.văn.a', 'quote"back\\slash', 'tab\tnew\nline', '😀'];
    const employees: YearOfEmployee[] = ids.map((employee, i) => {
      const sums = new Float64Array(YEAR_SUMS);
      for (let n = 0; n < 40; n++) {
        addToYear(sums, 1 + Math.floor(random() * 12), [0, 1, 2, 3, 4, 5][Math.floor(random() * 6)], 1 + Math.floor(random() * 5), (random() - 0.3) * 1e4 / 7);
      }
      return { employee, sums, benchmarkOf: (month) => (month <= 6 ? 150.5 * i : 0) };
    });
    const bytes = yearlyReportJson(2025, employees);
    expect(bytes.toString()).toBe(JSON.stringify(asObjects(2025, employees)));
    expect(JSON.parse(bytes.toString()).reports.map((r: { employee: string }) => r.employee)).toEqual(ids);
  });

  it('adds each status to its pair: 1 and 2 in progress, 3 waiting review, 4 success, 5 fail, 0 penalty', () => {
    const sums = new Float64Array(YEAR_SUMS);
    for (const [k, status] of STATUS_OF_PAIR.entries()) addToYear(sums, 3, status, k + 1, 10 * (k + 1));
    addToYear(sums, 3, 2, 1, 0.005);
    const [row] = JSON.parse(yearlyReportJson(2026, [{ employee: 'a', sums, benchmarkOf: () => 0 }]).toString()).reports[0].monthlyReports.slice(2, 3);
    expect(row).toEqual({
      year: 2026, month: 3, taskInProgressCount: 2, taskInProgressScore: 10.01, taskWaitingReviewCount: 2, taskWaitingReviewScore: 20,
      taskSuccessCount: 3, taskSuccessScore: 30, taskFailCount: 4, taskFailScore: 40, penaltyCount: 5, penaltyScore: 50, benchmark: 0,
    });
  });

  it('writes an empty report and a non-finite figure as JSON does', () => {
    expect(yearlyReportJson(2026, []).toString()).toBe('{"reports":[]}');
    const sums = new Float64Array(YEAR_SUMS);
    sums[1] = Number.NaN;
    const e = { employee: 'x', sums, benchmarkOf: () => Number.POSITIVE_INFINITY };
    expect(yearlyReportJson(2026, [e]).toString()).toBe(JSON.stringify(asObjects(2026, [e])));
  });
});
