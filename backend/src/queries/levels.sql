-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- LevelsRepository.projectExists (levels/levels.repository.ts)
select 1 from project where id = $1;

-- LevelsRepository.list (levels/levels.repository.ts)
select ${selectList(k)} from ${k.table} t where t.project_id = $1 order by ${ORDER(k)};

-- LevelsRepository.find (levels/levels.repository.ts)
select ${selectList(k)} from ${k.table} t where t.id = $1 and t.project_id = $2;

-- LevelsRepository.existingIds (levels/levels.repository.ts)
select distinct ${k.idColumn} as v from ${k.table} where project_id = $1 and ${k.idColumn} = any($2::int[]);

-- LevelsRepository.insert (levels/levels.repository.ts)
with ins as (
           insert into ${k.table} (project_id, ${k.idColumn}, version, name, description, preview_image, resource, is_active, additional_data, created_by${extraCol})
           select $1::int, $2::int, ${version}, $3::text, $4::text, $5::text, $6::text, $7::boolean, $8::jsonb, $9::text${extraVal}
           where ${guard}
           returning *
         )
         select ${selectList(k)} from ins t;

-- LevelsRepository.update (levels/levels.repository.ts)
update ${k.table} t set ${sets.join(', ')} where t.id = $1 and t.project_id = $2 returning ${selectList(k)};
