import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { BonusController, ProjectBonusController } from './bonus.controller';
import { BonusRepository } from './bonus.repository';
import { BonusService } from './bonus.service';

/** Project bonus configs and the revenue bonus (API.md "Bonus", docs/bonus.md). */
@Module({
  imports: [PermissionsModule],
  controllers: [ProjectBonusController, BonusController],
  providers: [BonusRepository, BonusService],
})
export class BonusModule {}
