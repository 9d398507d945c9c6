import { Inject, Injectable } from '@nestjs/common';
import {
  currentMonth, daysInMonth, insuranceEditKeepsDates, isReportRole, ymdOf,
  type EmployeeRecord, type SocialInsuranceEdit, type SocialInsuranceField,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { EmployeesRepository } from '../hr/employees.repository';
import { PermissionsService } from '../permissions/permissions.service';
import { HrReportsRepository } from './hr-reports.repository';

/** The built-in account: every report leaves it out. */
const BUILT_IN_ADMIN = 'admin';

/** The employee field each edit sets (names come from here only, never from the request). */
const INSURANCE_FIELDS: Record<SocialInsuranceField, keyof EmployeeRecord> = {
  socialInsurancePayer: 'socialInsurancePayer',
  socialInsurance: 'socialInsuranceId',
  socialInsuranceStartDate: 'socialInsuranceStartDate',
  socialInsuranceEndDate: 'socialInsuranceEndDate',
  socialInsuranceStatus: 'socialInsuranceStatus',
};

/** HR reports of admin > administrative (API.md "HR reports"); the contract log lives in the hr module. */
@Injectable()
export class HrReportsService {
  constructor(
    private readonly db: Db,
    private readonly repo: HrReportsRepository,
    private readonly employees: EmployeesRepository,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async birthday(month?: number) {
    return { results: await this.repo.birthdays(month ?? currentMonth(this.clock.now(), this.config.timeZone).month, BUILT_IN_ADMIN) };
  }

  async socialInsurance() {
    return { results: await this.repo.socialInsurance(BUILT_IN_ADMIN) };
  }

  /**
   * One field per call (spec 3 "Social insurance edit"); the report's readers only. A date that would
   * put the start after the end is refused (decision 027), judged on the locked row so that two
   * concurrent date edits cannot together cross.
   */
  async editSocialInsurance(user: AuthUser, employee: string, edit: SocialInsuranceEdit) {
    if (!(await this.permissions.has(user, 'Admin.Employee.Get'))) throw forbidden();
    if (employee === BUILT_IN_ADMIN) throw notFound();
    return this.db.tx(async () => {
      const dates = await this.repo.lockInsuranceDates(employee);
      if (!dates) throw notFound();
      if (!insuranceEditKeepsDates(dates, edit)) throw new DomainError('employee.insurance-date-error', 400, [{ field: edit.field, message: 'start after end' }]);
      await this.employees.update(employee, { [INSURANCE_FIELDS[edit.field]]: edit.value });
      return { result: (await this.repo.insuranceOf(employee))! };
    });
  }

  async quit() {
    return { results: await this.repo.quits(BUILT_IN_ADMIN) };
  }

  /** `role` as the query sent it (the DTO requires it): text that is no report role is hr-report.role-invalid. */
  async byRole(role: string) {
    const id = /^\d{1,3}$/.test(role) ? Number(role) : NaN;
    if (!isReportRole(id)) throw new DomainError('hr-report.role-invalid', 400, [{ field: 'role', message: 'a role that is not a system role' }]);
    return { results: await this.repo.byRole(id, BUILT_IN_ADMIN) };
  }

  async internExpire(month?: number, year?: number) {
    const now = currentMonth(this.clock.now(), this.config.timeZone);
    const m = month ?? now.month;
    const y = year ?? now.year;
    return { results: await this.repo.internsEnding(ymdOf(y, m, 1), ymdOf(y, m, daysInMonth(y, m)), BUILT_IN_ADMIN) };
  }

  /** The break manager: PermittedLeft.Change (the guard) and the administrative area's Admin.Employee.Get. */
  async breaks(user: AuthUser) {
    if (!(await this.permissions.has(user, 'Admin.Employee.Get'))) throw forbidden();
    return { results: await this.repo.breaks(BUILT_IN_ADMIN) };
  }
}
