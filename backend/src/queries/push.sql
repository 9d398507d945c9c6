-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- PushRepository.subscribe (push/push.repository.ts)
insert into push_subscription (employee_id, endpoint, p256dh, auth, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
       on conflict (endpoint) do update set employee_id = excluded.employee_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at
       returning (xmax = 0) as inserted;

-- PushRepository.unsubscribe (push/push.repository.ts)
delete from push_subscription where employee_id = $1 and endpoint = $2;

-- PushRepository.remove (push/push.repository.ts)
delete from push_subscription where id = $1;

-- PushRepository.enqueue (push/push.repository.ts)
insert into push_outbox (subscription_id, notification_id, status, next_attempt_at, created_at)
       select s.id, n.id, 'pending', $2, $2
         from jsonb_to_recordset($1::jsonb) as n(id int, "employeeId" text, type smallint)
         join push_subscription s on s.employee_id = n."employeeId"
         join employee e on e.id = n."employeeId" and e.is_active
         left join notification_preference p on p.employee_id = n."employeeId" and p.type = n.type
        where coalesce(p.channel, case when n.type = any($3::smallint[]) then 'email' else 'bell' end) = 'email';

-- PushRepository.claimed (push/push.repository.ts)
select o.id, o.attempts, s.employee_id as "employeeId", e.language, s.id as "subscriptionId",
              json_build_object('endpoint', s.endpoint, 'keys', json_build_object('p256dh', s.p256dh, 'auth', s.auth)) as subscription,
              json_build_object('id', n.id, 'type', n.type, 'content', n.content) as notification
         from push_outbox o join push_subscription s on s.id = o.subscription_id
         join employee e on e.id = s.employee_id join notification n on n.id = o.notification_id
        where o.id = any($1) order by o.id;
