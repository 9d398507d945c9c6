import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

/** A salary slip or bonus of an employee (spec 3 "Income"); amounts in VND. */
@Entity({ tableName: 'employee_income' })
@Index({ properties: ['employee', 'date'] })
@Index({ properties: ['date', 'employee'] })
export class EmployeeIncome {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, deleteRule: 'cascade' }) employee!: string;
  /** 1 salary, 2 quarter bonus, 3 business bonus. */
  @Property({ type: 'smallint' }) type!: number;
  /** Settlement date, yyyymmdd. */
  @Property({ type: 'integer' }) date!: number;
  @Property({ type: 'bigint' }) income!: number;
  @Property({ type: 'boolean', default: false }) isShow: boolean = false;
  /** The type's fields (libs/domain income-rules). */
  @Property({ type: 'json' }) value!: Record<string, unknown>;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

/** One row, bumped by every income write until decision 046; unread since, kept so upgrades keep their rows. */
@Entity({ tableName: 'income_revision' })
export class IncomeRevision {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id!: number;
  @Property({ type: 'bigint', default: 0 }) version: number = 0;
}

/**
 * A counter per month (yyyymm) of settlement dates, bumped by a trigger on employee_income for every
 * month a statement wrote (decision 046): a kept list answer is current while the sum over its range holds.
 */
@Entity({ tableName: 'income_revision_month' })
export class IncomeRevisionMonth {
  @PrimaryKey({ type: 'integer', autoincrement: false }) month!: number;
  @Property({ type: 'bigint', default: 0 }) version: number = 0;
}

/** The same counter per (month, employee): which employees' part of a kept answer to build again. */
@Entity({ tableName: 'income_revision_cell' })
export class IncomeRevisionCell {
  @PrimaryKey({ type: 'integer', autoincrement: false }) month!: number;
  @PrimaryKey({ type: 'string', length: 64 }) employee!: string;
  @Property({ type: 'bigint', default: 0 }) version: number = 0;
}
