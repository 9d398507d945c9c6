import { round2, type MonthlyReportRow } from '@studio/domain';
import { addToYear, YEAR_SUMS, yearlyReportJson, YearlyReportWriter, type YearOfEmployee } from './yearly-report-json';

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

  it('writes every magnitude, sign and edge of a figure as JSON.stringify does', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const edges = [0, -0, 0.005, -0.005, 0.004999, 0.015, 1.005, 2.675, -2.675, 0.1 + 0.2, 9.995, 99.995, 1e-7, -1e-7, 5e-3,
      123456.789, 9999999999999.99, 1e13 - 0.01, 1e13, -1e13, 1e13 + 0.5, 123456789012345.67, 1e15 - 1, 1e15, 1e16 + 2, 1e21, 1.5e300,
      Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, Number.EPSILON, 1.5, -1.5, 10, 100, 1000.1, 0.1, 0.01, 0.99];
    const employees: YearOfEmployee[] = Array.from({ length: 30 }, (_, i) => {
      const sums = new Float64Array(YEAR_SUMS);
      for (let k = 0; k < YEAR_SUMS; k++) {
        const pick = random();
        sums[k] = pick < 0.4 ? edges[Math.floor(random() * edges.length)]
          : pick < 0.7 ? Math.floor(random() * 10 ** Math.floor(random() * 16)) * (random() < 0.2 ? -1 : 1)
            : (random() - 0.2) * 10 ** (Math.floor(random() * 30) - 8);
      }
      return { employee: `e${i}`, sums, benchmarkOf: (month) => edges[(i + month) % edges.length] };
    });
    expect(yearlyReportJson(2026, employees).toString()).toBe(JSON.stringify(asObjects(2026, employees)));
  });

  it('written in parts, however the employees are cut (empty parts first, between and last), the bytes are the whole', () => {
    const employees: YearOfEmployee[] = Array.from({ length: 6 }, (_, i) => {
      const sums = new Float64Array(YEAR_SUMS);
      addToYear(sums, 1 + i, 4, i + 1, 10.5 * i);
      return { employee: `e${i}`, sums, benchmarkOf: () => i };
    });
    const whole = yearlyReportJson(2026, employees).toString();
    for (const cuts of [[0, 0, 2, 2, 6, 6], [3], [0, 6], [1, 2, 3, 4, 5], [6, 6, 6]]) {
      const writer = new YearlyReportWriter(2026);
      const bounds = [0, ...cuts, 6];
      const parts = bounds.slice(1).map((to, k) => writer.part(employees.slice(bounds[k], to), k === bounds.length - 2));
      expect(Buffer.concat(parts).toString()).toBe(whole);
    }
    const empty = new YearlyReportWriter(2026);
    expect(Buffer.concat([empty.part([], false), empty.part([], true)]).toString()).toBe('{"reports":[]}');
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
