import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { YearMonth } from '@studio/domain';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { sendKept } from '../../common/kept-json';
import { DashboardService } from './dashboard.service';

function intQuery(name: string, value: string | undefined, min: number, max: number): number {
  const n = value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new DomainError('common.validation', 400, [{ field: name, message: `must be an integer ${min}-${max}` }]);
  }
  return n;
}

function monthQuery(month: string | undefined, year: string | undefined): YearMonth {
  return { year: intQuery('year', year, 2000, 9999), month: intQuery('month', month, 1, 12) };
}

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Oneself always; another employee with Dashboard.Benchmark and among the viewable employees (checked in the service). */
  @Get('work-score')
  @Authenticated()
  @ApiQuery({ name: 'employee' })
  @ApiQuery({ name: 'month', description: '1-12' })
  @ApiQuery({ name: 'year' })
  workScore(@CurrentUser() user: AuthUser, @Query('employee') employee: string | undefined, @Query('month') month: string | undefined, @Query('year') year: string | undefined) {
    const picked = monthQuery(month, year);
    const id = typeof employee === 'string' && employee.trim() !== '' && employee.length <= 64 ? employee.trim() : user.id;
    return this.dashboard.workScore(user, id, picked);
  }

  /** The month's score ledger: who may see the work score may see why (checked in the service). */
  @Get('score-ledger')
  @Authenticated()
  @ApiQuery({ name: 'employee' })
  @ApiQuery({ name: 'month', description: '1-12' })
  @ApiQuery({ name: 'year' })
  scoreLedger(@CurrentUser() user: AuthUser, @Query('employee') employee: string | undefined, @Query('month') month: string | undefined, @Query('year') year: string | undefined) {
    const picked = monthQuery(month, year);
    const id = typeof employee === 'string' && employee.trim() !== '' && employee.length <= 64 ? employee.trim() : user.id;
    return this.dashboard.scoreLedger(user, id, picked);
  }

  @Get('viewable-employees')
  @Authenticated()
  async viewableEmployees(@CurrentUser() user: AuthUser) {
    return { employees: await this.dashboard.viewableEmployees(user) };
  }

  /** The contract rule for the caller and the employees they may view (docs/scoring.md). */
  @Get('below-minimum')
  @Authenticated()
  @ApiQuery({ name: 'month', description: '1-12' })
  @ApiQuery({ name: 'year' })
  belowMinimum(@CurrentUser() user: AuthUser, @Query('month') month: string | undefined, @Query('year') year: string | undefined) {
    return this.dashboard.belowMinimum(user, monthQuery(month, year));
  }

  @Get('employee-yearly-report')
  @RequirePermission('Dashboard.Employees.YearReport')
  @ApiQuery({ name: 'year' })
  async yearlyReport(@Query('year') year: string | undefined, @Req() req: Request, @Res() res: Response) {
    const kept = await this.dashboard.yearlyReportJson(intQuery('year', year, 2000, 9999));
    sendKept(req, res, kept);
  }
}
