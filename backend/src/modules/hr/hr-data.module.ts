import { Module } from '@nestjs/common';
import { EmployeesRepository } from './employees.repository';

/**
 * The employee table's one writer, in a module of its own: auth, which hr imports, writes an
 * account's password and language through it without an import cycle (decision 039).
 */
@Module({
  providers: [EmployeesRepository],
  exports: [EmployeesRepository],
})
export class HrDataModule {}
