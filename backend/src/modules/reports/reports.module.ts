import { Module } from '@nestjs/common';
import { ProjectSummariesController, ReportDashboardsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Project summaries per day, the project report and the cost summary. */
@Module({
  controllers: [ProjectSummariesController, ReportDashboardsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
