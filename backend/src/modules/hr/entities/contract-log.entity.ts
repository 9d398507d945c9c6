import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from './employee.entity';

/** One change of an employee's salary, contract, role, role level or manager level (old and new values of all of them). */
@Entity({ tableName: 'contract_log' })
@Index({ properties: ['employee', 'id'] })
export class ContractLog {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, deleteRule: 'cascade' }) employee!: string;
  /** Effective date, yyyymmdd. */
  @Property({ type: 'integer' }) date!: number;
  @Property({ type: 'string', length: 1000, nullable: true }) reason?: string | null;
  /** VND, integer. */
  @Property({ type: 'bigint' }) oldSalary!: number;
  @Property({ type: 'bigint' }) newSalary!: number;
  @Property({ type: 'smallint' }) oldContractType!: number;
  @Property({ type: 'smallint' }) newContractType!: number;
  @Property({ type: 'integer', nullable: true }) oldStartDate?: number | null;
  @Property({ type: 'integer', nullable: true }) newStartDate?: number | null;
  @Property({ type: 'integer', nullable: true }) oldEndDate?: number | null;
  @Property({ type: 'integer', nullable: true }) newEndDate?: number | null;
  @Property({ type: 'smallint' }) oldRole!: number;
  @Property({ type: 'smallint' }) newRole!: number;
  @Property({ type: 'smallint' }) oldRoleLevel!: number;
  @Property({ type: 'smallint' }) newRoleLevel!: number;
  @Property({ type: 'smallint' }) oldManagerLevel!: number;
  @Property({ type: 'smallint' }) newManagerLevel!: number;
  @ManyToOne(() => Employee, { fieldName: 'changed_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) changedBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
