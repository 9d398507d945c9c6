import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { CalendarService } from './calendar.service';
import { CalendarDayDto, EmployeeBreakDto } from './dto/breaks.dto';
import { EmployeeBreaksQueryDto } from './dto/breaks-query.dto';

/** Operator calendar (spec 3): holidays, makeup working days and day-off records, on the global project. */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('holidays')
  @RequirePermission('Operator.Holiday.Get')
  async holidays() {
    return { holidays: await this.calendar.listDays('holiday') };
  }

  @Post('holidays')
  @RequirePermission('Operator.Holiday.Create')
  async createHoliday(@Body() body: CalendarDayDto) {
    return { holiday: await this.calendar.createDay('holiday', body) };
  }

  @Patch('holidays/:id')
  @RequirePermission('Operator.Holiday.Edit')
  async updateHoliday(@IdParam() id: number, @Body() body: CalendarDayDto) {
    return { holiday: await this.calendar.updateDay('holiday', id, body) };
  }

  @Delete('holidays/:id')
  @HttpCode(204)
  @RequirePermission('Operator.Holiday.Delete')
  removeHoliday(@IdParam() id: number) {
    return this.calendar.removeDay('holiday', id);
  }

  @Get('makeups')
  @RequirePermission('Operator.Makeup.Get')
  async makeUps() {
    return { makeUps: await this.calendar.listDays('makeup_day') };
  }

  @Post('makeups')
  @RequirePermission('Operator.Makeup.Create')
  async createMakeUp(@Body() body: CalendarDayDto) {
    return { makeUp: await this.calendar.createDay('makeup_day', body) };
  }

  @Patch('makeups/:id')
  @RequirePermission('Operator.Makeup.Edit')
  async updateMakeUp(@IdParam() id: number, @Body() body: CalendarDayDto) {
    return { makeUp: await this.calendar.updateDay('makeup_day', id, body) };
  }

  @Delete('makeups/:id')
  @HttpCode(204)
  @RequirePermission('Operator.Makeup.Delete')
  removeMakeUp(@IdParam() id: number) {
    return this.calendar.removeDay('makeup_day', id);
  }

  @Get('breaks')
  @RequirePermission('Operator.Break.Get')
  async employeeBreaks(@Query() q: EmployeeBreaksQueryDto) {
    return { employeeBreaks: await this.calendar.listBreaks({ employee: q.employee || undefined, from: q.from, to: q.to }) };
  }

  @Post('breaks')
  @RequirePermission('Operator.Break.Create')
  async createBreak(@Body() body: EmployeeBreakDto) {
    return { employeeBreak: await this.calendar.createBreak(body) };
  }

  @Patch('breaks/:id')
  @RequirePermission('Operator.Break.Edit')
  async updateBreak(@IdParam() id: number, @Body() body: EmployeeBreakDto) {
    return { employeeBreak: await this.calendar.updateBreak(id, body) };
  }

  @Delete('breaks/:id')
  @HttpCode(204)
  @RequirePermission('Operator.Break.Delete')
  removeBreak(@IdParam() id: number) {
    return this.calendar.removeBreak(id);
  }
}
