// The employee import (API.md "Imports"): its columns and the checks of one row that need no database.
import { roleById, roleByServerName, isSystemRole } from '../roles';
import { ROLE_LEVELS } from '../role-levels';
import { ContractType, Gender } from '../statuses';
import { isEmail, parseEnum, parseImportDate, parseText, rowReader, type CellParse, type CellValue } from './cells';
import type { ImportCellError } from './import-wire';

/** In the template's order. `username` is the key (else personalEmail); the last five are optional extras. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'username', 'lastName', 'firstName', 'phone', 'personalEmail', 'role', 'roleLevel', 'joinDate',
  'contractType', 'contractStartDate', 'contractEndDate', 'sex', 'dob',
] as const;
export type EmployeeImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];

/** What a new employee needs, as the single create (POST /api/hr/employees) asks. */
export const EMPLOYEE_IMPORT_REQUIRED: readonly EmployeeImportColumn[] = ['lastName', 'firstName', 'phone', 'personalEmail'];

/** The template's example row. */
export const EMPLOYEE_IMPORT_EXAMPLE: Readonly<Record<EmployeeImportColumn, string | number>> = {
  username: '', lastName: 'Nguyễn Văn', firstName: 'An', phone: '0901234567', personalEmail: 'an.nguyen@example.com',
  role: 'unity_dev', roleLevel: 'junior', joinDate: '2025-03-01', contractType: 'Official', contractStartDate: '2025-03-01',
  contractEndDate: '2026-02-28', sex: 'Male', dob: '15/08/1998',
};

/** The employee fields an import sets; every one optional (a blank cell is absent). */
export interface EmployeeImportFields {
  username?: string;
  lastName?: string;
  firstName?: string;
  phone?: string;
  personalEmail?: string;
  role?: number;
  roleLevel?: number;
  joinDate?: number;
  contractType?: number;
  contractStartDate?: number;
  contractEndDate?: number;
  sex?: number;
  dob?: number;
}

export interface ParsedEmployeeRow {
  fields: EmployeeImportFields;
  errors: ImportCellError[];
}

/** A username as the login takes it: lower case letters, digits, '.', '_' or '-', at most 64. */
const USERNAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** A role by id or server name (any case); never a system role. */
export function parseRole(cell: CellValue): CellParse<number> {
  if (cell === null) return { blank: true };
  const text = String(cell).trim().toLowerCase();
  const role = /^\d+$/.test(text) ? roleById(Number(text)) : roleByServerName(text);
  return role && !isSystemRole(role.id) ? { value: role.id } : { error: 'import.unknown-role' };
}

/** An active role level by id (30-34) or name (intern, fresher, junior, middle, senior). */
export function parseRoleLevel(cell: CellValue): CellParse<number> {
  if (cell === null) return { blank: true };
  const text = String(cell).trim().toLowerCase();
  const level = ROLE_LEVELS.find((l) => l.isActive && (String(l.id) === text || l.name === text || l.label.toLowerCase() === text));
  return level ? { value: level.id } : { error: 'import.unknown-role-level' };
}

const TEXT_LIMITS = { lastName: 100, firstName: 100, phone: 30, personalEmail: 200 } as const;
const DATES = ['joinDate', 'contractStartDate', 'contractEndDate', 'dob'] as const;

/** Reads one row's cells into fields; each cell that cannot be read is an error on its column. */
export function parseEmployeeRow(cells: Partial<Record<EmployeeImportColumn, CellValue>>): ParsedEmployeeRow {
  const { fields, errors, take } = rowReader<EmployeeImportFields>();
  const username = parseText(cells.username ?? null, 64);
  if ('value' in username) {
    const id = username.value.toLowerCase();
    if (USERNAME.test(id)) fields.username = id;
    else errors.push({ field: 'username', code: 'import.invalid-username' });
  } else take('username', username);
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) take(field, parseText(cells[field] ?? null, max));
  if (fields.personalEmail !== undefined && !isEmail(fields.personalEmail)) {
    errors.push({ field: 'personalEmail', code: 'import.invalid-email' });
    delete fields.personalEmail;
  }
  take('role', parseRole(cells.role ?? null));
  take('roleLevel', parseRoleLevel(cells.roleLevel ?? null));
  for (const field of DATES) take(field, parseImportDate(cells[field] ?? null));
  take('contractType', parseEnum(cells.contractType ?? null, ContractType));
  take('sex', parseEnum(cells.sex ?? null, Gender));
  return { fields, errors };
}

/** The import's key of a row: its username, else its e-mail in lower case (matched case-insensitively). */
export function employeeImportKey(fields: EmployeeImportFields): { field: 'username' | 'personalEmail'; key: string } | null {
  if (fields.username) return { field: 'username', key: fields.username };
  if (fields.personalEmail) return { field: 'personalEmail', key: fields.personalEmail.toLowerCase() };
  return null;
}

/** Errors of a row that would create an employee: the single create's required fields (unless their cell is already refused), contract dates in order. */
export function checkEmployeeCreate(fields: EmployeeImportFields, cellErrors: readonly ImportCellError[] = []): ImportCellError[] {
  const errors: ImportCellError[] = EMPLOYEE_IMPORT_REQUIRED
    .filter((field) => fields[field as keyof EmployeeImportFields] === undefined && !cellErrors.some((e) => e.field === field))
    .map((field) => ({ field, code: 'import.required' }));
  if (fields.contractStartDate && fields.contractEndDate && fields.contractStartDate > fields.contractEndDate) {
    errors.push({ field: 'contractEndDate', code: 'contract-date-error' });
  }
  return errors;
}
