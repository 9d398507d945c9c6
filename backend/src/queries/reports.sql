-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- ReportsRepository.summaries (reports/reports.repository.ts)
select s.project_id as project, s.date, s.revenue_iap as "revenueIap", s.revenue_ads as "revenueAds",
  s.cost_ua as "costUa", s.cost_tracking as "costTracking", s.anr, s.crash_rate as "crashRate" from project_summary s
        where s.date between $1 and $2 and ($3::int is null or s.project_id = $3)
        order by s.project_id, s.date;

-- ReportsRepository.reportRows (reports/reports.repository.ts)
select s.project_id as project, s.date, s.revenue_iap as "revenueIap", s.revenue_ads as "revenueAds",
  s.cost_ua as "costUa", s.cost_tracking as "costTracking", s.anr, s.crash_rate as "crashRate", p.name, p.icon, p.platform from project_summary s join project p on p.id = s.project_id
        where s.date between $1 and $2
          and ($3::int[] is null or (case when p.platform in (1, 2) then p.platform else 0 end) = any($3))
          and ($4::int is null or s.project_id = $4)
        order by p.name, s.project_id, s.date;

-- ReportsRepository.project (reports/reports.repository.ts)
select id, name, icon, platform from project where id = $1;

-- ReportsRepository.existingProjects (reports/reports.repository.ts)
select id from project where id = any($1::int[]);

-- ReportsRepository.upsert (reports/reports.repository.ts)
insert into project_summary (project_id, date, revenue_iap, revenue_ads, cost_ua, cost_tracking, anr, crash_rate)
       select * from unnest($1::int[], $2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::float8[], $8::float8[])
       on conflict (project_id, date) do update set
         revenue_iap = excluded.revenue_iap, revenue_ads = excluded.revenue_ads, cost_ua = excluded.cost_ua,
         cost_tracking = excluded.cost_tracking, anr = excluded.anr, crash_rate = excluded.crash_rate, updated_at = now();

-- ReportsRepository.sumConnectorFigures (reports/reports.repository.ts)
insert into project_summary (project_id, date, ${column})
       select k.p, k.d, coalesce((select sum(x.amount) from connector_daily x where x.project_id = k.p and x.date = k.d and x.metric = $3), 0)
         from (select distinct p, d from unnest($1::int[], $2::int[]) as u(p, d) order by p, d) k
       on conflict (project_id, date) do update set ${column} = excluded.${column}, updated_at = now();

-- ReportsRepository.fixedCosts (reports/reports.repository.ts)
with bounds as (
         select to_date($1::text, 'YYYYMMDD') as s, to_date($2::text, 'YYYYMMDD') as e, to_date($4::text, 'YYYYMMDD') as today
       ), work as (
         select t.employee, t.project_id, t.role, sum(greatest(t.score, 0)) as weight
           from task t, bounds b
          where t.employee is not null and t.start_date is not null
            and (t.start_date at time zone $5)::date <= b.e
            and coalesce((t.end_date at time zone $5)::date, b.today) >= b.s
          group by t.employee, t.project_id, t.role
       ), totals as (
         select employee, sum(weight) as total from work group by employee having sum(weight) > 0
       ), pay as (
         select e.id as employee,
                sum(e.salary::numeric / extract(day from date_trunc('month', d.day) + interval '1 month' - interval '1 day')) as cost
           from employee e
           join totals x on x.employee = e.id
           cross join bounds b
           cross join lateral generate_series(b.s, b.e, interval '1 day') as d(day)
          where e.salary > 0
            and (e.join_date is null or d.day >= to_date(e.join_date::text, 'YYYYMMDD'))
            and (e.quit_date is null or d.day <= to_date(e.quit_date::text, 'YYYYMMDD'))
          group by e.id
       )
       select w.project_id as "projectId", w.role, w.employee as "employeeId", round(p.cost * w.weight / x.total)::bigint as fix
         from work w
         join totals x on x.employee = w.employee
         join pay p on p.employee = w.employee
        where w.weight > 0 and ($3::int[] is null or w.project_id = any($3::int[]))
        order by w.project_id, w.role, w.employee;

-- ReportsRepository.projectOptions (reports/reports.repository.ts)
select id, name from project where id <> 0 order by name, id;

-- ReportsRepository.employeeNames (reports/reports.repository.ts)
select id, trim(last_name || ' ' || first_name) as name from employee where id = any($1::text[]) order by id;
