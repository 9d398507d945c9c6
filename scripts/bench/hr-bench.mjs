// `npm run bench -- --only hr`: the HR calls of issue 10 on a studio of 2,000 employees with 12 months
// of incomes (a salary slip a month, a quarter bonus a quarter, a business bonus a year: 34,000
// incomes), each at 10 connections; budget p99 < 200 ms; and the 12-month list at 10 readers while 2
// connections record incomes, budget p99 < 300 ms (issue 24). Its own small database (`sp_bench_hr`),
// loaded fresh each run with `insert ... select generate_series` in a few seconds.
import pg from 'pg';
import { adminHeaders, line, measureBudgets, run } from './budget-run.mjs';
import { drain, startInstance } from './instances.mjs';
import { serverUrl } from './load-seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const BUDGET_MS = 200;
/** The income list read while people write (issue 24). */
const WRITES_BUDGET_MS = 300;
const DATABASE = 'sp_bench_hr';
const EMPLOYEES = 2000;
const MONTHS = 12;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** yyyymmdd of the first day of the month `back` months before this one (UTC is close enough for a bench). */
function monthStart(back) {
  const now = new Date();
  const m = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return Math.floor(m / 12) * 10000 + ((m % 12) + 1) * 100 + 1;
}

/** 2,000 employees and 12 months of their incomes. */
async function seed(url) {
  return withClient(url, async (c) => {
    await c.query(
      `insert into employee (id, first_name, last_name, role, role_level, is_active, join_date, contract_type, salary, permitted_day_left)
       select 'h' || lpad(i::text, 4, '0'), 'User ' || i, 'Bench', (array[12, 13, 14, 15, 16, 17, 19, 20, 23, 24])[1 + i % 10], 30 + i % 5,
              i % 17 <> 0, 20200101 + (i % 12) * 100, 1, (10 + i % 40) * 1000000, 12
         from generate_series(1, $1) i`,
      [EMPLOYEES],
    );
    const months = Array.from({ length: MONTHS }, (_, k) => monthStart(k) + 4);
    await c.query(
      `insert into employee_income (employee, type, date, income, is_show, value)
       select e.id, 1, d, e.salary, true, jsonb_build_object('percent', 100, 'totalSalary', e.salary, 'actualSalary', e.salary)
         from employee e cross join unnest($1::int[]) d where e.id like 'h%'`,
      [months],
    );
    await c.query(
      `insert into employee_income (employee, type, date, income, is_show, value)
       select e.id, 2, d, 5000000, true, jsonb_build_object('personalBenchmarkPercentage', 100, 'quarterBonusBenchmarkPercentage', 95.5,
              'totalBonus', 5000000, 'quarter', ((d / 100 % 100 - 1) / 3 + 1)::text, 'year', d / 10000)
         from employee e cross join unnest($1::int[]) d where e.id like 'h%'`,
      [months.filter((_, k) => k % 3 === 1).map((d) => d + 10)],
    );
    await c.query(
      `insert into employee_income (employee, type, date, income, is_show, value)
       select e.id, 3, $1, 12000000, e.id > 'h1000', jsonb_build_object('totalBonus', 12000000, 'year', $1 / 10000 - 1, 'project', '[]'::jsonb)
         from employee e where e.id like 'h%'`,
      [monthStart(MONTHS - 1) + 19],
    );
    await c.query(`analyze employee; analyze employee_income`);
    return Number((await c.query(`select count(*) as n from employee_income`)).rows[0].n);
  });
}

export async function runHrBench({ results, log = console.log }) {
  try {
    await withClient(serverUrl('postgres'), async (admin) => {
      await admin.query(`drop database if exists ${DATABASE} with (force)`);
      await admin.query(`create database ${DATABASE}`);
    });
  } catch (error) {
    log(`\nHR bench SKIPPED: no PostgreSQL server (${error.message})`);
    results.push({ name: 'hr', ok: false });
    return;
  }
  const url = serverUrl(DATABASE);
  // The first start migrates; the studio is loaded before measuring.
  const instance = await startInstance({ databaseUrl: url, env: { SERVE_WEB: 'false', DB_POOL_MAX: '10' }, name: 'hr' });
  try {
    const incomes = await seed(url);
    const headers = await adminHeaders(instance.url);
    const to = (() => { const d = new Date(Date.now() + 7 * 3600_000); return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate(); })();
    const year = `/api/incomes?from=${monthStart(MONTHS - 1)}&to=${to}&showHidden=true`;

    log(`\nHR bench: ${EMPLOYEES} employees, ${incomes} incomes over ${MONTHS} months (${DATABASE})`);
    // The income list built from the table (first call after a write), one at a time.
    for (const [name, path] of [['12 months', year], ['default range (3 months)', '/api/incomes']]) {
      const t0 = performance.now();
      const res = await fetch(`${instance.url}${path}`, { headers });
      const body = await res.json();
      const bytes = JSON.stringify(body).length;
      log(`  income list, ${name}, built (first call): ${res.status}, ${body.employeeIncome?.length ?? 0} incomes, ${(bytes / 1e6).toFixed(1)} MB JSON, ${(performance.now() - t0).toFixed(0)} ms`);
    }

    const calls = [
      [`GET /api/hr/employees (${EMPLOYEES} employees)`, '/api/hr/employees'],
      [`GET /api/incomes (12 months of ${EMPLOYEES} employees, hidden ones too)`, year],
      ['GET /api/incomes (default range: three months)', '/api/incomes'],
    ];
    await measureBudgets({ baseUrl: instance.url, headers, calls, budgetMs: BUDGET_MS, log, results });

    // 10 readers of the 12-month list while 2 writers record incomes in it (issue 24): every write moves the
    // range's counters, so the next read rebuilds the part of the employee written (decision 046).
    let n = 0;
    const writer = run({
      url: `${instance.url}/api/incomes`, method: 'POST', connections: 2, duration: SECONDS,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [{
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ employee: `h${String(1 + (n++ % EMPLOYEES)).padStart(4, '0')}`, type: 1, date: to, value: { percent: 100, totalSalary: 1000000, actualSalary: 1000000 } }) }),
      }],
    });
    const reader = run({ url: `${instance.url}${year}`, headers, connections: 10 });
    const [w, r] = await Promise.all([writer, reader]);
    const written = w.errors + w.non2xx === 0 && r.errors + r.non2xx === 0;
    const underWrites = r.latency.p99 < WRITES_BUDGET_MS && written;
    log(`\nGET /api/incomes (12 months) at 10 connections while 2 connections create incomes`);
    log(line('reads', r));
    log(line('writes', w));
    log(`  budget     reads p99 < ${WRITES_BUDGET_MS} ms, no errors in reads or writes: ${underWrites ? 'MET' : 'NOT MET'}`);
    results.push({ name: 'GET /api/incomes (12 months), 10 readers and 2 writers', ok: underWrites });

    // The employee list the same way: every rename changes the table's signature, so the next read builds it again.
    let m = 0;
    const renamer = run({
      url: `${instance.url}/api/hr/employees/h0001`, method: 'PATCH', connections: 2, duration: SECONDS,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [{
        setupRequest: (req) => ({ ...req, path: `/api/hr/employees/h${String(1 + (m % EMPLOYEES)).padStart(4, '0')}`, body: JSON.stringify({ firstName: `Renamed ${m++}` }) }),
      }],
    });
    const lister = run({ url: `${instance.url}/api/hr/employees`, headers, connections: 10 });
    const [rw, rr] = await Promise.all([renamer, lister]);
    log(`\nGET /api/hr/employees at 10 connections while 2 connections rename employees (every write voids the kept answer)`);
    log(line('reads', rr));
    log(line('writes', rw));
    log('  (reported, no budget)');
  } finally {
    await drain(instance.url, 30);
    await instance.stop();
  }
}
