-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- ArchiveRepository.serverVersion (backups/archive/archive.repository.ts)
select current_setting('server_version_num') as v;

-- ArchiveRepository.currentSchema (backups/archive/archive.repository.ts)
select current_schema() as s;

-- ArchiveRepository.beginSnapshot (backups/archive/archive.repository.ts)
select pg_export_snapshot() as id;

-- ArchiveRepository.tables (backups/archive/archive.repository.ts)
select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = $1 and c.relkind = 'r'
        group by c.relname
        order by c.relname;

-- ArchiveRepository.rowCounts (backups/archive/archive.repository.ts)
select $${i + 1}::text as t, count(*)::bigint as n from ${ident(schema)}.${ident(t)};

-- ArchiveRepository.appliedMigrations (backups/archive/archive.repository.ts)
select 1 from pg_tables where schemaname = $1 and tablename = $2;

-- ArchiveRepository.appliedMigrations (backups/archive/archive.repository.ts)
select name from ${ident(schema)}.${ident(table)} order by id;

-- ArchiveRepository.sequences (backups/archive/archive.repository.ts)
select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind = 'S' order by c.relname;

-- ArchiveRepository.sequences (backups/archive/archive.repository.ts)
select last_value::text as last_value, is_called from ${ident(schema)}.${ident(name)};

-- ArchiveRepository.copyOut (backups/archive/archive.repository.ts)
copy (select ${cols} from ${ident(schema)}.${ident(table)}) to stdout;

-- ArchiveRepository.copyIn (backups/archive/archive.repository.ts)
copy ${ident(schema)}.${ident(table)} (${cols}) from stdin;

-- ArchiveRepository.studioState (backups/archive/archive.repository.ts)
select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'p');

-- ArchiveRepository.appSessions (backups/archive/archive.repository.ts)
select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = 'studio-portal' and pid <> pg_backend_pid();

-- ArchiveRepository.wipeSchema (backups/archive/archive.repository.ts)
select format('drop %s if exists %I.%I cascade', case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                       when 'S' then 'sequence' else 'table' end, n.nspname, c.relname) as sql
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S') and ${notExtension('pg_class', 'c.oid')}
       union all
       select format('drop routine if exists %I.%I(%s) cascade', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind in ('f', 'p') and ${notExtension('pg_proc', 'p.oid')}
       union all
       select format('drop type if exists %I.%I cascade', n.nspname, t.typname)
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = $1 and t.typtype in ('e', 'd', 'r') and ${notExtension('pg_type', 't.oid')};

-- ArchiveRepository.prepareLoad (backups/archive/archive.repository.ts)
truncate ${tables.map((t) => `${ident(schema)}.${ident(t)}`).join(', ')};

-- ArchiveRepository.foreignKeyOrder (backups/archive/archive.repository.ts)
select c.relname as child, p.relname as parent
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid;

-- ArchiveRepository.setSequence (backups/archive/archive.repository.ts)
select setval($1::regclass, $2::bigint, $3);

-- BackupsRepository.tryLock (backups/backups.repository.ts)
select pg_try_advisory_lock($1) as ok;

-- BackupsRepository.tryLock.release (backups/backups.repository.ts)
select pg_advisory_unlock($1);

-- BackupsRepository.failInterrupted (backups/backups.repository.ts)
update backup_run set status = 'failed', finished_at = $2, error = $1 where status = 'running';

-- BackupsRepository.start (backups/backups.repository.ts)
insert into backup_run (started_at, status, instance) values ($1, 'running', $2) returning id, started_at as "startedAt", finished_at as "finishedAt", status, file, bytes, error;

-- BackupsRepository.succeed (backups/backups.repository.ts)
update backup_run set status = 'succeeded', finished_at = $4, file = $2, bytes = $3, error = null where id = $1 returning id, started_at as "startedAt", finished_at as "finishedAt", status, file, bytes, error;

-- BackupsRepository.fail (backups/backups.repository.ts)
update backup_run set status = 'failed', finished_at = $3, error = $2 where id = $1 returning id, started_at as "startedAt", finished_at as "finishedAt", status, file, bytes, error;

-- BackupsRepository.recent (backups/backups.repository.ts)
select id, started_at as "startedAt", finished_at as "finishedAt", status, file, bytes, error from backup_run order by started_at desc, id desc limit $1;
