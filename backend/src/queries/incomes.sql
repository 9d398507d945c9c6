-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- IncomesRepository.signature (incomes/incomes.repository.ts)
select coalesce(sum(version), 0)::text as v from income_revision_month where month between $1::int / 100 and $2::int / 100;

-- IncomesRepository.versions (incomes/incomes.repository.ts)
select (select coalesce(sum(version), 0) from income_revision_month where month between $1::int / 100 and $2::int / 100)::text as signature,
              coalesce((select json_object_agg(employee, v) from (
                select c.employee, sum(c.version)::text as v from income_revision_cell c
                 where c.month between $1::int / 100 and $2::int / 100 and ($3::text[] is null or c.employee = any($3::text[]))
                 group by c.employee) x), '{}') as versions;

-- IncomesRepository.employeeJson (incomes/incomes.repository.ts)
select i.employee, string_agg(json_build_object('id', i.id, 'employee', i.employee, 'type', i.type, 'date', i.date, 'income', i.income, 'isShow', i.is_show, 'value', i.value)::text, ',' order by i.date desc, i.id desc) as json
         from employee_income i
        where i.date between $1 and $2 and i.employee = any($3::text[]) and ($4 or i.is_show)
        group by i.employee;

-- IncomesRepository.byName (incomes/incomes.repository.ts)
select id from employee where id = any($1::text[]) order by first_name, last_name, id;

-- IncomesRepository.ownShown (incomes/incomes.repository.ts)
select i.id, i.employee, i.type, i.date, i.income, i.is_show as "isShow", i.value from employee_income i
        where i.employee = $1 and i.is_show and ($2::int is null or i.date between $2 * 10000 + 101 and $2 * 10000 + 1231)
        order by i.date desc, i.id desc;

-- IncomesRepository.lock (incomes/incomes.repository.ts)
select i.id, i.employee, i.type, i.date, i.income, i.is_show as "isShow", i.value from employee_income i where i.id = $1 for update;

-- IncomesRepository.insert (incomes/incomes.repository.ts)
insert into employee_income as i (employee, type, date, income, is_show, value) values ($1, $2, $3, $4, $5, $6::jsonb) returning i.id, i.employee, i.type, i.date, i.income, i.is_show as "isShow", i.value;

-- IncomesRepository.update (incomes/incomes.repository.ts)
update employee_income as i set employee = $2, type = $3, date = $4, income = $5, is_show = $6, value = $7::jsonb, updated_at = now()
        where i.id = $1 returning i.id, i.employee, i.type, i.date, i.income, i.is_show as "isShow", i.value;

-- IncomesRepository.remove (incomes/incomes.repository.ts)
delete from employee_income where id = $1;

-- IncomesRepository.employeeExists (incomes/incomes.repository.ts)
select 1 from employee where id = $1;

-- IncomesRepository.existingProjects (incomes/incomes.repository.ts)
select id from project where id = any($1::int[]);

-- IncomesRepository.employees (incomes/incomes.repository.ts)
select id, trim(last_name || ' ' || first_name) as name, role, icon, is_active as "isActive"
         from employee where id <> 'admin'
        order by is_active desc, first_name, last_name, id;

-- IncomesRepository.projects (incomes/incomes.repository.ts)
select id, name from project where id <> 0 and ($1::int[] is null or id = any($1::int[])) order by name, id;
