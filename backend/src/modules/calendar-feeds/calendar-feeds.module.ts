import { Module } from '@nestjs/common';
import { ConnectorsModule } from '../connectors/connectors.module';
import { CalendarFeedsController, ProfileCalendarFeedController } from './calendar-feeds.controller';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';

/** Secret iCalendar feeds of an employee's deadlines and leave, and of the studio's holidays (decision 049). */
@Module({
  imports: [ConnectorsModule],
  controllers: [ProfileCalendarFeedController, CalendarFeedsController],
  providers: [CalendarFeedsRepository, CalendarFeedsService],
})
export class CalendarFeedsModule {}
