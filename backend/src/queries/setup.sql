-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- SetupChecklistRepository.facts (setup/setup-checklist.repository.ts)
select
         exists(select 1 from employee where is_active and id <> 'admin') as people,
         array(select distinct g.name from permission_group g
                 join permission_group_employee ge on ge.group_id = g.id
                 join employee e on e.id = ge.employee_id and e.is_active and e.id <> 'admin') as "groupsWithMembers",
         exists(select 1 from project_employee pe
                  join employee e on e.id = pe.employee_id and e.is_active and e.id <> 'admin'
                 where pe.project_id <> 0) as "projectWithMembers",
         array(select step from setup_step_review) as reviewed,
         exists(select 1 from setup_checklist_dismissal where employee_id = $1) as dismissed,
         (select json_build_object('status', status, 'finishedAt', finished_at) from backup_run
           where status <> 'running' order by finished_at desc, id desc limit 1) as "lastBackup";

-- SetupChecklistRepository.markReviewed (setup/setup-checklist.repository.ts)
insert into setup_step_review (step, reviewed_by) values ($1, $2) on conflict (step) do nothing;

-- SetupChecklistRepository.dismiss (setup/setup-checklist.repository.ts)
insert into setup_checklist_dismissal (employee_id) values ($1) on conflict (employee_id) do nothing;

-- SetupChecklistRepository.reopen (setup/setup-checklist.repository.ts)
delete from setup_checklist_dismissal where employee_id = $1;
