import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { sendKept } from '../../common/kept-json';
import { IncomeDto } from './dto/income.dto';
import { IncomesQueryDto, OwnIncomesQueryDto } from './dto/incomes-query.dto';
import { IncomesService } from './incomes.service';

/** Employee incomes for HR and accounting (spec 3 "Employees income"). */
@ApiTags('incomes')
@Controller('incomes')
export class IncomesController {
  constructor(private readonly incomes: IncomesService) {}

  @Get()
  @RequirePermission('EmployeeIncome.Get.All')
  async list(@Req() req: Request, @Res() res: Response, @Query() q: IncomesQueryDto) {
    sendKept(req, res, await this.incomes.listKept(q));
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
  own(@CurrentUser() user: AuthUser, @Query() q: OwnIncomesQueryDto) {
    return this.incomes.own(user, q.year);
  }
}
