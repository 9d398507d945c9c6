import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { CreateTicketDto, NegotiationDto, TicketResponseDto, UpdateTicketDto } from './dto/ticket.dto';
import { TicketsQueryDto } from './dto/tickets-query.dto';
import { TicketResponsesService } from './ticket-responses.service';
import { TicketsService } from './tickets.service';

/** Tickets are read by their creator and recipients only: record rules live in the services. */
@ApiTags('tickets')
@Controller('tickets')
export class TicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly responses: TicketResponsesService,
  ) {}

  @Get()
  @Authenticated()
  list(@CurrentUser() user: AuthUser, @Query() q: TicketsQueryDto) {
    return this.tickets.list(user, q.box);
  }

  @Get(':id')
  @Authenticated()
  get(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.tickets.get(user, id);
  }

  @Post()
  @RequirePermission('TicketSystem.Request.Create', { value: 'body:requestType' })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateTicketDto) {
    return this.tickets.create(user, body);
  }

  /** The creator, or TicketSystem.Request.Edit on the ticket's project: checked by the service. */
  @Patch(':id')
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: UpdateTicketDto) {
    return this.tickets.update(user, id, body);
  }

  /** Its creator only, while unanswered (decision 026): checked by the service. */
  @Post(':id/withdraw')
  @HttpCode(200)
  @Authenticated()
  withdraw(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.tickets.withdraw(user, id);
  }

  /** A recipient holding TicketSystem.Response.Create on the ticket's project: checked by the service. */
  @Post(':id/response')
  @HttpCode(201)
  @Authenticated()
  respond(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: TicketResponseDto) {
    return this.responses.respond(user, id, body);
  }

  @Post(':id/negotiation')
  @HttpCode(201)
  @Authenticated()
  negotiate(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: NegotiationDto) {
    return this.responses.negotiate(user, id, body);
  }
}
