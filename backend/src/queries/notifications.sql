-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- NotificationsRepository.insert (notifications/notifications.repository.ts)
insert into notification (employee_id, type, content, dedupe_key, created_at)
       select "employeeId", type, content, "dedupeKey", $2::timestamptz
         from jsonb_to_recordset($1::jsonb) as r("employeeId" text, type smallint, content jsonb, "dedupeKey" text)
       on conflict (dedupe_key) do nothing
       returning id, employee_id as "employeeId", type, content, is_read as "isRead",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt";

-- NotificationsRepository.list (notifications/notifications.repository.ts)
select id, employee_id as "employeeId", type, content, is_read as "isRead",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt" from notification
        where employee_id = $1 and ($2::boolean is null or is_read = $2)
        order by created_at desc, id desc limit $3;

-- NotificationsRepository.markRead (notifications/notifications.repository.ts)
update notification set is_read = true where id = $1 and employee_id = $2;

-- NotificationsRepository.markAllRead (notifications/notifications.repository.ts)
update notification set is_read = true where employee_id = $1 and not is_read and type <> all($2::smallint[]);

-- NotificationsRepository.isOwn (notifications/notifications.repository.ts)
select 1 from notification where id = $1 and employee_id = $2 and type = $3;

-- NotificationsRepository.patchAbout (notifications/notifications.repository.ts)
update notification set content = content || $2::jsonb, is_read = is_read or $4
        where type = $3 and (content->>'requestId')::int = $1
          and ($5::int is null or employee_id in (select employee_id from ticket_recipient where ticket_id = $5));

-- NotificationsRepository.preferences (notifications/notifications.repository.ts)
select type, channel from notification_preference where employee_id = $1;

-- NotificationsRepository.setPreferences (notifications/notifications.repository.ts)
insert into notification_preference (employee_id, type, channel, updated_at)
       select $1, r.type, r.channel, $3 from jsonb_to_recordset($2::jsonb) as r(type smallint, channel text)
       on conflict (employee_id, type) do update set channel = excluded.channel, updated_at = excluded.updated_at;
