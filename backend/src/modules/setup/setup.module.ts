import { Module } from '@nestjs/common';
import { ConnectorsModule } from '../connectors/connectors.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { SetupChecklistController } from './setup-checklist.controller';
import { SetupChecklistRepository } from './setup-checklist.repository';
import { SetupChecklistService } from './setup-checklist.service';

/** The first-run checklist of the dashboard. */
@Module({
  imports: [PermissionsModule, ConnectorsModule],
  controllers: [SetupChecklistController],
  providers: [SetupChecklistRepository, SetupChecklistService],
  exports: [SetupChecklistService],
})
export class SetupModule {}
