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

/** Below this a round2 figure's text is its cents with a point: no other decimal reads back as the same double. */
const CENTS_EXACT = 1e13;
/** Below this an integer's text is its digits. */
const INTEGER_EXACT = 1e15;

/**
 * ASCII bytes into a growing buffer. Figures are written digit by digit: 250,000 Number-to-string
 * conversions and a 6 MB string then encoded were most of the yearly report's build.
 */
class AsciiWriter {
  buf: Buffer;
  pos = 0;

  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }

  /** Room for n more bytes. */
  room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  byte(c: number): void {
    this.room(1);
    this.buf[this.pos++] = c;
  }

  text(s: string): void {
    this.bytes(Buffer.from(s));
  }

  /** A non-negative safe integer's digits (room already made). */
  private digits(n: number): void {
    if (n < 10) {
      this.buf[this.pos++] = 48 + n;
      return;
    }
    let len = 1;
    for (let p = 10; p <= n; p *= 10) len++;
    let at = this.pos + len;
    this.pos = at;
    while (n >= 10) {
      const d = n % 10;
      this.buf[--at] = 48 + d;
      n = (n - d) / 10;
    }
    this.buf[--at] = 48 + n;
  }

  /** A figure as JSON.stringify writes it. */
  number(n: number): void {
    this.room(24);
    if (Number.isInteger(n) && n > -INTEGER_EXACT && n < INTEGER_EXACT) {
      if (n < 0) {
        this.buf[this.pos++] = 45;
        n = -n;
      }
      this.digits(n);
    } else {
      this.text(num(n));
    }
  }

  /** round2(value) as JSON.stringify writes it: its cents, with a point before the last two digits, trailing zeros cut. */
  score(value: number): void {
    const r = round2(value);
    if (!(r > -CENTS_EXACT && r < CENTS_EXACT)) {
      this.text(num(r));
      return;
    }
    this.room(24);
    let c = Math.round(r * 100);
    if (c < 0) {
      this.buf[this.pos++] = 45;
      c = -c;
    }
    const cents = c % 100;
    this.digits((c - cents) / 100);
    if (cents === 0) return;
    this.buf[this.pos++] = 46;
    const tenths = (cents - (cents % 10)) / 10;
    this.buf[this.pos++] = 48 + tenths;
    if (cents % 10) this.buf[this.pos++] = 48 + (cents % 10);
  }
}

/** Each employee's year is about 3 KB of JSON. */
const BYTES_PER_EMPLOYEE = 3400;
const ascii = (s: string) => Buffer.from(s, 'latin1');

/**
 * The yearly report's JSON bytes, exactly JSON.stringify({ reports: MonthlyReportRow rows }) (scores
 * rounded to two decimals), written as bytes and in parts: `part` writes the next employees, in order,
 * the first part opening the document and the last closing it. 24,000 rows built as objects and
 * stringified into one 6 MB string, then encoded, took several times as long, and far more on a process's
 * first call (decision 052, addenda 3 and 4).
 */
export class YearlyReportWriter {
  private readonly prefixes: Buffer[][][];
  private readonly benchmark = ascii(',"benchmark":');
  private started = false;
  private written = 0;

  constructor(private readonly year: number) {
    this.prefixes = Array.from({ length: 12 }, (_, m) =>
      PAIRS.map((p, k) => [ascii(`${k === 0 ? `${m > 0 ? ',' : ''}{"year":${year},"month":${m + 1},` : ','}"${p}Count":`), ascii(`,"${p}Score":`)]));
  }

  part(employees: readonly YearOfEmployee[], last: boolean): Buffer {
    const w = new AsciiWriter(employees.length * BYTES_PER_EMPLOYEE + 64);
    if (!this.started) w.text('{"reports":[');
    this.started = true;
    for (const e of employees) {
      w.text(`${this.written++ ? ',' : ''}{"employee":${JSON.stringify(e.employee)},"monthlyReports":[`);
      for (let m = 0; m < 12; m++) {
        const at = m * PAIRS.length * 2;
        const prefixes = this.prefixes[m];
        for (let k = 0; k < PAIRS.length; k++) {
          w.bytes(prefixes[k][0]);
          w.number(e.sums[at + 2 * k]);
          w.bytes(prefixes[k][1]);
          w.score(e.sums[at + 2 * k + 1]);
        }
        w.bytes(this.benchmark);
        w.number(e.benchmarkOf(m + 1));
        w.byte(0x7d); // }
      }
      w.byte(0x5d); // ]
      w.byte(0x7d);
    }
    if (last) w.text(']}');
    return w.buf.subarray(0, w.pos);
  }
}

/** The whole report in one part (YearlyReportWriter). */
export function yearlyReportJson(year: number, employees: readonly YearOfEmployee[]): Buffer {
  return new YearlyReportWriter(year).part(employees, true);
}

/** What yearlyReportJson writes, as the API's client reads it back (the endpoint table's answer). */
export type YearlyReport = { reports: EmployeeYearlyReport[] };
