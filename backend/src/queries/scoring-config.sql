-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- ScoringConfigRepository.list (scoring-config/scoring-config.repository.ts)
select ${selectList(t, 'c')} from ${t.table} c${joinEmployee ? ' join employee e on e.id = c.employee' : ''} order by ${order};

-- ScoringConfigRepository.missionConfig (scoring-config/scoring-config.repository.ts)
select role, mission_type as "missionType", default_config as "defaultConfig" from mission_config where role = $1 and mission_type = $2;

-- ScoringConfigRepository.upsert (scoring-config/scoring-config.repository.ts)
update set ${values.join(', ')};

-- ScoringConfigRepository.replaceDefaults (scoring-config/scoring-config.repository.ts)
update set ${values.map((f) => `${f.column} = excluded.${f.column}`).join(', ')}
       where exists (select 1 from jsonb_to_recordset($2::jsonb) as d(${columnTypes(fields)}) where ${same});

-- ScoringConfigRepository.write (scoring-config/scoring-config.repository.ts)
insert into ${t.table} (${fields.map((f) => f.column).join(', ')})
       select ${fields.map((f) => `r.${f.column}`).join(', ')}
       from jsonb_to_recordset($1::jsonb) as r(${columnTypes(fields)})
       order by ${keys.map((k) => `r.${k}`).join(', ')}
       on conflict (${keys.join(', ')}) do ${onConflict};

-- ScoringConfigRepository.replace (scoring-config/scoring-config.repository.ts)
delete from ${t.table};

-- ScoringConfigRepository.boundPreview (scoring-config/scoring-config.repository.ts)
select set_config('statement_timeout', $1, true), set_config('jit', 'off', true);

-- ScoringConfigRepository.existingEmployees (scoring-config/scoring-config.repository.ts)
select id from employee where id = any($1::text[]);
