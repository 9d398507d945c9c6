import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { BreakDecisionService } from './break-decision.service';
import { BreakRequestsService } from './break-requests.service';
import { DecideBreakDto } from './dto/breaks.dto';

@ApiTags('breaks')
@Controller('breaks')
export class BreaksController {
  constructor(
    private readonly requests: BreakRequestsService,
    private readonly decisions: BreakDecisionService,
  ) {}

  @Get('requests')
  @RequirePermission('Operator.Break.Decision')
  @ApiQuery({ name: 'status', required: false, enum: [0, 1, 2], description: '0 Pending, 1 Accept, 2 Reject' })
  async list(@Query('status') status?: string) {
    if (status !== undefined && status !== '' && !['0', '1', '2'].includes(status)) {
      throw new DomainError('common.validation', 400, [{ field: 'status', message: 'must be 0, 1 or 2' }]);
    }
    return { permittedBreakRequests: await this.requests.list(status ? Number(status) : undefined) };
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
