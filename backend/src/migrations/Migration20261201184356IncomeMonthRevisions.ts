import { Migration } from '@mikro-orm/migrations';

import { statementTriggers } from './ddl';

// The income list's kept answers follow the months and employees a write touched (decision 046).
// - `income_revision_month` holds a counter per settlement month (yyyymm), `income_revision_cell` one
//   per (month, employee). Each is bumped by one statement-level trigger on employee_income, in the
//   writing transaction, for the old and the new row's month and employee: writes through the API
//   and by plain SQL (seeders, tests, psql) alike, and each instance reads them from the database.
// - The bump is `version + 1` on the locked row: every counter only grows, so the sum over a range
//   changes at every commit that touches it (a global sequence would not: a number taken before a
//   concurrent commit can be committed after it).
// - Rows are locked in (month, employee) order, so two writers of the same months never deadlock.
// - The cells of existing incomes are made. The single `income_revision` row these replace stays, unread
//   (a release's rows stay where an upgrade finds them: test/api/upgrade-from-release.spec.ts).
export class Migration20261201184356IncomeMonthRevisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "income_revision_cell" ("month" int not null, "employee" varchar(64) not null, "version" bigint not null default 0, constraint "income_revision_cell_pkey" primary key ("month", "employee"))`);
    this.addSql(`create table "income_revision_month" ("month" int not null, "version" bigint not null default 0, constraint "income_revision_month_pkey" primary key ("month"))`);
    this.addSql(`insert into income_revision_cell (month, employee, version) select date / 100, employee, 1 from employee_income group by 1, 2`);
    this.addSql(`insert into income_revision_month (month, version) select date / 100, 1 from employee_income group by 1`);
    this.addSql(`create or replace function income_revision_touch(months int[], employees text[]) returns void language sql as $fn$
      insert into income_revision_month as r (month, version)
      select distinct m, 1 from unnest(months) m order by 1
      on conflict (month) do update set version = r.version + 1;
      insert into income_revision_cell as r (month, employee, version)
      select distinct m, e, 1 from unnest(months, employees) x(m, e) order by 1, 2
      on conflict (month, employee) do update set version = r.version + 1;
    $fn$`);
    this.addSql(`create or replace function income_revision_bump() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          perform income_revision_touch(array_agg(date / 100), array_agg(employee::text)) from new_rows;
        elsif tg_op = 'DELETE' then
          perform income_revision_touch(array_agg(date / 100), array_agg(employee::text)) from old_rows;
        else
          perform income_revision_touch(array_agg(date / 100), array_agg(employee::text))
             from (select date, employee from old_rows union all select date, employee from new_rows) r;
        end if;
        return null;
      end
    $fn$`);
    for (const sql of statementTriggers('employee_income', 'employee_income_revision', 'income_revision_bump')) this.addSql(sql);
  }
}
