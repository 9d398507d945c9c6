-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- CalendarFeedsRepository.secret (calendar-feeds/calendar-feeds.repository.ts)
select key_id as "keyId", nonce from calendar_feed where employee_id = $1;

-- CalendarFeedsRepository.ensure (calendar-feeds/calendar-feeds.repository.ts)
with ins as (
         insert into calendar_feed (employee_id, key_id, nonce, token_hash, created_at) values ($1, $2, $3, $4, now())
         on conflict (employee_id) do nothing returning key_id as "keyId", nonce)
       select * from ins union all select key_id, nonce from calendar_feed where employee_id = $1 and not exists (select 1 from ins);

-- CalendarFeedsRepository.replace (calendar-feeds/calendar-feeds.repository.ts)
insert into calendar_feed (employee_id, key_id, nonce, token_hash, created_at) values ($1, $2, $3, $4, now())
       on conflict (employee_id) do update set key_id = excluded.key_id, nonce = excluded.nonce,
         token_hash = excluded.token_hash, created_at = excluded.created_at;

-- CalendarFeedsRepository.owner (calendar-feeds/calendar-feeds.repository.ts)
select f.employee_id as employee, e.language from calendar_feed f join employee e on e.id = f.employee_id
        where f.token_hash = $1 and e.is_active;

-- CalendarFeedsRepository.items (calendar-feeds/calendar-feeds.repository.ts)
select 'task' as kind, t.task_id as id, t.deadline as date, null::int as part, null::float8 as hours, false as pending,
              t.task_name as title, p.id as "projectId", p.name as project, t.alt_id as "altId"
         from task t join project p on p.id = t.project_id
        where t.employee = $1 and t.status = any($3::smallint[]) and t.deadline is not null and not t.is_archived
       union all
       select case when r.id is null then 'day-off' else 'leave' end, coalesce(r.id, b.id), b.date, r.break_time::int, b.time::float8, false,
              coalesce(nullif(r.reason, ''), b.description), null, null, null
         from employee_break b left join break_request r on r.id = b.break_request_id
        where b.employee = $1 and b.date >= $2
       union all
       select 'leave', r.id, r.date, r.break_time::int, null, true, r.reason, null, null, null
         from break_request r
        where r.employee = $1 and r.status = $4 and r.date >= $2
       union all
       select 'holiday', h.id, h.date, null, null, false, h.description, null, null, null from holiday h where h.date >= $2
       union all
       select 'makeup', m.id, m.date, null, null, false, m.description, null, null, null from makeup_day m where m.date >= $2
       order by 3, 1, 2;
