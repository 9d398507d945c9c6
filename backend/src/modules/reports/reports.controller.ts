import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import { TextBody } from '../../common/body.pipe';
import { RequirePermission } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { IdParam } from '../../common/id.pipe';
import { optionalYmdQuery } from '../../common/validators';
import { ProjectSummariesDto } from './dto/project-summary.dto';
import { checkRange, ReportsService } from './reports.service';

/** Comma-separated integer ids (at most 500); absent or '' is every one. */
function idList(name: string, value: string | undefined): number[] | null {
  if (value === undefined || value.trim() === '') return null;
  const parts = value.split(',').map((x) => x.trim());
  if (parts.length > 500 || parts.some((x) => !/^\d{1,9}$/.test(x))) {
    throw new DomainError('common.validation', 400, [{ field: name, message: `${name} must be comma-separated ids` }]);
  }
  return [...new Set(parts.map(Number))];
}

function range(startDate?: string, endDate?: string) {
  return checkRange({ startDate: optionalYmdQuery('startDate', startDate), endDate: optionalYmdQuery('endDate', endDate) });
}

/** Project summaries per day: read, upsert and CSV import (API.md "Dashboards and scoring"). */
@ApiTags('reports')
@Controller('project-summaries')
export class ProjectSummariesController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @RequirePermission('Admin')
  @ApiQuery({ name: 'project', required: false })
  @ApiQuery({ name: 'startDate', description: 'yyyymmdd' })
  @ApiQuery({ name: 'endDate', description: 'yyyymmdd' })
  async list(@Query('project') project?: string, @Query('startDate') startDate?: string, @Query('endDate') endDate?: string) {
    const ids = idList('project', project);
    if (ids && ids.length > 1) throw new DomainError('common.validation', 400, [{ field: 'project', message: 'project must be one id' }]);
    return { summaries: await this.reports.summaries(ids?.[0] ?? null, range(startDate, endDate)) };
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
  @ApiQuery({ name: 'startDate', description: 'yyyymmdd' })
  @ApiQuery({ name: 'endDate', description: 'yyyymmdd' })
  @ApiQuery({ name: 'platforms', required: false, description: 'comma-separated: 1 Android, 2 iOS, 0 other; default all' })
  async projectReport(@Query('startDate') startDate?: string, @Query('endDate') endDate?: string, @Query('platforms') platforms?: string) {
    return { projectSummaries: await this.reports.projectReport(range(startDate, endDate), idList('platforms', platforms)) };
  }

  @Get('project-report/:projectId')
  @RequirePermission('Admin')
  @ApiQuery({ name: 'startDate', description: 'yyyymmdd' })
  @ApiQuery({ name: 'endDate', description: 'yyyymmdd' })
  async oneProjectReport(@IdParam('projectId') projectId: number, @Query('startDate') startDate?: string, @Query('endDate') endDate?: string) {
    return { projectSummary: await this.reports.oneProjectReport(projectId, range(startDate, endDate)) };
  }

  @Get('cost-summary')
  @RequirePermission('Dashboard.CostSummary')
  @ApiQuery({ name: 'startDate', description: 'yyyymmdd' })
  @ApiQuery({ name: 'endDate', description: 'yyyymmdd' })
  @ApiQuery({ name: 'projects', required: false, description: 'comma-separated project ids; default all' })
  costSummary(@Query('startDate') startDate?: string, @Query('endDate') endDate?: string, @Query('projects') projects?: string) {
    return this.reports.costSummary(range(startDate, endDate), idList('projects', projects));
  }
}
