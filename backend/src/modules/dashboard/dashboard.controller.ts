import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { sendAnswer } from '../../common/kept-json';
import { DashboardService } from './dashboard.service';
import { EmployeeMonthQueryDto, MonthQueryDto, YearQueryDto } from './dto/dashboard-query.dto';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Oneself always; another employee with Dashboard.Benchmark and among the viewable employees (checked in the service). */
  @Get('work-score')
  @Authenticated()
  workScore(@CurrentUser() user: AuthUser, @Query() q: EmployeeMonthQueryDto) {
    return this.dashboard.workScore(user, q.employee ?? user.id, { year: q.year, month: q.month });
  }

  /** The month's score ledger: who may see the work score may see why (checked in the service). */
  @Get('score-ledger')
  @Authenticated()
  scoreLedger(@CurrentUser() user: AuthUser, @Query() q: EmployeeMonthQueryDto) {
    return this.dashboard.scoreLedger(user, q.employee ?? user.id, { year: q.year, month: q.month });
  }

  @Get('viewable-employees')
  @Authenticated()
  async viewableEmployees(@CurrentUser() user: AuthUser) {
    return { employees: await this.dashboard.viewableEmployees(user) };
  }

  /** The contract rule for the caller and the employees they may view (docs/scoring.md). */
  @Get('below-minimum')
  @Authenticated()
  belowMinimum(@CurrentUser() user: AuthUser, @Query() q: MonthQueryDto) {
    return this.dashboard.belowMinimum(user, { year: q.year, month: q.month });
  }

  @Get('employee-yearly-report')
  @RequirePermission('Dashboard.Employees.YearReport')
  async yearlyReport(@Query() q: YearQueryDto, @Req() req: Request, @Res() res: Response) {
    await sendAnswer(req, res, this.dashboard.yearlyReportAnswer(q.year));
  }
}
