import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ImportsModule } from '../imports/imports.module';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PenaltiesRepository } from './penalties.repository';
import { PenaltiesService } from './penalties.service';
import { SystemTasksService } from './system-tasks.service';
import { TaskEditService } from './task-edit.service';
import { TaskImportService } from './task-import.service';
import { TaskListCache } from './task-list-cache';
import { TaskQueriesRepository } from './task-queries.repository';
import { TaskQueriesService } from './task-queries.service';
import { TasksController } from './tasks.controller';
import { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';

@Module({
  imports: [AuthModule, NotificationsModule, LiveModule, ImportsModule],
  controllers: [TasksController],
  providers: [
    TasksRepository, TaskQueriesRepository, PenaltiesRepository, TaskListCache,
    TasksService, TaskEditService, TaskImportService, TaskQueriesService, PenaltiesService, SystemTasksService,
  ],
  exports: [TasksService, TaskEditService, TasksRepository],
})
export class TasksModule {}
