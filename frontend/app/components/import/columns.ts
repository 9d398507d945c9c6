// The columns of the two imports as the screens show them: headings from the existing field
// labels, cells as people read them (a role's name, a person's name, DD/MM/YYYY).
import { roleById, roleByServerName, roleLevelById, roleLevelLabel, roleTagName } from '@studio/domain';
import type { TFunction } from 'i18next';

import { cellText, type ImportColumn } from './import-model';
import type { SheetCell } from './read-sheet';

const asNumber = (cell: SheetCell): number | null => {
  const text = cellText(cell);
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** A role given by id or server name, as its name. */
function roleCell(cell: SheetCell): string {
  const id = asNumber(cell);
  const role = id !== null ? roleById(id) : roleByServerName(cellText(cell));
  return role ? roleTagName(role.id) : cellText(cell);
}

function roleLevelCell(cell: SheetCell): string {
  const id = asNumber(cell);
  return id !== null && roleLevelById(id) ? roleLevelLabel(id) : cellText(cell);
}

/** A numbered enumeration (sex, contract type) by its label; anything else as written. */
const enumCell = (t: TFunction, prefix: string) => (cell: SheetCell): string => {
  const id = asNumber(cell);
  const key = `${prefix}.${id}`;
  return id !== null && t(key) !== key ? t(key) : cellText(cell);
};

export function employeeImportColumns(t: TFunction): ImportColumn[] {
  return [
    { name: 'username', label: 'employee.field.id' },
    { name: 'lastName', label: 'employee.field.lastName', required: true },
    { name: 'firstName', label: 'employee.field.firstName', required: true },
    { name: 'phone', label: 'employee.field.phone', required: true },
    { name: 'personalEmail', label: 'employee.field.personalEmail', required: true },
    { name: 'role', label: 'employee.field.role', required: true, format: roleCell },
    { name: 'roleLevel', label: 'employee.field.roleLevel', required: true, format: roleLevelCell },
    { name: 'joinDate', label: 'employee.field.joinDate', required: true },
    { name: 'contractType', label: 'employee.field.contractType', format: enumCell(t, 'enum.contract') },
    { name: 'contractStartDate', label: 'employee.field.contractStartDate' },
    { name: 'contractEndDate', label: 'employee.field.contractEndDate' },
    { name: 'sex', label: 'employee.field.sex', format: enumCell(t, 'enum.sex') },
    { name: 'dob', label: 'employee.field.dob' },
  ];
}

function yesNo(t: TFunction) {
  return (cell: SheetCell): string => {
    const text = cellText(cell).toLowerCase();
    if (cell === true || ['true', '1', 'yes', 'x'].includes(text)) return t('import.yes');
    if (cell === false || ['false', '0', 'no', ''].includes(text)) return text === '' ? '' : t('import.no');
    return cellText(cell);
  };
}

/** `nameOf` answers a person's name for a username (the project's members), else the username. */
export function taskImportColumns(t: TFunction, nameOf: (username: string) => string): ImportColumn[] {
  return [
    { name: 'alt', label: 'tasks.col.alt-id', required: true },
    { name: 'name', label: 'tasks.col.task-name', required: true },
    { name: 'role', label: 'tasks.col.role', required: true, format: roleCell },
    { name: 'employee', label: 'tasks.col.employee', format: (cell) => nameOf(cellText(cell)) },
    { name: 'score', label: 'tasks.col.score', required: true },
    { name: 'deadline', label: 'tasks.col.deadline', required: true },
    { name: 'input', label: 'tasks.col.input' },
    { name: 'isSudden', label: 'tasks.col.sudden', format: yesNo(t) },
  ];
}
