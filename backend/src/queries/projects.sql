-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- ProjectMembersRepository.members (projects/project-members.repository.ts)
select employee_id as employee, role from project_employee where project_id = $1;

-- ProjectMembersRepository.addMembers (projects/project-members.repository.ts)
insert into project_employee (project_id, employee_id, role) select $1, m.employee, m.role from unnest($2::text[], $3::int[]) as m(employee, role);

-- ProjectMembersRepository.removeMembers (projects/project-members.repository.ts)
delete from project_employee pe using unnest($2::text[], $3::int[]) as m(employee, role)
        where pe.project_id = $1 and pe.employee_id = m.employee and pe.role = m.role;

-- ProjectMembersRepository.roleLevels (projects/project-members.repository.ts)
select role, role_level as "roleLevel" from project_role_level where project_id = $1;

-- ProjectMembersRepository.setRoleLevels (projects/project-members.repository.ts)
insert into project_role_level (project_id, role, role_level) select $1, l.role, l.level from unnest($2::int[], $3::int[]) as l(role, level)
       on conflict (project_id, role) do update set role_level = excluded.role_level;

-- ProjectMembersRepository.removeRoleLevels (projects/project-members.repository.ts)
delete from project_role_level where project_id = $1 and role = any($2::int[]);

-- ProjectMembersRepository.assignable (projects/project-members.repository.ts)
select id, role, extra_role as "extraRole" from employee where id = any($1::text[]) and is_active and id <> 'admin';

-- ProjectMembersRepository.holdersOf (projects/project-members.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.icon, e.extra_role as "extraRole"
         from employee e
        where e.is_active and e.id <> 'admin'
          and (e.role = any($1::int[]) or exists (select 1 from jsonb_array_elements_text(e.extra_role) r where r::int = any($1::int[])))
        order by e.first_name, e.last_name, e.id;

-- ProjectMembersRepository.options (projects/project-members.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.role_level as "roleLevel", e.icon
         from employee e
        where e.is_active and e.id <> 'admin' and not (e.role = any($1::int[]))
        order by e.first_name, e.last_name, e.id;

-- fragment SUMMARY_COLUMNS (projects/projects.repository.ts)
p.id, p.name, p.icon, p.package_name as "packageName", p.platform, p.parent,
  coalesce((select array_agg(c.id order by c.id) from project c where c.parent = p.id), '{}') as child,
  p.project_type as "projectType", p.status_ua as "statusUa"

-- ProjectsRepository.list (projects/projects.repository.ts)
select ${SUMMARY_COLUMNS} from project p where p.id <> 0 order by p.name, p.id;

-- ProjectsRepository.detail (projects/projects.repository.ts)
select ${SUMMARY_COLUMNS}, p.firebase_project_id as "firebaseProjectId", p.firebase_app_id as "firebaseAppId",
              p.popularity, p.link_wiki as "linkWiki", p.repository_id as "repositoryId",
              coalesce((select json_agg(json_build_object('id', e.id, 'name', trim(e.last_name || ' ' || e.first_name), 'role', pe.role)
                          order by pe.role, e.first_name, e.id)
                 from project_employee pe join employee e on e.id = pe.employee_id where pe.project_id = p.id), '[]') as employees,
              coalesce((select json_agg(json_build_object('role', rl.role, 'roleLevel', rl.role_level) order by rl.role)
                 from project_role_level rl where rl.project_id = p.id), '[]') as "roleLevels"
         from project p where p.id = $1;

-- ProjectsRepository.exists (projects/projects.repository.ts)
select 1 from project where id = $1;

-- ProjectsRepository.lockForUpdate (projects/projects.repository.ts)
select id, name, icon, package_name as "packageName", platform, project_type as "projectType", parent,
  status_ua as "statusUa", repository_id as "repositoryId", firebase_project_id as "firebaseProjectId", firebase_app_id as "firebaseAppId" from project where id = $1 for no key update;

-- ProjectsRepository.insert (projects/projects.repository.ts)
insert into project (name, platform, project_type, parent, icon, popularity, created_at) values ($1, $2, $3, $4, $5, 0, now())
       returning id;

-- ProjectsRepository.update (projects/projects.repository.ts)
update project set ${sets} where id = $1;

-- ProjectsRepository.lockParentChanges (projects/projects.repository.ts)
select pg_advisory_xact_lock($1);

-- ProjectsRepository.isSelfOrAbove (projects/projects.repository.ts)
with recursive up as (
         select id, parent from project where id = $1
         union
         select p.id, p.parent from project p join up on p.id = up.parent
       )
       select exists (select 1 from up where id = $2) as found;
