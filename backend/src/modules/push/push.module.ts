import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PushController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';

/**
 * Web Push of notifications (docs/decisions/051): registers itself as a delivery channel of
 * NotificationsService; SchedulerRegistry comes from the global ScheduleModule (JobsModule).
 */
@Module({ imports: [AuthModule, NotificationsModule], controllers: [PushController], providers: [PushRepository, PushService] })
export class PushModule {}
