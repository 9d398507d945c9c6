import { Module } from '@nestjs/common';
import { PermissionGroupsController } from './permission-groups.controller';
import { PermissionGroupsService } from './permission-groups.service';
import { PermissionsService } from './permissions.service';

@Module({
  controllers: [PermissionGroupsController],
  providers: [PermissionsService, PermissionGroupsService],
  exports: [PermissionsService],
})
export class PermissionsModule {}
