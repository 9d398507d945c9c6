import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'employee' })
export class Employee {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 100 }) firstName: string = '';
  @Property({ type: 'string', length: 100 }) lastName: string = '';
  @Property({ type: 'string', length: 30, nullable: true }) phone?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) personalEmail?: string | null;
  @Property({ type: 'string', length: 64, nullable: true }) altId?: string | null;
  @Property({ type: 'smallint', default: 0 }) sex: number = 0;
  @Property({ type: 'integer', nullable: true }) dob?: number | null;
  @Property({ type: 'integer', nullable: true }) joinDate?: number | null;
  @Property({ type: 'boolean', default: true }) isActive: boolean = true;
  @Property({ type: 'string', length: 200, nullable: true }) homeTown?: string | null;
  @Property({ type: 'string', length: 300, nullable: true }) permanentAddress?: string | null;

  @Property({ type: 'string', length: 50, nullable: true }) socialInsuranceId?: string | null;
  @Property({ type: 'integer', nullable: true }) socialInsuranceStartDate?: number | null;
  @Property({ type: 'integer', nullable: true }) socialInsuranceEndDate?: number | null;
  @Property({ type: 'boolean', default: false }) socialInsuranceStatus: boolean = false;
  @Property({ type: 'string', length: 100, nullable: true }) socialInsurancePayer?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) personalTaxIdentification?: string | null;
  @Property({ type: 'smallint', default: 0 }) maritalStatus: number = 0;
  @Property({ type: 'smallint', default: 0 }) childCount: number = 0;
  @Property({ type: 'string', length: 50, nullable: true }) citizenIdentificationId?: string | null;
  @Property({ type: 'integer', nullable: true }) citizenIdentificationCreateDate?: number | null;
  @Property({ type: 'string', length: 200, nullable: true }) citizenIdentificationIssuer?: string | null;
  @Property({ type: 'smallint', default: 0 }) educationLevel: number = 0;
  @Property({ type: 'string', length: 200, nullable: true }) educationTrainingFacility?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) educationMajor?: string | null;
  @Property({ type: 'integer', nullable: true }) educationGraduationYear?: number | null;

  /** VND, integer. */
  @Property({ type: 'bigint', default: 0 }) salary: number = 0;
  @Property({ type: 'smallint', default: 0 }) contractType: number = 0;
  @Property({ type: 'integer', nullable: true }) contractStartDate?: number | null;
  @Property({ type: 'integer', nullable: true }) contractEndDate?: number | null;
  @Property({ type: 'string', length: 500, nullable: true }) contractChangeReason?: string | null;
  @Property({ type: 'integer', nullable: true }) quitDate?: number | null;
  @Property({ type: 'string', length: 500, nullable: true }) quitReason?: string | null;

  @Property({ type: 'smallint', default: 0 }) role: number = 0;
  @Property({ type: 'smallint', default: 30 }) roleLevel: number = 30;
  @Property({ type: 'json', default: '[]' }) extraRole: number[] = [];
  @Property({ type: 'smallint', default: 0 }) managerLevel: number = 0;
  @Property({ type: 'string', length: 500, nullable: true }) skillChangeReason?: string | null;
  @Property({ type: 'string', length: 64, nullable: true }) contactAdmin?: string | null;
  @Property({ type: 'decimal', precision: 6, scale: 1, default: 0, runtimeType: 'number' }) permittedDayLeft: number = 0;
  @Property({ type: 'string', length: 500, nullable: true }) icon?: string | null;
  /** The interface language the employee chose; null until they choose one. */
  @Property({ type: 'string', length: 2, nullable: true }) language?: 'vi' | 'en' | null;

  @Property({ type: 'string', length: 200, nullable: true, hidden: true, lazy: true }) passwordHash?: string | null;
  /** Tokens issued before this instant are refused (password change revokes sessions). */
  @Property({ type: 'datetime', nullable: true }) passwordChangedAt?: Date | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
