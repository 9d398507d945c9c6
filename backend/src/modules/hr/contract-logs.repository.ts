import { Injectable } from '@nestjs/common';
import type { ContractLogRow, NewContractLog } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName, employeeNameOrNull } from '../../database/sql';

const ROW = `l.id, l.employee, ${employeeName('e')} as name, l.date, l.reason,
  l.old_salary::float8 as "oldSalary", l.old_contract_type as "oldContractType", l.old_start_date as "oldStartDate",
  l.old_end_date as "oldEndDate", l.new_salary::float8 as "newSalary", l.new_contract_type as "newContractType",
  l.new_start_date as "newStartDate", l.new_end_date as "newEndDate", l.old_role as "oldRole", l.old_role_level as "oldRoleLevel",
  l.new_role as "newRole", l.new_role_level as "newRoleLevel", l.old_manager_level as "oldManagerLevel",
  l.new_manager_level as "newManagerLevel", l.changed_by as "changedBy",
  ${employeeNameOrNull('c')} as "changedByName"`;

/** The log joined with its employee and (when still there) the person who made the change. */
const FROM = `contract_log l join employee e on e.id = l.employee left join employee c on c.id = l.changed_by`;

/** The contract_log table: written in the transaction of an employee edit, read by the Salary changes report. */
@Injectable()
export class ContractLogsRepository {
  constructor(private readonly db: Db) {}

  async insert(log: NewContractLog): Promise<void> {
    await this.db.exec(
      `insert into contract_log (employee, date, reason, old_salary, new_salary, old_contract_type, new_contract_type,
         old_start_date, new_start_date, old_end_date, new_end_date, old_role, new_role, old_role_level, new_role_level,
         old_manager_level, new_manager_level, changed_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [log.employee, log.date, log.reason, log.oldSalary, log.newSalary, log.oldContractType, log.newContractType,
        log.oldStartDate, log.newStartDate, log.oldEndDate, log.newEndDate, log.oldRole, log.newRole, log.oldRoleLevel,
        log.newRoleLevel, log.oldManagerLevel, log.newManagerLevel, log.changedBy],
    );
  }

  /** The rows of a batch (an import) in one statement. */
  async insertMany(logs: readonly NewContractLog[]): Promise<void> {
    if (!logs.length) return;
    const column = <K extends keyof NewContractLog>(k: K) => logs.map((l) => l[k]);
    await this.db.exec(
      `insert into contract_log (employee, date, reason, old_salary, new_salary, old_contract_type, new_contract_type,
         old_start_date, new_start_date, old_end_date, new_end_date, old_role, new_role, old_role_level, new_role_level,
         old_manager_level, new_manager_level, changed_by)
       select * from unnest($1::text[], $2::int[], $3::text[], $4::bigint[], $5::bigint[], $6::smallint[], $7::smallint[], $8::int[],
         $9::int[], $10::int[], $11::int[], $12::smallint[], $13::smallint[], $14::smallint[], $15::smallint[], $16::smallint[],
         $17::smallint[], $18::text[])`,
      [column('employee'), column('date'), column('reason'), column('oldSalary'), column('newSalary'), column('oldContractType'),
        column('newContractType'), column('oldStartDate'), column('newStartDate'), column('oldEndDate'), column('newEndDate'),
        column('oldRole'), column('newRole'), column('oldRoleLevel'), column('newRoleLevel'), column('oldManagerLevel'),
        column('newManagerLevel'), column('changedBy')],
    );
  }

  /** Newest first (by effective date, then by when it was written); one employee's when `employee` is given. */
  list(employee?: string): Promise<ContractLogRow[]> {
    return employee
      ? this.db.many<ContractLogRow>(
        `select ${ROW} from ${FROM} where l.employee = $1 order by l.date desc, l.id desc`,
        [employee],
      )
      : this.db.many<ContractLogRow>(
        `select ${ROW} from ${FROM} order by l.date desc, l.id desc`,
      );
  }
}
