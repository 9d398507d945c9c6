import type { MonthStatusRow } from './dashboard.repository';

/**
 * The scoring tables a cell's weight reads (dashboard.repository.ts WEIGHT), as the yearly report's range
 * statement sends them: small tables, read in the same statement (so the same snapshot) as the cells.
 */
export interface WeightTables {
  /** efficiency_scale: [type, scale] */
  es: [number, number][] | null;
  /** benchmark_scale: [type, scale] */
  bs: [number, number][] | null;
  /** performance_scale: [role, role level of the user, role level of the project, scale] */
  ps: [number, number, number, number][] | null;
  /** project_role_level: [project, role, role level] */
  prl: [number, number, number][] | null;
  /** creative_score: [role, type, score] */
  cs: [number, number, number][] | null;
  /** creative_benchmark_rate: [role, type, rate] */
  cbr: [number, number, number][] | null;
}

// Keys of small integers (smallint and int columns) as one safe integer.
const k2 = (a: number, b: number) => (a + 32768) * 65536 + (b + 32768);
const k3 = (a: number, b: number, c: number) => k2(a, b) * 65536 + (c + 32768);
const kProject = (project: number, role: number) => project * 65536 + (role + 32768);

function mapOf<T extends number[]>(rows: T[] | null, key: (r: T) => number, value: (r: T) => number): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of rows ?? []) m.set(key(r), value(r));
  return m;
}

/** `nullif(x, 0)` then `coalesce(.., 1)`, as WEIGHT reads a scale. */
const scaleOr1 = (x: number | undefined) => (x === undefined || x === 0 ? 1 : x);

/**
 * A cell's weight, the twin of the SQL `WEIGHT` (dashboard.repository.ts) that the aggregation from the
 * task table (yearRowsFromTasks) and the month preview still use: the same lookups and the same product
 * in the same order, efficiency x benchmark (or a met creative's rate) x performance x creative score,
 * so each cell's float is the SQL's to the last bit. libs/domain `taskWeight` states the same rule for
 * the ledger (its factors in the order the dialog lists them).
 */
export class CellWeigher {
  private readonly es: Map<number, number>;
  private readonly bs: Map<number, number>;
  private readonly ps: Map<number, number>;
  private readonly prl: Map<number, number>;
  private readonly cs: Map<number, number>;
  private readonly cbr: Map<number, number>;

  constructor(t: WeightTables) {
    this.es = mapOf(t.es, (r) => r[0], (r) => r[1]);
    this.bs = mapOf(t.bs, (r) => r[0], (r) => r[1]);
    this.ps = mapOf(t.ps, (r) => k3(r[0], r[1], r[2]), (r) => r[3]);
    this.prl = mapOf(t.prl, (r) => kProject(r[0], r[1]), (r) => r[2]);
    this.cs = mapOf(t.cs, (r) => k2(r[0], r[1]), (r) => r[2]);
    this.cbr = mapOf(t.cbr, (r) => k2(r[0], r[1]), (r) => r[2]);
  }

  /**
   * `benchmark` -1 and `creativeType` -1: none (the summary's key columns are never null); `userLevel` null:
   * the assignee has no level. `taskScore`: a creative task's typed score.
   */
  weight(role: number, efficiency: number, benchmark: number, project: number, userLevel: number | null, creativeType: number, taskScore: number): number {
    const a = scaleOr1(this.es.get(efficiency));
    let b: number | undefined;
    if (benchmark === 100 && creativeType !== -1) {
      const rate = this.cbr.get(k2(role, creativeType));
      if (rate !== undefined && rate > 0) b = rate;
    }
    if (b === undefined) b = benchmark === -1 ? 1 : scaleOr1(this.bs.get(benchmark));
    const projectLevel = this.prl.get(kProject(project, role));
    const c = userLevel === null || projectLevel === undefined ? 1 : scaleOr1(this.ps.get(k3(role, userLevel, projectLevel)));
    let d = 1;
    if (creativeType !== -1 && taskScore > 0) {
      const score = this.cs.get(k2(role, creativeType));
      if (score !== undefined && score > 0) d = score / taskScore;
    }
    return a * b * c * d;
  }
}

/** Task statuses a cell can have (1-5); slots per month. */
const STATUSES = 8;
const COMMA = 44;
const MINUS = 45;
const UNIT = 0x1f;
const GROUP = 0x1e;

/**
 * Reads the cells' text field by field without splitting it (100,000 cells and a million fields a year:
 * split strings and `Number` of each took most of the weighing's time): `int()` reads an integer field,
 * `num()` a decimal one (through `Number`, which reads it exactly as the database's float8 input does).
 */
class FieldReader {
  at = 0;
  constructor(private readonly text: string) {}

  /** An integer up to the next separator, which is passed. */
  int(): number {
    const t = this.text;
    let i = this.at;
    let sign = 1;
    if (t.charCodeAt(i) === MINUS) {
      sign = -1;
      i++;
    }
    let n = 0;
    for (let c = t.charCodeAt(i); c >= 48 && c <= 57; c = t.charCodeAt(++i)) n = n * 10 + (c - 48);
    this.at = i + 1;
    return sign * n;
  }

  /** A decimal number up to the next separator, which is passed. */
  num(): number {
    const t = this.text;
    let i = this.at;
    for (let c = t.charCodeAt(i); c !== COMMA && c !== UNIT && c !== GROUP && i < t.length; c = t.charCodeAt(++i));
    const n = Number(t.slice(this.at, i));
    this.at = i + 1;
    return n;
  }

  /** The text up to `sep`, which is passed. */
  until(sep: string): string {
    let i = this.text.indexOf(sep, this.at);
    if (i < 0) i = this.text.length;
    const s = this.text.slice(this.at, i);
    this.at = i + 1;
    return s;
  }

  /** The separator just passed (the character before `at`). */
  passed(): number {
    return this.text.charCodeAt(this.at - 1);
  }
}

/**
 * One range's cells as the statement sends them: per employee (separated by U+001E) the id, then each
 * cell (separated by U+001F) as `month - year x 100, status, project, role, efficiency, benchmark, count,
 * score[, creative type, typed score]`. Each cell is weighed (score x weight) and added to its (employee,
 * month, status), in the order the cells come, as the SQL `sum` did: rows as the aggregation gives them,
 * months 1-12. Cells of employees without a level entry (admins, not in the report) are left out.
 */
export function groupCells(text: string, levels: ReadonlyMap<string, number | null>, weigher: CellWeigher): MonthStatusRow[] {
  const rows: MonthStatusRow[] = [];
  const sums = new Float64Array(13 * STATUSES * 2);
  const r = new FieldReader(text);
  while (r.at < text.length) {
    const employee = r.until('\x1f');
    const userLevel = levels.get(employee);
    sums.fill(0);
    let more = true;
    while (more) {
      const d = r.int();
      const status = r.int();
      const project = r.int();
      const role = r.int();
      const efficiency = r.int();
      const benchmark = r.int();
      const count = r.int();
      const score = r.num();
      let creativeType = -1;
      let taskScore = 0;
      if (r.passed() === COMMA) {
        creativeType = r.int();
        taskScore = r.num();
      }
      more = r.passed() === UNIT && r.at <= text.length;
      if (userLevel === undefined) continue;
      const month = Math.trunc(d / 100) * 12 + (d % 100);
      if (month < 1 || month > 12 || status < 0 || status >= STATUSES) continue;
      const at = (month * STATUSES + status) * 2;
      sums[at] += count;
      sums[at + 1] += score * weigher.weight(role, efficiency, benchmark, project, userLevel, creativeType, taskScore);
    }
    if (userLevel === undefined) continue;
    for (let month = 1; month <= 12; month++) {
      for (let status = 0; status < STATUSES; status++) {
        const at = (month * STATUSES + status) * 2;
        if (sums[at] !== 0) rows.push({ employee, month, status, count: sums[at], score: sums[at + 1] });
      }
    }
  }
  return rows;
}

/**
 * A made-up range in the statement's format (DashboardService.warmYearlyReport): `employees` employees
 * from `first`, each with a few cells a month over the year's statuses, efficiencies, benchmarks and a
 * creative one, and the tables that weigh them. Nothing here is read from or written to the database.
 */
export function sampleRange(first: number, employees: number): { text: string; levels: Map<string, number | null>; tables: WeightTables } {
  const groups: string[] = [];
  const levels = new Map<string, number | null>();
  for (let e = first; e < first + employees; e++) {
    const id = `warm-${e}`;
    levels.set(id, 30 + (e % 5));
    const cells: string[] = [id];
    for (let m = 1; m <= 12; m++) {
      for (let c = 0; c < 3; c++) {
        const status = 1 + ((e + m + c) % 5);
        const creative = c === 2 && m % 4 === 0 ? `,${1 + (m % 4)},${10 + c}` : '';
        cells.push(`${m},${status},${1 + ((e + c) % 7)},12,${c % 4},${c === 1 ? 100 : -1},${1 + c},${(e % 17) + c * 2.25}${creative}`);
      }
    }
    groups.push(cells.join('\x1f'));
  }
  const tables: WeightTables = {
    es: [[0, 1], [1, 1.1], [2, 1.25], [3, 1.5]],
    bs: [[100, 1.2], [101, 0.8]],
    ps: [30, 31, 32, 33, 34].flatMap((u) => [30, 31, 32, 33, 34].map((p): [number, number, number, number] => [12, u, p, 1 + (u - p) / 10])),
    prl: [1, 2, 3, 4, 5, 6, 7].map((p): [number, number, number] => [p, 12, 30 + (p % 5)]),
    cs: [[12, 1, 15], [12, 2, 20]],
    cbr: [[12, 1, 1.3]],
  };
  return { text: groups.join('\x1e'), levels, tables };
}
