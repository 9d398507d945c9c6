-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- WikiRepository.idOf (wiki/wiki.repository.ts)
select id from wiki_page where project_id = $1 and path = $2;

-- WikiRepository.find (wiki/wiki.repository.ts)
select id, project_id as project, path, type, content, content_hash as "contentHash", parent_id as "parentId", permissions from wiki_page where id = $1;

-- WikiRepository.accessChain (wiki/wiki.repository.ts)
with recursive chain as (
         select id, project_id, parent_id, permissions, 0 as depth from wiki_page where id = $1
         union all
         select p.id, p.project_id, p.parent_id, p.permissions, c.depth + 1
           from chain c join wiki_page p on p.id = c.parent_id where c.depth < $2)
       select id, project_id as project, parent_id as "parentId", permissions from chain order by depth;

-- WikiRepository.treeRows (wiki/wiki.repository.ts)
select id, project_id as project, path, type, parent_id as "parentId", permissions
         from wiki_page where project_id = $1 order by path limit $2;

-- WikiRepository.viewer (wiki/wiki.repository.ts)
with me as (select id, role, extra_role from employee where id = $1),
       roles as (select role from me union select r::int from me, jsonb_array_elements_text(me.extra_role) r),
       members as (select project_id, role from project_employee where employee_id = $1)
       select
         coalesce((select array_agg(role) from roles), '{}') as roles,
         coalesce((select json_agg(json_build_object('project', project_id, 'role', role)) from members), '[]') as "projectRoles",
         coalesce((select json_agg(g) from (
           select group_id as group, null::int as project from permission_group_employee where employee_id = $1
           union
           select pg.id, null from permission_group pg where pg.name in (select '${GROUP_NAME_DEFAULT_PREFIX}' || role from roles)
           union
           select pg.id, m.project_id from members m join permission_group pg on pg.name = '${GROUP_NAME_PROJECT_PREFIX}' || m.role
         ) g), '[]') as groups;

-- WikiRepository.sharedByPath (wiki/wiki.repository.ts)
select id, content_hash as "contentHash" from wiki_page where project_id = $1 and path = $2 for share;

-- WikiRepository.deepestOf (wiki/wiki.repository.ts)
select id from wiki_page where project_id = $1 and path = any($2::text[]) order by length(path) desc limit 1;

-- WikiRepository.insert (wiki/wiki.repository.ts)
insert into wiki_page (project_id, path, type, content, content_hash, parent_id, permissions) values ($1, $2, $3, $4, $5, $6, $7::jsonb)
       on conflict (project_id, path) do nothing returning id;

-- WikiRepository.saveIfCurrent (wiki/wiki.repository.ts)
update wiki_page set path = $1, content = $2, content_hash = $3, type = coalesce($4, type), updated_at = now()
          where id = $5 and content_hash = $6 returning id;

-- WikiRepository.pathTaken (wiki/wiki.repository.ts)
select 1 from wiki_page where project_id = $1 and path = $2 and id <> $3;

-- WikiRepository.addVersion (wiki/wiki.repository.ts)
insert into wiki_page_version (page_id, content, content_hash, edited_by) values ($1, $2, $3, $4);

-- WikiRepository.setPermissions (wiki/wiki.repository.ts)
update wiki_page set permissions = coalesce(
         (select jsonb_agg(r) from jsonb_array_elements(case when jsonb_typeof(permissions) = 'array' then permissions else '[]'::jsonb end) r
           where r->>'mode' is distinct from $2), '[]'::jsonb) || $3::jsonb,
         updated_at = now()
        where id = $1;

-- WikiRepository.history (wiki/wiki.repository.ts)
select v.content_hash as "contentHash", v.edited_by as "editedBy",
              nullif(trim(e.last_name || ' ' || e.first_name), '') as "editorName", v.edited_at as "editedAt"
         from wiki_page_version v left join employee e on e.id = v.edited_by
        where v.page_id = $1 order by v.id desc limit $2;

-- WikiRepository.version (wiki/wiki.repository.ts)
select v.content_hash as "contentHash", v.edited_by as "editedBy",
              nullif(trim(e.last_name || ' ' || e.first_name), '') as "editorName", v.edited_at as "editedAt", v.content
         from wiki_page_version v left join employee e on e.id = v.edited_by
        where v.page_id = $1 and v.content_hash = $2 order by v.id desc limit 1;
