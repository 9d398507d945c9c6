import { Module } from '@nestjs/common';
import { PermissionGroupsController } from './permission-groups.controller';
import { PermissionGroupsService } from './permission-groups.service';
import { PermissionsRepository } from './permissions.repository';
import { PermissionsService } from './permissions.service';

@Module({
  controllers: [PermissionGroupsController],
  providers: [PermissionsRepository, PermissionsService, PermissionGroupsService],
  exports: [PermissionsService],
})
export class PermissionsModule {}
