import { ContractType, addDays, daysInMonth, fromYmd, ymdOf } from '@studio/domain';
import type { Db } from '../db';

/**
 * Social insurance records for the demo employees (admin > administrative > social insurance):
 * most insured by the company since a little after they joined, a few paying themselves, the two
 * newest not insured yet. So the other HR reports have rows this month too: two intern contracts
 * end this month and one employee leaves at its end (still active: a notice period).
 * Deterministic (its own PRNG); one statement per kind.
 */
export async function seedDemoInsurance(db: Db, people: { id: string; role: number }[], today: number): Promise<void> {
  let s = 17_112_026;
  const next = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  const joined = await db.many<{ id: string; joinDate: number | null }>(
    `select id, join_date as "joinDate" from employee where id = any($1::text[]) order by join_date desc nulls first, id`,
    [people.map((p) => p.id)],
  );
  const rows = joined.map((p, i) => {
    const insured = i >= 2;
    const start = insured ? addDays(p.joinDate ?? today, 30 + Math.floor(next() * 30)) : null;
    return {
      id: p.id,
      code: insured ? `79${String(Math.floor(next() * 1e8)).padStart(8, '0')}` : null,
      payer: insured ? (next() < 0.85 ? 'Công ty TNHH Studio' : 'Tự đóng') : null,
      start: start !== null && start <= today ? start : null,
      status: insured,
    };
  });
  await db.query(
    `update employee e set social_insurance_id = v.code, social_insurance_payer = v.payer,
            social_insurance_start_date = v.start, social_insurance_status = v.status
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::boolean[]) as v(id, code, payer, start, status)
      where e.id = v.id`,
    [rows.map((r) => r.id), rows.map((r) => r.code), rows.map((r) => r.payer), rows.map((r) => r.start), rows.map((r) => r.status)],
  );

  const { year, month } = fromYmd(today);
  const monthEnd = ymdOf(year, month, daysInMonth(year, month));
  const [a, b, leaver] = joined.slice(0, 3);
  if (a && b) {
    // The contract log stays whole: each change is logged, old values from the row as it stands.
    await db.query(
      `insert into contract_log (employee, date, reason, old_salary, new_salary, old_contract_type, new_contract_type, old_start_date,
         new_start_date, old_end_date, new_end_date, old_role, new_role, old_role_level, new_role_level, old_manager_level, new_manager_level)
       select e.id, $6::int, v.reason, e.salary, e.salary, e.contract_type, v.type, e.contract_start_date, v.start, e.contract_end_date, v."end",
              e.role, e.role, e.role_level, e.role_level, e.manager_level, e.manager_level
         from employee e join unnest($1::text[], $2::smallint[], $3::int[], $4::int[], $5::text[]) as v(id, type, start, "end", reason) on v.id = e.id`,
      [[a.id, b.id], [ContractType.InternFullTime, ContractType.InternPartTime], [addDays(monthEnd, -89), addDays(monthEnd, -119)],
        [monthEnd, addDays(monthEnd, -Math.min(10, daysInMonth(year, month) - 1))], ['Thực tập 3 tháng', 'Thực tập bán thời gian 4 tháng'], today],
    );
    await db.query(
      `update employee e set contract_type = v.type, contract_start_date = v.start, contract_end_date = v.end, contract_change_reason = v.reason
         from unnest($1::text[], $2::smallint[], $3::int[], $4::int[], $5::text[]) as v(id, type, start, "end", reason)
        where e.id = v.id`,
      [[a.id, b.id], [ContractType.InternFullTime, ContractType.InternPartTime], [addDays(monthEnd, -89), addDays(monthEnd, -119)],
        [monthEnd, addDays(monthEnd, -Math.min(10, daysInMonth(year, month) - 1))], ['Thực tập 3 tháng', 'Thực tập bán thời gian 4 tháng']],
    );
  }
  if (leaver) {
    await db.query(`update employee set quit_date = $2, quit_reason = $3 where id = $1`, [leaver.id, monthEnd, 'Chuyển công tác sang thành phố khác']);
  }
}
