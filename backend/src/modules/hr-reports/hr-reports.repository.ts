import { Injectable } from '@nestjs/common';
import {
  BreakRequestStatus, BreakTime, INTERN_CONTRACT_TYPES,
  type BirthdayRow, type BreakBalanceRow, type ByRoleRow, type InternExpireRow, type QuitRow, type SocialInsuranceRow,
} from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

const NAME = `${employeeName('e')} as name`;
const INSURANCE = `e.id, ${NAME}, e.role, e.social_insurance_payer as "socialInsurancePayer", e.social_insurance_id as "socialInsurance",
  e.social_insurance_start_date as "socialInsuranceStartDate", e.social_insurance_end_date as "socialInsuranceEndDate",
  e.social_insurance_status as "socialInsuranceStatus"`;

/** Days a pending paid request holds, in SQL (libs/domain breakDays). */
export const PENDING_DAYS = `case when r.break_time = ${BreakTime.FullDay} then 1 else 0.5 end`;

/**
 * The HR reports: read-only views of the employee table (the hr module owns its writes, the
 * report's social insurance edit included). Every list leaves out `except` (the built-in admin).
 */
@Injectable()
export class HrReportsRepository {
  constructor(private readonly db: Db) {}

  birthdays(month: number, except: string): Promise<BirthdayRow[]> {
    return this.db.many<BirthdayRow>(
      `select e.id, ${NAME}, e.role, e.dob as birthday from employee e
        where e.is_active and e.id <> $2 and e.dob is not null and (e.dob / 100) % 100 = $1
        order by e.dob % 100, e.first_name, e.id`,
      [month, except],
    );
  }

  socialInsurance(except: string): Promise<SocialInsuranceRow[]> {
    return this.db.many<SocialInsuranceRow>(
      `select ${INSURANCE} from employee e where e.id <> $1 order by e.is_active desc, e.first_name, e.id`, [except],
    );
  }

  /** The insurance dates, the row locked until the transaction ends (no key update, as an employee edit does not touch keys). */
  lockInsuranceDates(id: string): Promise<Pick<SocialInsuranceRow, 'socialInsuranceStartDate' | 'socialInsuranceEndDate'> | undefined> {
    return this.db.one(
      `select social_insurance_start_date as "socialInsuranceStartDate", social_insurance_end_date as "socialInsuranceEndDate"
         from employee where id = $1 for no key update`,
      [id],
    );
  }

  /** One employee's row of the report. */
  insuranceOf(id: string): Promise<SocialInsuranceRow | undefined> {
    return this.db.one<SocialInsuranceRow>(`select ${INSURANCE} from employee e where e.id = $1`, [id]);
  }

  /** Employees with a quit date, the latest first. */
  quits(except: string): Promise<QuitRow[]> {
    return this.db.many<QuitRow>(
      `select e.id, ${NAME}, e.join_date as "joinDate", e.role, e.role_level as "roleLevel", e.quit_date as "quitDate", e.quit_reason as reason
         from employee e where e.id <> $1 and e.quit_date is not null order by e.quit_date desc, e.first_name, e.id`,
      [except],
    );
  }

  byRole(role: number, except: string): Promise<ByRoleRow[]> {
    return this.db.many<ByRoleRow>(
      `select e.id, ${NAME}, e.role, e.role_level as "roleLevel" from employee e
        where e.is_active and e.id <> $2 and e.role = $1 order by e.role_level desc, e.first_name, e.id`,
      [role, except],
    );
  }

  /** Active intern contracts ending between `from` and `to` (yyyymmdd, inclusive), soonest first. */
  internsEnding(from: number, to: number, except: string): Promise<InternExpireRow[]> {
    return this.db.many<InternExpireRow>(
      `select e.id, ${NAME}, e.role, e.role_level as "roleLevel", e.contract_type as "contractType",
              e.contract_start_date as "contractStartDate", e.contract_end_date as "contractEndDate",
              e.contract_change_reason as "contractChangeReason"
         from employee e
        where e.is_active and e.id <> $4 and e.contract_type = any($3::smallint[]) and e.contract_end_date between $1 and $2
        order by e.contract_end_date, e.first_name, e.id`,
      [from, to, INTERN_CONTRACT_TYPES, except],
    );
  }

  /** Active employees' leave: the balance and what pending paid requests hold (one grouped join). */
  async breaks(except: string): Promise<BreakBalanceRow[]> {
    const rows = await this.db.many<BreakBalanceRow>(
      `select e.id, ${NAME}, e.role, e.role_level as "roleLevel", e.permitted_day_left::float8 as "permittedDayLeft",
              coalesce(p.days, 0)::float8 as "permittedDayPending"
         from employee e
         left join (select r.employee, sum(${PENDING_DAYS}) as days from break_request r
                     where r.status = $2 and r.is_permitted group by r.employee) p on p.employee = e.id
        where e.is_active and e.id <> $1 order by e.first_name, e.id`,
      [except, BreakRequestStatus.Pending],
    );
    return rows;
  }
}
