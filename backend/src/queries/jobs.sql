-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- JobsRepository.tryLock (jobs/jobs.repository.ts)
select pg_try_advisory_xact_lock($1) as ok;

-- JobsRepository.lockOverdue (jobs/jobs.repository.ts)
select t.task_id as "taskId", t.project_id as "projectId", p.name as "projectName", t.task_name as "taskName",
              t.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", t.score, t.final_score as "finalScore",
              t.status, t.deadline, t.is_sudden as "isSudden", rp.penalty_percentage as "penaltyPercent"
         from task t join project p on p.id = t.project_id left join employee e on e.id = t.employee
         left join role_penalty rp on rp.role = t.role
        where t.status = any($1) and t.deadline is not null and t.deadline < $2
        order by t.project_id, t.task_id for update of t;

-- JobsRepository.dueOn (jobs/jobs.repository.ts)
select t.task_id as "taskId", t.project_id as "projectId", p.name as "projectName", t.task_name as "taskName", t.employee, t.deadline
         from task t join project p on p.id = t.project_id
        where t.status = any($1) and t.deadline = $2 and t.employee is not null;

-- JobsRepository.expiringContracts (jobs/jobs.repository.ts)
select id, trim(last_name || ' ' || first_name) as name, contract_end_date as "end", contact_admin as "contactAdmin"
         from employee where is_active and contract_end_date between $1 and $2;

-- JobsRepository.membersWithRole (jobs/jobs.repository.ts)
select project_id as "projectId", employee_id as "employeeId" from project_employee where project_id = any($1) and role = $2;
