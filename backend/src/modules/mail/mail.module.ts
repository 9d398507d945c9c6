import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MailController } from './mail.controller';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';

/** E-mail of notifications (docs/decisions/048): registers itself as a delivery channel of NotificationsService. */
@Module({
  imports: [ScheduleModule.forRoot(), AuthModule, NotificationsModule],
  controllers: [MailController],
  providers: [MailRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
