-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- ImportsRepository.lock (imports/imports.repository.ts)
select pg_advisory_xact_lock(hashtext($1), $2);

-- ImportsRepository.insertAudit (imports/imports.repository.ts)
insert into import_audit (kind, project_id, file_name, created_by, created, updated, unchanged, errors)
       values ($1, $2, $3, $4, $5, $6, $7, $8);

-- ImportsRepository.audit (imports/imports.repository.ts)
select a.id, a.kind, a.project_id as "projectId", a.file_name as "fileName", a.created_by as "createdBy",
              nullif(trim(e.last_name || ' ' || e.first_name), '') as "createdByName",
              a.created, a.updated, a.unchanged, a.errors,
              to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
         from import_audit a left join employee e on e.id = a.created_by
        where ((a.kind = 'employees' and $1) or (a.kind = 'tasks' and a.project_id = any($2::int[])))
          and ($3::text is null or a.kind = $3) and ($4::int is null or a.project_id = $4)
        order by a.created_at desc, a.id desc limit $5;
