-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- fragment BENCHMARK_JOINS (dashboard/dashboard.repository.ts)
left join role_benchmark rb on rb.role = e.role and rb.role_level = e.role_level
  left join role_level_scale rls on rls.role = e.role and rls.role_level = e.role_level
  left join performance_benchmark pb on pb.role = e.role and pb.role_level = e.role_level

-- fragment EMPLOYEE_COLUMNS (dashboard/dashboard.repository.ts)
e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.role_level as "roleLevel",
  e.is_active as "isActive", e.join_date as "joinDate",
  rb.benchmark as "roleBenchmark", rls.scale as "roleLevelScale", pb.scale as "performanceBenchmark"

-- fragment LEDGER_ENTRY_JSON (dashboard/dashboard.repository.ts)
json_build_object('id', l.id, 'at', l.at, 'reason', l.reason, 'scoreBefore', l.score_before::float8,
  'scoreAfter', l.score_after::float8, 'delta', l.delta::float8, 'actor', l.actor,
  'actorName', nullif(trim(a.last_name || ' ' || a.first_name), ''))

-- fragment WEIGHT (dashboard/dashboard.repository.ts)
(coalesce(nullif(es.scale, 0), 1)
    * coalesce(case when t.benchmark = 100 and t.creative_type is not null
                    then (select cbr.rate from creative_benchmark_rate cbr where cbr.role = t.role and cbr.type = t.creative_type and cbr.rate > 0) end,
               nullif(bs.scale, 0), 1)
    * coalesce(nullif(ps.scale, 0), 1)
    * coalesce(case when t.creative_type is not null and t.score > 0
                    then (select cs.score / t.score from creative_score cs where cs.role = t.role and cs.type = t.creative_type and cs.score > 0) end, 1))

-- fragment WEIGHT_JOINS (dashboard/dashboard.repository.ts)
left join efficiency_scale es on es.type = t.efficiency
      left join benchmark_scale bs on bs.type = t.benchmark
      left join employee we on we.id = t.employee
      left join project_role_level prl on prl.project_id = t.project_id and prl.role = t.role
      left join performance_scale ps on ps.role = t.role and ps.role_level_user = we.role_level and ps.role_level_project = prl.role_level

-- tasksInMonths (dashboard/dashboard.repository.ts)
with b as (
      select array_agg((to_date($1::text, 'YYYYMMDD') + make_interval(months => i))::timestamp at time zone $3 order by i) as bounds
        from generate_series(0, $2::int) i
    )
    select ${id}t.employee, ${ended} as month, t.status, t.final_score * ${WEIGHT} as final_score
      from task t cross join b ${WEIGHT_JOINS}
     where t.end_date >= b.bounds[1] and t.end_date < b.bounds[$2::int + 1] ${extra}
    union all
    select ${id}t.employee, ${due} as month, t.status, t.final_score * ${WEIGHT} as final_score
      from task t ${WEIGHT_JOINS}
     where t.end_date is null and t.deadline >= $1::int
       and t.deadline < (to_char(to_date($1::text, 'YYYYMMDD') + make_interval(months => $2::int), 'YYYYMMDD'))::int ${extra};

-- DashboardRepository.employees (dashboard/dashboard.repository.ts)
select ${EMPLOYEE_COLUMNS} from employee e ${BENCHMARK_JOINS} where e.id = any($1::varchar[]) order by e.id;

-- DashboardRepository.activeOfRoles (dashboard/dashboard.repository.ts)
select ${EMPLOYEE_COLUMNS} from employee e ${BENCHMARK_JOINS}
        where e.is_active and e.role = any($1::smallint[])
        order by e.role, e.last_name, e.first_name, e.id limit 5000;

-- DashboardRepository.allEmployees (dashboard/dashboard.repository.ts)
select ${EMPLOYEE_COLUMNS} from employee e ${BENCHMARK_JOINS} where e.role <> 1 order by e.id;

-- DashboardRepository.performanceStates (dashboard/dashboard.repository.ts)
select role, type, percent from performance_state where role = any($1::smallint[]) order by role, type;

-- DashboardRepository.missionConfigs (dashboard/dashboard.repository.ts)
select mission_type as "missionType", default_config as "defaultConfig" from mission_config where role = $1;

-- DashboardRepository.missionInstances (dashboard/dashboard.repository.ts)
select mission_type as "missionType", value from mission_instance where employee = $1;

-- DashboardRepository.monthRows (dashboard/dashboard.repository.ts)
select x.employee, x.month, x.status::int as status, count(*)::int as count, coalesce(sum(x.final_score), 0)::float8 as score
         from (${tasksInMonths('and t.employee = any($4::varchar[])')}) x
        group by 1, 2, 3
       union all
       select p.employee, p.date / 100, 0, count(*)::int, coalesce(sum(p.score), 0)::float8
         from penalty p where p.employee = any($4::varchar[]) and p.date >= $1::int
          and p.date < (to_char(to_date($1::text, 'YYYYMMDD') + make_interval(months => $2::int), 'YYYYMMDD'))::int
        group by 1, 2;

-- DashboardRepository.monthLedger (dashboard/dashboard.repository.ts)
select x.task_id as "taskId", t.alt_id as "altId", t.task_name as "taskName", t.project_id as "projectId", p.name as "projectName",
              x.status::int as status, t.final_score as "finalScore",
              coalesce((select json_agg(${LEDGER_ENTRY_JSON} order by l.id)
                  from task_score_ledger l left join employee a on a.id = l.actor where l.task_id = x.task_id), '[]') as entries,
              t.efficiency, es.scale as "efficiencyScale", t.benchmark, bs.scale as "benchmarkScale",
              we.role_level as "roleLevelUser", prl.role_level as "roleLevelProject", ps.scale as "performanceScale",
              t.creative_type as "creativeType", t.score as "taskScore", cs.score as "creativeScore", cbr.rate as "creativeRate",
              rp.penalty_percentage as "penaltyPercent"
         from (${tasksInMonths('and t.employee = $4', true)}) x
         join task t on t.task_id = x.task_id join project p on p.id = t.project_id
         ${WEIGHT_JOINS}
         left join creative_score cs on cs.role = t.role and cs.type = t.creative_type
         left join creative_benchmark_rate cbr on cbr.role = t.role and cbr.type = t.creative_type
         left join role_penalty rp on rp.role = t.role
        order by x.status desc, x.task_id;

-- DashboardRepository.monthLedger (dashboard/dashboard.repository.ts)
select g.id, last.penalty_date as date,
              (case when last.reason = 'penalty-removed' then -last.score_before else -last.score_after end)::float8 as score,
              last.note as reason, pr.name as "projectName", last.reason = 'penalty-removed' as removed, g.entries
         from (select l.penalty_id as id, max(l.id) as last_id, json_agg(${LEDGER_ENTRY_JSON} order by l.id) as entries
                 from task_score_ledger l left join employee a on a.id = l.actor
                where l.penalty_id is not null and l.employee = $1 and l.penalty_date >= $2::int * 100 and l.penalty_date < $2::int * 100 + 100
                group by l.penalty_id) g
         join task_score_ledger last on last.id = g.last_id
         left join project pr on pr.id = last.project_id
        order by last.penalty_date, g.id;

-- DashboardRepository.allMonthRows (dashboard/dashboard.repository.ts)
select x.employee, $1::int / 100 as month, x.status::int as status, count(*)::int as count, coalesce(sum(x.final_score), 0)::float8 as score
         from (${tasksInMonths('and t.employee is not null')}) x
        group by 1, 3
       union all
       select p.employee, $1::int / 100, 0, count(*)::int, coalesce(sum(p.score), 0)::float8
         from penalty p where p.date >= $1::int and p.date < $1::int + 100
        group by 1;

-- DashboardRepository.yearPart (dashboard/dashboard.repository.ts)
select (select coalesce(json_agg(json_build_array(e.id, e.join_date, rb.benchmark, rls.scale, pb.scale, e.role_level) order by e.id), '[]')
                 from employee e ${BENCHMARK_JOINS}
                where e.role <> 1 and ${inRange('e.id')}) as employees,
              (select coalesce(string_agg(c.cells, chr(30)), '')
                 from (select s.employee || chr(31) || string_agg(concat_ws(',', s.month - $1::int * 100, s.status, s.project_id, s.role, s.efficiency,
                                s.benchmark, s.count, s.score, nullif(s.creative_type, -1), case when s.creative_type <> -1 then s.task_score end), chr(31)) as cells
                         from task_month_total s
                        where (s.month - 1) / 100 = $1::int and s.count <> 0 and ${inRange('s.employee')}
                        group by s.employee) c) as cells,
              (select coalesce(string_agg(concat_ws(chr(31), p.employee, p.month, 0, p.count, p.score), chr(31)), '')
                 from (select p.employee, $1::int * 100 + p.date / 100 % 100 as month, count(*) as count, coalesce(sum(p.score), 0) as score
                         from penalty p where p.date between $1::int * 10000 + 101 and $1::int * 10000 + 1231 and ${inRange('p.employee')}
                        group by p.employee, p.date / 100 % 100) p) as penalties,
              json_build_object(
                'es', (select json_agg(json_build_array(type, scale)) from efficiency_scale),
                'bs', (select json_agg(json_build_array(type, scale)) from benchmark_scale),
                'ps', (select json_agg(json_build_array(role, role_level_user, role_level_project, scale)) from performance_scale),
                'prl', (select json_agg(json_build_array(project_id, role, role_level)) from project_role_level),
                'cs', (select json_agg(json_build_array(role, type, score)) from creative_score),
                'cbr', (select json_agg(json_build_array(role, type, rate)) from creative_benchmark_rate)) as tables;

-- DashboardRepository.employeeCuts (dashboard/dashboard.repository.ts)
select percentile_disc($1::float8[]) within group (order by e.id) as cuts from employee e where e.role <> 1;

-- DashboardRepository.yearRowsFromTasks (dashboard/dashboard.repository.ts)
select x.employee, x.month, x.status::int as status, count(*)::int as count, coalesce(sum(x.final_score), 0)::float8 as score
           from (${tasksInMonths('and t.employee is not null', false, true)}) x
          group by 1, 2, 3
         union all
         select p.employee, p.date / 100 % 100, 0, count(*)::int, coalesce(sum(p.score), 0)::float8
           from penalty p where p.date between $1::int and $1::int + 1130
          group by 1, 2;

-- DashboardRepository.keepMonthTotalsIn (dashboard/dashboard.repository.ts)
select task_month_total_ensure($1) as rebuilt;

-- DashboardRepository.bugs (dashboard/dashboard.repository.ts)
select count(*)::int as count, coalesce(sum(score), 0)::float8 as score
         from penalty where project_id = any($1::int[]) and date between $2 and $3;
