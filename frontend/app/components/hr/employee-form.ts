// The employee dialog's form model: which fields each tab edits (spec 3 section 3), how an
// API value becomes an input value and back. Dates are DD/MM/YYYY on screen and yyyymmdd on
// the wire; money is thousands of VND on screen and VND on the wire.
import { parseDisplayDate, type EmployeeDetail } from '@studio/domain';

import { displayYmd } from '~/lib/format';

// The API's shapes live in libs/domain; re-exported for the employee components.
export type { EmployeeDetail, EmployeeListItem } from '@studio/domain';

export const EMPLOYEE_TABS = ['basic', 'administrative', 'contract', 'resign'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

/**
 * text: trimmed string, '' sent as null (`required` ones are never null);
 * date: DD/MM/YYYY text; int: whole number, '' sent as null unless `required`;
 * enum: a numeric id chosen in a select; bool; roles: role ids; ref: an employee id or '';
 * money: thousands of VND, '' means "no change".
 */
type Kind = 'text' | 'date' | 'int' | 'enum' | 'bool' | 'roles' | 'ref' | 'money';
type FieldSpec = { key: FormKey; kind: Kind; required?: boolean };

export type FormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  personalEmail: string;
  sex: string;
  dob: string;
  joinDate: string;
  isActive: boolean;
  contactAdmin: string;
  homeTown: string;
  permanentAddress: string;
  socialInsuranceStartDate: string;
  socialInsuranceId: string;
  citizenIdentificationId: string;
  citizenIdentificationCreateDate: string;
  citizenIdentificationIssuer: string;
  personalTaxIdentification: string;
  maritalStatus: string;
  childCount: string;
  educationLevel: string;
  educationTrainingFacility: string;
  educationMajor: string;
  educationGraduationYear: string;
  newSalary: string;
  /** Not an employee field: the effective date of the contract log row the save writes ('' = the server's default). */
  effectiveDate: string;
  contractType: string;
  contractStartDate: string;
  contractEndDate: string;
  contractChangeReason: string;
  skillChangeReason: string;
  role: string;
  roleLevel: string;
  extraRole: number[];
  managerLevel: string;
  quitDate: string;
  quitReason: string;
};
export type FormKey = keyof FormValues;

// The editable fields of each tab; id and altId are shown read-only in the basic tab,
// the current salary read-only in the contract tab.
export const TAB_FIELDS: Readonly<Record<EmployeeTab, readonly FieldSpec[]>> = {
  basic: [
    { key: 'lastName', kind: 'text', required: true },
    { key: 'firstName', kind: 'text', required: true },
    { key: 'phone', kind: 'text' },
    { key: 'personalEmail', kind: 'text' },
    { key: 'contactAdmin', kind: 'ref' },
    { key: 'dob', kind: 'date' },
    { key: 'sex', kind: 'enum' },
    { key: 'joinDate', kind: 'date' },
    { key: 'isActive', kind: 'bool' },
  ],
  administrative: [
    { key: 'homeTown', kind: 'text' },
    { key: 'permanentAddress', kind: 'text' },
    { key: 'socialInsuranceStartDate', kind: 'date' },
    { key: 'socialInsuranceId', kind: 'text' },
    { key: 'citizenIdentificationId', kind: 'text' },
    { key: 'citizenIdentificationCreateDate', kind: 'date' },
    { key: 'citizenIdentificationIssuer', kind: 'text' },
    { key: 'personalTaxIdentification', kind: 'text' },
    { key: 'maritalStatus', kind: 'enum' },
    { key: 'childCount', kind: 'int', required: true },
    { key: 'educationLevel', kind: 'enum' },
    { key: 'educationTrainingFacility', kind: 'text' },
    { key: 'educationMajor', kind: 'text' },
    { key: 'educationGraduationYear', kind: 'int' },
  ],
  contract: [
    { key: 'newSalary', kind: 'money' },
    { key: 'contractType', kind: 'enum' },
    { key: 'contractStartDate', kind: 'date' },
    { key: 'contractEndDate', kind: 'date' },
    { key: 'effectiveDate', kind: 'date' },
    { key: 'contractChangeReason', kind: 'text' },
    { key: 'skillChangeReason', kind: 'text' },
    { key: 'role', kind: 'enum' },
    { key: 'roleLevel', kind: 'enum' },
    { key: 'extraRole', kind: 'roles' },
    { key: 'managerLevel', kind: 'enum' },
  ],
  resign: [
    { key: 'quitDate', kind: 'date' },
    { key: 'quitReason', kind: 'text' },
  ],
};

const ALL_FIELDS = EMPLOYEE_TABS.flatMap((tab) => TAB_FIELDS[tab]);

/** Every editable key; each is also the name of its field in PATCH /api/hr/employees/:id. */
export const FORM_KEYS: readonly FormKey[] = ALL_FIELDS.map((f) => f.key);

/** The input values of an employee as the API answers it. */
export function toForm(e: EmployeeDetail): FormValues {
  const out: Record<string, unknown> = {};
  for (const { key, kind } of ALL_FIELDS) {
    if (kind === 'money') {
      out[key] = '';
      continue;
    }
    const v = (e as unknown as Record<string, unknown>)[key];
    if (kind === 'date') out[key] = displayYmd(v as number | null) ?? '';
    else if (kind === 'bool') out[key] = Boolean(v);
    else if (kind === 'roles') out[key] = Array.isArray(v) ? [...(v as number[])] : [];
    else out[key] = v === null || v === undefined ? '' : String(v);
  }
  return out as FormValues;
}

function same(a: FormValues[FormKey], b: FormValues[FormKey]) {
  return Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;
}

/** The fields of a tab whose input differs from the loaded employee. */
export function changedFields(tab: EmployeeTab, form: FormValues, initial: FormValues): FormKey[] {
  return TAB_FIELDS[tab].filter(({ key }) => !same(form[key], initial[key])).map(({ key }) => key);
}

export type PayloadResult =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; code: 'common.invalid-date' | 'messages.warning-validate'; field: FormKey };

/** The PATCH body of a tab: its changed fields, converted to what the API takes. */
export function tabPayload(tab: EmployeeTab, form: FormValues, initial: FormValues): PayloadResult {
  const payload: Record<string, unknown> = {};
  const changed = new Set(changedFields(tab, form, initial));
  for (const { key, kind, required } of TAB_FIELDS[tab]) {
    if (!changed.has(key)) continue;
    const v = form[key];
    switch (kind) {
      case 'text': {
        const text = String(v).trim();
        if (required && !text) return { ok: false, code: 'messages.warning-validate', field: key };
        payload[key] = text || null;
        break;
      }
      case 'date': {
        const text = String(v).trim();
        if (!text) {
          payload[key] = null;
          break;
        }
        const ymd = parseDisplayDate(text);
        if (ymd === null) return { ok: false, code: 'common.invalid-date', field: key };
        payload[key] = ymd;
        break;
      }
      case 'int': {
        const text = String(v).trim();
        if (!text) {
          if (required) return { ok: false, code: 'messages.warning-validate', field: key };
          payload[key] = null;
          break;
        }
        const n = Number(text);
        if (!Number.isInteger(n)) return { ok: false, code: 'messages.warning-validate', field: key };
        payload[key] = n;
        break;
      }
      case 'money': {
        const text = String(v).trim();
        if (!text) break;
        const n = Number(text);
        if (!Number.isFinite(n)) return { ok: false, code: 'messages.warning-validate', field: key };
        // Thousands of VND on screen, VND on the wire.
        payload[key] = Math.round(n * 1000);
        break;
      }
      case 'enum':
        payload[key] = Number(v);
        break;
      case 'ref':
        payload[key] = v ? String(v) : null;
        break;
      case 'bool':
      case 'roles':
        payload[key] = v;
        break;
    }
  }
  return { ok: true, payload };
}

/** Accent- and case-insensitive text for search ("nguyen" finds "Nguyễn"). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
