-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- fragment TICKET_SELECT (tickets/tickets.repository.ts)
select t.id, t.title, t.description, t.request_type as "requestType", t.priority, t.deadline,
    t.created_by as "createdBy", trim(c.last_name || ' ' || c.first_name) as "createdByName", to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", t.updated_by as "updatedBy", t.hidden, t.content, t.project_id as "projectId",
    case when t.withdrawn_at is null then null else to_char(t.withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "withdrawnAt",
    coalesce((select array_agg(r.employee_id order by r.employee_id) from ticket_recipient r where r.ticket_id = t.id), '{}') as employees,
    case when s.request_id is null then null else json_build_object(
      'requestId', s.request_id, 'approve', s.approve, 'description', s.description, 'content', s.content,
      'createdBy', s.created_by, 'createdAt', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end as response
  from ticket t join employee c on c.id = t.created_by left join ticket_response s on s.request_id = t.id

-- TICKET_SELECT (tickets/tickets.repository.ts)
select t.id, t.title, t.description, t.request_type as "requestType", t.priority, t.deadline,
    t.created_by as "createdBy", trim(c.last_name || ' ' || c.first_name) as "createdByName", to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", t.updated_by as "updatedBy", t.hidden, t.content, t.project_id as "projectId",
    case when t.withdrawn_at is null then null else to_char(t.withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "withdrawnAt",
    coalesce((select array_agg(r.employee_id order by r.employee_id) from ticket_recipient r where r.ticket_id = t.id), '{}') as employees,
    case when s.request_id is null then null else json_build_object(
      'requestId', s.request_id, 'approve', s.approve, 'description', s.description, 'content', s.content,
      'createdBy', s.created_by, 'createdAt', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end as response
  from ticket t join employee c on c.id = t.created_by left join ticket_response s on s.request_id = t.id;

-- TicketsRepository.insert (tickets/tickets.repository.ts)
insert into ticket (title, description, request_type, priority, deadline, created_by, created_at, updated_at, content, project_id)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) returning id;

-- TicketsRepository.update (tickets/tickets.repository.ts)
update ticket set title = $2, description = $3, priority = $4, deadline = $5, content = $6, project_id = $7,
              updated_at = $8, updated_by = $9 where id = $1;

-- TicketsRepository.insertRecipients (tickets/tickets.repository.ts)
insert into ticket_recipient (ticket_id, employee_id) select $1, unnest($2::text[]) on conflict do nothing;

-- TicketsRepository.replaceRecipients (tickets/tickets.repository.ts)
delete from ticket_recipient where ticket_id = $1;

-- TicketsRepository.lock (tickets/tickets.repository.ts)
select 1 from ticket where id = $1 for update;

-- TicketsRepository.lock (tickets/tickets.repository.ts)
select exists (select 1 from ticket_response where request_id = $1) as answered,
              (select withdrawn_at is not null from ticket where id = $1) as withdrawn;

-- TicketsRepository.withdraw (tickets/tickets.repository.ts)
update ticket set withdrawn_at = $2, updated_at = $2, updated_by = $3 where id = $1 and withdrawn_at is null;

-- TicketsRepository.insertResponse (tickets/tickets.repository.ts)
insert into ticket_response (request_id, approve, description, content, created_by, created_at) values ($1, $2, $3, $4, $5, $6);

-- TicketsRepository.projectExists (tickets/tickets.repository.ts)
select 1 from project where id = $1;

-- TicketsRepository.projectName (tickets/tickets.repository.ts)
select name from project where id = $1;

-- TicketsRepository.requestedTask (tickets/tickets.repository.ts)
select task_name as "taskName", role, score, deadline, alt_score as "altScore" from task
        where task_id = $1 and project_id = $2 and not is_system;

-- TicketsRepository.actor (tickets/tickets.repository.ts)
select e.id, e.first_name as "firstName", e.last_name as "lastName", e.icon, e.role,
              e.role_level as "roleLevel", e.dob, e.permanent_address as "permanentAddress", e.join_date as "joinDate",
              e.is_active as "isActive", e.permitted_day_left as "permittedDayLeft",
              (select version from acl_version where id = 1) as "aclVersion"
         from employee e where e.id = $1;

-- TicketsRepository.contactAdminOf (tickets/tickets.repository.ts)
select c.id from employee e join employee c on c.id = e.contact_admin and c.is_active
        where e.id = $1 and c.id <> e.id;

-- TicketsRepository.projectMembersIn (tickets/tickets.repository.ts)
select distinct pe.employee_id as id from project_employee pe join employee e on e.id = pe.employee_id and e.is_active
        where pe.project_id = $1 and pe.role = any($2::smallint[]) and pe.employee_id <> $3 order by 1;

-- TicketsRepository.holders (tickets/tickets.repository.ts)
with granting as (
         select g.id, g.name from permission_group g
          where g.name = $2 or exists (select 1 from permission_group_grant gg where gg.group_id = g.id and gg.permission_name = $1)
       ), holders as (
         select ge.employee_id as id from permission_group_employee ge join granting g on g.id = ge.group_id
          where g.name = $2 or g.name !~ ('^(' || $3 || '|' || $4 || ')[0-9]+$')
         union
         select e.id from employee e join granting g on g.name = $3 || e.role
            or g.name in (select $3 || r from jsonb_array_elements_text(e.extra_role) r)
         union
         select pe.employee_id from project_employee pe join granting g on g.name = $4 || pe.role where pe.project_id = 0
       )
       select e.id from employee e join holders h on h.id = e.id
        where e.is_active and e.id is distinct from $5 order by e.id;
