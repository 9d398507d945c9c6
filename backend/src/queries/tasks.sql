-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- PenaltiesRepository.list (tasks/penalties.repository.ts)
select id, employee, role, score, alt_score as "altScore", reason, date, project_id as project
         from penalty where project_id = $1 order by date desc, id desc;

-- PenaltiesRepository.insert (tasks/penalties.repository.ts)
insert into penalty (project_id, employee, role, score, alt_score, reason, date, created_by)
       values ($1, $2, $3, $4, 0, $5, $6, $7) returning id;

-- PenaltiesRepository.projectOf (tasks/penalties.repository.ts)
select project_id as "projectId" from penalty where id = $1;

-- PenaltiesRepository.delete (tasks/penalties.repository.ts)
select set_config('app.score_actor', $1, true);

-- PenaltiesRepository.delete (tasks/penalties.repository.ts)
delete from penalty where id = $1 returning employee;

-- TaskQueriesRepository.dashboardJson (tasks/task-queries.repository.ts)
select coalesce(json_agg(${taskJson('t', 't.project_id = any($2)')} order by (t.is_sudden and t.status < 3) desc, t.status, t.role, t.task_id), '[]')::text as tasks
         from task t where ${where.join(' and ')};

-- TaskQueriesRepository.openSignatures.text (tasks/task-queries.repository.ts)
select t.project_id as "projectId", count(*)::int as count, sum(t.xmin::text::bigint)::text as xmin
               from task t where t.project_id = any($1) and not t.is_system and not t.is_archived group by t.project_id;

-- TaskQueriesRepository.openEntries.text (tasks/task-queries.repository.ts)
select t.project_id as "projectId", t.task_id as "taskId", (t.is_sudden and t.status < 3) as "openSudden",
                    t.status, t.role, (extract(epoch from t.created_at) * 1000000)::bigint::text as "createdUs",
                    t.xmin::text as xmin, ${taskJson('t', 't.project_id = any($2)')}::text as json
               from task t where t.project_id = any($1) and not t.is_system and not t.is_archived;

-- TaskQueriesRepository.timelineJson (tasks/task-queries.repository.ts)
select coalesce(json_agg(${taskJson('t', 'false')} order by coalesce(t.start_date, t.created_at), t.task_id), '[]')::text as tasks
         from task t where ${where.join(' and ')};

-- TaskQueriesRepository.systemTasks (tasks/task-queries.repository.ts)
select ${taskJson('t', 'false')} as task from task t where t.project_id = $1 and t.is_system order by t.created_at desc, t.task_id desc;

-- SQL.list (tasks/tasks.repository.ts)
select coalesce(json_agg(${taskJson('t', '$3')} order by (t.is_sudden and t.status < 3) desc, case when t.is_sudden and t.status < 3 then 0 else t.status end,
   t.created_at desc, t.task_id), '[]')::text as tasks
           from task t where t.project_id = $1 and not t.is_system and ($2 or not t.is_archived);

-- SQL.view (tasks/tasks.repository.ts)
select ${taskJson('t', '$2')} as task from task t where t.task_id = $1;

-- SQL.summary (tasks/tasks.repository.ts)
select ${selectList(['taskId', 'projectId', 'role', 'status', 'employee', 'finalScore'])} from task t where t.task_id = $1;

-- SQL.locate (tasks/tasks.repository.ts)
select ${selectList(['taskId', 'projectId', 'taskName', 'isArchived', 'isSystem'])} from task t where t.task_id = $1;

-- SQL.lock (tasks/tasks.repository.ts)
select ${selectList(TASK_KEYS)} from task t where t.task_id = $1 for update;

-- SQL.insert (tasks/tasks.repository.ts)
with next as (select nextval(pg_get_serial_sequence('task', 'task_id')) as id)
           insert into task (task_id, alt_id, ${INSERTED.map((k) => TASK_COLUMNS[k]).join(', ')})
           select id, coalesce($1, id::text), ${INSERTED.map((_, i) => `$${i + 2}`).join(', ')} from next
           returning ${selectList(['taskId', 'altId', 'createdAt'], 'task')};

-- SQL.save (tasks/tasks.repository.ts)
update task t set ${EDITED.map((k, i) => `${TASK_COLUMNS[k]} = $${i + 2}`).join(', ')}
          where t.task_id = $1
          returning ${taskJson('t', `$${EDITED.length + 2}`)} as task;

-- TasksRepository.importMatches (tasks/tasks.repository.ts)
select ${selectList(TASK_KEYS)} from task t where t.project_id = $1 and t.alt_id = any($2::text[])${lock ? ' for update' : ''};

-- TasksRepository.roleScoreLimits (tasks/tasks.repository.ts)
select role, score_limit as "limit" from role_score_limit;

-- TasksRepository.assignable (tasks/tasks.repository.ts)
select e.id from employee e where e.id = any($1::text[]) and e.is_active
          and ($2 = 0 or exists (select 1 from project_employee pe where pe.project_id = $2 and pe.employee_id = e.id));

-- TasksRepository.insertMany (tasks/tasks.repository.ts)
insert into task (alt_id, ${columns.join(', ')})
         select v.alt_id, ${columns.map((c) => `v.${c}`).join(', ')} from unnest(${arrays.join(', ')}) as v(alt_id, ${columns.join(', ')})
         returning ${selectList(['taskId', 'altId', 'createdAt'], 'task')};

-- TasksRepository.importEdits (tasks/tasks.repository.ts)
update task t set task_name = v.name, score = v.score, employee = v.employee, final_score = v.final_score, last_modified = v.at
         from unnest($1::int[], $2::text[], $3::float8[], $4::text[], $5::float8[], $6::timestamptz[]) as v(id, name, score, employee, final_score, at)
        where t.task_id = v.id;

-- TasksRepository.importDeadlines (tasks/tasks.repository.ts)
update task t set deadline = v.deadline, final_score = v.final_score
         from unnest($1::int[], $2::int[], $3::float8[]) as v(id, deadline, final_score) where t.task_id = v.id;

-- TasksRepository.attributeScoreChanges (tasks/tasks.repository.ts)
select set_config('app.score_reason', $1, true), set_config('app.score_actor', $2, true);

-- TasksRepository.applyOverdue (tasks/tasks.repository.ts)
update task t set final_score = u."finalScore",
              status = case when u.fail then $2 else t.status end,
              end_date = case when u.fail then $3 else t.end_date end,
              last_modified = $3
         from jsonb_to_recordset($1::jsonb) as u(id int, "finalScore" double precision, fail boolean)
        where t.task_id = u.id;

-- TasksRepository.setFinalScore (tasks/tasks.repository.ts)
update task set final_score = $2 where task_id = $1;

-- TasksRepository.scoreLedger (tasks/tasks.repository.ts)
select l.id::int as id, l.at, l.reason, l.score_before::float8 as "scoreBefore", l.score_after::float8 as "scoreAfter",
              l.delta::float8 as delta, l.actor, nullif(trim(e.last_name || ' ' || e.first_name), '') as "actorName"
         from task_score_ledger l left join employee e on e.id = l.actor
        where l.task_id = $1 order by l.id;

-- TasksRepository.deleteIfStatus (tasks/tasks.repository.ts)
delete from task where task_id = $1 and status = $2;

-- TasksRepository.projectName (tasks/tasks.repository.ts)
select name from project where id = $1;

-- TasksRepository.employeeRole (tasks/tasks.repository.ts)
select role from employee where id = $1;

-- TasksRepository.roleScoreLimit (tasks/tasks.repository.ts)
select score_limit as "limit" from role_score_limit where role = $1;

-- TasksRepository.creativeScore (tasks/tasks.repository.ts)
select score from creative_score where role = $1 and type = $2;

-- TasksRepository.creativeScores (tasks/tasks.repository.ts)
select role, type, score from creative_score;

-- TasksRepository.latePenalty (tasks/tasks.repository.ts)
select penalty_percentage as percent from role_penalty where role = $1;

-- TasksRepository.latePenalties (tasks/tasks.repository.ts)
select role, penalty_percentage as percent from role_penalty;

-- TasksRepository.openLateOfRoles (tasks/tasks.repository.ts)
select t.task_id as "taskId", t.role, t.status, t.score, t.deadline, t.final_score as "finalScore"
         from task t
        where t.role = any($1::smallint[]) and t.status = any($2::smallint[]) and t.deadline is not null and t.deadline < $3
          and t.deadline >= $4 and t.deadline <= $5
        order by t.project_id, t.task_id for update of t;

-- TasksRepository.isAssignable (tasks/tasks.repository.ts)
select 1 from employee e where e.id = $1 and e.is_active
          and ($2 = 0 or exists (select 1 from project_employee pe where pe.project_id = $2 and pe.employee_id = e.id));
