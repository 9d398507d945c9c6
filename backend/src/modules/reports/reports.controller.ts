import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { TextBody } from '../../common/body.pipe';
import { RequirePermission } from '../../common/decorators';
import { invalidField } from '../../common/field-error';
import { IdParam } from '../../common/id.pipe';
import { ProjectSummariesDto } from './dto/project-summary.dto';
import { CostSummaryQueryDto, ProjectReportQueryDto, ProjectSummariesQueryDto, ReportRangeQueryDto } from './dto/reports-query.dto';
import { checkRange, ReportsService } from './reports.service';

const range = (q: ReportRangeQueryDto) => checkRange({ startDate: q.startDate, endDate: q.endDate });

/** Project summaries per day: read, upsert and CSV import (API.md "Dashboards and scoring"). */
@ApiTags('reports')
@Controller('project-summaries')
export class ProjectSummariesController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @RequirePermission('Admin')
  async list(@Query() q: ProjectSummariesQueryDto) {
    if (q.project && q.project.length > 1) throw invalidField('project', 'forms.error.format', 'project must be one id', {});
    return { summaries: await this.reports.summaries(q.project?.[0] ?? null, range(q)) };
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('Admin')
  async write(@Body() body: ProjectSummariesDto) {
    return { rows: await this.reports.write(body.summaries) };
  }

  @Post('import')
  @HttpCode(200)
  @RequirePermission('Admin')
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string', example: 'project,date,revenueIap,revenueAds,costUa,costTracking,anr,crashRate\n1,20261101,1500000,2500000,3000000,100000,0.3,1.2' } })
  importCsv(@TextBody() body: string) {
    return this.reports.importCsv(body);
  }
}

/** The project report and the cost summary (spec 1 "Project report dashboard", "Cost summary"). */
@ApiTags('reports')
@Controller('dashboard')
export class ReportDashboardsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('project-report')
  @RequirePermission('Admin')
  async projectReport(@Query() q: ProjectReportQueryDto) {
    return { projectSummaries: await this.reports.projectReport(range(q), q.platforms ?? null) };
  }

  @Get('project-report/:projectId')
  @RequirePermission('Admin')
  async oneProjectReport(@IdParam('projectId') projectId: number, @Query() q: ReportRangeQueryDto) {
    return { projectSummary: await this.reports.oneProjectReport(projectId, range(q)) };
  }

  @Get('cost-summary')
  @RequirePermission('Dashboard.CostSummary')
  costSummary(@Query() q: CostSummaryQueryDto) {
    return this.reports.costSummary(range(q), q.projects ?? null);
  }
}
