import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { SetupChecklistService } from './setup-checklist.service';

/**
 * The first-run checklist (docs/decisions/033). Reading, hiding and reopening are per user and open
 * to every signed-in user: the service answers no steps to, and refuses hiding for, a caller who may
 * act on none. Marking the scoring step reviewed needs the permission of its screen's save.
 */
@ApiTags('setup')
@Controller('setup/checklist')
export class SetupChecklistController {
  constructor(private readonly setup: SetupChecklistService) {}

  @Get()
  @Authenticated()
  checklist(@CurrentUser() user: AuthUser) {
    return this.setup.checklist(user);
  }

  @Post('dismiss')
  @HttpCode(200)
  @Authenticated()
  dismiss(@CurrentUser() user: AuthUser) {
    return this.setup.dismiss(user);
  }

  @Post('reopen')
  @HttpCode(200)
  @Authenticated()
  reopen(@CurrentUser() user: AuthUser) {
    return this.setup.reopen(user);
  }

  @Post('scoring/review')
  @HttpCode(200)
  @RequirePermission('Config.RoleLimit.Set')
  markScoringReviewed(@CurrentUser() user: AuthUser) {
    return this.setup.markScoringReviewed(user);
  }
}
