import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PenaltiesService } from './penalties.service';
import { SystemTasksService } from './system-tasks.service';
import { TaskEditService } from './task-edit.service';
import { TaskQueriesService } from './task-queries.service';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';

@Module({
  imports: [AuthModule, NotificationsModule],
  controllers: [TasksController],
  providers: [TasksService, TaskEditService, TaskQueriesService, PenaltiesService, SystemTasksService],
  exports: [TasksService, TaskEditService],
})
export class TasksModule {}
