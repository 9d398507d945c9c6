import { round2, type EmployeeYearlyReport } from '@studio/domain';

/** A monthly report row's (count, score) pairs in the API's order (MonthlyReportRow of libs/domain). */
const PAIRS = ['taskInProgress', 'taskWaitingReview', 'taskSuccess', 'taskFail', 'penalty'] as const;
/** Per employee: 12 months x the five (count, score) pairs. */
export const YEAR_SUMS = 12 * PAIRS.length * 2;

/** The pair a summary row's status adds to: 0 penalty, 3 waiting review, 4 success, 5 fail, others in progress. */
export function pairOfStatus(status: number): number {
  return status === 0 ? 4 : status === 3 ? 1 : status === 4 ? 2 : status === 5 ? 3 : 0;
}

/** Adds a summary row (month 1-12) to an employee's year of sums. */
export function addToYear(sums: Float64Array, month: number, status: number, count: number, score: number): void {
  const at = (month - 1) * PAIRS.length * 2 + 2 * pairOfStatus(status);
  sums[at] += count;
  sums[at + 1] += score;
}

/** One employee's year in the report: their sums and the benchmark each month shows. */
export interface YearOfEmployee {
  employee: string;
  sums: Float64Array;
  benchmarkOf: (month: number) => number;
}

/** A number as JSON.stringify writes it (a non-finite one as null). */
function num(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/**
 * The yearly report's JSON bytes, exactly JSON.stringify({ reports: MonthlyReportRow rows }) (scores
 * rounded to two decimals). Written as text per employee and encoded at once: 24,000 rows built as
 * objects, stringified into one 6 MB string and then encoded took about twice as long, and far more on a
 * process's first call (decision 052, addendum 3).
 */
export function yearlyReportJson(year: number, employees: Iterable<YearOfEmployee>): Buffer {
  const prefix = Array.from({ length: 12 }, (_, m) =>
    PAIRS.map((p, k) => [`${k === 0 ? `{"year":${year},"month":${m + 1},` : ','}"${p}Count":`, `,"${p}Score":`]));
  const parts: Buffer[] = [Buffer.from('{"reports":[')];
  let first = true;
  for (const e of employees) {
    let s = `${first ? '' : ','}{"employee":${JSON.stringify(e.employee)},"monthlyReports":[`;
    first = false;
    for (let m = 0; m < 12; m++) {
      const at = m * PAIRS.length * 2;
      if (m > 0) s += ',';
      for (let k = 0; k < PAIRS.length; k++) {
        s += prefix[m][k][0] + num(e.sums[at + 2 * k]) + prefix[m][k][1] + num(round2(e.sums[at + 2 * k + 1]));
      }
      s += `,"benchmark":${num(e.benchmarkOf(m + 1))}}`;
    }
    parts.push(Buffer.from(`${s}]}`));
  }
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
}

/** What yearlyReportJson writes, as the API's client reads it back (the endpoint table's answer). */
export type YearlyReport = { reports: EmployeeYearlyReport[] };
