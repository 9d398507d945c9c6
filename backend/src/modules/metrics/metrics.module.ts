import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { Metrics } from './metrics.service';

/** GET /metrics and the counters other modules feed (job runs); mounted outside /api in app.factory.ts. */
@Global()
@Module({
  imports: [NotificationsModule],
  providers: [Metrics],
  exports: [Metrics],
})
export class MetricsModule {}
