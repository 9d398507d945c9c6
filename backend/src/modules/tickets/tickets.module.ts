import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LiveModule } from '../live/live.module';
import { BreaksModule } from '../breaks/breaks.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TasksModule } from '../tasks/tasks.module';
import { TicketContentService } from './ticket-content.service';
import { TicketResponsesService } from './ticket-responses.service';
import { TicketRoutingService } from './ticket-routing.service';
import { TicketsController } from './tickets.controller';
import { TicketsDataModule } from './tickets-data.module';
import { TicketsService } from './tickets.service';

@Module({
  imports: [AuthModule, LiveModule, NotificationsModule, TasksModule, BreaksModule, TicketsDataModule],
  controllers: [TicketsController],
  providers: [TicketsService, TicketResponsesService, TicketContentService, TicketRoutingService],
  // Who the admins are (holders of Admin), for notices outside tickets (a failed backup).
  exports: [TicketRoutingService],
})
export class TicketsModule {}
