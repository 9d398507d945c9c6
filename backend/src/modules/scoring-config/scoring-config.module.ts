import { Module } from '@nestjs/common';
import { DashboardModule } from '../dashboard/dashboard.module';
import { SetupModule } from '../setup/setup.module';
import { TasksModule } from '../tasks/tasks.module';
import { CONFIG_TABLE_CONTROLLERS, MissionConfigController } from './scoring-config.controller';
import { ScoringConfigRepository } from './scoring-config.repository';
import { ScoringConfigService } from './scoring-config.service';

/** The scoring configuration tables of admin > config (task and role). */
@Module({
  imports: [SetupModule, TasksModule, DashboardModule],
  controllers: [MissionConfigController, ...CONFIG_TABLE_CONTROLLERS],
  providers: [ScoringConfigRepository, ScoringConfigService],
})
export class ScoringConfigModule {}
