import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { ImportsController } from './imports.controller';
import { ImportsRepository } from './imports.repository';
import { ImportsService } from './imports.service';

/** What the employee (hr) and task imports share; each owning module holds its own rules (decision 032). */
@Module({
  imports: [PermissionsModule],
  controllers: [ImportsController],
  providers: [ImportsRepository, ImportsService],
  exports: [ImportsService],
})
export class ImportsModule {}
