import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { INCOME_YEAR_MAX, INCOME_YEAR_MIN } from '@studio/domain';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { IdParam } from '../../common/id.pipe';
import { sendKept } from '../../common/kept-json';
import { optionalYmdQuery } from '../../common/validators';
import { IncomeDto } from './dto/income.dto';
import { IncomesService } from './incomes.service';

function yearQuery(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!(n >= INCOME_YEAR_MIN && n <= INCOME_YEAR_MAX)) throw new DomainError('common.validation', 400, [{ field: 'year', message: 'year must be a year' }]);
  return n;
}

/** Employee incomes for HR and accounting (spec 3 "Employees income"). */
@ApiTags('incomes')
@Controller('incomes')
export class IncomesController {
  constructor(private readonly incomes: IncomesService) {}

  @Get()
  @RequirePermission('EmployeeIncome.Get.All')
  @ApiQuery({ name: 'from', required: false, description: 'yyyymmdd, on the settlement date; default three months ago (company time zone)' })
  @ApiQuery({ name: 'to', required: false, description: 'yyyymmdd; default today' })
  @ApiQuery({ name: 'employee', required: false, description: 'comma-separated employee ids' })
  @ApiQuery({ name: 'showHidden', required: false, description: 'true adds the incomes with isShow false' })
  async list(
    @Req() req: Request,
    @Res() res: Response,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('employee') employee?: string,
    @Query('showHidden') showHidden?: string,
  ) {
    const kept = await this.incomes.listKept({
      from: optionalYmdQuery('from', from),
      to: optionalYmdQuery('to', to),
      employee,
      showHidden: showHidden === 'true',
    });
    sendKept(req, res, kept);
  }

  /** Whom an income may be recorded for: new hires without a role and leavers included. */
  @Get('employees')
  @RequirePermission('EmployeeIncome.Get.All')
  employees() {
    return this.incomes.employees();
  }

  @Get('projects')
  @RequirePermission('EmployeeIncome.Get.All')
  projects() {
    return this.incomes.projects();
  }

  @Post()
  @RequirePermission('EmployeeIncome.Get.All')
  create(@CurrentUser() user: AuthUser, @Body() body: IncomeDto) {
    return this.incomes.create(user, body);
  }

  @Put(':id')
  @RequirePermission('EmployeeIncome.Get.All')
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: IncomeDto) {
    return this.incomes.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('EmployeeIncome.Get.All')
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    await this.incomes.remove(user, id);
  }
}

/** The caller's own shown incomes (profile > income); any signed-in employee. */
@ApiTags('profile')
@Controller('profile')
export class ProfileIncomesController {
  constructor(private readonly incomes: IncomesService) {}

  @Get('incomes')
  @Authenticated()
  @ApiQuery({ name: 'year', required: false })
  own(@CurrentUser() user: AuthUser, @Query('year') year?: string) {
    return this.incomes.own(user, yearQuery(year));
  }
}
