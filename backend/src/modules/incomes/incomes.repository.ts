import { Injectable } from '@nestjs/common';
import type { CheckedIncome, Income, IncomeEmployee } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

export interface IncomeFilter {
  from: number;
  to: number;
  /** null: everyone. */
  employees: string[] | null;
  showHidden: boolean;
}

const COLUMNS = `i.id, i.employee, i.type, i.date, i.income, i.is_show as "isShow", i.value`;
/** One income as JSON, built by PostgreSQL (the list is sent as the text it makes). */
const JSON_ROW = `json_build_object('id', i.id, 'employee', i.employee, 'type', i.type, 'date', i.date, 'income', i.income, 'isShow', i.is_show, 'value', i.value)`;

/** employee_income and its one-row revision counter. */
@Injectable()
export class IncomesRepository {
  constructor(private readonly db: Db) {}

  /** The list as JSON array text, grouped by employee (by name), newest settlement first. */
  async listJson(f: IncomeFilter): Promise<string> {
    const row = await this.db.one<{ json: string }>(
      `select coalesce(json_agg(${JSON_ROW} order by e.first_name, e.last_name, i.employee, i.date desc, i.id desc), '[]')::text as json
         from employee_income i join employee e on e.id = i.employee
        where i.date between $1 and $2 and ($3::text[] is null or i.employee = any($3::text[])) and ($4 or i.is_show)`,
      [f.from, f.to, f.employees, f.showHidden],
    );
    return row!.json;
  }

  /** The caller's own shown incomes, newest first; `year` limits the settlement dates. */
  ownShown(employee: string, year: number | null): Promise<Income[]> {
    return this.db.many<Income>(
      `select ${COLUMNS} from employee_income i
        where i.employee = $1 and i.is_show and ($2::int is null or i.date between $2 * 10000 + 101 and $2 * 10000 + 1231)
        order by i.date desc, i.id desc`,
      [employee, year],
    );
  }

  /** The income, its row locked until the transaction ends. */
  lock(id: number): Promise<Income | undefined> {
    return this.db.one<Income>(`select ${COLUMNS} from employee_income i where i.id = $1 for update`, [id]);
  }

  async insert(x: CheckedIncome): Promise<Income> {
    return (await this.db.one<Income>(
      `insert into employee_income as i (employee, type, date, income, is_show, value) values ($1, $2, $3, $4, $5, $6::jsonb) returning ${COLUMNS}`,
      [x.employee, x.type, x.date, x.income, x.isShow, JSON.stringify(x.value)],
    ))!;
  }

  async update(id: number, x: CheckedIncome): Promise<Income> {
    return (await this.db.one<Income>(
      `update employee_income as i set employee = $2, type = $3, date = $4, income = $5, is_show = $6, value = $7::jsonb, updated_at = now()
        where i.id = $1 returning ${COLUMNS}`,
      [id, x.employee, x.type, x.date, x.income, x.isShow, JSON.stringify(x.value)],
    ))!;
  }

  async remove(id: number): Promise<boolean> {
    return (await this.db.exec(`delete from employee_income where id = $1`, [id])) > 0;
  }

  /** Every income write calls this in its transaction: kept list answers of older revisions are dropped. */
  async bumpRevision(): Promise<void> {
    await this.db.exec(`update income_revision set version = version + 1 where id = 1`);
  }

  async revision(): Promise<number> {
    return (await this.db.one<{ version: number }>(`select version from income_revision where id = 1`))?.version ?? 0;
  }

  async employeeExists(id: string): Promise<boolean> {
    return !!(await this.db.one(`select 1 from employee where id = $1`, [id]));
  }

  async existingProjects(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.many<{ id: number }>(`select id from project where id = any($1::int[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  /** Every employee but the built-in admin, active ones first, by name. */
  employees(): Promise<IncomeEmployee[]> {
    return this.db.many<IncomeEmployee>(
      `select id, ${employeeName('')} as name, role, icon, is_active as "isActive"
         from employee where id <> 'admin'
        order by is_active desc, first_name, last_name, id`,
    );
  }

  /** Names of projects, for the dialog's choice and the slips. */
  projects(ids: readonly number[] | null): Promise<{ id: number; name: string }[]> {
    return this.db.many<{ id: number; name: string }>(
      `select id, name from project where id <> 0 and ($1::int[] is null or id = any($1::int[])) order by name, id`, [ids],
    );
  }
}
