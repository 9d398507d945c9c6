-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- fragment ROW (hr/contract-logs.repository.ts)
l.id, l.employee, trim(e.last_name || ' ' || e.first_name) as name, l.date, l.reason,
  l.old_salary::float8 as "oldSalary", l.old_contract_type as "oldContractType", l.old_start_date as "oldStartDate",
  l.old_end_date as "oldEndDate", l.new_salary::float8 as "newSalary", l.new_contract_type as "newContractType",
  l.new_start_date as "newStartDate", l.new_end_date as "newEndDate", l.old_role as "oldRole", l.old_role_level as "oldRoleLevel",
  l.new_role as "newRole", l.new_role_level as "newRoleLevel", l.old_manager_level as "oldManagerLevel",
  l.new_manager_level as "newManagerLevel", l.changed_by as "changedBy",
  nullif(trim(c.last_name || ' ' || c.first_name), '') as "changedByName"

-- ContractLogsRepository.insert (hr/contract-logs.repository.ts)
insert into contract_log (employee, date, reason, old_salary, new_salary, old_contract_type, new_contract_type,
         old_start_date, new_start_date, old_end_date, new_end_date, old_role, new_role, old_role_level, new_role_level,
         old_manager_level, new_manager_level, changed_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18);

-- ContractLogsRepository.insertMany (hr/contract-logs.repository.ts)
insert into contract_log (employee, date, reason, old_salary, new_salary, old_contract_type, new_contract_type,
         old_start_date, new_start_date, old_end_date, new_end_date, old_role, new_role, old_role_level, new_role_level,
         old_manager_level, new_manager_level, changed_by)
       select * from unnest($1::text[], $2::int[], $3::text[], $4::bigint[], $5::bigint[], $6::smallint[], $7::smallint[], $8::int[],
         $9::int[], $10::int[], $11::int[], $12::smallint[], $13::smallint[], $14::smallint[], $15::smallint[], $16::smallint[],
         $17::smallint[], $18::text[]);

-- ContractLogsRepository.list (hr/contract-logs.repository.ts)
select ${ROW} from contract_log l join employee e on e.id = l.employee left join employee c on c.id = l.changed_by where l.employee = $1 order by l.date desc, l.id desc;

-- ContractLogsRepository.list (hr/contract-logs.repository.ts)
select ${ROW} from contract_log l join employee e on e.id = l.employee left join employee c on c.id = l.changed_by order by l.date desc, l.id desc;

-- EmployeesRepository.listSignature.text (hr/employees.repository.ts)
select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as signature from employee where id <> $1;

-- EmployeesRepository.listJson (hr/employees.repository.ts)
select coalesce(json_agg(x order by x."isActive" desc, x."firstName", x.id), '[]')::text as json from (
         select id, first_name as "firstName", last_name as "lastName", trim(last_name || ' ' || first_name) as name,
                icon, role, role_level as "roleLevel", dob, is_active as "isActive", contact_admin as "contactAdmin"
           from employee where id <> $1) x;

-- EmployeesRepository.find (hr/employees.repository.ts)
select ${RECORD} from employee where id = $1;

-- EmployeesRepository.lock (hr/employees.repository.ts)
select ${RECORD} from employee where id = $1 for update;

-- EmployeesRepository.exists (hr/employees.repository.ts)
select 1 from employee where id = $1;

-- EmployeesRepository.idsFrom (hr/employees.repository.ts)
select id from employee where id = $1 or id ~ ('^' || $1 || '[0-9]+$');

-- EmployeesRepository.importMatches (hr/employees.repository.ts)
select ${RECORD} from employee where id <> $3 and (lower(id) = any($1::text[]) or lower(personal_email) = any($2::text[]));

-- EmployeesRepository.idsFromBases (hr/employees.repository.ts)
select id from employee where id = any($1::text[]) or regexp_replace(id, '[0-9]+$', '') = any($1::text[]);

-- EmployeesRepository.insertMany (hr/employees.repository.ts)
insert into employee (id, ${IMPORTED_FIELDS.map((f) => COLUMNS[f]).join(', ')})
       select v.id, ${values.join(', ')} from ${from}
       on conflict (id) do nothing returning id;

-- EmployeesRepository.updateMany (hr/employees.repository.ts)
update employee e set ${sets.join(', ')}, updated_at = now() from ${from} where e.id = v.id;

-- EmployeesRepository.insertIfFree (hr/employees.repository.ts)
insert into employee (id, last_name, first_name, phone, personal_email) values ($1, $2, $3, $4, $5)
       on conflict (id) do nothing returning ${RECORD};

-- EmployeesRepository.update (hr/employees.repository.ts)
update employee set ${sets.join(', ')}, updated_at = now() where id = $1 returning ${RECORD};

-- EmployeesRepository.lockPermittedDayLeft (hr/employees.repository.ts)
select permitted_day_left as days from employee where id = $1 for no key update;

-- EmployeesRepository.setPermittedDayLeft (hr/employees.repository.ts)
update employee set permitted_day_left = $2, updated_at = now() where id = $1 returning permitted_day_left as "permittedDayLeft";

-- EmployeesRepository.spendLeave (hr/employees.repository.ts)
update employee set permitted_day_left = permitted_day_left - $2, updated_at = $3
        where id = $1 and permitted_day_left >= $2;

-- EmployeesRepository.setLanguage (hr/employees.repository.ts)
update employee set language = $2 where id = $1;

-- EmployeesRepository.setLanguageIfUnset (hr/employees.repository.ts)
update employee set language = $2 where id = $1 and language is null;

-- EmployeesRepository.setPasswordHash (hr/employees.repository.ts)
update employee set password_hash = $2, password_changed_at = now() where id = $1;
