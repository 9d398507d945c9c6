import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from '../auth/auth.module';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TasksModule } from '../tasks/tasks.module';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsScheduler } from './jobs.scheduler';
import { JobsService } from './jobs.service';

@Module({
  imports: [ScheduleModule.forRoot(), AuthModule, NotificationsModule, LiveModule, TasksModule],
  controllers: [JobsController],
  providers: [JobsRepository, JobsService, JobsScheduler],
  exports: [JobsService],
})
export class JobsModule {}
