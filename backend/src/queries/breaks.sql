-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- BreaksRepository.leaveLeft (breaks/breaks.repository.ts)
select permitted_day_left as left from employee where id = $1;

-- BreaksRepository.list (breaks/breaks.repository.ts)
select r.id, r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", e.role,
              e.permitted_day_left as "permittedDayLeft", r.date, r.break_time as "breakTime", r.reason,
              r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId",
              to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
         from break_request r join employee e on e.id = r.employee
        where ($1::smallint is null or r.status = $1) order by r.created_at desc, r.id desc;

-- BreaksRepository.lockEmployee (breaks/breaks.repository.ts)
select permitted_day_left::float8 as left from employee where id = $1 for no key update;

-- BreaksRepository.pendingDays (breaks/breaks.repository.ts)
select coalesce(sum(case when break_time = ${BreakTime.FullDay} then 1 else 0.5 end), 0)::float8 as days from break_request
        where employee = $1 and status = $2 and is_permitted and id is distinct from $3;

-- BreaksRepository.balance (breaks/breaks.repository.ts)
select e.permitted_day_left::float8 as "permittedDayLeft",
              (select coalesce(sum(case when r.break_time = ${BreakTime.FullDay} then 1 else 0.5 end), 0)::float8 from break_request r
                where r.employee = e.id and r.status = $2 and r.is_permitted) as "permittedDayPending"
         from employee e where e.id = $1;

-- BreaksRepository.clashes (breaks/breaks.repository.ts)
select 1 from break_request
        where employee = $1 and date = $2 and status = any($3::smallint[]) and id is distinct from $5
          and (break_time = $4 or break_time = ${BreakTime.FullDay} or $4 = ${BreakTime.FullDay}) limit 1;

-- BreaksRepository.insert (breaks/breaks.repository.ts)
insert into break_request (employee, date, break_time, reason, is_permitted, status, ticket_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id;

-- BreaksRepository.pendingOfTicket (breaks/breaks.repository.ts)
select id from break_request where ticket_id = $1 and status = $2;

-- BreaksRepository.ofTicket (breaks/breaks.repository.ts)
select id from break_request where ticket_id = $1;

-- BreaksRepository.update (breaks/breaks.repository.ts)
update break_request set date = $2, break_time = $3, reason = $4, is_permitted = $5 where id = $1;

-- BreaksRepository.notice (breaks/breaks.repository.ts)
select r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", r.break_time as "breakTime", r.date,
              r.reason, r.is_permitted as "isPermitted", r.status, e.role, r.id as "requestId", r.ticket_id as "ticketId"
         from break_request r join employee e on e.id = r.employee where r.id = $1;

-- BreaksRepository.find (breaks/breaks.repository.ts)
select r.id, r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", r.date,
  r.break_time as "breakTime", r.reason, r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId" from break_request r join employee e on e.id = r.employee
        where r.employee = $1 and r.date = $2 and r.break_time = $3
        order by (r.status = $4) desc, r.created_at desc, r.id desc limit 1;

-- BreaksRepository.isRelated (breaks/breaks.repository.ts)
select 1 from employee e where e.id = $1 and e.contact_admin = $2
       union all select 1 from ticket_recipient tr where tr.ticket_id = $3 and tr.employee_id = $2 limit 1;

-- BreaksRepository.ticketOf (breaks/breaks.repository.ts)
select ticket_id as "ticketId" from break_request where id = $1;

-- BreaksRepository.lockTicket (breaks/breaks.repository.ts)
select array[t.created_by] || coalesce((select array_agg(r.employee_id) from ticket_recipient r where r.ticket_id = t.id), '{}') as people
         from ticket t where t.id = $1 for update of t;

-- BreaksRepository.lockRequest (breaks/breaks.repository.ts)
select r.id, r.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", r.date,
  r.break_time as "breakTime", r.reason, r.is_permitted as "isPermitted", r.status, r.ticket_id as "ticketId" from break_request r join employee e on e.id = r.employee where r.id = $1 for update of r;

-- BreaksRepository.ticketAnswered (breaks/breaks.repository.ts)
select 1 from ticket_response where request_id = $1;

-- BreaksRepository.withdrawOfTicket (breaks/breaks.repository.ts)
update break_request set status = $2, decided_at = $3 where ticket_id = $1 and status = $4 returning id;

-- BreaksRepository.settle (breaks/breaks.repository.ts)
update break_request set status = $2, decided_by = $3, decided_at = $4 where id = $1 and status = $5;

-- BreaksRepository.insertDayOff (breaks/breaks.repository.ts)
insert into employee_break (employee, date, time, is_permitted, description, break_request_id, created_at) values ($1, $2, $3, $4, $5, $6, $7);

-- BreaksRepository.managersOf (breaks/breaks.repository.ts)
select distinct pm.employee_id as id from project_employee me
         join project_employee pm on pm.project_id = me.project_id and pm.role = $2
        where me.employee_id = $1 and pm.employee_id <> $1 order by 1;

-- CalendarRepository.listDays (breaks/calendar.repository.ts)
select id, date, description from ${table} order by date desc, id desc;

-- CalendarRepository.day (breaks/calendar.repository.ts)
select id, date, description from ${table} where id = $1;

-- CalendarRepository.insertDay (breaks/calendar.repository.ts)
insert into ${table} (date, description) values ($1, $2) returning id, date, description;

-- CalendarRepository.updateDay (breaks/calendar.repository.ts)
update ${table} set date = $2, description = $3 where id = $1 returning id, date, description;

-- CalendarRepository.deleteDay (breaks/calendar.repository.ts)
delete from ${table} where id = $1;

-- CalendarRepository.listBreaks (breaks/calendar.repository.ts)
select b.id, b.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", b.date, b.time,
  b.is_permitted as "isPermitted", b.description, b.break_request_id as "breakRequestId" from employee_break b join employee e on e.id = b.employee
        where ($1::text is null or b.employee = $1) and ($2::int is null or b.date >= $2) and ($3::int is null or b.date <= $3)
        order by b.date desc, b.id desc;

-- CalendarRepository.dayOff (breaks/calendar.repository.ts)
select b.id, b.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", b.date, b.time,
  b.is_permitted as "isPermitted", b.description, b.break_request_id as "breakRequestId" from employee_break b join employee e on e.id = b.employee where b.id = $1;

-- CalendarRepository.dayOffFields (breaks/calendar.repository.ts)
select employee, date, time, is_permitted as "isPermitted", description from employee_break where id = $1;

-- CalendarRepository.insertDayOff (breaks/calendar.repository.ts)
insert into employee_break (employee, date, time, is_permitted, description, created_at) values ($1, $2, $3, $4, $5, $6) returning id;

-- CalendarRepository.updateDayOff (breaks/calendar.repository.ts)
update employee_break set employee = $2, date = $3, time = $4, is_permitted = $5, description = $6 where id = $1;

-- CalendarRepository.deleteDayOff (breaks/calendar.repository.ts)
delete from employee_break where id = $1;

-- CalendarRepository.employeeExists (breaks/calendar.repository.ts)
select 1 from employee where id = $1;
