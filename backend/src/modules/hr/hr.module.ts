import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { ImportsModule } from '../imports/imports.module';
import { ContractLogsController } from './contract-logs.controller';
import { ContractLogsRepository } from './contract-logs.repository';
import { ContractLogsService } from './contract-logs.service';
import { EmployeeImportService } from './employee-import.service';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { HrDataModule } from './hr-data.module';

@Module({
  imports: [AuthModule, FilesModule, ImportsModule, HrDataModule],
  controllers: [EmployeesController, ContractLogsController],
  providers: [EmployeesService, EmployeeImportService, ContractLogsRepository, ContractLogsService],
})
export class HrModule {}
