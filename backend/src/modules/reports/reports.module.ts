import { Module } from '@nestjs/common';
import { ProjectSummariesController, ReportDashboardsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Project summaries per day, the project report and the cost summary. */
@Module({
  controllers: [ProjectSummariesController, ReportDashboardsController],
  providers: [ReportsRepository, ReportsService],
  // The project summaries' one writer: connectors' syncs set their sums through it.
  exports: [ReportsRepository],
})
export class ReportsModule {}
