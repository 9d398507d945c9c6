import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { IdParam } from '../../common/id.pipe';
import { ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../common/decorators';
import { GroupEmployeesDto, PermissionGroupDto } from './dto/permission-group.dto';
import { PermissionGroupsService } from './permission-groups.service';

@ApiTags('permission-groups')
@Controller('permission-groups')
export class PermissionGroupsController {
  constructor(private readonly groups: PermissionGroupsService) {}

  @Get()
  @RequirePermission('Config.PermissionGroup.Get')
  list() {
    return this.groups.list();
  }

  @Get('catalogue')
  @RequirePermission('Config.PermissionGroup.Get')
  catalogue() {
    return this.groups.catalogue();
  }

  @Post()
  @RequirePermission('Config.PermissionGroup.Create')
  create(@Body() body: PermissionGroupDto) {
    return this.groups.create(body);
  }

  @Put(':id')
  @RequirePermission('Config.PermissionGroup.Edit')
  update(@IdParam() id: number, @Body() body: PermissionGroupDto) {
    return this.groups.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('Config.PermissionGroup.Delete')
  async remove(@IdParam() id: number) {
    await this.groups.remove(id);
  }

  @Get(':id/employees')
  @RequirePermission('Config.PermissionGroup.Get')
  employees(@IdParam() id: number) {
    return this.groups.employees(id);
  }

  @Put(':id/employees')
  @RequirePermission('Config.PermissionGroup.Edit')
  setEmployees(@IdParam() id: number, @Body() body: GroupEmployeesDto) {
    return this.groups.setEmployees(id, body.employees);
  }
}
