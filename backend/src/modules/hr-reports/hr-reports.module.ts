import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HrDataModule } from '../hr/hr-data.module';
import { HrReportsController } from './hr-reports.controller';
import { HrReportsRepository } from './hr-reports.repository';
import { HrReportsService } from './hr-reports.service';

/** The HR reports of admin > administrative and the social insurance edit. */
@Module({
  imports: [AuthModule, HrDataModule],
  controllers: [HrReportsController],
  providers: [HrReportsRepository, HrReportsService],
})
export class HrReportsModule {}
