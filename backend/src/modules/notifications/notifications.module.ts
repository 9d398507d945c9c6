import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DeliveryChannels } from './delivery-channels';
import { NotificationsController } from './notifications.controller';
import { NotificationsGateway } from './notifications.gateway';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [AuthModule],
  controllers: [NotificationsController],
  providers: [NotificationsGateway, NotificationsRepository, NotificationsService, DeliveryChannels],
  exports: [NotificationsGateway, NotificationsService, DeliveryChannels],
})
export class NotificationsModule {}
