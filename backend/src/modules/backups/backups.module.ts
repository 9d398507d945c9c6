import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TicketsModule } from '../tickets/tickets.module';
import { BackupArchive } from './backup-archive';
import { BackupsController } from './backups.controller';
import { BackupsRepository } from './backups.repository';
import { BackupsScheduler } from './backups.scheduler';
import { BackupsService } from './backups.service';

/** Scheduled backups (docs/decisions/037); the archive itself is ./archive. */
@Module({
  // SchedulerRegistry comes from the global ScheduleModule (JobsModule).
  imports: [AuthModule, NotificationsModule, TicketsModule],
  controllers: [BackupsController],
  providers: [BackupArchive, BackupsRepository, BackupsService, BackupsScheduler],
  exports: [BackupsService],
})
export class BackupsModule {}
