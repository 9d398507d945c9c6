-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- EMPLOYEE_GRANTS (permissions/permissions.repository.ts)
with me as (select id, role, extra_role from employee where id = $1),
  groups as (
    select ge.group_id, null::int[] as project_ids from permission_group_employee ge where ge.employee_id = $1
    union all
    select g.id, null from permission_group g, me
     where g.name = '${GROUP_NAME_DEFAULT_PREFIX}' || me.role
        or g.name in (select '${GROUP_NAME_DEFAULT_PREFIX}' || r from me, jsonb_array_elements_text(me.extra_role) r)
    union all
    select g.id, array_agg(distinct pe.project_id) from project_employee pe
      join permission_group g on g.name = '${GROUP_NAME_PROJECT_PREFIX}' || pe.role
     where pe.employee_id = $1 group by g.id
  )
  select g.name as "groupName", gg.permission_name as "permissionName", gg.condition_type as "conditionType",
         gg.condition_value as "conditionValue", x.project_ids as "projectIds"
    from groups x join permission_group g on g.id = x.group_id
    left join permission_group_grant gg on gg.group_id = g.id;

-- PermissionsRepository.projectIds (permissions/permissions.repository.ts)
select id from project order by id;

-- PermissionsRepository.bumpAcl (permissions/permissions.repository.ts)
update acl_version set version = version + 1 where id = 1;

-- PermissionsRepository.listGroups (permissions/permissions.repository.ts)
select g.id, g.name,
              coalesce(json_agg(json_build_object('permissionId', gg.permission_name, 'conditionType', gg.condition_type,
                'conditionValue', gg.condition_value) order by gg.id) filter (where gg.id is not null), '[]') as permissions
         from permission_group g left join permission_group_grant gg on gg.group_id = g.id
        group by g.id order by g.id;

-- PermissionsRepository.groupExists (permissions/permissions.repository.ts)
select 1 from permission_group where id = $1;

-- PermissionsRepository.lockGroup (permissions/permissions.repository.ts)
select id, name from permission_group where id = $1 for update;

-- PermissionsRepository.insertGroup (permissions/permissions.repository.ts)
insert into permission_group (name) values ($1) returning id;

-- PermissionsRepository.renameGroup (permissions/permissions.repository.ts)
update permission_group set name = $2 where id = $1 and name <> $2;

-- PermissionsRepository.deleteGroup (permissions/permissions.repository.ts)
delete from permission_group where id = $1;

-- PermissionsRepository.replaceGrants (permissions/permissions.repository.ts)
delete from permission_group_grant where group_id = $1;

-- PermissionsRepository.replaceGrants (permissions/permissions.repository.ts)
insert into permission_group_grant (group_id, permission_name, condition_type, condition_value)
       select $1, g->>'permissionId', (g->>'conditionType')::smallint, nullif(g->'conditionValue', 'null'::jsonb)
         from jsonb_array_elements($2::jsonb) with ordinality as x(g, n) order by n;

-- PermissionsRepository.groupEmployeeIds (permissions/permissions.repository.ts)
select employee_id as id from permission_group_employee where group_id = $1 order by employee_id;

-- PermissionsRepository.replaceGroupEmployees (permissions/permissions.repository.ts)
delete from permission_group_employee where group_id = $1;

-- PermissionsRepository.replaceGroupEmployees (permissions/permissions.repository.ts)
insert into permission_group_employee (group_id, employee_id) select $1, unnest($2::text[]);

-- PermissionsRepository.existingEmployeeIds (permissions/permissions.repository.ts)
select id from employee where id = any($1);
