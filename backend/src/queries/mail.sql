-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- MailRepository.enqueue (mail/mail.repository.ts)
insert into mail_outbox (employee_id, notification_id, type, kind, status, next_attempt_at, created_at)
       select n."employeeId", n.id, n.type,
              case c.channel when 'email' then 'single' else 'item' end,
              case c.channel when 'email' then 'pending' else 'held' end,
              case c.channel when 'email' then $2::timestamptz end, $2
         from jsonb_to_recordset($1::jsonb) as n(id int, "employeeId" text, type smallint)
         join employee e on e.id = n."employeeId" and e.is_active and coalesce(e.personal_email, '') <> ''
         left join notification_preference p on p.employee_id = n."employeeId" and p.type = n.type
         cross join lateral (select coalesce(p.channel, case when n.type = any($3::smallint[]) then 'email' else 'bell' end) as channel) c
        where c.channel <> 'bell';

-- MailRepository.claimed (mail/mail.repository.ts)
select o.id, o.kind, o.attempts, o.employee_id as "employeeId", nullif(e.personal_email, '') as "to", e.language,
              trim(e.last_name || ' ' || e.first_name) as name, o.type, n.content
         from mail_outbox o join employee e on e.id = o.employee_id left join notification n on n.id = o.notification_id
        where o.id = any($1) order by o.id;

-- MailRepository.digestItems (mail/mail.repository.ts)
select i.digest_id as "digestId", n.type, n.content
         from mail_outbox i join notification n on n.id = i.notification_id
        where i.digest_id = any($1) order by n.created_at, n.id;

-- MailRepository.gatherDigests (mail/mail.repository.ts)
with items as (select id, employee_id from mail_outbox where status = 'held' for update skip locked),
            digests as (insert into mail_outbox (employee_id, kind, status, next_attempt_at, created_at)
                        select employee_id, 'digest', 'pending', $1, $1 from items group by employee_id
                        returning id, employee_id),
            gathered as (update mail_outbox o set status = 'gathered', digest_id = d.id
                           from items i join digests d on d.employee_id = i.employee_id where o.id = i.id returning o.id)
       select (select count(*) from digests)::int as n, (select count(*) from gathered)::int as items;

-- MailRepository.problems (mail/mail.repository.ts)
select o.id, o.employee_id as "employeeId", trim(e.last_name || ' ' || e.first_name) as "employeeName", nullif(e.personal_email, '') as "to",
              o.type, o.kind, o.status, o.attempts, o.last_error as "lastError",
              case when o.status = 'pending' then to_char(o.next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "nextAttemptAt", to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
         from mail_outbox o join employee e on e.id = o.employee_id
        where o.kind <> 'item' and (o.status = 'failed' or (o.status = 'pending' and o.last_error is not null))
        order by o.id desc limit $1;
