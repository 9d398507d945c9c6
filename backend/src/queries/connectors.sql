-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- ConnectorsRepository.list (connectors/connectors.repository.ts)
select c.id, c.name, c.service_id as "serviceId", c.status, c.expire_time as "expireTime", c.config_global as "configGlobal" from connector c where ($1::int is null or c.service_id = $1) order by c.service_id, c.id;

-- ConnectorsRepository.get (connectors/connectors.repository.ts)
select c.id, c.name, c.service_id as "serviceId", c.status, c.expire_time as "expireTime", c.config_global as "configGlobal" from connector c where c.id = $1${lock ? ' for update' : ''};

-- ConnectorsRepository.insert (connectors/connectors.repository.ts)
insert into connector (name, service_id, status, expire_time, config_global) values ($1, $2, $3, $4, $5::jsonb) returning id;

-- ConnectorsRepository.update (connectors/connectors.repository.ts)
update connector set name = $2, service_id = $3, status = $4, expire_time = $5, config_global = $6::jsonb, updated_at = now() where id = $1;

-- ConnectorsRepository.delete (connectors/connectors.repository.ts)
delete from connector where id = $1;

-- ConnectorsRepository.links (connectors/connectors.repository.ts)
select connector_id as "connectorId", project_id as "projectId", active, config from connector_project
        where connector_id = any($1::int[]) order by connector_id, project_id;

-- ConnectorsRepository.setActive (connectors/connectors.repository.ts)
insert into connector_project (connector_id, project_id, active)
       select $1, p, true from unnest($2::int[]) as p order by p
       on conflict (connector_id, project_id) do update set active = true;

-- ConnectorsRepository.setActive (connectors/connectors.repository.ts)
update connector_project set active = false where connector_id = $1 and active and not (project_id = any($2::int[]));

-- ConnectorsRepository.setActive (connectors/connectors.repository.ts)
delete from connector_project where connector_id = $1 and not active and config is null;

-- ConnectorsRepository.setProjectConfig (connectors/connectors.repository.ts)
insert into connector_project (connector_id, project_id, active, config) values ($1, $2, false, $3::jsonb)
       on conflict (connector_id, project_id) do update set config = excluded.config;

-- ConnectorsRepository.existingProjects (connectors/connectors.repository.ts)
select id from project where id = any($1::int[]);

-- ConnectorsRepository.secretFields (connectors/connectors.repository.ts)
select connector_id as "connectorId", field from connector_secret where connector_id = any($1::int[]) order by connector_id, field;

-- ConnectorsRepository.secrets (connectors/connectors.repository.ts)
select connector_id as "connectorId", field, key_id as "keyId", iv, ciphertext, tag from connector_secret where connector_id = $1;

-- ConnectorsRepository.staleSecrets (connectors/connectors.repository.ts)
select connector_id as "connectorId", field, key_id as "keyId", iv, ciphertext, tag from connector_secret
        where key_id <> $1 order by connector_id, field limit $2 for update skip locked;

-- ConnectorsRepository.putSecret (connectors/connectors.repository.ts)
insert into connector_secret (connector_id, field, key_id, iv, ciphertext, tag) values ($1, $2, $3, $4, $5, $6)
       on conflict (connector_id, field) do update set key_id = excluded.key_id, iv = excluded.iv, ciphertext = excluded.ciphertext,
         tag = excluded.tag, updated_at = now();

-- ConnectorsRepository.removeSecret (connectors/connectors.repository.ts)
delete from connector_secret where connector_id = $1 and field = $2;

-- ConnectorsRepository.audit (connectors/connectors.repository.ts)
insert into connector_secret_audit (connector_id, field, action, employee_id)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::text[]);

-- ConnectorsRepository.tryLock (connectors/connectors.repository.ts)
select pg_try_advisory_xact_lock($1) as ok;

-- ConnectorsRepository.readyIds (connectors/connectors.repository.ts)
select id from connector where status and (expire_time in (30000000, 30000101) or expire_time >= $1) order by id;

-- ConnectorsRepository.startRun (connectors/connectors.repository.ts)
insert into connector_sync_run (connector_id, trigger, schedule_day, from_date, to_date, started_by) values ($1, $2, $3, $4, $5, $6)
       on conflict (connector_id, schedule_day) do nothing returning id;

-- ConnectorsRepository.finishRun (connectors/connectors.repository.ts)
update connector_sync_run set status = $2, rows = $3, error = $4, finished_at = now() where id = $1;

-- ConnectorsRepository.storeFigures (connectors/connectors.repository.ts)
delete from connector_daily where connector_id = $1 and metric = $2 and project_id = any($3::int[]) and date between $4 and $5
         and (project_id, date) not in (select * from unnest($6::int[], $7::int[]))
       returning project_id as "projectId", date;

-- ConnectorsRepository.storeFigures (connectors/connectors.repository.ts)
insert into connector_daily (connector_id, project_id, date, metric, amount, reported, run_id)
         select $1, p, d, $2, amt, rep, $3 from unnest($4::int[], $5::int[], $6::bigint[], $7::text[]) as u(p, d, amt, rep)
         on conflict (connector_id, project_id, date, metric) do update set amount = excluded.amount, reported = excluded.reported, run_id = excluded.run_id;
