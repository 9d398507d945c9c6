import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DashboardModule } from '../dashboard/dashboard.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { LiveGateway } from './live.gateway';
import { LiveService } from './live.service';

/** Live lists over the notifications socket (docs/decisions/024-live-lists.md). */
@Module({
  imports: [AuthModule, PermissionsModule, NotificationsModule, DashboardModule],
  providers: [LiveService, LiveGateway],
  exports: [LiveService],
})
export class LiveModule {}
