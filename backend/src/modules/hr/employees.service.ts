import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isSystemRole, PASSWORD_MIN_LENGTH, roleById, roleLevelById } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { AuthService } from '../auth/auth.service';
import { BUMP_ACL_SQL, PermissionsService } from '../permissions/permissions.service';
import type { CreateEmployeeDto, UpdateEmployeeDto } from './dto/employee.dto';
import { employeeIdBase } from './employee-id';
import { Employee } from './entities/employee.entity';

export const BUILT_IN_ADMIN = 'admin';

const PUBLIC_FIELDS = [
  'id', 'firstName', 'lastName', 'phone', 'personalEmail', 'altId', 'sex', 'dob', 'joinDate', 'isActive', 'homeTown',
  'permanentAddress', 'socialInsuranceId', 'socialInsuranceStartDate', 'socialInsuranceEndDate', 'socialInsuranceStatus',
  'socialInsurancePayer', 'personalTaxIdentification', 'maritalStatus', 'childCount', 'citizenIdentificationId',
  'citizenIdentificationCreateDate', 'citizenIdentificationIssuer', 'educationLevel', 'educationTrainingFacility',
  'educationMajor', 'educationGraduationYear', 'contractType', 'contractStartDate', 'contractEndDate',
  'contractChangeReason', 'quitDate', 'quitReason', 'role', 'roleLevel', 'extraRole', 'managerLevel',
  'skillChangeReason', 'contactAdmin', 'permittedDayLeft', 'icon',
] as const;

const warn = () => new DomainError('messages.warning-validate', 400);

@Injectable()
export class EmployeesService {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Db,
    private readonly auth: AuthService,
    private readonly permissions: PermissionsService,
  ) {}

  async list() {
    const employees = await this.sql.many(
      `select id, first_name as "firstName", last_name as "lastName", trim(last_name || ' ' || first_name) as name,
              icon, role, role_level as "roleLevel", dob, is_active as "isActive", contact_admin as "contactAdmin"
         from employee where id <> $1 order by is_active desc, first_name, id`,
      [BUILT_IN_ADMIN],
    );
    return { employees };
  }

  async get(caller: AuthUser, id: string) {
    const employee = await this.em.fork().findOne(Employee, { id });
    if (!employee) throw notFound();
    return { employee: await this.view(caller, employee) };
  }

  async create(caller: AuthUser, dto: CreateEmployeeDto) {
    const fields = {
      lastName: dto.lastName?.trim() ?? '',
      firstName: dto.firstName?.trim() ?? '',
      phone: dto.phone?.trim() ?? '',
      personalEmail: dto.personalEmail?.trim() ?? '',
    };
    if (Object.values(fields).some((v) => !v)) throw warn();
    const base = employeeIdBase(fields.lastName, fields.firstName);
    const taken = new Set(
      (await this.sql.many<{ id: string }>(`select id from employee where id = $1 or id ~ ('^' || $1 || '[0-9]+$')`, [base])).map((r) => r.id),
    );
    taken.add(BUILT_IN_ADMIN);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
    const employee = Object.assign(new Employee(), { id, ...fields });
    await this.em.fork().persistAndFlush(employee);
    return { employee: await this.view(caller, employee) };
  }

  async update(caller: AuthUser, id: string, dto: UpdateEmployeeDto) {
    return this.em.transactional(async (em) => {
      const employee = await em.findOne(Employee, { id });
      if (!employee) throw notFound();
      // Optional DTO fields exist as own properties set to undefined: keep only what was sent.
      const { newSalary, ...fields } = Object.fromEntries(
        Object.entries(dto).filter(([, v]) => v !== undefined),
      ) as UpdateEmployeeDto;
      if (newSalary !== undefined) {
        if (!(await this.permissions.has(caller, 'Admin.Employee.Salary'))) throw forbidden();
        if (newSalary < 0) throw new DomainError('salary-error', 400);
      }
      const start = fields.contractStartDate !== undefined ? fields.contractStartDate : employee.contractStartDate;
      const end = fields.contractEndDate !== undefined ? fields.contractEndDate : employee.contractEndDate;
      if (start && end && start > end) throw new DomainError('contract-date-error', 400);
      // A system role is never given, but an unchanged one (a new employee's 0) may be sent back.
      if (fields.role !== undefined && fields.role !== employee.role && (!roleById(fields.role) || isSystemRole(fields.role))) throw warn();
      if (fields.extraRole?.some((r) => !roleById(r) || isSystemRole(r))) throw warn();
      if (fields.roleLevel !== undefined && !roleLevelById(fields.roleLevel)?.isActive) throw warn();
      if (fields.contactAdmin) {
        if (fields.contactAdmin === id || !(await em.count(Employee, { id: fields.contactAdmin }))) throw warn();
      }
      for (const key of ['firstName', 'lastName'] as const) if (fields[key] !== undefined && !fields[key]!.trim()) throw warn();
      const aclChanged = (fields.role !== undefined && fields.role !== employee.role)
        || (fields.extraRole !== undefined && JSON.stringify(fields.extraRole) !== JSON.stringify(employee.extraRole));
      em.assign(employee, fields);
      if (newSalary !== undefined) employee.salary = Math.round(newSalary);
      await em.flush();
      if (aclChanged) await em.execute(BUMP_ACL_SQL);
      return { employee: await this.view(caller, employee) };
    });
  }

  async setPassword(id: string, rawPassword: string): Promise<void> {
    if (!(await this.sql.one(`select 1 from employee where id = $1`, [id]))) throw notFound();
    // Login trims what it is given, so a password is stored trimmed too.
    const password = typeof rawPassword === 'string' ? rawPassword.trim() : '';
    if (password.length < PASSWORD_MIN_LENGTH) throw new DomainError('profile.change-password.note', 400);
    await this.auth.setPassword(id, password);
  }

  async setPermittedDay(id: string, permittedDay: number) {
    if (!Number.isFinite(permittedDay) || permittedDay < 0) throw new DomainError('common.validation', 400, [{ field: 'permittedDay', message: 'must be >= 0' }]);
    const row = await this.sql.one<{ permittedDayLeft: number }>(
      `update employee set permitted_day_left = $2, updated_at = now() where id = $1 returning permitted_day_left as "permittedDayLeft"`,
      [id, Math.round(permittedDay * 10) / 10],
    );
    if (!row) throw notFound();
    return { employee: { id, permittedDayLeft: row.permittedDayLeft } };
  }

  /** Salary is shown only to holders of Admin.Employee.Salary. */
  private async view(caller: AuthUser, employee: Employee) {
    const out: Record<string, unknown> = {};
    for (const key of PUBLIC_FIELDS) out[key] = employee[key] ?? null;
    out.permittedDayLeft = Number(employee.permittedDayLeft);
    if (await this.permissions.has(caller, 'Admin.Employee.Salary')) out.salary = Number(employee.salary);
    return out;
  }
}
