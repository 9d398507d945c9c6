import { Injectable } from '@nestjs/common';
import type { EmployeeRecord } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

/** The fields an update may set; absent (undefined) ones are left as they are. */
export type EmployeeChanges = Partial<Omit<EmployeeRecord, 'id'>>;

export interface NewEmployee {
  lastName: string;
  firstName: string;
  phone: string;
  personalEmail: string;
}

/** The fields an import writes (decision 032), each absent one left as it is (or its column default on create). */
export const IMPORTED_FIELDS = [
  'lastName', 'firstName', 'phone', 'personalEmail', 'role', 'roleLevel', 'joinDate', 'contractType', 'contractStartDate',
  'contractEndDate', 'sex', 'dob',
] as const satisfies readonly (keyof EmployeeRecord)[];
export type ImportedEmployee = { id: string } & Partial<Pick<EmployeeRecord, (typeof IMPORTED_FIELDS)[number]>>;

/** The one map from record field to column: selects and updates are built from it. */
const COLUMNS: Record<keyof EmployeeRecord, string> = {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  personalEmail: 'personal_email',
  altId: 'alt_id',
  sex: 'sex',
  dob: 'dob',
  joinDate: 'join_date',
  isActive: 'is_active',
  homeTown: 'home_town',
  permanentAddress: 'permanent_address',
  socialInsuranceId: 'social_insurance_id',
  socialInsuranceStartDate: 'social_insurance_start_date',
  socialInsuranceEndDate: 'social_insurance_end_date',
  socialInsuranceStatus: 'social_insurance_status',
  socialInsurancePayer: 'social_insurance_payer',
  personalTaxIdentification: 'personal_tax_identification',
  maritalStatus: 'marital_status',
  childCount: 'child_count',
  citizenIdentificationId: 'citizen_identification_id',
  citizenIdentificationCreateDate: 'citizen_identification_create_date',
  citizenIdentificationIssuer: 'citizen_identification_issuer',
  educationLevel: 'education_level',
  educationTrainingFacility: 'education_training_facility',
  educationMajor: 'education_major',
  educationGraduationYear: 'education_graduation_year',
  salary: 'salary',
  contractType: 'contract_type',
  contractStartDate: 'contract_start_date',
  contractEndDate: 'contract_end_date',
  contractChangeReason: 'contract_change_reason',
  quitDate: 'quit_date',
  quitReason: 'quit_reason',
  role: 'role',
  roleLevel: 'role_level',
  extraRole: 'extra_role',
  managerLevel: 'manager_level',
  skillChangeReason: 'skill_change_reason',
  contactAdmin: 'contact_admin',
  permittedDayLeft: 'permitted_day_left',
  icon: 'icon',
};

/** PostgreSQL array type of each imported field, for the unnest of a batch. */
const IMPORTED_TYPES: Record<(typeof IMPORTED_FIELDS)[number], string> = {
  lastName: 'text', firstName: 'text', phone: 'text', personalEmail: 'text', role: 'smallint', roleLevel: 'smallint', joinDate: 'int',
  contractType: 'smallint', contractStartDate: 'int', contractEndDate: 'int', sex: 'smallint', dob: 'int',
};
/** Column defaults a new employee gets where the file leaves a not-null column blank (as the single create). */
const IMPORTED_DEFAULTS: Partial<Record<(typeof IMPORTED_FIELDS)[number], number>> = { role: 0, roleLevel: 30, contractType: 0, sex: 0 };

/** `unnest($1::text[], $2::text[], ...) as v(id, last_name, ...)` over the batch's columns, and its parameters. */
function importBatch(rows: readonly ImportedEmployee[]): { from: string; params: unknown[] } {
  const params: unknown[] = [rows.map((r) => r.id)];
  const arrays = ['$1::text[]'];
  for (const field of IMPORTED_FIELDS) {
    params.push(rows.map((r) => r[field] ?? null));
    arrays.push(`$${params.length}::${IMPORTED_TYPES[field]}[]`);
  }
  return { from: `unnest(${arrays.join(', ')}) as v(id, ${IMPORTED_FIELDS.map((f) => COLUMNS[f]).join(', ')})`, params };
}

const RECORD = Object.entries(COLUMNS).map(([field, column]) => `${column} as "${field}"`).join(', ');

/** jsonb columns take their value as JSON text (node-postgres would send an array as a PostgreSQL array). */
const JSON_FIELDS = new Set<keyof EmployeeRecord>(['extraRole']);

@Injectable()
export class EmployeesRepository {
  constructor(private readonly db: Db) {}

  /**
   * What the list below depends on, in one cheap read (2,000 rows: well under a millisecond): the row
   * count and the sum of the rows' versions (xmin). Any insert, update or delete, by this app or by
   * plain SQL, changes it; a sum rather than a max, since an older transaction may commit last.
   */
  async listSignature(exceptId: string): Promise<string> {
    const row = await this.db.one<{ signature: string }>({
      name: 'employees.list-signature',
      text: `select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as signature from employee where id <> $1`,
    }, [exceptId]);
    return row!.signature;
  }

  /** Everyone but `exceptId`, active first, as JSON text built by PostgreSQL (2,000 employees: no row parsing, no stringify). */
  async listJson(exceptId: string): Promise<string> {
    const row = await this.db.one<{ json: string }>(
      `select coalesce(json_agg(x order by x."isActive" desc, x."firstName", x.id), '[]')::text as json from (
         select id, first_name as "firstName", last_name as "lastName", ${employeeName('')} as name,
                icon, role, role_level as "roleLevel", dob, is_active as "isActive", contact_admin as "contactAdmin"
           from employee where id <> $1) x`,
      [exceptId],
    );
    return row!.json;
  }

  find(id: string): Promise<EmployeeRecord | undefined> {
    return this.db.one<EmployeeRecord>(`select ${RECORD} from employee where id = $1`, [id]);
  }

  /** The record, locked until the transaction ends: concurrent edits of one employee run one after the other. */
  lock(id: string): Promise<EmployeeRecord | undefined> {
    return this.db.one<EmployeeRecord>(`select ${RECORD} from employee where id = $1 for update`, [id]);
  }

  async exists(id: string): Promise<boolean> {
    return !!(await this.db.one(`select 1 from employee where id = $1`, [id]));
  }

  /** Ids already taken among `base` and `base` followed by digits. */
  async idsFrom(base: string): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(`select id from employee where id = $1 or id ~ ('^' || $1 || '[0-9]+$')`, [base]);
    return rows.map((r) => r.id);
  }

  /** Employees an import matches: by id or by e-mail, both in lower case; never the built-in `exceptId`. */
  importMatches(ids: string[], emails: string[], exceptId: string): Promise<EmployeeRecord[]> {
    return this.db.many<EmployeeRecord>(
      `select ${RECORD} from employee where id <> $3 and (lower(id) = any($1::text[]) or lower(personal_email) = any($2::text[]))`,
      [ids, emails, exceptId],
    );
  }

  /** Ids already taken among the bases and each base followed by digits (one statement for a whole import). */
  async idsFromBases(bases: string[]): Promise<string[]> {
    const rows = await this.db.many<{ id: string }>(
      `select id from employee where id = any($1::text[]) or regexp_replace(id, '[0-9]+$', '') = any($1::text[])`, [bases],
    );
    return rows.map((r) => r.id);
  }

  /** Inserts a batch; answers the ids inserted (an id taken meanwhile is skipped, as insertIfFree does). */
  async insertMany(rows: readonly ImportedEmployee[]): Promise<string[]> {
    if (!rows.length) return [];
    const { from, params } = importBatch(rows);
    const values = IMPORTED_FIELDS.map((f) => (IMPORTED_DEFAULTS[f] !== undefined ? `coalesce(v.${COLUMNS[f]}, ${IMPORTED_DEFAULTS[f]})` : `v.${COLUMNS[f]}`));
    const inserted = await this.db.many<{ id: string }>(
      `insert into employee (id, ${IMPORTED_FIELDS.map((f) => COLUMNS[f]).join(', ')})
       select v.id, ${values.join(', ')} from ${from}
       on conflict (id) do nothing returning id`,
      params,
    );
    return inserted.map((r) => r.id);
  }

  /** Sets, for each row, the fields it defines (the others stay as they are), in one statement. */
  async updateMany(rows: readonly ImportedEmployee[]): Promise<void> {
    if (!rows.length) return;
    const { from, params } = importBatch(rows);
    const sets = IMPORTED_FIELDS.map((f) => `${COLUMNS[f]} = coalesce(v.${COLUMNS[f]}, e.${COLUMNS[f]})`);
    await this.db.exec(`update employee e set ${sets.join(', ')}, updated_at = now() from ${from} where e.id = v.id`, params);
  }

  /** Inserts the employee unless the id was taken meanwhile (then undefined). */
  insertIfFree(id: string, fields: NewEmployee): Promise<EmployeeRecord | undefined> {
    return this.db.one<EmployeeRecord>(
      `insert into employee (id, last_name, first_name, phone, personal_email) values ($1, $2, $3, $4, $5)
       on conflict (id) do nothing returning ${RECORD}`,
      [id, fields.lastName, fields.firstName, fields.phone, fields.personalEmail],
    );
  }

  /** Sets the defined fields of `changes` and answers the record as stored (undefined when there is no such employee). */
  update(id: string, changes: EmployeeChanges): Promise<EmployeeRecord | undefined> {
    const params: unknown[] = [id];
    const sets: string[] = [];
    for (const [field, column] of Object.entries(COLUMNS) as [keyof EmployeeRecord, string][]) {
      if (field === 'id') continue;
      const value = changes[field];
      if (value === undefined) continue;
      params.push(JSON_FIELDS.has(field) ? JSON.stringify(value) : value);
      sets.push(`${column} = $${params.length}`);
    }
    if (!sets.length) return this.find(id);
    return this.db.one<EmployeeRecord>(
      `update employee set ${sets.join(', ')}, updated_at = now() where id = $1 returning ${RECORD}`,
      params,
    );
  }

  /** Days left, the row locked until the transaction ends (no key update: leave filings' key-share locks go on). */
  async lockPermittedDayLeft(id: string): Promise<number | undefined> {
    const row = await this.db.one<{ days: number }>(`select permitted_day_left as days from employee where id = $1 for no key update`, [id]);
    return row?.days;
  }

  /** The stored value (rounded by the column), or undefined when there is no such employee. */
  async setPermittedDayLeft(id: string, days: number): Promise<number | undefined> {
    const row = await this.db.one<{ permittedDayLeft: number }>(
      `update employee set permitted_day_left = $2, updated_at = now() where id = $1 returning permitted_day_left as "permittedDayLeft"`,
      [id, days],
    );
    return row?.permittedDayLeft;
  }

  /** Spends leave only while enough is left: never below zero, never a lost update. False when not enough. */
  async spendLeave(id: string, days: number, now: Date): Promise<boolean> {
    return (await this.db.exec(
      `update employee set permitted_day_left = permitted_day_left - $2, updated_at = $3
        where id = $1 and permitted_day_left >= $2`,
      [id, days, now],
    )) > 0;
  }

  async setLanguage(id: string, language: 'vi' | 'en'): Promise<void> {
    await this.db.exec(`update employee set language = $2 where id = $1`, [id, language]);
  }

  /** One statement: concurrent sign-ins keep exactly one browser's choice and never replace a stored one. */
  async setLanguageIfUnset(id: string, language: 'vi' | 'en'): Promise<void> {
    await this.db.exec(`update employee set language = $2 where id = $1 and language is null`, [id, language]);
  }

  /** Stores the hash and marks the change time: tokens issued before it are refused. */
  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.exec(`update employee set password_hash = $2, password_changed_at = now() where id = $1`, [id, hash]);
  }
}
