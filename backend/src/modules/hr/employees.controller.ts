import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { CreateEmployeeDto, PermittedDayDto, SetPasswordDto, UpdateEmployeeDto } from './dto/employee.dto';
import { EmployeesService } from './employees.service';

@ApiTags('hr')
@Controller('hr/employees')
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @Get()
  @RequirePermission('Admin.Employee.Get')
  list() {
    return this.employees.list();
  }

  @Post()
  @RequirePermission('Admin.Employee.Create')
  create(@CurrentUser() user: AuthUser, @Body() body: CreateEmployeeDto) {
    return this.employees.create(user, body);
  }

  @Get(':id')
  @RequirePermission('Admin.Employee.Get')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.employees.get(user, id);
  }

  @Patch(':id')
  @RequirePermission('Admin.Employee.Edit')
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateEmployeeDto) {
    return this.employees.update(user, id, body);
  }

  @Put(':id/password')
  @HttpCode(204)
  @RequirePermission('Admin.Employee.Edit')
  async setPassword(@Param('id') id: string, @Body() body: SetPasswordDto) {
    await this.employees.setPassword(id, body.password);
  }

  @Put(':id/permitted-day')
  @RequirePermission('PermittedLeft.Change')
  setPermittedDay(@Param('id') id: string, @Body() body: PermittedDayDto) {
    return this.employees.setPermittedDay(id, body.permittedDay);
  }
}
