// The contract log (issue 10): every employee edit that changes salary, contract type or dates,
// role, role level or manager level writes one row with the old and new values of all of them.
// The rules here decide whether a row is due and what it holds; the server writes it in the
// transaction of the edit, and the Salary changes screen reads it (GET /api/hr/reports/contract-logs).

/** The employee fields a contract log follows (names as in EmployeeRecord). */
export type ContractTerms = {
  /** VND, integer. */
  salary: number;
  contractType: number;
  contractStartDate: number | null;
  contractEndDate: number | null;
  role: number;
  roleLevel: number;
  managerLevel: number;
};

export const CONTRACT_TERM_FIELDS = [
  'salary', 'contractType', 'contractStartDate', 'contractEndDate', 'role', 'roleLevel', 'managerLevel',
] as const satisfies readonly (keyof ContractTerms)[];

/** A row of GET /api/hr/reports/contract-logs (API.md, HR reports), newest first. */
export type ContractLogRow = {
  id: number;
  employee: string;
  /** Last name, then first name. */
  name: string;
  /** Effective date, yyyymmdd. */
  date: number;
  reason: string | null;
  oldSalary: number;
  oldContractType: number;
  oldStartDate: number | null;
  oldEndDate: number | null;
  newSalary: number;
  newContractType: number;
  newStartDate: number | null;
  newEndDate: number | null;
  oldRole: number;
  oldRoleLevel: number;
  newRole: number;
  newRoleLevel: number;
  oldManagerLevel: number;
  newManagerLevel: number;
  /** Who made the change (decision 028); null for rows written without a signed-in person or whose account is gone. */
  changedBy: string | null;
  /** Their last and first name; null with `changedBy`. */
  changedByName: string | null;
};

/** What the server inserts: the row without its id and the names. */
export type NewContractLog = Omit<ContractLogRow, 'id' | 'name' | 'changedByName'>;

/** The followed fields whose value differs between `before` and `after` (salary compared as numbers: bigint arrives as text). */
export function changedTerms(before: ContractTerms, after: ContractTerms): (keyof ContractTerms)[] {
  return CONTRACT_TERM_FIELDS.filter((key) => {
    const a = before[key];
    const b = after[key];
    if (key === 'salary') return Number(a) !== Number(b);
    return (a ?? null) !== (b ?? null);
  });
}

const SALARY_OR_CONTRACT = new Set<keyof ContractTerms>(['salary', 'contractType', 'contractStartDate', 'contractEndDate']);

/** What the edit sent besides the employee fields (PATCH /api/hr/employees/:id). */
export type ContractLogInput = {
  /** An explicit reason for the log row; wins over the two reasons below. */
  reason?: string | null;
  /** The effective date (yyyymmdd); wins over the contract start date. */
  effectiveDate?: number | null;
  /** Sent in this edit (the employee's contract change reason). */
  contractChangeReason?: string | null;
  /** Sent in this edit (the employee's skill change reason). */
  skillChangeReason?: string | null;
  /** Sent in this edit. */
  contractStartDate?: number | null;
};

/**
 * The reason of a log row: `reason` if given; otherwise the contract change reason sent with a
 * salary or contract change and the skill change reason sent with a role, level or manager
 * change (both, joined, when both kinds changed). Reasons stored earlier are not reused: they
 * explain an earlier change.
 */
export function contractLogReason(input: ContractLogInput, changed: readonly (keyof ContractTerms)[]): string | null {
  const explicit = input.reason?.trim();
  if (explicit) return explicit;
  const parts: string[] = [];
  const contract = input.contractChangeReason?.trim();
  const skill = input.skillChangeReason?.trim();
  if (contract && changed.some((k) => SALARY_OR_CONTRACT.has(k))) parts.push(contract);
  if (skill && changed.some((k) => !SALARY_OR_CONTRACT.has(k))) parts.push(skill);
  // A reason sent with a change of the other kind still says something about this edit.
  if (!parts.length && (contract || skill)) parts.push(...[contract, skill].filter((s): s is string => !!s));
  return parts.length ? parts.join('; ') : null;
}

/**
 * The effective date of a log row: `effectiveDate` if given; otherwise the contract start date
 * sent in this edit (a new contract takes effect when it starts); otherwise `today` (company time zone).
 */
export function contractLogDate(input: ContractLogInput, today: number): number {
  return input.effectiveDate ?? input.contractStartDate ?? today;
}

/** The log row of an edit, or null when none of the followed fields changed. */
export function contractLogOf(
  employee: string,
  before: ContractTerms,
  after: ContractTerms,
  input: ContractLogInput,
  today: number,
  changedBy: string | null,
): NewContractLog | null {
  const changed = changedTerms(before, after);
  if (!changed.length) return null;
  return {
    employee,
    date: contractLogDate(input, today),
    reason: contractLogReason(input, changed),
    oldSalary: Number(before.salary),
    oldContractType: before.contractType,
    oldStartDate: before.contractStartDate ?? null,
    oldEndDate: before.contractEndDate ?? null,
    newSalary: Number(after.salary),
    newContractType: after.contractType,
    newStartDate: after.contractStartDate ?? null,
    newEndDate: after.contractEndDate ?? null,
    oldRole: before.role,
    oldRoleLevel: before.roleLevel,
    newRole: after.role,
    newRoleLevel: after.roleLevel,
    oldManagerLevel: before.managerLevel,
    newManagerLevel: after.managerLevel,
    changedBy,
  };
}
