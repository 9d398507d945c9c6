// Demo contract history (issue 10): every demo employee gets the contract log that led to their
// current contract: a probation turned official some weeks after joining, and for those with more
// than a year in the studio a yearly raise (with a promotion for some) at the start of their current
// contract. The chain ends on the employee's current values, and each row's old values are the
// previous row's new ones, as the app writes them. Called once, last, from DemoSeeder.
import { addDays, ContractType, Role } from '@studio/domain';
import type { Db } from '../db';

type Person = { id: string; salary: number; role: number; roleLevel: number; managerLevel: number; joinDate: number | null };

const STEP = 500_000;
const round = (vnd: number) => Math.max(STEP, Math.round(vnd / STEP) * STEP);
const yearLater = (ymd: number) => addDays(ymd, 365);

export async function seedDemoContractLogs(db: Db, ids: readonly string[], today: number): Promise<number> {
  const people = await db.many<Person>(
    `select id, salary::float8 as salary, role, role_level as "roleLevel", manager_level as "managerLevel", join_date as "joinDate"
       from employee where id = any($1) order by id`,
    [ids],
  );
  const hr = people.find((p) => p.role === Role.HumanResources)?.id ?? null;
  let rows = 0;
  for (const [i, p] of people.entries()) {
    const join = p.joinDate ?? addDays(today, -400);
    const official = addDays(join, 60);
    const long = addDays(today, -365) > official;
    // The current contract: a yearly one starting at the last anniversary of `official` (or at `official`).
    let start = official;
    while (long && yearLater(start) <= today) start = yearLater(start);
    const end = addDays(yearLater(start), -1);
    const promoted = long && i % 3 === 0 && p.roleLevel > 30;
    const raise = long ? round(p.salary * 0.1) : 0;
    const beforeRaise = { salary: p.salary - raise, level: promoted ? p.roleLevel - 1 : p.roleLevel };
    const probation = { salary: round(beforeRaise.salary * 0.85), level: beforeRaise.level };
    const firstEnd = long ? addDays(yearLater(official), -1) : end;

    const steps: unknown[][] = [
      // Probation -> official contract.
      [official, 'Hết thử việc, ký hợp đồng chính thức', probation.salary, beforeRaise.salary, ContractType.ProbationFullTime,
        ContractType.Official, join, official, addDays(official, -1), firstEnd, probation.level, beforeRaise.level],
    ];
    if (long) {
      steps.push([start, promoted ? 'Tăng lương hằng năm và thăng cấp' : 'Tăng lương hằng năm', beforeRaise.salary, p.salary,
        ContractType.Official, ContractType.Official, official, start, firstEnd, end, beforeRaise.level, p.roleLevel]);
    }
    for (const [date, reason, oldSalary, newSalary, oldType, newType, oldStart, newStart, oldEnd, newEnd, oldLevel, newLevel] of steps) {
      await db.exec(
        `insert into contract_log (employee, date, reason, old_salary, new_salary, old_contract_type, new_contract_type, old_start_date,
           new_start_date, old_end_date, new_end_date, old_role, new_role, old_role_level, new_role_level, old_manager_level,
           new_manager_level, changed_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $15, $16)`,
        [p.id, date, reason, oldSalary, newSalary, oldType, newType, oldStart, newStart, oldEnd, newEnd, p.role, oldLevel, newLevel,
          p.managerLevel, p.id === hr ? null : hr],
      );
      rows++;
    }
    await db.exec(`update employee set contract_start_date = $2, contract_end_date = $3, contract_type = $4 where id = $1`,
      [p.id, start, end, ContractType.Official]);
  }
  return rows;
}
