// The columns of the two imports (libs/domain's lists) as the screens show them: headings from
// the existing field labels, cells read with the server's own parsers and shown as people read
// them (a role's name, a level's name, a person's name, DD/MM/YYYY).
import {
  ContractType,
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_REQUIRED,
  Gender,
  parseBoolean,
  parseCreativeType,
  parseEnum,
  parseRole,
  parseRoleLevel,
  roleLevelLabel,
  roleTagName,
  TASK_IMPORT_COLUMNS,
  type CellParse,
  type CellValue,
  type EmployeeImportColumn,
  type TaskImportColumn,
} from '@studio/domain';
import type { TFunction } from 'i18next';

import { cellText, type ImportColumn } from './import-model';

/** A cell through a parser: what it means when it parses, else the cell as written (its error says why). */
const shown = <T>(parse: (cell: CellValue) => CellParse<T>, show: (value: T) => string) => (cell: CellValue): string => {
  const parsed = parse(cell);
  return 'value' in parsed ? show(parsed.value) : cellText(cell);
};

const EMPLOYEE_LABELS: Readonly<Record<EmployeeImportColumn, string>> = {
  username: 'employee.field.id',
  lastName: 'employee.field.lastName',
  firstName: 'employee.field.firstName',
  phone: 'employee.field.phone',
  personalEmail: 'employee.field.personalEmail',
  role: 'employee.field.role',
  roleLevel: 'employee.field.roleLevel',
  joinDate: 'employee.field.joinDate',
  contractType: 'employee.field.contractType',
  contractStartDate: 'employee.field.contractStartDate',
  contractEndDate: 'employee.field.contractEndDate',
  sex: 'employee.field.sex',
  dob: 'employee.field.dob',
};

export function employeeImportColumns(t: TFunction): ImportColumn[] {
  const format: Partial<Record<EmployeeImportColumn, ImportColumn['format']>> = {
    role: shown(parseRole, roleTagName),
    roleLevel: shown(parseRoleLevel, roleLevelLabel),
    contractType: shown((c) => parseEnum(c, ContractType), (v) => t(`enum.contract.${v}`)),
    sex: shown((c) => parseEnum(c, Gender), (v) => t(`enum.sex.${v}`)),
  };
  return EMPLOYEE_IMPORT_COLUMNS.map((name) => ({
    name,
    label: EMPLOYEE_LABELS[name],
    required: EMPLOYEE_IMPORT_REQUIRED.includes(name),
    format: format[name],
  }));
}

const TASK_LABELS: Readonly<Record<TaskImportColumn, string>> = {
  alt: 'tasks.col.alt-id',
  name: 'tasks.col.task-name',
  role: 'tasks.col.role',
  employee: 'tasks.col.employee',
  score: 'tasks.col.score',
  deadline: 'tasks.col.deadline',
  input: 'tasks.col.input',
  isSudden: 'tasks.col.sudden',
  creativeType: 'tasks.create.creative-type',
};

/** Needed on every row: the key, and what the task rules ask of a new task. */
const TASK_REQUIRED: readonly TaskImportColumn[] = ['alt', 'name', 'role', 'score', 'deadline'];

/** `nameOf` answers a person's name for a username (the project's members), else the username. */
export function taskImportColumns(t: TFunction, nameOf: (username: string) => string): ImportColumn[] {
  const format: Partial<Record<TaskImportColumn, ImportColumn['format']>> = {
    role: shown(parseRole, roleTagName),
    employee: (cell) => (cell === null ? '' : nameOf(cellText(cell))),
    isSudden: shown(parseBoolean, (v) => t(v ? 'import.yes' : 'import.no')),
    creativeType: shown(parseCreativeType, (v) => t(`tasks.creative-type.${v}`)),
  };
  return TASK_IMPORT_COLUMNS.map((name) => ({ name, label: TASK_LABELS[name], required: TASK_REQUIRED.includes(name), format: format[name] }));
}
