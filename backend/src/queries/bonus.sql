-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- fragment YEAR_TASKS (bonus/bonus.repository.ts)
t.status = 4 and not t.is_archived and t.employee is not null
  and t.end_date >= make_timestamptz($1::int, 1, 1, 0, 0, 0, 'Asia/Ho_Chi_Minh')
  and t.end_date < make_timestamptz($1::int + 1, 1, 1, 0, 0, 0, 'Asia/Ho_Chi_Minh')

-- BonusRepository.internalShares (bonus/bonus.repository.ts)
select shares from bonus_internal where id = 1;

-- BonusRepository.lockInternal (bonus/bonus.repository.ts)
insert into bonus_internal (id, shares) values (1, $1::jsonb) on conflict (id) do nothing;

-- BonusRepository.lockInternal (bonus/bonus.repository.ts)
select shares from bonus_internal where id = 1 for update;

-- BonusRepository.saveInternal (bonus/bonus.repository.ts)
update bonus_internal set shares = $1::jsonb, version = version + 1, updated_at = now() where id = 1;

-- BonusRepository.projectShares (bonus/bonus.repository.ts)
select p.id as project, p.name, p.package_name as "packageName", p.icon, p.platform, coalesce(s.value, 0) as "projectShareValue"
         from project p left join bonus_project_share s on s.project_id = p.id
        where p.id > 0 order by p.id;

-- BonusRepository.setProjectShares (bonus/bonus.repository.ts)
insert into bonus_project_share (project_id, value)
       select r.project, r.value from jsonb_to_recordset($1::jsonb) as r(project int, value bigint) order by r.project
       on conflict (project_id) do update set value = excluded.value;

-- BonusRepository.existingProjects (bonus/bonus.repository.ts)
select id from project where id = any($1::int[]) and id > 0;

-- BonusRepository.projectExists (bonus/bonus.repository.ts)
select 1 from project where id = $1;

-- BonusRepository.projectConfig (bonus/bonus.repository.ts)
select project_fund as "projectFund", shares, version from project_bonus_config where project_id = $1;

-- BonusRepository.tryLockProject (bonus/bonus.repository.ts)
select pg_try_advisory_xact_lock(hashtext('project_bonus_config'), $1) as ok;

-- BonusRepository.internalForShare (bonus/bonus.repository.ts)
select shares from bonus_internal where id = 1 for share;

-- BonusRepository.lockProjectConfig (bonus/bonus.repository.ts)
insert into project_bonus_config (project_id, shares) values ($1, '{}'::jsonb) on conflict (project_id) do nothing;

-- BonusRepository.lockProjectConfig (bonus/bonus.repository.ts)
select project_fund as "projectFund", shares, version from project_bonus_config where project_id = $1 for update;

-- BonusRepository.saveProjectConfig (bonus/bonus.repository.ts)
update project_bonus_config set project_fund = $2, shares = $3::jsonb, version = version + 1, updated_by = $4, updated_at = now()
        where project_id = $1;

-- BonusRepository.audit (bonus/bonus.repository.ts)
insert into bonus_audit (kind, project_id, employee_id, before, after) values ($1, $2, $3, $4::jsonb, $5::jsonb);

-- BonusRepository.auditRows (bonus/bonus.repository.ts)
select a.id, a.kind, a.project_id as project, a.employee_id as employee,
              nullif(trim(e.last_name || ' ' || e.first_name), '') as "employeeName",
              a.at, a.before, a.after
         from bonus_audit a left join employee e on e.id = a.employee_id
        where ($1::int is null or a.project_id = $1)
        order by a.at desc, a.id desc limit $2;

-- BonusRepository.distributionProjects (bonus/bonus.repository.ts)
select p.id as project, p.name, coalesce(c.project_fund, 0) as "projectFund", coalesce(s.value, 0) as "shareValue",
              coalesce(c.shares, '{}'::jsonb) as shares
         from project p
         left join project_bonus_config c on c.project_id = p.id
         left join bonus_project_share s on s.project_id = p.id
        where p.id > 0 and (c.project_id is not null or coalesce(s.value, 0) > 0)
        order by p.id;

-- BonusRepository.members (bonus/bonus.repository.ts)
select pe.project_id as project, pe.employee_id as employee, pe.role,
              coalesce((select sum(t.final_score) from task t
                         where t.project_id = pe.project_id and t.employee = pe.employee_id and ${YEAR_TASKS}), 0)::float8 as score
         from project_employee pe join employee e on e.id = pe.employee_id and e.is_active
        order by pe.project_id, pe.employee_id, pe.role;

-- BonusRepository.company (bonus/bonus.repository.ts)
select e.id as employee, e.role,
              coalesce((select sum(t.final_score) from task t where t.employee = e.id and ${YEAR_TASKS}), 0)::float8 as score
         from employee e where e.is_active and e.id <> 'admin' order by e.id;

-- BonusRepository.scored (bonus/bonus.repository.ts)
select t.project_id as project, t.employee, t.role, sum(t.final_score)::float8 as score
         from task t where ${YEAR_TASKS}
        group by t.project_id, t.employee, t.role order by 1, 2, 3;

-- BonusRepository.employee (bonus/bonus.repository.ts)
select id, trim(last_name || ' ' || first_name) as name, icon, salary, role from employee where id = $1;

-- BonusRepository.employeeNames (bonus/bonus.repository.ts)
select id, trim(last_name || ' ' || first_name) as name from employee where id = any($1::text[]);
