import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MailController } from './mail.controller';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';

/** E-mail of notifications (docs/decisions/048): registers itself as a delivery channel of NotificationsService. */
@Module({
  // SchedulerRegistry comes from the global ScheduleModule (JobsModule).
  imports: [AuthModule, NotificationsModule],
  controllers: [MailController],
  providers: [MailRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
