import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, type PipeTransform } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { IdParam, ParseIdPipe } from '../../common/id.pipe';
import { GroupEmployeesDto, PermissionGroupDto } from './dto/permission-group.dto';
import { PermissionGroupsService } from './permission-groups.service';

/** The group edited: an edit without a usable id is the spec's 'Permission group ID is missing'. */
class GroupIdPipe implements PipeTransform<string, number> {
  private readonly ids = new ParseIdPipe();
  transform(value: string): number {
    if (!/^\d+$/.test(value ?? '') || Number(value) === 0) throw idMissing();
    return this.ids.transform(value);
  }
}

const idMissing = () => new DomainError('permission-group.id-missing', 400);

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

  /** An edit that names no group. */
  @Put()
  @RequirePermission('Config.PermissionGroup.Edit')
  updateWithoutId(): never {
    throw idMissing();
  }

  @Put(':id')
  @RequirePermission('Config.PermissionGroup.Edit')
  update(@Param('id', new GroupIdPipe()) id: number, @Body() body: PermissionGroupDto) {
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
