import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HrDataModule } from '../hr/hr-data.module';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TicketsDataModule } from '../tickets/tickets-data.module';
import { BreakDecisionService } from './break-decision.service';
import { BreakRequestsService } from './break-requests.service';
import { BreaksController } from './breaks.controller';
import { BreaksRepository } from './breaks.repository';
import { CalendarController } from './calendar.controller';
import { CalendarRepository } from './calendar.repository';
import { CalendarService } from './calendar.service';

/** Leave requests and their decisions, holidays, makeup days and day-off records. */
@Module({
  imports: [AuthModule, HrDataModule, LiveModule, NotificationsModule, TicketsDataModule],
  controllers: [BreaksController, CalendarController],
  providers: [BreaksRepository, CalendarRepository, BreakRequestsService, BreakDecisionService, CalendarService],
  exports: [BreakRequestsService, BreakDecisionService],
})
export class BreaksModule {}
