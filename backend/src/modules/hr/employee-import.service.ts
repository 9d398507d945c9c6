import { Inject, Injectable } from '@nestjs/common';
import {
  checkEmployeeCreate, contractLogOf, duplicateKeys, EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_EXAMPLE, employeeImportKey, parseEmployeeRow, toYmd,
  type EmployeeImportColumn, type EmployeeImportFields, type EmployeeRecord, type ImportCellError, type ImportRowResult, type NewContractLog,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import type { UploadedFile } from '../files/multipart.interceptor';
import { ImportsService, type ImportOptions, type ImportPlan, type ImportRows } from '../imports/imports.service';
import { PermissionsService } from '../permissions/permissions.service';
import { ContractLogsRepository } from './contract-logs.repository';
import { employeeIdBase } from './employee-id';
import { EmployeesRepository, IMPORTED_FIELDS, type ImportedEmployee } from './employees.repository';
import { BUILT_IN_ADMIN } from './employees.service';

type Changes = Omit<ImportedEmployee, 'id'>;

/** The fields of `fields` that differ from the stored employee (an e-mail differing only in case is the same). */
function changesOf(employee: EmployeeRecord, fields: EmployeeImportFields): Changes {
  const out: Record<string, unknown> = {};
  for (const field of IMPORTED_FIELDS) {
    const next = fields[field];
    if (next === undefined) continue;
    const current = employee[field];
    const same = field === 'personalEmail'
      ? String(current ?? '').toLowerCase() === String(next).toLowerCase()
      : current === next;
    if (!same) out[field] = next;
  }
  return out as Changes;
}

/**
 * POST /api/hr/employees/import (API.md "Imports", decision 032): the rules of the single create and
 * edit, for a whole file at once, in a few statements. New employees get no password (decision 032).
 */
@Injectable()
export class EmployeeImportService {
  constructor(
    private readonly imports: ImportsService,
    private readonly repo: EmployeesRepository,
    private readonly contractLogs: ContractLogsRepository,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  import(user: AuthUser, file: UploadedFile | undefined, options: ImportOptions) {
    return this.imports.run({
      kind: 'employees', projectId: 0, user, file, columns: EMPLOYEE_IMPORT_COLUMNS, options,
      plan: (rows) => this.plan(user, rows),
    });
  }

  template(): Promise<Buffer> {
    return this.imports.template('employees', EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_EXAMPLE);
  }

  private async plan(user: AuthUser, file: ImportRows<EmployeeImportColumn>): Promise<ImportPlan> {
    const canEdit = await this.permissions.has(user, 'Admin.Employee.Edit');
    const parsed = file.rows.map((r) => ({ row: r.row, ...parseEmployeeRow(r.cells) }));
    const keys = parsed.map((p) => employeeImportKey(p.fields));
    const existing = await this.repo.importMatches(
      [...new Set(keys.filter((k) => k?.field === 'username').map((k) => k!.key))],
      [...new Set(keys.filter((k) => k?.field === 'personalEmail').map((k) => k!.key))],
      BUILT_IN_ADMIN,
    );
    const byId = new Map(existing.map((e) => [e.id.toLowerCase(), e]));
    const byEmail = new Map<string, EmployeeRecord[]>();
    for (const e of existing) {
      if (!e.personalEmail) continue;
      const email = e.personalEmail.toLowerCase();
      byEmail.set(email, [...(byEmail.get(email) ?? []), e]);
    }

    const duplicates = duplicateKeys(parsed.map((_, i) => i), (i) => keys[i]?.key ?? null);
    const creates: EmployeeImportFields[] = [];
    const updates: { before: EmployeeRecord; changes: Changes }[] = [];
    const rows: ImportRowResult[] = parsed.map(({ row, fields, errors: cellErrors }, i) => {
      const key = keys[i];
      const errors: ImportCellError[] = [...cellErrors];
      const answer = (action: ImportRowResult['action']): ImportRowResult =>
        ({ row, key: key?.key ?? null, action: errors.length ? 'error' : action, errors });
      if (key && duplicates.has(i)) {
        errors.push({ field: key.field, code: 'import.duplicate-in-file' });
        return answer('error');
      }
      if (fields.username === BUILT_IN_ADMIN) errors.push({ field: 'username', code: 'import.invalid-username' });
      const matches = key?.field === 'username' ? [byId.get(key.key)].filter((e) => !!e) : key ? byEmail.get(key.key) ?? [] : [];
      if (matches.length > 1) {
        errors.push({ field: 'personalEmail', code: 'import.key-ambiguous' });
        return answer('error');
      }
      const target = matches[0];
      if (!target) {
        errors.push(...checkEmployeeCreate(fields, errors));
        if (!errors.length) creates.push(fields);
        return answer('create');
      }
      const changes = changesOf(target, fields);
      if (!Object.keys(changes).length) return answer('unchanged');
      if (!canEdit) errors.push({ field: key!.field, code: 'common.no-permission' });
      // Nobody changes their own role (decision 027), by a dialog or a file.
      if (target.id === user.id && changes.role !== undefined) errors.push({ field: 'role', code: 'employee.own-role' });
      const start = changes.contractStartDate ?? target.contractStartDate;
      const end = changes.contractEndDate ?? target.contractEndDate;
      if (start && end && start > end && !errors.some((e) => e.field.startsWith('contract'))) {
        errors.push({ field: 'contractEndDate', code: 'contract-date-error' });
      }
      if (!errors.length) updates.push({ before: target, changes });
      return answer('update');
    });
    return { rows, write: () => this.write(user, creates, updates) };
  }

  private async write(user: AuthUser, creates: EmployeeImportFields[], updates: { before: EmployeeRecord; changes: Changes }[]) {
    await this.insert(creates);
    await this.repo.updateMany(updates.map((u) => ({ id: u.before.id, ...u.changes })));
    // The contract log rows the single edit would write, one per changed employee whose terms moved.
    const today = toYmd(this.clock.now(), this.config.timeZone);
    const logs = updates
      .map((u) => contractLogOf(u.before.id, u.before, { ...u.before, ...u.changes }, { contractStartDate: u.changes.contractStartDate }, today, user.id))
      .filter((log): log is NewContractLog => !!log);
    await this.contractLogs.insertMany(logs);
    // A role brings its Default_Permission_<role> group.
    if (creates.some((c) => c.role !== undefined) || updates.some((u) => u.changes.role !== undefined)) await this.permissions.bumpAcl();
  }

  /**
   * New employees with the id the file gives, else one generated as the single create does (base,
   * base2, base3...: the first free one, also among this file's). An id a concurrent create took
   * meanwhile moves on to the next free one; a username given in the file that was taken meanwhile is a 409.
   */
  private async insert(creates: EmployeeImportFields[]): Promise<void> {
    const given = creates.filter((c) => c.username).map((c) => ({ ...this.record(c), id: c.username! }));
    let generated = creates.filter((c) => !c.username);
    const taken = new Set([BUILT_IN_ADMIN, ...given.map((g) => g.id)]);
    const insertedGiven = new Set(await this.repo.insertMany(given));
    if (insertedGiven.size < given.length) throw new DomainError('common.conflict', 409);
    for (let attempt = 0; generated.length; attempt++) {
      if (attempt === 5) throw new DomainError('common.conflict', 409);
      const bases = generated.map((c) => employeeIdBase(c.lastName!, c.firstName!));
      for (const id of await this.repo.idsFromBases([...new Set(bases)])) taken.add(id);
      const batch = generated.map((c, i) => {
        let n = 1;
        while (taken.has(n === 1 ? bases[i] : `${bases[i]}${n}`)) n++;
        const id = n === 1 ? bases[i] : `${bases[i]}${n}`;
        taken.add(id);
        return { ...this.record(c), id };
      });
      const inserted = new Set(await this.repo.insertMany(batch));
      generated = generated.filter((_, i) => !inserted.has(batch[i].id));
    }
  }

  private record(fields: EmployeeImportFields): Changes {
    const out: Record<string, unknown> = {};
    for (const field of IMPORTED_FIELDS) if (fields[field] !== undefined) out[field] = fields[field];
    return out as Changes;
  }
}
