import { fromYmd, IncomeType, ymdOf } from '@studio/domain';
import type { Db } from '../db';

/** Months of salary slips each demo employee gets, ending with the current month. */
export const DEMO_INCOME_MONTHS = 6;

/**
 * Incomes for the demo studio: a salary slip settled on the 5th of each of the last six months
 * (the current month's still hidden, as HR prepares it), a quarter bonus for the last finished
 * quarter, and last year's business bonus for members of the demo projects. Amounts are whole
 * thousands of VND, from the employee's salary; deterministic (its own PRNG); one statement.
 */
export async function seedDemoIncomes(db: Db, today: number, projectIds: readonly number[]): Promise<number> {
  let s = 10_2026;
  const next = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  const thousands = (vnd: number) => Math.round(vnd / 1000) * 1000;
  const employees = await db.many<{ id: string; salary: number | null }>(`select id, salary from employee where id <> 'admin' and is_active order by id`);
  const members = await db.many<{ employee: string; projects: number[] }>(
    `select employee_id as employee, array_agg(distinct project_id order by project_id) as projects
       from project_employee where project_id = any($1::int[]) group by employee_id`, [projectIds],
  );
  const projectsOf = new Map(members.map((m) => [m.employee, m.projects]));
  const { year, month } = fromYmd(today);
  const rows: [string, number, number, number, boolean, string][] = [];
  for (const e of employees) {
    const salary = e.salary && e.salary > 0 ? e.salary : 15_000_000;
    for (let k = DEMO_INCOME_MONTHS - 1; k >= 0; k--) {
      const m0 = year * 12 + (month - 1) - k;
      // The current month's slip on the 5th, or today if sooner: on the 1st to the 4th there is still one being prepared.
      const date = Math.min(ymdOf(Math.floor(m0 / 12), (m0 % 12) + 1, 5), today);
      const percent = next() < 0.85 ? 100 : 85;
      const totalSalary = salary;
      const actualSalary = thousands((salary * percent) / 100 - next() * 400_000);
      rows.push([e.id, IncomeType.Salary, date, actualSalary, k > 0, JSON.stringify({ percent, totalSalary, actualSalary })]);
    }
    // The last finished quarter, settled in the month after it (on the 15th, or today if sooner).
    const current = Math.floor((month - 1) / 3);
    const quarter = current === 0 ? 4 : current;
    const qYear = current === 0 ? year - 1 : year;
    const personal = Math.round((80 + next() * 50) * 10) / 10;
    const team = Math.round((85 + next() * 30) * 10) / 10;
    const totalBonus = thousands((salary * 0.5 * personal * team) / 10_000);
    rows.push([e.id, IncomeType.QuarterBonus, Math.min(ymdOf(year, current * 3 + 1, 15), today), totalBonus, true, JSON.stringify({
      personalBenchmarkPercentage: personal, quarterBonusBenchmarkPercentage: team, totalBonus, quarter: String(quarter), year: qYear,
    })]);
    const projects = projectsOf.get(e.id);
    if (projects?.length) {
      const bonus = thousands(salary * (0.8 + next() * 1.5));
      rows.push([e.id, IncomeType.BusinessBonus, Math.min(ymdOf(year, 1, 20), today), bonus, true,
        JSON.stringify({ totalBonus: bonus, year: year - 1, project: projects.slice(0, 3) })]);
    }
  }
  if (!rows.length) return 0;
  await db.query(
    `insert into employee_income (employee, type, date, income, is_show, value)
     select * from unnest($1::text[], $2::smallint[], $3::int[], $4::bigint[], $5::boolean[], $6::jsonb[])`,
    [rows.map((x) => x[0]), rows.map((x) => x[1]), rows.map((x) => x[2]), rows.map((x) => x[3]), rows.map((x) => x[4]), rows.map((x) => x[5])],
  );
  return rows.length;
}
