-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- fragment INSURANCE (hr-reports/hr-reports.repository.ts)
e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.social_insurance_payer as "socialInsurancePayer", e.social_insurance_id as "socialInsurance",
  e.social_insurance_start_date as "socialInsuranceStartDate", e.social_insurance_end_date as "socialInsuranceEndDate",
  e.social_insurance_status as "socialInsuranceStatus"

-- HrReportsRepository.birthdays (hr-reports/hr-reports.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.dob as birthday from employee e
        where e.is_active and e.id <> $2 and e.dob is not null and (e.dob / 100) % 100 = $1
        order by e.dob % 100, e.first_name, e.id;

-- HrReportsRepository.socialInsurance (hr-reports/hr-reports.repository.ts)
select ${INSURANCE} from employee e where e.id <> $1 order by e.is_active desc, e.first_name, e.id;

-- HrReportsRepository.lockInsuranceDates (hr-reports/hr-reports.repository.ts)
select social_insurance_start_date as "socialInsuranceStartDate", social_insurance_end_date as "socialInsuranceEndDate"
         from employee where id = $1 for no key update;

-- HrReportsRepository.insuranceOf (hr-reports/hr-reports.repository.ts)
select ${INSURANCE} from employee e where e.id = $1;

-- HrReportsRepository.quits (hr-reports/hr-reports.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.join_date as "joinDate", e.role, e.role_level as "roleLevel", e.quit_date as "quitDate", e.quit_reason as reason
         from employee e where e.id <> $1 and e.quit_date is not null order by e.quit_date desc, e.first_name, e.id;

-- HrReportsRepository.byRole (hr-reports/hr-reports.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.role_level as "roleLevel" from employee e
        where e.is_active and e.id <> $2 and e.role = $1 order by e.role_level desc, e.first_name, e.id;

-- HrReportsRepository.internsEnding (hr-reports/hr-reports.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.role_level as "roleLevel", e.contract_type as "contractType",
              e.contract_start_date as "contractStartDate", e.contract_end_date as "contractEndDate",
              e.contract_change_reason as "contractChangeReason"
         from employee e
        where e.is_active and e.id <> $4 and e.contract_type = any($3::smallint[]) and e.contract_end_date between $1 and $2
        order by e.contract_end_date, e.first_name, e.id;

-- HrReportsRepository.breaks (hr-reports/hr-reports.repository.ts)
select e.id, trim(e.last_name || ' ' || e.first_name) as name, e.role, e.role_level as "roleLevel", e.permitted_day_left::float8 as "permittedDayLeft",
              coalesce(p.days, 0)::float8 as "permittedDayPending"
         from employee e
         left join (select r.employee, sum(case when r.break_time = ${BreakTime.FullDay} then 1 else 0.5 end) as days from break_request r
                     where r.status = $2 and r.is_permitted group by r.employee) p on p.employee = e.id
        where e.is_active and e.id <> $1 order by e.first_name, e.id;
