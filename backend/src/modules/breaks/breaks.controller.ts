import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { BreakDecisionService } from './break-decision.service';
import { BreakRequestsService } from './break-requests.service';
import { DecideBreakDto } from './dto/breaks.dto';
import { BreakRequestsQueryDto } from './dto/breaks-query.dto';

@ApiTags('breaks')
@Controller('breaks')
export class BreaksController {
  constructor(
    private readonly requests: BreakRequestsService,
    private readonly decisions: BreakDecisionService,
  ) {}

  @Get('requests')
  @RequirePermission('Operator.Break.Decision')
  async list(@Query() q: BreakRequestsQueryDto) {
    return { permittedBreakRequests: await this.requests.list(q.status) };
  }

  /** The caller's own leave: days left and days held by pending paid requests. */
  @Get('balance')
  @Authenticated()
  balance(@CurrentUser() user: AuthUser) {
    return this.requests.balance(user.id);
  }

  /** The employee's contact admin (or a recipient of the ticket), or Operator.Break.Decision: checked by the service. */
  @Post('decide')
  @HttpCode(200)
  @Authenticated()
  decide(@CurrentUser() user: AuthUser, @Body() body: DecideBreakDto) {
    return this.decisions.decideFromApi(user, body);
  }
}
