import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendKept } from '../../common/kept-json';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { KeyParam } from '../../common/id.pipe';
import { CreateEmployeeDto, PermittedDayDto, SetPasswordDto, UpdateEmployeeDto } from './dto/employee.dto';
import { MultipartInterceptor, uploadedFiles } from '../files/multipart.interceptor';
import { ImportEndpoint, ImportQueryDto, sendXlsx, TemplateEndpoint } from '../imports/import-http';
import { EmployeeImportService } from './employee-import.service';
import { EmployeesService } from './employees.service';

export const EMPLOYEE_ICON_MAX_BYTES = 2 * 1024 * 1024;

const IconForm = MultipartInterceptor({ file: { field: 'icon' }, maxFileSize: EMPLOYEE_ICON_MAX_BYTES, tooLarge: 'employee.icon-too-large' });

@ApiTags('hr')
@Controller('hr/employees')
export class EmployeesController {
  constructor(private readonly employees: EmployeesService, private readonly importer: EmployeeImportService) {}

  @Get()
  @RequirePermission('Admin.Employee.Get')
  async list(@Req() req: Request, @Res() res: Response) {
    sendKept(req, res, await this.employees.listKept());
  }

  @Post()
  @RequirePermission('Admin.Employee.Create')
  create(@CurrentUser() user: AuthUser, @Body() body: CreateEmployeeDto) {
    return this.employees.create(user, body);
  }

  /** The employee import's template (API.md "Imports"); declared before `:id`. */
  @Get('import-template')
  @RequirePermission('Admin.Employee.Create')
  @TemplateEndpoint()
  async importTemplate(@Res() res: Response) {
    sendXlsx(res, 'employees-import.xlsx', await this.importer.template());
  }

  /** Employees from a spreadsheet (API.md "Imports", decision 032); updates need Admin.Employee.Edit row by row. */
  @Post('import')
  @HttpCode(200)
  @RequirePermission('Admin.Employee.Create')
  @ImportEndpoint()
  import(@CurrentUser() user: AuthUser, @Req() req: Request, @Query() query: ImportQueryDto) {
    return this.importer.import(user, uploadedFiles(req)[0], query);
  }

  @Get(':id')
  @RequirePermission('Admin.Employee.Get')
  get(@CurrentUser() user: AuthUser, @KeyParam() id: string) {
    return this.employees.get(user, id);
  }

  @Patch(':id')
  @RequirePermission('Admin.Employee.Edit')
  update(@CurrentUser() user: AuthUser, @KeyParam() id: string, @Body() body: UpdateEmployeeDto) {
    return this.employees.update(user, id, body);
  }

  @Put(':id/password')
  @HttpCode(204)
  @RequirePermission('Admin.Employee.Edit')
  async setPassword(@KeyParam() id: string, @Body() body: SetPasswordDto) {
    await this.employees.setPassword(id, body.password);
  }

  @Put(':id/permitted-day')
  @RequirePermission('PermittedLeft.Change')
  setPermittedDay(@CurrentUser() user: AuthUser, @KeyParam() id: string, @Body() body: PermittedDayDto) {
    return this.employees.setPermittedDay(user, id, body.permittedDay);
  }

  /** The employee's picture: multipart/form-data with the image in field `icon`; answers `{employee}`. */
  @Put(':id/icon')
  @ApiConsumes('multipart/form-data')
  @RequirePermission('Admin.Employee.Edit')
  @UseInterceptors(IconForm)
  setIcon(@CurrentUser() user: AuthUser, @KeyParam() id: string, @Req() req: Request) {
    return this.employees.setIcon(user, id, uploadedFiles(req)[0]);
  }

  /** Removes the picture (the screens show the fallback image again); answers `{employee}`. */
  @Delete(':id/icon')
  @RequirePermission('Admin.Employee.Edit')
  removeIcon(@CurrentUser() user: AuthUser, @KeyParam() id: string) {
    return this.employees.removeIcon(user, id);
  }
}
