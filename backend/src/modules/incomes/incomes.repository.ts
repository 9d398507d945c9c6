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

/** employee_income and its revision counters (written by the table's trigger, read here). */
@Injectable()
export class IncomesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The sum of the month counters over the filter's range (the trigger of decision 046 bumps them):
   * it grows at every commit that writes an income settled in the range, by anyone, on any instance.
   */
  async signature(f: IncomeFilter): Promise<number> {
    const row = await this.db.one<{ v: string }>(
      `select coalesce(sum(version), 0)::text as v from income_revision_month where month between $1::int / 100 and $2::int / 100`, [f.from, f.to],
    );
    return Number(row!.v);
  }

  /** The signature and, in the same snapshot, each employee's counters summed over the range. */
  async versions(f: IncomeFilter): Promise<{ signature: number; versions: Map<string, number> }> {
    const row = await this.db.one<{ signature: string; versions: Record<string, string> }>(
      `select (select coalesce(sum(version), 0) from income_revision_month where month between $1::int / 100 and $2::int / 100)::text as signature,
              coalesce((select json_object_agg(employee, v) from (
                select c.employee, sum(c.version)::text as v from income_revision_cell c
                 where c.month between $1::int / 100 and $2::int / 100 and ($3::text[] is null or c.employee = any($3::text[]))
                 group by c.employee) x), '{}') as versions`,
      [f.from, f.to, f.employees],
    );
    return { signature: Number(row!.signature), versions: new Map(Object.entries(row!.versions).map(([e, v]) => [e, Number(v)])) };
  }

  /** The given employees' incomes in the filter, each employee's as JSON objects joined by commas, newest settlement first. */
  async employeeJson(f: IncomeFilter, employees: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db.many<{ employee: string; json: string }>(
      `select i.employee, string_agg(${JSON_ROW}::text, ',' order by i.date desc, i.id desc) as json
         from employee_income i
        where i.date between $1 and $2 and i.employee = any($3::text[]) and ($4 or i.is_show)
        group by i.employee`,
      [f.from, f.to, employees, f.showHidden],
    );
    return new Map(rows.map((r) => [r.employee, r.json]));
  }

  /** The given employees in the list's order: by name, then id. */
  async byName(employees: readonly string[]): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(`select id from employee where id = any($1::text[]) order by first_name, last_name, id`, [employees]);
    return rows.map((r) => r.id);
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
