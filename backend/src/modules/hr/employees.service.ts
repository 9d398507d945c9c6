import { Inject, Injectable } from '@nestjs/common';
import {
  checkPermittedDay, contractLogOf, insuranceDatesInOrder, isSystemRole, PASSWORD_MIN_LENGTH, roleById, roleLevelById, toYmd,
  type EmployeeDetail, type EmployeeRecord,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { keepJson, type KeptJson } from '../../common/kept-json';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { AuthService } from '../auth/auth.service';
import { FilesService } from '../files/files.service';
import type { UploadedFile } from '../files/multipart.interceptor';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateEmployeeDto, UpdateEmployeeDto } from './dto/employee.dto';
import { ContractLogsRepository } from './contract-logs.repository';
import { employeeIdBase } from './employee-id';
import { EmployeesRepository, type EmployeeChanges } from './employees.repository';

/** The built-in account: no employee call reaches it (decision 027), it answers 404 like a missing employee. */
export const BUILT_IN_ADMIN = 'admin';

/** Ids an employee call may touch: every one but the built-in admin, who is managed only by itself (profile). */
function reachable(id: string): string {
  if (id === BUILT_IN_ADMIN) throw notFound();
  return id;
}

const sameRoles = (a: readonly number[], b: readonly number[]) =>
  JSON.stringify([...new Set(a)].sort((x, y) => x - y)) === JSON.stringify([...new Set(b)].sort((x, y) => x - y));

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
  private kept?: { signature: string; list: Promise<KeptJson> };

  constructor(
    private readonly db: Db,
    private readonly repo: EmployeesRepository,
    private readonly auth: AuthService,
    private readonly permissions: PermissionsService,
    private readonly contractLogs: ContractLogsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FilesService,
  ) {}

  /**
   * `{employees: [...]}` as kept bytes. The list is read far more often than employees change, so the
   * answer (built by PostgreSQL, gzip-compressed once) is served again while the table's signature is
   * the same; never staler than that one-statement check, and each instance keeps its own copy.
   */
  async listKept(): Promise<KeptJson> {
    const signature = await this.repo.listSignature(BUILT_IN_ADMIN);
    // Kept in flight too: the calls that arrive while it is being built wait for that one build.
    if (this.kept?.signature === signature) return this.kept.list;
    const list = this.repo.listJson(BUILT_IN_ADMIN).then((json) => keepJson(`{"employees":${json}}`));
    this.kept = { signature, list };
    list.catch(() => {
      if (this.kept?.list === list) this.kept = undefined;
    });
    return list;
  }

  async get(caller: AuthUser, id: string) {
    const employee = await this.repo.find(reachable(id));
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
    const taken = new Set(await this.repo.idsFrom(base));
    taken.add(BUILT_IN_ADMIN);
    // base, base2, base3...: the first free one; an id taken meanwhile by a concurrent create moves on to the next.
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}${n}`;
      if (taken.has(id)) continue;
      const employee = await this.repo.insertIfFree(id, fields);
      if (employee) return { employee: await this.view(caller, employee) };
    }
  }

  async update(caller: AuthUser, id: string, dto: UpdateEmployeeDto) {
    // Resolved before the row lock: edits of one employee queue on it, so it is held as briefly as possible.
    const seesSalary = await this.permissions.has(caller, 'Admin.Employee.Salary');
    return this.db.tx(async () => {
      const employee = await this.repo.lock(reachable(id));
      if (!employee) throw notFound();
      // Optional DTO fields exist as own properties set to undefined: keep only what was sent.
      const { newSalary, reason, effectiveDate, ...fields } = Object.fromEntries(
        Object.entries(dto).filter(([, v]) => v !== undefined),
      ) as UpdateEmployeeDto;
      // A role (or extra role) brings its Default_Permission_<role> group: an editor raising their own
      // would grant themselves anything; locking themselves out is refused alike (decision 027).
      if (id === caller.id && (
        (fields.role !== undefined && fields.role !== employee.role)
        || (fields.extraRole !== undefined && !sameRoles(fields.extraRole, employee.extraRole))
        || fields.isActive === false
      )) throw new DomainError('employee.own-role', 403);
      if (newSalary !== undefined) {
        if (!seesSalary) throw forbidden();
        if (newSalary < 0) throw new DomainError('salary-error', 400);
      }
      const start = fields.contractStartDate !== undefined ? fields.contractStartDate : employee.contractStartDate;
      const end = fields.contractEndDate !== undefined ? fields.contractEndDate : employee.contractEndDate;
      if (start && end && start > end) throw new DomainError('contract-date-error', 400);
      if (fields.socialInsuranceStartDate !== undefined || fields.socialInsuranceEndDate !== undefined) {
        const insuranceStart = fields.socialInsuranceStartDate !== undefined ? fields.socialInsuranceStartDate : employee.socialInsuranceStartDate;
        const insuranceEnd = fields.socialInsuranceEndDate !== undefined ? fields.socialInsuranceEndDate : employee.socialInsuranceEndDate;
        if (!insuranceDatesInOrder(insuranceStart, insuranceEnd)) throw new DomainError('employee.insurance-date-error', 400);
      }
      // A system role is never given, but an unchanged one (a new employee's 0) may be sent back.
      if (fields.role !== undefined && fields.role !== employee.role && (!roleById(fields.role) || isSystemRole(fields.role))) throw warn();
      if (fields.extraRole?.some((r) => !roleById(r) || isSystemRole(r))) throw warn();
      if (fields.roleLevel !== undefined && !roleLevelById(fields.roleLevel)?.isActive) throw warn();
      if (fields.contactAdmin) {
        if (fields.contactAdmin === id || !(await this.repo.exists(fields.contactAdmin))) throw warn();
      }
      for (const key of ['firstName', 'lastName'] as const) if (fields[key] !== undefined && !fields[key]!.trim()) throw warn();
      const aclChanged = (fields.role !== undefined && fields.role !== employee.role)
        || (fields.extraRole !== undefined && JSON.stringify(fields.extraRole) !== JSON.stringify(employee.extraRole));
      const changes: EmployeeChanges = newSalary === undefined ? fields : { ...fields, salary: Math.round(newSalary) };
      const updated = (await this.repo.update(id, changes))!;
      // The contract log row goes in with the change or not at all (same transaction, employee row locked).
      const log = contractLogOf(id, employee, updated, { ...fields, reason, effectiveDate }, toYmd(this.clock.now(), this.config.timeZone), caller.id);
      if (log) await this.contractLogs.insert(log);
      if (aclChanged) await this.permissions.bumpAcl();
      return { employee: this.viewAs(seesSalary, updated) };
    });
  }

  /** Stores the image in the content store and points the employee's icon at it; nothing is kept if either step fails. */
  async setIcon(caller: AuthUser, id: string, file: UploadedFile | undefined) {
    if (!file) throw new DomainError('file.required', 400);
    if (!(await this.repo.exists(reachable(id)))) throw notFound();
    if (!(await this.files.imageTypeOf(file))) throw new DomainError('employee.icon-not-image', 400);
    // The file row and the employee's icon commit together; bytes stored for a failed edit are removed.
    return this.files.transactionWithFiles(async (stored) => {
      stored.push(await this.files.record(file, caller.id));
      const updated = await this.repo.update(id, { icon: stored[0].url });
      if (!updated) throw notFound();
      return { employee: await this.view(caller, updated) };
    });
  }

  async removeIcon(caller: AuthUser, id: string) {
    const updated = await this.repo.update(reachable(id), { icon: null });
    if (!updated) throw notFound();
    return { employee: await this.view(caller, updated) };
  }

  async setPassword(id: string, rawPassword: string): Promise<void> {
    if (!(await this.repo.exists(reachable(id)))) throw notFound();
    // Login trims what it is given, so a password is stored trimmed too.
    const password = typeof rawPassword === 'string' ? rawPassword.trim() : '';
    if (password.length < PASSWORD_MIN_LENGTH) throw new DomainError('profile.change-password.note', 400);
    await this.auth.setPassword(id, password);
  }

  /**
   * The break manager's edit (spec 3 section 5) with the screen's rule: a JSON number, not below 0;
   * an unchanged value is answered without a write. Like the break list, it needs Admin.Employee.Get
   * on top of the guard's PermittedLeft.Change (decision 017).
   */
  async setPermittedDay(caller: AuthUser, id: string, permittedDay: unknown) {
    if (!(await this.permissions.has(caller, 'Admin.Employee.Get'))) throw forbidden();
    return this.db.tx(async () => {
      const current = await this.repo.lockPermittedDayLeft(reachable(id));
      if (current === undefined) throw notFound();
      // Text is the screen's input; the API takes a number.
      const check = checkPermittedDay(typeof permittedDay === 'number' ? permittedDay : NaN, current);
      if (check.kind === 'unchanged') return { employee: { id, permittedDayLeft: current } };
      if (check.kind !== 'ok') throw new DomainError(check.kind, 400, [{ field: 'permittedDay', message: check.kind }]);
      return { employee: { id, permittedDayLeft: await this.repo.setPermittedDayLeft(id, check.value) } };
    });
  }

  /** Salary is shown only to holders of Admin.Employee.Salary. */
  private async view(caller: AuthUser, employee: EmployeeRecord): Promise<EmployeeDetail> {
    return this.viewAs(await this.permissions.has(caller, 'Admin.Employee.Salary'), employee);
  }

  private viewAs(seesSalary: boolean, employee: EmployeeRecord): EmployeeDetail {
    const out: Record<string, unknown> = {};
    for (const key of PUBLIC_FIELDS) out[key] = employee[key] ?? null;
    out.permittedDayLeft = Number(employee.permittedDayLeft);
    if (seesSalary) out.salary = Number(employee.salary);
    return out as EmployeeDetail;
  }
}
